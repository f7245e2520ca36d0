package org.swisschess.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Colour;
import org.swisschess.api.Player;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Tournament;

/** Reads every tournament of the shared corpus and writes it back. */
class CorpusTests {

  /**
   * Returns the shared corpus: {@code ../shared} beside the checkout, seen from the module
   * directory Surefire runs in (or from the checkout root, as an IDE may run).
   */
  static Path corpusDirectory() {
    Path fromModule = Path.of("../../shared/corpus");
    return Files.isDirectory(fromModule) ? fromModule : Path.of("../shared/corpus");
  }

  static List<Path> corpusFiles() throws IOException {
    Path corpus = corpusDirectory();
    Assumptions.assumeTrue(Files.isDirectory(corpus), "../shared absent: no corpus to read");
    List<Path> files = new ArrayList<>();
    try (Stream<Path> dirs = Files.list(corpus)) {
      for (Path dir : dirs.sorted().toList()) {
        if (Files.isDirectory(dir)) {
          try (Stream<Path> trf = Files.list(dir)) {
            trf.filter(f -> f.toString().endsWith(".trf")).sorted().forEach(files::add);
          }
        }
      }
    }
    return files;
  }

  @Test
  void everyCorpusFileParses() throws Exception {
    List<Path> files = corpusFiles();
    assertEquals(700, files.size(), "the corpus holds 400 + 300 tournaments");
    for (Path f : files) {
      TrfDocument doc = TrfReader.read(f);
      String name = f.getFileName().toString();
      // rtg-<players>p-<rounds>r-s<seed>.trf
      String[] parts = name.split("-");
      int players = Integer.parseInt(parts[1].substring(0, parts[1].length() - 1));
      int rounds = Integer.parseInt(parts[2].substring(0, parts[2].length() - 1));
      assertEquals(players, doc.tournament().players().size(), name);
      assertEquals(rounds, doc.tournament().completedRounds(), name);
      assertEquals(rounds, doc.tournament().plannedRounds(), name);
      assertTrue(doc.presetEntries().isEmpty(), name);
      if (Objects.requireNonNull(f.getParent()).endsWith("dutch2026")) {
        assertEquals("FIDE_DUTCH_2025", doc.tournamentType().orElseThrow(), name);
      } else {
        assertTrue(doc.tournamentType().isEmpty(), name);
      }
    }
  }

  @Test
  void everyCorpusFileRoundTripsByteForByte() throws Exception {
    for (Path f : corpusFiles()) {
      String text = Files.readString(f, StandardCharsets.UTF_8);
      TrfDocument doc = TrfReader.parse(text, f.toString());
      String written = TrfWriter.write(doc);
      assertEquals(text, written, f.toString());
      TrfDocument again = TrfReader.parse(written, f.toString());
      assertEquals(doc.tournament(), again.tournament(), f.toString());
      assertEquals(doc.presetEntries(), again.presetEntries(), f.toString());
      assertEquals(doc.presetEntries().keySet(), again.presetEntries().keySet(), f.toString());
      assertEquals(doc.tournamentType(), again.tournamentType(), f.toString());
    }
  }

  @Test
  void corpusFilesRebuiltFromTheModelAloneReadBackEqual() throws Exception {
    // of(): nothing of the original text is reused, so every column is written from the model
    for (Path f : corpusFiles().subList(0, 40)) {
      TrfDocument doc = TrfReader.read(f);
      TrfDocument rebuilt =
          TrfReader.parse(TrfWriter.write(TrfDocument.of(doc.tournament())), "rebuilt");
      assertEquals(doc.tournament(), rebuilt.tournament(), f.toString());
    }
  }

  @Test
  void everyEarlierStateOfACorpusTournamentWritesAndReadsBackEqual() throws Exception {
    // what a checker or a simulation does: cut the tournament after round r and write it out;
    // without XXR/XXC lines the writer must add them once the columns no longer tell
    for (Path f : corpusFiles().subList(0, 30)) {
      TrfDocument doc = TrfReader.read(f);
      for (int r = 0; r <= doc.tournament().completedRounds(); r++) {
        var cut = doc.tournament().upToRound(r);
        TrfDocument again =
            TrfReader.parse(TrfWriter.write(doc.withTournament(cut)), f + " after " + r);
        assertEquals(cut, again.tournament(), f + " after round " + r);
      }
    }
  }

  @Test
  void inferredInitialColourExplainsEveryRoundOneGameOfTheCorpus() throws Exception {
    // round 1 of the corpus: the k-th player paired (0-based, by pairing number) has the initial
    // colour when k is even, its opposite when k is odd; the inference must agree with every game
    for (Path f : corpusFiles()) {
      Tournament t = TrfReader.read(f).tournament();
      int k = 0;
      for (Player p : t.players()) {
        RoundEntry e = p.round(1);
        if (!e.hasOpponent() && e.result() != ResultKind.PAIRING_ALLOCATED_BYE) {
          continue;
        }
        if (e.hasOpponent() && e.opponent() > p.pairingNumber()) {
          Colour expected = k % 2 == 0 ? t.initialColour() : t.initialColour().opposite();
          assertEquals(expected, e.colour(), f + ": player " + p.pairingNumber() + " in round 1");
        }
        k++;
      }
    }
  }
}
