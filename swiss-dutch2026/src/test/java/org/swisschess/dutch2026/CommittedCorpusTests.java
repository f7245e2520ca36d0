package org.swisschess.dutch2026;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;
import org.swisschess.testkit.ReferenceCorpus;

/**
 * Re-pairs every round of the committed corpus (300 tournaments paired by bbpPairings 6.0.0, in
 * {@code src/test/resources/corpus}) and fails on the first round that differs: the edition's
 * exactness is tested in every build, whether or not {@code ../shared} is there.
 */
class CommittedCorpusTests {

  private static final String CORPUS = "/corpus/bbpPairings-6.0.0";

  @Test
  void everyRoundOfTheCommittedBbpPairingsCorpusIsReproduced() throws URISyntaxException {
    URL folder = Objects.requireNonNull(getClass().getResource(CORPUS), CORPUS + " is missing");
    ReferenceCorpus.Report report =
        ReferenceCorpus.replay(new Dutch2026System(), Path.of(folder.toURI()));
    System.out.println("committed corpus bbpPairings 6.0.0: " + report.summary());
    assertEquals(300, report.files(), "tournaments read");
    assertEquals(List.of(), report.differences().stream().limit(20).toList());
    assertEquals(report.rounds(), report.identicalRounds());
  }
}
