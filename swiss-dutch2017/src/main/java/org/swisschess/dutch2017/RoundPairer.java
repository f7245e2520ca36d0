package org.swisschess.dutch2017;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.dutch.core.AbsoluteCriteria;
import org.swisschess.dutch.core.BracketGraph;
import org.swisschess.dutch.core.BracketPairer;
import org.swisschess.dutch.core.CompletionCheck;
import org.swisschess.dutch.core.Entrant;
import org.swisschess.dutch.core.MemoryGuard;
import org.swisschess.dutch.core.RoundExplanation;
import org.swisschess.dutch.core.Shortcuts;
import org.swisschess.matching.Pair;

/**
 * Pairs a round bracket by bracket (C.04.3 A.9): from the top scoregroup down, each bracket made of
 * the previous bracket's downfloaters (MDPs) and one scoregroup. After each bracket a completion
 * check (C.4) asks whether the downfloaters and all remaining players can still be paired under
 * C.1-C.3 with at most one PAB; if not, that bracket was the PPB: it is paired again with the
 * completion criterion in force and every lower player as the collapsed scoregroup, which with the
 * PPB's downfloaters forms the CLB.
 */
final class RoundPairer {

  private final List<Entrant> sorted; // A.2 order
  private final AbsoluteCriteria absolute;
  private final int playedRounds;
  // null once the last brackets are reached: no completion check follows them (A.9)
  private @Nullable CompletionCheck completion;
  private final int[] partner;
  private final RoundExplanation explanation;
  private final Shortcuts shortcuts;
  private final Consumer<QualityWeights> bracketWeights;

  RoundPairer(
      List<Entrant> sorted,
      AbsoluteCriteria absolute,
      int playedRounds,
      RoundExplanation explanation,
      Shortcuts shortcuts) {
    this(sorted, absolute, playedRounds, explanation, shortcuts, weights -> {});
  }

  /**
   * The same, handing each bracket's weights to {@code bracketWeights} before the bracket is paired
   * (for a test that checks every bracket the round builds).
   */
  RoundPairer(
      List<Entrant> sorted,
      AbsoluteCriteria absolute,
      int playedRounds,
      RoundExplanation explanation,
      Shortcuts shortcuts,
      Consumer<QualityWeights> bracketWeights) {
    this.bracketWeights = bracketWeights;
    this.sorted = sorted;
    this.absolute = absolute;
    this.playedRounds = playedRounds;
    this.explanation = explanation;
    this.shortcuts = shortcuts;
    int n = sorted.size();
    this.completion =
        CompletionCheck.forRound(sorted, absolute, e -> e.mayReceivePairingAllocatedBye, shortcuts);
    this.partner = new int[n];
    java.util.Arrays.fill(partner, -1);
  }

  /** A.9: whether the fixed pairs plus the open players can still complete the round. */
  private boolean completable() {
    CompletionCheck completion = this.completion;
    if (completion == null) {
      throw new IllegalStateException("no completion check after the last brackets");
    }
    return completion.completable();
  }

  private void fixInCompletion(int a, int b) {
    CompletionCheck completion = this.completion;
    if (completion == null) {
      return; // the last brackets: nothing below them is checked any more
    }
    completion.fix(a, b);
  }

  /**
   * Pairs the round.
   *
   * @return for each player (index in A.2 order) the partner's index, or -1 for the PAB
   */
  int[] pair() {
    if (!completable()) {
      throw new NoValidPairingException(
          "no pairing of the round satisfies C.1-C.3 with at most one pairing-allocated bye",
          explanation.impossible(sorted));
    }
    int n = sorted.size();
    List<Integer> vertices = new ArrayList<>(); // indices into sorted
    int next = 0;
    while (next < n && sorted.get(next).score >= sorted.get(0).score) {
      vertices.add(next++);
    }
    boolean lastBrackets = next == n;
    int movedDown = 0;
    while (vertices.size() > 1 || next < n) {
      int nextBegin = vertices.size();
      if (nextBegin - movedDown == 0 && next == n) {
        break;
      }
      int groupStart = next;
      while (next < n && (lastBrackets || sorted.get(next).score >= sorted.get(groupStart).score)) {
        vertices.add(next++);
      }
      List<Entrant> players = new ArrayList<>(vertices.size());
      for (int v : vertices) {
        players.add(sorted.get(v));
      }
      QualityWeights weights =
          new QualityWeights(
              players, movedDown, nextBegin, lastBrackets, next == n, playedRounds, absolute);
      bracketWeights.accept(weights);
      if (lastBrackets) {
        // A.9: no completion check follows the last brackets; its matching, as large as the
        // round, makes room for theirs (a bracket of everyone in round 1)
        completion = null;
      }
      // a bracket is as large as its scoregroups: its room is known now, asked before it is built
      MemoryGuard.requireRoom(
          players.size(), Edition2017.bracketBytes(players.size()), MemoryGuard::free);
      List<Integer> bracketVertices = List.copyOf(vertices);
      BracketPairer bracket =
          new BracketPairer(
              weights,
              new BracketGraph(players.size(), weights.limbs),
              (i, j) -> fixInCompletion(bracketVertices.get(i), bracketVertices.get(j)),
              shortcuts);
      List<Pair> pairs = bracket.pair();
      if (!lastBrackets && !completable()) {
        // A.9: this bracket is the PPB; pair it again with the collapsed scoregroup below it.
        explanation.collapse(players.subList(movedDown, nextBegin));
        while (vertices.size() > nextBegin) {
          vertices.remove(vertices.size() - 1);
        }
        next = groupStart;
        lastBrackets = true;
        continue;
      }
      boolean[] paired = new boolean[vertices.size()];
      for (Pair p : pairs) {
        paired[p.higher()] = true;
        paired[p.lower()] = true;
        partner[vertices.get(p.higher())] = vertices.get(p.lower());
        partner[vertices.get(p.lower())] = vertices.get(p.higher());
      }
      explanation.bracket(players, movedDown, nextBegin, pairs, paired, lastBrackets);
      lastBrackets = next == n;
      List<Integer> carried = new ArrayList<>();
      movedDown = 0;
      for (int i = 0; i < vertices.size(); i++) {
        if (i < nextBegin && paired[i]) {
          continue;
        }
        carried.add(vertices.get(i));
        if (i < nextBegin) {
          movedDown++;
        }
      }
      vertices = carried;
    }
    return partner;
  }
}
