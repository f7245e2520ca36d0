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
}
