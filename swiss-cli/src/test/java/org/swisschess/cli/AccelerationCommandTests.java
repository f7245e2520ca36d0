package org.swisschess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Baku acceleration (C.04.7) on the command line: chosen by a {@code _BAKU} tournament type or
 * {@code --acceleration}, shown in the text output and the explanation, written back as {@code 250}
 * records, and refused, located, where it cannot be given.
 */
class AccelerationCommandTests {

  @TempDir static Path dir;

  /** 24 players, 7 rounds, every event at its default rate, paired by dutch-2026 with Baku. */
  static Path baku;

  @BeforeAll
  static void generate() {
    baku = dir.resolve("baku.trf");
    Cli.Result r =
        Cli.run(
            "generate",
            "--system",
            "dutch-2026",
            "--acceleration",
            "baku",
            "--players",
            "24",
            "--rounds",
            "7",
            "--seed",
            "5",
            "-o",
            baku.toString());
    assertEquals(0, r.code(), r.err());
  }

  private static String read(Path p) throws IOException {
    return Files.readString(p, StandardCharsets.UTF_8);
  }

  private static Path write(String name, String text) throws IOException {
    Path p = dir.resolve(name);
    Files.writeString(p, text, StandardCharsets.UTF_8);
    return p;
  }

  private static int lineOf(String text, String prefix) {
    List<String> lines = text.lines().toList();
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).startsWith(prefix)) {
        return i + 1;
      }
    }
    throw new AssertionError(prefix + " not in the file");
  }

  private static String column(String csv, int index) {
    return csv.lines().skip(1).findFirst().orElseThrow().split(",")[index];
  }

  @Test
  void generateNamesTheMethodAndCheckWithoutSystemReproducesEveryRound() throws IOException {
    String text = read(baku);
    assertTrue(text.contains("\n192 FIDE_DUTCH_2026_BAKU\n"), text);
    assertFalse(text.contains("\n250 "), "the method, not its points, unless asked");
    Cli.Result check = Cli.run("check", baku.toString());
    assertEquals(0, check.code(), check.out() + check.err());
    assertTrue(
        check
            .out()
            .endsWith("checked 1 tournaments, 7 rounds: 7 identical, 0 different, 0 errors\n"),
        check.out());
  }

  @Test
  void theSameFileWithoutTheAccelerationPairsOtherwise() {
    // the points change the pairings: otherwise the tests above would show nothing
    Cli.Result none = Cli.run("check", "--acceleration", "none", baku.toString());
    assertEquals(1, none.code(), none.out());
    assertTrue(none.out().contains("different"), none.out());
  }

  @Test
  void textOutputAndExplanationShowTheVirtualPoints() {
    Cli.Result r =
        Cli.run("pair", baku.toString(), "--round", "2", "--format", "text", "--explain");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("  +VP  "), r.out());
    assertTrue(r.out().contains("+1.0"), r.out());
    assertTrue(r.out().contains("C.04.7 Virtual points before round 2\n"), r.out());
    assertTrue(r.out().contains("worked out by the baku acceleration method (C.04.7)"), r.out());
    assertTrue(r.out().contains("  players 1-12: +1.0 virtual point\n"), r.out());
    assertTrue(
        r.err().contains("with the baku acceleration (C.04.7), as FIDE_DUTCH_2026_BAKU names"));
    // after the accelerated rounds (1-4 of 7) nobody carries virtual points
    Cli.Result late = Cli.run("pair", baku.toString(), "--round", "6", "--format", "text");
    assertFalse(late.out().contains("+VP"), late.out());
  }

  @Test
  void writeAccelerationGivesExplicit250RecordsThatPairTheSame() throws IOException {
    Path explicit = dir.resolve("explicit.trf");
    Cli.Result r =
        Cli.run(
            "pair", baku.toString(), "--round", "1", "--write-acceleration", explicit.toString());
    assertEquals(0, r.code(), r.err());
    String text = read(explicit);
    // 24 players, none absent in round 1: group A is 12; 7 rounds: 1-2 full, 3-4 half
    assertTrue(text.contains("\n250       1.0 001 002 0001 0012\n"), text);
    assertTrue(text.contains("\n250       0.5 003 004 0001 0012\n"), text);
    // with the records, and with the type's method switched off, every round is the same
    Cli.Result check = Cli.run("check", "--acceleration", "none", explicit.toString());
    assertEquals(0, check.code(), check.out());
  }

  @Test
  void bbpPairingsVariantIsANamedOption() {
    Cli.Result r = Cli.run("check", "--acceleration", "baku-bbp", baku.toString());
    // 24 players all present in round 1: ceil(24/2) = 12 = 2 * ceil(24/4), the same group
    assertEquals(0, r.code(), r.out());
  }

  @Test
  void generateWritesBbpPairingsVariantAs250RecordsInTrf16() throws IOException {
    // bbpPairings' variant has no type code of its own, so its virtual points are always written,
    // as the 250 records bbpPairings reads (not as XXA): 40 players, a group of ceil(40/2) = 20
    Path out = dir.resolve("generated-baku-bbp.trf");
    Cli.Result g =
        Cli.run(
            "generate",
            "--system",
            "dutch-2026",
            "--players",
            "40",
            "--rounds",
            "7",
            "--seed",
            "5",
            "--acceleration",
            "baku-bbp",
            "--trf",
            "16",
            "-o",
            out.toString());
    assertEquals(0, g.code(), g.err());
    List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
    assertTrue(lines.contains("250       1.0 001 002 0001 0020"), String.join("\n", lines));
    assertFalse(lines.stream().anyMatch(l -> l.startsWith("XXA")), String.join("\n", lines));
  }

  @Test
  void aSystemWithoutAccelerationRulesIsRefusedAtTheRecordThatAsksForOne() throws IOException {
    String text = read(baku);
    Cli.Result byType = Cli.run("pair", "--system", "dubov-1997", baku.toString());
    assertEquals(3, byType.code(), byType.err());
    assertTrue(
        byType
            .err()
            .contains(
                "swiss: "
                    + baku
                    + ":"
                    + lineOf(text, "192")
                    + ":5: expected virtual points the system can pair with (the request asks for"
                    + " the baku acceleration method before round 8, but dubov-1997 has no rule"),
        byType.err());

    Path explicit = dir.resolve("explicit-dubov.trf");
    Cli.run("pair", baku.toString(), "--round", "1", "--write-acceleration", explicit.toString());
    Cli.Result byRecord = Cli.run("pair", "--system", "dutch-2012", explicit.toString());
    assertEquals(3, byRecord.code(), byRecord.err());
    assertTrue(
        byRecord.err().contains(explicit + ":" + lineOf(read(explicit), "250") + ":1: expected"),
        byRecord.err());

    Cli.Result byOption =
        Cli.run(
            "pair", "--system", "rating-1998", "--acceleration", "baku", Cli.fixture("five.trf"));
    assertEquals(2, byOption.code(), byOption.err());
    assertTrue(
        byOption.err().contains("--acceleration baku: the request asks for the baku acceleration"),
        byOption.err());
  }

  @Test
  void checkReportsTheRefusalPerRoundLocated() {
    Cli.Result r = Cli.run("check", "--system", "dubov-1997", baku.toString());
    assertEquals(1, r.code());
    assertTrue(r.out().contains("0 identical, 0 different, 7 errors"), r.out());
    assertTrue(r.out().contains(baku + ":"), r.out());
  }

  @Test
  void anUnknown192CodeIsRefusedByName() throws IOException {
    Path bad =
        write("bad-type.trf", read(baku).replace("FIDE_DUTCH_2026_BAKU", "FIDE_DUTCH_BAKOO"));
    Cli.Result r = Cli.run("pair", bad.toString());
    assertEquals(3, r.code(), r.err());
    assertTrue(
        r.err()
            .contains(
                bad
                    + ":"
                    + lineOf(read(bad), "192")
                    + ":5: expected an encoded tournament type of TRF-2026 (ETT26)"),
        r.err());
    assertTrue(r.err().contains("found 'FIDE_DUTCH_BAKOO'"), r.err());
  }

  @Test
  void bad250RecordsAreLocated() throws IOException {
    String text = read(baku);
    String[] records = {
      "250       1.0 001 002 0001 0030", // an unknown player
      "250       1.0 001 009 0001 0012", // beyond the 7 rounds declared
      "250       1.0 001 002 0001 0012\n250       0.5 002 004 0010 0014" // overlap
    };
    for (String record : records) {
      Path bad = write("bad-250.trf", text + "XXR 7\n" + record + "\n");
      Cli.Result r = Cli.run("pair", bad.toString());
      assertEquals(3, r.code(), record + ": " + r.err());
      assertTrue(r.err().contains(bad + ":"), r.err());
      assertTrue(r.err().contains(": expected "), r.err());
    }
  }

  @Test
  void aScoringOutsideThePremiseIsRefused() throws IOException {
    Cli.Result generate =
        Cli.run(
            "generate",
            "--system",
            "dutch-2026",
            "--acceleration",
            "baku",
            "--scoring",
            "3-1-0",
            "--players",
            "10",
            "--rounds",
            "5");
    assertEquals(2, generate.code(), generate.err());
    assertTrue(
        generate
            .err()
            .contains("the Baku acceleration needs a win worth two draws and a loss worth nothing"),
        generate.err());
    Path football = dir.resolve("football.trf");
    Cli.Result plain =
        Cli.run(
            "generate",
            "--system",
            "dutch-2026",
            "--scoring",
            "3-1-0",
            "--players",
            "10",
            "--rounds",
            "5",
            "-o",
            football.toString());
    assertEquals(0, plain.code(), plain.err());
    assertTrue(read(football).contains("192 FIDE_DUTCH_2025\n"), read(football));
    Files.writeString(
        football,
        read(football).replace("192 FIDE_DUTCH_2025\n", "192 FIDE_DUTCH_2026_BAKU\n"),
        StandardCharsets.UTF_8);
    Cli.Result pair = Cli.run("pair", football.toString());
    assertEquals(3, pair.code(), pair.err());
    assertTrue(pair.err().contains(football + ":" + lineOf(read(football), "192") + ":5:"));
  }

  @Test
  void generateAndSimulateRefuseASystemWithoutAccelerationRules() {
    Cli.Result g =
        Cli.run("generate", "--system", "dubov-1997", "--acceleration", "baku", "--players", "8");
    assertEquals(2, g.code(), g.err());
    assertTrue(g.err().contains("--acceleration baku with dubov-1997:"), g.err());
    Cli.Result s =
        Cli.run(
            "simulate",
            "--systems",
            "dutch-2026,rating-1998",
            "--acceleration",
            "baku",
            "--tournaments",
            "1");
    assertEquals(2, s.code(), s.err());
    assertTrue(s.err().contains("--acceleration baku with rating-1998:"), s.err());
    Cli.Result bad = Cli.run("check", "--acceleration", "lim", baku.toString());
    assertEquals(2, bad.code(), bad.err());
    assertTrue(bad.err().contains("--acceleration expects baku, baku-bbp or none, found 'lim'"));
  }

  @Test
  void simulateComparesWithAndWithoutTheAcceleration() {
    Cli.Result with =
        Cli.run(
            "simulate",
            "--systems",
            "dutch-2026",
            "--acceleration",
            "baku",
            "--players",
            "20",
            "--rounds",
            "5",
            "--tournaments",
            "3",
            "--format",
            "csv");
    Cli.Result without =
        Cli.run(
            "simulate",
            "--systems",
            "dutch-2026",
            "--players",
            "20",
            "--rounds",
            "5",
            "--tournaments",
            "3",
            "--format",
            "csv");
    assertEquals(0, with.code(), with.err());
    assertEquals(0, without.code(), without.err());
    // the same tournaments, paired otherwise: Kendall's tau (column 6) moves with the acceleration
    assertFalse(column(with.out(), 5).equals(column(without.out(), 5)), with.out() + without.out());
  }
}
