package org.swisschess.sim;

/**
 * FIDE's statistical model for chess tournament simulations (O. Milvang, 2 December 2024, fitted to
 * 7.7 million FIDE-rated standard games): the chances of White's win, Black's win and a draw from
 * the two ratings, as ../shared/rules/fide-result-model.md §1 restates them (the form of the
 * paper's reference implementation, whose signs of W and B the data support).
 */
final class Milvang2024 {

  /** The spread S, in rating points. */
  static final double SPREAD = 370;

  private Milvang2024() {}

  /** W(Rm): White's advantage term, in rating points, at mean rating {@code rm}. */
  static double whiteTerm(double rm) {
    return 0.0986 * (rm - 2000) + 96;
  }

  /** B(Rm): Black's term, in rating points, at mean rating {@code rm}. */
  static double blackTerm(double rm) {
    return -0.157 * (rm - 2000) - 150;
  }

  /**
   * Returns the chances of a game between White rated {@code rw} and Black rated {@code rb}. Where
   * the two win chances sum above 1 (far outside the fitted range) the draw chance is 0 and Black's
   * is what White's leaves (§1: clamp Pd at 0).
   */
  static OutcomeProbabilities probabilities(int rw, int rb) {
    double rm = (rw + rb) / 2.0;
    double pw = 1 / (1 + Math.pow(10, (rb - rw + whiteTerm(rm)) / SPREAD));
    double pb = 1 / (1 + Math.pow(10, (rw - rb - blackTerm(rm)) / SPREAD));
    double pd = Math.max(0, 1 - pw - pb);
    return new OutcomeProbabilities(pw, pd, Math.max(0, 1 - pw - pd));
  }
}
