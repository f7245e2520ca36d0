package org.swisschess.dutch2026;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.dutch.core.AbsoluteCriteria;
import org.swisschess.dutch.core.BracketGraph;
import org.swisschess.dutch.core.BracketPairer;
import org.swisschess.dutch.core.ClassWeights;
import org.swisschess.dutch.core.CompletionCheck;
import org.swisschess.dutch.core.Entrant;
import org.swisschess.dutch.core.RoundExplanation;
import org.swisschess.dutch.core.RoundOptimum;
import org.swisschess.dutch.core.Shortcut;
import org.swisschess.dutch.core.Shortcuts;
import org.swisschess.matching.MaximumWeightMatching;
import org.swisschess.matching.Pair;

/**
 * Pairs a round under the 2026 rules (1.9): [C4] completion holds in every bracket, without a PPB
 * or CLB. Before the first bracket a matching settles the PAB assignee's score ([C5]); then the
 * brackets are paired from the top down, each on its own players and the next scoregroup ([C8]).
 *
 * <p>With {@link Shortcut#COMPLETION_CHECK} a bracket is paired in a graph of its own, every
 * optimum checked for a completion of the round ({@link #pairAlone}). Otherwise, and for a bracket
 * the check gives up on or one where [C9] must be read from the round's optimum, it is paired in
 * one matching over every player still to be paired, re-weighting its own players and the next
 * scoregroup while every lower player keeps the completion weight.
 *
 * <p>That matching lays out sub-fields only for the scores the bracket's players have (the "scores"
 * fields of {@link CriteriaLayout} are zero for every other score in it): the weights of the
 * players left are carried from one bracket to the next, field by field, and a bracket near the
 * bottom of a long event needs a few limbs instead of one sub-field per scoregroup. With {@link
 * Shortcut#BRACKET_WARM_START} the previous bracket's optimum is carried along too (its pairs among
 * the players left, its duals field by field), as the start of the bracket's first solve.
 */
final class RoundPairer {

  /** Why a round that no matching completes cannot be paired. */
  private static final String INCOMPLETE =
      "no pairing of the round satisfies C1-C3 with at most one pairing-allocated bye";

  private final List<Entrant> sorted; // 1.2 order
  private final AbsoluteCriteria absolute;
  private final int playedRounds;
  private final RoundExplanation explanation;
  private final Shortcuts shortcuts;

  /** Each player's vertex in the round's matching (index in 1.2 order), -1 once paired. */
  private int[] vertexOfPlayer;

  /** The stand-in for the PAB in the round's matching, or -1 (see {@link #roundMatching}). */
  private int standIn = -1;

  // The round's matching and its layout, while brackets are paired in it; each bracket narrows it
  // to the vertices of the last matching it keeps (kept). Null after a bracket paired alone.
  private @Nullable MaximumWeightMatching matching;
  private @Nullable CriteriaLayout layout;
  private int[] kept = new int[0];

  /** How a bracket was paired ({@link Shortcut#COMPLETION_CHECK}). */
  enum Route {
    /** In a graph of its own, an optimum shown completable. */
    ALONE,
    /** Tried in a graph of its own, no optimum shown completable: then in the round's matching. */
    GIVEN_UP_ALONE,
    /** In the round's matching (given up alone, or never tried so). */
    IN_ROUND_MATCHING
  }

  /** Told how each bracket was paired, in order; for a caller that watches the ways taken. */
  @FunctionalInterface
  interface RouteListener {
    /** Nobody listens. */
    RouteListener NONE = route -> {};

    void taken(Route route);
  }

  private final RouteListener routes;

  /** The round's own brackets, kept or started from ({@link Shortcut#FORCED_WARM_START}). */
  private RoundOptimum optimum = RoundOptimum.NONE;

  RoundPairer(
      List<Entrant> sorted,
      AbsoluteCriteria absolute,
      int playedRounds,
      RoundExplanation explanation,
      Shortcuts shortcuts) {
    this(sorted, absolute, playedRounds, explanation, shortcuts, RouteListener.NONE);
  }

