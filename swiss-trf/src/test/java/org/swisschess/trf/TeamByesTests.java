package org.swisschess.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swisschess.api.ResultKind;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.TeamPairingRequest;

/**
 * TRF-2026 {@code 240} in a team event names teams, not players ("mandatory for teams (F, H)"; team
 * numbers in 4 digits in 240): the team's requested bye of a round to come (C.04.2), or a bye of a
 * completed round that the team's boards must show. The file is written here by hand.
 *
 * <p>Five teams of two boards: Alpha = players 1, 2; Beta = 3, 4; Gamma = 5, 6; Delta = 7, 8;
 * Epsilon = 9, 10. Round 1: Alpha-Beta and Gamma-Delta, every board drawn; Epsilon on a half-point
 * bye, both its players {@code 0000 - H}. Three rounds planned.
 */
class TeamByesTests {

  static List<String> file(String... records) {
    List<String> l = new ArrayList<>();
    l.add("012 Five teams");
    l.add("142 3");
    l.add("192 FIDE_TEAM_TYPEA_MP_GP");
    l.add("362 TW 2.0   TD 1.0   TL 0.0");
    l.add(TeamEventRecordsTests.player(1, "A, One", "0.5", Trf.b(3, 'w', '=')));
    l.add(TeamEventRecordsTests.player(2, "A, Two", "0.5", Trf.b(4, 'b', '=')));
    l.add(TeamEventRecordsTests.player(3, "B, One", "0.5", Trf.b(1, 'b', '=')));
    l.add(TeamEventRecordsTests.player(4, "B, Two", "0.5", Trf.b(2, 'w', '=')));
    l.add(TeamEventRecordsTests.player(5, "C, One", "0.5", Trf.b(7, 'w', '=')));
    l.add(TeamEventRecordsTests.player(6, "C, Two", "0.5", Trf.b(8, 'b', '=')));
    l.add(TeamEventRecordsTests.player(7, "D, One", "0.5", Trf.b(5, 'b', '=')));
    l.add(TeamEventRecordsTests.player(8, "D, Two", "0.5", Trf.b(6, 'w', '=')));
    l.add(TeamEventRecordsTests.player(9, "E, One", "0.5", Trf.b(0, '-', 'H')));
    l.add(TeamEventRecordsTests.player(10, "E, Two", "0.5", Trf.b(0, '-', 'H')));
    l.add(TeamEventRecordsTests.team(1, "Alpha", 1, 2));
    l.add(TeamEventRecordsTests.team(2, "Beta", 3, 4));
    l.add(TeamEventRecordsTests.team(3, "Gamma", 5, 6));
    l.add(TeamEventRecordsTests.team(4, "Delta", 7, 8));
    l.add(TeamEventRecordsTests.team(5, "Epsilon", 9, 10));
    l.addAll(List.of(records));
    return l;
  }

  @Test
  void a240OfTheRoundToPairKeepsTheTeamNotItsNamesakePlayerOut() throws TrfException {
    TrfDocument doc = TeamEventRecordsTests.parse(file("240 H   2 0003"));
    assertEquals(Set.of(5, 6), doc.tournament().attendance().absentIn(2));
    assertEquals(
        ResultKind.HALF_POINT_BYE,
        java.util.Objects.requireNonNull(doc.presetEntries().get(5)).result());
    assertFalse(doc.presetEntries().containsKey(3), "player 3 is board 1 of Beta, not team 3");
    TeamEvent event = doc.teamEvent().orElseThrow();
    TeamPairingRequest request = TeamPairingRequest.of(event);
    assertEquals(Set.of(3), request.absent());
    assertTrue(request.isPresent(2));
  }

  @Test
  void a240OfALaterRoundIsTheTeamsByeThere() throws TrfException {
    TrfDocument doc = TeamEventRecordsTests.parse(file("240 F   3 0001 0004"));
    assertEquals(Set.of(), doc.tournament().attendance().absentIn(2));
    assertEquals(Set.of(1, 2, 7, 8), doc.tournament().attendance().absentIn(3));
  }

