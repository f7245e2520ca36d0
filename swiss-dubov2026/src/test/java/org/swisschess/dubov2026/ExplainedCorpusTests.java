package org.swisschess.dubov2026;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Decision;
import org.swisschess.api.PairingSystems;
import org.swisschess.testkit.ExplainedCorpus;

/**
 * {@code swiss explain --all} on files of the committed corpus (the tournaments py4swiss paired the
 * same way): every player of every round explained, every reason given proven from scratch by a
 * fresh forced re-pairing.
 */
class ExplainedCorpusTests {

  @Test
  void everyReasonGivenOnTheCorpusIsProven() throws URISyntaxException {
    Path folder = Path.of(getClass().getResource("/py4swiss-agreed").toURI());
    ExplainedCorpus.Report report =
        ExplainedCorpus.explain(PairingSystems.require("dubov-2026"), folder, 8);
    System.out.println("dubov-2026 corpus explained: " + report.summary());
    assertEquals(List.of(), report.refuted());
    assertEquals(8, report.files());
    assertTrue(report.players() > 500, report.summary());
    assertTrue(report.proven().getOrDefault(Decision.Kind.WORSE, 0) > 50, report.summary());
    assertEquals(0, report.withheld(), report.summary());
  }
}