  RoundPairer(
      List<Entrant> sorted,
      AbsoluteCriteria absolute,
      int playedRounds,
      RoundExplanation explanation,
      Shortcuts shortcuts,
      RouteListener routes) {
    this.sorted = sorted;
    this.absolute = absolute;
    this.playedRounds = playedRounds;
    this.explanation = explanation;
    this.shortcuts = shortcuts;
    this.routes = routes;
    this.vertexOfPlayer = new int[sorted.size()];
    for (int i = 0; i < sorted.size(); i++) {
      vertexOfPlayer[i] = i;
    }
  }

  /**
   * Keeps the brackets paired in graphs of their own in {@code optimum}, or starts from those it
   * kept (see {@link RoundOptimum}).
   *
   * @return this
   */
  RoundPairer startingFrom(RoundOptimum optimum) {
    this.optimum = optimum;
    return this;
  }

  /**
   * Pairs the round: the PAB assignee's score first ([C5]), then the brackets from the top down,
   * each its moved-down players and the next scoregroup ([C8]), paired alone or in the round's
   * matching, its unpaired players carried down to the next.
   *
   * @return for each player (index in 1.2 order) the partner's index, or -1 for the PAB
   */
  int[] pair() {
    int n = sorted.size();
    int[] partner = new int[n];
    Arrays.fill(partner, -1);
    if (n == 0) {
      return partner;
    }
    boolean odd = (n & 1) == 1;
    ByeState bye = odd ? pabState() : ByeState.NONE;
    // The round's matching keeps the completion weights of its first bracket's PAB state for every
    // player below a bracket. When they carry [C9] (the PAB assignee comes from the top
    // scoregroup) every bracket but the last reads [C9] from the round's optimum, and the last (a
    // first round's only bracket) pairs faster there, its stand-in for the PAB keeping the matching
    // even (10,000 players, round 1: 6.8 s against 7.8 s alone), so no bracket is tried alone.
    ByeState completionState = bye;
    CompletionCheck check =
        shortcuts.on(Shortcut.COMPLETION_CHECK) && !bye.singleDownfloaterIsAssignee
            ? completionCheck(bye)
            : null;

    List<Integer> vertices = new ArrayList<>(); // indices into sorted; vertexOfPlayer: vertices
    int next = addScoregroup(vertices, 0);
    boolean first = true;
    int movedDown = 0;
    int[] ids = new int[n];
    for (int i = 0; i < n; i++) {
      ids[i] = sorted.get(i).id;
    }
    for (int k = 0; vertices.size() > 1 || next < n; k++) {
      int nextBegin = vertices.size();
      if (nextBegin == movedDown && next == n) {
        throw new NoValidPairingException(
            "players left over below the last scoregroup", explanation.impossible(sorted));
      }
      int groupStart = next;
      next = addScoregroup(vertices, groupStart);
      List<Entrant> players = new ArrayList<>(vertices.size());
      for (int v : vertices) {
        players.add(sorted.get(v));
      }
      CriteriaLayout bracketLayout =
          new CriteriaLayout(sorted, CriteriaLayout.scoresOf(players), absolute, playedRounds);
      // Whether [C9] applies to the next bracket (when the PAB assignee's score is reached there)
      // is read from the round's optimum, so that bracket is paired there. [C9] in the bracket
      // itself is in its own weights; the players below carry none (see the check above).
      boolean nextMayHaveC9 = odd && groupStart < n && bye.score >= sorted.get(groupStart).score;
      Optional<List<Pair>> alone = Optional.empty();
      String byeKey = RoundOptimum.byeState(bye.score, bye.singleDownfloaterIsAssignee);
      List<int[]> questions = new ArrayList<>();
      if (check != null && !nextMayHaveC9) {
        // The round's matching is let go first: its weights would be a bracket behind, and the
        // memory estimate counts one matching as large as the round at a time.
        forgetRoundMatching();
        Optional<RoundOptimum.Bracket> kept =
            optimum.replayable(k, vertices, movedDown, nextBegin, byeKey, ids);
        if (kept.isPresent()) {
          alone = replay(check, kept.get());
        } else {
          alone =
              pairAlone(
                  check, vertices, players, bracketLayout, movedDown, nextBegin, bye, questions);
        }
      }
      optimum.record(
          alone.isPresent()
              ? new RoundOptimum.Bracket(
                  vertices, movedDown, nextBegin, byeKey, questions, alone.get())
              : null);
      List<Pair> pairs;
      int[] last = null; // the round's matching's last solution, when the bracket was paired in it
      if (alone.isPresent()) {
        routes.taken(Route.ALONE);
        pairs = alone.get();
      } else {
        routes.taken(Route.IN_ROUND_MATCHING);
        BracketGraph graph =
            bracketInRoundMatching(
                vertices, bracketLayout, partner, completionState, first && check == null);
        pairs =
            new BracketPairer(
                    new BracketCriteria(bracketLayout, players, movedDown, nextBegin, bye),
                    graph,
                    (i, j) -> {},
                    shortcuts)
                .pair();
        last = graph.lastMatching();
      }
      first = false;
      boolean[] paired = settle(pairs, vertices, partner);
      explanation.bracket(players, movedDown, nextBegin, pairs, paired, groupStart == n);
      if (check != null) {
        fixInCheck(check, pairs, vertices, last, partner);
      }
      // [C9] applies to the next bracket only while the PAB assignee's score is reached there and
      // every player carried on is still matched at or above the next scoregroup (never so after
      // a bracket paired alone: see nextMayHaveC9).
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
      boolean single =
          nextMayHaveC9
              && last != null
              && matchedAtOrAbove(carried, last, sorted.get(groupStart).score);
      bye = bye.withSingleDownfloater(single);
      vertices = carried;
      if (matching != null) {
        kept = dropPairedPlayers(partner);
      }
    }
    return partner;
  }

