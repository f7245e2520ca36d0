package org.swisschess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisschess.api.PairingSystems;

class PairCommandTests {

  private static final String FIVE = Cli.fixture("five.trf");
  private static final String SYSTEM = InOrderTestSystem.ID;

  // five.trf after round 1: 1 beat 2 (1 White), 3 drew 4 (3 White), 5 had the PAB. The in-order
  // system gives round 2's PAB to 4 (5 had one), then 1 meets 3 (2 met) with Black (White last),
  // and 2 meets 5 with White (Black last).
  private static final String ROUND_2_PAIRS = "3\n3 1\n2 5\n4 0\n";

  @Test
  void pairsFormatIsTheJavafoOutputWithTheByeLastAsIdZero() {
    Cli.Result r = Cli.run("pair", "--system", SYSTEM, FIVE, "--format", "pairs");

    assertEquals(0, r.code(), r.err());
    assertEquals(ROUND_2_PAIRS, r.out());
    assertEquals("", r.err());
  }

  @Test
  void pairsIsTheDefaultFormat() {
    assertEquals(ROUND_2_PAIRS, Cli.run("pair", "-s", SYSTEM, FIVE).out());
  }

  @Test
  void formatNamesAreReadWithoutTheDefaultLocale() {
    // Upper-casing "pairs" in Turkish gives "PAİRS"; the tests run under a Turkish locale.
    Cli.Result r = Cli.run("pair", "-s", SYSTEM, FIVE, "--format", "PAIRS");
    assertEquals(0, r.code(), r.err());
    assertEquals(ROUND_2_PAIRS, r.out());
    assertEquals(ROUND_2_PAIRS, Cli.run("pair", "-s", SYSTEM, FIVE, "--format", "pairs").out());
  }

  /**
   * Issue 14: who does not play the round is a fact of the tournament, whichever record of the file
   * states it: a TRF-2026 240 bye, JaVaFo's XXZ, or a pre-set entry in the round's column.
   */
  @Test
  void aPlayerTheFileSaysDoesNotPlayTheRoundIsNotPairedWhateverRecordSaysSo(@TempDir Path dir)
      throws IOException {
    String five = Files.readString(Path.of(FIVE), StandardCharsets.UTF_8);
    String preset =
        five.replace(
            "001    4      Delta, Dora                       2100                             0.5"
                + "          3 b =",
            "001    4      Delta, Dora                       2100                             0.5"
                + "          3 b =  0000 - H");
    for (String text : List.of(five + "240 H 002 0004\n", five + "XXZ 4\n", preset)) {
      Path file = dir.resolve("absent.trf");
      Files.writeString(file, text, StandardCharsets.UTF_8);
      Cli.Result r = Cli.run("pair", "-s", SYSTEM, file.toString(), "--format", "text");
      assertEquals(0, r.code(), r.err());
      assertTrue(r.out().endsWith("\nNot paired:\n  4 Delta, Dora\n"), text + r.out());
      Cli.Result pairs = Cli.run("pair", "-s", SYSTEM, file.toString());
      assertEquals("2\n3 1\n2 5\n", pairs.out(), text);
    }
    assertFalse(preset.equals(five), "the pre-set entry was written");
  }

  @Test
  void textFormatListsBoardsWithNamesScoresAndColours() {
    Cli.Result r = Cli.run("pair", "-s", SYSTEM, FIVE, "--format", "text");

    assertEquals(0, r.code(), r.err());
    assertEquals(
        ""
            + "Round 2 (in-order-test)\n"
            + "\n"
            + "Board  White             Pts     Black             Pts\n"
            + "    1  3 Charlie, Chen   0.5  -  1 Alpha, Anna     1.0\n"
            + "    2  2 Bravo, Boris    0.0  -  5 Echo, Emil      1.0\n"
            + "\n"
            + "Pairing-allocated bye: 4 Delta, Dora (0.5)\n",
        r.out());
  }

