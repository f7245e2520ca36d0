package org.swisschess.burstein2026;

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
 * {@code swiss explain --all} on files of the committed corpus (tournaments an independent engine
 * confirmed after the seeding rounds): every player of every round explained, every reason given
 * proven from scratch by a fresh forced re-pairing.
 */
class ExplainedCorpusTests {

  @Test
  void everyReasonGivenOnTheCorpusIsProven() throws URISyntaxException {
    Path folder = Path.of(getClass().getResource("/corpus/py4swiss").toURI());
    ExplainedCorpus.Report report =
        ExplainedCorpus.explain(PairingSystems.require("burstein-2026"), folder, 8);
    System.out.println("burstein-2026 corpus explained: " + report.summary());
    assertEquals(List.of(), report.refuted());
    assertEquals(8, report.files());
    assertTrue(report.players() > 300, report.summary());
    assertTrue(report.proven().getOrDefault(Decision.Kind.WORSE, 0) > 50, report.summary());
    assertEquals(0, report.withheld(), report.summary());
  }
}
