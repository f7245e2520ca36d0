package org.swisschess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** CrosscheckTimer's options: defaults, and a message naming the option for each bad one. */
class CrosscheckTimerOptionsTests {

  @Test
  void noOptionsAreCrosscheckDefaults() {
    CrosscheckTimerOptions o = CrosscheckTimerOptions.parse();
    assertEquals("dutch-2026", o.system());
    assertEquals(200, o.tournaments());
    assertEquals(1, o.threads());
    assertEquals(1, o.seed());
    assertEquals(20, o.warmup());
    assertEquals("15..215", o.players().toString());
    assertEquals("5..15", o.rounds().toString());
  }

  @Test
  void everyOptionIsRead() {
    CrosscheckTimerOptions o =
        CrosscheckTimerOptions.parse(
            "--system",
            "dutch-2017",
            "--tournaments",
            "3",
            "--threads",
            "2",
            "--seed",
            "-4",
            "--warmup",
            "0",
            "--players",
            "12..14",
            "--rounds",
            "4");
    assertEquals(
        new CrosscheckTimerOptions(
            "dutch-2017",
            3,
            2,
            -4,
            0,
            new CrosscheckTournament.IntRange(12, 14),
            new CrosscheckTournament.IntRange(4, 4)),
        o);
  }

  @Test
  void aNumberThatIsNotOneNamesTheOptionAndWhatItFound() {
    assertEquals(
        "--tournaments expects a whole number, found 'many'", message("--tournaments", "many"));
    assertEquals("--seed expects a whole number, found '1.5'", message("--seed", "1.5"));
  }

  @Test
  void aNumberBelowItsFloorSaysTheFloor() {
    assertEquals(
        "--threads expects a whole number from 1 to 2147483647, found '0'",
        message("--threads", "0"));
    assertEquals(
        "--warmup expects a whole number from 0 to 2147483647, found '-1'",
        message("--warmup", "-1"));
  }

  @Test
  void aNumberAboveAnIntSaysTheCeiling() {
    assertEquals(
        "--tournaments expects a whole number from 1 to 2147483647, found '3000000000'",
        message("--tournaments", "3000000000"));
  }

  @Test
  void aBadRangeSaysTheRangeExpected() {
    assertEquals(
        "--players expects A..B with 2 <= A <= B <= 9999, found '20..10'",
        message("--players", "20..10"));
  }

  @Test
  void anUnknownOptionOrAMissingValueIsNamed() {
    assertEquals("unknown option --system-id", message("--system-id", "x"));
    assertEquals("--rounds needs a value", message("--rounds"));
    assertEquals("expected an option such as --system, found 'dutch-2026'", message("dutch-2026"));
  }

  @Test
  void theTimerExitsWithStatusTwoAndTheMessageForABadOptionOrAnUnknownSystem() throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
      assertEquals(2, CrosscheckTimer.run(new String[] {"--threads", "two"}, err));
      assertEquals(2, CrosscheckTimer.run(new String[] {"--system", "dutch-1066"}, err));
    }
    String out = bytes.toString(StandardCharsets.UTF_8);
    assertTrue(out.contains("CrosscheckTimer: --threads expects a whole number, found 'two'"), out);
    assertTrue(out.contains("CrosscheckTimer: unknown pairing system 'dutch-1066'"), out);
    assertTrue(out.contains("usage: CrosscheckTimer"), out);
  }

  private static String message(String... args) {
    return String.valueOf(
        assertThrows(IllegalArgumentException.class, () -> CrosscheckTimerOptions.parse(args))
            .getMessage());
  }
}
