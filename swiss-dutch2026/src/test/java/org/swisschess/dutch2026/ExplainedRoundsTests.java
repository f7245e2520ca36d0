package org.swisschess.dutch2026;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.PairingSystems;
import org.swisschess.testkit.ExplainedRounds;

/**
 * dutch-2026's explanations on 300 generated rounds, the same at every run: every reason given is
 * proven from scratch, and no alternative a player would expect is withheld.
 */
class ExplainedRoundsTests {

  @Test
  void everyAlternativeOfThreeHundredGeneratedRoundsIsExplainedAndProven() {
    ExplainedRounds.Report report =
        ExplainedRounds.explain(PairingSystems.require("dutch-2026"), 300, 2026);
    System.out.println("dutch-2026 generated rounds explained: " + report.summary());
    report.withheld().forEach(w -> System.out.println("  withheld: " + w));
    assertEquals(List.of(), report.refuted());
    assertEquals(List.of(), report.withheld(), report.summary());
  }
}
