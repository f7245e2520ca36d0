package org.swisschess.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Acceleration;
import org.swisschess.api.Colour;
import org.swisschess.api.ForbiddenPair;
import org.swisschess.api.Player;
import org.swisschess.api.Points;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Tournament;

/**
 * TRF-2026 written in full: each record at the columns trf-2026.md gives it (checked here column by
 * column, not through our reader), and the file read back gives the tournament written.
 */
class Trf2026WriterTests {

  private static final Trf2026Header HEADER =
      new Trf2026Header(
          "Oslo",
          "NOR",
          LocalDate.of(2026, 3, 1),
          "Arbiter, Anna",
          "90 min + 30 s",
          "",
          "FIDE_DUTCH_2025",
          Optional.of("BH/C1,BH,SB"));

  /** Five players, three rounds planned, two played: a PAB, an H, an absence, a forfeit. */
  private static Tournament tournament() {
    List<Player> players = new ArrayList<>();
    for (int i = 1; i <= 5; i++) {
      players.add(Player.of(i, "Player " + i, i == 5 ? 0 : 2100 - 50 * i));
    }
    Tournament t =
        new Tournament(
            "Spring Open",
            players,
            0,
            3,
            Colour.BLACK,
            ScoringSystem.STANDARD,
            List.of(ForbiddenPair.always(1, 4)),
            List.of(
                new Acceleration(1, List.of(Points.ONE, Points.HALF)),
                new Acceleration(2, List.of(Points.ONE, Points.HALF))));
    t =
        t.withRound(
            Map.of(
                1, new RoundEntry(3, Colour.BLACK, ResultKind.WIN),
                3, new RoundEntry(1, Colour.WHITE, ResultKind.LOSS),
                2, new RoundEntry(5, Colour.WHITE, ResultKind.DRAW),
                5, new RoundEntry(2, Colour.BLACK, ResultKind.DRAW),
                4, RoundEntry.bye(ResultKind.PAIRING_ALLOCATED_BYE)));
    return t.withRound(
        Map.of(
            1, new RoundEntry(2, Colour.WHITE, ResultKind.FORFEIT_WIN),
            2, new RoundEntry(1, Colour.BLACK, ResultKind.FORFEIT_LOSS),
            3, RoundEntry.bye(ResultKind.HALF_POINT_BYE),
            4, new RoundEntry(5, Colour.WHITE, ResultKind.WIN),
            5, new RoundEntry(4, Colour.BLACK, ResultKind.LOSS)));
  }

  private static String line(List<String> lines, String code) {
    return lines.stream()
        .filter(l -> l.startsWith(code))
        .findFirst()
        .orElseThrow(() -> new AssertionError(code + " missing: " + lines));
  }

  @Test
  void everyTournamentRecordIsWrittenAtItsColumns() {
    List<String> lines = List.of(TrfWriter.writeTrf2026(tournament(), HEADER).split("\n"));
    assertEquals("012 Spring Open", lines.get(0));
    assertEquals("022 Oslo", line(lines, "022"));
    assertEquals("032 NOR", line(lines, "032"));
    assertEquals("042 2026/03/01", line(lines, "042"));
    assertEquals("052 2026/03/03", line(lines, "052"));
    assertEquals("062 5", line(lines, "062"));
    assertEquals("072 4", line(lines, "072"));
    assertEquals("102 Arbiter, Anna", line(lines, "102"));
    assertEquals("122 90 min + 30 s", line(lines, "122"));
    String dates = line(lines, "132");
    // round r's date at column 92 + 10(r - 1), YY/MM/DD
    assertEquals("26/03/01", dates.substring(91, 99));
    assertEquals("26/03/02", dates.substring(101, 109));
    assertEquals("26/03/03", dates.substring(111, 119));
    assertEquals("142 3", line(lines, "142"));
    assertEquals("152 B", line(lines, "152"));
    // the default points: no 162 (trf-2026.md 2.1, needed only when a value differs)
    assertFalse(lines.stream().anyMatch(l -> l.startsWith("162")), lines.toString());
    assertEquals("192 FIDE_DUTCH_2025", line(lines, "192"));
    assertEquals("202 BH/C1,BH,SB", line(lines, "202"));
    assertFalse(
        lines.stream().anyMatch(l -> l.startsWith("092") || l.startsWith("XX")), lines.toString());
  }

