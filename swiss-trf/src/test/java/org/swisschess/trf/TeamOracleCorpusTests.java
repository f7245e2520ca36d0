package org.swisschess.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Team;

/**
 * Reads the committed team tournaments of the C.04.6 differential (simulated team Swiss events,
 * every round paired by Gacrux 1.10.59) and writes them back. The expected values come from the
 * corpus manifest, written by the simulator that made the files, not by this reader.
 */
class TeamOracleCorpusTests {

  /** The corpus lives with the team system's tests; seen from this module or the checkout root. */
  static Path corpusDirectory() {
    Path fromModule = Path.of("../swiss-team2026/src/test/resources/gacrux-corpus");
    return Files.isDirectory(fromModule)
        ? fromModule
        : Path.of("swiss-team2026/src/test/resources/gacrux-corpus");
  }

  private static List<String[]> manifest() throws Exception {
    Path manifest = corpusDirectory().resolve("manifest.tsv");
    assertTrue(Files.isRegularFile(manifest), manifest + " is committed with the corpus");
    List<String> lines = Files.readAllLines(manifest, StandardCharsets.UTF_8);
    assertEquals("file", lines.get(0).split("\t")[0], "manifest header");
    return lines.stream().skip(1).filter(l -> !l.isBlank()).map(l -> l.split("\t")).toList();
  }

  @Test
  void everyTeamTournamentReadsAsTheManifestDescribesIt() throws Exception {
    List<String[]> rows = manifest();
    assertTrue(rows.size() >= 10, "the corpus holds at least ten tournaments");
    for (String[] row : rows) {
      Path f = corpusDirectory().resolve(row[0]);
      TrfDocument doc = TrfReader.read(f);
      int teams = Integer.parseInt(row[1]);
      int rounds = Integer.parseInt(row[2]);
      int boards = Integer.parseInt(row[3]);
      List<Team> read = doc.teams();
      assertEquals(teams, read.size(), row[0] + ": teams");
      for (Team t : read) {
        assertTrue(
            t.members().size() >= boards, row[0] + ": team " + t.number() + " fills the boards");
      }
      assertEquals(rounds, doc.tournament().completedRounds(), row[0] + ": completed rounds");
      assertEquals(rounds, doc.tournament().plannedRounds(), row[0] + ": planned rounds (142)");
      assertEquals(row[4], doc.tournamentType().orElseThrow(), row[0] + ": record 192");
      assertTrue(doc.matchPoints().isPresent(), row[0] + ": record 362");
    }
  }

  @Test
  void everyTeamTournamentRoundTripsByteForByte() throws Exception {
    for (String[] row : manifest()) {
      Path f = corpusDirectory().resolve(row[0]);
      String text = Files.readString(f, StandardCharsets.UTF_8);
      assertEquals(text, TrfWriter.write(TrfReader.parse(text, f.toString())), row[0]);
    }
  }
}
