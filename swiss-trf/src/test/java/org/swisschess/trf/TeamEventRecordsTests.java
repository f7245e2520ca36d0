package org.swisschess.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Colour;
import org.swisschess.api.Points;
import org.swisschess.api.ResultKind;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.TeamEvent.ForfeitedMatch;
import org.swisschess.api.TeamRound;
import org.swisschess.api.TeamRounds;

/**
 * What a team file's records carry into the team event: the PAB value ({@code 320}, {@code 162 P}),
 * the forfeited matches ({@code 330}, with the present team written against {@code 0000}), the
 * board colours ({@code 352}); and the located errors for what cannot be. The file is written here
 * column by column from TRF-2026's tables and worked by hand.
 *
 * <p>Three teams of two boards: Alpha = players 1, 2; Beta = 3, 4; Gamma = 5, 6; {@code 352 WB}.
 *
 * <pre>
 * round 1: Alpha-Beta played: board 1 player 1 (w) beats 3; board 2 player 4 (w) draws with 2;
 *          Gamma has the PAB (320: 1.0 MP, 1.0 GP)
 * round 2: Gamma-Alpha forfeited, Alpha absent: 330 +- 2 3 1; Gamma's players "0000 w +",
 *          "0000 b +", Alpha's "0000 - -"; Beta has the PAB
 * round 3: Gamma-Beta played: board 1 player 3 (b) beats 5; board 2 player 4 (w) draws with 6;
 *          Alpha has the PAB
 * </pre>
 */
class TeamEventRecordsTests {

  static final String PAB_320 = "320  1.0  1.0   3   2   1";
  static final String FORFEIT_330 = "330 +-   2   3   1";

  static List<String> file(String pab, String forfeit, String type) {
    List<String> l = new ArrayList<>();
    l.add("012 Three teams");
    l.add("142 3");
    l.add("152 W");
    l.add("192 " + type);
    l.add("352 WB");
    l.add("362 TW 2.0   TD 1.0   TL 0.0");
    if (!pab.isEmpty()) {
      l.add(pab);
    }
    if (!forfeit.isEmpty()) {
      l.add(forfeit);
    }
    l.add(player(1, "A, One", "1.0", Trf.b(3, 'w', '1'), Trf.b(0, '-', '-'), Z));
    l.add(player(2, "A, Two", "0.5", Trf.b(4, 'b', '='), Trf.b(0, '-', '-'), Z));
    l.add(player(3, "B, One", "1.0", Trf.b(1, 'b', '0'), Z, Trf.b(5, 'b', '1')));
    l.add(player(4, "B, Two", "1.0", Trf.b(2, 'w', '='), Z, Trf.b(6, 'w', '=')));
    l.add(player(5, "C, One", "1.0", Z, Trf.b(0, 'w', '+'), Trf.b(3, 'w', '0')));
    l.add(player(6, "C, Two", "1.5", Z, Trf.b(0, 'b', '+'), Trf.b(4, 'b', '=')));
    l.add(team(1, "Alpha", 1, 2));
    l.add(team(2, "Beta", 3, 4));
    l.add(team(3, "Gamma", 5, 6));
    return l;
  }

  static final String Z = Trf.b(0, '-', 'Z');

  static String player(int id, String name, String points, String... blocks) {
    return Trf.player(id, name, 2400 - 50 * id, points, id, blocks);
  }

  static String team(int number, String name, int... members) {
    StringBuilder sb =
        new StringBuilder(
            String.format(
                Locale.ROOT,
                "310 %3d %-32s %-5s %6s %6s %6s %3s ",
                number,
                name,
                "",
                "",
                "",
                "",
                ""));
    for (int m : members) {
      sb.append(String.format(Locale.ROOT, " %4d", m));
    }
    return sb.toString();
  }

  static TrfDocument parse(List<String> lines) throws TrfException {
    return TrfReader.parse(Trf.lines("\r\n", lines), "teams.trf");
  }