  /**
   * [C5] for an odd round: the PAB assignee's score and the scope of [C9], found by completion
   * where that decides them ({@link Shortcut#BYE_SCORE_BY_COMPLETION}), else by a weighted solve.
   */
  private ByeState pabState() {
    Optional<ByeState> byCompletion =
        shortcuts.on(Shortcut.BYE_SCORE_BY_COMPLETION) ? byeStateByCompletion() : Optional.empty();
    return byCompletion.isPresent() ? byCompletion.get() : byeStateFromScores();
  }

  /**
   * Adds the scoregroup that starts at {@code from} (1.2 order) to the players of the bracket.
   *
   * @return where the next scoregroup starts
   */
  private int addScoregroup(List<Integer> vertices, int from) {
    int n = sorted.size();
    int next = from;
    while (next < n && sorted.get(next).score >= sorted.get(from).score) {
      vertices.add(next++);
    }
    return next;
  }

  private void forgetRoundMatching() {
    matching = null;
    layout = null;
  }

  /**
   * The bracket's graph in the round's matching: made afresh when there is none (the first bracket,
   * or after a bracket paired alone), else narrowed to the players left and re-weighted for the
   * bracket's layout.
   */
  private BracketGraph bracketInRoundMatching(
      List<Integer> vertices,
      CriteriaLayout bracketLayout,
      int[] partner,
      ByeState completionState,
      boolean solve) {
    MaximumWeightMatching current = matching;
    CriteriaLayout from = layout;
    if (current == null || from == null) {
      current = roundMatching(bracketLayout, partner, completionState, solve);
    } else {
      MaximumWeightMatching.WeightTranslation weights =
          (w, wo, out, oo) -> bracketLayout.translate(from, w, wo, out, oo);
      if (shortcuts.on(Shortcut.BRACKET_WARM_START)) {
        current.restrictToCarryingOptimum(
            kept,
            bracketLayout.limbs,
            weights,
            (y, yo, out, oo) -> bracketLayout.translateDual(from, y, yo, out, oo));
      } else {
        current.restrictTo(kept, bracketLayout.limbs, weights);
      }
    }
    matching = current;
    layout = bracketLayout;
    int[] vertexOf = new int[vertices.size()];
    for (int i = 0; i < vertices.size(); i++) {
      vertexOf[i] = vertexOfPlayer[vertices.get(i)];
    }
    return new BracketGraph(current, vertexOf, standIn);
  }

