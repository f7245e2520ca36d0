package org.swisschess.team2026;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Team;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.TeamPairingRequest;
import org.swisschess.api.Tournament;
import org.swisschess.trf.TrfDocument;
import org.swisschess.trf.TrfReader;

/**
 * Replays the tournaments of the Gacrux corpus on which the differential found team-2026 with
 * Gacrux's readings identical to Gacrux 1.10.59 in every round ({@code agreed.txt}): each round is
 * paired again from the rounds before it and compared with the file (pairs, board-1 colours, PAB).
 */
class GacruxCorpusTests {

  static Path corpusDirectory() {
    Path fromModule = Path.of("src/test/resources/gacrux-corpus");
    return Files.isDirectory(fromModule)
        ? fromModule
        : Path.of("swiss-team2026/src/test/resources/gacrux-corpus");
  }

  @Test
  void everyAgreedTournamentReplaysIdenticallyWithGacruxReadings() throws Exception {
    List<String> agreed =
        Files.readAllLines(corpusDirectory().resolve("agreed.txt"), StandardCharsets.UTF_8).stream()
            .filter(l -> !l.isBlank())
            .toList();
    assertTrue(agreed.size() >= 10, "the agreed corpus holds at least ten tournaments");
    int rounds = 0;
    List<String> differences = new ArrayList<>();
    for (String name : agreed) {
      Path f = corpusDirectory().resolve(name);
      String text = Files.readString(f, StandardCharsets.UTF_8);
      TrfDocument doc = TrfReader.parse(text, f.toString());
      Tournament full = doc.tournament();
      List<Team> teams = doc.teams();
      TeamEvent.Code code = TeamEvent.Code.of(doc.tournamentType().orElseThrow()).orElseThrow();
      Map<Integer, Integer> byes = teamByes(text);
      for (int r = 1; r <= full.completedRounds(); r++) {
        Map<Integer, Integer> before = new TreeMap<>(byes);
        final int round = r;
        before.keySet().removeIf(k -> k >= round);
        TeamEvent event =
            new TeamEvent(
                full.upToRound(r - 1),
                teams,
                doc.matchPoints().orElse(TeamEvent.DEFAULT_MATCH_POINTS),
                code.primary(),
                code.secondaryForColours(),
                code.colourPreferences(),
                boardColours(text),
                before);
        Pairing p =
            PairingSystems.require("team-2026")
                .pairTeams(TeamPairingRequest.of(event, Map.of("readings", "gacrux")));
        Set<String> ours = new TreeSet<>();
        for (Board b : p.boards()) {
          ours.add(b.white() + "-" + b.black());
        }
        p.pairingAllocatedBye().ifPresent(t -> ours.add(t + "-0"));
        Set<String> file = fileRound(full, teams, r, byes.getOrDefault(r, 0));
        rounds++;
        if (!ours.equals(file)) {
          differences.add(name + " round " + r + ": file " + file + ", team-2026 " + ours);
        }
      }
    }
    assertEquals(List.of(), differences, rounds + " rounds replayed");
  }

  /** The round's matches as the file has them: board 1's players, White first; the PAB as t-0. */
  private static Set<String> fileRound(Tournament full, List<Team> teams, int round, int pab) {
    Map<Integer, Integer> teamOf = new TreeMap<>();
    for (Team t : teams) {
      for (int m : t.members()) {
        teamOf.put(m, t.number());
      }
    }
    Set<String> out = new TreeSet<>();
    for (Team t : teams) {
      for (int m : t.members()) {
        RoundEntry e = full.findPlayer(m).orElseThrow().rounds().get(round - 1);
        if (e.hasOpponent()) {
          if (e.colour() == Colour.WHITE) {
            out.add(t.number() + "-" + teamOf.get(e.opponent()));
          }
          break; // the team's first member in the round is its board 1
        }
      }
    }
    if (pab != 0) {
      out.add(pab + "-0");
    }
    return out;
  }

  /**
   * Record 320's PAB team by round (TRF-2026: round 1 at columns 15-17, every 4 columns). Read here
   * until the TRF reader carries 320 into the team event.
   */
  private static Map<Integer, Integer> teamByes(String text) {
    Map<Integer, Integer> byes = new TreeMap<>();
    for (String line : text.split("\r\n|\r|\n")) {
      if (line.startsWith("320")) {
        int r = 1;
        for (int c = 14; c + 3 <= line.length(); c += 4, r++) {
          String cell = line.substring(c, c + 3).strip();
          if (!cell.isEmpty() && Integer.parseInt(cell) > 0) {
            byes.put(r, Integer.parseInt(cell));
          }
        }
      }
    }
    return byes;
  }

  /** Record 352, read here until the TRF reader carries it into the team event. */
  private static String boardColours(String text) {
    for (String line : text.split("\r\n|\r|\n")) {
      if (line.startsWith("352")) {
        return line.substring(4).strip();
      }
    }
    return "";
  }
}
