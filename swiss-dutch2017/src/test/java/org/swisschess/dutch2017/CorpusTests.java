package org.swisschess.dutch2017;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.swisschess.testkit.ReferenceCorpus;

/** Re-pairs every round of every corpus tournament (paired by bbpPairings 5.0.1) and compares. */
class CorpusTests {

  // Surefire runs in the module directory; ../shared lies beside the checkout.
  private static final Path CORPUS = Path.of("..", "..", "shared", "corpus", "dutch2017");

  @Test
  void everyCorpusRoundIsReproduced() {
    Assumptions.assumeTrue(Files.isDirectory(CORPUS), "../shared absent: no corpus to check");
    ReferenceCorpus.Report report = ReferenceCorpus.replay(new Dutch2017System(), CORPUS);
    System.out.println("corpus dutch2017: " + report.summary());
    assertEquals(List.of(), report.differences().stream().limit(20).toList());
    assertTrue(report.files() > 0, "no tournament in " + CORPUS);
    assertEquals(report.files(), report.identicalFiles());
  }
}
