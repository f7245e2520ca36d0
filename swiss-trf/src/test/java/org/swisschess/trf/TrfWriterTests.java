package org.swisschess.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.swisschess.trf.Trf.b;
import static org.swisschess.trf.Trf.player;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Acceleration;
import org.swisschess.api.Attendance;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.Explanation;
import org.swisschess.api.ForbiddenPair;
import org.swisschess.api.LateEntry;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.Player;
import org.swisschess.api.Points;
import org.swisschess.api.RequestedBye;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Tournament;
import org.swisschess.api.Withdrawal;

class TrfWriterTests {

  static TrfDocument sample() throws TrfException {
    return TrfReader.parse(Trf.sample(), "sample.trf");
  }

  static TrfDocument reread(String text) throws TrfException {
    return TrfReader.parse(text, "written.trf");
  }

  static List<String> lines(String text) {
    return List.of(text.split("\r\n|\r|\n", -1));
  }

  @Test
  void unchangedDocumentIsWrittenByteForByte() throws TrfException {
    assertEquals(Trf.sample(), TrfWriter.write(sample()));
    String cr = Trf.lines("\r", Trf.SAMPLE);
    assertEquals(cr, TrfWriter.write(TrfReader.parse(cr, "cr.trf")), "line ends are kept");
    String noFinalEnd = String.join("\r\n", Trf.SAMPLE);
    assertEquals(noFinalEnd, TrfWriter.write(TrfReader.parse(noFinalEnd, "crlf.trf")));
  }

  @Test
  void changedScoringRewritesTheScoringRecordsAndThePointsColumn() throws TrfException {
    TrfDocument doc = sample();
    Tournament t = doc.tournament();
    ScoringSystem football = ScoringSystem.of(Points.parse("3"), Points.ONE, Points.ZERO);
    Tournament changed =
        new Tournament(
            t.name(),
            t.players(),
            t.completedRounds(),
            t.plannedRounds(),
            t.initialColour(),
            football,
            t.forbiddenPairs(),
            t.accelerations(),
            t.attendance());
    String text = TrfWriter.write(doc.withTournament(changed));
    List<String> lines = lines(text);
    assertTrue(text.contains("\nXXZ 6\n"), "the attendance as it was read: " + text);
    assertTrue(
        lines.contains(
            "XXS WW=3.0 BW=3.0 WD=1.0 BD=1.0 WL=0.0 BL=0.0 ZPB=0.0 HPB=1.0 FPB=3.0 PAB=3.0 FW=3.0"
                + " FL=0.0"),
        text);
    // player 1: a win and a forfeit win, 3 + 3
    String anna = lines.get(3);
    assertEquals(" 6.0", anna.substring(80, 84));
    assertEquals("   1", anna.substring(85, 89), "rank column kept");
    TrfDocument again = reread(text);
    assertEquals(changed, again.tournament());
    assertEquals(doc.presetEntries(), again.presetEntries());
    assertEquals(doc.presetEntries().keySet(), again.presetEntries().keySet());
  }

  @Test
  void anotherRoundDropsWhatWasSaidAboutTheOldNextRound() throws TrfException {
    TrfDocument doc = sample();
    Tournament sampled = doc.tournament();
    // XXZ says 6 does not play round 3; the arbiter paired 6 after all, and says so first
    Tournament t =
        sampled
            .withAttendance(sampled.attendance().withoutBye(6, 3))
            .withRound(
                Map.of(
                    1, new RoundEntry(2, Colour.BLACK, ResultKind.DRAW),
                    2, new RoundEntry(1, Colour.WHITE, ResultKind.DRAW),
                    3, RoundEntry.bye(ResultKind.ZERO_POINT_BYE),
                    4, new RoundEntry(6, Colour.WHITE, ResultKind.WIN),
                    5, RoundEntry.bye(ResultKind.HALF_POINT_BYE),
                    6, new RoundEntry(4, Colour.BLACK, ResultKind.LOSS)));
    TrfDocument advanced = doc.withTournament(t);
    assertTrue(advanced.presetEntries().isEmpty());
    assertTrue(advanced.presetEntries().keySet().isEmpty());
    String text = TrfWriter.write(advanced);
    assertFalse(text.contains("XXZ"), text);
    // round 3's byes are still facts of the tournament, now told by 240 records
    assertTrue(text.contains("\n240 H 003 0005\n240 Z 003 0003\n"), text);
    assertTrue(text.contains("### a comment the reader keeps"));
    TrfDocument again = reread(text);
    assertEquals(t, again.tournament());
    assertTrue(again.presetEntries().isEmpty());
    assertEquals(" 2.5", lines(text).get(3).substring(80, 84), "1 + 1 + 0.5");
  }

