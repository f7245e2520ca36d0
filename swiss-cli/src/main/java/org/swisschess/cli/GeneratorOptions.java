package org.swisschess.cli;

import java.util.Locale;
import org.swisschess.api.Points;
import org.swisschess.api.ScoringSystem;
import org.swisschess.sim.EventRates;
import org.swisschess.sim.GameModel;
import org.swisschess.sim.GeneratorConfig;
import org.swisschess.sim.NoPairingPolicy;
import org.swisschess.sim.OutcomeModel;
import org.swisschess.sim.ResultModel;
import org.swisschess.sim.ResultTable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The random tournament generator's rates and settings, shared by {@code generate} and {@code
 * simulate}.
 */
final class GeneratorOptions {

  @Option(
      names = "--model",
      paramLabel = "MODEL",
      defaultValue = "fide",
      description =
          "How results are drawn: fide (FIDE's statistical model for tournament simulations, 2024),"
              + " fide-2015 (its predecessor), elo (the Elo expectation with a draw rate that"
              + " rises with the level, --draw-rate-low/-high), no-draws (the Elo expectation, no"
              + " draws), table:D/W/D/B;... or file:PATH (a results table: chances of White's win, the"
              + " draw and Black's win by rating difference, see the swiss-sim README)."
              + " Default: ${DEFAULT-VALUE}.")
  String model;

  @Option(
      names = "--unrated-rate",
      paramLabel = "P",
      defaultValue = "0.05",
      description =
          "Chance per player of having no rating (ranked after the rated players). Default:"
              + " ${DEFAULT-VALUE}.")
  double unrated;

  @Option(
      names = "--half-bye-rate",
      paramLabel = "P",
      defaultValue = "0.03",
      description =
          "Chance per player and round of a requested half-point bye (H). Default:"
              + " ${DEFAULT-VALUE}.")
  double halfPointBye;

  @Option(
      names = "--zero-bye-rate",
      paramLabel = "P",
      defaultValue = "0.01",
      description =
          "Chance per player and round of a requested zero-point bye (Z). Default:"
              + " ${DEFAULT-VALUE}.")
  double zeroPointBye;

  @Option(
      names = "--full-bye-rate",
      paramLabel = "P",
      defaultValue = "0.0",
      description =
          "Chance per player and round of a full-point bye (F). Default: ${DEFAULT-VALUE}.")
  double fullPointBye;

  @Option(
      names = "--absence-rate",
      paramLabel = "P",
      defaultValue = "0.01",
      description =
          "Chance per player and round of an absence known before the pairing. Default:"
              + " ${DEFAULT-VALUE}.")
  double absence;

  @Option(
      names = "--forfeit-rate",
      paramLabel = "P",
      defaultValue = "0.01",
      description =
          "Chance that a paired game is forfeited (after the pairing). Default: ${DEFAULT-VALUE}.")
  double forfeit;

  @Option(
      names = "--double-forfeit-share",
      paramLabel = "P",
      defaultValue = "0.1",
      description =
          "Share of forfeits where neither player came, written -/-. Default: ${DEFAULT-VALUE}.")
  double doubleForfeitShare;

  @Option(
      names = "--withdrawal-rate",
      paramLabel = "P",
      defaultValue = "0.03",
      description =
          "Chance per player of withdrawing during the tournament. Default: ${DEFAULT-VALUE}.")
  double withdrawal;

  @Option(
      names = "--late-entry-rate",
      paramLabel = "P",
      defaultValue = "0.03",
      description = "Chance per player of joining in round 2 or 3. Default: ${DEFAULT-VALUE}.")
  double lateEntry;

  @Option(
      names = "--no-events",
      description =
          "No byes, absences, forfeits, withdrawals or late entries (overrides the rates).")
  boolean noEvents;

  @Option(
      names = "--forbidden-pairs",
      paramLabel = "N",
      defaultValue = "0",
      description = "Random pairs of players who must never meet (XXP). Default: ${DEFAULT-VALUE}.")
  int forbiddenPairs;

  @Option(
      names = "--scoring",
      paramLabel = "W-D-L",
      defaultValue = "1-0.5-0",
      description = "Points for a win, a draw and a loss, e.g. 3-1-0. Default: ${DEFAULT-VALUE}.")
  String scoring;

  @Option(
      names = "--rating-noise",
      paramLabel = "ELO",
      defaultValue = "0",
      description =
          "Standard deviation of the published rating around the true strength. Default:"
              + " ${DEFAULT-VALUE}.")
  int ratingNoise;

  @Option(
      names = "--field",
      paramLabel = "FIELD",
      defaultValue = "normal:1800,300,1000,2800",
      description =
          "The players' true strengths: normal:MEAN,SD[,FLOOR,CEILING] (a normal spread, clamped),"
              + " list:R1,R2,... or file:PATH (exactly these strengths, one per line of the file, '#' starts a"
              + " comment; --players must be their number). Default: ${DEFAULT-VALUE}.")
  String field;

