package org.swisschess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PairingSystems;

/**
 * {@code swiss generate} then {@code swiss check} with the same system, through the command line
 * itself (its TRF header and type record, its own round checker), for every system this module
 * ships. The engines' contract does the same through the library for 50 seeds; this is the path a
 * user takes, on 10 of them.
 */
class GenerateThenCheckTests {

  /** The systems swiss-cli's pom puts on the class path (runtime scope). */
  private static final Set<String> SHIPPED =
      Set.of(
          "burstein-2026",
          "dubov-1997",
          "dubov-2026",
          "dutch-2012",
          "dutch-2017",
          "dutch-2026",
          "rating-1998");

  private static final Pattern SUMMARY =
      Pattern.compile(
          "checked (\\d+) tournaments, (\\d+) rounds: (\\d+) identical, (\\d+) different, (\\d+) errors");

  @TempDir Path dir;

  @Test
  void everyShippedSystemIsInstalled() {
    Set<String> installed = new TreeSet<>();
    for (PairingSystem s : PairingSystems.all()) {
      installed.add(s.id());
    }
    assertTrue(installed.containsAll(SHIPPED), "installed: " + installed);
  }

  @TestFactory
  List<DynamicTest> everyRoundGeneratedIsReproducedByCheck() {
    return SHIPPED.stream()
        .sorted()
        .map(id -> DynamicTest.dynamicTest(id, () -> generateThenCheck(id)))
        .toList();
  }

  private void generateThenCheck(String id) throws IOException {
    Path folder = Files.createDirectories(dir.resolve(id));
    int files = 0;
    // the contract's mixed sizes (5 to 124 players, 5 to 11 rounds), every fifth seed from 3:
    // 6 to 116 players, one field too small for all its rounds
    for (int seed = 3; seed <= 50; seed += 5) {
      int players = (seed * 37) % 120 + 5;
      int rounds = seed % 7 + 5;
      Path file =
          folder.resolve(String.format(Locale.ROOT, "%02d-%dp-%dr.trf", seed, players, rounds));
      Cli.Result g =
          Cli.run(
              "generate",
              "--system",
              id,
              "--players",
              String.valueOf(players),
              "--rounds",
              String.valueOf(rounds),
              "--seed",
              String.valueOf(seed),
              "-o",
              file.toString());
      assertEquals(0, g.code(), id + " seed " + seed + ": " + g.err());
      files++;
    }
    Cli.Result check = Cli.run("check", "--system", id, folder.toString());
    String summary = check.out().lines().reduce((a, b) -> b).orElse("");
    Matcher m = SUMMARY.matcher(summary);
    assertTrue(m.matches(), id + ": " + check.out() + check.err());
    assertEquals(files, Integer.parseInt(m.group(1)), summary);
    assertTrue(Integer.parseInt(m.group(2)) >= 5 * files, summary);
    assertEquals(m.group(2), m.group(3), id + ": " + check.out());
    assertEquals("0", m.group(4), summary);
    assertEquals("0", m.group(5), summary);
    assertEquals(0, check.code(), check.out() + check.err());
  }
}
