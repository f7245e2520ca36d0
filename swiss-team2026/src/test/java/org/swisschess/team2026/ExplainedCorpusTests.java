package org.swisschess.team2026;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Decision;
import org.swisschess.api.PairingSystems;
import org.swisschess.testkit.ExplainedCorpus;

/**
 * {@code swiss explain --all} on the tournaments of the Gacrux corpus that team-2026 with Gacrux's
 * readings replays identically ({@code agreed.txt}): every team of every round explained, every
 * reason given proven from scratch by a fresh forced re-pairing, none withheld.
 */
class ExplainedCorpusTests {

  @Test
  void everyReasonGivenOnTheAgreedCorpusIsProven() throws IOException {
    Path folder = GacruxCorpusTests.corpusDirectory();
    List<Path> files =
        Files.readAllLines(folder.resolve("agreed.txt"), StandardCharsets.UTF_8).stream()
            .filter(l -> !l.isBlank())
            .limit(8)
            .map(folder::resolve)
            .toList();
    ExplainedCorpus.Report report =
        ExplainedCorpus.explainTeams(
            PairingSystems.require("team-2026"), files, Map.of("readings", "gacrux"));
    System.out.println("team-2026 agreed corpus explained: " + report.summary());
    assertEquals(List.of(), report.refuted());
    assertEquals(8, report.files());
    assertTrue(report.rounds() >= 50, report.summary());
    assertTrue(report.proven().getOrDefault(Decision.Kind.WORSE, 0) > 50, report.summary());
    assertTrue(report.proven().getOrDefault(Decision.Kind.FORBIDDEN, 0) > 0, report.summary());
    assertEquals(0, report.withheld(), report.summary());
  }
}
