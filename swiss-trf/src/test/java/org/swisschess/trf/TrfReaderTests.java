package org.swisschess.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.swisschess.trf.Trf.b;
import static org.swisschess.trf.Trf.player;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.swisschess.api.Acceleration;
import org.swisschess.api.Attendance;
import org.swisschess.api.Colour;
import org.swisschess.api.ForbiddenPair;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.Player;
import org.swisschess.api.Points;
import org.swisschess.api.RequestedBye;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Tournament;

class TrfReaderTests {

  static TrfDocument parse(String... lines) throws TrfException {
    return TrfReader.parse(Trf.lines(lines), "t.trf");
  }

  static Points p(String s) {
    return Points.parse(s);
  }

  @Test
  void sampleReadsEveryField() throws TrfException {
    TrfDocument doc = TrfReader.parse(Trf.sample(), "sample.trf");
    Tournament t = doc.tournament();
    assertEquals("sample.trf", doc.source());
    assertEquals("Sample Open", t.name());
    assertEquals(6, t.players().size());
    assertEquals(2, t.completedRounds(), "the pre-set third column is not a completed round");
    assertEquals(5, t.plannedRounds());
    assertEquals(Colour.WHITE, t.initialColour());
    assertEquals(ScoringSystem.STANDARD, t.scoring());
    assertEquals(List.of(ForbiddenPair.always(1, 4)), t.forbiddenPairs());
    assertEquals(Optional.of("FIDE_DUTCH_2025"), doc.tournamentType());

    Player anna = t.player(1);
    assertEquals("Alpha, Anna", anna.name());
    assertEquals(2500, anna.rating());
    assertEquals(1, anna.rank());
    assertEquals(
        List.of(
            new RoundEntry(4, Colour.WHITE, ResultKind.WIN),
            new RoundEntry(6, Colour.BLACK, ResultKind.FORFEIT_WIN)),
        anna.rounds());
    assertEquals(0, t.player(6).rating());
    assertEquals(RoundEntry.bye(ResultKind.PAIRING_ALLOCATED_BYE), t.player(4).round(2));
    assertEquals(RoundEntry.bye(ResultKind.HALF_POINT_BYE), t.player(5).round(2));

    // the round being paired: the pre-set entries of its column, and XXZ as a zero-point bye
    assertEquals(
        Map.of(
            3,
            RoundEntry.bye(ResultKind.ZERO_POINT_BYE),
            5,
            RoundEntry.bye(ResultKind.HALF_POINT_BYE),
            6,
            RoundEntry.bye(ResultKind.ZERO_POINT_BYE)),
        doc.presetEntries());
    assertEquals(
        new Attendance(
            List.of(
                new RequestedBye(3, 3, ResultKind.ZERO_POINT_BYE),
                new RequestedBye(5, 3, ResultKind.HALF_POINT_BYE),
                new RequestedBye(6, 3, ResultKind.ZERO_POINT_BYE)),
            List.of(),
            List.of()),
        t.attendance(),
        "the facts are the tournament's, not the document's");
    assertEquals(Set.of(3, 5, 6), PairingRequest.of(t).absent());
  }

  @ParameterizedTest
  @ValueSource(strings = {"\r", "\n", "\r\n"})
  void everyLineEndingReadsTheSame(String ending) throws TrfException {
    TrfDocument lf = TrfReader.parse(Trf.sample(), "lf.trf");
    TrfDocument other = TrfReader.parse(Trf.lines(ending, Trf.SAMPLE), "x.trf");
    assertEquals(lf.tournament(), other.tournament());
    assertEquals(lf.presetEntries(), other.presetEntries());
  }

  @Test
  void aFileWithoutFinalLineEndAndWithABomReads() throws TrfException {
    String text = "\uFEFF" + String.join("\r", Trf.SAMPLE);
    assertEquals(
        TrfReader.parse(Trf.sample(), "a").tournament(), TrfReader.parse(text, "b").tournament());
  }

