package org.swisschess.cli;

import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.Tournament;
import org.swisschess.trf.ArbiterDecision;
import org.swisschess.trf.TrfDocument;
import org.swisschess.trf.TrfException;

/**
 * The check of one file: every completed round re-paired, or the reason the file could not be
 * checked.
 *
 * @param source the file as named on the command line
 * @param systemId the system used; empty if the file could not be read
 * @param rounds one check per completed round
 * @param error why the file could not be checked at all; empty otherwise
 */
record TournamentCheck(
    String source, Optional<String> systemId, List<RoundCheck> rounds, Optional<String> error) {

  TournamentCheck {
    rounds = List.copyOf(rounds);
  }

  /**
   * Checks one file; never throws for bad input or an engine failure.
   *
   * @param file the TRF file, or {@code -} for standard input
   * @param requestedSystem the {@code --system} value, or null to let the file decide
   * @param accepted the arbiter's decisions the history may show
   * @param stdin standard input
   * @return never null
   */
  static TournamentCheck of(
      Path file,
      @Nullable String requestedSystem,
      Set<ArbiterDecision> accepted,
      InputStream stdin) {
    return of(file, requestedSystem, new AccelerationOption(), accepted, stdin);
  }

  /**
   * Checks one file with an acceleration option; never throws for bad input or an engine failure.
   *
   * @param file the TRF file, or {@code -} for standard input
   * @param requestedSystem the {@code --system} value, or null to let the file decide
   * @param acceleration the {@code --acceleration} option; absent, the file's type decides
   * @param accepted the arbiter's decisions the history may show
   * @param stdin standard input
   * @return never null
   */
  static TournamentCheck of(
      Path file,
      @Nullable String requestedSystem,
      AccelerationOption acceleration,
      Set<ArbiterDecision> accepted,
      InputStream stdin) {
    return of(file, requestedSystem, acceleration, accepted, stdin, Map.of());
  }

  /**
   * Checks one file with further request options; never throws for bad input or an engine failure.
   *
   * @param file the TRF file, or {@code -} for standard input
   * @param requestedSystem the {@code --system} value, or null to let the file decide
   * @param acceleration the {@code --acceleration} option
   * @param accepted the arbiter's decisions the history may show
   * @param stdin standard input
   * @param extraOptions request options added to those of the choice ({@code --readings})
   * @return never null
   */
  static TournamentCheck of(
      Path file,
      @Nullable String requestedSystem,
      AccelerationOption acceleration,
      Set<ArbiterDecision> accepted,
      InputStream stdin,
      Map<String, String> extraOptions) {
    String source = TrfInput.name(file);
    TrfDocument document;
    try {
      document = TrfInput.read(file, accepted, stdin);
    } catch (TrfException e) {
      return unreadable(source, CliException.message(e));
    } catch (RuntimeException e) {
      return unreadable(source, source + ": internal error while reading: " + e);
    }
    return of(source, document, requestedSystem, acceleration, extraOptions);
  }

  /**
   * Checks a tournament already read, its type deciding any acceleration; never throws for bad
   * input or an engine failure.
   *
   * @param source the file as named on the command line
   * @param document the file's contents
   * @param requestedSystem the {@code --system} value, or null to let the file decide
   * @return never null
   */
  static TournamentCheck of(String source, TrfDocument document, @Nullable String requestedSystem) {
    return of(source, document, requestedSystem, new AccelerationOption());
  }

  /**
   * Checks a tournament already read; never throws for bad input or an engine failure.
   *
   * @param source the file as named on the command line
   * @param document the file's contents
   * @param requestedSystem the {@code --system} value, or null to let the file decide
   * @param acceleration the {@code --acceleration} option; absent, the file's type decides
   * @return never null
   */
  static TournamentCheck of(
      String source,
      TrfDocument document,
      @Nullable String requestedSystem,
      AccelerationOption acceleration) {
    return of(source, document, requestedSystem, acceleration, Map.of());
  }

  /**
   * Checks a tournament already read with further request options ({@code --readings}); never
   * throws for bad input or an engine failure. A team system re-pairs the file's team event.
   *
   * @param source the file as named on the command line
   * @param document the file's contents
   * @param requestedSystem the {@code --system} value, or null to let the file decide
   * @param acceleration the {@code --acceleration} option
   * @param extraOptions request options added to those of the choice
   * @return never null
   */
  static TournamentCheck of(
      String source,
      TrfDocument document,
      @Nullable String requestedSystem,
      AccelerationOption acceleration,
      Map<String, String> extraOptions) {
    SystemChoice choice;
    try {
      choice = SystemChoice.choose(requestedSystem, acceleration, document);
    } catch (CliException e) {
      return unreadable(source, CliException.message(e));
    }
    Tournament tournament = document.tournament();
    Map<String, String> options = new java.util.TreeMap<>(choice.requestOptions());
    options.putAll(extraOptions);
    RoundChecker checker =
        new RoundChecker(
            choice.system(),
            options,
            e -> VirtualPointsInput.refusal(e, document, acceleration).getMessage());
    if (choice.system().competitors() == PairingSystem.Competitors.TEAMS) {
      TeamEvent event;
      try {
        event =
            document
                .teamEvent()
                .orElseThrow(
                    () ->
                        new CliException(
                            ExitCode.BAD_INPUT,
                            source
                                + ": "
                                + choice.system().id()
                                + " pairs teams, but the file has no team records (310 or 013)"));
      } catch (TrfException | CliException e) {
        return unreadable(source, CliException.message(e));
      }
      List<RoundCheck> rounds = new ArrayList<>();
      for (int r = 1; r <= tournament.completedRounds(); r++) {
        rounds.add(checker.checkTeams(event, r));
      }
      return new TournamentCheck(
          source, Optional.of(choice.system().id()), rounds, Optional.empty());
    }
    List<RoundCheck> rounds = new ArrayList<>();
    for (int r = 1; r <= tournament.completedRounds(); r++) {
      rounds.add(checker.check(tournament, r));
    }
    return new TournamentCheck(source, Optional.of(choice.system().id()), rounds, Optional.empty());
  }

  /**
   * Returns the check of a file that could not be checked at all.
   *
   * @param source the file as named on the command line
   * @param error why, as the user reads it
   */
  static TournamentCheck unreadable(String source, String error) {
    return new TournamentCheck(source, Optional.empty(), List.of(), Optional.of(error));
  }

  long count(RoundCheck.Outcome outcome) {
    return rounds.stream().filter(r -> r.outcome() == outcome).count();
  }

  /**
   * Returns the errors: the file's own, or one per round that failed.
   *
   * @return 0 or more
   */
  long errors() {
    return error.isPresent() ? 1 : count(RoundCheck.Outcome.ERROR);
  }
}
