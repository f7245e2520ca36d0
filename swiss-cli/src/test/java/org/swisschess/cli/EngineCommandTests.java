package org.swisschess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisschess.api.Tournament;
import org.swisschess.cli.fuzz.FuzzSeeds;
import org.swisschess.trf.TrfReader;

/**
 * The JaVaFo/bbpPairings command line (issue 14 part 2): the same pairing as {@code swiss pair},
 * bbpPairings' check report and exit codes, its output-path rules, its generator configuration.
 */
class EngineCommandTests {

  private static final String FIVE = Cli.fixture("five.trf");

  @Test
  void theEnginesCommandLinesAreToldFromSwisssOwn() {
    assertTrue(EngineCommand.isEngineInvocation("--dutch", "in.trf", "-p"));
    assertTrue(EngineCommand.isEngineInvocation("in.trf", "-p", "out.txt"));
    assertTrue(EngineCommand.isEngineInvocation("in.trf", "-c"));
    assertTrue(EngineCommand.isEngineInvocation("-", "-p"));
    assertTrue(EngineCommand.isEngineInvocation("-g", "config.txt", "-o", "out.trf"));
    assertTrue(EngineCommand.isEngineInvocation("--dutch", "-g", "-o", "out.trf"));
    assertTrue(EngineCommand.isEngineInvocation("-r"));
    assertFalse(EngineCommand.isEngineInvocation());
    assertFalse(EngineCommand.isEngineInvocation("pair", "in.trf"));
    assertFalse(EngineCommand.isEngineInvocation("check", "-c"), "a command's name is a command");
    assertFalse(EngineCommand.isEngineInvocation("--help"));
    assertFalse(EngineCommand.isEngineInvocation("generate", "-o", "x"));
  }

  /** An exit code and the output file's bytes, one character each (ISO-8859-1). */
  private record Outcome(int code, String bytes) {}

  private static int engineCode(int pairCode) {
    return switch (pairCode) {
      case ExitCode.OK -> EngineFailure.OK;
      case ExitCode.NO_VALID_PAIRING -> EngineFailure.NO_VALID_PAIRING;
      case ExitCode.USAGE, ExitCode.BAD_INPUT -> EngineFailure.INVALID_REQUEST;
      default -> EngineFailure.UNEXPECTED_ERROR;
    };
  }

  private static Outcome run(Path out, String... args) throws IOException {
    Files.deleteIfExists(out);
    Cli.Result r = Cli.run(args);
    return new Outcome(
        r.code(), Files.exists(out) ? Files.readString(out, StandardCharsets.ISO_8859_1) : "");
  }

  @Test
  void dutchPairIsByteForByteSwissPairOverTheCommittedCorpora(@TempDir Path dir)
      throws IOException {
    Path a = dir.resolve("pair.txt");
    Path b = dir.resolve("engine.txt");
    int paired = 0;
    List<String> files = new ArrayList<>();
    for (Path f : FuzzSeeds.files()) {
      if (Files.readString(f, StandardCharsets.ISO_8859_1).contains("\n192 FIDE_TEAM")) {
        // a team event: swiss pair pairs it with team-2026, which bbpPairings' Dutch interface
        // (--dutch) is not, and refuses to be
        continue;
      }
      Outcome pair = run(a, "pair", f.toString(), "-o", a.toString());
      Outcome engine = run(b, "--dutch", f.toString(), "-p", b.toString());
      assertEquals(engineCode(pair.code()), engine.code(), f.toString());
      assertEquals(pair.bytes(), engine.bytes(), f.toString());
      if (pair.code() == ExitCode.OK) {
        paired++;
        assertFalse(pair.bytes().isEmpty(), f.toString());
      }
      files.add(f.toString());
    }
    assertTrue(files.size() >= 62, "the committed corpora: " + files.size());
    assertTrue(paired >= 15, "files paired: " + paired);
  }

