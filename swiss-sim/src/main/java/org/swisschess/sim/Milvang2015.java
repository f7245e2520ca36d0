package org.swisschess.sim;

/**
 * The predecessor of FIDE's statistical model (O. Milvang, "Probability for the outcome of a chess
 * game based on rating", 12 January 2015): piecewise quadratic chances of White's and Black's win
 * from the rating difference, with parameters that move with the mean rating, as
 * ../shared/rules/fide-result-model.md §4 restates them.
 */
final class Milvang2015 {

  private Milvang2015() {}

  /** Returns the chances of a game between White rated {@code rw} and Black rated {@code rb}. */
  static OutcomeProbabilities probabilities(int rw, int rb) {
    double rm = (rw + rb) / 2.0;
    double rd = rw - rb;
    double q = rm > 1200 ? (rm - 1200) / 1200 : 0;
    double pw = whiteWin(rd, 40, 0.45 - 0.10 * q * q, -1492 + 0.391 * rm, 1691 - 0.428 * rm);
    double pb = blackWin(rd, -80, 0.46 - 0.13 * q * q, -1753 + 0.416 * rm, 1428 - 0.388 * rm);
    // the two curves may overlap far from the fitted range: no draw then, Black gets the rest
    double pd = Math.max(0, 1 - pw - pb);
    return new OutcomeProbabilities(pw, pd, Math.max(0, 1 - pw - pd));
  }

  /** White's win: 0 below LL, rising to CV at the centre CL, to 1 at UL. */
  static double whiteWin(double rd, double cl, double cv, double ll, double ul) {
    if (rd < ll) {
      return 0;
    }
    if (rd <= cl) {
      double x = (rd - ll) / (cl - ll);
      return cv * x * x;
    }
    if (rd <= ul) {
      double x = (rd - ul) / (cl - ul);
      return 1 - (1 - cv) * x * x;
    }
    return 1;
  }

  /** Black's win: 1 below LL, falling to CV at the centre CL, to 0 at UL. */
  static double blackWin(double rd, double cl, double cv, double ll, double ul) {
    if (rd < ll) {
      return 1;
    }
    if (rd <= cl) {
      double x = (rd - ll) / (cl - ll);
      return 1 - (1 - cv) * x * x;
    }
    if (rd <= ul) {
      double x = (rd - ul) / (cl - ul);
      return cv * x * x;
    }
    return 0;
  }
}
