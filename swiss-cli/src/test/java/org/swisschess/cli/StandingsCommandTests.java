package org.swisschess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code swiss standings} and {@code swiss check --standings} on the five-player example of C.07
 * Article 16 (tiebreaks.trf: byes, forfeits, a PAB, a last-round zero-point bye; record 202 BH,SB).
 */
class StandingsCommandTests {

  private static final String FILE = Cli.fixture("tiebreaks.trf");

  /** Worked out by hand in swiss-tiebreak's UnplayedRoundsTests and StandingsTests. */
  private static final String CSV =
      """
      rank,id,PTS,BH,SB
      1,1,4.0,7.0,7.00
      2,2,2.5,6.5,3.00
      3,3,2.0,8.5,2.50
      4,4,1.5,8.5,1.75
      5,5,0.5,10.5,0.75
      """;

  @Test
  void csvHasTheCodesAskedInOrderAndOneRowPerPlayerInRankOrder() {
    Cli.Result r = Cli.run("standings", FILE, "--tiebreaks", "pts,bh,sb", "--format", "csv");
    assertEquals(0, r.code(), r.err());
    assertEquals(CSV, r.out());
  }

  @Test
  void withoutTieBreaksTheFilesRecord202RanksIt() {
    Cli.Result r = Cli.run("standings", FILE, "-f", "csv");
    assertEquals(0, r.code(), r.err());
    assertEquals(CSV, r.out());
    assertEquals("", r.err());
  }

  @Test
  void aFileWithoutATieBreakRecordIsRankedByPointsAndSaysSo() {
    Cli.Result r = Cli.run("standings", Cli.fixture("half-bye.trf"), "-f", "csv");
    assertEquals(0, r.code());
    assertEquals("rank,id,PTS\n1,1,2.0\n2,5,1.5\n3,4,1.0\n4,2,0.5\n4,3,0.5\n", r.out());
    assertTrue(r.err().contains("names no tie-breaks (record 202 or 212)"), r.err());
  }

  @Test
  void textIsATableWithNamesAndTheListItCameFrom() {
    Cli.Result r = Cli.run("standings", FILE);
    assertEquals(0, r.code(), r.err());
    assertEquals(
        """
        Unplayed rounds (C.07 Article 16): standings after round 4 (record 202: PTS,BH,SB)

        Rk  No  Name            Rtg  PTS    BH    SB
         1   1  Alpha, Anna    2000  4.0   7.0  7.00
         2   2  Bravo, Boris   1900  2.5   6.5  3.00
         3   3  Charlie, Chen  1800  2.0   8.5  2.50
         4   4  Delta, Dora    1700  1.5   8.5  1.75
         5   5  Echo, Emil     1600  0.5  10.5  0.75
        """,
        r.out());
  }

  @Test
  void jsonHoldsTheSameData() throws IOException {
    Cli.Result r = Cli.run("standings", FILE, "-f", "json", "--after-round", "2");
    assertEquals(0, r.code(), r.err());
    JsonNode root = new ObjectMapper().readTree(r.out());
    assertEquals(2, root.get("round").asInt());
    assertEquals("BH", root.get("tiebreaks").get(1).asText());
    JsonNode first = root.get("standings").get(0);
    assertEquals(1, first.get("rank").asInt());
    assertEquals(1, first.get("id").asInt());
    assertEquals("Alpha, Anna", first.get("name").asText());
    assertEquals("2.0", first.get("values").get(0).decimalValue().toPlainString());
    assertEquals("1.5", first.get("values").get(1).decimalValue().toPlainString());
  }

  @Test
  void anUnknownCodeIsAUsageErrorPointingAtIt() {
    Cli.Result r = Cli.run("standings", FILE, "--tiebreaks", "PTS,BX");
    assertEquals(2, r.code());
    assertTrue(
        r.err().startsWith("swiss: --tiebreaks PTS,BX: column 5: expected a tie-break code"),
        r.err());
    PairCommandTests.assertNoStackTrace(r);
  }

  @Test
  void aWrongCodeInTheFileIsBadInputWithItsLineAndColumn() {
    String file = Cli.fixture("bad-tiebreak.trf");
    Cli.Result r = Cli.run("standings", file);
    assertEquals(3, r.code());
    assertTrue(r.err().startsWith(file + ":3:8: expected a tie-break code"), r.err());
    assertTrue(r.err().contains("found 'SX'"), r.err());
  }

