package org.swisschess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Team events (C.04.6, team-2026) through the command line: {@code swiss pair} with {@code
 * --explain} and {@code --format json}, a round with no complete round-pairing, {@code swiss
 * generate --readings}, {@code swiss simulate} of team events.
 */
class TeamCommandTests {

  /** Round 2 of 13 teams of five boards, game points primary; 320 states the PAB value. */
  private static final String PAB_320 = Cli.fixture("team-pab-320.trf");

  @TempDir Path dir;

  /**
   * --explain: one section per bracket in the shape of the other systems (a title, then lines), the
   * PAB section first (13 teams: 3.4), each bracket naming its residents and the upfloaters taken.
   * With pairs the explanation goes to stderr, as for the individual systems.
   */
  @Test
  void explainGivesThePabAndEachBracketsUpfloaters() {
    Cli.Result r = Cli.run("pair", PAB_320, "--explain");
    assertEquals(0, r.code(), r.err());
    assertEquals("7", r.out().lines().findFirst().orElseThrow(), "six matches and the PAB");
    String err = r.err();
    assertTrue(err.contains("\nPAB (3.4)\n"), err); // after the note naming the system
    // game points primary (FIDE_TEAM_GP_MP): team 6 alone on 5.0 needs one upfloater ([C4]), the
    // highest score below is 4.5 ([C5]: teams 2 and 4), the first in 3.5.4 order is 2; [C6]: 4,
    // alone on 4.5, takes one upfloater in turn; [C7]: round 1 paired equal scores, no floaters
    assertTrue(
        err.contains(
            "\nBracket 5.0 (3.5, 3.6)\n"
                + "  residents [6] (score 5.0)\n"
                + "  potential upfloaters (3.5.1): 2 4 on 4.5; 1 3 5 on 3.5; 13 on 2.5; 7 9 11 on"
                + " 1.5; 8 10 on 0.5\n"
                + "  upfloaters: (2) (1 by [C4], scores 4.5 by [C5], [C6] met, [C7] 0; the first"
                + " set in 3.5.4 order)\n"),
        err);

    Cli.Result text = Cli.run("pair", PAB_320, "--explain", "--format", "text");
    assertEquals(0, text.code(), text.err());
    assertTrue(text.out().contains("\nExplanation:\nPAB (3.4)\n"), text.out());
    assertTrue(text.out().startsWith("Round 2\nMatch 1: "), text.out());
  }

  /** --format json: the matches as boards of team numbers, the PAB team as the bye. */
  @Test
  void jsonGivesTheMatchesAndThePabTeam() throws Exception {
    Cli.Result pairs = Cli.run("pair", PAB_320);
    Cli.Result json = Cli.run("pair", PAB_320, "--format", "json", "--explain");
    assertEquals(0, json.code(), json.err());
    JsonNode root = new ObjectMapper().readTree(json.out());
    assertEquals("team-2026", root.get("system").asText());
    assertEquals(2, root.get("round").asInt());
    List<String> lines = new ArrayList<>();
    for (JsonNode b : root.get("boards")) {
      lines.add(b.get("white").asInt() + " " + b.get("black").asInt());
    }
    lines.add(root.get("bye").asInt() + " 0");
    List<String> expected = pairs.out().lines().skip(1).toList();
    assertEquals(expected, lines);
    assertEquals("PAB (3.4)", root.get("explanation").get(0).get("title").asText());
    assertEquals(0, root.get("searchLimits").size());
  }

  /**
   * 3.3.3: round 6 of an 8-team event has no complete round-pairing without a rematch. Refused
   * (exit 4), the message naming the file and the round, saying what stands in the way and that the
   * Chief Arbiter decides; the explanation goes to stderr too.
   */
  @Test
  void aRoundWithNoCompleteRoundPairingIsRefusedNamingTheFileAndTheRound() {
    String file = Cli.fixture("team-no-legal-pairing.trf");
    Cli.Result r = Cli.run("pair", file);
    assertEquals(ExitCode.NO_VALID_PAIRING, r.code(), r.err());
    assertTrue(
        r.err()
            .contains(
                "swiss: no valid pairing: "
                    + file
                    + ": round 6: no complete round-pairing (3.3.1) of the 8 teams: every pairing"
                    + " of them repeats a match ([C1])"),
        r.err());
    assertTrue(r.err().contains("the Chief Arbiter decides (3.3.3)"), r.err());
    assertTrue(r.err().contains("No complete round-pairing (3.3.1, 3.3.3)\n"), r.err());
    assertEquals("", r.out());
  }

