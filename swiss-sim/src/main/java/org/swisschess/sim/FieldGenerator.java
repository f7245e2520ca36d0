package org.swisschess.sim;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;

/** Draws the players of a generated tournament: strengths, ratings and pairing numbers. */
final class FieldGenerator {

  private FieldGenerator() {}

  /**
   * Returns {@code players} entrants numbered by descending rating (ties: stronger first, then the
   * order drawn), so pairing numbers are the ranking FIDE prescribes; unrated players (rating 0, a
   * strength still drawn) come after the rated ones.
   */
  static List<Entrant> draw(int players, ResultModel model, double unratedRate, long seed) {
    SplittableRandom random = Seeds.stream(seed, Seeds.FIELD);
    // a stream of its own, so that the unrated rate moves no strength or rating
    SplittableRandom unrated = Seeds.stream(seed, Seeds.FIELD, 1);
    record Drawn(int index, int strength, int rating) {}
    List<Drawn> drawn = new ArrayList<>(players);
    for (int i = 0; i < players; i++) {
      double gaussian = random.nextGaussian();
      // a given field's strengths are used as they are (no clamp): a real event's ratings
      int strength =
          model.fieldRatings().isEmpty()
              ? clamp(model.ratingMean() + gaussian * model.ratingSpread(), model)
              : model.fieldRatings().get(i);
      double noise = random.nextGaussian() * model.ratingNoise();
      int rating =
          unrated.nextDouble() < unratedRate
              ? 0
              : model.fieldRatings().isEmpty()
                  ? clamp(strength + noise, model)
                  : Math.max(1, (int) Math.round(strength + noise));
      drawn.add(new Drawn(i, strength, rating));
    }
    drawn.sort(
        Comparator.comparingInt(Drawn::rating)
            .reversed()
            .thenComparing(Comparator.comparingInt(Drawn::strength).reversed())
            .thenComparingInt(Drawn::index));
    List<Entrant> out = new ArrayList<>(players);
    for (int i = 0; i < players; i++) {
      out.add(new Entrant(i + 1, drawn.get(i).strength(), drawn.get(i).rating()));
    }
    return out;
  }

  private static int clamp(double value, ResultModel model) {
    return (int) Math.max(model.ratingFloor(), Math.min(model.ratingCeiling(), Math.round(value)));
  }
}
