package org.swisschess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.swisschess.api.Tournament;
import org.swisschess.trf.TrfReader;

class GenerateCommandTests {

  @Test
  void writesATrfThatCheckReproducesRoundByRound(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("t.trf");
    Cli.Result g =
        Cli.run(
            "generate",
            "--system",
            InOrderTestSystem.ID,
            "--players",
            "11",
            "--rounds",
            "4",
            "--seed",
            "7",
            "--half-bye-rate",
            "0.1",
            "--forfeit-rate",
            "0.1",
            "-o",
            file.toString());
    assertEquals(0, g.code(), g.err());
    Tournament t = TrfReader.read(file).tournament();
    assertEquals(11, t.players().size());
    assertTrue(t.completedRounds() >= 1);
    Cli.Result check = Cli.run("check", "--system", InOrderTestSystem.ID, file.toString());
    assertEquals(0, check.code(), check.out() + check.err());
  }

  @Test
  void aDutch2026FileNamesItsSystemSoThatCheckPicksIt(@TempDir Path dir) throws Exception {
    if (org.swisschess.api.PairingSystems.find("dutch-2026").isEmpty()) {
      return; // the test class path may not hold the engine
    }
    Path file = dir.resolve("d26.trf");
    Cli.Result g =
        Cli.run(
            "generate",
            "--system",
            "dutch-2026",
            "--players",
            "9",
            "--rounds",
            "3",
            "--seed",
            "5",
            "-o",
            file.toString());
    assertEquals(0, g.code(), g.err());
    assertTrue(Files.readString(file).contains("\n192 FIDE_DUTCH_2025\n"), Files.readString(file));
    Cli.Result check = Cli.run("check", file.toString());
    assertEquals(0, check.code(), check.out() + check.err());
    Cli.Result pair = Cli.run("pair", file.toString());
    assertEquals(0, pair.code(), pair.err());
    assertTrue(
        pair.err()
            .startsWith("swiss: using dutch-2026 (the file's tournament type is FIDE_DUTCH_2025)"),
        pair.err());
  }

  /**
   * Issue 14: a file generated with a system other than the default names it, so that a plain
   * {@code swiss check} (no --system) re-pairs it with the rules that made it: TRF-2026's 192
   * record where ETT26 has a code for the edition, else the 092 free text with the system's id.
   */
  @ParameterizedTest
  @CsvSource({
    "dutch-2017, 192 FIDE_DUTCH_2017",
    "burstein-2026, 192 FIDE_BURSTEIN",
    "dubov-1997, 092 dubov-1997",
    "dubov-2026, 192 FIDE_DUBOV",
    "dutch-2012, 092 dutch-2012",
    "rating-1998, 092 rating-1998"
  })
  void aFileNamesTheSystemThatGeneratedItSoThatAPlainCheckRepairsItWithTheSameRules(
      String system, String record, @TempDir Path dir) throws Exception {
    Path file = dir.resolve(system + ".trf");
    Cli.Result g =
        Cli.run(
            "generate",
            "--system",
            system,
            "--players",
            "15",
            "--rounds",
            "5",
            "--seed",
            "4",
            // the field and results this test was written for, where dutch-2026 differs
            "--model",
            "elo",
            "--unrated-rate",
            "0",
            "-o",
            file.toString());
    assertEquals(0, g.code(), g.err());
    List<String> lines = Files.readAllLines(file);
    assertTrue(lines.contains(record), "the type record: " + lines);
    Cli.Result check = Cli.run("check", file.toString());
    assertEquals(0, check.code(), check.out() + check.err());
    assertTrue(check.out().endsWith("5 rounds: 5 identical, 0 different, 0 errors\n"), check.out());
    // the default system pairs some round of this seed otherwise: the record made the difference
    Cli.Result byDefault = Cli.run("check", "--system", "dutch-2026", file.toString());
    assertEquals(1, byDefault.code(), byDefault.out());
  }

  @Test
  void doubleForfeitsAndEveryKindOfByeAreReproducedByCheck(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("busy.trf");
    Cli.Result g =
        Cli.run(
            "generate",
            "--system",
            InOrderTestSystem.ID,
            "--players",
            "30",
            "--rounds",
            "5",
            "--seed",
            "11",
            "--forfeit-rate",
            "0.4",
            "--double-forfeit-share",
            "0.5",
            "--half-bye-rate",
            "0.1",
            "--zero-bye-rate",
            "0.05",
            "--full-bye-rate",
            "0.05",
            "--absence-rate",
            "0.05",
            "--on-no-pairing",
            "skip",
            "-o",
            file.toString());
    assertEquals(0, g.code(), g.err());
    Tournament t = TrfReader.read(file).tournament();
    boolean doubleForfeit = false;
    for (org.swisschess.api.Player p : t.players()) {
      for (int r = 1; r <= t.completedRounds(); r++) {
        org.swisschess.api.RoundEntry e = p.round(r);
        doubleForfeit |=
            e.result() == org.swisschess.api.ResultKind.FORFEIT_LOSS
                && t.player(e.opponent()).round(r).result()
                    == org.swisschess.api.ResultKind.FORFEIT_LOSS;
      }
    }
    assertTrue(doubleForfeit, "the file should hold a double forfeit");
    Cli.Result check = Cli.run("check", "--system", InOrderTestSystem.ID, file.toString());
    assertEquals(0, check.code(), check.out() + check.err());
  }

