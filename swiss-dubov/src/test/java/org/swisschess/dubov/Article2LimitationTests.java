package org.swisschess.dubov;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Attendance;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.ColourRules;
import org.swisschess.api.ForbiddenPair;
import org.swisschess.api.History;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Tournament;
import org.swisschess.testkit.Games;

/** Dubov 2.1 to 2.5 (2.6 is exercised with 7.3 in {@link Article7TransferTests}). */
class Article2LimitationTests {

  private final PairingSystem dubov = PairingSystems.require("dubov-1997");

  @Test
  void article2_1_noRematchAndForbiddenPairsLikewise() {
    // Round 1: 2-1 and 4-3 drawn. Round 2, everyone on 0.5: white-seekers 3 (ARO 2100), 1 (ARO
    // 2300); black-seekers 2 (R 2300), 4 (R 2100). Row 1: 3-2 is forbidden, 3-4 was played: 3
    // has met every black, so he meets the next white, 1 (6.3); 2 meets 4.
    // Colours (3): 1 has the higher ARO of the two whites; 2 the higher ARO of the two blacks.
    Tournament base =
        Tournament.start(5, Games.players(2400, 2300, 2200, 2100))
            .withRound(Games.round("2-1:=", "4-3:="));
    Tournament t =
        new Tournament(
            "",
            base.players(),
            1,
            5,
            Colour.WHITE,
            ScoringSystem.STANDARD,
            List.of(ForbiddenPair.always(2, 3)),
            List.of(),
            Attendance.NONE);
    Pairing p = dubov.pair(PairingRequest.of(t));
    assertEquals(List.of(new Board(1, 3), new Board(2, 4)), p.boards());
  }

  @Test
  void article2_1_noPairingLeftIsReportedWithAnExplanation() {
    Tournament t = Tournament.start(3, Games.players(2400, 2300)).withRound(Games.round("1-2:1"));
    NoValidPairingException e =
        assertThrows(NoValidPairingException.class, () -> dubov.pair(PairingRequest.of(t)));
    assertTrue(e.explanation().toText().contains("2.1"));
  }

  @Test
  void article2_2_aPointWithoutPlayingBarsTheBye() {
    // Round 1: 1 PAB; 2 beats 3 by forfeit; 4 and 5 draw over the board; 6 takes a half-point bye.
    Tournament t =
        Tournament.start(5, Games.players(2400, 2300, 2200, 2100, 2000, 1900))
            .withRound(
                Map.of(
                    1,
                        org.swisschess.api.RoundEntry.bye(
                            org.swisschess.api.ResultKind.PAIRING_ALLOCATED_BYE),
                    2,
                        new org.swisschess.api.RoundEntry(
                            3, Colour.NONE, org.swisschess.api.ResultKind.FORFEIT_WIN),
                    3,
                        new org.swisschess.api.RoundEntry(
                            2, Colour.NONE, org.swisschess.api.ResultKind.FORFEIT_LOSS),
                    4,
                        new org.swisschess.api.RoundEntry(
                            5, Colour.WHITE, org.swisschess.api.ResultKind.DRAW),
                    5,
                        new org.swisschess.api.RoundEntry(
                            4, Colour.BLACK, org.swisschess.api.ResultKind.DRAW),
                    6,
                        org.swisschess.api.RoundEntry.bye(
                            org.swisschess.api.ResultKind.HALF_POINT_BYE)));
    RoundContext ctx = RoundContext.of(PairingRequest.of(t));
    History h = History.of(t);
    for (int id = 1; id <= 6; id++) {
      boolean barred = id == 1 || id == 2;
      assertEquals(barred, ctx.entrantOf(id).orElseThrow().byeBarred(), "player " + id);
      assertEquals(!barred, dubov.mayReceivePairingAllocatedBye(h.player(id), t), "player " + id);
    }
  }

  @Test
  void article2_2_theEngineSkipsABarredPlayer() {
    // Round 1: 1 beats 2, 3 wins by forfeit against 5, 4 has the PAB.
    // Round 2: 2 beats 3, 4 and 1 draw, 5 has the PAB.
    // After round 2: 1 1.5, 2 1, 3 1 (forfeit win: barred), 4 1.5, 5 1 (PAB: barred).
    // Lowest score group 1: 5 (R 2000) and 3 (R 2200) are barred, so the bye goes to 2.
    Tournament t =
        Tournament.start(5, Games.players(2400, 2300, 2200, 2100, 2000))
            .withRound(Games.round("1-2:1", "3-5:+", "bye:4"))
            .withRound(Games.round("2-3:1", "4-1:=", "bye:5"));
    assertEquals(2, dubov.pair(PairingRequest.of(t)).pairingAllocatedBye().getAsInt());
  }

  @Test
  void article2_3And2_4_coloursDeclaredAndEnforced() {
    assertEquals(new ColourRules(2, 2, false), dubov.colourRules());
    Fixture f =
        new Fixture()
            .player(1, 2000, "1", "2000", "WBB") // must have White (2.4)
            .player(2, 2000, "1", "2000", "BWBB") // must have White (2.3 and 2.4)
            .player(3, 2000, "1", "2000", "BWB"); // due White, may take Black
    RoundContext ctx = f.context();
    assertFalse(ctx.compatible(f.get(1), f.get(2)));
    assertTrue(ctx.compatible(f.get(1), f.get(3)));
    assertEquals(new Board(1, 3), ColourAllocation.allocate(f.get(1), f.get(3)));
  }

  @Test
  void article2_5_limitsOfTransfersUp() {
    Fixture nineRounds =
        new Fixture()
            .rounds(5, 9)
            .player(1, 2000, "1", "2000", "W", 2, false, false)
            .player(2, 2000, "1", "2000", "W", 3, false, false)
            .player(3, 2000, "1", "2000", "W", 1, true, false);
    Limitations l = nineRounds.context().limitations;
    assertTrue(l.mayUpfloat(nineRounds.get(1)));
    assertFalse(l.mayUpfloat(nineRounds.get(2)), "three times in fewer than 10 rounds");
    assertFalse(l.mayUpfloat(nineRounds.get(3)), "two times running");
    Fixture tenRounds =
        new Fixture()
            .rounds(5, 10)
            .player(2, 2000, "1", "2000", "W", 3, false, false)
            .player(4, 2000, "1", "2000", "W", 4, false, false);
    Limitations l10 = tenRounds.context().limitations;
    assertTrue(l10.mayUpfloat(tenRounds.get(2)), "four times allowed in more than 9 rounds");
    assertFalse(l10.mayUpfloat(tenRounds.get(4)));
    Fixture lastRound =
        new Fixture().rounds(9, 9).player(2, 2000, "1", "2000", "W", 3, true, false);
    assertTrue(
        lastRound.context().limitations.mayUpfloat(lastRound.get(2)), "apart from the last round");
  }

  @Test
  void article2_5_transfersUpAreCountedFromTheResults() {
    // 4 meets higher-scored opponents in rounds 2 and 3 (after losing round 1).
    Tournament t =
        Tournament.start(9, Games.players(2400, 2300, 2200, 2100))
            .withRound(Games.round("1-4:1", "2-3:="))
            .withRound(Games.round("4-2:1", "3-1:0"))
            .withRound(Games.round("1-4:1", "2-3:="));
    Entrant four =
        RoundContext.of(new PairingRequest(t, 4, Set.of(), Map.of())).entrantOf(4).orElseThrow();
    assertEquals(2, four.upfloats());
    assertTrue(four.upfloatedLastRound());
  }
}
