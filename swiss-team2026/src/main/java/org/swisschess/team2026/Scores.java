package org.swisschess.team2026;

import org.swisschess.api.Points;

/** Scores in tenths, written as the explanation shows them. */
final class Scores {

  private Scores() {}

  static String text(int tenths) {
    return Points.ofTenths(tenths).toString();
  }
}
