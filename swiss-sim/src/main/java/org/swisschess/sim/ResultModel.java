package org.swisschess.sim;

import java.util.List;

/**
 * How strengths turn into ratings and results: ratings drawn from a normal spread, results drawn by
 * an {@link OutcomeModel}: FIDE's statistical model, or the Elo expectation with a draw rate that
 * rises with the players' level (the White advantage and draw rates below serve that one only).
 *
 * @param ratingMean mean of the true strengths
 * @param ratingSpread standard deviation of the true strengths
 * @param ratingFloor lowest strength (draws below are clamped)
 * @param ratingCeiling highest strength
 * @param ratingNoise standard deviation of the published rating around the true strength; 0 makes
 *     the rating the strength
 * @param whiteAdvantage Elo points added to White's strength for the expectation
 * @param drawRateLow draw rate of two equal players rated 1200
 * @param drawRateHigh draw rate of two equal players rated 2700 (linear in between, flat outside)
 * @param outcomes how a game's result is drawn from the two strengths; not null
 * @param fieldRatings the true strengths of the players, in any order, instead of a normal spread
 *     (a real event's field); empty for the normal spread; not null
 */
public record ResultModel(
    int ratingMean,
    int ratingSpread,
    int ratingFloor,
    int ratingCeiling,
    int ratingNoise,
    int whiteAdvantage,
    double drawRateLow,
    double drawRateHigh,
    GameModel outcomes,
    List<Integer> fieldRatings) {

  /**
   * An open tournament: mean 1800, spread 300, ratings 1000..2800, results by the Elo expectation
   * with draws from 15% to 55%.
   */
  public static final ResultModel DEFAULT =
      new ResultModel(1800, 300, 1000, 2800, 0, 35, 0.15, 0.55);

  /** The same field as {@link #DEFAULT}, results by FIDE's statistical model of 2024. */
  public static final ResultModel FIDE = DEFAULT.withOutcomes(OutcomeModel.FIDE_2024);

  /**
   * Returns a model whose results come from the Elo expectation ({@link OutcomeModel#ELO}).
   *
   * @param ratingMean mean of the true strengths
   * @param ratingSpread standard deviation of the true strengths
   * @param ratingFloor lowest strength (draws below are clamped)
   * @param ratingCeiling highest strength
   * @param ratingNoise standard deviation of the published rating around the true strength
   * @param whiteAdvantage Elo points added to White's strength for the expectation
   * @param drawRateLow draw rate of two equal players rated 1200
   * @param drawRateHigh draw rate of two equal players rated 2700
   * @throws IllegalArgumentException as the canonical constructor
   */
  public ResultModel(
      int ratingMean,
      int ratingSpread,
      int ratingFloor,
      int ratingCeiling,
      int ratingNoise,
      int whiteAdvantage,
      double drawRateLow,
      double drawRateHigh) {
    this(
        ratingMean,
        ratingSpread,
        ratingFloor,
        ratingCeiling,
        ratingNoise,
        whiteAdvantage,
        drawRateLow,
        drawRateHigh,
        OutcomeModel.ELO,
        List.of());
  }

  /**
   * Returns a model with a normal field.
   *
   * @param ratingMean mean of the true strengths
   * @param ratingSpread standard deviation of the true strengths
   * @param ratingFloor lowest strength (draws below are clamped)
   * @param ratingCeiling highest strength
   * @param ratingNoise standard deviation of the published rating around the true strength
   * @param whiteAdvantage Elo points added to White's strength for the expectation
   * @param drawRateLow draw rate of two equal players rated 1200
   * @param drawRateHigh draw rate of two equal players rated 2700
   * @param outcomes how a game's result is drawn; not null
   * @throws IllegalArgumentException as the canonical constructor
   */
  public ResultModel(
      int ratingMean,
      int ratingSpread,
      int ratingFloor,
      int ratingCeiling,
      int ratingNoise,
      int whiteAdvantage,
      double drawRateLow,
      double drawRateHigh,
      GameModel outcomes) {
    this(
        ratingMean,
        ratingSpread,
        ratingFloor,
        ratingCeiling,
        ratingNoise,
        whiteAdvantage,
        drawRateLow,
        drawRateHigh,
        outcomes,
        List.of());
  }

  /**
   * Validates.
   *
   * @param ratingMean mean of the true strengths
   * @param ratingSpread standard deviation of the true strengths
   * @param ratingFloor lowest strength (draws below are clamped)
   * @param ratingCeiling highest strength
   * @param ratingNoise standard deviation of the published rating around the true strength; 0 makes
   *     the rating the strength
   * @param whiteAdvantage Elo points added to White's strength for the expectation
   * @param drawRateLow draw rate of two equal players rated 1200
   * @param drawRateHigh draw rate of two equal players rated 2700 (linear in between, flat outside)
   * @param outcomes how a game's result is drawn from the two strengths; not null
   * @param fieldRatings the players' true strengths instead of a normal spread; empty for none
   * @throws IllegalArgumentException on a negative spread or noise, an empty rating range or a draw
   *     rate outside 0..1
   */
  public ResultModel {
    java.util.Objects.requireNonNull(outcomes, "outcomes");
    fieldRatings = List.copyOf(fieldRatings);
    for (int r : fieldRatings) {
      if (r < 1) {
        throw new IllegalArgumentException("a field's strengths must be positive, found " + r);
      }
    }
    if (ratingSpread < 0 || ratingNoise < 0) {
      throw new IllegalArgumentException("rating spread and noise must not be negative");
    }
    if (ratingFloor < 1 || ratingCeiling < ratingFloor) {
      throw new IllegalArgumentException(
          "rating range " + ratingFloor + ".." + ratingCeiling + " is empty");
    }
    if (!(drawRateLow >= 0 && drawRateLow <= 1 && drawRateHigh >= 0 && drawRateHigh <= 1)) {
      throw new IllegalArgumentException("draw rates must be within 0..1");
    }
  }

  /**
   * Returns a copy where the published rating differs from the true strength by noise.
   *
   * @param noise standard deviation in Elo points, from 0
   * @return never null
   */
  public ResultModel withRatingNoise(int noise) {
    return new ResultModel(
        ratingMean,
        ratingSpread,
        ratingFloor,
        ratingCeiling,
        noise,
        whiteAdvantage,
        drawRateLow,
        drawRateHigh,
        outcomes,
        fieldRatings);
  }

  /**
   * Returns a copy whose results are drawn by another model.
   *
   * @param model not null
   * @return never null
   */
  public ResultModel withOutcomes(GameModel model) {
    return new ResultModel(
        ratingMean,
        ratingSpread,
        ratingFloor,
        ratingCeiling,
        ratingNoise,
        whiteAdvantage,
        drawRateLow,
        drawRateHigh,
        model,
        fieldRatings);
  }

  /**
   * Returns a copy whose players have these true strengths (a real event's field) instead of a
   * normal spread; the tournament then has exactly these players.
   *
   * @param strengths positive; empty for the normal spread; not null
   * @return never null
   */
  public ResultModel withField(List<Integer> strengths) {
    return new ResultModel(
        ratingMean,
        ratingSpread,
        ratingFloor,
        ratingCeiling,
        ratingNoise,
        whiteAdvantage,
        drawRateLow,
        drawRateHigh,
        outcomes,
        strengths);
  }

  /**
   * Returns the chances of a game's results under this model's {@link #outcomes()}.
   *
   * @param white White's true strength
   * @param black Black's true strength
   * @return never null
   */
  public OutcomeProbabilities probabilities(int white, int black) {
    return outcomes.probabilities(this, white, black);
  }

  /**
   * Returns White's expected score against Black under the Elo model.
   *
   * @param white White's true strength
   * @param black Black's true strength
   * @return from 0 to 1
   */
  public double expectedScore(int white, int black) {
    return 1.0 / (1.0 + Math.pow(10.0, (black - white - whiteAdvantage) / 400.0));
  }

  /**
   * Returns the chance of a draw: the level's draw rate, shrunk as the expectation moves from ½ so
   * that win and loss chances stay non-negative.
   *
   * @param white White's true strength
   * @param black Black's true strength
   * @return from 0 to 1
   */
  public double drawChance(int white, int black) {
    double level = Math.min(1.0, Math.max(0.0, ((white + black) / 2.0 - 1200.0) / 1500.0));
    double base = drawRateLow + (drawRateHigh - drawRateLow) * level;
    double e = expectedScore(white, black);
    return Math.min(base * (1.0 - Math.abs(2 * e - 1)), 2 * Math.min(e, 1 - e));
  }

  /**
   * Returns the settings of this model, named as {@code swiss simulate}'s options.
   *
   * @return in a fixed order; never null
   */
  public java.util.Map<String, String> settings() {
    java.util.Map<String, String> s = new java.util.LinkedHashMap<>();
    if (fieldRatings.isEmpty()) {
      s.put(
          "field",
          "normal:" + ratingMean + "," + ratingSpread + "," + ratingFloor + "," + ratingCeiling);
    } else {
      StringBuilder list = new StringBuilder("list:");
      for (int i = 0; i < fieldRatings.size(); i++) {
        list.append(i == 0 ? "" : ",").append(fieldRatings.get(i));
      }
      s.put("field", list.toString());
    }
    s.put("rating-noise", Integer.toString(ratingNoise));
    s.put("model", outcomes.id());
    s.put("white-advantage", Integer.toString(whiteAdvantage));
    s.put("draw-rate-low", Double.toString(drawRateLow));
    s.put("draw-rate-high", Double.toString(drawRateHigh));
    return s;
  }
}
