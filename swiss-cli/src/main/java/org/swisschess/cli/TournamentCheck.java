package org.swisschess.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.swisschess.api.Tournament;
import org.swisschess.trf.TrfDocument;
import org.swisschess.trf.TrfException;
import org.swisschess.trf.TrfReader;

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
   * @param file the TRF file
   * @param requestedSystem the {@code --system} value, or null to let the file decide
   * @return never null
   */
  static TournamentCheck of(Path file, String requestedSystem) {
    TrfDocument document;
    SystemChoice choice;
    try {
      document = TrfReader.read(file);
      choice = SystemChoice.choose(requestedSystem, document);
    } catch (TrfException | CliException e) {
      return new TournamentCheck(
          file.toString(), Optional.empty(), List.of(), Optional.of(e.getMessage()));
    } catch (RuntimeException e) {
      return new TournamentCheck(
          file.toString(),
          Optional.empty(),
          List.of(),
          Optional.of(file + ": internal error while reading: " + e));
    }
    Tournament tournament = document.tournament();
    RoundChecker checker = new RoundChecker(choice.system());
    List<RoundCheck> rounds = new ArrayList<>();
    for (int r = 1; r <= tournament.completedRounds(); r++) {
      rounds.add(checker.check(tournament, r));
    }
    return new TournamentCheck(
        file.toString(), Optional.of(choice.system().id()), rounds, Optional.empty());
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
