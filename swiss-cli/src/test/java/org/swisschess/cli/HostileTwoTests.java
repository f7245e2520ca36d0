package org.swisschess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The scenario of every probe of {@code ../shared/repro/hostile-2} (its inputs copied under
 * src/test/resources/hostile-2), run in every build: each must give the exit code and the message
 * the README promises. Bad input is exit 3 with {@code file:line:column: expected ..., found ...};
 * a bad command line exit 2 (3 in the JaVaFo/bbpPairings form, as bbpPairings).
 */
class HostileTwoTests {

  private static String probe(String folder, String file) {
    try {
      return Paths.get(
              HostileTwoTests.class.getResource("/hostile-2/" + folder + "/" + file).toURI())
          .toString();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  private static void assertLocated(Cli.Result r, String file, String at, String expected) {
    assertEquals(3, r.code(), r.out() + r.err());
    assertTrue(r.err().contains(file + ":" + at + ": expected " + expected), r.err());
    assertFalse(r.err().contains("Exception"), r.err());
  }

  @Test
  void v1InconsistentPointsInAConfigurationAreLocated(@TempDir Path dir) {
    String[][] cases = {
      {"pts_rev.cfg", "4:15", "a win worth more than a loss"},
      {"draw_gt_win.cfg", "3:15", "a win worth at least a draw"},
      {"allzero.cfg", "5:15", "a win worth more than a loss"},
      {"ffl_gt.cfg", "3:22", "a win worth more than a forfeit loss"},
    };
    for (String[] c : cases) {
      String cfg = probe("V1-bbp-config-scoring", c[0]);
      Path out = dir.resolve(c[0] + ".trf");
      Cli.Result r = Cli.run("--dutch", "-g", cfg, "-o", out.toString(), "-s", "7");
      assertLocated(r, cfg, c[1], c[2]);
      assertFalse(Files.exists(out), c[0] + ": nothing written");
    }
  }

  @Test
  void v2NegativeMatchPointsAreRefusedAtTheValue() {
    String trf = probe("V2-362-negative-accepted", "t_362_neg.trf");
    Cli.Result r = Cli.run("standings", trf, "--tiebreaks", "MPTS,GPTS", "-f", "csv");
    assertLocated(r, trf, "5:7", "match points of at least 0.0");
    assertEquals("", r.out());
  }

  @Test
  void v3APlayerInNoTeamIsExit3WhateverTheOptions() {
    String trf = probe("V3-team-member-missing", "t_missing_member.trf");
    for (List<String> options : List.of(List.<String>of(), List.of("--tiebreaks", "MPTS,GPTS"))) {
      List<String> args = new java.util.ArrayList<>(List.of("standings", trf));
      args.addAll(options);
      Cli.Result r = Cli.run(args.toArray(String[]::new));
      assertLocated(r, trf, "29:112", "player 24 in a team (record 310)");
    }
  }

  @Test
  void v4TeamCodesInAnIndividualEventAreLocated() {
    String code = probe("V4-212-team-code-unlocated", "212_teamcode.trf");
    assertLocated(Cli.run("standings", code), code, "13:9", "a tie-break for individuals");
    String mpts = probe("V4-212-team-code-unlocated", "212_mpts.trf");
    assertLocated(Cli.run("standings", mpts), mpts, "13:5", "a tie-break for individuals");
  }

  @Test
  void v5GenerateRefusesATieBreakListTheEventCannotUseBeforeWriting(@TempDir Path dir) {
    Path out = dir.resolve("v5.trf");
    Cli.Result r =
        Cli.run(
            "generate",
            "--system",
            "dutch-2026",
            "--players",
            "10",
            "--tiebreaks",
            "MPTS,BH:MP",
            "-o",
            out.toString());
    assertEquals(2, r.code(), r.err());
    assertTrue(r.err().contains("--tiebreaks MPTS,BH:MP: column 1: expected"), r.err());
    assertFalse(Files.exists(out), "nothing written");
    // the probe's file, which an earlier generate wrote: refused at the code
    String old = probe("V5-generate-team-tiebreaks", "gen_teamtb.trf");
    Cli.Result standings = Cli.run("standings", old);
    assertEquals(3, standings.code(), standings.err());
    assertTrue(standings.err().startsWith(old + ":"), standings.err());
  }

  @Test
  void v6ARoundTooLargeForTheHeapInSimulateGivesPairsAdvice() {
    Cli.Result r =
        Cli.run(
            "simulate",
            "--systems",
            "dutch-2026",
            "--players",
            "100000",
            "--rounds",
            "1",
            "--tournaments",
            "1");
    assertEquals(3, r.code(), r.err());
    assertTrue(r.err().contains("give Java a larger heap"), r.err());
    assertTrue(r.err().contains("SWISS_JAVA_OPTS"), r.err());
    assertFalse(r.err().contains("internal error"), r.err());
    assertFalse(r.err().contains("Exception"), r.err());
  }

  @Test
  void q1AValuesFileThatDoesNotCoverTheStandingsIsBadInput() {
    String trf = probe("Q1-values-incomplete-csv", "gtb.trf");
    String missing = probe("Q1-values-incomplete-csv", "v_missing.csv");
    Cli.Result m = Cli.run("check", "--standings", "--values", missing, trf);
    assertLocated(m, missing, "23:1", "a row for each of the 30 lines of the standings");
    String twice = probe("Q1-values-incomplete-csv", "v_dupplayer.csv");
    Cli.Result t = Cli.run("check", "--standings", "--values", twice, trf);
    assertLocated(t, twice, "3:3", "each pairing number once (1 is on line 2)");
  }

  @Test
  @org.junit.jupiter.api.Timeout(120)
  void q2TheLargestTournamentCountNeedsNoMemoryBeforeTheFirstTournament(@TempDir Path dir) {
    // an engine that cannot start ends the run at the first tournament: the jobs are not listed
    // beforehand (2 x 2,147,483,647 of them did not fit any heap)
    Cli.Result r =
        Cli.run(
            "crosscheck",
            "--system",
            "dutch-2026",
            "--players",
            "4..4",
            "--rounds",
            "1..1",
            "--engine",
            dir.resolve("no-such-engine").toString(),
            "--tournaments",
            "2147483647",
            "-o",
            dir.resolve("q2").toString());
    assertEquals(2, r.code(), r.err());
    assertFalse(r.err().contains("out of memory"), r.err());
  }

  @Test
  void q3AnEnginesHugeOutputIsQuotedUpToABoundedPrefix(@TempDir Path dir) {
    String engine = "sh " + probe("Q3-crosscheck-engine-big-output", "bigout.sh");
    Cli.Result r =
        Cli.run(
            "crosscheck",
            "--system",
            "dutch-2026",
            "--tournaments",
            "1",
            "--players",
            "10..12",
            "--rounds",
            "3..4",
            "--engine",
            engine,
            "-o",
            dir.resolve("q3").toString());
    assertEquals(1, r.code(), r.err());
    assertTrue(r.out().length() < 10_000, r.out().length() + " characters on stdout");
  }

  @Test
  void q4AnUnknownOptionAfterMinusPIsRefused(@TempDir Path dir) throws IOException {
    Path in = dir.resolve("ex.trf");
    Files.copy(Path.of(probe("Q4-bbp-p-takes-option-as-file", "ex.trf")), in);
    Cli.Result r = Cli.run("--dutch", in.toString(), "-p", "-w");
    assertEquals(3, r.code(), r.err());
    assertTrue(r.err().contains("Unknown option: '-w'"), r.err());
    assertFalse(Files.exists(dir.resolve("-w")));
  }

  @Test
  void q5AKeyTwiceAndFullWidthDigitsAreLocated(@TempDir Path dir) {
    String dup = probe("Q5-bbp-config-lenient", "dupkey.cfg");
    Path out = dir.resolve("q5.trf");
    assertLocated(
        Cli.run("--dutch", "-g", dup, "-o", out.toString(), "-s", "7"),
        dup,
        "2:1",
        "each key once (PlayersNumber is on line 1");
    String wide = probe("Q5-bbp-config-lenient", "fullwidth.cfg");
    assertLocated(
        Cli.run("--dutch", "-g", wide, "-o", out.toString(), "-s", "7"),
        wide,
        "1:15",
        "a whole number from 2 to 9999 for PlayersNumber");
    assertFalse(Files.exists(out));
  }
}
