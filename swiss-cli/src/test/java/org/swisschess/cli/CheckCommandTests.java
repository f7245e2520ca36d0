package org.swisschess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CheckCommandTests {

  private static final String SYSTEM = InOrderTestSystem.ID;

  @Test
  void identicalRoundsExitZeroAndPrintOnlyTheSummary() {
    Cli.Result r =
        Cli.run("check", "-s", SYSTEM, Cli.fixture("identical.trf"), Cli.fixture("half-bye.trf"));

    assertEquals(0, r.code(), r.out() + r.err());
    assertEquals("checked 2 tournaments, 4 rounds: 4 identical, 0 different, 0 errors\n", r.out());
  }

  @Test
  void aDifferentRoundIsShownSideBySideAndExitsOne() {
    // different.trf gives player 5 the PAB twice: read as an arbiter's decision
    Cli.Result r =
        Cli.run("check", "-s", SYSTEM, "--allow", "repeated-pab", Cli.fixture("different.trf"));

    assertEquals(1, r.code());
    // different.trf round 2 records 1-4, 3-2 and the PAB to 5; the in-order system pairs 3-1, 2-5,
    // PAB 4.
    String file = Cli.fixture("different.trf");
    assertEquals(
        file
            + " round 2 (in-order-test): different\n"
            + "  file    swiss\n"
            + "  1 - 4 | 3 - 1\n"
            + "  3 - 2 | 2 - 5\n"
            + "  bye 5 | bye 4\n"
            + "checked 1 tournaments, 2 rounds: 1 identical, 1 different, 0 errors\n",
        r.out());
  }

  @Test
  void aRoundThatCannotBePairedIsAnErrorWithItsMessage() {
    String file = Cli.fixture("rematch.trf");

    // rematch.trf has 1 and 2 play twice: read as an arbiter's decision
    Cli.Result r = Cli.run("check", "-s", SYSTEM, "--allow", "rematch", file);

    assertEquals(1, r.code());
    assertEquals(
        file
            + " round 2 (in-order-test): error: no valid pairing: player 1 has met everyone left\n"
            + "checked 1 tournaments, 2 rounds: 1 identical, 0 different, 1 errors\n",
        r.out());
  }

  @Test
  void anEngineCrashIsAnErrorAndTheOtherRoundsAreStillChecked() {
    String file = Cli.fixture("identical.trf");

    Cli.Result r = Cli.run("check", "-s", CrashingTestSystem.ID, file);

    assertEquals(1, r.code());
    assertTrue(
        r.out()
            .startsWith(
                file
                    + " round 1 (crashing-test): error: crashing-test failed: "
                    + "java.lang.IllegalStateException: boom in round 1\n"),
        r.out());
    assertTrue(
        r.out().endsWith("checked 1 tournaments, 2 rounds: 0 identical, 0 different, 2 errors\n"),
        r.out());
    PairCommandTests.assertNoStackTrace(r);
    assertFalse(r.out().contains("\tat "), r.out());
  }

  @Test
  void aFileThatFailsToParseIsOneErrorAndTheOthersAreChecked() {
    Cli.Result r =
        Cli.run(
            "check",
            "-s",
            SYSTEM,
            Cli.fixture("bad.trf"),
            Cli.fixture("identical.trf"),
            "no-such-file.trf");

    assertEquals(1, r.code());
    String[] lines = r.out().split("\n");
    assertEquals(3, lines.length, r.out());
    assertTrue(lines[0].matches(".*bad\\.trf:5:\\d+: expected .+, found .+"), lines[0]);
    assertTrue(lines[1].contains("no-such-file.trf"), lines[1]);
    assertEquals("checked 3 tournaments, 2 rounds: 2 identical, 0 different, 2 errors", lines[2]);
    PairCommandTests.assertNoStackTrace(r);
  }

  @Test
  void foldersAreSearchedForTrfFilesInNameOrder(@TempDir Path dir) throws IOException {
    Files.createDirectories(dir.resolve("sub"));
    Files.copy(Paths.get(Cli.fixture("different.trf")), dir.resolve("b.trf"));
    Files.copy(Paths.get(Cli.fixture("identical.trf")), dir.resolve("a.trf"));
    Files.copy(Paths.get(Cli.fixture("rematch.trf")), dir.resolve("sub").resolve("c.TRF"));
    Files.writeString(dir.resolve("notes.txt"), "not a tournament");

    List<Path> files = CheckCommand.files(List.of(dir));

    assertEquals(
        List.of(dir.resolve("a.trf"), dir.resolve("b.trf"), dir.resolve("sub").resolve("c.TRF")),
        files);
  }

  @Test
  void theOutputDoesNotDependOnTheNumberOfThreads(@TempDir Path dir) throws IOException {
    for (int i = 0; i < 6; i++) {
      Files.copy(
          Paths.get(Cli.fixture(i % 2 == 0 ? "different.trf" : "rematch.trf")),
          dir.resolve("t" + i + ".trf"));
    }

    String allow = "--allow=rematch,repeated-pab";
    Cli.Result one = Cli.run("check", "-s", SYSTEM, allow, dir.toString());
    Cli.Result many = Cli.run("check", "-s", SYSTEM, allow, "--threads", "3", dir.toString());
    Cli.Result all = Cli.run("check", "-s", SYSTEM, allow, "--threads", "0", dir.toString());

    assertEquals(1, one.code());
    assertTrue(
        one.out()
            .endsWith("checked 6 tournaments, 12 rounds: 6 identical, 3 different, 3 errors\n"),
        one.out());
    assertEquals(one.out(), many.out());
    assertEquals(one.out(), all.out());
  }

  @Test
  void manyFilesShowProgressOnStderr(@TempDir Path dir) throws IOException {
    for (int i = 0; i < 12; i++) {
      Files.copy(
          Paths.get(Cli.fixture("identical.trf")), dir.resolve(String.format("t%02d.trf", i)));
    }

    Cli.Result r = Cli.run("check", "-s", SYSTEM, dir.toString());

    assertEquals(0, r.code());
    assertEquals(
        "checked 12 tournaments, 24 rounds: 24 identical, 0 different, 0 errors\n", r.out());
    assertEquals("checked 10/12 files\nchecked 12/12 files\n", r.err());
  }

  @Test
  void fewFilesShowNoProgress() {
    assertEquals("", Cli.run("check", "-s", SYSTEM, Cli.fixture("identical.trf")).err());
  }

  @Test
  void anUnknownSystemIsAUsageError() {
    Cli.Result r = Cli.run("check", "-s", "nope-1999", Cli.fixture("identical.trf"));

    assertEquals(2, r.code());
    assertTrue(r.err().contains("unknown pairing system 'nope-1999'; installed: "), r.err());
    assertEquals("", r.out());
  }

  @Test
  void aNegativeThreadCountIsAUsageError() {
    assertEquals(
        2, Cli.run("check", "-s", SYSTEM, "--threads", "-1", Cli.fixture("identical.trf")).code());
  }

  @Test
  void withoutPathsItIsAUsageError() {
    Cli.Result r = Cli.run("check");

    assertEquals(2, r.code());
    assertTrue(r.err().contains("Missing required parameter"), r.err());
  }
}
