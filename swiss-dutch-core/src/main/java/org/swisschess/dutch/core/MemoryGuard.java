package org.swisschess.dutch.core;

import java.util.Locale;
import java.util.function.LongUnaryOperator;
import org.swisschess.api.InsufficientMemoryException;

/**
 * Refuses a round the heap has no room for, before any of its work starts: a round's matchings grow
 * with the square of the field (two bytes a pair), and a field of tens of thousands would otherwise
 * end in an {@code OutOfMemoryError} part-way.
 */
public final class MemoryGuard {

  /** What is left of the heap for the engine beside the estimate: the tournament, its history. */
  static final double MARGIN = 1.25;

  private MemoryGuard() {}

  /**
   * The bytes the heap has room for now: the maximum heap less what is in use. Garbage counts as in
   * use, so when that looks too small for {@code wanted} the garbage is collected and the heap
   * asked again.
   *
   * @param wanted the bytes the caller is about to need
   * @return the bytes free
   */
  public static long free(long wanted) {
    Runtime rt = Runtime.getRuntime();
    long free = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
    if (free < wanted) {
      rt.gc(); // only on the way to a refusal: garbage must not refuse a round
      free = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
    }
    return free;
  }

  /**
   * Throws when {@code needed} bytes (with a margin) do not fit in what {@code free} says is there.
   *
   * @param players the players to pair
   * @param needed the edition's estimate of the bytes the round takes
   * @param free the bytes the heap has room for, given what is wanted
   * @throws InsufficientMemoryException if the round does not fit
   */
  public static void requireRoom(int players, long needed, LongUnaryOperator free) {
    long wanted = (long) (needed * MARGIN);
    long available = free.applyAsLong(wanted);
    if (wanted > available) {
      throw new InsufficientMemoryException(
          String.format(
              Locale.ROOT,
              "pairing %,d players needs about %,d MiB of heap, and only %,d MiB are free"
                  + " (maximum heap %,d MiB)",
              players,
              wanted >> 20,
              available >> 20,
              Runtime.getRuntime().maxMemory() >> 20),
          wanted,
          available);
    }
  }
}