  static int lineOf(List<String> lines, String prefix) {
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).startsWith(prefix)) {
        return i + 1;
      }
    }
    throw new AssertionError("no line " + prefix);
  }

  @Test
  void record320GivesThePabTeamsAndTheirValue() throws TrfException {
    TeamEvent event =
        parse(file(PAB_320, FORFEIT_330, "FIDE_TEAM_TYPEA_MP_GP")).teamEvent().orElseThrow();
    assertEquals(Map.of(1, 3, 2, 2, 3, 1), event.pairingAllocatedByes());
    assertEquals(Optional.of(TeamEvent.PabValue.ofMatch(Points.ONE, Points.ONE)), event.pabValue());
    assertEquals("WB", event.boardColours());
    TeamRounds rounds = event.rounds(2);
    TeamRound gammaPab = rounds.of(3).get(0);
    assertEquals(ResultKind.PAIRING_ALLOCATED_BYE, gammaPab.result());
    assertEquals(Points.ONE, gammaPab.matchPoints());
    assertEquals(Points.ONE, gammaPab.gamePoints());
  }

  @Test
  void aPabValueOf320OtherThanADrawIsTheValueEveryPabGets() throws TrfException {
    TeamEvent event =
        parse(file("320  0.0  2.0   3   2   1", FORFEIT_330, "FIDE_TEAM_TYPEA_MP_GP"))
            .teamEvent()
            .orElseThrow();
    TeamRounds rounds = event.rounds(2);
    for (TeamRound pab : List.of(rounds.of(3).get(0), rounds.of(2).get(1))) {
      assertEquals(Points.ZERO, pab.matchPoints());
      assertEquals(Points.parse("2.0"), pab.gamePoints());
    }
  }

  @Test
  void aForfeitedMatchOf330PairsTheTeamsWrittenAgainst0000() throws TrfException {
    TeamEvent event =
        parse(file(PAB_320, FORFEIT_330, "FIDE_TEAM_TYPEA_MP_GP")).teamEvent().orElseThrow();
    assertEquals(
        List.of(new ForfeitedMatch(2, 3, 1, ForfeitedMatch.Outcome.WHITE_WINS)),
        event.forfeitedMatches());
    TeamRounds rounds = event.rounds(2);
    TeamRound gamma = rounds.of(3).get(1);
    assertEquals(1, gamma.opponent());
    assertEquals(ResultKind.FORFEIT_WIN, gamma.result());
    assertEquals(Points.parse("2.0"), gamma.matchPoints());
    assertEquals(Points.parse("2.0"), gamma.gamePoints());
    assertEquals(Colour.NONE, gamma.colour()); // 1.6.1: not played, no colour
    TeamRound alpha = rounds.of(1).get(1);
    assertEquals(3, alpha.opponent());
    assertEquals(ResultKind.FORFEIT_LOSS, alpha.result());
    assertEquals(Points.ZERO, alpha.matchPoints());
    // round 1 as played: Alpha 1.5 - 0.5 Beta, Alpha White on board 1
    TeamRound alpha1 = rounds.of(1).get(0);
    assertEquals(ResultKind.WIN, alpha1.result());
    assertEquals(Points.parse("1.5"), alpha1.gamePoints());
    assertEquals(Colour.WHITE, alpha1.colour());
    assertEquals(Colour.BLACK, rounds.of(2).get(0).colour());
  }

  @Test
  void withoutA330RecordTheForfeitWinIsAgainstAnUndefinedOpponent() throws TrfException {
    TeamEvent event = parse(file(PAB_320, "", "FIDE_TEAM_TYPEA_MP_GP")).teamEvent().orElseThrow();
    TeamRound gamma = event.rounds(2).of(3).get(1);
    assertEquals(0, gamma.opponent());
    assertEquals(ResultKind.FORFEIT_WIN, gamma.result()); // [C2] bars it from a PAB
    assertEquals(Points.parse("2.0"), gamma.matchPoints());
  }

  @Test
  void a162PValueIsThePabsGamePointsPerBoardWithADrawsMatchPoints() throws TrfException {
    List<String> lines = file("", FORFEIT_330, "FIDE_TEAM_TYPEA_MP_GP");
    // no 320: Gamma's PAB in round 1 is its board 1's U; 162 makes a PAB worth 0.5 a board
    lines.add(1, "162  W 1.0    D 0.5    L 0.0    P 0.5");
    lines.set(
        lineOf(lines, "001    5") - 1,
        player(5, "C, One", "1.5", Trf.b(0, '-', 'U'), Trf.b(0, 'w', '+'), Trf.b(3, 'w', '0')));
    TeamEvent event = parse(lines).teamEvent().orElseThrow();
    assertEquals(Optional.of(TeamEvent.PabValue.perBoard(Points.HALF)), event.pabValue());
    TeamRound pab = event.rounds(2).of(3).get(0);
    assertEquals(ResultKind.PAIRING_ALLOCATED_BYE, pab.result());
    assertEquals(Points.ONE, pab.matchPoints()); // 362's TD
    assertEquals(Points.ONE, pab.gamePoints()); // 0.5 on each of two boards
  }

  @Test
  void aForfeitThatTheBoardsContradictIsRefusedAtThe330Record() throws TrfException {
    List<String> lines = file(PAB_320, "330 -+   2   3   1", "FIDE_TEAM_TYPEA_MP_GP");
    TrfException e = assertThrows(TrfException.class, () -> parse(lines).teamEvent());
    assertEquals(lineOf(lines, "330"), e.line());
    assertEquals(5, e.column());
    assertTrue(e.expected().contains("2.0 to 0.0 for team 3 against team 1"), e.expected());
  }

  @Test
  void aForfeitOfAMatchThatWasPlayedIsRefusedAtThe330Record() throws TrfException {
    List<String> lines = file(PAB_320, "330 +-   1   1   2", "FIDE_TEAM_TYPEA_MP_GP");
    TrfException e = assertThrows(TrfException.class, () -> parse(lines).teamEvent());
    assertEquals(lineOf(lines, "330"), e.line());
    assertEquals(5, e.column());
    assertTrue(e.expected().contains("no board was played"), e.expected());
  }

  @Test
  void a330NamingATeamNotInTheFileIsRefusedAtTheTeam() throws TrfException {
    List<String> lines = file(PAB_320, "330 +-   2   3   7", "FIDE_TEAM_TYPEA_MP_GP");
    TrfException e = assertThrows(TrfException.class, () -> parse(lines).teamEvent());
    assertEquals(lineOf(lines, "330"), e.line());
    assertEquals(16, e.column());
  }

  @Test
  void aBakuCodeWithGamePointsPrimaryIsRefusedAtThe192Record() throws TrfException {
    List<String> lines = file(PAB_320, FORFEIT_330, "FIDE_TEAM_TYPEA_GP_MP_BAKU");
    TrfException e = assertThrows(TrfException.class, () -> parse(lines).teamEvent());
    assertEquals(lineOf(lines, "192"), e.line());
    assertEquals(5, e.column());
    assertTrue(e.expected().contains("C.04.7 1.4.4"), e.expected());
  }

  @Test
  void aTeamMeetingTwoTeamsInARoundIsRefusedAtTheSecondBoard() throws TrfException {
    // round 1: player 2 (Alpha board 2) meets player 5 of Gamma while board 1 meets Beta
    List<String> lines = file("320  1.0  1.0   0   2   1", "", "FIDE_TEAM_TYPEA_MP_GP");
    lines.set(
        lineOf(lines, "001    2") - 1,
        player(2, "A, Two", "0.5", Trf.b(5, 'b', '='), Trf.b(0, '-', '-'), Z));
    lines.set(lineOf(lines, "001    4") - 1, player(4, "B, Two", "0.5", Z, Z, Trf.b(6, 'w', '=')));
    lines.set(
        lineOf(lines, "001    5") - 1,
        player(5, "C, One", "1.5", Trf.b(2, 'w', '='), Trf.b(0, 'w', '+'), Trf.b(3, 'w', '0')));
    TrfException e = assertThrows(TrfException.class, () -> parse(lines).teamEvent());
    assertEquals(lineOf(lines, "001    2"), e.line());
    assertEquals(PlayerLine.blockColumn(1), e.column());
    assertEquals("player 5 of team 3", e.found());
  }

  @Test
  void playersOfOneTeamMeetingIsRefusedAtTheirRound() throws TrfException {
    List<String> lines = file(PAB_320, FORFEIT_330, "FIDE_TEAM_TYPEA_MP_GP");
    lines.set(lineOf(lines, "310   2") - 1, team(2, "Beta", 3, 4, 2));
    lines.set(lineOf(lines, "310   1") - 1, team(1, "Alpha", 1));
    TrfException e = assertThrows(TrfException.class, () -> parse(lines).teamEvent());
    assertEquals(lineOf(lines, "001    4"), e.line());
    assertEquals(PlayerLine.blockColumn(1), e.column());
    assertEquals("player 2 of the same team", e.found());
  }

  @Test
  void aTeamWithoutPlayersIsRefusedAtItsRecord() throws TrfException {
    List<String> lines = file(PAB_320, FORFEIT_330, "FIDE_TEAM_TYPEA_MP_GP");
    lines.add(team(4, "Delta"));
    TrfException e = assertThrows(TrfException.class, () -> parse(lines).teamEvent());
    assertEquals(lines.size(), e.line());
    assertEquals(74, e.column());
  }

  @Test
  void theTeamFileRoundTripsByteForByte() throws TrfException {
    String text = Trf.lines("\r\n", file(PAB_320, FORFEIT_330, "FIDE_TEAM_TYPEA_MP_GP"));
    TrfDocument doc = TrfReader.parse(text, "teams.trf");
    assertEquals(text, TrfWriter.write(doc));
  }

  static String lineUp(int round, int team, int opponent, int... players) {
    StringBuilder sb =
        new StringBuilder(String.format(Locale.ROOT, "300 %3d %3d %3d", round, team, opponent));
    for (int p : players) {
      sb.append(String.format(Locale.ROOT, " %04d", p));
    }
    return sb.toString();
  }

  /**
   * A 300 record that gives the line-up the games give (Alpha in round 1: player 1 on board 1, 2 on
   * board 2, against Beta; Gamma in round 3 with an empty third board written 0000) is read.
   */
  @Test
  void aLineUpIn310OrderIsRead() throws TrfException {
    List<String> lines = file(PAB_320, FORFEIT_330, "FIDE_TEAM_TYPEA_MP_GP");
    lines.add(lineUp(1, 1, 2, 1, 2));
    lines.add(lineUp(3, 3, 2, 5, 6, 0));
    TeamEvent event = parse(lines).teamEvent().orElseThrow();
    assertEquals(List.of(1, 2), event.rounds(3).of(1).get(0).lineUp());
  }

  /**
   * A 300 record the engine cannot follow is refused where it differs, never ignored: Alpha with
   * player 2 on board 1 (the games, in 310 order, give player 1: board 1's colour is the team's,
   * C.04.6 1.6.1); an opponent other than the one the games give; a round not played yet; a second
   * line-up of one team in one round; a player of another team.
   */
  @Test
  void aLineUpOutOf310OrderOrThatTheGamesContradictIsRefusedWhereItDiffers() {
    List<String> base = file(PAB_320, FORFEIT_330, "FIDE_TEAM_TYPEA_MP_GP");
    Object[][] cases = {
      {
        lineUp(1, 1, 2, 2, 1), 17, "player 1 on board 1: team-2026 and the standings take the board"
      },
      {lineUp(1, 1, 3, 1, 2), 13, "team 1's opponent in round 1 as the games give it (team 2)"},
      {lineUp(4, 1, 2, 1, 2), 5, "a completed round, 1 to 3"},
      {lineUp(1, 1, 2, 1, 5), 22, "a member of team 1 (record 310) or 0000"},
    };
    for (Object[] c : cases) {
      List<String> lines = new ArrayList<>(base);
      lines.add((String) c[0]);
      TrfException e = assertThrows(TrfException.class, () -> parse(lines).teamEvent());
      assertEquals(lines.size(), e.line(), (String) c[0]);
      assertEquals((int) c[1], e.column(), (String) c[0]);
      assertTrue(e.expected().startsWith((String) c[2]), e.expected());
    }
    List<String> twice = new ArrayList<>(base);
    twice.add(lineUp(1, 1, 2, 1, 2));
    twice.add(lineUp(1, 1, 2, 1, 2));
    TrfException e = assertThrows(TrfException.class, () -> parse(twice).teamEvent());
    assertEquals(twice.size(), e.line());
    assertEquals(9, e.column());
  }

  /**
   * TRF-2026's 250 record of a team event gives fictitious points to teams, numbered in the columns
   * players' numbers have: read as players' points it would be wrong, so it is refused at the
   * record, saying what team-2026 reads instead (a _BAKU code of 192, C.04.7).
   */
  @Test
  void a250RecordOfATeamEventIsRefusedAtTheRecord() {
    List<String> lines = file(PAB_320, FORFEIT_330, "FIDE_TEAM_TYPEA_MP_GP");
    lines.add(6, "250  0.0  1.0 001 001 0001 0002");
    TrfException e = assertThrows(TrfException.class, () -> parse(lines));
    assertEquals(7, e.line());
    assertEquals(1, e.column());
    assertTrue(
        e.expected().startsWith("no 250 (or XXA) record in a team event: team-2026 reads no"),
        e.expected());
  }
}
