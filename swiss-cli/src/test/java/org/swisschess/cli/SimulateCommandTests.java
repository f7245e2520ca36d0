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
import java.util.stream.Collectors;
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

  /** The CSV without its two timing columns, which vary from run to run. */
  private static String withoutTimings(String csv) {
    return Arrays.stream(csv.split("\r\n"))
        .map(
            line -> {
              String[] f = line.split(",");
              return String.join(",", Arrays.copyOf(f, f.length - 2));
            })
        .collect(Collectors.joining("\n"));
  }

  @Test
  void printsATableWithOneRowPerSystem() {
    Cli.Result r = Cli.run(args(InOrderTestSystem.ID + "," + InOrderTestSystem.ID, "5"));
    assertEquals(0, r.code(), r.err());
    String[] lines = r.out().split("\\R");
    assertTrue(lines[0].startsWith("12 tournaments of 9 players and 4 rounds, seed 5"), r.out());
    assertTrue(lines[1].startsWith("system"), r.out());
    assertEquals(5, lines.length, r.out());
    assertTrue(
        lines[3].startsWith(InOrderTestSystem.ID) && lines[4].startsWith(InOrderTestSystem.ID),
        r.out());
  }

  @Test
  void threadsChangeNothingButTheTimings() {
    Cli.Result one = Cli.run(with("--format", "csv", "--threads", "1"));
    Cli.Result two = Cli.run(with("--format", "csv", "--threads", "2"));
    assertEquals(0, one.code(), one.err());
    assertEquals(withoutTimings(one.out()), withoutTimings(two.out()));
    assertEquals(2, one.out().split("\r\n").length);
  }

  @Test
  void aDifferentSeedGivesDifferentTournaments() {
    Cli.Result a = Cli.run(with("--format", "csv"));
    assertEquals(0, a.code(), a.err());
    Cli.Result b = Cli.run(args(InOrderTestSystem.ID, "6", "--format", "csv"));
    assertTrue(!withoutTimings(a.out()).equals(withoutTimings(b.out())));
  }

  @Test
  void jsonHasTheSettingsAndTheSummaryFields() throws Exception {
    Cli.Result r = Cli.run(with("--format", "JSON"));
    assertEquals(0, r.code(), r.err());
    JsonNode root = new ObjectMapper().readTree(r.out());
    assertEquals(9, root.get("players").asInt());
    assertEquals(12, root.get("tournaments").asInt());
    JsonNode s = root.get("systems").get(0);
    assertEquals(InOrderTestSystem.ID, s.get("systemId").asText());
    assertEquals(12, s.get("tournaments").asInt());
    assertTrue(
        s.get("meanKendallTau").asDouble() > -1.0 && s.get("meanKendallTau").asDouble() <= 1.0);
    assertTrue(s.has("p95RoundMillis") && s.has("failedRounds"), s.toString());
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
    assertTrue(Files.readString(out, StandardCharsets.UTF_8).startsWith("system,tournaments"));
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