  /** Five players after round 1 (1-2, 3-4; 5 not yet there), 4 rounds planned. */
  private static Tournament withAttendance(Attendance attendance) {
    return new Tournament(
        "",
        List.of(
            Player.of(1, "A", 2000)
                .withRounds(List.of(new RoundEntry(2, Colour.WHITE, ResultKind.WIN))),
            Player.of(2, "B", 1900)
                .withRounds(List.of(new RoundEntry(1, Colour.BLACK, ResultKind.LOSS))),
            Player.of(3, "C", 1800)
                .withRounds(List.of(new RoundEntry(4, Colour.WHITE, ResultKind.DRAW))),
            Player.of(4, "D", 1700)
                .withRounds(List.of(new RoundEntry(3, Colour.BLACK, ResultKind.DRAW))),
            Player.of(5, "E", 1600).withRounds(List.of(RoundEntry.ABSENT))),
        1,
        4,
        Colour.WHITE,
        ScoringSystem.STANDARD,
        List.of(),
        List.of(),
        attendance);
  }

  @Test
  void theAttendanceIsWrittenAsPresetEntriesOfTheNextRoundAndByesOfTheOthers() throws TrfException {
    Attendance facts =
        Attendance.NONE
            .withBye(new RequestedBye(1, 2, ResultKind.HALF_POINT_BYE))
            .withBye(new RequestedBye(2, 4, ResultKind.FULL_POINT_BYE))
            .withWithdrawal(new Withdrawal(4, 3))
            .withLateEntry(LateEntry.of(5, 3));
    Tournament t = withAttendance(facts);
    String text = TrfWriter.write(TrfDocument.of(t));
    List<String> lines = lines(text);
    assertTrue(lines.get(0).endsWith("  0000 - H"), text);
    assertTrue(lines.get(4).endsWith("  0000 - Z"), "the late entry misses round 2: " + text);
    assertEquals(
        List.of("XXR 4", "240 Z 003 0004", "240 F 004 0002", "240 Z 004 0004"),
        lines.subList(5, lines.size() - 1),
        text);
    TrfDocument again = reread(text);
    // TRF has no withdrawal or late entry record: they read back as the byes they mean, which pair
    // the same in every round to come
    for (int round = 2; round <= 4; round++) {
      assertEquals(
          facts.notPaired(round),
          again.tournament().attendance().notPaired(round),
          "round " + round);
    }
    assertEquals(Set.of(1, 5), PairingRequest.of(again.tournament()).absent());
    // what is read is written back as it was
    assertEquals(text, TrfWriter.write(again));
  }

  @Test
  void anAttendanceChangedAfterReadingIsWrittenAfresh() throws TrfException {
    TrfDocument doc = sample();
    Tournament t = doc.tournament();
    Tournament changed =
        t.withAttendance(t.attendance().withBye(new RequestedBye(1, 4, ResultKind.HALF_POINT_BYE)));
    String text = TrfWriter.write(doc.withTournament(changed));
    assertFalse(text.contains("XXZ"), "player 6's XXZ is now a pre-set entry: " + text);
    assertTrue(lines(text).get(8).endsWith("  0000 - Z"), text);
    assertTrue(text.contains("\n240 H 004 0001\n"), text);
    assertEquals(changed, reread(text).tournament());
  }

  @Test
  void tournamentBuiltInMemoryReadsBackEqual() throws TrfException {
    List<Player> players = new ArrayList<>();
    players.add(
        new Player(
            1,
            "Zed, Anna",
            "w",
            "WGM",
            2345,
            "ITA",
            "1234567",
            "1990/01/31",
            2,
            List.of(new RoundEntry(2, Colour.BLACK, ResultKind.WIN))));
    players.add(
        new Player(
            2,
            "Young, Bo",
            "m",
            "",
            2200,
            "",
            "",
            "",
            0,
            List.of(new RoundEntry(1, Colour.WHITE, ResultKind.LOSS))));
    players.add(
        new Player(
            3,
            "Xu, Cy",
            "",
            "",
            0,
            "",
            "",
            "",
            1,
            List.of(RoundEntry.bye(ResultKind.PAIRING_ALLOCATED_BYE))));
    ScoringSystem scoring =
        new ScoringSystem(
            Points.parse("3"),
            Points.parse("3.5"),
            Points.ONE,
            Points.ONE,
            Points.ZERO,
            Points.ZERO,
            Points.parse("3"),
            Points.ZERO,
            Points.ZERO,
            Points.ONE,
            Points.parse("3"),
            Points.parse("1.5"));
    Tournament t =
        new Tournament(
            "Memory Cup",
            players,
            1,
            7,
            Colour.WHITE,
            scoring,
            List.of(ForbiddenPair.always(1, 3), new ForbiddenPair(2, 3, 2, 4)),
            List.of(
                new Acceleration(1, List.of(Points.ONE, Points.HALF)),
                new Acceleration(3, List.of(Points.ZERO, Points.ONE))),
            Attendance.NONE);
    String text = TrfWriter.write(TrfDocument.of(t));
    TrfDocument again = reread(text);
    assertEquals(t, again.tournament(), text);
    List<String> lines = lines(text);
    assertEquals("012 Memory Cup", lines.get(0));
    assertEquals(" 3.5", lines.get(1).substring(80, 84), "a win with Black is worth 3.5 here");
    assertTrue(
        lines.contains("XXC white1"),
        "player 1 had Black in round 1, so white1 must be said: " + text);
    assertTrue(lines.contains("XXR 7"));
    assertTrue(lines.contains("XXP 1 3"));
    assertTrue(lines.contains("260 002 004    2    3"));
    assertTrue(lines.contains("XXA    1  1.0  0.5"));
  }

