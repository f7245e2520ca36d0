package org.swisschess.matching;

/**
 * The labels of the alternating forest, for vertices and top-level blossoms alike (Galil 1986: "S"
 * for the outer, even vertices of a tree, "T" for the inner, odd ones). Named constants so that no
 * code compares with a bare 0, 1 or 2.
 */
final class Label {

  /** Not in any tree of the current stage. */
  static final int NONE = 0;

  /** Outer (even): a root or the mate of a T-vertex; its edges are scanned, its dual goes down. */
  static final int S = 1;

  /** Inner (odd): reached over a tight edge from an S-vertex; its dual goes up. */
  static final int T = 2;

  /**
   * An S-blossom already passed on the way up from one end of a tight S-S edge while looking for
   * the other's path: the first such blossom met from the other end is the base of the new blossom.
   */
  static final int S_PASSED = S | 4;

  /** A blossom number not in use: the blossom was expanded or never formed. */
  static final int RETIRED = -1;

  private Label() {}
}