  @Test
  void theSameSeedWritesTheSameFileAndAnotherSeedAnother() {
    String[] base = {
      "generate", "--system", InOrderTestSystem.ID, "--players", "10", "--rounds", "3", "--seed"
    };
    Cli.Result a = Cli.run(concat(base, "3"));
    Cli.Result b = Cli.run(concat(base, "3"));
    Cli.Result c = Cli.run(concat(base, "4"));
    assertEquals(0, a.code(), a.err());
    assertEquals(a.out(), b.out());
    assertNotEquals(a.out(), c.out());
    assertTrue(
        a.out()
            .startsWith(
                "### swiss generate --system in-order-test --players 10 --rounds 3 --model fide"
                    + " --seed 3"),
        a.out());
    assertTrue(a.out().lines().anyMatch(l -> l.startsWith("001 ")), a.out());
  }

  @Test
  void countWritesManyFilesWithConsecutiveSeedsIntoAFolder(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("many");
    Cli.Result g =
        Cli.run(
            "generate",
            "--system",
            InOrderTestSystem.ID,
            "--players",
            "8",
            "--rounds",
            "3",
            "--seed",
            "20",
            "--count",
            "12",
            "-o",
            out.toString());
    assertEquals(0, g.code(), g.err());
    List<Path> files;
    try (Stream<Path> s = Files.list(out)) {
      files = s.sorted().collect(Collectors.toList());
    }
    assertEquals(12, files.size());
    assertEquals("in-order-test-00.trf", files.get(0).getFileName().toString());
    assertTrue(g.err().contains("generated 12/12 tournaments"), g.err());
    // File i is what --seed 20+i writes alone.
    Cli.Result alone =
        Cli.run(
            "generate",
            "--system",
            InOrderTestSystem.ID,
            "--players",
            "8",
            "--rounds",
            "3",
            "--seed",
            "25");
    assertEquals(alone.out(), Files.readString(files.get(5), StandardCharsets.UTF_8));
    Cli.Result check = Cli.run("check", "--system", InOrderTestSystem.ID, out.toString());
    assertEquals(0, check.code(), check.out() + check.err());
  }

  @Test
  void aRoundWithoutValidPairingIsReportedAndTheFileStopsBeforeIt(@TempDir Path dir)
      throws Exception {
    Path file = dir.resolve("small.trf");
    Cli.Result g =
        Cli.run(
            "generate",
            "--system",
            InOrderTestSystem.ID,
            "--players",
            "4",
            "--rounds",
            "6",
            "--no-events",
            "-o",
            file.toString());
    assertEquals(0, g.code(), g.err());
    assertTrue(g.err().contains("no valid pairing for round"), g.err());
    Tournament t = TrfReader.read(file).tournament();
    assertTrue(t.completedRounds() < 6);
  }

  @Test
  void skippedLastRoundsEndTheFileAtTheLastPairedRoundAndCheckReproducesIt(@TempDir Path dir)
      throws Exception {
    // 4 players cannot play a fourth round without a rematch: with "skip" rounds 4 to 6 have no
    // game, and TRF would read a last column without games as the round being paired
    Path file = dir.resolve("skipped.trf");
    Cli.Result g =
        Cli.run(
            "generate",
            "--system",
            InOrderTestSystem.ID,
            "--players",
            "4",
            "--rounds",
            "6",
            "--no-events",
            "--on-no-pairing",
            "skip",
            "-o",
            file.toString());
    assertEquals(0, g.code(), g.err());
    assertTrue(g.err().contains("no valid pairing for round 6"), g.err());
    Tournament t = TrfReader.read(file).tournament();
    assertEquals(6, t.plannedRounds());
    int last = t.completedRounds();
    assertTrue(last >= 1 && last < 4, "completed rounds: " + last);
    assertTrue(
        t.players().stream().allMatch(p -> p.round(last).hasOpponent()), Files.readString(file));
    assertTrue(g.err().contains("the file ends after round " + last), g.err());
    Cli.Result check = Cli.run("check", "--system", InOrderTestSystem.ID, file.toString());
    assertEquals(0, check.code(), check.out() + check.err());
    assertTrue(check.out().contains(last + " rounds: " + last + " identical"), check.out());
  }