  @Test
  void javafosFormPairsTheSameAndPrintsToStandardOutputWithoutAnOutputFile() throws IOException {
    Cli.Result pair = Cli.run("pair", FIVE);
    Cli.Result javafo = Cli.run(FIVE, "-p");
    assertEquals(0, javafo.code(), javafo.err());
    assertEquals(pair.out(), javafo.out());
    assertEquals("", javafo.err());
    Cli.Result stdin =
        Cli.runWithInput(
            Files.readString(Path.of(FIVE), StandardCharsets.UTF_8), "--dutch", "-", "-p");
    assertEquals(pair.out(), stdin.out(), stdin.err());
  }

  @Test
  void aBareOutputNameGoesBesideTheInputInBbpPairingsFormAndIsTakenAsGivenInJavafos(
      @TempDir Path dir) throws IOException {
    Path in = dir.resolve("in");
    Files.createDirectories(in);
    Path input = in.resolve("five.trf");
    Files.copy(Path.of(FIVE), input);
    Cli.Result bbp = Cli.run("--dutch", input.toString(), "-p", "pairs.txt");
    assertEquals(0, bbp.code(), bbp.err());
    assertEquals(
        Cli.run("pair", FIVE).out(), Files.readString(in.resolve("pairs.txt")), "beside the input");
    // a name with a folder is taken as given, in either form
    Path elsewhere = dir.resolve("out/pairs.txt");
    Files.createDirectories(elsewhere.getParent());
    assertEquals(0, Cli.run("--dutch", input.toString(), "-p", elsewhere.toString()).code());
    assertTrue(Files.exists(elsewhere));
    // the rule itself (a bare name in JaVaFo's form would land in the working folder)
    Path bare = Path.of("pairs.txt");
    assertEquals(in.resolve("pairs.txt"), EngineCommand.outputPath(bare, input, true));
    assertEquals(bare, EngineCommand.outputPath(bare, input, false));
    assertEquals(bare, EngineCommand.outputPath(bare, Path.of("five.trf"), true).normalize());
    assertEquals(bare, EngineCommand.outputPath(bare, Path.of("-"), true), "standard input");
    assertEquals(
        Path.of("sub/pairs.txt"), EngineCommand.outputPath(Path.of("sub/pairs.txt"), input, true));
  }

  /** The rounds a {@code -c} report flags: those followed by a table or "No valid pairing". */
  private static Set<Integer> flagged(String report) {
    Set<Integer> rounds = new TreeSet<>();
    Matcher m =
        Pattern.compile(": Round #(\\d+)\n(?=  Checker pairings|No valid pairing|Error checking)")
            .matcher(report);
    while (m.find()) {
      rounds.add(Integer.parseInt(m.group(1)));
    }
    return rounds;
  }

  /** The rounds {@code swiss check} reports as different or in error. */
  private static Set<Integer> notIdentical(String checkOutput) {
    Set<Integer> rounds = new TreeSet<>();
    Matcher m =
        Pattern.compile(" round (\\d+) \\([^)]*\\): (different|error)").matcher(checkOutput);
    while (m.find()) {
      rounds.add(Integer.parseInt(m.group(1)));
    }
    return rounds;
  }

  private static void assertSameVerdict(String file, String... system) {
    List<String> engineArgs = new ArrayList<>(List.of("--dutch", file, "-c"));
    List<String> checkArgs = new ArrayList<>(List.of("check", file));
    engineArgs.addAll(List.of(system));
    checkArgs.addAll(List.of(system));
    Cli.Result engine = Cli.run(engineArgs.toArray(String[]::new));
    Cli.Result check = Cli.run(checkArgs.toArray(String[]::new));
    assertEquals(0, engine.code(), "bbpPairings' -c exits 0 whatever it finds: " + engine.err());
    assertEquals(notIdentical(check.out()), flagged(engine.out()), engine.out() + check.out());
    assertEquals(check.code() == 0, flagged(engine.out()).isEmpty(), engine.out());
    assertTrue(engine.out().endsWith("\n\n"), "a blank line ends the report");
  }

