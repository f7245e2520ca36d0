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
  void theBakuAccelerationIsNamedAsUnsupportedNotMappedToARuleEdition() {
    // bbpPairings 6 reads FIDE_DUTCH_2025_BAKU as the 2026 rules plus an acceleration it computes.
    assertEquals(Optional.empty(), TournamentTypes.systemFor("FIDE_DUTCH_2025_BAKU"));
    assertEquals(
        Optional.of("the 2026 Dutch rules with the Baku acceleration"),
        TournamentTypes.unsupported(" fide_dutch_2025_baku "));
    assertEquals(Optional.empty(), TournamentTypes.unsupported("FIDE_DUTCH_2025"));
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
