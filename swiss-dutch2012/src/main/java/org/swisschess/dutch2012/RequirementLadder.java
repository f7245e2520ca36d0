package org.swisschess.dutch2012;

import java.util.ArrayList;
import java.util.List;

/**
 * The order in which C.10 lowers the requirements set in C.3. Each "restart from C.3.k" resets
 * every criterion after k, so the float criteria run like the digits of a binary counter inside
 * each X/Z step, the X/Z steps inside A.7.d, and A.7.d inside B.2.
 */
final class RequirementLadder {

  private RequirementLadder() {}

  /**
   * Lists the levels, strictest first.
   *
   * @param p1 the current P1 (X never exceeds it)
   * @param x1 the current X1
   * @param z1 the current Z1, ignored in odd rounds
   * @param oddRound odd-numbered round: A.7.d is in force, Z is not counted
   * @param topScorers the bracket pairs top scorers (C.3.b / C.10.g)
   * @param heterogeneous the bracket mixes scores (C.3.g / C.3.h, C.10.a / b)
   * @param downfloaters the bracket produces downfloaters (C.3.e / f, C.10.c / d)
   */
  static List<Requirements> levels(
      int p1,
      int x1,
      int z1,
      boolean oddRound,
      boolean topScorers,
      boolean heterogeneous,
      boolean downfloaters) {
    List<Requirements> out = new ArrayList<>();
    boolean[] b2Values = topScorers ? new boolean[] {true, false} : new boolean[] {true};
    boolean[] a7dValues = oddRound ? new boolean[] {true, false} : new boolean[] {false};
    boolean[] downValues = downfloaters ? new boolean[] {true, false} : new boolean[] {false};
    boolean[] upValues = heterogeneous ? new boolean[] {true, false} : new boolean[] {false};
    int xTop = Math.max(x1, p1);
    for (boolean b2 : b2Values) {
      for (boolean a7d : a7dValues) {
        for (int x = x1; x <= xTop; x++) {
          // C.10.e: in even rounds Z climbs to X before X moves, and falls back to Z1 when it does.
          int zFrom = oddRound ? -1 : Math.min(z1, x);
          int zTo = oddRound ? -1 : x;
          for (int z = zFrom; z <= zTo; z++) {
            for (boolean b5d : downValues) {
              for (boolean b6d : downValues) {
                for (boolean b5u : upValues) {
                  for (boolean b6u : upValues) {
                    out.add(new Requirements(b2, a7d, x, z, b5d, b6d, b5u, b6u));
                  }
                }
              }
            }
          }
        }
      }
    }
    return out;
  }
}