  @Test
  void pairingRecordsFollowThePlayers() {
    List<String> lines = List.of(TrfWriter.writeTrf2026(tournament(), HEADER).split("\n"));
    // 240: type at 5, round at 7-9, ids at 11-14, 16-19, ...
    String bye = line(lines, "240");
    assertEquals("240 H 002    3", bye);
    // 250: points at 10-13, rounds at 15-17 and 19-21, players at 23-26 and 28-31
    List<String> acc = lines.stream().filter(l -> l.startsWith("250")).toList();
    assertEquals(
        List.of("250       1.0 001 001 0001 0002", "250       0.5 002 002 0001 0002"), acc);
    // 260: rounds at 5-7 and 9-11, ids at 13-16 and 18-21
    assertEquals("260 001 003    1    4", line(lines, "260"));
    int lastPlayer = 0;
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).startsWith("001")) {
        lastPlayer = i;
      }
    }
    assertTrue(lines.indexOf(bye) > lastPlayer);
  }

  @Test
  void theFileReadsBackAsTheTournamentWritten() throws TrfException {
    Tournament t = tournament();
    TrfDocument doc = TrfReader.parse(TrfWriter.writeTrf2026(t, HEADER), "w.trf");
    Tournament back = doc.tournament();
    assertEquals(t.players(), back.players());
    assertEquals(3, back.plannedRounds());
    assertEquals(2, back.completedRounds());
    assertEquals(Colour.BLACK, back.initialColour());
    assertEquals(t.scoring(), back.scoring());
    assertEquals(t.forbiddenPairs().size(), back.forbiddenPairs().size());
    assertEquals(t.accelerations(), back.accelerations());
  }

  @Test
  void aLineBreakInTheNameIsRefusedNotWrittenAsARecordOfItsOwn() {
    Tournament t = tournament();
    Tournament broken =
        new Tournament(
            "Spring Open\n001 fake",
            t.players(),
            t.completedRounds(),
            t.plannedRounds(),
            t.initialColour(),
            t.scoring(),
            t.forbiddenPairs(),
            t.accelerations());
    IllegalArgumentException name =
        assertThrows(IllegalArgumentException.class, () -> TrfWriter.writeTrf2026(broken, HEADER));
    assertTrue(String.valueOf(name.getMessage()).contains("one line"), name.getMessage());
  }

  @Test
  void record162HoldsOnlyTheValuesThatDifferFromTheDefaults() throws TrfException {
    Tournament t = tournament();
    Tournament threeOne =
        new Tournament(
            t.name(),
            t.players(),
            t.completedRounds(),
            t.plannedRounds(),
            t.initialColour(),
            ScoringSystem.of(Points.parse("3.0"), Points.ONE, Points.ZERO),
            t.forbiddenPairs(),
            t.accelerations());
    String text = TrfWriter.writeTrf2026(threeOne, HEADER);
    // W and D differ; L and A are 0.0, P is W's points: left out
    assertEquals("162  W 3.0    D 1.0", line(List.of(text.split("\n")), "162"));
    assertEquals(threeOne.scoring(), TrfReader.parse(text, "w.trf").tournament().scoring());
  }

  @Test
  void pointsThat162CannotSayAreRefused() {
    ScoringSystem s = ScoringSystem.STANDARD;
    ScoringSystem hpbWorthAWin =
        new ScoringSystem(
            s.whiteWin(),
            s.blackWin(),
            s.whiteDraw(),
            s.blackDraw(),
            s.whiteLoss(),
            s.blackLoss(),
            s.forfeitWin(),
            s.forfeitLoss(),
            s.zeroPointBye(),
            Points.ONE,
            s.fullPointBye(),
            s.pairingAllocatedBye());
    Tournament t = tournament();
    Tournament other =
        new Tournament(
            t.name(),
            t.players(),
            t.completedRounds(),
            t.plannedRounds(),
            t.initialColour(),
            hpbWorthAWin,
            t.forbiddenPairs(),
            t.accelerations());
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> TrfWriter.writeTrf2026(other, HEADER));
    assertTrue(String.valueOf(e.getMessage()).contains("162"), e.getMessage());
  }
}