  @Test
  void textFormatWithExplainAppendsTheExplanation() {
    Cli.Result r = Cli.run("pair", "-s", SYSTEM, FIVE, "--format", "text", "--explain");

    assertTrue(
        r.out().endsWith("\nExplanation:\nIn order\n  bye to 4\n  1 meets 3\n  2 meets 5\n"),
        r.out());
  }

  @Test
  void pairsFormatWithExplainKeepsStdoutMachineReadable() {
    Cli.Result r = Cli.run("pair", "-s", SYSTEM, FIVE, "--explain");

    assertEquals(ROUND_2_PAIRS, r.out());
    assertEquals("In order\n  bye to 4\n  1 meets 3\n  2 meets 5\n", r.err());
  }

  @Test
  void dubovExplainPublishesEveryPlayersAroAndDueColour() {
    // Dubov 9 (issue 7): after round 1 of five.trf (1 White beat 2, 3 White drew 4, 5 PAB) the
    // AROs are the one opponent's rating (1: 2300, 2: 2400, 3: 2100, 4: 2200); 5 met nobody.
    // Due colours (1): 1 and 3 played White, so black; 2 and 4 white; 5 has played no game.
    Cli.Result r = Cli.run("pair", "--system", "dubov-1997", FIVE, "--explain");

    assertEquals(0, r.code(), r.err());
    String[] expected = {
      "1 Alpha, Anna: score 1.0, R 2400, ARO 2300.0 (2300/1), due colour black",
      "2 Bravo, Boris: score 0.0, R 2300, ARO 2400.0 (2400/1), due colour white",
      "3 Charlie, Chen: score 0.5, R 2200, ARO 2100.0 (2100/1), due colour black",
      "4 Delta, Dora: score 0.5, R 2100, ARO 2200.0 (2200/1), due colour white",
      "5 Echo, Emil: score 1.0, R 0, ARO 0.0 (no rated opponent yet), due colour none"
    };
    for (String line : expected) {
      assertTrue(r.err().contains("\n  " + line), line + " missing from:\n" + r.err());
    }
  }

  @Test
  void dubov2026ExplainPublishesEveryPlayersAroDueColourAndUpfloats() {
    // C.04.4.1 (2026) 1.6-1.8: after round 1 of five.trf the AROs are the one opponent's rating
    // (1.7.1), 5 played nobody: ARO 0 (1.7.3) and a mild preference for Black (1.6.4); one game
    // gives a strong preference (1.6.2); nobody met a higher score, so no upfloats (1.8)
    Cli.Result r = Cli.run("pair", "--system", "dubov-2026", FIVE, "--explain");

    assertEquals(0, r.code(), r.err());
    String[] expected = {
      "1: score 1.0, rating 2400, ARO 2300, due colour B strong, upfloats 0",
      "2: score 0.0, rating 2300, ARO 2400, due colour W strong, upfloats 0",
      "3: score 0.5, rating 2200, ARO 2100, due colour B strong, upfloats 0",
      "4: score 0.5, rating 2100, ARO 2200, due colour W strong, upfloats 0",
      "5: score 1.0, rating 0, ARO 0, due colour B mild, upfloats 0",
      "PAB to 2: score 0.0, 1 games played, TPN 2 (3.1.3-3.1.5)"
    };
    for (String line : expected) {
      assertTrue(r.err().contains("\n  " + line), line + " missing from:\n" + r.err());
    }
    assertTrue(r.err().contains("4.2 sequence #"), r.err()); // why each upfloater was chosen
  }

