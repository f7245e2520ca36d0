package org.swisschess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Board;
import org.swisschess.api.Pairing;

/**
 * The pairs output of JaVaFo and bbpPairings (formats.md, "Pairing output"), as another engine
 * writes it.
 */
class PairsOutputTests {

  @Test
  void readsBoardsInOrderAndTheByeWrittenAsIdZero() {
    Pairing p = PairsOutput.parse("3\r\n4 1\r\n2 3\r\n5 0\r\n", 2, 5);
    assertEquals(List.of(new Board(4, 1), new Board(2, 3)), p.boards());
    assertEquals(OptionalInt.of(5), p.pairingAllocatedBye());
    assertEquals(2, p.round());
  }

  @Test
  void refusesWhatIsNotThatFormNamingTheLine() {
    assertTrue(refusal(() -> PairsOutput.parse("", 1, 4)).startsWith("line 1"));
    assertTrue(
        refusal(() -> PairsOutput.parse("2\n1 2\n", 1, 4)).contains("says 2 pairs, 1 follow"));
    assertTrue(refusal(() -> PairsOutput.parse("1\n1 x\n", 1, 4)).startsWith("line 2"));
    assertTrue(refusal(() -> PairsOutput.parse("2\n1 2\n2 3\n", 1, 4)).contains("appears twice"));
    assertTrue(refusal(() -> PairsOutput.parse("1\n1 9\n", 1, 4)).contains("player 9"));
  }

  @Test
  void engineCommandsSplitAtBlanksOutsideQuotes() {
    assertEquals(
        List.of("/opt/bbp pairings/bbp.exe", "--dutch"),
        ExternalEngine.split("'/opt/bbp pairings/bbp.exe'  --dutch "));
    assertEquals(List.of("a", "b c", ""), ExternalEngine.split("a \"b c\" ''"));
    assertThrows(IllegalArgumentException.class, () -> ExternalEngine.split("  "));
  }

  @Test
  void aHugeLineIsQuotedUpToABoundedPrefix() {
    String huge = "7".repeat(1_000_000);
    String message = refusal(() -> PairsOutput.parse(huge, 1, 10));
    assertTrue(message.length() < 200, message.length() + " characters");
    assertTrue(message.contains("(1,000,000 characters)"), message);
  }

  /** The message of the refusal {@code parse} throws. */
  private static String refusal(org.junit.jupiter.api.function.Executable parse) {
    return String.valueOf(assertThrows(IllegalArgumentException.class, parse).getMessage());
  }
}
