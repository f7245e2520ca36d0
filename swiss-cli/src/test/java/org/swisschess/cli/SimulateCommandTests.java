package org.swisschess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisschess.sim.EventRates;

class SimulateCommandTests {

  private static final String[] SMALL = {
    "simulate", "--players", "9", "--rounds", "4", "--tournaments", "12"
  };

  /** A small simulation of the in-order test system with seed 5, plus {@code more}. */
  private static String[] with(String... more) {
    return args(InOrderTestSystem.ID, "5", more);
  }

  private static String[] args(String systems, String seed, String... more) {
    String[] all = Arrays.copyOf(SMALL, SMALL.length + 4 + more.length);
    all[SMALL.length] = "--systems";
    all[SMALL.length + 1] = systems;
    all[SMALL.length + 2] = "--seed";
    all[SMALL.length + 3] = seed;
    System.arraycopy(more, 0, all, SMALL.length + 4, more.length);
    return all;
  }

  @Test
  void printsATableWithOneRowPerSystem() {
    Cli.Result r = Cli.run(args(InOrderTestSystem.ID + "," + InOrderTestSystem.ID, "5"));
    assertEquals(0, r.code(), r.err());
    String[] lines = r.out().split("\\R");
    assertTrue(lines[0].startsWith("12 tournaments of 9 players and 4 rounds, seed 5"), r.out());
    assertTrue(lines[1].startsWith("system"), r.out());
    assertTrue(
        lines[3].startsWith(InOrderTestSystem.ID) && lines[4].startsWith(InOrderTestSystem.ID),
        r.out());
    assertEquals("", lines[5], r.out());
    assertTrue(lines[6].startsWith("Paired differences"), r.out());
    // one system against itself: every difference 0, no interval leaves 0 out
    assertTrue(lines[9].contains("+0.0000") && !lines[9].contains("*"), r.out());
    assertTrue(
        lines[lines.length - 1].startsWith("Settings: --systems " + InOrderTestSystem.ID + ","),
        r.out());
  }

  @Test
  void threadsChangeNothingButTheTimings() {
    Cli.Result one = Cli.run(with("--format", "csv", "--threads", "1"));
    Cli.Result two = Cli.run(with("--format", "csv", "--threads", "2"));
    assertEquals(0, one.code(), one.err());
    assertEquals(one.out(), two.out(), "no timings in the CSV unless asked");
    assertEquals(1 + org.swisschess.sim.Metrics.names(4).size(), one.out().split("\r\n").length);
    Cli.Result timed = Cli.run(with("--format", "csv", "--timings"));
    assertTrue(
        timed.out().contains("timing," + InOrderTestSystem.ID + ",,p95_round_ms"), timed.out());
  }

  @Test
  void aDifferentSeedGivesDifferentTournaments() {
    Cli.Result a = Cli.run(with("--format", "csv"));
    assertEquals(0, a.code(), a.err());
    Cli.Result b = Cli.run(args(InOrderTestSystem.ID, "6", "--format", "csv"));
    assertTrue(!a.out().equals(b.out()));
  }

  @Test
  void jsonHasTheSettingsTheCommandAndEveryMetric() throws Exception {
    Cli.Result r =
        Cli.run(with("--format", "JSON", "--field", "normal:2000,250", "--white-advantage", "20"));
    assertEquals(0, r.code(), r.err());
    JsonNode root = new ObjectMapper().readTree(r.out());
    JsonNode settings = root.get("settings");
    assertEquals("9", settings.get("players").asText());
    assertEquals("12", settings.get("tournaments").asText());
    assertEquals("normal:2000,250,1000,2800", settings.get("field").asText());
    assertEquals("20", settings.get("white-advantage").asText());
    assertEquals("PTS,BH/C1,BH,SB", settings.get("tiebreaks").asText());
    JsonNode s = root.get("systems").get(0);
    assertEquals(InOrderTestSystem.ID, s.get("system").asText());
    assertEquals(12, s.get("tournaments").asInt());
    JsonNode tau = s.get("metrics").get(1);
    assertEquals("tau_b_score", tau.get("metric").asText());
    double mean = tau.get("mean").asDouble();
    assertTrue(mean > -1.0 && mean <= 1.0, tau.toString());
    assertTrue(tau.get("ci_low").asDouble() <= mean && mean <= tau.get("ci_high").asDouble());
    assertTrue(!s.has("p95_round_ms"), "timings only with --timings");
    // the command repeats the run: run it and get the same JSON
    String command = root.get("command").asText();
    assertTrue(
        command.startsWith("swiss simulate --systems " + InOrderTestSystem.ID + " "), command);
    String[] repeat = command.substring("swiss ".length()).split(" ");
    Cli.Result again = Cli.run(concat(repeat, "--format", "json"));
    assertEquals(0, again.code(), again.err());
    assertEquals(r.out(), again.out());
  }