  @Test
  void jsonFormatWritesBoardsByeAndExplanationSections() throws IOException {
    Cli.Result r = Cli.run("pair", "-s", SYSTEM, FIVE, "--format", "json");

    assertEquals(0, r.code(), r.err());
    JsonNode json = new ObjectMapper().readTree(r.out());
    assertEquals(SYSTEM, json.get("system").asText());
    assertEquals(2, json.get("round").asInt());
    assertEquals(2, json.get("boards").size());
    assertEquals(1, json.get("boards").get(0).get("board").asInt());
    assertEquals(3, json.get("boards").get(0).get("white").asInt());
    assertEquals(1, json.get("boards").get(0).get("black").asInt());
    assertEquals(2, json.get("boards").get(1).get("white").asInt());
    assertEquals(5, json.get("boards").get(1).get("black").asInt());
    assertEquals(4, json.get("bye").asInt());
    assertEquals(0, json.get("absent").size());
    assertEquals("In order", json.get("explanation").get(0).get("title").asText());
    assertEquals("1 meets 3", json.get("explanation").get(0).get("lines").get(1).asText());
    assertEquals(0, json.get("searchLimits").size(), "no cap stopped the search");
  }

  @Test
  void jsonByeIsNullWithoutAPairingAllocatedBye() throws IOException {
    Cli.Result r = Cli.run("pair", "-s", SYSTEM, FIVE, "--format", "json", "--round", "1");
    // Round 1 from the file: five players, 5 gets the PAB; re-pair --round 1 with 5 present.
    assertEquals(5, new ObjectMapper().readTree(r.out()).get("bye").asInt());
    Cli.Result even =
        Cli.run(
            "pair",
            "-s",
            SYSTEM,
            Cli.fixture("met-everyone.trf"),
            "--format",
            "json",
            "--round",
            "1");
    assertTrue(new ObjectMapper().readTree(even.out()).get("bye").isNull(), even.out());
  }

  @Test
  void roundOneIsPairedFromTheEmptyTournament() {
    Cli.Result r = Cli.run("pair", "-s", SYSTEM, FIVE, "--round", "1");

    assertEquals(0, r.code(), r.err());
    assertEquals("3\n1 2\n3 4\n5 0\n", r.out());
  }

  @Test
  void aPastRoundLeavesOutThePlayersTheFileShowsUnpaired() {
    // half-bye.trf round 2: player 2 took a half-point bye, so 1, 3, 4, 5 are paired: 1 meets 3
    // with Black (White last), 4 meets 5 with White (Black last), and nobody gets the PAB.
    Cli.Result r = Cli.run("pair", "-s", SYSTEM, Cli.fixture("half-bye.trf"), "--round", "2");

    assertEquals(0, r.code(), r.err());
    assertEquals("2\n3 1\n4 5\n", r.out());
  }

  @Test
  void aPastRoundWhereEveryoneWasPairedIsRepairedWithEveryone() {
    // identical.trf round 2: 4 had the PAB, so all five are present, as when pairing five.trf.
    Cli.Result r = Cli.run("pair", "-s", SYSTEM, Cli.fixture("identical.trf"), "--round", "2");
    assertEquals(ROUND_2_PAIRS, r.out());
  }

  @Test
  void preSetEntriesOfTheNextRoundAreNotPaired() {
    // preset.trf: round 2 holds only "0000 - Z" for player 4; 1 meets 3, 2 meets 5, no PAB.
    Cli.Result r = Cli.run("pair", "-s", SYSTEM, Cli.fixture("preset.trf"));

    assertEquals(0, r.code(), r.err());
    assertEquals("2\n3 1\n2 5\n", r.out());
  }

  @Test
  void textFormatListsThePlayersNotPaired() {
    Cli.Result r = Cli.run("pair", "-s", SYSTEM, Cli.fixture("preset.trf"), "--format", "text");

    assertTrue(
        r.out()
            .endsWith(
                """
                    2  2 Bravo, Boris    0.0  -  5 Echo, Emil      1.0

                Not paired:
                  4 Delta, Dora
                """),
        r.out());
  }

  @Test
  void outputGoesToTheFileGivenWithDashO(@TempDir Path dir) throws IOException {
    Path out = dir.resolve("round2.txt");

    Cli.Result r = Cli.run("pair", "-s", SYSTEM, FIVE, "-o", out.toString());

    assertEquals(0, r.code(), r.err());
    assertEquals("", r.out());
    assertEquals(ROUND_2_PAIRS, Files.readString(out, StandardCharsets.UTF_8));
  }

