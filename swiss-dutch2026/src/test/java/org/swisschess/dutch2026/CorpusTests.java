package org.swisschess.dutch2026;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Board;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.Player;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.ResultKind;
import org.swisschess.api.Tournament;
import org.swisschess.sim.RoundAbsentees;
import org.swisschess.trf.TrfReader;

/** Re-pairs every round of every corpus tournament (paired by bbpPairings 6.0.0) and compares. */
class CorpusTests {

  // Surefire runs in the module directory; ../shared lies beside the checkout.
  private static final Path CORPUS = Path.of("..", "..", "shared", "corpus", "dutch2026");

  @Test
  void everyCorpusRoundIsReproduced() throws Exception {
    Assumptions.assumeTrue(Files.isDirectory(CORPUS), "../shared absent: no corpus to check");
    String only = System.getProperty("corpus.only", "");
    List<Path> files;
    try (Stream<Path> s = Files.list(CORPUS)) {
      files = s.filter(p -> p.toString().endsWith(".trf")).filter(p -> p.toString().contains(only)).sorted().toList();
    }
    Dutch2026System system = new Dutch2026System();
    int rounds = 0;
    int identical = 0;
    int identicalFiles = 0;
    List<String> differing = new ArrayList<>();
    for (Path f : files) {
      Tournament full = TrfReader.read(f).tournament();
      boolean fileOk = true;
      for (int r = 1; r <= full.completedRounds(); r++) {
        rounds++;
        String diff;
        try {
          diff = compare(system, full, r);
        } catch (RuntimeException e) {
          diff = "error " + e;
          if (System.getProperty("corpus.trace") != null) {
            e.printStackTrace();
          }
        }
        if (diff == null) {
          identical++;
        } else {
          fileOk = false;
          differing.add(f.getFileName() + " round " + r + ": " + diff);
        }
      }
      if (fileOk) {
        identicalFiles++;
      }
    }
    System.out.println("corpus dutch2026: " + identical + "/" + rounds + " rounds identical, " + identicalFiles + "/"
        + files.size() + " files");
    differing.stream().limit(40).forEach(System.out::println);
    assertEquals(List.of(), differing.stream().limit(20).toList());
  }

  static String compare(Dutch2026System system, Tournament full, int r) {
    Tournament before = full.upToRound(r - 1);
    Set<Integer> absent = RoundAbsentees.of(full, r);
    Pairing pairing = system.pair(new PairingRequest(before, r, absent, Map.of()));
    Set<String> expected = new TreeSet<>();
    OptionalInt expectedBye = OptionalInt.empty();
    for (Player p : full.players()) {
      RoundEntry e = p.round(r);
      if (e.result() == ResultKind.PAIRING_ALLOCATED_BYE) {
        expectedBye = OptionalInt.of(p.pairingNumber());
      } else if (e.hasOpponent() && e.colour() == org.swisschess.api.Colour.WHITE) {
        expected.add(p.pairingNumber() + "-" + e.opponent());
      } else if (e.hasOpponent() && e.colour() == org.swisschess.api.Colour.NONE && p.pairingNumber() < e.opponent()) {
        expected.add(p.pairingNumber() + "?" + e.opponent());
      }
    }
    Set<String> actual = new TreeSet<>();
    for (Board b : pairing.boards()) {
      actual.add(b.white() + "-" + b.black());
    }
    if (expected.equals(actual) && expectedBye.equals(pairing.pairingAllocatedBye())) {
      return null;
    }
    Set<String> missing = new TreeSet<>(expected);
    missing.removeAll(actual);
    Set<String> extra = new TreeSet<>(actual);
    extra.removeAll(expected);
    return "expected " + missing + " bye " + expectedBye + ", got " + extra + " bye " + pairing.pairingAllocatedBye();
  }
}