  /**
   * Makes the bracket's pairs final.
   *
   * @return for each of the bracket's players (and the next scoregroup's), whether it is paired
   */
  private boolean[] settle(List<Pair> pairs, List<Integer> vertices, int[] partner) {
    boolean[] paired = new boolean[vertices.size()];
    for (Pair p : pairs) {
      paired[p.higher()] = true;
      paired[p.lower()] = true;
      partner[vertices.get(p.higher())] = vertices.get(p.lower());
      partner[vertices.get(p.lower())] = vertices.get(p.higher());
    }
    return paired;
  }

  /**
   * Whether every player carried down is matched in the round's optimum at or above {@code score}
   * (a player left single or with the PAB's stand-in counts as its own score).
   */
  private boolean matchedAtOrAbove(List<Integer> carried, int[] last, int score) {
    int[] playerOf = playerOfVertex();
    for (int v : carried) {
      int mv = last[vertexOfPlayer[v]];
      int m = mv < 0 || mv == standIn ? v : playerOf[mv];
      if (sorted.get(m).score < score) {
        return false;
      }
    }
    return true;
  }

  /**
   * Tells the check the bracket's pairs, and the round's optimum when it completes the round; a
   * check that must solve again builds a matching as large as the round's, so the round's goes.
   */
  private void fixInCheck(
      CompletionCheck check,
      List<Pair> pairs,
      List<Integer> vertices,
      int @Nullable [] last,
      int[] partner) {
    for (Pair p : pairs) {
      check.fix(vertices.get(p.higher()), vertices.get(p.lower()));
    }
    if (last == null || !check.takeComplete(completeMatching(last, partner))) {
      forgetRoundMatching();
      if (!check.completable()) {
        throw new IllegalStateException("[C4]: a bracket's pairs left the round incomplete");
      }
    }
  }

  /**
   * [C4] as a check ({@link Shortcut#COMPLETION_CHECK}): who may meet (C1, C3) and who may be the
   * PAB assignee ([C2], [C5]); a round it shows cannot be completed stops here.
   */
  private CompletionCheck completionCheck(ByeState bye) {
    CompletionCheck check = CompletionCheck.forRound(sorted, absolute, bye::candidate, shortcuts);
    if (!check.completable()) {
      throw new NoValidPairingException(INCOMPLETE, explanation.impossible(sorted));
    }
    return check;
  }

