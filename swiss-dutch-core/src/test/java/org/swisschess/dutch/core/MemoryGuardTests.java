package org.swisschess.dutch.core;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.swisschess.api.InsufficientMemoryException;

/** A round the heap cannot hold is refused with a message, before any work starts. */
class MemoryGuardTests {

  private static final long MIB = 1 << 20;

  @Test
  void aRoundThatDoesNotFitIsRefusedWithWhatItNeedsAndWhatIsFree() {
    InsufficientMemoryException e =
        assertThrows(
            InsufficientMemoryException.class,
            () -> MemoryGuard.requireRoom(20_000, 1_600 * MIB, wanted -> 900 * MIB));
    assertTrue(String.valueOf(e.getMessage()).contains("20,000 players"), e.getMessage());
    assertTrue(
        String.valueOf(e.getMessage()).contains("2,000 MiB"), "the estimate with its margin");
    assertTrue(String.valueOf(e.getMessage()).contains("900 MiB are free"), e.getMessage());
    assertEquals(900 * MIB, e.availableBytes());
    assertEquals(2_000 * MIB, e.neededBytes());
  }

  @Test
  void aRoundThatFitsWithItsMarginIsLetThrough() {
    assertDoesNotThrow(() -> MemoryGuard.requireRoom(1_000, 100 * MIB, wanted -> 126 * MIB));
    assertThrows(
        InsufficientMemoryException.class,
        () -> MemoryGuard.requireRoom(1_000, 100 * MIB, wanted -> 124 * MIB));
  }
}