  @Test
  void checkAgreesWithSwissCheckOnGoodAndBadFiles(@TempDir Path dir) throws IOException {
    // generated by dutch-2017: every round right for it, one round wrong for dutch-2026
    Path file = dir.resolve("d17.trf");
    Cli.Result g =
        Cli.run(
            "generate",
            "--system",
            "dutch-2017",
            "--players",
            "15",
            "--rounds",
            "5",
            "--seed",
            "4",
            "-o",
            file.toString());
    assertEquals(0, g.code(), g.err());
    assertSameVerdict(file.toString());
    assertTrue(flagged(Cli.run("--dutch", file.toString(), "-c").out()).isEmpty());
    assertSameVerdict(file.toString(), "--system", "dutch-2026");
    assertFalse(
        flagged(Cli.run("--dutch", file.toString(), "-c", "--system", "dutch-2026").out())
            .isEmpty(),
        "the 2026 rules pair a round of it otherwise");
    // the hand-made fixtures, with the test system they were made for
    for (String fixture : List.of("identical.trf", "different.trf", "five.trf")) {
      assertSameVerdict(
          Cli.fixture(fixture), "--system", InOrderTestSystem.ID, "--allow", "repeated-pab");
    }
    Cli.Result report = Cli.run("--dutch", file.toString(), "-c");
    assertTrue(report.out().startsWith("d17: Round #1\nd17: Round #2\n"), report.out());
  }

  @Test
  void exitCodesAreBbpPairingsOnes(@TempDir Path dir) throws IOException {
    // 0: done
    assertEquals(0, Cli.run("--dutch", FIVE, "-p").code());
    // 1: no valid pairing (met-everyone: two players who met in round 1)
    Cli.Result none = Cli.run("--dutch", Cli.fixture("met-everyone.trf"), "-p");
    assertEquals(1, none.code(), none.err());
    assertTrue(none.err().startsWith("swiss: no valid pairing exists: "), none.err());
    // 3: an invalid request: a bad file, a bad command line, what this tool does not do
    Cli.Result bad = Cli.run("--dutch", Cli.fixture("bad.trf"), "-p");
    assertEquals(3, bad.code());
    assertTrue(bad.err().startsWith(Cli.fixture("bad.trf") + ":5:"), bad.err());
    Cli.Result empty = Cli.runWithInput("", "--dutch", "-", "-p");
    assertEquals(3, empty.code());
    assertTrue(empty.err().startsWith("<stdin>:1:1: expected "), empty.err());
    for (String[] usage :
        List.of(
            new String[] {"--dutch"},
            new String[] {"--dutch", FIVE},
            new String[] {"--dutch", FIVE, "-p", "-c"},
            new String[] {"--dutch", FIVE, "-x"},
            new String[] {"--dutch", "-g"},
            new String[] {"--dutch", FIVE, "-p", "-s", "3"},
            new String[] {"--dutch", "-g", "-o", dir.resolve("x.trf").toString(), "-s", "abc"})) {
      Cli.Result r = Cli.run(usage);
      assertEquals(3, r.code(), String.join(" ", usage) + ": " + r.err());
      assertTrue(r.err().contains("\nCommand line (JaVaFo and bbpPairings forms"), r.err());
    }
    assertEquals(3, Cli.run("--burstein", "--dutch", FIVE, "-p").code());
    assertEquals(3, Cli.run("--dutch", FIVE, "-c", "-l").code(), "a checklist goes with -p");
    assertEquals(3, Cli.run("--dutch", FIVE, "-g", "-o", "x.trf").code(), "no model file");
    assertEquals(3, Cli.run("--dutch", FIVE, "-p", "--system", "nonesuch").code());
    // 4: a size the run cannot handle (a seed beyond the range)
    assertEquals(
        4,
        Cli.run(
                "--dutch",
                "-g",
                "-o",
                dir.resolve("y.trf").toString(),
                "-s",
                "99999999999999999999")
            .code());
    // 5: a file that cannot be read or written
    Cli.Result missing = Cli.run("--dutch", dir.resolve("nosuch.trf").toString(), "-p");
    assertEquals(5, missing.code(), missing.err());
    Cli.Result unwritable =
        Cli.run("--dutch", FIVE, "-p", dir.resolve("no/such/folder/out.txt").toString());
    assertEquals(5, unwritable.code(), unwritable.err());
    assertTrue(unwritable.err().startsWith("swiss: the output file ("), unwritable.err());
    Cli.Result config = Cli.run("--dutch", "-g", dir.resolve("nosuch.txt").toString(), "-o", "x");
    assertEquals(5, config.code(), config.err());
  }

