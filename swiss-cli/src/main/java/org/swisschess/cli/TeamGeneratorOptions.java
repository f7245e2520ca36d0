package org.swisschess.cli;

import java.util.Optional;
import org.swisschess.api.AccelerationMethod;
import org.swisschess.api.TeamEvent;
import org.swisschess.sim.TeamGeneratorConfig;
import picocli.CommandLine.Option;

/**
 * The options of a generated team event (C.04.6), beside the generator's shared ones ({@code
 * --model}, {@code --forfeit-rate} for board games, {@code --acceleration}, {@code --no-events}).
 */
final class TeamGeneratorOptions {

  /** Record 310 numbers teams in three columns. */
  static final int TRF_MAX_TEAMS = 999;

  @Option(
      names = "--teams",
      paramLabel = "N",
      defaultValue = "12",
      description = "With a team system: the teams. Default: ${DEFAULT-VALUE}.")
  int teams;

  @Option(
      names = "--boards",
      paramLabel = "B",
      defaultValue = "4",
      description = "With a team system: the boards of a match. Default: ${DEFAULT-VALUE}.")
  int boards;

  @Option(
      names = "--substitutes",
      paramLabel = "K",
      defaultValue = "0",
      description =
          "With a team system: the most substitutes a team has besides its boards (each team gets 0"
              + " to K, drawn); a team with substitutes rests some of boards 2 onward in half its"
              + " rounds, its reserves moving up. Default: ${DEFAULT-VALUE}.")
  int substitutes;

  @Option(
      names = "--match-forfeit-rate",
      paramLabel = "P",
      defaultValue = "0.0",
      description =
          "With a team system: the chance that a team does not come to a match, which its"
              + " opponent then wins by forfeit on every board (record 330). Board games are"
              + " forfeited at --forfeit-rate. Default: ${DEFAULT-VALUE}.")
  double matchForfeitRate;

  @Option(
      names = "--team-type",
      paramLabel = "CODE",
      defaultValue = "FIDE_TEAM",
      description =
          "With a team system: the competition's record-192 code,"
              + " FIDE_TEAM[_TYPEA|_TYPEB][_MP|_GP][_GP|_MP][_BAKU]: the colour preferences (Type"
              + " A, Type B, none), the primary score and whether the other is used for colours"
              + " (C.04.6 1.2, 1.7); --acceleration baku adds _BAKU (match points primary only,"
              + " C.04.7 1.4.4). Default: ${DEFAULT-VALUE} (Type A, match points primary, game"
              + " points for colours).")
  String teamType;

  /**
   * Returns the configuration.
   *
   * @param generator the shared generator options; not null
   * @param rounds the rounds
   * @param options the request options every round is paired with (the readings)
   * @throws CliException with {@link ExitCode#USAGE} for a bad value
   */
  TeamGeneratorConfig toConfig(
      GeneratorOptions generator, int rounds, java.util.Map<String, String> options) {
    if (teams > TRF_MAX_TEAMS) {
      throw new CliException(
          ExitCode.USAGE,
          "--teams "
              + teams
              + " does not fit record 310's three columns: at most "
              + TRF_MAX_TEAMS);
    }
    if (!(matchForfeitRate >= 0 && matchForfeitRate <= 1)) {
      throw new CliException(
          ExitCode.USAGE,
          "--match-forfeit-rate expects a probability from 0 to 1, found " + matchForfeitRate);
    }
    TeamEvent.Code code;
    try {
      code =
          TeamEvent.Code.of(teamType)
              .orElseThrow(
                  () ->
                      new CliException(
                          ExitCode.USAGE,
                          "--team-type expects a FIDE team code such as FIDE_TEAM_TYPEB_GP_MP,"
                              + " found '"
                              + teamType
                              + "'"));
      Optional<AccelerationMethod> method = generator.acceleration.method();
      if (method.isPresent() && method.get() != AccelerationMethod.BAKU) {
        throw new CliException(
            ExitCode.USAGE,
            "--acceleration "
                + method.get().optionValue()
                + ": a team event has the Baku acceleration only (C.04.7)");
      }
      if (method.isPresent() && !code.baku()) {
        code =
            new TeamEvent.Code(
                code.primary(), code.secondaryForColours(), code.colourPreferences(), true);
      }
      if (generator.acceleration.given() && method.isEmpty() && code.baku()) {
        code =
            new TeamEvent.Code(
                code.primary(), code.secondaryForColours(), code.colourPreferences(), false);
      }
    } catch (IllegalArgumentException e) {
      throw new CliException(ExitCode.USAGE, "--team-type " + teamType + ": " + e.getMessage(), e);
    }
    try {
      double boardForfeits = generator.noEvents ? 0 : generator.forfeit;
      double matchForfeits = generator.noEvents ? 0 : matchForfeitRate;
      return new TeamGeneratorConfig(
          teams,
          rounds,
          boards,
          substitutes,
          generator.resultModel(),
          boardForfeits,
          matchForfeits,
          code,
          generator.policy(),
          options);
    } catch (IllegalArgumentException e) {
      throw new CliException(ExitCode.USAGE, CliException.message(e), e);
    }
  }
}