  @Test
  void anAdjournedGameIsWrittenAsAStarAndReadsBackEqual() throws TrfException {
    Tournament t =
        Tournament.start(5, List.of(Player.of(1, "A", 0), Player.of(2, "B", 0)))
            .withRound(
                Map.of(
                    1,
                    new RoundEntry(2, Colour.WHITE, ResultKind.ADJOURNED),
                    2,
                    new RoundEntry(1, Colour.BLACK, ResultKind.ADJOURNED)));
    String text = TrfWriter.write(TrfDocument.of(t));
    assertEquals("   2 w *", lines(text).get(0).substring(91, 99), text);
    assertEquals(t, reread(text).tournament(), text);
  }

  @Test
  void standardSettingsAddNoRecords() throws TrfException {
    Tournament t = Tournament.start(0, List.of(Player.of(1, "A", 0), Player.of(2, "B", 0)));
    String text = TrfWriter.write(TrfDocument.of(t));
    assertEquals(Trf.lines(player(1, "A", 0, "0.0", 0), player(2, "B", 0, "0.0", 0)), text);
    assertEquals(t, reread(text).tournament());
  }

  @Test
  void valuesThatDoNotFitTheirColumnsAreRefused() {
    Tournament t =
        Tournament.start(
            1, List.of(Player.of(1, "A name far too long for thirty-three columns", 0)));
    assertThrows(IllegalArgumentException.class, () -> TrfWriter.write(TrfDocument.of(t)));
  }

  @Test
  void moreRoundsThanTheReaderTakesAreRefused() throws TrfException {
    // the reader takes XXR/142 up to 999: writing 1000 would make a file it refuses
    Tournament most = Tournament.start(999, List.of(Player.of(1, "A", 0), Player.of(2, "B", 0)));
    assertEquals(999, reread(TrfWriter.write(TrfDocument.of(most))).tournament().plannedRounds());
    Tournament tooMany =
        Tournament.start(1000, List.of(Player.of(1, "A", 0), Player.of(2, "B", 0)));
    assertThrows(IllegalArgumentException.class, () -> TrfWriter.write(TrfDocument.of(tooMany)));
  }

  @Test
  void whatWouldReadBackDifferentlyIsRefused() {
    Tournament gap = Tournament.start(3, List.of(Player.of(1, "A", 0), Player.of(3, "C", 0)));
    assertThrows(IllegalArgumentException.class, () -> TrfWriter.write(TrfDocument.of(gap)));
    Tournament missing =
        new Tournament(
            "",
            List.of(Player.of(1, "A", 0), Player.of(2, "B", 0)),
            0,
            3,
            Colour.WHITE,
            ScoringSystem.STANDARD,
            List.of(ForbiddenPair.always(1, 5)),
            List.of(),
            Attendance.NONE);
    assertThrows(IllegalArgumentException.class, () -> TrfWriter.write(TrfDocument.of(missing)));
    Tournament openEnded =
        new Tournament(
            "",
            List.of(Player.of(1, "A", 0), Player.of(2, "B", 0)),
            0,
            3,
            Colour.WHITE,
            ScoringSystem.STANDARD,
            List.of(new ForbiddenPair(1, 2, 2, Integer.MAX_VALUE)),
            List.of(),
            Attendance.NONE);
    assertThrows(IllegalArgumentException.class, () -> TrfWriter.write(TrfDocument.of(openEnded)));
    Tournament nobodyPaired =
        Tournament.start(3, List.of(Player.of(1, "A", 0), Player.of(2, "B", 0)))
            .withRound(Map.of(1, RoundEntry.bye(ResultKind.HALF_POINT_BYE)));
    assertThrows(
        IllegalArgumentException.class, () -> TrfWriter.write(TrfDocument.of(nobodyPaired)));
  }

