package org.swisschess.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.swisschess.api.AccelerationMethod;
import org.swisschess.api.Colour;
import org.swisschess.api.Player;
import org.swisschess.api.Points;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Tournament;

/**
 * The 51 semantic probes of issue 21 (in {@code src/test/resources/semantic-probes}): each is the
 * baseline tournament with one change. A tournament that cannot have happened is refused where it
 * goes wrong, naming both lines where two conflict; what the rules forbid but an arbiter may decide
 * is read only through an {@link ArbiterDecision}; a lawful change is read, and the tests say what
 * it means.
 */
class SemanticProbeTests {

  private static final String FOLDER = "/semantic-probes/";

  static Path probe(String name) {
    try {
      return Path.of(SemanticProbeTests.class.getResource(FOLDER + name + ".trf").toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  private static TrfDocument read(String name) throws TrfException {
    return TrfReader.read(probe(name));
  }

  private static Tournament baseline() throws TrfException {
    return read("00-baseline").tournament();
  }

  private static Arguments refused(String name, int line, int column, String message) {
    return Arguments.of(name, line, column, message);
  }

  /** Every refused probe: file, line, column and the message after {@code file:line:column: }. */
  static Stream<Arguments> refusals() {
    return Stream.of(
        refused(
            "01-points-plus-half",
            2,
            81,
            "expected points 3.5 for player 1 (the sum of the results under the scoring system), found ' 4.0'"),
        refused(
            "02-result-changed-one-side",
            2,
            99,
            "expected result 1 against player 8 in round 1 (line 9 has 0), found '='"),
        refused(
            "03-result-flipped-both-sides-points-stale",
            2,
            81,
            "expected points 2.5 for player 1 (the sum of the results under the scoring system), found ' 3.5'"),
        refused(
            "05-A-plays-B-but-B-lists-C",
            2,
            92,
            "expected player 8 to list player 1 as opponent in round 1, found line 9 lists opponent 9"),
        refused(
            "06-A-B-and-B-A-but-C-also-lists-B",
            3,
            92,
            "expected player 9 to list player 2 as opponent in round 1, found line 10 lists opponent 8"),
        refused(
            "07-played-game-both-white",
            2,
            97,
            "expected colour b against player 8 in round 1 (line 9 has w), found 'w'"),
        refused(
            "08-double-forfeit-win-plus-plus",
            2,
            99,
            "expected '-' against player 8 in round 1 (line 9 gives player 8 the forfeit win: one game has at most one winner; '-' on both lines if neither came), found '+'"),
        refused(
            "09-forfeit-both-same-colour",
            2,
            97,
            "expected colour b for the unplayed game against player 8 in round 1 (line 9 has w), found 'w'"),
        refused(
            "10-forfeit-plus-vs-unplayed-bye",
            2,
            92,
            "expected player 8 to list player 1 as opponent in round 1, found line 9 lists no opponent"),
        refused(
            "11-two-PABs-same-round",
            9,
            99,
            "expected at most one pairing-allocated bye in round 1 (player 1 has it on line 2), found 'U'"),
        refused(
            "12-same-player-PAB-twice",
            15,
            129,
            "expected no second pairing-allocated bye for player 14 (C.04.1 Art. 4: it had one in round 2; if an arbiter decided it, accept it with --allow repeated-pab, ArbiterDecision.REPEATED_PAB), found 'U'"),
        refused(
            "13-rematch-in-history",
            2,
            112,
            "expected an opponent player 1 has not played before (C.04.1 Art. 2: players 1 and 8 played each other in round 1, lines 2 and 9; if an arbiter decided the rematch, accept it with --allow rematch, ArbiterDecision.REMATCH), found '   8'"),
        refused(
            "14-XXC-rank-ignored",
            17,
            5,
            "expected an XXC option this tool carries out, white1 or black1 (it does not order players by the rank column: remove 'rank' to pair by pairing number), found 'rank'"),
        refused(
            "15-240-bye-for-past-round-contradicts-column",
            17,
            14,
            "expected a bye that agrees with player 1's round 1 entry on line 2 ('   8 w 1'), found bye F"),
        refused(
            "16-XXZ-player-twice",
            17,
            7,
            "expected a pairing number not listed before as absent (player 3 is on line 17 at column 5), found '3'"),
        refused(
            "19-two-012-lines",
            2,
            5,
            "expected the tournament name 'AutoTest Tournament 1577130167', as line 1 declares (a second record may repeat it, not contradict it), found 'Second name'"),
        refused(
            "20-XXR-and-142-disagree",
            18,
            5,
            "expected the number of rounds 9, as line 17 declares (a second record may repeat it, not contradict it), found '7'"),
        refused(
            "21-XXC-white1-and-152-B",
            18,
            5,
            "expected the initial colour white (XXC white1), as line 17 declares (a second record may repeat it, not contradict it), found 'B'"),
        refused(
            "22-adjourned-one-side-only",
            2,
            99,
            "expected result 1 against player 8 in round 1 (line 9 has 0), found '*'"),
        refused(
            "24-scoring-all-zero",
            17,
            13,
            "expected a scoring in which a White win is worth more than a White loss (here 0.0 and 0.0), found 'WL=0'"),
        refused(
            "25-negative-scoring",
            17,
            7,
            "expected points after W= of at least 0.0 (no result is worth less than nothing), found '-1'"),
        refused(
            "26-huge-acceleration-all",
            17,
            5,
            "expected fictitious points of at most 1.0 a round, a win's points (C.04.7), for player 1 in round 1, found '999.9'"),
        refused(
            "27-negative-acceleration",
            17,
            5,
            "expected fictitious points of at least 0.0 (an acceleration adds points, it never takes them), found '-999.9'"),
        refused(
            "33-colour-on-bye",
            8,
            107,
            "expected colour - or blank for round 2 without an opponent, found 'w'"),
        refused(
            "34-pab-with-opponent",
            14,
            112,
            "expected opponent 0000 for result U in round 3, found '   5'"),
        refused(
            "35-forfeit-win-no-opponent-with-colour",
            14,
            117,
            "expected colour - or blank for round 3 without an opponent, found 'w'"),
        refused(
            "36-unrated-W-vs-0",
            2,
            99,
            "expected result 1 against player 8 in round 1 (line 9 has 0), found 'W'"),
        refused(
            "40-XXR-less-than-rounds",
            17,
            5,
            "expected at least 5 rounds (the file holds 5 completed rounds), found '3'"),
        refused(
            "41-XXR-zero-no-rounds", 17, 5, "expected a number of rounds from 1 to 999, found '0'"),
        refused(
            "43-preset-PAB-U-in-next-column",
            4,
            81,
            "expected points 4.0 for player 3 (the sum of the results under the scoring system), found ' 3.0'"),
        refused(
            "44-preset-forfeit-in-next-column",
            4,
            149,
            "expected a pre-set entry H, F, Z or blank in round 6, the round being paired (a forfeit is known only once the round is paired), found '+'"),
        refused(
            "46-1-vs-0-white-lost-but-listed-w-1",
            2,
            99,
            "expected result 1 against player 8 in round 1 (line 9 has 0), found '0'"),
        refused(
            "47-both-draw-one-says-D-other-=",
            2,
            109,
            "expected result = against player 4 in round 2 (line 5 has =), found 'D'"),
        refused(
            "48-double-forfeit-loss-one-side-colourless",
            2,
            97,
            "expected no colour ('-' or blank) for the unplayed game against player 8 in round 1, as line 9 has (colours are given on both lines or on neither), found 'w'"),
        refused(
            "50-forfeit-win-plus-vs-draw",
            2,
            99,
            "expected a result of the same kind as player 8's in round 1 (line 9 has '=': both played or both unplayed), found '+'"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("refusals")
  void anImpossibleTournamentIsRefusedWhereItGoesWrong(
      String name, int line, int column, String message) {
    Path file = probe(name);
    TrfException e = assertThrows(TrfException.class, () -> TrfReader.read(file));
    assertEquals(line, e.line(), e.getMessage());
    assertEquals(column, e.column(), e.getMessage());
    assertEquals(file + ":" + line + ":" + column + ": " + message, e.getMessage());
  }

  /** The probes read as lawful tournaments, each with a test below saying what it means. */
  private static final Set<String> ACCEPTED =
      Set.of(
          "00-baseline",
          "04-result-flipped-both-sides-points-fixed",
          "17-unknown-record",
          "18-garbage-rank-and-rating-0",
          "23-adjourned-both-sides",
          "28-forbid-everything",
          "29-everyone-absent",
          "30-one-player-present",
          "31-points-include-preset-bye",
          "32-lowercase-results-colours",
          "37-name-with-tab-and-nonascii",
          "38-player-lines-reordered",
          "39-player-without-rounds-late-entry",
          "42-type-BAKU",
          "45-blank-block-inside-history",
          "49-preset-PAB-U-in-next-column-points-fixed");

  @Test
  void everyProbeHasAVerdict() throws IOException {
    Set<String> judged = new TreeSet<>(ACCEPTED);
    refusals().map(a -> (String) a.get()[0]).forEach(judged::add);
    Set<String> files;
    try (Stream<Path> list = Files.list(probe("00-baseline").getParent())) {
      files =
          list.map(p -> p.getFileName().toString())
              .filter(n -> n.endsWith(".trf"))
              .map(n -> n.substring(0, n.length() - 4))
              .collect(Collectors.toCollection(TreeSet::new));
    }
    assertEquals(files, judged);
    assertEquals(51, files.size());
  }

  @Test
  void baselineIsAFiveRoundTournamentOfFourteen() throws TrfException {
    Tournament t = baseline();
    assertEquals(14, t.players().size());
    assertEquals(5, t.completedRounds());
    assertEquals(Colour.WHITE, t.initialColour(), "player 1 had White in round 1");
  }

  @Test
  void probe04AResultFlippedOnBothSidesWithThePointsFixedIsAnotherLawfulTournament()
      throws TrfException {
    Tournament t = read("04-result-flipped-both-sides-points-fixed").tournament();
    assertEquals(new RoundEntry(8, Colour.WHITE, ResultKind.LOSS), t.player(1).round(1));
    assertEquals(new RoundEntry(1, Colour.BLACK, ResultKind.WIN), t.player(8).round(1));
  }

  @Test
  void probe17AnUnknownRecordIsKeptAndWrittenBack() throws TrfException, IOException {
    TrfDocument doc = read("17-unknown-record");
    assertEquals(baseline(), doc.tournament());
    // TRF-2026: readers must not reject records they do not know (national rating records)
    assertEquals(Files.readString(probe("17-unknown-record")), TrfWriter.write(doc));
  }

  @Test
  void probe18RanksAreInformationAndRatingZeroIsUnrated() throws TrfException {
    Tournament t = read("18-garbage-rank-and-rating-0").tournament();
    assertTrue(t.players().stream().allMatch(p -> p.rank() == 1 && p.rating() == 0));
    // ranks may tie (TRF-2026: "ties allowed"); the history is the baseline's
    for (Player p : t.players()) {
      assertEquals(baseline().player(p.pairingNumber()).rounds(), p.rounds());
    }
  }

  @Test
  void probe23AnAdjournedGameOnBothLinesIsReadForTheSystemToJudge() throws TrfException {
    Tournament t = read("23-adjourned-both-sides").tournament();
    assertTrue(t.hasAdjournedGames());
    assertEquals(new RoundEntry(8, Colour.WHITE, ResultKind.ADJOURNED), t.player(1).round(1));
  }

  @Test
  void probe28EveryPairForbiddenIsLawfulAndLeavesNoPairingToTheSystem() throws TrfException {
    Tournament t = read("28-forbid-everything").tournament();
    assertEquals(14 * 13 / 2, t.forbiddenPairs().size());
    assertTrue(t.isForbidden(3, 11, 6));
  }

  @Test
  void probe29EveryoneAbsentLeavesNobodyToPair() throws TrfException {
    TrfDocument doc = read("29-everyone-absent");
    assertEquals(
        IntStream.rangeClosed(1, 14).boxed().collect(Collectors.toSet()),
        doc.presetEntries().keySet());
  }

  @Test
  void probe30OnePlayerPresentIsLawful() throws TrfException {
    TrfDocument doc = read("30-one-player-present");
    assertEquals(13, doc.presetEntries().keySet().size());
    assertFalse(doc.presetEntries().keySet().contains(1));
  }

  @Test
  void probe31PointsMayCountThePresetByeOfTheNextRound() throws TrfException {
    TrfDocument doc = read("31-points-include-preset-bye");
    assertEquals(Map.of(3, RoundEntry.bye(ResultKind.FULL_POINT_BYE)), doc.presetEntries());
    assertEquals(Set.of(3), doc.presetEntries().keySet());
    assertEquals(baseline().players(), doc.tournament().players());
    assertEquals(6, doc.tournament().plannedRounds(), "the pre-set column is round 6");
  }

  @Test
  void probe32LettersAreCaseInsensitive() throws TrfException {
    assertEquals(baseline(), read("32-lowercase-results-colours").tournament());
  }

  @Test
  void probe37ANameMayHoldATabAndAnyUnicode() throws TrfException {
    Player p = read("37-name-with-tab-and-nonascii").tournament().player(1);
    assertTrue(p.name().startsWith("J\u00f6rg\tM\u00fcller\u200b"), p.name());
    assertEquals(2286, p.rating());
    assertEquals(baseline().player(1).rounds(), p.rounds());
  }

  @Test
  void probe38TheOrderOfPlayerLinesDoesNotMatter() throws TrfException {
    assertEquals(baseline(), read("38-player-lines-reordered").tournament());
  }

  @Test
  void probe39APlayerWithoutRoundsIsALateEntryAbsentSoFar() throws TrfException {
    Tournament t = read("39-player-without-rounds-late-entry").tournament();
    assertEquals(15, t.players().size());
    assertEquals(
        List.of(
            RoundEntry.ABSENT,
            RoundEntry.ABSENT,
            RoundEntry.ABSENT,
            RoundEntry.ABSENT,
            RoundEntry.ABSENT),
        t.player(15).rounds());
  }

  @Test
  void probe42TheTypeRecordNamesTheBakuAcceleration() throws TrfException {
    // the 2026 Dutch rules, with the Baku acceleration the engine works out (C.04.7)
    TrfDocument doc = read("42-type-BAKU");
    assertEquals(Optional.of("FIDE_DUTCH_2025_BAKU"), doc.tournamentType());
    assertEquals(Optional.of(AccelerationMethod.BAKU), doc.accelerationMethod());
  }

  @Test
  void probe45ABlankBlockInsideTheHistoryIsAnAbsence() throws TrfException {
    Tournament t = read("45-blank-block-inside-history").tournament();
    assertEquals(RoundEntry.ABSENT, t.player(7).round(2));
    assertEquals(Points.ZERO, t.scoring().points(t.player(7).round(2)));
  }

  @Test
  void probe49ALonePabInTheLastColumnIsACompletedRound() throws TrfException {
    // with everybody else absent, round 6 was paired: player 3 alone got the PAB (as probe 30 is
    // paired), so round 6 is complete and the next round is 7
    TrfDocument doc = read("49-preset-PAB-U-in-next-column-points-fixed");
    assertEquals(6, doc.tournament().completedRounds());
    assertEquals(
        RoundEntry.bye(ResultKind.PAIRING_ALLOCATED_BYE), doc.tournament().player(3).round(6));
    assertTrue(doc.presetEntries().isEmpty());
  }

  @Test
  void probe12ASecondPabIsReadOnlyAsAnArbitersDecision() throws TrfException {
    Tournament t =
        TrfReader.read(probe("12-same-player-PAB-twice"), EnumSet.of(ArbiterDecision.REPEATED_PAB))
            .tournament();
    assertEquals(RoundEntry.bye(ResultKind.PAIRING_ALLOCATED_BYE), t.player(14).round(4));
    assertThrows(
        TrfException.class,
        () ->
            TrfReader.read(probe("12-same-player-PAB-twice"), EnumSet.of(ArbiterDecision.REMATCH)));
  }

  @Test
  void probe13ARematchIsReadOnlyAsAnArbitersDecision() throws TrfException {
    Tournament t =
        TrfReader.read(probe("13-rematch-in-history"), EnumSet.of(ArbiterDecision.REMATCH))
            .tournament();
    assertEquals(new RoundEntry(8, Colour.WHITE, ResultKind.WIN), t.player(1).round(3));
    assertThrows(
        TrfException.class,
        () ->
            TrfReader.read(
                probe("13-rematch-in-history"), EnumSet.of(ArbiterDecision.REPEATED_PAB)));
  }
}