  /**
   * Pairs a bracket in a graph of its own players and the next scoregroup, on its criteria without
   * [C4], each optimum checked for a completion of the round. Around a complete matching every
   * candidate of the round's matching weighs its pairs in the bracket's graph by the bracket's
   * criteria ([C9] included, when it applies), plus [C4]'s weight, which is the same for every
   * candidate whose PAB goes to a [C5] candidate; the pairs below weigh [C4] alone, as long as
   * their completion weights carry no [C9]. So an optimum of the bracket's graph that the check
   * shows completable is an optimum of the round's matching, and every decision the generation
   * order reads from it is the one the round's matching gives. (Two MDPs have no edge here: in the
   * round's matching their pair is in no complete matching, since the bracket they left would have
   * paired them.)
   *
   * @param vertices the bracket's players and the next scoregroup, as indices in 1.2 order
   * @return the pairs, or empty when the check did not show some optimum completable
   */
  private Optional<List<Pair>> pairAlone(
      CompletionCheck check,
      List<Integer> vertices,
      List<Entrant> players,
      CriteriaLayout bracketLayout,
      int movedDown,
      int nextBegin,
      ByeState bye,
      List<int[]> questions) {
    int size = vertices.size();
    int[] player = new int[size];
    for (int i = 0; i < size; i++) {
      player[i] = vertices.get(i);
    }
    int[] tentative = new int[size]; // a, b, a, b, ...: at most size / 2 pairs
    BracketGraph graph =
        new BracketGraph(
            size,
            bracketLayout.limbs,
            localMate -> {
              int count = 0;
              for (int i = 0; i < size; i++) {
                int m = localMate[i];
                if (m > i && m < size) {
                  tentative[2 * count] = player[i];
                  tentative[2 * count + 1] = player[m];
                  count++;
                }
              }
              if (optimum.isRecording()) {
                questions.add(RoundOptimum.question(tentative, count));
              }
              return check.showsCompletionWith(tentative, count);
            });
    Optional<List<Pair>> pairs =
        new BracketPairer(
                new BracketCriteria(bracketLayout, players, movedDown, nextBegin, bye, false),
                graph,
                (i, j) -> {},
                shortcuts)
            .tryPair();
    if (pairs.isEmpty()) {
      routes.taken(Route.GIVEN_UP_ALONE);
    }
    return pairs;
  }

  /**
   * A bracket of the round's own pairing taken as it was paired alone: the check is asked every
   * question the bracket's solves asked it, in order, as a pairing from scratch would ask it (the
   * same graph gives the same optima); the first one it does not show gives the bracket up, as
   * {@link #pairAlone} would.
   *
   * @return the pairs, or empty when the check did not show some optimum completable
   */
  private Optional<List<Pair>> replay(CompletionCheck check, RoundOptimum.Bracket kept) {
    for (int[] q : kept.questions()) {
      if (!check.showsCompletionWith(q, q.length / 2)) {
        routes.taken(Route.GIVEN_UP_ALONE);
        return Optional.empty();
      }
    }
    return Optional.of(kept.pairs());
  }

  /**
   * The round's matching's solution by player (1.2 order), the stand-in as player n; the players
   * paired in earlier brackets, no longer in it, with their partners.
   */
  private int[] completeMatching(int[] last, int[] partner) {
    int n = sorted.size();
    int[] mate = new int[n + (n & 1)];
    Arrays.fill(mate, -1);
    int[] playerOfVertex = playerOfVertex();
    for (int i = 0; i < n; i++) {
      int v = vertexOfPlayer[i];
      if (v < 0) {
        mate[i] = partner[i];
      } else if (last[v] >= 0) {
        mate[i] = playerOfVertex[last[v]];
        if (mate[i] == n) {
          mate[n] = i;
        }
      }
    }
    return mate;
  }

  /**
   * [C5] over the whole round, with a sub-field for every scoregroup: the assignee's score and the
   * scope of [C9]. A method of its own, so that its matching is garbage before the round's is made.
   */
  private ByeState byeStateFromScores() {
    int n = sorted.size();
    CriteriaLayout round = new CriteriaLayout(sorted, absolute, playedRounds);
    MaximumWeightMatching byeScore = new MaximumWeightMatching(n, round.byeScoreLimbs());
    byeScore.setWarmStarts(shortcuts.on(Shortcut.WARM_START));
    long[] w = new long[round.byeScoreLimbs()];
    ClassWeights weights = round.byeScoreWeights(sorted);
    for (int i = 1; i < n; i++) {
      for (int j = 0; j < i; j++) {
        weights.weight(j, i, w, 0);
        byeScore.setWeight(i, j, w, 0);
      }
    }
    int[] mate = byeScore.solve();
    return byeState(mate, completeWithOneBye(mate).map(e -> e.score).orElseThrow());
  }

