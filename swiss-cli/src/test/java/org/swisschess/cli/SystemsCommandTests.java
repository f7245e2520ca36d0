package org.swisschess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class SystemsCommandTests {

  @Test
  void listsEveryInstalledSystemWithVersionAndNameSortedById() {
    Cli.Result r = Cli.run("systems");

    assertEquals(0, r.code(), r.err());
    List<String> lines = Arrays.asList(r.out().split("\n"));
    String crashing =
        lines.stream().filter(l -> l.startsWith("crashing-test ")).findFirst().orElseThrow();
    String inOrder =
        lines.stream().filter(l -> l.startsWith("in-order-test ")).findFirst().orElseThrow();
    assertTrue(lines.indexOf(crashing) < lines.indexOf(inOrder), r.out());
    assertTrue(
        inOrder.matches("in-order-test +development +In pairing-number order \\(test only\\)"),
        inOrder);
    assertEquals(
        crashing.indexOf("development"), inOrder.indexOf("development"), "columns are aligned");
  }

  /** Issue 19: the Burstein System in force since 1 February 2026 is installed. */
  @Test
  void listsBurstein2026() {
    Cli.Result r = Cli.run("systems");
    assertEquals(0, r.code(), r.err());
    assertTrue(
        Arrays.stream(r.out().split("\n"))
            .anyMatch(
                l ->
                    l.matches(
                        "burstein-2026 +\\S+ +FIDE Burstein System \\(C\\.04\\.4\\.2, 2026\\)")),
        r.out());
  }

  /** Issue 34: the baselines are installed and marked as not FIDE systems. */
  @Test
  void listsTheBaselinesMarked() {
    Cli.Result r = Cli.run("systems");
    assertEquals(0, r.code(), r.err());
    for (String id : List.of("monrad", "random-scoregroups", "round-robin-berger")) {
      String line =
          Arrays.stream(r.out().split("\n"))
              .filter(l -> l.startsWith(id + " "))
              .findFirst()
              .orElseThrow();
      assertTrue(line.endsWith("[baseline, not a FIDE system]"), line);
    }
    String dutch =
        Arrays.stream(r.out().split("\n"))
            .filter(l -> l.startsWith("dutch-2026 "))
            .findFirst()
            .orElseThrow();
    assertTrue(!dutch.contains("baseline"), dutch);
  }
}