  @Test
  void theChecklistBesideTheInputHoldsTheBracketsAndTheBoards(@TempDir Path dir)
      throws IOException {
    Path in = dir.resolve("five.trf");
    Files.copy(Path.of(FIVE), in);
    Cli.Result r = Cli.run("--dutch", in.toString(), "-p", "-l");
    assertEquals(0, r.code(), r.err());
    String list = Files.readString(dir.resolve("five.list"));
    assertTrue(list.startsWith("Checklist of round "), list);
    assertTrue(list.contains("resident players: "), list);
    String[] pairs = r.out().split("\n");
    StringBuilder boards = new StringBuilder("Boards\n");
    int board = 1;
    for (int i = 1; i < pairs.length; i++) {
      String[] wb = pairs[i].split(" ");
      boards.append(
          wb[1].equals("0")
              ? "  PAB " + wb[0] + "\n"
              : "  " + board++ + ". " + wb[0] + " - " + wb[1] + "\n");
    }
    assertTrue(list.endsWith(boards.toString()), list + "\nexpected to end with\n" + boards);
    Cli.Result named = Cli.run("--dutch", in.toString(), "-p", "-l", "named.txt");
    assertEquals(0, named.code(), named.err());
    assertEquals(list, Files.readString(dir.resolve("named.txt")), "a bare name goes beside");
  }

  @Test
  void theFilesTournamentTypeChoosesTheDutchEdition(@TempDir Path dir) throws IOException {
    String five = Files.readString(Path.of(FIVE), StandardCharsets.UTF_8);
    Path d17 = dir.resolve("d17.trf");
    Files.writeString(d17, five + "192 FIDE_DUTCH_2017\n", StandardCharsets.UTF_8);
    assertEquals(
        Cli.run("pair", "--system", "dutch-2017", FIVE).out(),
        Cli.run("--dutch", d17.toString(), "-p").out());
    Path dubov = dir.resolve("dubov.trf");
    Files.writeString(dubov, five + "092 dubov-1997\n", StandardCharsets.UTF_8);
    Cli.Result refused = Cli.run("--dutch", dubov.toString(), "-p");
    assertEquals(3, refused.code());
    assertTrue(refused.err().contains("names dubov-1997, not a Dutch system"), refused.err());
    assertEquals(0, Cli.run("--dutch", dubov.toString(), "-p", "--system", "dubov-1997").code());
  }

  /** bbpPairings' {@code --burstein} pairs with burstein-2026, the rules in force (C.04.4.2). */
  @Test
  void bursteinPairsWithBurstein2026() {
    Cli.Result engine = Cli.run("--burstein", FIVE, "-p");
    assertEquals(0, engine.code(), engine.err());
    assertEquals(Cli.run("pair", "--system", "burstein-2026", FIVE).out(), engine.out());
  }