  @Test
  void commentsAndUnknownRecordsAreNotInterpreted() throws TrfException {
    TrfDocument doc =
        parse(
            "### 001    9 not a player",
            "XXV 2.2",
            "102 Arbiter",
            player(1, "A", 0, "0.0", 0),
            player(2, "B", 0, "0.0", 0));
    assertEquals(2, doc.tournament().players().size());
    assertEquals(0, doc.tournament().completedRounds());
  }

  @Test
  void trf2026RecordsAreAliases() throws TrfException {
    TrfDocument doc =
        parse(
            "142 9",
            "152 B",
            "092 Individual Swiss",
            "192 FIDE_DUTCH_2025",
            player(1, "A", 0, "0.0", 0),
            player(2, "B", 0, "0.0", 0));
    assertEquals(9, doc.tournament().plannedRounds());
    assertEquals(Colour.BLACK, doc.tournament().initialColour());
    assertEquals(Optional.of("FIDE_DUTCH_2025"), doc.tournamentType(), "192 wins over 092");
  }

  @Test
  void xxcBlack1SetsTheInitialColour() throws TrfException {
    TrfDocument doc = parse("XXC black1", player(1, "A", 0, "0.0", 0), player(2, "B", 0, "0.0", 0));
    assertEquals(Colour.BLACK, doc.tournament().initialColour());
  }

  @Test
  void xxcRankIsRefusedNotIgnored() {
    TrfException e =
        assertThrows(
            TrfException.class,
            () ->
                parse("XXC black1 rank", player(1, "A", 0, "0.0", 0), player(2, "B", 0, "0.0", 0)));
    assertEquals(
        "t.trf:1:12: expected an XXC option this tool carries out, white1 or black1 (it does not"
            + " order players by the rank column: remove 'rank' to pair by pairing number), found"
            + " 'rank'",
        e.getMessage());
  }

  @Test
  void withoutRoundRecordThePlannedRoundsAreTheRoundColumns() throws TrfException {
    TrfDocument doc =
        parse(
            player(1, "A", 0, "1.0", 0, b(2, 'w', '1'), b(0, '-', 'H')),
            player(2, "B", 0, "0.0", 0, b(1, 'b', '0')));
    assertEquals(1, doc.tournament().completedRounds());
    assertEquals(
        2, doc.tournament().plannedRounds(), "the pre-set column counts as a round column");
    assertEquals(Map.of(1, RoundEntry.bye(ResultKind.HALF_POINT_BYE)), doc.presetEntries());
  }

  @Test
  void pointsMayAlreadyCountThePresetBye() throws TrfException {
    TrfDocument doc =
        parse(
            player(1, "A", 0, "1.5", 0, b(2, 'w', '1'), b(0, '-', 'H')),
            player(2, "B", 0, "0.0", 0, b(1, 'b', '0')));
    assertEquals(
        Points.ONE, doc.tournament().scoring().points(doc.tournament().player(1).round(1)));
  }

  @Test
  void initialColourIsInferredFromTheTopBoardOfRoundOne() throws TrfException {
    TrfDocument black =
        parse(
            player(1, "A", 0, "1.0", 0, b(2, 'b', '1')),
            player(2, "B", 0, "0.0", 0, b(1, 'w', '0')));
    assertEquals(Colour.BLACK, black.tournament().initialColour());
  }

  @Test
  void initialColourIsThatOfTheHighestRankedPlayerPairedInRoundOne() throws TrfException {
    // player 1 was absent; player 2 had White on board 1, so the initial colour was White
    // (TRF-2026 152), not its opposite though 2 is even: E.5 counts the players paired
    TrfDocument doc =
        parse(
            player(1, "A", 0, "0.0", 0, b(0, '-', 'Z')),
            player(2, "B", 0, "1.0", 0, b(4, 'w', '1')),
            player(3, "C", 0, "1.0", 0, b(5, 'b', '1')),
            player(4, "D", 0, "0.0", 0, b(2, 'b', '0')),
            player(5, "E", 0, "0.0", 0, b(3, 'w', '0')));
    assertEquals(Colour.WHITE, doc.tournament().initialColour());
  }