  @Test
  void aTeamTieBreakOnAnIndividualEventIsAUsageError() {
    Cli.Result r = Cli.run("standings", FILE, "--tiebreaks", "PTS,BC");
    assertEquals(2, r.code());
    assertTrue(r.err().contains("BC is a team tie-break (C.07 12.1)"), r.err());
  }

  @Test
  void aRoundNotPlayedIsAUsageError() {
    Cli.Result r = Cli.run("standings", FILE, "--after-round", "5");
    assertEquals(2, r.code());
    assertTrue(r.err().contains("--after-round 5 is out of range"), r.err());
  }

  @Test
  void trfOutputWritesTheRanksAndA212Record(@TempDir Path dir) throws IOException {
    Path out = dir.resolve("ranked.trf");
    Cli.Result r =
        Cli.run(
            "standings",
            Cli.fixture("half-bye.trf"),
            "-t",
            "PTS,TPN",
            "-f",
            "csv",
            "--trf",
            out.toString());
    assertEquals(0, r.code(), r.err());
    String written = Files.readString(out);
    assertTrue(written.contains("\n212 PTS,TPN\n001    1"), written);
    // rank column 86-89: player 2 is fourth on 0.5, before 3 by pairing number
    String player2 =
        written.lines().filter(l -> l.startsWith("001    2")).findFirst().orElseThrow();
    assertEquals("   4", player2.substring(85, 89));
    Cli.Result check = Cli.run("check", "--standings", "-s", InOrderTestSystem.ID, out.toString());
    assertTrue(check.out().contains("0 wrong, 0 errors"), check.out());
  }

  @Test
  void checkStandingsNamesEachWrongRank() {
    String file = Cli.fixture("wrong-rank.trf");
    Cli.Result r = Cli.run("check", "--standings", "-s", InOrderTestSystem.ID, file);
    assertEquals(1, r.code());
    assertTrue(
        r.out()
            .contains(
                file
                    + " standings (record 202 PTS,BH,SB): player 3: rank recorded 4, computed 3\n"),
        r.out());
    assertTrue(
        r.out()
            .contains("standings of 1 tournaments: 5 ranks and values checked, 2 wrong, 0 errors"),
        r.out());
  }

  @Test
  void checkStandingsAcceptsAnyPlaceWithinATie() {
    // PTS alone: 4 and 5 would tie on nothing, but 2 and 3 of half-bye.trf tie on 0.5
    Cli.Result r = Cli.run("check", "--standings", "-s", InOrderTestSystem.ID, "-t", "PTS", FILE);
    assertTrue(r.out().contains("5 ranks and values checked, 0 wrong"), r.out());
  }

  @Test
  void checkStandingsComparesTheValuesOfACsv(@TempDir Path dir) throws IOException {
    Path csv = dir.resolve("values.csv");
    Files.writeString(csv, CSV.replace("3,3,2.0,8.5,2.50", "3,3,2.0,8.0,2.50"));
    Cli.Result r =
        Cli.run(
            "check", "--standings", "-s", InOrderTestSystem.ID, "--values", csv.toString(), FILE);
    assertEquals(1, r.code());
    assertTrue(
        r.out()
            .contains(
                FILE
                    + " standings (record 202 PTS,BH,SB): player 3: BH recorded 8.0, computed"
                    + " 8.5\n"),
        r.out());
    // 5 ranks of the file, 15 values and 5 ranks of the CSV
    assertTrue(r.out().contains("25 ranks and values checked, 1 wrong"), r.out());
  }

  @Test
  void aValuesCsvMustCoverTheStandingsOnceEach(@TempDir Path dir) throws IOException {
    Path csv = dir.resolve("values.csv");
    Files.writeString(csv, CSV.replace("4,4,1.5,8.5,1.75\n", ""));
    Cli.Result missing =
        Cli.run(
            "check", "--standings", "-s", InOrderTestSystem.ID, "--values", csv.toString(), FILE);
    assertEquals(3, missing.code(), missing.out() + missing.err());
    assertTrue(
        missing.err().contains(csv + ":6:1: expected a row for each of the 5 lines"),
        missing.err());
    assertTrue(missing.err().contains("found none for 1: 4"), missing.err());
    Files.writeString(csv, CSV.replace("4,4,1.5,8.5,1.75", "4,2,2.5,6.5,3.00"));
    Cli.Result twice =
        Cli.run(
            "check", "--standings", "-s", InOrderTestSystem.ID, "--values", csv.toString(), FILE);
    assertEquals(3, twice.code(), twice.out() + twice.err());
    assertTrue(
        twice.err().contains(csv + ":5:3: expected each pairing number once (2 is on line 3)"),
        twice.err());
  }