  /**
   * swiss generate --readings gacrux pairs every round with Gacrux's readings and says so in the
   * file's first line; swiss check with the same readings re-pairs every round identically, and
   * with the text's readings (R1: the top member of a pair is the smaller TPN) finds rounds that
   * differ (two of the seven rounds of this seed).
   */
  @Test
  void generateWithGacruxsReadingsIsCheckedWithThem() throws Exception {
    Path file = dir.resolve("gacrux.trf");
    Cli.Result g =
        Cli.run(
            "generate",
            "--system",
            "team-2026",
            "--teams",
            "16",
            "--rounds",
            "7",
            "--seed",
            "6",
            "--readings",
            "gacrux",
            "-o",
            file.toString());
    assertEquals(0, g.code(), g.err());
    String first = Files.readAllLines(file, StandardCharsets.UTF_8).get(0);
    assertTrue(first.contains(" --readings gacrux --seed 6"), first);
    Cli.Result same = Cli.run("check", file.toString(), "--readings", "gacrux");
    assertEquals(0, same.code(), same.out() + same.err());
    Cli.Result text = Cli.run("check", file.toString());
    assertEquals(ExitCode.DIFFERENCES, text.code(), text.out() + text.err());
  }

  /**
   * --readings chooses among a team system's readings: an individual system has none (generate,
   * pair).
   */
  @Test
  void readingsWithAnIndividualSystemIsAUsageError() {
    Cli.Result r = Cli.run("generate", "--system", "dutch-2026", "--readings", "gacrux");
    assertEquals(ExitCode.USAGE, r.code());
    assertTrue(
        r.err().contains("--readings chooses between the readings of a team system"), r.err());
    assertEquals("", r.out());
    Cli.Result pair = Cli.run("pair", Cli.fixture("five.trf"), "--readings", "gacrux");
    assertEquals(ExitCode.USAGE, pair.code(), pair.err());
    assertTrue(pair.err().contains("has none"), pair.err());
    assertEquals("", pair.out());
  }

  /**
   * swiss simulate with a team system plays team events (swiss-sim's team generator) and measures
   * the teams. 11 teams, 5 rounds: an odd number of teams, so one PAB every round (C.04.6 1.4), 5 a
   * tournament; no round without a pairing. The JSON's command repeats the run.
   */
  @Test
  void simulateWithATeamSystemPlaysTeamEvents() throws Exception {
    Cli.Result r =
        Cli.run(
            "simulate",
            "--systems",
            "team-2026",
            "--teams",
            "11",
            "--rounds",
            "5",
            "--tournaments",
            "3",
            "--format",
            "json");
    assertEquals(0, r.code(), r.err());
    JsonNode root = new ObjectMapper().readTree(r.out());
    JsonNode settings = root.get("settings");
    assertEquals("11", settings.get("teams").asText());
    assertEquals("MPTS,GPTS,BH:MP", settings.get("tiebreaks").asText());
    JsonNode system = root.get("systems").get(0);
    assertEquals("team-2026", system.get("system").asText());
    assertEquals(5.0, metric(system, "pabs").get("mean").asDouble());
    assertEquals(0.0, metric(system, "failed_rounds").get("mean").asDouble());
    double tau = metric(system, "tau_b_score").get("mean").asDouble();
    assertTrue(tau > -1.0 && tau <= 1.0, String.valueOf(tau));
    String command = root.get("command").asText();
    assertTrue(command.startsWith("swiss simulate --systems team-2026 "), command);
    List<String> repeat = new ArrayList<>(List.of(command.substring("swiss ".length()).split(" ")));
    repeat.addAll(List.of("--format", "json"));
    Cli.Result again = Cli.run(repeat.toArray(String[]::new));
    assertEquals(0, again.code(), again.err());
    assertEquals(r.out(), again.out());
  }