  @Test
  void initialColourDefaultsToWhiteWhenNothingTells() throws TrfException {
    TrfDocument doc =
        parse(
            player(1, "A", 0, "0.5", 0, b(0, '-', 'H')),
            player(2, "B", 0, "1.0", 0, b(0, '-', 'U')));
    assertEquals(Colour.WHITE, doc.tournament().initialColour());
  }

  @Test
  void xxsCustomScoringThreeOneZeroKeepsThePabAtOnePoint() throws TrfException {
    // JaVaFo: W covers WW BW FW FPB, D covers WD BD HPB; the PAB keeps its default 1.0
    TrfDocument doc =
        parse(
            "XXS W=3 D=1",
            player(1, "A", 0, "3.0", 0, b(3, 'w', '1')),
            player(2, "B", 0, "1.0", 0, b(0, '-', 'U')),
            player(3, "C", 0, "0.0", 0, b(1, 'b', '0')));
    Points three = p("3");
    assertEquals(
        new ScoringSystem(
            three,
            three,
            Points.ONE,
            Points.ONE,
            Points.ZERO,
            Points.ZERO,
            three,
            Points.ZERO,
            Points.ZERO,
            Points.ONE,
            three,
            Points.ONE),
        doc.tournament().scoring());
  }

  @Test
  void xxsCodesForOneValueRefineAShortcut() throws TrfException {
    TrfDocument doc =
        parse(
            "XXS W=3 D=2 WL=1 bl=1",
            "XXS PAB=3 FPB=0 HPB=0 ZPB=0",
            player(1, "A", 0, "0.0", 0),
            player(2, "B", 0, "0.0", 0));
    ScoringSystem s = doc.tournament().scoring();
    assertEquals(p("0"), s.fullPointBye(), "FPB=0 refines W=3");
    assertEquals(p("3"), s.forfeitWin(), "W=3");
    assertEquals(p("0"), s.halfPointBye(), "HPB=0 refines D=2");
    assertEquals(p("3"), s.pairingAllocatedBye());
    assertEquals(p("1"), s.blackLoss(), "codes are case-insensitive");
  }

  @Test
  void aShortcutMayNotOverrideAValueGivenBefore() {
    TrfException e =
        assertThrows(
            TrfException.class,
            () ->
                parse(
                    "XXS FPB=0",
                    "XXS W=3",
                    player(1, "A", 0, "0.0", 0),
                    player(2, "B", 0, "0.0", 0)));
    assertEquals(
        "t.trf:2:5: expected the points of a full-point bye given once: line 1 gives 0.0"
            + " ('FPB=0'); a code for one value may refine a shortcut, nothing else may change it,"
            + " found 'W=3'",
        e.getMessage());
  }

  @Test
  void xxsColourDependentPointsScoreThePointsColumn() throws TrfException {
    TrfDocument doc =
        parse(
            "XXS WW=1.0 BW=1.5 WD=0.4 BD=0.6",
            player(1, "A", 0, "1.6", 0, b(2, 'w', '1'), b(3, 'b', '=')),
            player(2, "B", 0, "0.6", 0, b(1, 'b', '0'), b(4, 'b', '=')),
            player(3, "C", 0, "0.4", 0, b(4, 'b', '0'), b(1, 'w', '=')),
            player(4, "D", 0, "1.4", 0, b(3, 'w', '1'), b(2, 'w', '=')));
    assertEquals(p("1.5"), doc.tournament().scoring().blackWin());
    assertEquals(p("0.4"), doc.tournament().scoring().whiteDraw());
  }

  @Test
  void bbpPointRecordsMakeThePabWorthAWinUnlessBbuIsGiven() throws TrfException {
    TrfDocument followsWin =
        parse("BBW  3.0", "BBD  1.0", player(1, "A", 0, "0.0", 0), player(2, "B", 0, "0.0", 0));
    assertEquals(p("3"), followsWin.tournament().scoring().pairingAllocatedBye());
    assertEquals(p("1"), followsWin.tournament().scoring().halfPointBye());
    TrfDocument own =
        parse(
            "BBU  1.5",
            "BBW  3.0",
            "BBL  0.5",
            "BBZ  0.2",
            "BBF  0.1",
            player(1, "A", 0, "0.0", 0),
            player(2, "B", 0, "0.0", 0));
    ScoringSystem s = own.tournament().scoring();
    assertEquals(p("1.5"), s.pairingAllocatedBye(), "BBU holds even before BBW");
    assertEquals(p("0.5"), s.whiteLoss());
    assertEquals(p("0.2"), s.zeroPointBye());
    assertEquals(p("0.1"), s.forfeitLoss());
  }

