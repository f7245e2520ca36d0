package org.swisschess.cli;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.Points;
import org.swisschess.api.ScoringSystem;
import org.swisschess.sim.EventRates;
import org.swisschess.sim.GeneratorConfig;
import org.swisschess.sim.ResultModel;
import org.swisschess.trf.TrfWriter;

/**
 * A random-tournament-generator configuration file of JaVaFo and bbpPairings ({@code -g CONFIG}):
 * lines {@code Key=Value}, {@code #} comments, CR or LF line ends, read into swiss-sim's {@link
 * GeneratorConfig}.
 *
 * <p>The keys are bbpPairings' (its {@code generatorconfiguration.cpp}): {@code PlayersNumber},
 * {@code RoundsNumber}, {@code DrawPercentage} (0 to 100), {@code ForfeitRate} (at least 1: about
 * one game in that many is forfeited), {@code RetiredRate} (at least 2: about one player in that
 * many gets zero-point byes), {@code HalfPointByeRate} (at least 1: about one player in that many
 * gets half-point byes; bbpPairings also reads the misspelling {@code HalfPointByteRate}), {@code
 * HighestRating}, {@code LowestRating}, and the points {@code PointsForWin}, {@code PointsForDraw},
 * {@code PointsForLoss}, {@code PointsForZPB}, {@code PointsForForfeitLoss} (a zero-point bye too),
 * {@code PointsForPAB} (a win's unless given). A key left out is drawn from the seed in the ranges
 * bbpPairings draws it from. An unknown key, a key given twice, a bad value (digits other than
 * ASCII's too) or points out of order (a win not worth more than a loss or a forfeit loss, a draw
 * worth less than a loss or more than a win) is an error naming the line and column.
 */
final class GeneratorConfigFile {

  /** Hard limits: TRF's four columns for a pairing number, three for a round. */
  private static final int MAX_PLAYERS = 9999;

  private static final int MAX_ROUNDS = 999;

  private final String source;
  private final Map<String, Value> values = new LinkedHashMap<>();

  /** One value as written, with where it was. */
  private record Value(String text, int line, int column) {}

  private GeneratorConfigFile(String source) {
    this.source = source;
  }