  @Test
  void aFileWithTeamRecordsIsRankedByTeam() {
    // team.trf: four teams of two boards, three rounds (310 records, 362 2/1/0)
    Cli.Result r =
        Cli.run(
            "standings", Cli.fixture("team.trf"), "-t", "MPTS,GPTS,BH:MP,EMGSB,BC", "-f", "csv");
    assertEquals(0, r.code(), r.err());
    assertEquals(
        """
        rank,id,MPTS,GPTS,BH:MP,EMGSB,BC
        1,2,4.0,4.0,8.0,12.00,6.5
        2,3,4.0,3.0,8.0,6.00,4.0
        3,4,3.0,3.0,9.0,7.50,4.5
        4,1,1.0,2.0,11.0,7.50,3.0
        """,
        r.out());
    Cli.Result text = Cli.run("standings", Cli.fixture("team.trf"), "-t", "MPTS");
    assertTrue(text.out().contains("Rk  No  Team"), text.out());
  }

  @Test
  void aTeamsPabIsWorthWhatRecord320States() {
    // team-pab-320.trf: 13 teams of five boards after round 1; record 320 states the PAB's value,
    // 1.0 MP and 2.5 GP (a drawn match, C.04.6 1.4), and gives it to team 13, whose players are
    // written unpaired (0000 - Z): the standings count the PAB at that value. Six teams won (2.0
    // MP), six lost (0.0), so team 13 is 7th.
    Cli.Result r =
        Cli.run("standings", Cli.fixture("team-pab-320.trf"), "-t", "MPTS,GPTS", "-f", "csv");
    assertEquals(0, r.code(), r.err());
    List<String> lines = r.out().lines().toList();
    assertEquals("rank,id,MPTS,GPTS", lines.get(0));
    assertEquals("7,13,1.0,2.5", lines.get(7), r.out());
  }

  @Test
  void standingsOptionsNeedStandings() {
    Cli.Result r = Cli.run("check", "-t", "PTS", FILE);
    assertEquals(2, r.code());
  }

  @Test
  void standardInputIsReadOnceForTheRoundsAndTheStandings() throws IOException {
    String trf = Files.readString(Path.of(FILE));
    Cli.Result standings = Cli.runWithInput(trf, "standings", "-", "-f", "csv");
    assertEquals(0, standings.code(), standings.err());
    assertEquals(CSV, standings.out());
    Cli.Result check =
        Cli.runWithInput(trf, "check", "--standings", "-s", InOrderTestSystem.ID, "-");
    assertEquals("", check.err());
    assertTrue(
        check
            .out()
            .contains("standings of 1 tournaments: 5 ranks and values checked, 0 wrong, 0 errors"),
        check.out());
    assertTrue(check.out().contains("checked 1 tournaments, 4 rounds"), check.out());
  }

  @Test
  void aRematchIsRankedOnlyAsTheArbitersDecision() {
    // tiebreaks.trf with round 4 paired 1-4 and 5-2, who met in round 1 (the points unchanged);
    // C.07 6.1.2 averages repeated games, but the reader takes a rematch only as a decision
    String rematch =
        """
        012 Unplayed rounds (C.07 Article 16)
        XXR 4
        202 BH,SB
        001    1      Alpha, Anna                       2000                             4.0    1     4 w 1     3 b 1     2 w +     4 w 1
        001    2      Bravo, Boris                      1900                             2.5    2     5 w 1  0000 - H     1 b -     5 b 1
        001    3      Charlie, Chen                     1800                             2.0    3  0000 - U     1 w 0     5 w 1  0000 - Z
        001    4      Delta, Dora                       1700                             1.5    4     1 b 0     5 b =  0000 - U     1 b 0
        001    5      Echo, Emil                        1600                             0.5    5     2 b 0     4 w =     3 b 0     2 w 0
        """;
    Cli.Result refused = Cli.runWithInput(rematch, "standings", "-", "-f", "csv");
    assertEquals(3, refused.code(), refused.out());
    assertTrue(refused.err().contains("<stdin>:"), refused.err());
    assertTrue(refused.err().contains("--allow rematch"), refused.err());
    Cli.Result allowed =
        Cli.runWithInput(rematch, "standings", "-", "-f", "csv", "--allow", "rematch");
    assertEquals(0, allowed.code(), allowed.err());
    assertTrue(allowed.out().startsWith("rank,id,PTS,BH,SB\n1,1,4.0,"), allowed.out());
  }
}
