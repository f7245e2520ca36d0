package org.swisschess.dubov2026;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.swisschess.api.Points;
import org.swisschess.basic2026.MayMeet;
import org.swisschess.matching.CardinalityMatching;
import org.swisschess.matching.GallaiEdmonds;

/**
 * 3.2.2 when one upfloater is enough (an odd scoregroup): the same choice as {@link
 * UpfloaterSelection}, made candidate by candidate instead of on one matching of everyone left. One
 * upfloater is the fewest an odd scoregroup can have ([C5]); a candidate is possible when the
 * residents with him pair completely and the players below without him too ([C4]); [C6] then takes
 * the highest score with a possible candidate, and among its candidates [C7]-[C10] and the order of
 * 4.2 (ascending TPN) decide. When no single candidate is possible, more are needed and {@link
 * UpfloaterSelection} decides.
 */
final class SingleUpfloater {

  private SingleUpfloater() {}

  /** A candidate and the bracket quality with him, and his place in the 4.2 sequence (from 1). */
  private record Choice(BracketQuality quality, DubovPlayer upfloater, int sequence) {}

  static Optional<UpfloaterSelection.Result> choose(
      List<DubovPlayer> residents, List<DubovPlayer> lower, MayMeet legality, boolean lastRound) {
    if (residents.size() % 2 == 0 || lower.size() % 2 == 0) {
      return Optional.empty();
    }
    // which players below can be left out of a complete pairing of the others below: those some
    // maximum matching leaves single (Gallai-Edmonds), when it leaves only one; a greedy pairing of
    // the others that succeeds shows it first, without the whole graph
    GallaiEdmonds below = null;
    List<String> reasons = new ArrayList<>();
    reasons.add("upfloaters needed (3.2.1, [C5]): 1");
    int i = 0;
    while (i < lower.size()) {
      Points level = lower.get(i).score();
      int end = i;
      while (end < lower.size() && lower.get(end).score().equals(level)) {
        end++;
      }
      Choice best = null; // the first in 4.2 order of the best candidates so far
      List<String> passed = new ArrayList<>();
      for (int v = i; v < end; v++) {
        DubovPlayer c = lower.get(v);
        boolean leavesThemPairable = legality.pairsGreedily(DubovPlayer.roundPlayers(lower), v);
        if (!leavesThemPairable) {
          if (below == null) {
            below =
                CardinalityMatching.decompose(legality.adjacency(DubovPlayer.roundPlayers(lower)));
          }
          leavesThemPairable = below.pairs() * 2 == lower.size() - 1 && below.isDeficient(v);
        }
        if (!leavesThemPairable) {
          passed.add(
              "passed over "
                  + c.tpn()
                  + " (4.2 sequence #"
                  + (v + 1)
                  + "): without him the players below cannot all be paired ([C4])");
          continue;
        }
        List<DubovPlayer> bracket = new ArrayList<>(residents);
        bracket.add(c);
        long failures = fewestColourFailures(bracket, legality);
        if (failures < 0) {
          passed.add(
              "passed over "
                  + c.tpn()
                  + " (4.2 sequence #"
                  + (v + 1)
                  + "): the residents with him cannot all be paired ([C1], [C3])");
          continue;
        }
        BracketQuality q =
            new BracketQuality(
                1,
                List.of(level),
                (int) failures,
                !lastRound && c.maximumUpfloater() ? 1 : 0,
                !lastRound && c.maximumUpfloater() ? List.of(c.upfloats()) : List.of(),
                !lastRound && c.upfloatedInPreviousRound() ? 1 : 0);
        if (best == null || q.whereWorse(best.quality()).isPresent()) {
          if (best != null) {
            passed.add(
                "passed over "
                    + best.upfloater().tpn()
                    + " (4.2 sequence #"
                    + best.sequence()
                    + "): with him "
                    + q.whereWorse(best.quality()).get()
                    + " is worse");
          }
          best = new Choice(q, c, v + 1);
          // the fewest failures any candidate could bring: an odd group of residents with the
          // candidate on its smaller colour side
          long floor = Transposition.colourFailureBound(residents, List.of()); // (|W - B| - 1) / 2
          boolean unbeatable =
              failures == floor && q.maximumUpfloaters() == 0 && q.repeatedUpfloaters() == 0;
          if (unbeatable) {
            break; // nobody later in 4.2 order can do better, and ties go to the earlier
          }
        } else {
          passed.add(
              "passed over "
                  + c.tpn()
                  + " (4.2 sequence #"
                  + (v + 1)
                  + "): with him "
                  + best.quality().whereWorse(q).orElse("nothing")
                  + " is worse");
        }
      }
      reasons.addAll(passed);
      if (best != null) {
        DubovPlayer chosen = best.upfloater();
        reasons.set(0, "upfloaters needed (3.2.1, [C5]): 1; their scores ([C6]): [" + level + "]");
        reasons.add(
            "upfloater "
                + chosen.tpn()
                + " (score "
                + chosen.score()
                + ", 4.2 sequence #"
                + best.sequence()
                + "): first in 4.2 order with which the bracket is paired at best by [C5]-[C10]");
        return Optional.of(new UpfloaterSelection.Result(List.of(chosen), reasons));
      }
      i = end;
    }
    return Optional.empty();
  }

  /** The fewest players without their colour preference in a complete legal pairing; -1 if none. */
  private static long fewestColourFailures(List<DubovPlayer> bracket, MayMeet legality) {
    int n = bracket.size();
    CriteriaMatching m =
        new CriteriaMatching(
            n,
            1,
            (a, b, out) -> {
              if (!legality.mayMeet(bracket.get(a).player(), bracket.get(b).player())) {
                return CriteriaMatching.ILLEGAL;
              }
              out[0] = Recomposition.colourKept(bracket.get(a), bracket.get(b));
              return CriteriaMatching.WEIGHED;
            });
    int[] mate = m.solve();
    return m.isPerfect(mate) ? Recomposition.colourFailures(mate, bracket) : -1;
  }
}
