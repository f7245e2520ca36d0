package org.swisschess.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.swisschess.api.AccelerationMethod;
import org.swisschess.api.Player;
import org.swisschess.api.Tournament;

/**
 * TRF-2026 §6: the tournament type a file names, {@code 192} for an ETT26 code and {@code 092} for
 * free text, written by {@link TrfDocument#withTournamentType} and read back.
 */
class TournamentTypeRecordTests {

  @Test
  void theEtt26GrammarTellsCodesFromFreeText() {
    assertTrue(TournamentTypeCodes.isCode("FIDE_DOUBLESWISS"), "a code no engine answers yet");
    assertTrue(TournamentTypeCodes.isCode(" fide_dutch_2025_baku "));
    assertTrue(TournamentTypeCodes.isCode("FIDE_TEAM_TYPEB_GP_MP"));
    assertTrue(TournamentTypeCodes.isCode("FIDE_TEAM_TYPEA_MP_GP_BAKU"));
    assertFalse(
        TournamentTypeCodes.isCode("FIDE_TEAM_GP_BAKU"),
        "C.04.7 1.4.4: no Baku when game points are primary");
    assertFalse(TournamentTypeCodes.isCode("FIDE_DUBOV_2026"), "ETT26 has no edition for Dubov");
    assertFalse(TournamentTypeCodes.isCode("dubov-1997"));
    assertFalse(TournamentTypeCodes.isCode("Swiss open"));
  }

  @Test
  void aCodeIsWrittenAs192AndReadBackWithItsAcceleration() throws TrfException {
    Tournament t = Tournament.start(5, List.of(Player.of(1, "A", 0), Player.of(2, "B", 0)));
    String written = TrfWriter.write(TrfDocument.of(t).withTournamentType("FIDE_DUBOV_BAKU"));
    assertTrue(written.startsWith("192 FIDE_DUBOV_BAKU\n"), written);
    TrfDocument read = TrfReader.parse(written, "t.trf");
    assertEquals(Optional.of("FIDE_DUBOV_BAKU"), read.tournamentType());
    assertEquals(Optional.of(AccelerationMethod.BAKU), read.accelerationMethod());
  }

  @Test
  void freeTextIsWrittenAs092() throws TrfException {
    Tournament t = Tournament.start(5, List.of(Player.of(1, "A", 0), Player.of(2, "B", 0)));
    String written = TrfWriter.write(TrfDocument.of(t).withTournamentType("dubov-1997"));
    assertTrue(written.contains("092 dubov-1997\n"), written);
    assertFalse(written.contains("192"), written);
    assertEquals(Optional.of("dubov-1997"), TrfReader.parse(written, "t.trf").tournamentType());
  }

  @Test
  void aCodeReplacesThe192RecordInItsPlaceAndKeeps092() throws TrfException {
    List<String> lines = new ArrayList<>(Trf.SAMPLE);
    lines.add(1, "192 FIDE_DUTCH_2017");
    TrfDocument doc =
        TrfReader.parse(Trf.lines("\n", lines), "t.trf").withTournamentType("FIDE_BURSTEIN");
    List<String> expected = new ArrayList<>(Trf.SAMPLE);
    expected.add(1, "192 FIDE_BURSTEIN");
    assertEquals(Trf.lines("\n", expected), TrfWriter.write(doc));
    assertEquals(Optional.of("FIDE_BURSTEIN"), doc.tournamentType());
  }

  @Test
  void freeTextReplacesBothRecordsAs192WouldTakePrecedence() throws TrfException {
    List<String> lines = new ArrayList<>(Trf.SAMPLE);
    lines.add(1, "192 FIDE_DUTCH_2017");
    String written =
        TrfWriter.write(
            TrfReader.parse(Trf.lines("\n", lines), "t.trf").withTournamentType("rating-1998"));
    List<String> expected = new ArrayList<>(Trf.SAMPLE);
    expected.remove("092 FIDE_DUTCH_2025");
    expected.add(1, "092 rating-1998");
    assertEquals(Trf.lines("\n", expected), written);
  }

  @Test
  void aFileWithoutATypeGetsItBeforeThePlayers() throws TrfException {
    List<String> lines = new ArrayList<>(Trf.SAMPLE);
    lines.remove("092 FIDE_DUTCH_2025");
    String written =
        TrfWriter.write(
            TrfReader.parse(Trf.lines("\n", lines), "t.trf").withTournamentType("FIDE_DUTCH_2017"));
    lines.add(3, "192 FIDE_DUTCH_2017");
    assertEquals(Trf.lines("\n", lines), written);
  }

  @Test
  void aTypeIsOneLine() {
    TrfDocument doc =
        TrfDocument.of(Tournament.start(1, List.of(Player.of(1, "A", 0), Player.of(2, "B", 0))));
    assertThrows(IllegalArgumentException.class, () -> doc.withTournamentType(" "));
    assertThrows(IllegalArgumentException.class, () -> doc.withTournamentType("a\n012 b"));
  }
}
