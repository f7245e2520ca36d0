package org.swisschess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.swisschess.api.Pairing;
import org.swisschess.api.RecordedRound;
import org.swisschess.api.Tournament;
import org.swisschess.trf.TrfDocument;
import org.swisschess.trf.TrfException;
import org.swisschess.trf.TrfReader;
import org.swisschess.trf.TrfWriter;

/**
 * The files {@code swiss generate} writes, in both formats, are paired further by the
 * JaVaFo/bbpPairings form of the command line: {@code -c} re-pairs every round alike, and the file
 * cut after each round (its {@code XXR}/{@code 142} kept) pairs the next round as generate did.
 * Where bbpPairings is at hand ({@code /work/oracles/bin/bbp5}, {@code bbp6}), it reads them too.
 */
class GeneratedFilesPairOnTests {

  private static final Path ORACLES = Path.of("/work/oracles/bin");

  private static String generate(Path dir, String system, String edition, int seed)
      throws IOException {
    Path file = dir.resolve(system + "-" + edition + "-" + seed + ".trf");
    Cli.Result g =
        Cli.run(
            "generate",
            "--system",
            system,
            "--players",
            "24",
            "--rounds",
            "6",
            "--seed",
            Integer.toString(seed),
            "--trf",
            edition,
            "-o",
            file.toString());
    assertEquals(0, g.code(), g.err());
    return file.toString();
  }

  /**
   * The generated file cut after {@code round}, as a tournament software would have it then: its
   * header as generate wrote it, those who do not play the next round as its requested byes.
   */
  private static Path after(Path dir, String file, int round) throws IOException, TrfException {
    TrfDocument doc = TrfReader.parse(Files.readString(Path.of(file)), file);
    Tournament cut = CrosscheckTournament.beforeRound(doc.tournament(), round + 1);
    Path out = dir.resolve(Path.of(file).getFileName() + ".after" + round + ".trf");
    Files.writeString(out, TrfWriter.write(doc.withTournament(cut)), StandardCharsets.UTF_8);
    return out;
  }

  @ParameterizedTest
  @CsvSource({"dutch-2026, 2026", "dutch-2026, 16", "dutch-2017, 2026", "dutch-2017, 16"})
  void theJavafoFormPairsTheNextRoundAsGenerateDid(String system, String edition, @TempDir Path dir)
      throws IOException, TrfException {
    String file = generate(dir, system, edition, 5);
    Tournament t = TrfReader.parse(Files.readString(Path.of(file)), file).tournament();
    assertEquals(6, t.plannedRounds());
    Cli.Result check = Cli.run("--dutch", file, "-c");
    assertEquals(0, check.code(), check.err());
    assertFalse(check.out().contains("Checker pairings"), check.out());
    assertTrue(check.out().contains("Round #" + t.completedRounds()), check.out());
    for (int round = 1; round < t.completedRounds(); round++) {
      Path cut = after(dir, file, round);
      Path pairs = dir.resolve("pairs-" + round + ".txt");
      Cli.Result p = Cli.run("--dutch", cut.toString(), "-p", pairs.toString());
      assertEquals(0, p.code(), round + ": " + p.err());
      Pairing ours = PairsOutput.parse(Files.readString(pairs), round + 1, t.players().size());
      assertTrue(
          RecordedRound.of(t, round + 1).agreesWith(ours),
          system + " " + edition + " round " + (round + 1));
    }
  }

  @ParameterizedTest
  @CsvSource({"dutch-2026, 2026, bbp6", "dutch-2026, 16, bbp6", "dutch-2017, 16, bbp5"})
  void bbpPairingsReadsThemAndPairsTheNextRound(
      String system, String edition, String oracle, @TempDir Path dir)
      throws IOException, TrfException, InterruptedException {
    Path bbp = ORACLES.resolve(oracle);
    assumeTrue(Files.isExecutable(bbp), "no " + bbp + " on this machine");
    for (int seed = 1; seed <= 3; seed++) {
      String file = generate(dir, system, edition, seed);
      Tournament t = TrfReader.parse(Files.readString(Path.of(file)), file).tournament();
      Run check = run(bbp.toString(), "--dutch", file, "-c");
      assertEquals(0, check.code(), check.output());
      assertFalse(check.output().contains("Error"), check.output());
      assertFalse(check.output().contains("Checker pairings"), check.output());
      int round = t.completedRounds() - 1;
      Path cut = after(dir, file, round);
      Path pairs = dir.resolve("bbp-" + seed + ".txt");
      Run p = run(bbp.toString(), "--dutch", cut.toString(), "-p", pairs.toString());
      assertEquals(0, p.code(), p.output());
      Pairing theirs = PairsOutput.parse(Files.readString(pairs), round + 1, t.players().size());
      assertTrue(
          RecordedRound.of(t, round + 1).agreesWith(theirs),
          oracle + " " + edition + " seed " + seed + " round " + (round + 1));
    }
  }

  /** What an outside program printed and how it ended. */
  private record Run(int code, String output) {}

  private static Run run(String... command) throws IOException, InterruptedException {
    Process p =
        new ProcessBuilder(new ArrayList<>(List.of(command))).redirectErrorStream(true).start();
    String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "bbpPairings did not finish");
    return new Run(p.exitValue(), output);
  }

  @Test
  void aGeneratedFileDeclaresItsRoundsAndColourInBothFormats(@TempDir Path dir) throws IOException {
    String sixteen = Files.readString(Path.of(generate(dir, "dutch-2026", "16", 2)));
    assertTrue(sixteen.lines().anyMatch(l -> l.equals("XXR 6")), sixteen);
    assertTrue(sixteen.lines().anyMatch(l -> l.matches("XXC (white|black)1")), sixteen);
    String full = Files.readString(Path.of(generate(dir, "dutch-2026", "2026", 2)));
    assertTrue(full.lines().anyMatch(l -> l.equals("142 6")), full);
    assertTrue(full.lines().noneMatch(l -> l.startsWith("162")), "default points: no 162");
  }
}
