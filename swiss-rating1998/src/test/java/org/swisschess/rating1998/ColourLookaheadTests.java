package org.swisschess.rating1998;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The pruning check of B.4 inside the D.1 search, on assignments small enough to count by hand. */
class ColourLookaheadTests {

  private static final boolean T = true;
  private static final boolean F = false;

  @Test
  void crossingAvoidsBothConflicts() {
    boolean[][] allowed = {{T, T}, {T, T}};
    boolean[][] conflict = {{T, F}, {F, T}};
    assertEquals(
        0, ColourLookahead.minConflicts(allowed, conflict, 0, new boolean[2], new boolean[2]));
  }

  @Test
  void aForbiddenCrossingForcesBothConflicts() {
    boolean[][] allowed = {{T, F}, {T, T}};
    boolean[][] conflict = {{T, F}, {F, T}};
    assertEquals(
        2, ColourLookahead.minConflicts(allowed, conflict, 0, new boolean[2], new boolean[2]));
  }

  @Test
  void aPlayerWhoMayNotBeLeftOverMustBeTaken() {
    boolean[][] allowed = {{T, T}};
    boolean[][] conflict = {{F, T}};
    assertEquals(
        0, ColourLookahead.minConflicts(allowed, conflict, 0, new boolean[2], new boolean[2]));
    assertEquals(
        1,
        ColourLookahead.minConflicts(allowed, conflict, 0, new boolean[2], new boolean[] {F, T}));
  }

  @Test
  void rowsAlreadyPlacedAndColumnsUsedAreIgnored() {
    boolean[][] allowed = {{T, T, T}, {T, F, T}};
    boolean[][] conflict = {{F, F, F}, {F, F, T}};
    assertEquals(
        1,
        ColourLookahead.minConflicts(
            allowed, conflict, 1, new boolean[] {T, F, F}, new boolean[3]));
    assertEquals(
        Integer.MAX_VALUE,
        ColourLookahead.minConflicts(
            allowed, conflict, 1, new boolean[] {T, F, T}, new boolean[3]));
  }
}