  @Test
  void aTeamFileWith240IsWrittenBackByteForByte() throws TrfException {
    List<String> lines = file("240 H   1 0005", "240 H   2 0003 0002");
    String text = Trf.lines("\r\n", lines);
    assertEquals(text, TrfWriter.write(TrfReader.parse(text, "teams.trf")));
  }

  @Test
  void a240NamingNoTeamIsRefusedWhereItIsWritten() {
    // player 6 exists (board 2 of Gamma), team 6 does not
    List<String> lines = file("240 H   2 0003 0006");
    TrfException e = assertThrows(TrfException.class, () -> TeamEventRecordsTests.parse(lines));
    assertEquals(TeamEventRecordsTests.lineOf(lines, "240"), e.line());
    assertEquals(16, e.column());
    assertEquals("a team number of a 310 record (in a team event, 240 names teams)", e.expected());
    assertEquals("'6'", e.found());
  }

  @Test
  void a240OfACompletedRoundThatTheBoardsShowIsRead() throws TrfException {
    TrfDocument doc = TeamEventRecordsTests.parse(file("240 H   1 0005"));
    assertEquals(Set.of(), doc.tournament().attendance().absentIn(2));
    assertTrue(doc.teamEvent().isPresent());
  }

  @Test
  void a240OfACompletedRoundThatTheBoardsContradictIsRefused() {
    // Alpha played Beta in round 1
    List<String> played = file("240 H   1 0001");
    TrfException e = assertThrows(TrfException.class, () -> TeamEventRecordsTests.parse(played));
    assertEquals(TeamEventRecordsTests.lineOf(played, "240"), e.line());
    assertEquals(11, e.column());
    assertTrue(
        e.expected().startsWith("a bye that agrees with team 1's round 1: player 1's"),
        e.expected());
    assertEquals("bye H", e.found());
    // Epsilon's boards show half-point byes, not full-point ones
    List<String> kind = file("240 F   1 0005");
    TrfException f = assertThrows(TrfException.class, () -> TeamEventRecordsTests.parse(kind));
    assertEquals(TeamEventRecordsTests.lineOf(kind, "240"), f.line());
    assertEquals(11, f.column());
    assertTrue(f.expected().contains("team 5's round 1: player 9's entry"), f.expected());
  }

  @Test
  void twoByesOfDifferentKindsForOneTeamInOneRoundAreRefused() {
    List<String> lines = file("240 H   2 0003", "240 F   2 0003");
    TrfException e = assertThrows(TrfException.class, () -> TeamEventRecordsTests.parse(lines));
    assertEquals(TeamEventRecordsTests.lineOf(lines, "240 F"), e.line());
    assertTrue(e.expected().startsWith("one bye for team 3 in round 2"), e.expected());
  }

  /**
   * A team event written as TRF-2026 states its byes with team numbers: Epsilon's half-point bye of
   * round 1 (its boards' {@code 0000 - H}) and Gamma's requested one of round 2, which read back as
   * they were; no 240 names the players.
   */
  @Test
  void aTeamEventIsWrittenWith240OfTeamNumbers() throws TrfException {
    TeamEvent event = TeamEventRecordsTests.parse(file("240 H   2 0003")).teamEvent().orElseThrow();
    Trf2026Header header =
        new Trf2026Header(
            "Oslo",
            "NOR",
            java.time.LocalDate.of(2026, 3, 1),
            "Arbiter, Anna",
            "90 min + 30 s",
            "",
            "FIDE_TEAM_TYPEA_MP_GP",
            java.util.Optional.empty());
    String text = TrfWriter.writeTrf2026(event, header);
    List<String> byes = text.lines().filter(l -> l.startsWith("240")).toList();
    assertEquals(List.of("240 H 001 0005", "240 H 002 0003"), byes, text);
    TrfDocument back = TrfReader.parse(text, "written.trf");
    assertEquals(Set.of(5, 6), back.tournament().attendance().absentIn(2));
    assertEquals(Set.of(3), TeamPairingRequest.of(back.teamEvent().orElseThrow()).absent());
  }
}
