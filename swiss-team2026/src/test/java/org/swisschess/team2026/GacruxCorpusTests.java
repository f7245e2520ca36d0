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
      TeamEvent whole = doc.teamEvent().orElseThrow();
      Tournament full = whole.tournament();
      List<Team> teams = whole.teams();
      Map<Integer, Integer> byes = whole.pairingAllocatedByes();
      // the options of the file's 192 code (acceleration=baku for a _BAKU code), as swiss check
      Map<String, String> options =
          new TreeMap<>(
              PairingSystems.forTournamentType(doc.tournamentType().orElseThrow())
                  .orElseThrow()
                  .type()
                  .requestOptions());
      options.put("readings", "gacrux");
      for (int r = 1; r <= full.completedRounds(); r++) {
        TeamEvent event = whole.withTournament(full.upToRound(r - 1), 0);
        Pairing p =
            PairingSystems.require("team-2026").pairTeams(TeamPairingRequest.of(event, options));
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
}
