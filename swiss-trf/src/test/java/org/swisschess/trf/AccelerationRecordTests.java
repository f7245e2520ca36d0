package org.swisschess.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.swisschess.trf.Trf.player;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.swisschess.api.Acceleration;
import org.swisschess.api.AccelerationMethod;
import org.swisschess.api.Points;

/**
 * The acceleration records (TRF-2026 {@code 250}, JaVaFo {@code XXA}) and the {@code 192} codes
 * that name an acceleration method: what is read, what is refused and where, and what is written.
 */
class AccelerationRecordTests {

  private static String[] withPlayers(int count, String... records) {
    List<String> lines = new ArrayList<>(List.of(records));
    for (int id = 1; id <= count; id++) {
      lines.add(player(id, "P" + id, 2400 - id, "0.0", 0));
    }
    return lines.toArray(String[]::new);
  }

  private static TrfDocument parse(String... lines) throws TrfException {
    return TrfReader.parse(Trf.lines(lines), "t.trf");
  }

  private static String refusal(String... lines) {
    return String.valueOf(assertThrows(TrfException.class, () -> parse(lines)).getMessage());
  }

  @Test
  void a250RecordThatOverlapsAnotherIsRefusedAtTheSecond() {
    assertEquals(
        "t.trf:3:23: expected a record that gives no player points another record gives too"
            + " (line 2 gives player 3 1.0 in round 2), found '0003'",
        refusal(
            withPlayers(
                6, "XXR 7", "250       1.0 001 002 0001 0004", "250       0.5 002 003 0003 0006")));
  }

  @Test
  void anXxaRecordOverlappingA250RecordIsRefusedToo() {
    assertEquals(
        "t.trf:2:8: expected a record that gives no player points another record gives too"
            + " (line 1 gives player 2 1.0 in round 1), found '2'",
        refusal(withPlayers(4, "250       1.0 001 001 0001 0002", "XXA    2  0.5")));
    // rounds a record leaves at zero are not given by it
    TrfDocument ok =
        assertParses(withPlayers(4, "250       1.0 001 001 0001 0002", "XXA    2       0.5"));
    assertEquals(
        new Acceleration(2, List.of(Points.ONE, Points.HALF)),
        ok.tournament().accelerations().get(1));
  }

  @Test
  void a250RecordNamingAnUnknownPlayerIsRefused() {
    assertEquals(
        "t.trf:1:28: expected the pairing number of a player (1 to 4), found '5'",
        refusal(withPlayers(4, "250       1.0 001 002 0001 0005")));
  }

  @Test
  void a250RecordBeyondTheDeclaredRoundsIsRefused() {
    assertEquals(
        "t.trf:2:19: expected fictitious points only in the 5 rounds the file declares (line 1),"
            + " not in round 6, found '006'",
        refusal(withPlayers(4, "142 5", "250       0.5 004 006 0001 0002")));
    assertEquals(
        "t.trf:2:21: expected fictitious points only in the 2 rounds the file declares (line 1),"
            + " not in round 3, found '1.0'",
        refusal(withPlayers(4, "XXR 2", "XXA    1  1.0  1.0  1.0")));
  }

