package org.swisschess.dubov2026;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeSet;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Points;
import org.swisschess.basic2026.MayMeet;
import org.swisschess.matching.CardinalityMatching;
import org.swisschess.matching.Pair;

/**
 * C.04.4.1 (2026) 3.2.1 and 3.2.2 with the order of 4.2: how many upfloaters a scoregroup needs and
 * which. Every player below the scoregroup is a possible upfloater (4.2.1). The best pairing by
 * [C4]-[C10] fixes how many and with which scores (4.2.3); among the sets that give it, the first
 * in the order of 4.1/4.2 (descending score, then ascending TPN) is taken, one player at a time: a
 * player joins the set if some best pairing has him paired with a resident together with those
 * already chosen.
 */
final class UpfloaterSelection {

  /** The chosen set and why. */
  record Result(List<DubovPlayer> upfloaters, List<String> reasons) {}

  private UpfloaterSelection() {}

  /**
   * @param residents the scoregroup's players not yet paired
   * @param lower every player not yet paired with a lower score, by descending score then TPN
   * @param legality [C1], [C3]
   * @param lastRound whether [C8]-[C10] are waived
   */
  static Result choose(
      List<DubovPlayer> residents, List<DubovPlayer> lower, MayMeet legality, boolean lastRound) {
    int r = residents.size();
    if (r % 2 == 0 && pairsCompletely(residents, legality) && pairsCompletely(lower, legality)) {
      // no upfloater at all, and the players below can still all be paired ([C4]): nothing beats
      // that on [C5], and with no upfloater [C6], [C8]-[C10] have nothing to count; [C7] is then
      // the bracket's own (3.2.4)
      return new Result(List.of(), List.of("upfloaters needed (3.2.1, [C5]): 0"));
    }
    Optional<Result> single = SingleUpfloater.choose(residents, lower, legality, lastRound);
    if (single.isPresent()) {
      return single.get();
    }
    return byOneMatching(residents, lower, legality, lastRound);
  }