  @Test
  void usageErrors() {
    assertEquals(ExitCode.USAGE, Cli.run("generate", "--system", "nope").code());
    assertEquals(
        ExitCode.USAGE,
        Cli.run("generate", "--system", InOrderTestSystem.ID, "--count", "3").code());
    assertEquals(
        ExitCode.USAGE,
        Cli.run("generate", "--system", InOrderTestSystem.ID, "--count", "0").code());
    assertEquals(
        ExitCode.USAGE,
        Cli.run("generate", "--system", InOrderTestSystem.ID, "--rounds", "0").code());
    // a rate outside 0..1 names its option (issue 17, part 3)
    Cli.Result rate =
        Cli.run("generate", "--system", InOrderTestSystem.ID, "--half-bye-rate", "-0.5");
    assertEquals(ExitCode.USAGE, rate.code(), rate.err());
    assertTrue(
        rate.err().contains("--half-bye-rate expects a probability from 0 to 1, found -0.5"),
        rate.err());
  }

  @Test
  void whatTrfCannotHoldIsAUsageErrorNotAnInternalOne() {
    // TRF has four columns for a pairing number and for a score (at most 99.9), and at most 999
    // rounds
    Cli.Result players =
        Cli.run(
            "generate", "--system", InOrderTestSystem.ID, "--players", "10000", "--rounds", "1");
    assertEquals(ExitCode.USAGE, players.code(), players.err());
    assertTrue(players.err().contains("--players 10000"), players.err());
    Cli.Result rounds =
        Cli.run("generate", "--system", InOrderTestSystem.ID, "--players", "4", "--rounds", "1000");
    assertEquals(ExitCode.USAGE, rounds.code(), rounds.err());
    assertTrue(rounds.err().contains("--rounds 1000"), rounds.err());
    // three players: one of them has the PAB, worth a win
    Cli.Result points =
        Cli.run(
            "generate",
            "--system",
            InOrderTestSystem.ID,
            "--players",
            "3",
            "--rounds",
            "1",
            "--no-events",
            "--scoring",
            "100-0-0");
    assertEquals(ExitCode.USAGE, points.code(), points.err());
    assertTrue(points.err().contains("points columns hold at most 99.9"), points.err());
    // the largest that fit are written and read back
    assertEquals(
        ExitCode.OK,
        Cli.run(
                "generate",
                "--system",
                InOrderTestSystem.ID,
                "--players",
                "4",
                "--rounds",
                "999",
                "--no-events")
            .code());
    assertEquals(
        ExitCode.OK,
        Cli.run(
                "generate",
                "--system",
                InOrderTestSystem.ID,
                "--players",
                "12",
                "--rounds",
                "9",
                "--scoring",
                "11.1-1-0")
            .code());
  }

