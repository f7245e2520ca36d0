package org.swisschess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class TournamentTypesTests {

  @Test
  void theEngineNameForTheRulesInForceSince2026MeansDutch2026() {
    assertEquals(Optional.of("dutch-2026"), TournamentTypes.systemFor("FIDE_DUTCH_2025"));
    assertEquals(Optional.of("dutch-2026"), TournamentTypes.systemFor("FIDE_DUTCH_2026"));
  }

  @Test
  void theOld2017NameMeansDutch2017() {
    assertEquals(Optional.of("dutch-2017"), TournamentTypes.systemFor("FIDE_DUTCH_2017"));
  }

  @Test
  void aBakuCodeNamesTheSameRulesAsItsBase() {
    // the acceleration itself is the reader's to report (TrfDocument.accelerationMethod)
    assertEquals(Optional.of("dutch-2026"), TournamentTypes.systemFor("FIDE_DUTCH_2025_BAKU"));
    assertEquals(Optional.of("dutch-2026"), TournamentTypes.systemFor(" fide_dutch_2026_baku "));
    assertEquals(Optional.of("dutch-2026"), TournamentTypes.systemFor("FIDE_DUTCH_BAKU"));
    assertEquals(Optional.of("dutch-2017"), TournamentTypes.systemFor("FIDE_DUTCH_2017_BAKU"));
    assertEquals(Optional.empty(), TournamentTypes.unsupported("FIDE_DUTCH_2025_BAKU"));
    assertEquals(Optional.empty(), TournamentTypes.unsupported("FIDE_BURSTEIN_BAKU"));
    assertEquals(Optional.of("burstein-2026"), TournamentTypes.systemFor("FIDE_BURSTEIN_BAKU"));
    assertEquals(Optional.of("burstein-2026"), TournamentTypes.systemFor("FIDE_BURSTEIN"));
    assertEquals(Optional.of("FIDE_BURSTEIN_BAKU"), TournamentTypes.bakuTypeFor("burstein-2026"));
    assertEquals("192 FIDE_BURSTEIN", TournamentTypes.recordFor("burstein-2026"));
    assertEquals(Optional.of("FIDE_DUTCH_2026_BAKU"), TournamentTypes.bakuTypeFor("dutch-2026"));
    assertEquals(Optional.empty(), TournamentTypes.bakuTypeFor("dubov-1997"));
  }

  @Test
  void theDubovCodeNamesTheRulesInForceSince2026() {
    // ETT26's FIDE_DUBOV is the Dubov system FIDE defines now: C.04.4.1 applied from 1 Feb 2026
    assertEquals(Optional.of("dubov-2026"), TournamentTypes.systemFor("FIDE_DUBOV"));
    assertEquals(Optional.of("dubov-2026"), TournamentTypes.systemFor("FIDE_DUBOV_BAKU"));
    assertEquals(Optional.empty(), TournamentTypes.unsupported("FIDE_DUBOV"));
    assertEquals("192 FIDE_DUBOV", TournamentTypes.recordFor("dubov-2026"));
    assertEquals(Optional.of("FIDE_DUBOV_BAKU"), TournamentTypes.bakuTypeFor("dubov-2026"));
  }

  @Test
  void theDoubleSwissCodeIsASystemThisToolDoesNotHave() {
    // C.04.5 (2026) has its own ETT26 code; pairing it with the default Dutch rules would be a
    // guess
    assertEquals(Optional.empty(), TournamentTypes.systemFor("FIDE_DOUBLESWISS"));
    assertEquals(
        Optional.of("the Double-Swiss system (C.04.5, 2026)"),
        TournamentTypes.unsupported("fide_doubleswiss"));
    assertEquals(
        Optional.of("the Double-Swiss system (C.04.5, 2026) with the Baku acceleration"),
        TournamentTypes.unsupported("FIDE_DOUBLESWISS_BAKU"));
  }

  @Test
  void caseAndBlanksAreIgnoredEvenUnderATurkishLocale() {
    // "fide" upper-cased in Turkish is "FİDE": the lookup must use Locale.ROOT.
    assertEquals(Optional.of("dutch-2017"), TournamentTypes.systemFor("  fide_dutch_2017 "));
  }

  @Test
  void anUnknownTypeNamesNoSystem() {
    assertEquals(Optional.empty(), TournamentTypes.systemFor("FIDE_DUBOV_1997_SOMETHING"));
    assertEquals(Optional.empty(), TournamentTypes.systemFor(""));
  }
}
