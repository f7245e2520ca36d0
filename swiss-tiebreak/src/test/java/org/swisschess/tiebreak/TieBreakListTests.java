package org.swisschess.tiebreak;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The codes a user types: TRF-2026 records 202/212 and {@code --tiebreaks}. */
class TieBreakListTests {

  @Test
  void codesAndModifiersAreReadCaseInsensitivelyAndPrintedInTrfSyntax() {
    TieBreakList list = TieBreakList.parse("pts, bh/c1 ,BH/M2,sb/C1/p, KS/L+2,AOB/F,tpn/r,DE");
    assertEquals("PTS,BH/C1,BH/M2,SB/C1/P,KS/L+2,AOB/F,TPN/R,DE", list.toString());
    TieBreak bh = list.get(1);
    assertEquals(TieBreakCode.BH, bh.code());
    assertEquals(1, bh.cutLowest());
    assertEquals(0, bh.cutHighest());
    TieBreak median = list.get(2);
    assertEquals(2, median.cutLowest());
    assertEquals(2, median.cutHighest());
    assertEquals(2, list.get(4).limitHalfPoints());
    assertTrue(list.get(3).forfeitsPlayed());
    assertTrue(list.get(5).fore());
  }

  @Test
  void geIsTheOldNameOfRep() {
    assertEquals(TieBreakCode.REP, TieBreak.parse("GE").code());
  }

  @Test
  void blanksSeparateCodesToo() {
    assertEquals("PTS,BH,SB", TieBreakList.parse("PTS BH  SB").toString());
  }

  @Test
  void anUnknownCodeIsReportedWhereItStands() {
    TieBreakSyntaxException e =
        assertThrows(TieBreakSyntaxException.class, () -> TieBreakList.parse("PTS,BX,SB"));
    assertEquals(4, e.offset());
    assertEquals("BX", e.found());
    assertTrue(e.expected().startsWith("a tie-break code"), e.expected());
  }

  @Test
  void aModifierTheCodeDoesNotTakeIsReportedAtTheModifier() {
    TieBreakSyntaxException e =
        assertThrows(TieBreakSyntaxException.class, () -> TieBreakList.parse("PTS,WIN/C1"));
    assertEquals(8, e.offset());
    assertEquals("expected no modifier on WIN, found 'C1'", e.getMessage());
    TieBreakSyntaxException f =
        assertThrows(TieBreakSyntaxException.class, () -> TieBreakList.parse("BH/X"));
    assertEquals(3, f.offset());
    assertEquals("expected a modifier of BH (/C1, /M1, /P), found 'X'", f.getMessage());
  }

  @Test
  void cutsNeedANumberFrom1AndKoyaLimitsASign() {
    assertThrows(TieBreakSyntaxException.class, () -> TieBreakList.parse("BH/C"));
    assertThrows(TieBreakSyntaxException.class, () -> TieBreakList.parse("BH/C0"));
    assertThrows(TieBreakSyntaxException.class, () -> TieBreakList.parse("BH/C1/M1"));
    TieBreakSyntaxException e =
        assertThrows(TieBreakSyntaxException.class, () -> TieBreakList.parse("KS/L2"));
    assertEquals(3, e.offset());
    assertEquals(-1, TieBreak.parse("KS/L-1").limitHalfPoints());
  }

  @Test
  void emptyItemsAreErrors() {
    assertEquals(
        4,
        assertThrows(TieBreakSyntaxException.class, () -> TieBreakList.parse("PTS,,BH")).offset());
    assertEquals(
        4, assertThrows(TieBreakSyntaxException.class, () -> TieBreakList.parse("PTS,")).offset());
    assertThrows(TieBreakSyntaxException.class, () -> TieBreakList.parse("  "));
  }

  @Test
  void record202ListsTheTieBreaksAfterTheScore() {
    assertEquals("PTS,BH/C1,BH,SB", TieBreakList.ofRecord202("BH/C1,BH,SB").toString());
  }

  @Test
  void record212StartsWithTheScore() {
    assertEquals("PTS,BH", TieBreakList.ofRecord212("PTS,BH").toString());
    TieBreakSyntaxException e =
        assertThrows(TieBreakSyntaxException.class, () -> TieBreakList.ofRecord212(" BH,SB"));
    assertEquals(1, e.offset());
  }

  @Test
  void teamPointTypes() {
    TieBreak bh = TieBreak.parse("BH:GP/C1");
    assertEquals(TieBreak.PointsType.GAME, bh.points());
    assertEquals("BH:GP/C1", bh.toString());
    assertEquals(
        3, assertThrows(TieBreakSyntaxException.class, () -> TieBreak.parse("BH:XP")).offset());
  }

  @Test
  void directionFollowsTheCodeAndReverse() {
    assertTrue(TieBreak.parse("BH").higherFirst());
    assertTrue(!TieBreak.parse("TPN").higherFirst());
    assertTrue(TieBreak.parse("TPN/R").higherFirst());
    assertTrue(!TieBreak.parse("RTNG/R").higherFirst());
  }

  @Test
  void aCodeTheEventCannotUseIsRefusedAtItsOffset() {
    TieBreakSyntaxException team =
        assertThrows(
            TieBreakSyntaxException.class, () -> TieBreakList.ofRecord212("PTS, BH, MPTS", false));
    assertEquals(9, team.offset());
    assertEquals("MPTS", team.found());
    TieBreakSyntaxException points =
        assertThrows(TieBreakSyntaxException.class, () -> TieBreakList.ofRecord202("BH:MP", false));
    assertEquals(0, points.offset());
    TieBreakSyntaxException individual =
        assertThrows(
            TieBreakSyntaxException.class, () -> TieBreakList.parse("MPTS,GPTS,ARO", true));
    assertEquals(10, individual.offset());
    assertEquals(TieBreakList.parse("MPTS,BH:MP"), TieBreakList.parse("MPTS,BH:MP", true));
    assertEquals(TieBreakList.parse("PTS,BH,SB"), TieBreakList.ofRecord202("BH,SB", false));
  }

  @Test
  void unusableIsWhatTheStandingsRefuse() {
    for (String code : List.of("PTS", "MPTS", "BH:MP", "ARO", "EDE", "EDET", "SB")) {
      TieBreak tb = TieBreakList.parse(code).get(0);
      assertEquals(
          TieBreakList.unusable(tb, false).isPresent(),
          code.equals("MPTS") || code.equals("BH:MP") || code.startsWith("EDE"),
          code);
    }
  }
}
