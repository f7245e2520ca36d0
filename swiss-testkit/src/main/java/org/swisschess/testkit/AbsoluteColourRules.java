package org.swisschess.testkit;

import java.util.List;
import java.util.Optional;
import org.swisschess.api.Colour;
import org.swisschess.api.ColourRules;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Tournament;

/**
 * Whether one colour in the round being paired keeps a player within a system's {@link
 * ColourRules}.
 */
final class AbsoluteColourRules {

  private AbsoluteColourRules() {}

  /**
   * Returns the breach, or empty if {@code colour} is allowed for {@code player} in {@code round}.
   * Counts played games only, as ColourRules says. A top scorer is exempt in the last round when
   * the rules say so; with {@code THE_GAME} so is the opponent: C.04.3 C.3 lets a top scorer meet a
   * non-top scorer with the same absolute colour preference, and E.2 may then give the non-top
   * scorer the colour the rules would forbid.
   */
  static Optional<String> breach(
      ColourRules rules,
      PlayerHistory player,
      PlayerHistory opponent,
      Colour colour,
      Tournament t,
      int round) {
    if (rules.equals(ColourRules.NONE)
        || isExempt(rules, player, t, round)
        || (rules.topScorerExemption() == ColourRules.TopScorerExemption.THE_GAME
            && isExempt(rules, opponent, t, round))) {
      return Optional.empty();
    }
    List<Colour> history = player.colourHistory();
    int difference = player.colourDifference() + (colour == Colour.WHITE ? 1 : -1);
    int run = 1;
    for (int i = history.size() - 1; i >= 0 && history.get(i) == colour; i--) {
      run++;
    }
    if (Math.abs(difference) > rules.maxColourDifference()) {
      return Optional.of(
          "colour difference would be "
              + difference
              + ", the system allows "
              + rules.maxColourDifference());
    }
    if (run > rules.maxSameColourRun()) {
      return Optional.of(
          run
              + " games with "
              + colour
              + " in a row, the system allows "
              + rules.maxSameColourRun());
    }
    return Optional.empty();
  }

  /**
   * Top scorers, those with more than half of the maximum possible score, are exempt when the last
   * round is paired if the rules say so (C.04.3 A.7 for the Dutch systems).
   */
  static boolean isExempt(ColourRules rules, PlayerHistory player, Tournament t, int round) {
    if (!rules.topScorersExemptInLastRound() || round < t.plannedRounds()) {
      return false;
    }
    long maximum = (long) (round - 1) * t.scoring().win().tenths();
    return 2L * player.scoreBefore(round).tenths() > maximum;
  }

  /** Returns whether some colour allocation lets {@code a} and {@code b} meet within the rules. */
  static boolean compatible(
      ColourRules rules, PlayerHistory a, PlayerHistory b, Tournament t, int round) {
    return (breach(rules, a, b, Colour.WHITE, t, round).isEmpty()
            && breach(rules, b, a, Colour.BLACK, t, round).isEmpty())
        || (breach(rules, a, b, Colour.BLACK, t, round).isEmpty()
            && breach(rules, b, a, Colour.WHITE, t, round).isEmpty());
  }
}
