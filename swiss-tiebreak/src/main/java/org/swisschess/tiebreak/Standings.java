package org.swisschess.tiebreak;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.Tournament;

/**
 * The standings of a tournament after a round: every participant's place and tie-break values, in
 * rank order, participants tied on the whole list by pairing number.
 *
 * <p>Example:
 *
 * <pre>{@code
 * Standings s = Standings.of(tournament, TieBreakList.parse("PTS,BH/C1,BH,SB"));
 * for (Standing line : s.lines()) {
 *   System.out.println(line.rank() + " " + line.pairingNumber() + " " + line.values());
 * }
 * }</pre>
 *
 * @param round the round after which they stand, from 0
 * @param tieBreaks the list that ranks them; not null
 * @param lines one per participant, in rank order; not null
 */
public record Standings(int round, TieBreakList tieBreaks, List<Standing> lines) {

  /**
   * Validates and copies.
   *
   * @param round the round after which they stand, from 0
   * @param tieBreaks the list that ranks them; not null
   * @param lines one per participant, in rank order; not null
   * @throws IllegalArgumentException if a line's values do not match the list
   */
  public Standings {
    Objects.requireNonNull(tieBreaks, "tieBreaks");
    lines = List.copyOf(lines);
    for (Standing s : lines) {
      if (s.values().size() != tieBreaks.size()) {
        throw new IllegalArgumentException(
            "player " + s.pairingNumber() + " has " + s.values().size() + " values");
      }
    }
  }

  /**
   * Returns the standings after the tournament's completed rounds.
   *
   * @param tournament an individual Swiss tournament, not null
   * @param tieBreaks the ordered list, not null
   * @return never null
   * @throws IllegalArgumentException if the list names a team tie-break
   */
  public static Standings of(Tournament tournament, TieBreakList tieBreaks) {
    return of(tournament, tieBreaks, StandingsOptions.DEFAULT);
  }

  /**
   * Returns the standings with options: after an earlier round, with a rating for unrated players.
   *
   * @param tournament an individual Swiss tournament, not null
   * @param tieBreaks the ordered list, not null
   * @param options not null
   * @return never null
   * @throws IllegalArgumentException if the round is beyond the completed rounds or the list names
   *     a team tie-break
   */
  public static Standings of(
      Tournament tournament, TieBreakList tieBreaks, StandingsOptions options) {
    int round = options.afterRound().orElse(tournament.completedRounds());
    if (round > tournament.completedRounds()) {
      throw new IllegalArgumentException(
          "round "
              + round
              + " is not completed (the tournament has "
              + tournament.completedRounds()
              + " completed rounds)");
    }
    return new StandingsCalculator(tournament, round, options).standings(tieBreaks);
  }

  /**
   * Returns the standings of a team event: one line per team, by team pairing number where tied;
   * {@link Standing#pairingNumber()} is the team's number.
   *
   * @param event the teams and their players' games, not null
   * @param tieBreaks the ordered list, such as {@code MPTS,GPTS,EDE,EMGSB,BC}; not null
   * @param options the round after which the teams stand; not null
   * @return never null
   * @throws IllegalArgumentException if the round is beyond the completed rounds, the list names a
   *     tie-break for individuals, or the matches cannot be worked out (a team meeting two teams in
   *     one round)
   */
  public static Standings ofTeams(
      TeamEvent event, TieBreakList tieBreaks, StandingsOptions options) {
    Tournament t = event.tournament();
    int round = options.afterRound().orElse(t.completedRounds());
    if (round > t.completedRounds()) {
      throw new IllegalArgumentException(
          "round "
              + round
              + " is not completed (the tournament has "
              + t.completedRounds()
              + " completed rounds)");
    }
    return new StandingsCalculator(event, round, options).standings(tieBreaks);
  }

  /**
   * Returns the line of the participant with pairing number {@code pairingNumber}.
   *
   * @param pairingNumber a pairing number
   * @return empty if no participant has it
   */
  public Optional<Standing> line(int pairingNumber) {
    return lines.stream().filter(s -> s.pairingNumber() == pairingNumber).findFirst();
  }
}