  @Test
  void withoutDeclaredRoundsTheRecordsSayHowFarTheTournamentGoes() throws TrfException {
    TrfDocument doc = parse(withPlayers(4, "250       1.0 001 003 0001 0002"));
    assertEquals(3, doc.tournament().plannedRounds());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "FIDE_DUTCH_2026_BAKU",
        "FIDE_DUTCH_2025_BAKU",
        "FIDE_DUTCH_2017_BAKU",
        "FIDE_DUTCH_BAKU",
        "fide_dutch_2026_baku",
        "FIDE_DUBOV_BAKU",
        "FIDE_TEAM_TYPEA_MP_GP_BAKU"
      })
  void a192BakuCodeAsksForTheBakuMethod(String code) throws TrfException {
    TrfDocument doc = parse(withPlayers(4, "192 " + code));
    assertEquals(Optional.of(AccelerationMethod.BAKU), doc.accelerationMethod());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "FIDE_DUTCH_2026",
        "FIDE_DUTCH_2025",
        "FIDE_DUTCH_2017",
        "FIDE_DUTCH",
        "FIDE_BURSTEIN",
        "CUSTOM_SWISS",
        "FIDE_ROUNDROBIN",
        "BERGER_TEAM_DOUBLEROUNDROBIN",
        "FIDE_TEAM",
        "FIDE_TEAM_TYPEB_GP_MP",
        "CUSTOM_TEAM_KNOCKOUT"
      })
  void otherEtt26CodesAreReadWithoutAnAcceleration(String code) throws TrfException {
    TrfDocument doc = parse(withPlayers(4, "192 " + code));
    assertEquals(Optional.empty(), doc.accelerationMethod());
    assertEquals(Optional.of(code), doc.tournamentType());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "FIDE_DUTCH_2026_BAKUU",
        "FIDE_DUTCH_2024",
        "DUTCH",
        "FIDE_LIM",
        "FIDE_DUTCH_2026 BAKU"
      })
  void anUnknown192CodeIsRefusedByName(String code) {
    assertEquals(
        "t.trf:1:5: expected an encoded tournament type of TRF-2026 (ETT26), such as"
            + " FIDE_DUTCH_2026, FIDE_DUTCH_2026_BAKU, FIDE_DUTCH_2017 or FIDE_DUBOV; write free"
            + " text in 092, found '"
            + code
            + "'",
        refusal(withPlayers(4, "192 " + code)));
  }

  @Test
  void the092RecordStaysFreeText() throws TrfException {
    TrfDocument doc = parse(withPlayers(4, "092 Open A, accelerated"));
    assertEquals(Optional.empty(), doc.accelerationMethod());
  }

  @Test
  void anAccelerationErrorPointsAtTheRecordThatAsksForVirtualPoints() throws TrfException {
    TrfDocument byType = parse(withPlayers(4, "012 Open", "192 FIDE_DUTCH_2026_BAKU"));
    assertEquals(
        "t.trf:2:5: expected no acceleration, found '192 FIDE_DUTCH_2026_BAKU'",
        byType.accelerationError("no acceleration").orElseThrow().getMessage());
    TrfDocument byRecord =
        parse(withPlayers(4, "192 FIDE_DUTCH_2026_BAKU", "250       1.0 001 001 0001 0002"));
    assertEquals(
        "t.trf:2:1: expected no acceleration, found '250       1.0 001 001 0001 0002'",
        byRecord.accelerationError("no acceleration").orElseThrow().getMessage());
    assertEquals(
        Optional.empty(), parse(withPlayers(4, "192 FIDE_DUTCH_2026")).accelerationError("x"));
  }

  @Test
  void theBakuPointsAreWrittenAs250RecordsAndReadBackEqual() throws TrfException {
    TrfDocument doc = parse(withPlayers(13, "XXR 9", "192 FIDE_DUTCH_2026_BAKU"));
    List<Acceleration> baku = AccelerationMethod.BAKU.accelerations(doc.tournament(), Set.of());
    String text = TrfWriter.writeWithAccelerations(doc, baku);
    assertTrue(text.contains("\n250       1.0 001 003 0001 0008\n"), text);
    assertTrue(text.contains("\n250       0.5 004 005 0001 0008\n"), text);
    TrfDocument again = TrfReader.parse(text, "again.trf");
    assertEquals(baku, again.tournament().accelerations());
    assertEquals(doc.tournament().withAccelerations(baku), again.tournament());
  }

  @Test
  void explicitPointsOfAnyShapeBecome250RangesAndReplaceTheOldRecords() throws TrfException {
    TrfDocument doc = parse(withPlayers(6, "XXR 5", "XXA    6  1.0"));
    List<Acceleration> mixed =
        List.of(
            new Acceleration(1, List.of(Points.ONE, Points.ONE, Points.HALF)),
            new Acceleration(2, List.of(Points.ONE, Points.ONE, Points.HALF)),
            new Acceleration(4, List.of(Points.ZERO, Points.ONE)),
            new Acceleration(5, List.of(Points.ONE, Points.ONE, Points.HALF)));
    String text = TrfWriter.writeWithAccelerations(doc, mixed);
    List<String> records =
        text.lines().filter(l -> l.startsWith("250") || l.startsWith("XXA")).toList();
    assertEquals(
        List.of(
            "250       1.0 001 002 0001 0002",
            "250       1.0 001 002 0005 0005",
            "250       1.0 002 002 0004 0004",
            "250       0.5 003 003 0001 0002",
            "250       0.5 003 003 0005 0005"),
        records);
    assertEquals(mixed, TrfReader.parse(text, "again.trf").tournament().accelerations());
  }

  private static TrfDocument assertParses(String... lines) {
    try {
      return parse(lines);
    } catch (TrfException e) {
      throw new AssertionError(e.getMessage(), e);
    }
  }
}