  /**
   * A {@code _BAKU} type pairs with the Baku method (C.04.7) on this command line too, as {@code
   * swiss pair} does, never silently without it; {@code -c} re-pairs every round with it.
   */
  @Test
  void aBakuTypePairsWithTheBakuMethod(@TempDir Path dir) throws IOException {
    Path generated = dir.resolve("baku.trf");
    Cli.Result g =
        Cli.run(
            "generate",
            "--system",
            "dutch-2026",
            "--acceleration",
            "baku",
            "--players",
            "24",
            "--rounds",
            "6",
            "--seed",
            "3",
            "-o",
            generated.toString());
    assertEquals(0, g.code(), g.err());
    String text = Files.readString(generated, StandardCharsets.UTF_8);
    assertTrue(text.contains("\n192 FIDE_DUTCH_2026_BAKU\n"), text);
    Cli.Result checked = Cli.run("--dutch", generated.toString(), "-c");
    assertEquals(0, checked.code(), checked.err());
    assertTrue(!checked.out().contains("Checker pairings"), checked.out());
    Path plain = dir.resolve("plain.trf");
    Files.writeString(
        plain,
        text.replace("192 FIDE_DUTCH_2026_BAKU", "192 FIDE_DUTCH_2025"),
        StandardCharsets.UTF_8);
    assertTrue(
        Cli.run("--dutch", plain.toString(), "-c").out().contains("Checker pairings"),
        "without the method the accelerated rounds come out otherwise");

    String five = Files.readString(Path.of(FIVE), StandardCharsets.UTF_8);
    Path fiveBaku = dir.resolve("five-baku.trf");
    Files.writeString(fiveBaku, five + "192 FIDE_DUTCH_2025_BAKU\n", StandardCharsets.UTF_8);
    Cli.Result paired = Cli.run("--dutch", fiveBaku.toString(), "-p");
    assertEquals(0, paired.code(), paired.err());
    assertEquals(Cli.run("pair", fiveBaku.toString()).out(), paired.out());
  }

  @Test
  void releaseInformationComesFirst() {
    Cli.Result r = Cli.run("-r");
    assertEquals(0, r.code());
    assertTrue(r.out().startsWith("swiss "), r.out());
    Cli.Result withPairing = Cli.run("-r", "--dutch", FIVE, "-p");
    assertEquals(r.out() + Cli.run("pair", FIVE).out(), withPairing.out());
  }

  @Test
  void generateReadsBbpPairingsConfiguration(@TempDir Path dir) throws Exception {
    Path config = dir.resolve("rtg.cfg");
    Files.writeString(
        config,
        String.join(
            "\r\n",
            "# a comment",
            "PlayersNumber=24",
            "RoundsNumber=6",
            "DrawPercentage=30",
            "ForfeitRate=25",
            "RetiredRate=12",
            "HalfPointByteRate=8",
            "HighestRating=2500",
            "LowestRating=1600",
            ""),
        StandardCharsets.UTF_8);
    Cli.Result g = Cli.run("--dutch", "-g", config.toString(), "-o", "out.trf", "-s", "11");
    assertEquals(0, g.code(), g.err());
    Path out = dir.resolve("out.trf"); // a bare name: beside the configuration file
    String first = Files.readString(out);
    Tournament t = TrfReader.read(out).tournament();
    assertEquals(24, t.players().size());
    assertEquals(6, t.plannedRounds());
    assertTrue(t.players().stream().allMatch(p -> p.rating() >= 1600 && p.rating() <= 2500));
    assertTrue(first.startsWith("### swiss --dutch -g " + config + " -o out.trf -s 11"), first);
    assertTrue(first.contains("\n192 FIDE_DUTCH_2025\n"), first);
    Cli.Result check = Cli.run("check", out.toString());
    assertEquals(0, check.code(), check.out());
    // the same seed writes the same file
    assertEquals(
        0, Cli.run("--dutch", "-g", config.toString(), "-o", "out.trf", "-s", "11").code());
    assertEquals(first, Files.readString(out));
  }