  /**
   * The round's matching over every player still to be paired: the completion weight on every pair,
   * which every pair below the bracket and its next scoregroup keeps.
   *
   * @param bracketLayout the layout of the bracket about to be paired in it
   * @param partner each player's partner so far (-1 for a player still to be paired)
   * @param completionState the PAB state the completion weights carry (the first bracket's)
   * @param solve whether to solve it at once, so that an even round that cannot be completed stops
   *     here (the first bracket, when no check has done so)
   */
  private MaximumWeightMatching roundMatching(
      CriteriaLayout bracketLayout, int[] partner, ByeState completionState, boolean solve) {
    List<Entrant> left = new ArrayList<>();
    for (int i = 0; i < partner.length; i++) {
      if (partner[i] < 0) {
        vertexOfPlayer[i] = left.size();
        left.add(sorted.get(i));
      } else {
        vertexOfPlayer[i] = -1;
      }
    }
    int n = left.size();
    boolean odd = (sorted.size() & 1) == 1;
    MaximumWeightMatching matching =
        new MaximumWeightMatching(odd ? n + 1 : n, bracketLayout.limbs);
    matching.setWarmStarts(shortcuts.on(Shortcut.WARM_START));
    long[] w = new long[bracketLayout.limbs];
    ClassWeights weights = bracketLayout.completionWeights(left, completionState);
    for (int i = 1; i < n; i++) {
      for (int j = 0; j < i; j++) {
        weights.weight(j, i, w, 0);
        matching.setWeight(i, j, w, 0);
      }
    }
    standIn = -1;
    if (odd) {
      standIn = n;
      bracketLayout.standInWeight(w, 0);
      for (int i = 0; i < n; i++) {
        matching.setWeight(i, standIn, w, 0);
      }
    }
    if (solve && !odd) {
      completeWithOneBye(matching.solve());
    }
    return matching;
  }

  /**
   * Checks a completion solve: every player paired but at most one, who may take the PAB ([C2]).
   *
   * @return the player left over, if any
   */
  private Optional<Entrant> completeWithOneBye(int[] mate) {
    Optional<Entrant> unmatched = Optional.empty();
    for (int v = 0; v < mate.length; v++) {
      if (mate[v] < 0) {
        if (unmatched.isPresent() || !sorted.get(v).mayReceivePairingAllocatedBye) {
          throw new NoValidPairingException(INCOMPLETE, explanation.impossible(sorted));
        }
        unmatched = Optional.of(sorted.get(v));
      }
    }
    return unmatched;
  }

  /**
   * The player (index in 1.2 order) at each vertex of the round's matching, {@code sorted.size()}
   * at the stand-in, -1 at none.
   */
  private int[] playerOfVertex() {
    int n = sorted.size();
    int[] playerOf = new int[n + 1];
    Arrays.fill(playerOf, -1);
    for (int i = 0; i < n; i++) {
      if (vertexOfPlayer[i] >= 0) {
        playerOf[vertexOfPlayer[i]] = i;
      }
    }
    if (standIn >= 0) {
      playerOf[standIn] = n;
    }
    return playerOf;
  }

  /**
   * Leaves out the players paired: the next bracket's matching holds only the players still to be
   * paired, with the weights they had (the pairs made are final), which keeps every later solve to
   * the players it concerns as the brackets go down.
   *
   * @return the vertices of the current matching that the next one keeps, in order
   */
  private int[] dropPairedPlayers(int[] partner) {
    int left = 0;
    for (int i = 0; i < partner.length; i++) {
      if (partner[i] < 0) {
        left++;
      }
    }
    int[] kept = new int[left + (standIn >= 0 ? 1 : 0)];
    int next = 0;
    for (int i = 0; i < partner.length; i++) {
      if (partner[i] < 0) {
        kept[next] = vertexOfPlayer[i];
        vertexOfPlayer[i] = next++;
      } else {
        vertexOfPlayer[i] = -1;
      }
    }
    if (standIn >= 0) {
      kept[next] = standIn; // the highest vertex, so it stays last
      standIn = next;
    }
    return kept;
  }