  /** 3.2.2 on one matching of everyone left, without the shortcuts (which must agree with it). */
  static Result byOneMatching(
      List<DubovPlayer> residents, List<DubovPlayer> lower, MayMeet legality, boolean lastRound) {
    int r = residents.size();
    List<DubovPlayer> all = new ArrayList<>(residents);
    all.addAll(lower);
    int n = all.size();
    // [C6] fields: one per lower score, the lowest score first (most important)
    List<Points> levels =
        new ArrayList<>(new TreeSet<>(lower.stream().map(DubovPlayer::score).toList()));
    Map<Points, Integer> levelIndex = new HashMap<>();
    for (int i = 0; i < levels.size(); i++) {
      levelIndex.put(levels.get(i), i);
    }
    // [C9] fields: one per upfloat count of a maximum upfloater, the highest first
    List<Integer> counts =
        new ArrayList<>(
            new TreeSet<>(
                lower.stream()
                    .filter(DubovPlayer::maximumUpfloater)
                    .map(DubovPlayer::upfloats)
                    .toList()));
    counts.sort(Comparator.reverseOrder());
    Map<Integer, Integer> countIndex = new HashMap<>();
    for (int i = 0; i < counts.size(); i++) {
      countIndex.put(counts.get(i), i);
    }
    int[] levelOf = new int[n];
    int[] countOf = new int[n];
    for (int v = r; v < n; v++) {
      DubovPlayer c = all.get(v);
      levelOf[v] = Objects.requireNonNull(levelIndex.get(c.score()), "a level below");
      countOf[v] = c.maximumUpfloater() ? countIndex.get(c.upfloats()) : -1;
    }
    int c6 = levels.size();
    int c9 = lastRound ? 0 : counts.size();
    int fieldCount = 1 + c6 + 1 + (lastRound ? 0 : 2 + c9);
    CriteriaMatching.Fields fields =
        (i, j, out) -> {
          if (!legality.mayMeet(all.get(i).player(), all.get(j).player())) {
            return CriteriaMatching.ILLEGAL;
          }
          boolean ri = i < r;
          boolean rj = j < r;
          if (!ri && !rj) {
            return CriteriaMatching.COMPLETION_ONLY; // a pair below the bracket: only [C4]
          }
          DubovPlayer a = all.get(i);
          DubovPlayer b = all.get(j);
          int f = 0;
          out[f++] = ri && rj ? 1 : 0; // [C5]: each pair of residents is one upfloater fewer
          int upIndex = ri && rj ? -1 : ri ? j : i;
          DubovPlayer up = upIndex < 0 ? null : all.get(upIndex);
          for (int level = 0; level < c6; level++) {
            // [C6]: the field of a score counts the upfloaters NOT of that score
            out[f++] = up == null || levelOf[upIndex] != level ? 1 : 0;
          }
          out[f++] = a.preference().colour() != b.preference().colour() ? 1 : 0; // [C7]
          if (!lastRound) {
            out[f++] = up == null || !up.maximumUpfloater() ? 1 : 0; // [C8]
            for (int k = 0; k < c9; k++) {
              out[f++] = up == null || countOf[upIndex] != k ? 1 : 0; // [C9]
            }
            out[f++] = up == null || !up.upfloatedInPreviousRound() ? 1 : 0; // [C10]
          }
          return CriteriaMatching.WEIGHED;
        };
    CriteriaMatching m =
        new CriteriaMatching(n, fieldCount, r, fields); // a field counts pairs with a resident
    int[] mate = m.solve();
    if (!m.isPerfect(mate)) {
      throw new NoValidPairingException(
          "no pairing of the players left meets [C1], [C3] and [C4] (C.04.4.1 1.9.3: the Chief"
              + " Arbiter decides)",
          org.swisschess.api.Explanation.EMPTY);
    }
    BracketQuality best = quality(mate, all, r, lastRound);
    int k = best.upfloaters();
    List<String> reasons = new ArrayList<>();
    reasons.add(
        "upfloaters needed (3.2.1, [C5]): "
            + k
            + (k == 0 ? "" : "; their scores ([C6]): " + best.upfloaterScores()));
    List<DubovPlayer> chosen = new ArrayList<>();
    // what [C6], [C8], [C9], [C10] of the best pairing leave for the players still to choose
    Map<Points, Integer> scoresLeft = new HashMap<>();
    for (Points p : best.upfloaterScores()) {
      scoresLeft.merge(p, 1, Integer::sum);
    }
    for (int v = r; v < n && chosen.size() < k; v++) {
      DubovPlayer c = all.get(v);
      int sequence = v - r + 1;
      if (scoresLeft.getOrDefault(c.score(), 0) == 0) {
        continue; // 4.2.3: [C6] fixes the scores; no best set has one more of this score
      }
      boolean accepted;
      if (mate[v] >= 0 && mate[v] < r) {
        accepted = true; // the current best pairing already has him with a resident
      } else {
        List<Pair> drop = new ArrayList<>();
        for (int u = r; u < n; u++) {
          if (u != v) {
            drop.add(Pair.of(v, u));
          }
        }
        Optional<int[]> trial =
            m.tryForbidding(drop, t -> best.whereWorse(quality(t, all, r, lastRound)).isEmpty());
        accepted = trial.isPresent();
        if (accepted) {
          mate = trial.get();
        } else {
          int[] worse = m.lastRejected();
          String why =
              m.isPerfect(worse)
                  ? best.whereWorse(quality(worse, all, r, lastRound)).orElse("[C5]-[C10]")
                  : "[C4]";
          reasons.add(
              "passed over "
                  + c.tpn()
                  + " (4.2 sequence #"
                  + sequence
                  + "): with him "
                  + why
                  + " is worse");
          for (int res = 0; res < r; res++) {
            m.forbid(v, res);
          }
          mate = m.mate();
          continue;
        }
      }
      for (int u = r; u < n; u++) {
        if (u != v) {
          m.forbid(v, u);
        }
      }
      chosen.add(c);
      scoresLeft.merge(c.score(), -1, Integer::sum);
      reasons.add(
          "upfloater "
              + c.tpn()
              + " (score "
              + c.score()
              + ", 4.2 sequence #"
              + sequence
              + "): first in 4.2 order with which the bracket is paired at best by [C5]-[C10]");
    }
    List<DubovPlayer> ordered = new ArrayList<>(chosen);
    return new Result(ordered, reasons);
  }

  private static boolean pairsCompletely(List<DubovPlayer> players, MayMeet legality) {
    if (legality.pairsGreedily(DubovPlayer.roundPlayers(players), -1)) {
      return true;
    }
    int[] mate = CardinalityMatching.maximum(legality.adjacency(DubovPlayer.roundPlayers(players)));
    return CardinalityMatching.pairs(mate) * 2 == players.size();
  }

  static BracketQuality quality(
      int[] mate, List<DubovPlayer> all, int residents, boolean lastRound) {
    List<DubovPlayer[]> pairs = new ArrayList<>();
    for (int v = 0; v < residents; v++) {
      if (mate[v] >= 0 && (mate[v] >= residents || mate[v] > v)) {
        pairs.add(new DubovPlayer[] {all.get(v), all.get(mate[v])});
      }
    }
    java.util.Set<Integer> res = new java.util.HashSet<>();
    for (DubovPlayer c : all.subList(0, residents)) {
      res.add(c.tpn());
    }
    return BracketQuality.of(pairs, c -> res.contains(c.tpn()), lastRound);
  }
}