  @Test
  void pairingIsWrittenAsTheNextRoundColumn() throws TrfException {
    TrfDocument doc = sample();
    Pairing pairing =
        new Pairing(3, List.of(new Board(2, 1)), OptionalInt.of(4), Explanation.EMPTY);
    String text = TrfWriter.writeWithPairing(doc, pairing);
    List<String> expected = new ArrayList<>(Trf.SAMPLE);
    expected.set(
        3,
        // the game just paired is written at full width, its result column blank (formats.md)
        player(1, "Alpha, Anna", 2500, "2.0", 1, b(4, 'w', '1'), b(6, 'b', '+'), "   2 b") + "  ");
    expected.set(
        4,
        player(2, "Bravo, Bert", 2400, "1.5", 2, b(5, 'b', '='), b(3, 'w', '1'), "   1 w") + "  ");
    expected.set(
        6,
        player(4, "Delta, Dora", 2200, "1.0", 4, b(1, 'b', '0'), b(0, '-', 'U'), b(0, '-', 'U')));
    expected.set(
        8, player(6, "Foxtrot, Fay", 0, "1.0", 3, b(3, 'b', '1'), b(1, 'w', '-'), b(0, '-', 'Z')));
    expected.remove("XXZ 6");
    assertEquals(Trf.lines("\n", expected), text);

    // the arbiter enters the results and the new points
    List<String> results = new ArrayList<>(expected);
    results.set(
        3,
        player(1, "Alpha, Anna", 2500, "2.0", 1, b(4, 'w', '1'), b(6, 'b', '+'), b(2, 'b', '0')));
    results.set(
        4,
        player(2, "Bravo, Bert", 2400, "2.5", 2, b(5, 'b', '='), b(3, 'w', '1'), b(1, 'w', '1')));
    results.set(
        6,
        player(4, "Delta, Dora", 2200, "2.0", 4, b(1, 'b', '0'), b(0, '-', 'U'), b(0, '-', 'U')));
    results.set(
        7, player(5, "Echo, Emil", 2100, "1.5", 5, b(2, 'w', '='), b(0, '-', 'H'), b(0, '-', 'H')));
    String played = Trf.lines("\n", results);
    // player 4 had the PAB in round 2 already: read only as an arbiter's decision (C.04.1 Art. 4)
    assertThrows(TrfException.class, () -> reread(played));
    TrfDocument after =
        TrfReader.parse(played, "written.trf", EnumSet.of(ArbiterDecision.REPEATED_PAB));
    assertEquals(3, after.tournament().completedRounds());
    assertEquals(
        new RoundEntry(1, Colour.WHITE, ResultKind.WIN), after.tournament().player(2).round(3));
    assertEquals(RoundEntry.bye(ResultKind.HALF_POINT_BYE), after.tournament().player(5).round(3));
    assertEquals(Set.of(), after.presetEntries().keySet());
  }

  @Test
  void pairingOfAnotherRoundOrOfAnAbsentPlayerIsRefused() throws TrfException {
    TrfDocument doc = sample();
    Pairing round4 =
        new Pairing(4, List.of(new Board(2, 1)), OptionalInt.empty(), Explanation.EMPTY);
    assertThrows(IllegalArgumentException.class, () -> TrfWriter.writeWithPairing(doc, round4));
    Pairing absent =
        new Pairing(3, List.of(new Board(2, 6)), OptionalInt.empty(), Explanation.EMPTY);
    assertThrows(IllegalArgumentException.class, () -> TrfWriter.writeWithPairing(doc, absent));
  }

  @Test
  void renamedAndNewPlayersAreWrittenFromTheModel() throws TrfException {
    TrfDocument doc = sample();
    Tournament t = doc.tournament();
    List<Player> players = new ArrayList<>(t.players());
    Player six = players.get(5);
    players.set(
        5, new Player(6, "Foxtrot, Fay Renamed", "w", "", 1500, "", "", "", 3, six.rounds()));
    players.add(
        new Player(
            7,
            "Golf, Gil",
            "",
            "",
            1400,
            "",
            "",
            "",
            0,
            List.of(RoundEntry.ABSENT, RoundEntry.bye(ResultKind.ZERO_POINT_BYE))));
    Tournament changed = t.withPlayers(players);
    String text = TrfWriter.write(doc.withTournament(changed));
    TrfDocument again = reread(text);
    assertEquals(changed, again.tournament());
    List<String> lines = lines(text);
    assertTrue(
        lines.get(9).startsWith("001    7      Golf, Gil"),
        "a new player follows the last player line: " + text);
    assertEquals("", lines.get(10));
  }
}