  /**
   * [C5] without weights, as long as the assignee is below the top scoregroup: the lowest score of
   * a player eligible for the PAB ([C2]) whom a complete pairing of everyone else leaves over. A
   * maximum matching of the compatible pairs leaves one player over; another player b can be the
   * one left over exactly when all the others can be paired, which a re-solve without b's edges
   * tells. Players are tried from the lowest score up: in a large round the first usually works,
   * and each try is a warm re-solve of one-limb weights instead of a cold solve of wide ones.
   *
   * <p>When every player is in the top scoregroup (a first round) and the player left over may take
   * the PAB, that group's score is the assignee's, and [C9] applies from the first bracket: the
   * weighted solve could find nothing else, since every other player is paired within the group.
   *
   * @return [C5] and the scope of [C9], or empty when the weighted solve has to decide them (no
   *     player below the top scoregroup can be left over)
   */
  private Optional<ByeState> byeStateByCompletion() {
    int n = sorted.size();
    MaximumWeightMatching completion = new MaximumWeightMatching(n, 1);
    completion.setWarmStarts(shortcuts.on(Shortcut.WARM_START));
    for (int i = 1; i < n; i++) {
      for (int j = 0; j < i; j++) {
        if (absolute.compatible(sorted.get(j), sorted.get(i))) {
          completion.setWeight(j, i, 1);
        }
      }
    }
    int[] mate = completion.solve();
    int leftOver = -1;
    for (int v = 0; v < n; v++) {
      if (mate[v] < 0) {
        if (leftOver >= 0) {
          throw new NoValidPairingException(INCOMPLETE, explanation.impossible(sorted));
        }
        leftOver = v;
      }
    }
    int topScore = sorted.get(0).score;
    if (sorted.get(n - 1).score == topScore) {
      return leftOver >= 0 && sorted.get(leftOver).mayReceivePairingAllocatedBye
          ? Optional.of(ByeState.at(sorted, topScore, true))
          : Optional.empty();
    }
    for (int b = n - 1; b >= 0 && sorted.get(b).score < topScore; b--) { // 1.2 order: lowest last
      Entrant candidate = sorted.get(b);
      if (!candidate.mayReceivePairingAllocatedBye) {
        continue;
      }
      if (b == leftOver) {
        // below the top: [C9] waits
        return Optional.of(ByeState.at(sorted, candidate.score, false));
      }
      for (int v = 0; v < n; v++) {
        if (v != b) {
          completion.removeEdge(b, v);
        }
      }
      boolean othersComplete = true;
      int[] without = completion.solve();
      for (int v = 0; v < n; v++) {
        othersComplete &= v == b || without[v] >= 0;
      }
      if (othersComplete) {
        return Optional.of(ByeState.at(sorted, candidate.score, false));
      }
      for (int v = 0; v < n; v++) {
        if (v != b && absolute.compatible(sorted.get(Math.min(v, b)), sorted.get(Math.max(v, b)))) {
          completion.setWeight(v, b, 1);
        }
      }
    }
    return Optional.empty();
  }

  /**
   * [C5] and the scope of [C9] from the matching that found the assignee's score: [C9] applies from
   * the first bracket when the assignee comes from the top scoregroup and that group is otherwise
   * paired within itself.
   */
  private ByeState byeState(int[] mate, int byeScore) {
    int topScore = sorted.get(0).score;
    boolean single = byeScore >= topScore;
    for (int v = 0; single && v < sorted.size() && sorted.get(v).score >= topScore; v++) {
      int m = mate[v] < 0 ? v : mate[v];
      if (sorted.get(m).score < topScore) {
        single = false;
      }
    }
    return ByeState.at(sorted, byeScore, single);
  }
}
