package org.swisschess.dutch2012;

import org.swisschess.api.FloatDirection;

/**
 * The criteria of one requirement level applied to pairs and floaters: which pairs may be made,
 * which count against X and Z, and who may float down.
 */
final class PairRules {

  private final RoundContext ctx;
  private final Requirements req;
  private final boolean lowest;

  PairRules(RoundContext ctx, Requirements req, boolean lowest) {
    this.ctx = ctx;
    this.req = req;
    this.lowest = lowest;
  }

  Requirements requirements() {
    return req;
  }

  RoundContext context() {
    return ctx;
  }

  /** Whether a and b may be paired at this level. */
  boolean allowed(int a, int b) {
    if (!ctx.mayMeet(a, b)) {
      return false; // B.1.a
    }
    if (ctx.sameAbsolute(a, b) && (req.b2() || !ctx.topScorerPair(a, b))) {
      return false; // B.2, waived only between top scorers after C.10.g
    }
    if (req.a7d() && ctx.sameStrongOrAbsolute(a, b)) {
      return false; // A.7.d: strong preferences treated as absolute
    }
    int sa = ctx.score(a);
    int sb = ctx.score(b);
    if (sa != sb) {
      int upfloater = sa > sb ? b : a; // A.4: the lower player of an unequal pair floats up
      if (req.b5Up() && ctx.floatBefore(upfloater, 1) == FloatDirection.UP) {
        return false; // B.5
      }
      if (req.b6Up() && ctx.floatBefore(upfloater, 2) == FloatDirection.UP) {
        return false; // B.6
      }
    }
    return true;
  }

  /**
   * Whether the player may be left unpaired: moved down, or given the bye in the lowest bracket.
   */
  boolean mayFloat(int p) {
    if (lowest && !ctx.entrant(p).byeEligible()) {
      return false; // B.1.b
    }
    if (req.b5Down() && ctx.floatBefore(p, 1) == FloatDirection.DOWN) {
      return false; // B.5
    }
    return !(req.b6Down() && ctx.floatBefore(p, 2) == FloatDirection.DOWN); // B.6
  }

  /** Counts against X (A.8.a). */
  boolean xBad(int a, int b) {
    return ctx.missesPreference(a, b);
  }

  /** Counts against Z (A.8.b), only in even rounds. */
  boolean zBad(int a, int b) {
    return req.z() >= 0 && ctx.missesStrongPreference(a, b);
  }
}