  /**
   * Reads the configuration text.
   *
   * @param text the whole file
   * @param source the file name, for messages
   * @return never null
   * @throws EngineFailure (invalid request) naming line and column for an unknown key, a line
   *     without {@code =} or a bad value
   */
  static GeneratorConfigFile parse(String text, String source) {
    GeneratorConfigFile file = new GeneratorConfigFile(source);
    String[] lines = text.split("\r\n|\r|\n", -1);
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i];
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      int eq = line.indexOf('=');
      if (eq < 0) {
        throw file.error(i + 1, 1, "a line Key=Value or a # comment", quote(line));
      }
      String key = line.substring(0, eq);
      String canonical = canonical(key);
      if (canonical == null) {
        throw file.error(
            i + 1,
            1,
            "a key of the generator configuration (PlayersNumber, RoundsNumber, DrawPercentage,"
                + " ForfeitRate, RetiredRate, HalfPointByeRate, HighestRating, LowestRating,"
                + " PointsForWin, PointsForDraw, PointsForLoss, PointsForZPB,"
                + " PointsForForfeitLoss, PointsForPAB)",
            quote(key));
      }
      Value before = file.values.get(canonical);
      if (before != null) {
        throw file.error(
            i + 1,
            1,
            "each key once ("
                + canonical
                + " is on line "
                + before.line()
                + "; bbpPairings would take the last silently)",
            quote(key));
      }
      file.values.put(canonical, new Value(line.substring(eq + 1), i + 1, eq + 2));
    }
    // every value is checked now, so that an error names its line even if the key is not used
    file.toConfig(0L);
    return file;
  }

  private static @Nullable String canonical(String key) {
    return switch (key) {
      case "PlayersNumber",
          "RoundsNumber",
          "DrawPercentage",
          "ForfeitRate",
          "RetiredRate",
          "HalfPointByeRate",
          "HighestRating",
          "LowestRating",
          "PointsForWin",
          "PointsForDraw",
          "PointsForLoss",
          "PointsForZPB",
          "PointsForForfeitLoss",
          "PointsForPAB" ->
          key;
      case "HalfPointByteRate" -> "HalfPointByeRate";
      default -> null;
    };
  }

  /**
   * Returns the generator's configuration, drawing the keys left out from {@code seed} in
   * bbpPairings' ranges: 15 to 215 players, 5 to 15 rounds, draws 10 to 50 %, forfeit rate 6 to 30,
   * retired and half-point-bye rates 15 to 3225, highest rating 2400 to 2800, lowest 1400 to 2300.
   *
   * @param seed the tournament's seed
   * @return never null
   */
  GeneratorConfig toConfig(long seed) {
    SplittableRandom random = new SplittableRandom(seed ^ 0x6266705f67656eL);
    int rounds = integer("RoundsNumber", 1, MAX_ROUNDS, 5 + random.nextInt(11));
    double forfeitRate = real("ForfeitRate", 1, 6 + random.nextInt(25));
    double retiredRate = real("RetiredRate", 2, 15 + random.nextInt(3211));
    double halfPointByeRate = real("HalfPointByeRate", 1, 15 + random.nextInt(3211));
    int drawPercentage = integer("DrawPercentage", 0, 100, 10 + random.nextInt(41));
    int players = integer("PlayersNumber", 2, MAX_PLAYERS, 15 + random.nextInt(201));
    int highest = integer("HighestRating", 1, 9999, 2400 + random.nextInt(401));
    int lowest = integer("LowestRating", 1, 9999, 1400 + random.nextInt(901));
    if (lowest > highest) {
      // drawn, the lowest rating is below the highest: one of the two was given
      Value v =
          values.getOrDefault(
              "LowestRating", values.getOrDefault("HighestRating", new Value("", 0, 0)));
      throw error(
          v.line(),
          v.column(),
          "LowestRating at most HighestRating (" + highest + ")",
          String.valueOf(lowest));
    }
    // per player and round, so that about one player in the rate gets such a bye in the rounds
    double zero = perRound(retiredRate, rounds);
    double half = Math.min(perRound(halfPointByeRate, rounds), 1 - zero);
    // bbpPairings forfeits each side of a game on its own, so that one game in the rate is
    // forfeited; both sides together are the double forfeits
    double side = 1 - Math.sqrt(1 - 1 / forfeitRate);
    double forfeit = 1 / forfeitRate;
    EventRates rates =
        new EventRates(half, zero, 0, 0, forfeit, forfeit == 0 ? 0 : side * side / forfeit, 0, 0);
    double draws = drawPercentage / 100.0;
    ResultModel model =
        new ResultModel(
            (highest + lowest) / 2,
            (highest - lowest) / 4,
            lowest,
            highest,
            0,
            ResultModel.DEFAULT.whiteAdvantage(),
            draws,
            draws);
    return GeneratorConfig.of(players, rounds)
        .withRates(rates)
        .withModel(model)
        .withScoring(scoring());
  }

  private static double perRound(double rate, int rounds) {
    return 1 - Math.pow(1 - 1 / rate, 1.0 / rounds);
  }

  private ScoringSystem scoring() {
    Points win = points("PointsForWin", Points.ONE);
    Points draw = points("PointsForDraw", Points.HALF);
    Points loss = points("PointsForLoss", Points.ZERO);
    Points forfeitLoss = points("PointsForForfeitLoss", Points.ZERO);
    Points zero =
        values.containsKey("PointsForZPB") ? points("PointsForZPB", Points.ZERO) : forfeitLoss;
    Points pab = points("PointsForPAB", win);
    // what a tournament can rank by, and a TRF file then carries (the reader's 162 order)
    requireOrder("PointsForLoss", loss, "PointsForWin", win, true, "a win worth more than a loss");
    requireOrder(
        "PointsForLoss", loss, "PointsForDraw", draw, false, "a draw worth at least a loss");
    requireOrder("PointsForDraw", draw, "PointsForWin", win, false, "a win worth at least a draw");
    requireOrder(
        "PointsForForfeitLoss",
        forfeitLoss,
        "PointsForWin",
        win,
        true,
        "a win worth more than a forfeit loss");
    ScoringSystem s;
    try {
      s =
          new ScoringSystem(
              win, win, draw, draw, loss, loss, win, forfeitLoss, zero, draw, win, pab);
    } catch (IllegalArgumentException e) {
      Value v = values.getOrDefault("PointsForWin", new Value("", 0, 0));
      throw error(v.line(), v.column(), "points a tournament can rank by", CliException.message(e));
    }
    Optional<String> unreadable = TrfWriter.scoringProblem(s);
    if (unreadable.isPresent()) {
      Value v = values.getOrDefault("PointsForWin", new Value("", 0, 0));
      throw error(v.line(), v.column(), "points a TRF file can carry", unreadable.get());
    }
    return s;
  }

  /**
   * Refuses {@code lower} above {@code higher} (or equal, if {@code strict}), at the one of the two
   * keys given last in the file; the defaults are in order, so one of them is given.
   */
  private void requireOrder(
      String lowerKey,
      Points lower,
      String higherKey,
      Points higher,
      boolean strict,
      String expected) {
    int cmp = lower.compareTo(higher);
    if (cmp < 0 || (cmp == 0 && !strict)) {
      return;
    }
    Value l = values.get(lowerKey);
    Value h = values.get(higherKey);
    Value at = l == null ? h : h == null ? l : l.line() > h.line() ? l : h;
    if (at == null) {
      throw new IllegalStateException("the default points are out of order");
    }
    throw error(
        at.line(),
        at.column(),
        expected + " (" + higherKey + " " + higher + ", " + lowerKey + " " + lower + ")",
        quote(at.text()));
  }

  private int integer(String key, int min, int max, int drawn) {
    Value v = values.get(key);
    if (v == null) {
      return drawn;
    }
    try {
      int n = Integer.parseInt(ascii(v.text()).strip());
      if (n >= min && n <= max) {
        return n;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw error(
        v.line(),
        v.column(),
        "a whole number from " + min + " to " + max + " for " + key,
        quote(v.text()));
  }

  private double real(String key, double min, double drawn) {
    Value v = values.get(key);
    if (v == null) {
      return drawn;
    }
    try {
      double d = Double.parseDouble(ascii(v.text()).strip());
      if (d >= min && Double.isFinite(d)) {
        return d;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw error(
        v.line(),
        v.column(),
        "a number of at least " + String.format(Locale.ROOT, "%.0f", min) + " for " + key,
        quote(v.text()));
  }

  private Points points(String key, Points dflt) {
    Value v = values.get(key);
    if (v == null) {
      return dflt;
    }
    try {
      BigDecimal d = new BigDecimal(ascii(v.text()).strip());
      if (d.signum() >= 0 && d.scale() <= 1 && d.compareTo(BigDecimal.valueOf(999.9)) <= 0) {
        return Points.parse(v.text().strip());
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw error(
        v.line(), v.column(), "points such as 1.0 (0.0 to 999.9) for " + key, quote(v.text()));
  }

  private EngineFailure error(int line, int column, String expected, String found) {
    return new EngineFailure(
        EngineFailure.INVALID_REQUEST,
        source + ":" + line + ":" + column + ": expected " + expected + ", found " + found);
  }

  /**
   * Returns {@code s} if it is all ASCII, else throws what the number readers report as a bad
   * value: Java reads full-width and other Unicode digits as numbers, the other engines do not.
   */
  private static String ascii(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) > 0x7e) {
        throw new NumberFormatException("not ASCII");
      }
    }
    return s;
  }

  private static String quote(String s) {
    return "'" + s + "'";
  }
}
