package org.swisschess.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Points;
import org.swisschess.api.Team;

/** Team records: 310 (TRF-2026), 013 (TRF-16) and 362 (match points). */
class TeamRecordsTests {

  /** The sample's six players in two teams of three. */
  private static String with(String... records) {
    List<String> lines = new ArrayList<>(Trf.SAMPLE);
    lines.addAll(List.of(records));
    return Trf.lines("\n", lines);
  }

  private static String team310(int number, String name, int... members) {
    StringBuilder sb =
        new StringBuilder(
            String.format(
                java.util.Locale.ROOT,
                "310 %3d %-32s %-5s %6s %6s %6s %3s ",
                number,
                name,
                "",
                "",
                "",
                "",
                ""));
    for (int m : members) {
      sb.append(String.format(java.util.Locale.ROOT, " %4d", m));
    }
    return sb.toString();
  }

  @Test
  void record310GivesNumberNameAndPlayersInBoardOrder() throws TrfException {
    TrfDocument doc =
        TrfReader.parse(with(team310(2, "Beta", 4, 5, 6), team310(1, "Alpha", 1, 2, 3)), "t.trf");
    assertEquals(
        List.of(new Team(1, "Alpha", List.of(1, 2, 3)), new Team(2, "Beta", List.of(4, 5, 6))),
        doc.teams());
  }

  @Test
  void record013IsReadWithoutAny310NumberedInFileOrder() throws TrfException {
    String t1 = String.format(java.util.Locale.ROOT, "013 %-32s%4d %4d %4d", "Alpha", 3, 1, 2);
    String t2 = String.format(java.util.Locale.ROOT, "013 %-32s%4d %4d %4d", "Beta", 4, 5, 6);
    TrfDocument doc = TrfReader.parse(with(t1, t2), "t.trf");
    assertEquals(
        List.of(new Team(1, "Alpha", List.of(3, 1, 2)), new Team(2, "Beta", List.of(4, 5, 6))),
        doc.teams());
  }

  @Test
  void anIndividualFileHasNoTeams() throws TrfException {
    assertTrue(TrfReader.parse(Trf.sample(), "t.trf").teams().isEmpty());
  }

  @Test
  void aPlayerInTwoTeamsIsALocatedError() throws TrfException {
    TrfDocument doc =
        TrfReader.parse(with(team310(1, "Alpha", 1, 2), team310(2, "Beta", 2, 3)), "t.trf");
    TrfException e = assertThrows(TrfException.class, doc::teams);
    assertEquals(Trf.SAMPLE.size() + 2, e.line());
    assertEquals(74, e.column());
  }

  @Test
  void aPlayerNotInTheFileIsALocatedError() throws TrfException {
    TrfDocument doc = TrfReader.parse(with(team310(1, "Alpha", 1, 9)), "t.trf");
    TrfException e = assertThrows(TrfException.class, doc::teams);
    assertEquals(79, e.column());
  }

  @Test
  void record362GivesTheMatchPoints() throws TrfException {
    TrfDocument doc = TrfReader.parse(with("362 TW 3.0   TD 1.0   TL 0.0"), "t.trf");
    assertEquals(Points.parse("3.0"), doc.matchPoints().orElseThrow().win());
    assertEquals(Points.ONE, doc.matchPoints().orElseThrow().whiteDraw());
    assertTrue(TrfReader.parse(Trf.sample(), "t.trf").matchPoints().isEmpty());
    TrfDocument bad = TrfReader.parse(with("362 TX 3.0"), "t.trf");
    assertEquals(5, assertThrows(TrfException.class, bad::matchPoints).column());
  }

  @Test
  void negativeMatchPointsAreRefusedAtTheValue() throws TrfException {
    TrfDocument doc = TrfReader.parse(with("362 TW -2.0  TD 1.0   TL 0.0"), "t.trf");
    TrfException e = assertThrows(TrfException.class, doc::matchPoints);
    assertEquals(Trf.SAMPLE.size() + 1, e.line());
    assertEquals(7, e.column());
    assertTrue(e.expected().contains("at least 0.0"), e.expected());
  }

  @Test
  void matchPointsOutOfOrderAreRefused() throws TrfException {
    TrfException winBelowLoss =
        assertThrows(
            TrfException.class,
            TrfReader.parse(with("362 TW 1.0   TD 1.0   TL 1.0"), "t.trf")::matchPoints);
    assertEquals(25, winBelowLoss.column());
    assertTrue(winBelowLoss.expected().contains("worth more than a team loss"));
    TrfException drawAboveWin =
        assertThrows(TrfException.class, TrfReader.parse(with("362 TD 3.0"), "t.trf")::matchPoints);
    assertEquals(7, drawAboveWin.column());
    assertEquals("TD 3.0", drawAboveWin.found());
  }

  @Test
  void aTeamMemberWhoMeetsAPlayerInNoTeamIsLocatedAtThatPlayersRound() throws TrfException {
    // player 1 (Alpha) meets player 4 in round 1, and 4 is in no team
    TrfDocument doc =
        TrfReader.parse(with(team310(1, "Alpha", 1, 2, 3), team310(2, "Beta", 5, 6)), "t.trf");
    TrfException e = assertThrows(TrfException.class, doc::teams);
    assertEquals(4 + 3, e.line()); // player 4's line, after the three header lines
    assertEquals(PlayerLine.blockColumn(1), e.column());
    assertEquals("player 4 in no team", e.found());
  }
}
