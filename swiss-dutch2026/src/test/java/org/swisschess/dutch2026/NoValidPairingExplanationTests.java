package org.swisschess.dutch2026;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Explanation;
import org.swisschess.api.ForbiddenPair;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Tournament;
import org.swisschess.testkit.WorkedTournament;

/**
 * A round no pairing can complete ([C1]-[C3], 1.9.1) is refused with the criterion that makes it
 * impossible and the players it concerns. Each expected text is derived by hand in the comment.
 */
class NoValidPairingExplanationTests {

  private static final Dutch2026System SYSTEM = new Dutch2026System();

  /**
   * [C1]: four players have met each other in three rounds; in round 4 nobody has an opponent left,
   * so all four would be without one, and [C2] allows one pairing-allocated bye.
   */
  @Test
  void c1_everyoneHasMetEveryone() {
    Tournament t =
        WorkedTournament.of(4, 5, List.of(), "1-4:1 2-3:1", "3-1:0 4-2:=", "1-2:= 3-4:1");
    assertEquals(
        List.of(
            "[C1] and [C3] allow at most 0 pairs among the 4 players to be paired: 4 would be left"
                + " without an opponent, and [C2] allows one pairing-allocated bye at most",
            "each of these groups has an odd number of players who may meet no one outside it:"
                + " {1}, {2}, {3}, {4}",
            "player 1 may meet none of the others: has met 2 3 4 ([C1])",
            "player 2 may meet none of the others: has met 1 3 4 ([C1])",
            "player 3 may meet none of the others: has met 1 2 4 ([C1])",
            "player 4 may meet none of the others: has met 1 2 3 ([C1])"),
        refusal(t));
  }

  /**
   * A barrier: in round 1, 3, 4, 5 and 6 must not meet each other (forbidden pairs), so each may
   * meet only 1 or 2; two of them are left without an opponent whatever is paired.
   */
  @Test
  void forbiddenPairsLeaveFourPlayersTwoOpponents() {
    List<ForbiddenPair> forbidden =
        List.of(
            new ForbiddenPair(3, 4, 1, 9),
            new ForbiddenPair(3, 5, 1, 9),
            new ForbiddenPair(3, 6, 1, 9),
            new ForbiddenPair(4, 5, 1, 9),
            new ForbiddenPair(4, 6, 1, 9),
            new ForbiddenPair(5, 6, 1, 9));
    Tournament t = WorkedTournament.of(6, 5, forbidden);
    assertEquals(
        List.of(
            "[C1] and [C3] allow at most 2 pairs among the 6 players to be paired: 2 would be left"
                + " without an opponent, and [C2] allows one pairing-allocated bye at most",
            "each of these groups has an odd number of players: {3}, {4}, {5}, {6}; outside its"
                + " group a player of them may meet only 1 2, who can complete 2 of the 4 groups at"
                + " most"),
        refusal(t));
  }

  /**
   * [C2]: five players; the pairs left are 1-2, 1-3 and 4-5 (1-4, 2-5, 1-5, 3-4 met; 2-3, 2-4, 3-5
   * forbidden), so a complete pairing is 4-5 with 1 against 2 or 3, leaving 3 or 2 out; both had
   * the pairing-allocated bye.
   */
  @Test
  void c2_onlyPlayersWhoHadThePabCanBeLeftOut() {
    List<ForbiddenPair> forbidden =
        List.of(
            new ForbiddenPair(2, 3, 1, 9),
            new ForbiddenPair(2, 4, 1, 9),
            new ForbiddenPair(3, 5, 1, 9));
    Tournament t = WorkedTournament.of(5, 5, forbidden, "1-4:1 2-5:1 3:U", "5-1:0 4-3:0 2:U");
    assertEquals(
        List.of(
            "the players a complete pairing can leave without an opponent are 2 3, and none of"
                + " them may receive the pairing-allocated bye ([C2]: each has had one, or scored a"
                + " win's points without playing)"),
        refusal(t));
  }

  private static List<String> refusal(Tournament t) {
    NoValidPairingException e =
        assertThrows(NoValidPairingException.class, () -> WorkedTournament.pairNext(SYSTEM, t));
    return e.explanation().sections().stream()
        .filter(s -> s.title().equals("No valid pairing"))
        .map(Explanation.Section::lines)
        .findFirst()
        .orElseThrow(() -> new AssertionError("no reason given: " + e.explanation().toText()));
  }
}
