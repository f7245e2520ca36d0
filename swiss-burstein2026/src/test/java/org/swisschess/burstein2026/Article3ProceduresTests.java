package org.swisschess.burstein2026;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.Tournament;
import org.swisschess.testkit.WorkedTournament;

/** Article 3: the PAB (3.1) and the pairing of a bracket (3.2). */
class Article3ProceduresTests {

  private static Pairing pair(Tournament t, Integer... absent) {
    return PairingSystems.require("burstein-2026").pair(PairingRequest.of(t, Set.of(absent)));
  }

  /**
   * 3.1.3-3.1.5: round 2 of 3 (after 1 seeding round); 6 had the PAB in round 1 and is absent now,
   * 5 was absent in round 1. The lowest score, 0, is held by 2, 4 and 5; 5 has played no game, 2
   * and 4 one each (3.1.4: the most games); 2 and 4 have the same Index (each lost to a 1.0
   * player), so the larger TPN, 4, is the lower ranked (3.1.5). By 3.1.5 alone 5 (Buchholz 0) would
   * have had it.
   */
  @Test
  void article3_1_4TheMostGamesPlayedBeforeTheLowestRanking() {
    Tournament t = WorkedTournament.of(6, 3, List.of(), "1-2:1 3-4:1 6:U");
    Pairing p = pair(t, 6);
    assertEquals(OptionalInt.of(4), p.pairingAllocatedBye());
  }

  /** 3.1.3: the lowest score first, whatever the games and the ranking. */
  @Test
  void article3_1_3TheLowestScore() {
    Tournament t = WorkedTournament.of(5, 3, List.of(), "1-2:1 3-4:= 5:U");
    // 2 has 0, 3 and 4 have 0.5, 1 has 1.0, 5 had the PAB ([C2])
    assertEquals(OptionalInt.of(2), pair(t).pairingAllocatedBye());
  }

  /** 3.1.1 and [C2] (C.04.1 Art. 4): a forfeit win bars the PAB. */
  @Test
  void article3_1_1AForfeitWinBarsThePab() {
    Tournament t = WorkedTournament.of(5, 3, List.of(), "1-2:0 3-4:+ 5:U");
    // 1 lost (0), 2 won (1.0), 3 won by forfeit (1.0), 4 lost by forfeit (0), 5 PAB (1.0)
    // lowest score 0: 1 and 4; 1 played a game, 4 did not (3.1.4): 1 gets it
    assertEquals(OptionalInt.of(1), pair(t).pairingAllocatedBye());
    Tournament onlyWinners = WorkedTournament.of(3, 3, List.of(), "1-2:+ 3:U");
    // 1 won by forfeit, 3 had the PAB: only 2 may have it
    assertEquals(OptionalInt.of(2), pair(onlyWinners).pairingAllocatedBye());
  }

  /**
   * 3.1.1 and [C2] (C.04.1 Art. 4; reading R5): a full-point bye bars the PAB as a forfeit win
   * does. Round 6 of a generated 21-player tournament (the differential's seventh py4swiss cluster:
   * py4swiss bars only a PAB or a forfeit win, and gives the PAB to 18). The lowest score, 1.0, is
   * held by 18, who had a full-point bye in round 3, and 19, who had the PAB in round 5: neither
   * may have it. Next, 1.5: 16 and 17, five games each (3.1.4); Buchholz 11.5 each (16: 5, 19, 11,
   * 7, 15 with 3.0, 1.0, 2.5, 2.5, 2.5; 17: 6, 13, 19, 15, 20 with 3.0, 2.0, 1.0, 2.5, 3.0),
   * Sonneborn-Berger 2.25 each (a win over 19, a draw with a 2.5 player), so 1.8.2 ranks 17 below
   * 16 by TPN and 3.1.5 gives the PAB to 17.
   */
  @Test
  void article3_1_1AFullPointByeBarsThePab() {
    assertEquals(
        OptionalInt.of(17), Worked.pair("3-1-1-full-point-bye-bars-pab.trf").pairingAllocatedBye());
  }

  /**
   * 3.1.1, [C2] and 1.9.3: 1 won by forfeit, 3 had the PAB, 4 a full-point bye (a win's points
   * without playing, C.04.1 Art. 4); with 2 absent nobody may have the PAB, and the round has no
   * valid pairing (the Chief Arbiter decides).
   */
  @Test
  void article3_1_1NoEligiblePlayerMeansNoValidPairing() {
    Tournament t = WorkedTournament.of(4, 3, List.of(), "1-2:+ 3:U 4:F");
    NoValidPairingException e = assertThrows(NoValidPairingException.class, () -> pair(t, 2));
    assertTrue(String.valueOf(e.getMessage()).contains("nobody may have the PAB"), e.getMessage());
  }

  /**
   * 3.2.1 and 4.2: a bracket of five pairs two and floats one; the floater is the BSN whose virtual
   * opponent (BSN 0) comes last in the order.
   */
  @Test
  void article3_2_1AnOddBracketFloatsOnePlayer() {
    Pairing p = Worked.pair("c8-colour-preferences.trf");
    List<String> lines = Explained.section(p, "Burstein 3.2: bracket 1.0");
    assertTrue(
        lines.get(0).startsWith("BSN order (4.1, by 1.8): 1=5 2=8 3=1 4=7 5=3"), lines.get(0));
    assertTrue(lines.stream().anyMatch(l -> l.startsWith("BSN 3 (1) floats")), lines.toString());
  }
}
