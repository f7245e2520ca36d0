package org.swisschess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MainTests {

  @Test
  void helpListsTheCommandsAndDocumentsEveryExitCode() {
    Cli.Result r = Cli.run("--help");

    assertEquals(0, r.code());
    for (String command : new String[] {"systems", "pair", "check"}) {
      assertTrue(r.out().contains("  " + command + " "), command + " in\n" + r.out());
    }
    for (String code : new String[] {"0 ", "1 ", "2 ", "3 ", "4 ", "70"}) {
      assertTrue(r.out().contains("\n  " + code), "exit code " + code + " in\n" + r.out());
    }
  }

  @Test
  void noCommandIsAUsageError() {
    Cli.Result r = Cli.run();

    assertEquals(2, r.code());
    assertTrue(r.err().startsWith("swiss: missing command"), r.err());
  }

  @Test
  void anUnknownOptionIsAUsageErrorWithAHint() {
    Cli.Result r = Cli.run("pair", "--colour", "x");

    assertEquals(2, r.code());
    assertTrue(r.err().contains("Try 'swiss pair --help' for more information."), r.err());
  }

  @Test
  void versionIsPrinted() {
    Cli.Result r = Cli.run("--version");

    assertEquals(0, r.code());
    assertTrue(r.out().startsWith("swiss "), r.out());
  }
}
