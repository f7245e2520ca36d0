package org.swisschess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The order in which {@code swiss pair} and {@code swiss explain} refuse: each case makes two
 * mistakes at once, and the user is told of the one the command meets first (an unknown {@code
 * --system}, then the file, then the choice of system and acceleration, then the command's refusal
 * of that system, then the round, then what the system refuses), never of the other.
 */
class RefusalOrderTests {

  private static final String FIVE = Cli.fixture("five.trf");
  private static final String BAD = Cli.fixture("bad.trf");
  private static final String SYSTEM = InOrderTestSystem.ID;

  @TempDir Path dir;

  /** five.trf (one completed round of three) with {@code record} appended. */
  private String fiveWith(String name, String record) throws IOException {
    Path file = dir.resolve(name);
    String five = Files.readString(Path.of(FIVE), StandardCharsets.UTF_8);
    Files.writeString(file, five + record + "\n", StandardCharsets.UTF_8);
    return file.toString();
  }

  private static void refused(Cli.Result r, int code, String first, String notSaid) {
    assertEquals(code, r.code(), r.err());
    assertTrue(r.err().contains(first), r.err());
    assertFalse(r.err().contains(notSaid), r.err());
    assertEquals("", r.out());
    assertFalse(r.err().contains("\tat "), r.err());
  }

  @Test
  void pairRefusesAnUnknownSystemBeforeAMissingFile() {
    refused(
        Cli.run("pair", "--system", "nope-1999", "no-such-file.trf"),
        ExitCode.USAGE,
        "unknown pairing system 'nope-1999'",
        "no-such-file.trf");
  }

  @Test
  void pairRefusesABadFileBeforeARoundOutOfRange() {
    refused(
        Cli.run("pair", "-s", SYSTEM, BAD, "--round", "9"),
        ExitCode.BAD_INPUT,
        "bad.trf:5:",
        "--round");
  }

  @Test
  void pairRefusesACodeNoSystemAnswersToBeforeARoundOutOfRange() throws IOException {
    String file = fiveWith("double.trf", "192 FIDE_DOUBLESWISS");
    refused(
        Cli.run("pair", file, "--round", "9"),
        ExitCode.USAGE,
        "names rules that no installed pairing system applies",
        "--round");
  }

  @Test
  void pairRefusesABadAccelerationBeforeARoundOutOfRange() {
    refused(
        Cli.run("pair", "-s", SYSTEM, FIVE, "--acceleration", "lim", "--round", "9"),
        ExitCode.USAGE,
        "--acceleration expects baku, baku-bbp or none, found 'lim'",
        "--round");
  }

  @Test
  void pairRefusesATeamSystemOnAFileWithoutTeamsBeforeARoundOutOfRange() {
    refused(
        Cli.run("pair", "-s", "team-2026", FIVE, "--round", "9"),
        ExitCode.BAD_INPUT,
        "team-2026 pairs teams, but the file has no team records (310 or 013)",
        "--round");
  }

  @Test
  void pairRefusesARoundOutOfRangeBeforeAnAccelerationTheSystemHasNoRuleFor() {
    refused(
        Cli.run("pair", "-s", "rating-1998", "--acceleration", "baku", FIVE, "--round", "9"),
        ExitCode.USAGE,
        "--round 9 is out of range: " + FIVE + " has 1 completed rounds",
        "acceleration method");
  }

  @Test
  void pairWarnsOfARoundBeyondTheDeclaredOnesBeforeTheSystemRefusesTheAcceleration()
      throws IOException {
    // five.trf declares XXR 3; its round 2 is paired here by a file that declares one round
    String five = Files.readString(Path.of(FIVE), StandardCharsets.UTF_8);
    Path file = dir.resolve("one-round.trf");
    Files.writeString(file, five.replace("XXR 3", "XXR 1"), StandardCharsets.UTF_8);

    Cli.Result r = Cli.run("pair", "-s", "rating-1998", "--acceleration", "baku", file.toString());

    assertEquals(ExitCode.USAGE, r.code(), r.err());
    int warning = r.err().indexOf("swiss: warning: round 2 is beyond the 1 rounds");
    int refusal = r.err().indexOf("--acceleration baku: the request asks for the baku");
    assertTrue(warning >= 0 && refusal > warning, r.err());
  }

  @Test
  void explainRefusesAnUnknownFormatBeforeAnUnknownSystem() {
    refused(
        Cli.run("explain", FIVE, "--all", "--format", "xml", "--system", "nope-1999"),
        ExitCode.USAGE,
        "--format: expected text or json, found 'xml'",
        "nope-1999");
  }

  @Test
  void explainRefusesAnUnknownSystemBeforeABadFile() {
    refused(
        Cli.run("explain", BAD, "--all", "--system", "nope-1999"),
        ExitCode.USAGE,
        "unknown pairing system 'nope-1999'",
        "bad.trf:5:");
  }

  @Test
  void explainRefusesASystemThatCannotExplainBeforeARoundOutOfRange() {
    refused(
        Cli.run("explain", FIVE, "--all", "--system", "rating-1998", "--round", "9"),
        ExitCode.USAGE,
        "rating-1998 (",
        "--round");
  }

  @Test
  void explainRefusesARoundOutOfRangeBeforeWhatTheSystemCannotPair() {
    // adjourned.trf: round 1's game 3 - 6 has no result, which dutch-2026 has no rule for
    String file = Cli.fixture("adjourned.trf");
    refused(
        Cli.run("explain", file, "--all", "-s", "dutch-2026", "--round", "9"),
        ExitCode.USAGE,
        "--round 9 is out of range: " + file + " has 1 completed rounds, so the round to explain",
        "is adjourned (no result yet)");
  }

  @Test
  void explainRefusesWhatTheSystemCannotPairBeforeAPlayerNotInTheFile() {
    String file = Cli.fixture("adjourned.trf");
    refused(
        Cli.run("explain", file, "--player", "99", "-s", "dutch-2026"),
        ExitCode.BAD_INPUT,
        "the game 3 - 6 is adjourned (no result yet); dutch-2026 has no rule",
        "--player 99");
  }
}
