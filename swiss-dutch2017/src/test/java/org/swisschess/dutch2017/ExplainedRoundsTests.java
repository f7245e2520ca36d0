package org.swisschess.dutch2017;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.PairingSystems;
import org.swisschess.testkit.ExplainedRounds;

/**
 * dutch-2017's explanations on 300 generated rounds, the same at every run: every reason given is
 * proven from scratch, and alternatives are withheld only where A.9 collapses the last brackets
 * (see {@link Dutch2017ExplanationProperties}): 8, in two final rounds (16 before the order of the
 * bracket where two pairings first differ decided).
 */
class ExplainedRoundsTests {

  @Test
  void everyReasonOfThreeHundredGeneratedRoundsIsProvenAndFewAreWithheld() {
    ExplainedRounds.Report report =
        ExplainedRounds.explain(PairingSystems.require("dutch-2017"), 300, 2026);
    System.out.println("dutch-2017 generated rounds explained: " + report.summary());
    report.withheld().forEach(w -> System.out.println("  withheld: " + w));
    assertEquals(List.of(), report.refuted());
    assertTrue(report.withheld().size() <= 8, report.summary());
  }
}
