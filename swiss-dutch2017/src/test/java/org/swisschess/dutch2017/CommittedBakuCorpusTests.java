package org.swisschess.dutch2017;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;
import org.swisschess.testkit.ReferenceCorpus;

/**
 * Re-pairs every round of the committed accelerated tournaments (C.04.7, Baku) in every build: each
 * file names {@code FIDE_DUTCH_2017_BAKU} and carries no {@code 250} or {@code XXA} record, so the
 * edition works the virtual points out itself. bbpPairings 5.0.1, given the same points as {@code
 * XXA} records (how JaVaFo and bbpPairings accelerate the 2017 rules), re-paired every round the
 * same. Fails, never skips, on any round that differs.
 */
class CommittedBakuCorpusTests {

  private static final String CORPUS = "/corpus/baku/bbpPairings-5.0.1";

  @Test
  void everyRoundOfTheBbpPairingsConfirmedAcceleratedTournamentsIsReproduced()
      throws URISyntaxException {
    URL folder = Objects.requireNonNull(getClass().getResource(CORPUS), CORPUS + " is missing");
    ReferenceCorpus.Report report =
        ReferenceCorpus.replay(new Dutch2017System(), Path.of(folder.toURI()));
    System.out.println("committed Baku corpus bbpPairings 5.0.1: " + report.summary());
    assertEquals(40, report.files(), "tournaments read");
    assertEquals(List.of(), report.differences().stream().limit(20).toList());
    assertEquals(report.rounds(), report.identicalRounds());
  }
}