  @Option(
      names = "--white-advantage",
      paramLabel = "ELO",
      defaultValue = "35",
      description =
          "Elo points added to White's strength (the elo model only; FIDE's models have their own)."
              + " Default: ${DEFAULT-VALUE}.")
  int whiteAdvantage;

  @Option(
      names = "--draw-rate-low",
      paramLabel = "P",
      defaultValue = "0.15",
      description =
          "Draw rate of two equal players rated 1200 (the elo model; linear up to --draw-rate-high"
              + " at 2700). Default: ${DEFAULT-VALUE}.")
  double drawRateLow;

  @Option(
      names = "--draw-rate-high",
      paramLabel = "P",
      defaultValue = "0.55",
      description =
          "Draw rate of two equal players rated 2700 (the elo model). Default: ${DEFAULT-VALUE}.")
  double drawRateHigh;

  @Option(
      names = "--on-no-pairing",
      paramLabel = "POLICY",
      defaultValue = "stop",
      description =
          "When a round cannot be paired: stop (end the tournament there) or skip (record the round"
              + " without games and go on). Default: ${DEFAULT-VALUE}.")
  String onNoPairing;

  @Mixin AccelerationOption acceleration;

  /**
   * Returns the configuration these options describe.
   *
   * @throws CliException with {@link ExitCode#USAGE} for a bad value
   */
  GeneratorConfig toConfig(int players, int rounds) {
    requireRate("--half-bye-rate", halfPointBye);
    requireRate("--zero-bye-rate", zeroPointBye);
    requireRate("--full-bye-rate", fullPointBye);
    requireRate("--absence-rate", absence);
    requireRate("--forfeit-rate", forfeit);
    requireRate("--double-forfeit-share", doubleForfeitShare);
    requireRate("--withdrawal-rate", withdrawal);
    requireRate("--late-entry-rate", lateEntry);
    requireRate("--unrated-rate", unrated);
    try {
      EventRates rates =
          noEvents
              ? EventRates.NONE
              : new EventRates(
                  halfPointBye,
                  zeroPointBye,
                  fullPointBye,
                  absence,
                  forfeit,
                  doubleForfeitShare,
                  withdrawal,
                  lateEntry,
                  unrated);
      if (forbiddenPairs < 0) {
        throw new IllegalArgumentException(
            "--forbidden-pairs must not be negative, was " + forbiddenPairs);
      }
      return new GeneratorConfig(
          players,
          rounds,
          resultModel(),
          rates,
          forbiddenPairs,
          scoring(),
          policy(),
          AccelerationOption.options(acceleration.method()));
    } catch (IllegalArgumentException e) {
      throw new CliException(ExitCode.USAGE, CliException.message(e), e);
    }
  }

  /** The field and results model the options describe. */
  ResultModel resultModel() {
    requireRate("--draw-rate-low", drawRateLow);
    requireRate("--draw-rate-high", drawRateHigh);
    if (ratingNoise < 0) {
      throw new IllegalArgumentException("--rating-noise must not be negative, was " + ratingNoise);
    }
    FieldSpec f = FieldSpec.parse(field);
    return new ResultModel(
        f.mean(),
        f.spread(),
        f.floor(),
        f.ceiling(),
        ratingNoise,
        whiteAdvantage,
        drawRateLow,
        drawRateHigh,
        outcomeModel(),
        f.strengths());
  }

  private static void requireRate(String option, double rate) {
    if (!(rate >= 0 && rate <= 1)) {
      throw new CliException(
          ExitCode.USAGE, option + " expects a probability from 0 to 1, found " + rate);
    }
  }

  /** The model {@code --model} names. */
  GameModel outcomeModel() {
    String m = model.strip();
    if (m.startsWith("file:")) {
      String text = InputFiles.readSmall(m.substring("file:".length()), "--model");
      try {
        return ResultTable.parse(text);
      } catch (IllegalArgumentException e) {
        throw new CliException(
            ExitCode.BAD_INPUT, m.substring("file:".length()) + ": " + e.getMessage(), e);
      }
    }
    if (m.startsWith("table:")) {
      try {
        return ResultTable.parse(m);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("--model " + m + ": " + e.getMessage(), e);
      }
    }
    return OutcomeModel.fromId(m)
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    "--model expects one of "
                        + OutcomeModel.ids()
                        + ", table:... or file:PATH, found '"
                        + model
                        + "'"));
  }

  private ScoringSystem scoring() {
    String[] parts = scoring.strip().split("-");
    if (parts.length != 3) {
      throw new IllegalArgumentException(
          "--scoring expects win-draw-loss points such as 3-1-0, found '" + scoring + "'");
    }
    return ScoringSystem.of(Points.parse(parts[0]), Points.parse(parts[1]), Points.parse(parts[2]));
  }

  NoPairingPolicy policy() {
    return switch (onNoPairing.strip().toLowerCase(Locale.ROOT)) {
      case "stop" -> NoPairingPolicy.STOP;
      case "skip" -> NoPairingPolicy.SKIP_ROUND;
      default ->
          throw new IllegalArgumentException(
              "--on-no-pairing expects stop or skip, found '" + onNoPairing + "'");
    };
  }
}
