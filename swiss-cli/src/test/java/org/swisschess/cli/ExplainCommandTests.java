package org.swisschess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class ExplainCommandTests {

  private static String example() {
    Path root = Cli.repositoryRoot();
    return root.resolve("examples/example.trf").toString();
  }

  @Test
  void explainsEveryPlayerOfTheNextRound() {
    Cli.Result r = Cli.run("explain", example(), "--all");
    assertEquals(0, r.code(), r.err());
    for (int p = 1; p <= 23; p++) {
      assertTrue(r.out().contains("\nPlayer " + p + " ("), "player " + p + "\n" + r.out());
    }
    assertTrue(!r.out().contains("Player 24 ("), "24 asked for a bye and is not paired");
    assertTrue(!r.out().contains("MDP") && !r.out().contains("S1"), "no internal names");
  }

  @Test
  void explainsARecordedRoundAsRecorded() {
    Cli.Result r = Cli.run("explain", example(), "--player", "2", "--round", "4");
    assertEquals(0, r.code(), r.err());
    // the file records 2 - 3 in round 4, 2 with White
    assertTrue(
        r.out().contains("Player 2 (2.0 points, scoregroup 2.0) plays 3 with White"), r.out());
  }

  @Test
  void aRecordedPairingTheSystemWouldNotMakeIsExplainedWithItsUnprovenAlternativesWithheld() {
    // round 2 of different.trf is not dutch-2026's pairing (see CheckCommandTests)
    Cli.Result r =
        Cli.run(
            "explain",
            Cli.fixture("different.trf"),
            "--allow",
            "repeated-pab",
            "--all",
            "--round",
            "2");
    assertEquals(0, r.code(), r.err());
    assertTrue(
        r.err().contains("round 2 as recorded is not the pairing dutch-2026 gives"), r.err());
    assertTrue(
        r.out().contains("Player 1 (1.0 points, scoregroup 1.0) plays 4 with White"), r.out());
    assertTrue(r.out().contains("could not be proven worse and are not shown"), r.out());
  }

  @Test
  void aRecordedPairingOfTheSystemGetsNoNote() {
    Cli.Result r = Cli.run("explain", example(), "--all", "--round", "4", "--system", "dutch-2017");
    assertEquals(0, r.code(), r.err());
    assertEquals("", r.err());
    assertTrue(!r.out().contains("could not be proven"), r.out());
  }

  @Test
  void jsonHasEachReasonWithItsCriterionAndValues() throws Exception {
    Cli.Result r = Cli.run("explain", example(), "--player", "2", "--format", "json");
    assertEquals(0, r.code(), r.err());
    JsonNode root = new ObjectMapper().readTree(r.out());
    assertEquals("dutch-2026", root.get("system").asText());
    JsonNode reason = root.get("players").get(0).get("reasons").get(0);
    assertEquals("opponent", reason.get("topic").asText());
    assertEquals("pair", reason.get("alternative").get("kind").asText());
    assertEquals("worse", reason.get("decision").get("kind").asText());
    assertEquals("C.04.3 2026 [C12]", reason.get("decision").get("article").asText());
    assertEquals(1, reason.get("decision").get("chosen").get(0).asInt());
    assertEquals(3, reason.get("decision").get("forced").get(0).asInt());
  }

  @Test
  void refusesAPlayerNotInTheRound() {
    Cli.Result absent = Cli.run("explain", example(), "--player", "24");
    assertEquals(ExitCode.USAGE, absent.code());
    assertTrue(absent.err().contains("not paired in round 5"), absent.err());
    Cli.Result unknown = Cli.run("explain", example(), "--player", "99");
    assertEquals(ExitCode.USAGE, unknown.code());
    assertTrue(unknown.err().contains("no player 99"), unknown.err());
  }

  @Test
  void refusesUsageMistakes() {
    assertEquals(
        ExitCode.USAGE, Cli.run("explain", example()).code()); // neither --player nor --all
    assertEquals(ExitCode.USAGE, Cli.run("explain", example(), "--player", "2", "--all").code());
    assertEquals(
        ExitCode.USAGE, Cli.run("explain", example(), "--player", "2", "--round", "7").code());
    assertEquals(
        ExitCode.USAGE, Cli.run("explain", example(), "--player", "2", "--format", "xml").code());
  }

  @Test
  void refusesASystemThatCannotPairWithAnImposition() {
    Cli.Result r = Cli.run("explain", example(), "--player", "2", "--system", "rating-1998");
    assertEquals(ExitCode.USAGE, r.code(), r.out());
    assertTrue(r.err().contains("dutch-2026"), r.err());
  }

  @Test
  void eachSeedEditionSaysWhereAndWhyItCannotExplain() {
    for (String seed : new String[] {"dutch-2012", "rating-1998", "dubov-1997"}) {
      Cli.Result r = Cli.run("explain", example(), "--all", "--system", seed);
      assertEquals(ExitCode.USAGE, r.code(), seed + ": " + r.out());
      assertTrue(
          r.err().contains("example.trf: " + seed + " (")
              && r.err().contains("cannot pair a round with an alternative imposed")
              && r.err().contains("burstein-2026, dubov-2026, dutch-2017, dutch-2026"),
          r.err());
      assertTrue(!r.err().contains("\tat ") && !r.err().contains("Exception"), r.err());
      assertEquals("", r.out(), seed);
    }
  }

  private static String teamFile() {
    Path root = Cli.repositoryRoot();
    // nine teams (a PAB every round), Type B; team-2026 with Gacrux's readings replays it
    return root.resolve(
            "swiss-team2026/src/test/resources/gacrux-corpus/t00037-gacrux-9t-7r-FIDE_TEAM_TYPEB_MP.trf")
        .toString();
  }

  @Test
  void explainsEveryTeamOfARecordedRoundOfATeamEvent() {
    Cli.Result r = Cli.run("explain", teamFile(), "--all", "--round", "4", "--readings", "gacrux");
    assertEquals(0, r.code(), r.err());
    assertTrue(!r.err().contains("note: round"), "team-2026 pairs round 4 as recorded\n" + r.err());
    assertTrue(r.out().startsWith("Round 4, team-2026\n"), r.out());
    for (int t = 1; t <= 9; t++) {
      assertTrue(r.out().contains("\nTeam " + t + " ("), "team " + t + "\n" + r.out());
    }
    assertEquals(
        1,
        r.out().split("\\) gets the pairing-allocated bye \\(PAB\\)\\.\n", -1).length - 1,
        "nine teams: one PAB\n" + r.out());
    assertTrue(r.out().contains("(C.04.6 2026 "), "the text's own articles\n" + r.out());
    assertTrue(!r.out().contains("Player ") && !r.out().contains("could not be proven"), r.out());
  }

  @Test
  void teamIsTheSameOptionAsPlayerAndJsonSaysItExplainsTeams() throws Exception {
    Cli.Result r =
        Cli.run(
            "explain",
            teamFile(),
            "--team",
            "3",
            "--round",
            "5",
            "--readings",
            "gacrux",
            "--format",
            "json");
    assertEquals(0, r.code(), r.err());
    JsonNode root = new ObjectMapper().readTree(r.out());
    assertEquals("team-2026", root.get("system").asText());
    assertEquals("teams", root.get("competitors").asText());
    JsonNode team = root.get("players").get(0);
    assertEquals(3, team.get("player").asInt());
    assertTrue(team.get("text").asText().startsWith("Team 3 ("), team.toString());
    Cli.Result same =
        Cli.run("explain", teamFile(), "--player", "3", "--round", "5", "--readings", "gacrux");
    assertEquals(0, same.code(), same.err());
    assertEquals(team.get("text").asText(), same.out().substring(same.out().indexOf("Team 3 (")));
  }

  @Test
  void theNextRoundOfATeamEventIsPairedAndExplained() {
    Path root = Cli.repositoryRoot();
    // eleven teams, seven rounds played: round 8 is paired now, then explained
    String file =
        root.resolve("swiss-team2026/src/test/resources/explain/team-11t-7r-typeb-seed1.trf")
            .toString();
    Cli.Result r = Cli.run("explain", file, "--all");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().startsWith("Round 8, team-2026\n\nTeam 1 ("), r.out());
    for (int t = 1; t <= 11; t++) {
      assertTrue(r.out().contains("\nTeam " + t + " ("), "team " + t + "\n" + r.out());
    }
  }

  @Test
  void aRecordedTeamRoundTheTextPairsOtherwiseIsExplainedWithItsUnprovenAlternativesWithheld() {
    Path root = Cli.repositoryRoot();
    // Gacrux paired the event with its readings; with the text's, team-2026 pairs round 2 otherwise
    String file =
        root.resolve(
                "swiss-team2026/src/test/resources/gacrux-corpus/"
                    + "t00011-gacrux-20t-6r-FIDE_TEAM_TYPEA_GP_MP.trf")
            .toString();
    Cli.Result r = Cli.run("explain", file, "--all", "--round", "2");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.err().contains("round 2 as recorded is not the pairing team-2026 gives"), r.err());
    assertTrue(r.out().contains("could not be proven worse and is not shown"), r.out());
    Cli.Result gacrux = Cli.run("explain", file, "--all", "--round", "2", "--readings", "gacrux");
    assertEquals(0, gacrux.code(), gacrux.err());
    assertTrue(!gacrux.err().contains("note: round"), gacrux.err());
    assertTrue(!gacrux.out().contains("could not be proven"), gacrux.out());
  }

  @Test
  void anUnknownTeamIsAUsageError() {
    Cli.Result r = Cli.run("explain", teamFile(), "--team", "99");
    assertEquals(ExitCode.USAGE, r.code(), r.out());
    assertTrue(
        r.err().contains("t00037-gacrux-9t-7r-FIDE_TEAM_TYPEB_MP.trf has no team 99"), r.err());
  }

  @Test
  void explainsDubovAndBursteinFilesOfTheCommittedCorpora() {
    Path root = Cli.repositoryRoot();
    String[][] files = {
      {
        "swiss-dubov2026/src/test/resources/py4swiss-agreed/g009-n16-r5-dubov-2026-0.trf",
        "dubov-2026",
        "C.04.4.1 2026"
      },
      {
        "swiss-burstein2026/src/test/resources/corpus/py4swiss/agreed-n009-r05-s24.trf",
        "burstein-2026",
        "C.04.4.2 2026"
      },
    };
    for (String[] f : files) {
      Cli.Result r = Cli.run("explain", root.resolve(f[0]).toString(), "--all", "--round", "4");
      assertEquals(0, r.code(), r.err());
      assertTrue(r.out().startsWith("Round 4, " + f[1] + "\n"), r.out());
      assertTrue(r.out().contains("(" + f[2] + " [C"), "the text's own criteria\n" + r.out());
      assertTrue(!r.out().contains("could not be proven"), r.out());
    }
  }

  @Test
  void badFileIsBadInput() {
    Cli.Result r = Cli.run("explain", Cli.fixture("bad.trf"), "--all");
    assertEquals(ExitCode.BAD_INPUT, r.code(), r.err());
  }
}