  @Test
  void anUnknownOptionAfterMinusPIsRefusedNotTakenForTheOutputFile(@TempDir Path dir)
      throws IOException {
    Path in = dir.resolve("in.trf");
    Files.copy(Path.of(FIVE), in);
    for (String option : List.of("-w", "-q")) {
      Cli.Result r = Cli.run("--dutch", in.toString(), "-p", option);
      assertEquals(3, r.code(), option + ": " + r.err());
      assertTrue(r.err().contains("Unknown option: '" + option + "'"), r.err());
      assertFalse(Files.exists(dir.resolve(option)), "no file named " + option);
      Cli.Result javafo = Cli.run(in.toString(), "-p", option);
      assertEquals(3, javafo.code(), option + ": " + javafo.err());
    }
    Cli.Result g = Cli.run("--dutch", "-g", "-w", "-o", dir.resolve("g.trf").toString());
    assertEquals(3, g.code(), g.err());
    assertFalse(Files.exists(dir.resolve("g.trf")));
  }

  @Test
  void aConfigurationErrorNamesItsLineAndColumn(@TempDir Path dir) throws IOException {
    Path config = dir.resolve("bad.cfg");
    Path out = dir.resolve("never.trf");
    Files.writeString(config, "PlayersNumber=20\nPlayerNumber=20\n", StandardCharsets.UTF_8);
    Cli.Result unknown = Cli.run("--dutch", "-g", config.toString(), "-o", out.toString());
    assertEquals(3, unknown.code());
    assertTrue(
        unknown.err().startsWith(config + ":2:1: expected a key of the generator configuration"),
        unknown.err());
    assertTrue(unknown.err().contains("found 'PlayerNumber'"), unknown.err());
    for (String[] bad :
        List.of(
            new String[] {"DrawPercentage=120", ":1:16: expected a whole number from 0 to 100"},
            new String[] {"ForfeitRate=0.5", ":1:13: expected a number of at least 1 for"},
            new String[] {"RetiredRate=1", ":1:13: expected a number of at least 2 for"},
            new String[] {"PlayersNumber=x", ":1:15: expected a whole number from 2 to 9999"},
            new String[] {"PointsForWin=-1", ":1:14: expected points such as 1.0"},
            new String[] {"just text", ":1:1: expected a line Key=Value or a # comment"},
            new String[] {
              "PlayersNumber=20\nPlayersNumber=30", ":2:1: expected each key once (PlayersNumber"
            },
            new String[] {
              "HalfPointByeRate=20\nHalfPointByteRate=30", ":2:1: expected each key once"
            },
            new String[] {
              "PlayersNumber=\uff12\uff10", ":1:15: expected a whole number from 2 to 9999"
            },
            new String[] {"DrawPercentage=\uff15", ":1:16: expected a whole number from 0 to 100"},
            new String[] {"PointsForWin=\uff11", ":1:14: expected points such as 1.0"},
            new String[] {
              "PointsForWin=0\nPointsForLoss=1", ":2:15: expected a win worth more than a loss"
            },
            new String[] {"PointsForDraw=2", ":1:15: expected a win worth at least a draw"},
            new String[] {
              "PointsForWin=0\nPointsForDraw=0\nPointsForLoss=0",
              ":3:15: expected a win worth more than a loss"
            },
            new String[] {
              "PointsForForfeitLoss=3", ":1:22: expected a win worth more than a forfeit loss"
            })) {
      Files.writeString(config, bad[0] + "\n", StandardCharsets.UTF_8);
      Cli.Result r = Cli.run("--dutch", "-g", config.toString(), "-o", out.toString());
      assertEquals(3, r.code(), bad[0]);
      assertTrue(r.err().startsWith(config + bad[1]), bad[0] + ": " + r.err());
    }
    assertFalse(Files.exists(out), "nothing is written for a bad configuration");
  }
}
