package org.swisschess.testkit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.RecordedRound;
import org.swisschess.api.Tournament;
import org.swisschess.trf.TrfDocument;
import org.swisschess.trf.TrfException;
import org.swisschess.trf.TrfReader;

/**
 * Replays a folder of tournaments paired by a reference engine: every round is paired again from
 * the state before it, with the players the file leaves out of it absent, and compared with the
 * file (pairs, colours, the pairing-allocated bye), as swiss-api's {@link RecordedRound} reads and
 * compares a round (a forfeit recorded without colours matches either allocation).
 */
public final class ReferenceCorpus {

  private ReferenceCorpus() {}

  /**
   * What a replay found.
   *
   * @param files tournaments read
   * @param identicalFiles tournaments whose every round came out identical
   * @param rounds rounds paired
   * @param identicalRounds rounds identical to the file
   * @param differences one line per round that differs or fails: file, round, what differs
   */
  public record Report(
      int files, int identicalFiles, int rounds, int identicalRounds, List<String> differences) {

    /**
     * Returns one line: "R/T rounds identical, F/N files".
     *
     * @return never null
     */
    public String summary() {
      return identicalRounds
          + "/"
          + rounds
          + " rounds identical, "
          + identicalFiles
          + "/"
          + files
          + " files";
    }
  }

  /**
   * Replays every {@code *.trf} file of {@code folder} (not its subfolders) in name order, with the
   * acceleration method a file's tournament type names ({@code _BAKU}).
   *
   * @param system the system to pair with
   * @param folder the corpus
   * @return the report
   */
  public static Report replay(PairingSystem system, Path folder) {
    List<Path> files;
    try (Stream<Path> s = Files.list(folder)) {
      files = s.filter(p -> p.getFileName().toString().endsWith(".trf")).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    int rounds = 0;
    int identical = 0;
    int identicalFiles = 0;
    List<String> differences = new ArrayList<>();
    for (Path f : files) {
      Tournament full;
      Map<String, String> options;
      try {
        TrfDocument doc = TrfReader.read(f);
        full = doc.tournament();
        // a _BAKU tournament type asks for the Baku acceleration (C.04.7), as the CLI reads it
        options =
            doc.accelerationMethod()
                .map(m -> Map.of(PairingRequest.ACCELERATION, m.optionValue()))
                .orElse(Map.of());
      } catch (TrfException e) {
        differences.add(f.getFileName() + ": not readable: " + e.getMessage());
        continue;
      }
      boolean fileIdentical = true;
      for (int r = 1; r <= full.completedRounds(); r++) {
        rounds++;
        Optional<String> difference;
        try {
          difference = compareRound(system, full, r, options);
        } catch (RuntimeException e) {
          difference = Optional.of("error " + e);
        }
        if (difference.isEmpty()) {
          identical++;
        } else {
          fileIdentical = false;
          differences.add(f.getFileName() + " round " + r + ": " + difference.get());
        }
      }
      if (fileIdentical) {
        identicalFiles++;
      }
    }
    return new Report(files.size(), identicalFiles, rounds, identical, List.copyOf(differences));
  }

  /**
   * Pairs round {@code round} of {@code full} again and compares it with the file.
   *
   * @param system the system to pair with
   * @param full the whole tournament as recorded
   * @param round the round to pair again, from 1
   * @return what differs, or empty when the round is identical
   */
  public static Optional<String> compareRound(PairingSystem system, Tournament full, int round) {
    return compareRound(system, full, round, Map.of());
  }

  /**
   * Pairs round {@code round} of {@code full} again with request options (such as an acceleration
   * method) and compares it with the file.
   *
   * @param system the system to pair with
   * @param full the whole tournament as recorded
   * @param round the round to pair again, from 1
   * @param options the request's options
   * @return what differs, or empty when the round is identical
   */
  public static Optional<String> compareRound(
      PairingSystem system, Tournament full, int round, Map<String, String> options) {
    RecordedRound recorded = RecordedRound.of(full, round);
    Pairing pairing = recorded.pairAgain(system, full, options);
    return recorded.agreesWith(pairing)
        ? Optional.empty()
        : Optional.of(recorded.difference(pairing));
  }
}