  @Test
  void anUnwritableOutputIsBadInput(@TempDir Path dir) {
    Cli.Result r =
        Cli.run("pair", "-s", SYSTEM, FIVE, "-o", dir.resolve("no/such/folder/out.txt").toString());

    assertEquals(3, r.code());
    assertTrue(r.err().startsWith("swiss: cannot write "), r.err());
    assertNoStackTrace(r);
  }

  @Test
  void aRoundOutOfRangeIsAUsageError() {
    Cli.Result late = Cli.run("pair", "-s", SYSTEM, FIVE, "--round", "3");
    Cli.Result zero = Cli.run("pair", "-s", SYSTEM, FIVE, "--round", "0");

    assertEquals(2, late.code());
    assertTrue(late.err().contains("--round 3 is out of range"), late.err());
    assertTrue(
        late.err().contains("has 1 completed rounds, so the round to pair is 1 to 2"), late.err());
    assertEquals(2, zero.code());
    assertEquals("", late.out());
    assertNoStackTrace(late);
  }

  @Test
  void anUnknownSystemIsAUsageErrorListingTheInstalledIds() {
    Cli.Result r = Cli.run("pair", "--system", "nope-1999", FIVE);

    assertEquals(2, r.code());
    assertTrue(r.err().contains("unknown pairing system 'nope-1999'; installed: "), r.err());
    assertTrue(r.err().contains("crashing-test, "), r.err());
    assertTrue(r.err().contains(InOrderTestSystem.ID), r.err());
    assertNoStackTrace(r);
  }

  @Test
  void aBadTrfGivesFileLineColumnAndExitThreeWithoutStackTrace() {
    String bad = Cli.fixture("bad.trf");

    Cli.Result r = Cli.run("pair", "-s", SYSTEM, bad);

    assertEquals(3, r.code());
    assertEquals("", r.out());
    // Line 5 is player 3, whose round-1 opponent is "x".
    assertTrue(r.err().matches("(?s).*bad\\.trf:5:\\d+: expected .+, found .+\n"), r.err());
    assertNoStackTrace(r);
  }

  @Test
  void aNonexistentFileIsBadInput() {
    Cli.Result r = Cli.run("pair", "-s", SYSTEM, "no-such-file.trf");

    assertEquals(3, r.code());
    assertTrue(r.err().contains("no-such-file.trf"), r.err());
    assertNoStackTrace(r);
  }

  @Test
  void noValidPairingExitsWithFour() {
    Cli.Result r = Cli.run("pair", "-s", SYSTEM, Cli.fixture("met-everyone.trf"), "--explain");

    assertEquals(4, r.code());
    assertEquals("", r.out());
    assertTrue(r.err().contains("Stuck\n  player 1 has met [2]\n"), r.err());
    assertTrue(
        r.err().contains("swiss: no valid pairing: player 1 has met everyone left"), r.err());
    assertNoStackTrace(r);
  }

  @Test
  void noValidPairingSaysWhichCriterionAndWhichPlayersWithoutExplain() {
    Cli.Result r = Cli.run("pair", "-s", "dutch-2026", Cli.fixture("met-everyone.trf"));

    assertEquals(4, r.code());
    assertEquals("", r.out());
    assertTrue(
        r.err().contains("No valid pairing\n  [C1] and [C3] allow at most 0 pairs"), r.err());
    assertTrue(r.err().contains("  player 1 may meet none of the others: has met 2 ([C1])\n"));
    assertNoStackTrace(r);
  }

  @Test
  void anAdjournedGameIsBadInputForRulesWithoutAnArticleForIt() {
    String file = Cli.fixture("adjourned.trf");

    Cli.Result r = Cli.run("pair", "-s", "dutch-2026", file);

    assertEquals(3, r.code());
    assertEquals("", r.out());
    assertEquals(
        "swiss: "
            + file
            + ": round 1: the game 3 - 6 is adjourned (no result yet); dutch-2026 has no rule"
            + " for adjourned games: enter its result before pairing round 2\n",
        r.err().replace("\r\n", "\n"));
  }