  /** Team events and individual events are not played in one simulation. */
  @Test
  void simulateRefusesTeamAndIndividualSystemsTogether() {
    Cli.Result r = Cli.run("simulate", "--systems", "team-2026,dutch-2026", "--tournaments", "1");
    assertEquals(ExitCode.USAGE, r.code(), r.err());
    assertTrue(r.err().contains("team systems or individual events with individual"), r.err());
  }

  private static JsonNode metric(JsonNode system, String name) {
    for (JsonNode m : system.get("metrics")) {
      if (m.get("metric").asText().equals(name)) {
        return m;
      }
    }
    throw new AssertionError("no metric " + name + " in " + system);
  }

  /**
   * TRF-2026 240 in a team file names teams: {@code 240 H 002 0003} is team 3's half-point bye in
   * round 2 (C.04.2), so the other twelve teams make six matches and no PAB is needed, and the text
   * format lists team 3 as not paired. Player 3 (board 3 of team 1) plays.
   */
  @Test
  void a240ByeOfTheRoundToPairKeepsThatTeamOut() throws Exception {
    Path file = withRecord("240 H   2 0003");
    Cli.Result r = Cli.run("pair", file.toString());
    assertEquals(0, r.code(), r.err());
    List<String> lines = r.out().lines().toList();
    assertEquals("6", lines.get(0), r.out());
    assertEquals(7, lines.size(), r.out());
    for (String pair : lines.subList(1, lines.size())) {
      List<String> teams = List.of(pair.split(" "));
      assertFalse(teams.contains("3"), r.out());
      assertFalse(teams.contains("0"), "no PAB among twelve teams: " + r.out());
    }
    Cli.Result text = Cli.run("pair", file.toString(), "--format", "text");
    assertEquals(0, text.code(), text.err());
    assertTrue(text.out().contains("\nNot paired: [3]\n"), text.out());
  }

  /** A 240 naming a player who is no team's number is refused where it is written (exit 3). */
  @Test
  void a240NamingNoTeamIsALocatedError() throws Exception {
    Path file = withRecord("240 H   2 0014");
    int line = (int) Files.readString(file).lines().count();
    Cli.Result r = Cli.run("pair", file.toString());
    assertEquals(ExitCode.BAD_INPUT, r.code(), r.err());
    assertTrue(
        r.err().contains(file + ":" + line + ":11: expected a team number of a 310 record"),
        r.err());
    assertFalse(r.err().contains("Exception"), r.err());
  }

  /**
   * A 240 of round 1 for team 1, which played its match, contradicts the file: {@code swiss pair}
   * refuses it (exit 3); {@code swiss check} counts the file as one in error, with the same
   * location.
   */
  @Test
  void a240OfACompletedRoundThatContradictsTheBoardsIsALocatedError() throws Exception {
    Path file = withRecord("240 H   1 0001");
    int line = (int) Files.readString(file).lines().count();
    String located = file + ":" + line + ":11: expected a bye that agrees with team 1's round 1";
    Cli.Result r = Cli.run("pair", file.toString());
    assertEquals(ExitCode.BAD_INPUT, r.code(), r.err());
    assertTrue(r.err().contains(located), r.err());
    Cli.Result check = Cli.run("check", file.toString());
    assertEquals(ExitCode.DIFFERENCES, check.code(), check.err());
    assertTrue((check.out() + check.err()).contains(located), check.out() + check.err());
    assertTrue(check.out().contains("1 errors"), check.out());
  }

  /** The round-2 file of 13 teams with one more record at its end. */
  private Path withRecord(String record) throws Exception {
    Path file = dir.resolve("team-240.trf");
    Files.writeString(
        file,
        Files.readString(Path.of(PAB_320), StandardCharsets.UTF_8) + record + "\r\n",
        StandardCharsets.UTF_8);
    return file;
  }
}