  @Test
  void trf2026ScoringRecord162() throws TrfException {
    TrfDocument doc =
        parse(
            "162  W 3.0    D 1.0    L 0.5    A 0.2    P11.5    X 1.0",
            player(1, "A", 0, "0.0", 0),
            player(2, "B", 0, "0.0", 0));
    ScoringSystem s = doc.tournament().scoring();
    assertEquals(p("3"), s.whiteWin());
    assertEquals(p("3"), s.forfeitWin());
    assertEquals(p("3"), s.fullPointBye());
    assertEquals(p("1"), s.blackDraw());
    assertEquals(p("1"), s.halfPointBye());
    assertEquals(p("0.5"), s.blackLoss());
    assertEquals(p("0.2"), s.zeroPointBye());
    assertEquals(p("0.2"), s.forfeitLoss());
    assertEquals(p("11.5"), s.pairingAllocatedBye(), "P glued to its four-column value");
  }

  @Test
  void accelerationsFromXxaAnd250() throws TrfException {
    TrfDocument doc =
        parse(
            "XXA    2  1.0       0.5",
            "250       1.0 002 003 0003 0004",
            player(1, "A", 0, "0.0", 0),
            player(2, "B", 0, "0.0", 0),
            player(3, "C", 0, "0.0", 0),
            player(4, "D", 0, "0.0", 0));
    assertEquals(
        List.of(
            new Acceleration(2, List.of(Points.ONE, Points.ZERO, Points.HALF)),
            new Acceleration(3, List.of(Points.ZERO, Points.ONE, Points.ONE)),
            new Acceleration(4, List.of(Points.ZERO, Points.ONE, Points.ONE))),
        doc.tournament().accelerations());
    assertEquals(Points.ONE, doc.tournament().acceleration(3, 2));
    assertEquals(Points.ZERO, doc.tournament().acceleration(3, 4));
  }

  @Test
  void allIdsOfOneXxpLineAreMutuallyForbidden() throws TrfException {
    TrfDocument doc =
        parse(
            "XXP 3 1 2",
            "XXP 4 1",
            player(1, "A", 0, "0.0", 0),
            player(2, "B", 0, "0.0", 0),
            player(3, "C", 0, "0.0", 0),
            player(4, "D", 0, "0.0", 0));
    Tournament t = doc.tournament();
    assertEquals(
        List.of(
            ForbiddenPair.always(1, 3),
            ForbiddenPair.always(2, 3),
            ForbiddenPair.always(1, 2),
            ForbiddenPair.always(1, 4)),
        t.forbiddenPairs());
    assertTrue(t.isForbidden(2, 3, 7));
    assertFalse(t.isForbidden(2, 4, 1));
  }

  @Test
  void record260ForbidsOnlyInItsRoundRange() throws TrfException {
    TrfDocument doc =
        parse(
            "260 002 003    1    2    3",
            player(1, "A", 0, "0.0", 0),
            player(2, "B", 0, "0.0", 0),
            player(3, "C", 0, "0.0", 0));
    Tournament t = doc.tournament();
    assertEquals(new ForbiddenPair(1, 2, 2, 3), t.forbiddenPairs().get(0));
    assertEquals(3, t.forbiddenPairs().size());
    assertFalse(t.isForbidden(1, 3, 1));
    assertTrue(t.isForbidden(3, 1, 2));
    assertTrue(t.isForbidden(2, 3, 3));
    assertFalse(t.isForbidden(2, 3, 4));
  }

