package org.swisschess.dutch2012;

import java.util.ArrayList;
import java.util.List;

/**
 * The requirements of one stage of the C.3/C.10 iteration: which criteria are in force and how many
 * pairs may miss colour preferences.
 *
 * @param b2 B.2 in force for top scorers (C.3.b); always in force for everyone else
 * @param a7d A.7.d in force (odd rounds, C.3.c)
 * @param x pairs allowed to miss a colour preference (C.3.d)
 * @param z pairs allowed to miss a strong colour preference (even rounds), -1 when not counted
 * @param b5Down B.5 for downfloaters (C.3.e)
 * @param b6Down B.6 for downfloaters (C.3.f)
 * @param b5Up B.5 for upfloaters (C.3.g)
 * @param b6Up B.6 for upfloaters (C.3.h)
 */
record Requirements(
    boolean b2,
    boolean a7d,
    int x,
    int z,
    boolean b5Down,
    boolean b6Down,
    boolean b5Up,
    boolean b6Up) {

  /** Absolute criteria only: what every pairing must respect. */
  static Requirements absoluteOnly() {
    return new Requirements(false, false, Integer.MAX_VALUE, -1, false, false, false, false);
  }

  /** Names the criteria this level no longer asks for, for the explanation. */
  List<String> relaxed(
      boolean topScorers,
      boolean oddRound,
      int x1,
      int z1,
      boolean upfloaters,
      boolean downfloaters) {
    List<String> out = new ArrayList<>();
    if (topScorers && !b2) {
      out.add("B.2 for top scorers (C.10.g)");
    }
    if (oddRound && !a7d) {
      out.add("A.7.d (C.10.f)");
    }
    if (x > x1) {
      out.add("X raised to " + x + " (C.10.e)");
    }
    if (z > z1) {
      out.add("Z raised to " + z + " (C.10.e)");
    }
    if (downfloaters && !b5Down) {
      out.add("B.5 for downfloaters (C.10.d)");
    }
    if (downfloaters && !b6Down) {
      out.add("B.6 for downfloaters (C.10.c)");
    }
    if (upfloaters && !b5Up) {
      out.add("B.5 for upfloaters (C.10.b)");
    }
    if (upfloaters && !b6Up) {
      out.add("B.6 for upfloaters (C.10.a)");
    }
    return out;
  }
}
