package org.swisschess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The cross-check harness against fake engines that are our own code (test resources/crosscheck):
 * our command line itself, a copy of it that swaps one board's colours, one that crashes and one
 * that never answers.
 */
class CrosscheckCommandTests {

  private static String script(String name) {
    try {
      return Paths.get(CrosscheckCommandTests.class.getResource("/crosscheck/" + name).toURI())
          .toString();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The engine command: sh SCRIPT JAVA CLASSPATH. */
  private static String engine(String name) {
    String java = ProcessHandle.current().info().command().orElse("java");
    return "sh '"
        + script(name)
        + "' '"
        + java
        + "' '"
        + System.getProperty("java.class.path")
        + "'";
  }

  private static List<String> run(Path out, String engine, String... more) {
    List<String> args =
        new ArrayList<>(
            List.of(
                "crosscheck",
                "--engine",
                engine,
                "--system",
                "dutch-2026",
                "--players",
                "12..14",
                "--rounds",
                "3..3",
                "-o",
                out.toString()));
    args.addAll(List.of(more));
    return args;
  }

  private static Cli.Result cli(List<String> args) {
    return Cli.run(args.toArray(String[]::new));
  }

  private static long lines(Path results) throws Exception {
    try (Stream<String> s = Files.lines(results)) {
      return s.filter(l -> !l.isBlank()).count();
    }
  }

  @Test
  void anEngineThatPairsAsOursDoesAgreesInBothDirections(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("run");
    Cli.Result r = cli(run(out, engine("our-engine.sh"), "--tournaments", "2"));
    assertEquals(0, r.code(), r.out() + r.err());
    assertTrue(
        r.out().matches("(?s).*\\(a\\) ours generates, theirs pairs +2 +6 +0 +0 +0 .*"), r.out());
    assertTrue(
        r.out().matches("(?s).*\\(b\\) theirs generates, ours checks +2 +6 +0 +0 +0 .*"), r.out());
    assertTrue(r.out().contains("(a) 2 done (0.0%), (b) 2 done (0.0%)"), r.out());
    assertEquals(4, lines(out.resolve("results.tsv")));
  }

  @Test
  void aDiscrepancyIsCountedPerTournamentAndItsFilesAreKept(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("run");
    Cli.Result r = cli(run(out, engine("differing-engine.sh"), "--tournaments", "2"));
    assertEquals(1, r.code(), r.out() + r.err());
    // every round of (a) differs, but FIDE counts tournaments: 2 discrepancies
    assertTrue(
        r.out().matches("(?s).*\\(a\\) ours generates, theirs pairs +2 +6 +2 +0 +0 .*"), r.out());
    assertTrue(
        r.out().matches("(?s).*\\(b\\) theirs generates, ours checks +2 +6 +0 +0 +0 .*"), r.out());
    Path kept = out.resolve("discrepancies").resolve("ours-generate-000000");
    assertTrue(Files.exists(kept.resolve("tournament.trf")));
    assertTrue(Files.exists(kept.resolve("round-001.trf")));
    String pairings = Files.readString(kept.resolve("pairings.txt"), StandardCharsets.UTF_8);
    assertTrue(pairings.startsWith("round 1\nours (generated)     theirs\n"), pairings);
    assertTrue(pairings.contains("   <"), "the differing board is marked: " + pairings);
  }

  @Test
  void crashesAndTimeOutsOfTheEngineAreNotDiscrepancies(@TempDir Path dir) throws Exception {
    Cli.Result crash =
        cli(
            run(
                dir.resolve("crash"),
                "sh '" + script("crashing-engine.sh") + "'",
                "--tournaments",
                "2"));
    assertEquals(1, crash.code(), crash.out() + crash.err());
    assertTrue(
        crash.out().matches("(?s).*\\(a\\) ours generates, theirs pairs +2 +0 +0 +0 +2 .*"),
        crash.out());
    assertTrue(crash.out().contains("the engine exited with code 7: fake engine: out of cheese"));
    // the report of a run whose engine fails is kept: a line per tournament, and what the engine
    // was given when it failed, so that the failure can be repeated
    assertEquals(4, lines(dir.resolve("crash/results.tsv")));
    assertTrue(
        Files.exists(dir.resolve("crash/discrepancies/ours-generate-000000/round-001.trf")),
        "the failing round's input is kept");
    long start = System.nanoTime();
    Cli.Result hang =
        cli(
            run(
                dir.resolve("hang"),
                "sh '" + script("hanging-engine.sh") + "'",
                "--tournaments",
                "1",
                "--direction",
                "theirs",
                "--timeout",
                "0.5"));
    assertTrue((System.nanoTime() - start) / 1e9 < 20, "the engine was stopped at its time-out");
    assertEquals(1, hang.code(), hang.out() + hang.err());
    assertTrue(
        hang.out().matches("(?s).*\\(b\\) theirs generates, ours checks +1 +0 +0 +1 +0 .*"),
        hang.out());
    assertTrue(hang.out().contains("generation: the engine timed out"), hang.out());
  }

  @Test
  void aStoppedRunResumesWhereItStoppedAndRunsMerge(@TempDir Path dir) throws Exception {
    String crashing = "sh '" + script("crashing-engine.sh") + "'";
    Path first = dir.resolve("first");
    assertEquals(1, cli(run(first, crashing, "--tournaments", "2")).code());
    // a line cut short by a stop is not a result
    Files.writeString(
        first.resolve("results.tsv"),
        "ours-generate\t5\t",
        StandardCharsets.UTF_8,
        java.nio.file.StandardOpenOption.APPEND);
    Cli.Result resumed = cli(run(first, crashing, "--tournaments", "3"));
    assertTrue(
        resumed.err().contains("resuming " + first + ": 4 tournaments done, 2 to go"),
        resumed.err());
    assertTrue(resumed.out().contains("(a) 3 done"), resumed.out());
    Cli.Result other = cli(run(first, crashing, "--tournaments", "3", "--seed", "9"));
    assertEquals(2, other.code());
    assertTrue(other.err().contains("holds a run with other settings"), other.err());
    Path second = dir.resolve("second");
    assertEquals(1, cli(run(second, crashing, "--tournaments", "2", "--seed", "100")).code());
    Cli.Result merged = Cli.run("crosscheck", "--report", first.toString(), second.toString());
    assertEquals(1, merged.code());
    assertTrue(merged.out().contains("(a) 5 done (0.0%), (b) 5 done (0.0%)"), merged.out());
    Cli.Result twice = Cli.run("crosscheck", "--report", first.toString(), first.toString());
    assertTrue(
        twice.out().contains("(a) 3 done"), "a run merged twice counts once: " + twice.out());
  }

  @Test
  void threeShardsMergedReportWhatOneRunReports(@TempDir Path dir) throws Exception {
    String ours = engine("our-engine.sh");
    Path whole = dir.resolve("whole");
    assertEquals(0, cli(run(whole, ours, "--tournaments", "3", "--direction", "ours")).code());
    List<String> merge = new ArrayList<>(List.of("merge"));
    for (int k = 1; k <= 3; k++) {
      Path part = dir.resolve("shard-" + k);
      Cli.Result r =
          cli(run(part, ours, "--tournaments", "3", "--direction", "ours", "--shard", k + "/3"));
      assertEquals(0, r.code(), r.out() + r.err());
      assertEquals(1, lines(part.resolve("results.tsv")), "one tournament per shard");
      merge.add(part.toString());
    }
    Cli.Result merged = cli(merge);
    Cli.Result one = Cli.run("crosscheck", "--report", whole.toString());
    assertEquals(0, merged.code(), merged.out() + merged.err());
    // the same tournaments, the same verdicts: everything but the line naming the folders and the
    // time our engine took, which varies between runs
    String time = "[0-9.]+ s \\([0-9.]+ ms\\)";
    assertEquals(
        one.out().substring(one.out().indexOf('\n')).replaceAll(time, "T"),
        merged.out().substring(merged.out().indexOf('\n')).replaceAll(time, "T"));
  }

  @Test
  void badInputIsAUsageErrorNamingTheOption(@TempDir Path dir) {
    Path out = dir.resolve("run");
    Cli.Result missing = cli(run(out, "/no/such/engine --dutch", "--tournaments", "2"));
    assertEquals(2, missing.code(), missing.out() + missing.err());
    assertTrue(
        missing.err().contains("cannot run the engine '/no/such/engine --dutch'"), missing.err());
    assertTrue(missing.err().contains("results so far are kept"), missing.err());
    Cli.Result players =
        Cli.run("crosscheck", "--engine", "x", "-s", "dutch-2026", "--players", "10..5");
    assertEquals(2, players.code());
    assertTrue(players.err().contains("--players expects A..B"), players.err());
    // TRF's pairing numbers have four columns
    Cli.Result tooMany =
        Cli.run("crosscheck", "--engine", "x", "-s", "dutch-2026", "--players", "15..10000");
    assertEquals(2, tooMany.code());
    assertTrue(
        tooMany
            .err()
            .contains("--players expects A..B with 2 <= A <= B <= 9999, found '15..10000'"),
        tooMany.err());
    Cli.Result direction = cli(run(dir.resolve("d"), "x", "--direction", "sideways"));
    assertEquals(2, direction.code());
    assertTrue(direction.err().contains("--direction"), direction.err());
    Cli.Result quote = cli(run(dir.resolve("q"), "'unclosed"));
    assertEquals(2, quote.code());
    assertTrue(quote.err().contains("unclosed"), quote.err());
    Cli.Result rate = cli(run(dir.resolve("r"), "x", "--forfeit-rate", "1.5"));
    assertEquals(2, rate.code());
    assertTrue(
        rate.err().contains("--forfeit-rate expects a probability from 0 to 1, found 1.5"),
        rate.err());
  }
}
