package org.swisschess.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The names of the metrics a simulation measures in each tournament, in the order of {@link
 * TournamentMetrics#values()} and {@link SystemSummary#metrics()}. The swiss-sim README defines
 * each with its formula. The final metrics come first, then the six rank correlations after each
 * round, named {@code <correlation>_r<round>}.
 */
public final class Metrics {

  /** The metrics of the finished tournament, with one line each on what they are. */
  public static final Map<String, String> FINAL =
      orderedMap(
          "tau_a_score", "Kendall's tau-a of the final scores against the true strengths",
          "tau_b_score", "Kendall's tau-b of the final scores against the true strengths",
          "spearman_score", "Spearman's rho of the final scores against the true strengths",
          "tau_a_standings", "Kendall's tau-a of the tie-broken final standings against strength",
          "tau_b_standings", "Kendall's tau-b of the tie-broken final standings against strength",
          "spearman_standings", "Spearman's rho of the tie-broken final standings against strength",
          "strongest_win_share", "1 if the strongest player has the top score alone, 1/k if k tie",
          "strongest_first", "1 if the strongest player is first in the tie-broken standings",
          "mean_rating_difference",
              "mean |rating White - rating Black| over the boards of rated players",
          "opponent_rating_sd",
              "standard deviation over players of the mean rated opponent's rating",
          "colour_difference_sd",
              "standard deviation over players of whites - blacks (played games)",
          "colour_imbalance_share", "share of players with |whites - blacks| >= 2",
          "longest_colour_run", "the longest run of one colour any player had (played games)",
          "upfloats_per_player", "played games against a higher score, per player",
          "downfloats_per_player", "played games against a lower score and PABs, per player",
          "repeated_floats_per_player", "floats in the direction of the player's previous one",
          "pabs", "pairing-allocated byes",
          "failed_rounds", "rounds the system found no valid pairing for");

  /** The correlations measured after every round. */
  public static final List<String> BY_ROUND =
      List.of(
          "tau_a_score",
          "tau_b_score",
          "spearman_score",
          "tau_a_standings",
          "tau_b_standings",
          "spearman_standings");

  private Metrics() {}

  /**
   * Returns every metric's name for tournaments of {@code rounds} rounds.
   *
   * @param rounds from 1
   * @return the final metrics, then {@link #BY_ROUND} for round 1, 2, ...
   */
  public static List<String> names(int rounds) {
    List<String> out = new ArrayList<>(FINAL.keySet());
    for (int r = 1; r <= rounds; r++) {
      for (String c : BY_ROUND) {
        out.add(byRound(c, r));
      }
    }
    return List.copyOf(out);
  }

  /**
   * Returns the name of a correlation after a round.
   *
   * @param correlation one of {@link #BY_ROUND}
   * @param round from 1
   * @return such as {@code tau_b_score_r3}
   */
  public static String byRound(String correlation, int round) {
    return correlation + "_r" + round;
  }

  private static Map<String, String> orderedMap(String... keysAndValues) {
    java.util.LinkedHashMap<String, String> m = new java.util.LinkedHashMap<>();
    for (int i = 0; i < keysAndValues.length; i += 2) {
      m.put(keysAndValues[i], keysAndValues[i + 1]);
    }
    return java.util.Collections.unmodifiableMap(m);
  }
}