  private static String[] concat(String[] a, String... b) {
    String[] all = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, all, a.length, b.length);
    return all;
  }

  /**
   * Every round entry of every generated file fills its eight columns (formats.md), as bbpPairings'
   * and JaVaFo's parsers need: absences, byes and late entries included. The columns are read here
   * directly, not through our reader.
   */
  @Test
  void everyRoundEntryIsWrittenAtFullWidth(@TempDir Path dir) throws Exception {
    Cli.Result g =
        Cli.run(
            "generate",
            "--system",
            InOrderTestSystem.ID,
            "--players",
            "15",
            "--rounds",
            "6",
            "--count",
            "20",
            "--absence-rate",
            "0.1",
            "--zero-bye-rate",
            "0.05",
            "--withdrawal-rate",
            "0.2",
            "--late-entry-rate",
            "0.2",
            "-o",
            dir.toString());
    assertEquals(0, g.code(), g.err());
    java.util.regex.Pattern entry =
        java.util.regex.Pattern.compile("[ 0-9]{4} [wbWB\\- ] [10=+\\-WDLHFZU ]");
    int absencesLast = 0;
    try (Stream<Path> files = Files.list(dir)) {
      for (Path f : files.sorted().collect(Collectors.toList())) {
        List<String> lines = Files.readAllLines(f, StandardCharsets.UTF_8);
        int rounds = TrfReader.read(f).tournament().completedRounds();
        for (String line : lines) {
          if (!line.startsWith("001")) {
            continue;
          }
          assertEquals(91 + 10 * (rounds - 1) + 8, line.length(), f + ": " + line);
          for (int r = 1; r <= rounds; r++) {
            int c = 91 + 10 * (r - 1);
            assertTrue(entry.matcher(line.substring(c, c + 8)).matches(), f + " round " + r);
          }
          if (line.endsWith("0000 -  ")) {
            absencesLast++;
          }
        }
      }
    }
    assertTrue(absencesLast > 0, "the sample holds absences in the last round");
  }

  @Test
  void theModelIsFideByDefaultAndTheOthersAreNamedOptions() {
    String[] base = {
      "generate",
      "--system",
      InOrderTestSystem.ID,
      "--players",
      "30",
      "--rounds",
      "5",
      "--seed",
      "8"
    };
    Cli.Result byDefault = Cli.run(base);
    Cli.Result fide = Cli.run(concat(base, "--model", "fide"));
    Cli.Result fide2015 = Cli.run(concat(base, "--model", "fide-2015"));
    Cli.Result elo = Cli.run(concat(base, "--model", "elo"));
    assertEquals(0, byDefault.code(), byDefault.err());
    assertEquals(byDefault.out(), fide.out());
    assertTrue(
        fide2015
            .out()
            .startsWith(
                "### swiss generate --system in-order-test --players 30"
                    + " --rounds 5 --model fide-2015 --seed 8"),
        fide2015.out());
    assertTrue(elo.out().contains("--model elo"), elo.out());
    // the same field and schedule: some result differs between the models
    assertNotEquals(fide.out().replace("fide", ""), elo.out().replace("elo", ""));
    Cli.Result bad = Cli.run(concat(base, "--model", "gauss"));
    assertEquals(2, bad.code());
    assertTrue(bad.err().contains("--model expects one of fide, fide-2015, elo"), bad.err());
    Cli.Result badRate = Cli.run(concat(base, "--unrated-rate", "1.5"));
    assertEquals(2, badRate.code());
    assertTrue(badRate.err().contains("--unrated-rate expects a probability"), badRate.err());
  }

  @Test
  void trf2026IsTheDefaultAndTrf16IsWrittenOnRequest() {
    String[] base = {
      "generate",
      "--system",
      InOrderTestSystem.ID,
      "--players",
      "12",
      "--rounds",
      "4",
      "--seed",
      "2"
    };
    Cli.Result full = Cli.run(concat(base, "--tiebreaks", "PTS,BH,SB"));
    assertEquals(0, full.code(), full.err());
    List<String> lines = full.out().lines().toList();
    for (String code : List.of("012", "042", "052", "062", "072", "132", "142", "152")) {
      assertTrue(lines.stream().anyMatch(l -> l.startsWith(code + " ")), code + ": " + full.out());
    }
    assertTrue(lines.contains("212 PTS,BH,SB"), full.out());
    Cli.Result typedLoosely = Cli.run(concat(base, "--tiebreaks", "pts, bh/c1 ,sb"));
    assertEquals(0, typedLoosely.code(), typedLoosely.err());
    assertTrue(
        typedLoosely.out().lines().toList().contains("212 PTS,BH/C1,SB"), typedLoosely.out());
    assertTrue(lines.contains("092 " + InOrderTestSystem.ID), "no ETT26 code: the id in 092");
    Cli.Result sixteen = Cli.run(concat(base, "--trf", "16"));
    assertEquals(0, sixteen.code(), sixteen.err());
    assertTrue(
        sixteen.out().lines().noneMatch(l -> l.matches("^(042|132|142|152|162|240) .*")),
        sixteen.out());
    // JaVaFo's records of the rounds and the colour, which bbpPairings needs to pair on
    assertTrue(sixteen.out().lines().anyMatch(l -> l.equals("XXR 4")), sixteen.out());
    assertTrue(sixteen.out().lines().anyMatch(l -> l.matches("XXC (white|black)1")), sixteen.out());
    // the default points: no 162 (bbpPairings 6 refuses its A symbol)
    assertTrue(full.out().lines().noneMatch(l -> l.startsWith("162")), full.out());
    Cli.Result teamList = Cli.run(concat(base, "--tiebreaks", "MPTS,BH:MP"));
    assertEquals(2, teamList.code(), teamList.err());
    assertTrue(
        teamList.err().contains("--tiebreaks MPTS,BH:MP: column 1: expected a tie-break for"),
        teamList.err());
    assertEquals("", teamList.out(), "nothing written");
    // the same games either way
    assertEquals(
        full.out().lines().filter(l -> l.startsWith("001")).toList(),
        sixteen.out().lines().filter(l -> l.startsWith("001")).toList());
    Cli.Result badEdition = Cli.run(concat(base, "--trf", "2006"));
    assertEquals(2, badEdition.code());
    assertTrue(badEdition.err().contains("--trf expects 2026 or 16"), badEdition.err());
    Cli.Result badList = Cli.run(concat(base, "--tiebreaks", "BH,XYZ"));
    assertEquals(2, badList.code());
    assertTrue(badList.err().contains("--tiebreaks"), badList.err());
    Cli.Result listIn16 = Cli.run(concat(base, "--trf", "16", "--tiebreaks", "BH"));
    assertEquals(2, listIn16.code());
  }
}