  @Test
  void rating1998PairsAnAdjournedGameAsTheDrawF9MakesOfIt(@TempDir Path dir) throws IOException {
    String adjourned = Cli.fixture("adjourned.trf");
    Path drawn = dir.resolve("drawn.trf");
    Files.writeString(
        drawn,
        Files.readString(Path.of(adjourned), StandardCharsets.UTF_8)
            .replace(" 0.0          6 w *", " 0.5          6 w =")
            .replace(" 0.0          3 b *", " 0.5          3 b ="),
        StandardCharsets.UTF_8);

    Cli.Result asAdjourned = Cli.run("pair", "-s", "rating-1998", adjourned);
    Cli.Result asDrawn = Cli.run("pair", "-s", "rating-1998", drawn.toString());

    assertEquals(0, asDrawn.code(), asDrawn.err());
    assertEquals(0, asAdjourned.code(), asAdjourned.err());
    assertEquals(asDrawn.out(), asAdjourned.out(), "the same boards and colours");
  }

  @Test
  void anEngineDefectIsOneLineWithAHintAndExitSeventy() {
    Cli.Result r = Cli.run("pair", "-s", CrashingTestSystem.ID, FIVE);

    assertEquals(70, r.code());
    assertEquals(
        """
        swiss: internal error: java.lang.IllegalStateException: boom in round 2
        rerun with --debug for the stack trace
        """,
        r.err());
  }

  @Test
  void debugShowsTheStackTraceBeforeOrAfterTheSubcommand() {
    Cli.Result after = Cli.run("pair", "--debug", "-s", CrashingTestSystem.ID, FIVE);
    Cli.Result before = Cli.run("--debug", "pair", "-s", CrashingTestSystem.ID, FIVE);

    assertEquals(70, after.code());
    assertTrue(
        after.err().contains("\tat org.swisschess.cli.CrashingTestSystem.pair"), after.err());
    assertFalse(after.err().contains("rerun with --debug"), after.err());
    assertEquals(70, before.code());
    assertTrue(
        before.err().contains("\tat org.swisschess.cli.CrashingTestSystem.pair"), before.err());
  }

  @Test
  void theTournamentTypeChoosesTheSystemAndSaysSoOnStderr() {
    Cli.Result r = Cli.run("pair", Cli.fixture("typed.trf"));

    // typed.trf names FIDE_DUTCH_2025, the 2026 rules; the test class path may not hold them.
    if (PairingSystems.find("dutch-2026").isPresent()) {
      assertEquals(0, r.code(), r.err());
      assertTrue(
          r.err()
              .startsWith(
                  "swiss: using dutch-2026 (the file's tournament type is FIDE_DUTCH_2025)"),
          r.err());
    } else {
      assertEquals(2, r.code());
      assertTrue(
          r.err()
              .contains(
                  "FIDE_DUTCH_2025 names rules that no installed pairing system applies; "
                      + "give the accelerations"),
          r.err());
    }
    assertNoStackTrace(r);
  }

