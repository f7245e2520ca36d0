package org.swisschess.team2026;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Board;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.TeamPairingRequest;

/** 3.4 and [C2]: who receives the PAB, round by round, worked from the text. */
class Article3_4PabTests {

  private static Pairing pair(TeamEvent event, Set<Integer> absent) {
    return PairingSystems.require("team-2026")
        .pairTeams(
            new TeamPairingRequest(
                event, event.tournament().completedRounds() + 1, absent, Map.of()));
  }

  /** The board results of a match from its White team's side so that {@code winner} wins. */
  private static Map<Integer, String> win(Pairing pairing, int winner) {
    for (Board b : pairing.boards()) {
      if (b.white() == winner) {
        return Map.of(b.white(), "1111");
      }
      if (b.black() == winner) {
        return Map.of(b.white(), "0000");
      }
    }
    throw new AssertionError("team " + winner + " not paired");
  }

  /**
   * [C2] 2.1.2: three teams. Round 1: all on 0, none has played, so the PAB goes to the largest
   * TPN, 3 (3.4.4); 1 beats 2. Round 2: 1 on 2 MP, 3 on 1 (the PAB is worth a drawn match, 1.4), 2
   * on 0: the PAB to 2 (3.4.2, the lowest score; 1 and 3 have not met, 3.4.1); 3 beats 1. Round 3:
   * 3 on 3, 1 on 2, 2 on 1. The lowest, 2, and 3 have each had a PAB: [C2] leaves only 1, and 2-3
   * have not met. Expected PAB 1 and the match 2-3.
   */
  @Test
  void c2NoSecondPab() {
    TeamEvent event = TeamEvents.start(3, 4, 5, TeamEvent.ColourPreferenceType.TYPE_A);
    Pairing r1 = pair(event, Set.of());
    assertEquals(3, r1.pairingAllocatedBye().getAsInt());
    event = TeamEvents.play(event, r1, win(r1, 1));
    Pairing r2 = pair(event, Set.of());
    assertEquals(2, r2.pairingAllocatedBye().getAsInt());
    event = TeamEvents.play(event, r2, win(r2, 3));
    Pairing r3 = pair(event, Set.of());
    assertEquals(1, r3.pairingAllocatedBye().getAsInt());
    assertEquals(Set.of(2, 3), teams(r3.boards().get(0)));
  }

  /**
   * 3.4.3 before 3.4.4, and [C2] for a forfeit win: five teams. Round 1: PAB 5 (3.4.4); 1-3 and 2-4
   * (the first identifier); 1 beats 3 over the board, 2 wins against 4 by forfeit. Round 2: 5 (PAB)
   * and 2 (won by forfeit) may not have the PAB ([C2]); the lowest score, 0, is 3's and 4's; 3
   * played its match, 4 did not (a forfeit is not played), so 3.4.3 (most matches played) gives it
   * to 3, before 3.4.4 (largest TPN) could give it to 4. The rest, 1, 2, 4, 5, can be paired (2-4
   * was not a meeting). Expected PAB 3.
   */
  @Test
  void article3_4_3_mostMatchesPlayedBeforeTheLargestTpn() {
    TeamEvent event = TeamEvents.start(5, 4, 5, TeamEvent.ColourPreferenceType.TYPE_A);
    Pairing r1 = pair(event, Set.of());
    assertEquals(5, r1.pairingAllocatedBye().getAsInt());
    assertEquals(Set.of(Set.of(1, 3), Set.of(2, 4)), matches(r1));
    int white24 = r1.boards().stream().filter(b -> teams(b).contains(2)).findFirst().get().white();
    Map<Integer, String> results =
        Map.of(
            r1.boards().stream().filter(b -> teams(b).contains(1)).findFirst().get().white(),
            r1.boards().stream().filter(b -> teams(b).contains(1)).findFirst().get().white() == 1
                ? "1111"
                : "0000",
            white24,
            white24 == 2 ? "+" : "-");
    event = TeamEvents.play(event, r1, results);
    Pairing r2 = pair(event, Set.of());
    assertEquals(3, r2.pairingAllocatedBye().getAsInt());
  }

  /**
   * Late entries (C.04.2 2.4 through the preface) and a team kept out of a round: five teams, team
   * 5 absent in round 1, so four are paired: 1-3 and 2-4, all drawn. Round 2: 5 joins on 0 MP, the
   * lowest score, and five teams are to pair: the PAB to 5 (3.4.2). The four on 1 MP are one
   * bracket; 1-3 and 2-4 met, so the first legal identifier is 1-4 2-3.
   */
  @Test
  void aLateTeamJoinsOnZeroAndTakesThePab() {
    TeamEvent event = TeamEvents.start(5, 4, 5, TeamEvent.ColourPreferenceType.TYPE_A);
    Pairing r1 = pair(event, Set.of(5));
    assertEquals(false, r1.pairingAllocatedBye().isPresent());
    assertEquals(Set.of(Set.of(1, 3), Set.of(2, 4)), matches(r1));
    event = TeamEvents.play(event, r1, Map.of());
    Pairing r2 = pair(event, Set.of());
    assertEquals(5, r2.pairingAllocatedBye().getAsInt());
    assertEquals(Set.of(Set.of(1, 4), Set.of(2, 3)), matches(r2));
  }

  private static Set<Integer> teams(Board b) {
    return Set.of(b.white(), b.black());
  }

  private static Set<Set<Integer>> matches(Pairing p) {
    Set<Set<Integer>> out = new HashSet<>();
    for (Board b : p.boards()) {
      out.add(teams(b));
    }
    return out;
  }
}