  @Test
  void record240ByesOfTheNextRoundArePresetEntries() throws TrfException {
    TrfDocument doc =
        parse(
            "240 H 002    1    3",
            "240 F 003    2",
            player(1, "A", 0, "1.0", 0, b(2, 'w', '1')),
            player(2, "B", 0, "0.0", 0, b(1, 'b', '0')),
            player(3, "C", 0, "1.0", 0, b(0, '-', 'U')));
    assertEquals(
        Map.of(
            1,
            RoundEntry.bye(ResultKind.HALF_POINT_BYE),
            3,
            RoundEntry.bye(ResultKind.HALF_POINT_BYE)),
        doc.presetEntries(),
        "the round 3 bye is not for the next round");
    assertEquals(Set.of(1, 3), doc.presetEntries().keySet());
  }

  @Test
  void trf2026RecordsInTheLayoutOfTheirExamples() throws TrfException {
    // zero-padded rounds and ids, match points written as 00.0, as in the TRF-2026 examples
    TrfDocument doc =
        parse(
            "### MMMM GGGG RRF RRL PPPF PPPL",
            "162  W 2.0    D 1.0",
            "250 00.0 02.0 001 002 0001 0002",
            "### RR1 RRL PPP1 PPP2",
            "260 001 002  003  004",
            "### T RRR  111  222",
            "240 H 001  003  004",
            player(1, "A", 0, "0.0", 0),
            player(2, "B", 0, "0.0", 0),
            player(3, "C", 0, "0.0", 0),
            player(4, "D", 0, "0.0", 0));
    Tournament t = doc.tournament();
    assertEquals(Points.parse("2"), t.acceleration(2, 2));
    assertEquals(Points.ZERO, t.acceleration(3, 1));
    assertEquals(List.of(new ForbiddenPair(3, 4, 1, 2)), t.forbiddenPairs());
    assertEquals(Set.of(3, 4), doc.presetEntries().keySet());
  }

  @Test
  void unratedResultsForfeitsAndAbsencesAreRead() throws TrfException {
    TrfDocument doc =
        parse(
            player(1, "A", 0, "1.0", 0, b(2, 'w', 'W'), b(3, 'b', '-')),
            player(2, "B", 0, "1.5", 0, b(1, 'b', 'L'), b(0, '-', 'F'), b(3, 'w', 'd')),
            player(3, "C", 0, "1.5", 0, "        ", b(1, 'w', '+'), b(2, 'b', 'D')));
    Tournament t = doc.tournament();
    assertEquals(3, t.completedRounds());
    assertEquals(RoundEntry.ABSENT, t.player(3).round(1), "a blank block is an absence");
    assertEquals(
        new RoundEntry(3, Colour.WHITE, ResultKind.UNRATED_DRAW),
        t.player(2).round(3),
        "result letters are case-insensitive");
  }

  @Test
  void anAdjournedGameIsReadAsPlayedWithoutPoints() throws TrfException {
    // '*' (this project's extension, as in PGN): played, so it has colours and counts as met, and
    // the points column counts nothing for it until its result is entered.
    TrfDocument doc =
        parse(
            player(1, "A", 0, "1.0", 0, b(2, 'w', '*'), b(3, 'b', '1')),
            player(2, "B", 0, "0.0", 0, b(1, 'b', '*'), b(0, '-', 'Z')),
            player(3, "C", 0, "0.0", 0, b(0, '-', 'Z'), b(1, 'w', '0')));
    Tournament t = doc.tournament();
    assertEquals(new RoundEntry(2, Colour.WHITE, ResultKind.ADJOURNED), t.player(1).round(1));
    assertEquals(new RoundEntry(1, Colour.BLACK, ResultKind.ADJOURNED), t.player(2).round(1));
    assertTrue(t.hasAdjournedGames());
  }

  @Test
  void readsAFileAndNamesItInErrors(@TempDir Path dir) throws Exception {
    Path f = dir.resolve("ok.trf");
    Files.writeString(f, Trf.sample());
    assertEquals(6, TrfReader.read(f).tournament().players().size());
    assertEquals(f.toString(), TrfReader.read(f).source());
  }
}
