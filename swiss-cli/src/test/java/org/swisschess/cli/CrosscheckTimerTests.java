package org.swisschess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class CrosscheckTimerTests {

  /**
   * Both directions run crosscheck's own steps on every tournament, and every tournament agrees
   * with the stand-in's answers (our own pairings): otherwise the work timed would not be a real
   * run's.
   */
  @Test
  void everyTournamentOfBothDirectionsIsRunAndAgrees() throws Exception {
    PrintStream before = System.out;
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (PrintStream capture = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
      System.setOut(capture);
      CrosscheckTimer.main(
          new String[] {
            "--system",
            "dutch-2026",
            "--tournaments",
            "3",
            "--warmup",
            "1",
            "--threads",
            "2",
            "--players",
            "12..14",
            "--rounds",
            "4..4",
            "--seed",
            "7"
          });
    } finally {
      System.setOut(before);
    }
    String out = bytes.toString(StandardCharsets.UTF_8);
    for (String direction : List.of("ours-generate", "theirs-generate")) {
      String row =
          out.lines()
              .filter(l -> l.startsWith(direction + " "))
              .findFirst()
              .orElseThrow(() -> new AssertionError("no row for " + direction + ":\n" + out));
      String[] columns = row.trim().split("\\s+");
      assertEquals("3", columns[1], "tournaments timed: " + row);
      // three tournaments of four rounds each
      assertEquals("12", columns[2], "rounds: " + row);
      assertEquals("0", columns[7], "tournaments that disagreed: " + row);
      assertTrue(Double.parseDouble(columns[5]) > 0, "CPU time: " + row);
    }
  }
}
