package org.swisschess.dutch.core;

import java.util.Locale;

/**
 * A way of reaching the pairs the generation order prescribes with fewer matching solves. Each is
 * only a shortcut: with any of them switched off the pairs are the same (a property in this module
 * and one in each edition check it), only slower. Switched off through the request's options:
 * {@code shortcuts=none} turns every one off, {@code shortcut.<name>=off} one of them (see {@link
 * Shortcuts#from}).
 */
public enum Shortcut {

  /**
   * A re-solve starts from the previous optimum's duals and still-tight pairs instead of a greedy
   * start ({@code warm-start}).
   */
  WARM_START,

  /**
   * {@code dutch-2026}: a bracket's first solve, on the weights of the players left laid out anew
   * for the bracket, starts from the previous bracket's optimum (its pairs among those players, its
   * duals carried field by field and raised where they do not fit) instead of a greedy start,
   * unless the bracket re-weights more than a third of them ({@code bracket-warm-start}).
   */
  BRACKET_WARM_START,

  /**
   * A decision the current optimum already shows (the MDP is already in S1, the player already has
   * the first opponent he may have) is taken without the biased re-solve that would confirm it
   * ({@code reuse-optimum}).
   */
  REUSE_OPTIMUM,

  /**
   * D.1: p gets its first possible opponent f by exchanging partners (p-x, f-y become p-f, x-y)
   * when that keeps the weight ({@code swap}).
   */
  SWAP,

  /**
   * D.1: the pairs still open once D.2 has settled S1R and S2R, solved as a bipartite matching of
   * their own; an alternating cycle of edges tight for it moves p to an opponent with no change of
   * weight, and when no open resident floats its duals decide D.1 alone ({@code settled-pairs}).
   */
  SETTLED_PAIRS,

  /**
   * D.1: while the duals of the last solve certify the matching, an opponent over a loose edge is
   * in no optimal matching and is passed over, and the first one over a tight edge is taken when an
   * alternating path of tight edges re-pairs the players it displaces ({@code certificate}).
   */
  CERTIFICATE,

  /**
   * {@code dutch-2026} [C5]: the PAB assignee's score found by completion matchings of one-limb
   * weights, lowest score first, instead of one matching with a sub-field per scoregroup; in a
   * round of one scoregroup (a first round), by the one completion matching alone ({@code
   * bye-score-by-completion}).
   */
  BYE_SCORE_BY_COMPLETION,

  /**
   * {@code dutch-2017} A.9: the completion check looks for a complete matching of the round before
   * it solves (the first check greedily, a check after a bracket by re-pairing the last complete
   * matching around the bracket's new pairs: the partners they leave meet each other, or through
   * one other pair), and answers without a solve when that leaves no one single; the round's
   * completion matching is only built for a check that must solve ({@code completion-repair});
   * {@code dutch-2026}: the same for the check after a bracket of {@link #COMPLETION_CHECK}.
   */
  COMPLETION_REPAIR,

  /**
   * {@code dutch-2026} [C4]: a bracket is paired in a graph of its own players and the next
   * scoregroup, on its weights without the completion field, and every optimum a solve or a
   * shortcut gives is checked for a completion of the rest of the round (the last complete matching
   * re-paired around its pairs) instead of being weighed for it in the round's matching; a bracket
   * whose check does not show one is paired in the round's matching as before ({@code
   * completion-check}).
   */
  COMPLETION_CHECK,

  /**
   * {@code dutch-2026}, {@code swiss explain}: a forced re-pairing takes a bracket of the round's
   * own pairing as it was paired in a graph of its own, without its solves, where it meets that
   * bracket with the same players, none of them touched by the imposition, and the completion check
   * shows again every answer the bracket's solves asked of it ({@link RoundOptimum}; {@code
   * forced-warm-start}).
   */
  FORCED_WARM_START;

  /** The name in the options: {@code warm-start}, {@code reuse-optimum}, ... */
  public String optionName() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }
}
