package org.swisschess.cli;

import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
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
      Path file, String requestedSystem, Set<ArbiterDecision> accepted, InputStream stdin) {
    TrfDocument document;
    SystemChoice choice;
    String source = TrfInput.name(file);
    try {
      document = TrfInput.read(file, accepted, stdin);
      choice = SystemChoice.choose(requestedSystem, document);
    } catch (TrfException | CliException e) {
      return new TournamentCheck(source, Optional.empty(), List.of(), Optional.of(e.getMessage()));
    } catch (RuntimeException e) {
      return new TournamentCheck(
          source,
          Optional.empty(),
          List.of(),
          Optional.of(source + ": internal error while reading: " + e));
    }
    Tournament tournament = document.tournament();
    RoundChecker checker = new RoundChecker(choice.system());
    List<RoundCheck> rounds = new ArrayList<>();
    for (int r = 1; r <= tournament.completedRounds(); r++) {
      rounds.add(checker.check(tournament, r));
    }
    return new TournamentCheck(source, Optional.of(choice.system().id()), rounds, Optional.empty());
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