  @Test
  void aTournamentTypeAskingForTheBakuAccelerationChoosesTheRulesAndTheMethod(@TempDir Path dir)
      throws IOException {
    Path file = dir.resolve("baku.trf");
    String typed = Files.readString(Path.of(Cli.fixture("typed.trf")), StandardCharsets.UTF_8);
    Files.writeString(
        file,
        typed.replace("092 FIDE_DUTCH_2025\n", "092 FIDE_DUTCH_2025_BAKU\n"),
        StandardCharsets.UTF_8);
    assertTrue(
        Files.readString(file, StandardCharsets.UTF_8).contains("\n092 FIDE_DUTCH_2025_BAKU\n"));

    Cli.Result chosen = Cli.run("pair", "-s", SYSTEM, file.toString());
    assertEquals(0, chosen.code(), chosen.err());
    assertEquals(ROUND_2_PAIRS, chosen.out(), "the test system pairs in order, virtual or not");
    assertTrue(
        chosen.err().contains("with the baku acceleration (C.04.7), as FIDE_DUTCH_2025_BAKU names"),
        chosen.err());
    if (PairingSystems.find("dutch-2026").isPresent()) {
      Cli.Result byType = Cli.run("pair", file.toString());
      assertEquals(0, byType.code(), byType.err());
      assertTrue(
          byType
              .err()
              .startsWith(
                  "swiss: using dutch-2026 (the file's tournament type is FIDE_DUTCH_2025_BAKU)"),
          byType.err());
    }
    assertNoStackTrace(chosen);
  }

  @Test
  void aRoundBeyondTheDeclaredNumberIsPairedWithAWarning(@TempDir Path dir) throws IOException {
    // typed.trf declares 3 rounds and holds 1; declaring 1 makes round 2 one past the last.
    Path file = dir.resolve("short.trf");
    String typed = Files.readString(Path.of(Cli.fixture("typed.trf")), StandardCharsets.UTF_8);
    Files.writeString(file, typed.replace("\nXXR 3\n", "\nXXR 1\n"), StandardCharsets.UTF_8);
    assertTrue(Files.readString(file, StandardCharsets.UTF_8).contains("\nXXR 1\n"));

    Cli.Result beyond = Cli.run("pair", "-s", SYSTEM, file.toString());
    Cli.Result within = Cli.run("pair", "-s", SYSTEM, Cli.fixture("typed.trf"));

    assertEquals(0, beyond.code(), beyond.err());
    assertEquals(ROUND_2_PAIRS, beyond.out());
    assertEquals(
        "swiss: warning: round 2 is beyond the 1 rounds " + file + " declares (XXR/142)\n",
        beyond.err().replace("\r\n", "\n"));
    assertEquals("", within.err());
  }

  @Test
  void anExplicitSystemOverridesTheTournamentTypeQuietly() {
    Cli.Result r = Cli.run("pair", "-s", SYSTEM, Cli.fixture("typed.trf"));

    assertEquals(0, r.code(), r.err());
    assertEquals(ROUND_2_PAIRS, r.out());
    assertEquals("", r.err());
  }

  @Test
  void withoutSystemOrTournamentTypeTheDefaultIsUsed() {
    Cli.Result r = Cli.run("pair", FIVE);

    if (PairingSystems.find(SystemChoice.DEFAULT_SYSTEM).isEmpty()) {
      assertEquals(2, r.code());
      assertTrue(
          r.err().contains("unknown pairing system '" + SystemChoice.DEFAULT_SYSTEM + "'"),
          r.err());
    } else {
      assertEquals(0, r.code(), r.err());
    }
  }

  @Test
  void theDefaultIsTheDutchSystemInForceSince2026() {
    assertEquals("dutch-2026", SystemChoice.DEFAULT_SYSTEM);
    if (PairingSystems.find("dutch-2026").isPresent()) {
      Cli.Result byDefault = Cli.run("pair", FIVE);
      Cli.Result named = Cli.run("pair", "-s", "dutch-2026", FIVE);
      assertEquals(0, byDefault.code(), byDefault.err());
      assertEquals(named.out(), byDefault.out());
    }
  }

  @Test
  void anUnknownFormatIsAUsageError() {
    Cli.Result r = Cli.run("pair", "-s", SYSTEM, FIVE, "--format", "xml");

    assertEquals(2, r.code());
    assertTrue(r.err().contains("expected text, pairs or json, found 'xml'"), r.err());
  }

  static void assertNoStackTrace(Cli.Result r) {
    assertFalse(r.err().contains("\tat "), r.err());
    assertFalse(r.err().contains("Exception in thread"), r.err());
  }
}