  private static String[] concat(String[] a, String... b) {
    String[] all = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, all, a.length, b.length);
    return all;
  }

  @Test
  void perTournamentValuesComeAsCsvOrJsonLines(@TempDir Path dir) throws Exception {
    Path csv = dir.resolve("t.csv");
    Path jsonl = dir.resolve("t.jsonl");
    assertEquals(0, Cli.run(with("--per-tournament", csv.toString())).code());
    assertEquals(0, Cli.run(with("--per-tournament", jsonl.toString())).code());
    List<String> rows = Files.readAllLines(csv, StandardCharsets.UTF_8);
    assertEquals(1 + 12, rows.size());
    assertTrue(rows.get(0).startsWith("tournament,seed,system,tau_a_score,"), rows.get(0));
    assertTrue(rows.get(1).startsWith("0,"), rows.get(1));
    List<String> lines = Files.readAllLines(jsonl, StandardCharsets.UTF_8);
    assertEquals(12, lines.size());
    JsonNode last = new ObjectMapper().readTree(lines.get(11));
    assertEquals(11, last.get("tournament").asInt());
    assertEquals(9, last.get("colour_differences").size());
    assertEquals(
        Double.parseDouble(rows.get(12).split(",")[4]), last.get("tau_b_score").asDouble(), 1e-6);
  }

  @Test
  void threeShardsMergedAreByteIdenticalToOneRun(@TempDir Path dir) throws Exception {
    String[] base = {"--format", "json"};
    Cli.Result one = Cli.run(concat(with(), base));
    assertEquals(0, one.code(), one.err());
    List<String> merge = new java.util.ArrayList<>(List.of("merge", "--format", "json"));
    for (int k = 1; k <= 3; k++) {
      Path state = dir.resolve("shard-" + k + ".state");
      Cli.Result part =
          Cli.run(concat(with(), concat(base, "--shard", k + "/3", "--state", state.toString())));
      assertEquals(0, part.code(), part.err());
      merge.add(state.toString());
    }
    Cli.Result merged = Cli.run(merge.toArray(String[]::new));
    assertEquals(0, merged.code(), merged.err());
    assertEquals(one.out(), merged.out());
    Cli.Result missing = Cli.run("merge", merge.get(3), merge.get(4));
    assertEquals(ExitCode.BAD_INPUT, missing.code());
    assertTrue(missing.err().contains("shard 3/3 is missing"), missing.err());
  }

  @Test
  void aStateOfAnotherRunIsRefused(@TempDir Path dir) {
    Path state = dir.resolve("s.state");
    assertEquals(0, Cli.run(with("--state", state.toString())).code());
    Cli.Result r = Cli.run(with("--state", state.toString(), "--field", "normal:1800,200"));
    assertEquals(ExitCode.BAD_INPUT, r.code());
    assertTrue(
        r.err().contains("--field normal:1800,300,1000,2800 there, normal:1800,200,1000,2800 now"),
        r.err());
  }

  @Test
  void aFieldAndAResultsTableFromFilesAreRecordedInTheReport(@TempDir Path dir) throws Exception {
    Path field = dir.resolve("field.txt");
    Files.writeString(
        field, "# a real event\n2650\n2600\n2480\n2400\n2350\n2300\n2210\n2100\n2050\n");
    Path table = dir.resolve("results.txt");
    Files.writeString(
        table, "# d white draw black\n-400 0.05 0.15 0.80\n0 0.40 0.30 0.30\n400 0.80 0.15 0.05\n");
    Cli.Result r =
        Cli.run(with("--format", "json", "--field", "file:" + field, "--model", "file:" + table));
    assertEquals(0, r.code(), r.err());
    JsonNode settings = new ObjectMapper().readTree(r.out()).get("settings");
    assertEquals(
        "list:2650,2600,2480,2400,2350,2300,2210,2100,2050", settings.get("field").asText());
    assertEquals(
        "table:-400/0.05/0.15/0.8;0/0.4/0.3/0.3;400/0.8/0.15/0.05", settings.get("model").asText());
    // the report alone repeats the run: no file needed
    Cli.Result again =
        Cli.run(
            with(
                "--format",
                "json",
                "--field",
                settings.get("field").asText(),
                "--model",
                settings.get("model").asText()));
    assertEquals(r.out(), again.out());
    Files.writeString(table, "0 0.5 0.6 0.3\n");
    Cli.Result bad = Cli.run(with("--model", "file:" + table));
    assertEquals(ExitCode.BAD_INPUT, bad.code());
    assertTrue(bad.err().contains("results.txt: line 1: chances must sum to 1"), bad.err());
  }

  @Test
  void noDrawsMeansNoDraws() throws Exception {
    Cli.Result r = Cli.run(with("--format", "json", "--model", "no-draws"));
    assertEquals(0, r.code(), r.err());
    assertEquals(
        "no-draws", new ObjectMapper().readTree(r.out()).get("settings").get("model").asText());
  }

  @Test
  void baselinesAndTheIdealRankingArePairedWithAFideSystem() throws Exception {
    Cli.Result r =
        Cli.run(
            args(
                "dutch-2026,monrad,random-scoregroups,ideal",
                "3",
                "--format",
                "json",
                "--no-events"));
    assertEquals(0, r.code(), r.err());
    JsonNode root = new ObjectMapper().readTree(r.out());
    assertEquals(4, root.get("systems").size());
    assertEquals(6, root.get("comparisons").size());
    JsonNode ideal = root.get("systems").get(3);
    assertEquals("ideal", ideal.get("system").asText());
    assertEquals(1.0, ideal.get("metrics").get(1).get("mean").asDouble(), 1e-12, "tau-b 1");
    // dutch-2026 - ideal: the ranking's distance from perfect information, below 0
    JsonNode dutchIdeal = root.get("comparisons").get(2);
    assertEquals("ideal", dutchIdeal.get("minus").asText());
    assertTrue(
        dutchIdeal.get("differences").get(1).get("ci_high").asDouble() < 0, dutchIdeal.toString());
  }

  @Test
  void progressGoesToStderrForLongRuns() {
    Cli.Result r = Cli.run(with("--format", "csv"));
    assertTrue(r.err().contains("simulated 12/12 tournaments"), r.err());
    assertTrue(!r.out().contains("simulated"), r.out());
  }

  @Test
  void writesToAFile(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("report.csv");
    Cli.Result r = Cli.run(with("--format", "csv", "-o", out.toString()));
    assertEquals(0, r.code(), r.err());
    assertEquals("", r.out());
    assertTrue(
        Files.readString(out, StandardCharsets.UTF_8).startsWith("kind,system,other,metric"));
  }

  @Test
  void anUnknownSystemIsAUsageError() {
    Cli.Result r = Cli.run("simulate", "--systems", "no-such-system");
    assertEquals(ExitCode.USAGE, r.code());
    assertTrue(r.err().contains("unknown pairing system 'no-such-system'"), r.err());
  }

  @Test
  void badSettingsAreUsageErrors() {
    assertEquals(ExitCode.USAGE, Cli.run(with("--forfeit-rate", "1.5")).code());
    assertEquals(ExitCode.USAGE, Cli.run(with("--format", "xml")).code());
    assertEquals(ExitCode.USAGE, Cli.run(with("--scoring", "3-1")).code());
    assertEquals(ExitCode.USAGE, Cli.run(with("--players", "1")).code());
    assertEquals(ExitCode.USAGE, Cli.run(with("--on-no-pairing", "retry")).code());
    assertEquals(ExitCode.USAGE, Cli.run(with("--tiebreaks", "BH,,SB")).code());
    assertEquals(ExitCode.USAGE, Cli.run(with("--shard", "4/3")).code());
    assertEquals(ExitCode.USAGE, Cli.run(with("--field", "normal:1800,300,2000,1000")).code());
    assertEquals(ExitCode.USAGE, Cli.run(with("--field", "list:2000,x")).code());
    assertEquals(ExitCode.USAGE, Cli.run(with("--field", "list:2000,1900")).code(), "9 players");
    assertEquals(ExitCode.USAGE, Cli.run(with("--model", "table:0/0.5/0.5")).code());
    assertEquals(ExitCode.BAD_INPUT, Cli.run(with("--field", "file:/no/such/file")).code());
  }

  @Test
  void theDefaultRatesAreTheGeneratorDefaults() {
    GeneratorOptions options = new GeneratorOptions();
    new picocli.CommandLine(
            new Object() {
              // read by picocli, which fills the mixin's options
              @SuppressWarnings("UnusedVariable")
              @picocli.CommandLine.Mixin
              GeneratorOptions o = options;
            })
        .parseArgs();
    // the command line adds a real open's unrated players to the library's default rates
    assertEquals(EventRates.DEFAULT.withUnrated(0.05), options.toConfig(10, 5).rates());
    assertEquals(List.of(), List.copyOf(options.toConfig(10, 5).options().keySet()));
  }
}
