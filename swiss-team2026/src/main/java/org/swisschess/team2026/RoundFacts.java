package org.swisschess.team2026;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.swisschess.api.Acceleration;
import org.swisschess.api.Colour;
import org.swisschess.api.ResultKind;
import org.swisschess.api.Team;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.TeamPairingRequest;
import org.swisschess.api.TeamRound;
import org.swisschess.api.TeamRounds;

/**
 * The facts of a round to pair, worked out from the event: the present teams ({@link PairingTeam})
 * by TPN, and whether [C7]/[C10] lapse (the last two rounds).
 *
 * @param teams the present teams by TPN
 * @param round the round being paired
 * @param lastTwoRounds whether it is one of the last two rounds ([C7], [C10] do not apply)
 * @param initialColour the colour of 4.3.1 for an odd TPN
 */
record RoundFacts(
    Map<Integer, PairingTeam> teams, int round, boolean lastTwoRounds, Colour initialColour) {

  static RoundFacts of(TeamPairingRequest request, Readings readings) {
    TeamEvent event = request.event();
    Map<Integer, Acceleration> virtual = BakuAcceleration.of(request);
    int done = request.round() - 1;
    TeamRounds rounds = event.rounds(done);
    boolean matchFirst = event.primary() == TeamEvent.PrimaryScore.MATCH;
    int planned = event.tournament().plannedRounds();
    boolean lastRound = request.round() >= planned;
    // R2: a win on every board, unless the competition states the PAB's value (320, 162 P: 1.4)
    int pabGame =
        event.pabValue().isPresent()
            ? -1
            : event.tournament().scoring().win().tenths() * rounds.boards();
    // the primary score of every team before each round, for the floaters of 1.5
    Map<Integer, int[]> before = new TreeMap<>();
    for (Team t : event.teams()) {
      List<TeamRound> list = rounds.of(t.number());
      int[] s = new int[done + 1];
      for (int r = 0; r < done; r++) {
        s[r + 1] = s[r] + primary(list.get(r), matchFirst, readings, pabGame);
      }
      // the pairing score at the pairing of each round (C.04.7 1.5): floats are judged on it
      Acceleration a = virtual.get(t.number());
      for (int r = 0; r <= done && a != null; r++) {
        s[r] += a.pointsIn(r + 1).tenths();
      }
      before.put(t.number(), s);
    }
    Map<Integer, PairingTeam> teams = new TreeMap<>();
    for (Team t : event.teams()) {
      if (!request.isPresent(t.number())) {
        continue;
      }
      List<TeamRound> list = rounds.of(t.number());
      int mp = 0;
      int gp = 0;
      Set<Integer> met = new HashSet<>();
      boolean barred = false;
      int played = 0;
      List<Colour> colours = new ArrayList<>();
      for (TeamRound m : list) {
        mp += m.matchPoints().tenths();
        gp += gamePoints(m, readings, pabGame);
        if (m.isPlayed()) {
          met.add(m.opponent());
          played++;
          colours.add(m.colour());
        }
        // [C2]: a PAB, a match won by forfeit, a full-point bye
        barred |=
            m.result() == ResultKind.PAIRING_ALLOCATED_BYE
                || m.isForfeitWin()
                || m.result() == ResultKind.FULL_POINT_BYE;
      }
      boolean floated = false;
      if (done >= 1) {
        TeamRound last = list.get(done - 1);
        // 1.5: a team whose opponent had another score at the pairing of that round; a match not
        // played is no match (1.6.1, C.04.2 3.5), so by default it makes no floater (FLAG; Gacrux
        // reads it so too); the reading forfeited-match-floats=yes counts a forfeited match
        floated =
            (last.isPlayed() || (readings.forfeitedMatchFloats() && last.hasOpponent()))
                && java.util.Objects.requireNonNull(before.get(t.number()))[done - 1]
                    != java.util.Objects.requireNonNull(before.get(last.opponent()))[done - 1];
      }
      // C.04.7 1.4-1.5: the virtual match points of group A enter the pairing score
      Acceleration a = virtual.get(t.number());
      int acc = a == null ? 0 : a.pointsIn(request.round()).tenths();
      int real = matchFirst ? mp : gp;
      // 4.2.1 and 4.2.2 on the real scores (the text names the scores; C.04.7 1.5 lists what the
      // pairing score is for, and colours are not on the list); R3: Gacrux adds the virtual match
      // points to both
      int colourScore = readings.bakuPairingScoreForColours() ? real + acc : real;
      int secondary = (matchFirst ? gp : mp) + (readings.bakuPairingScoreForColours() ? acc : 0);
      teams.put(
          t.number(),
          new PairingTeam(
              t.number(),
              real + acc,
              event.secondaryForColours() ? secondary : 0,
              colourScore,
              Set.copyOf(met),
              barred,
              played,
              List.copyOf(colours),
              floated,
              TeamColourPreference.of(event.colourPreferences(), colours, lastRound)));
    }
    return new RoundFacts(
        teams, request.round(), request.round() > planned - 2, event.tournament().initialColour());
  }

  private static int primary(TeamRound m, boolean matchFirst, Readings readings, int pabGame) {
    return matchFirst ? m.matchPoints().tenths() : gamePoints(m, readings, pabGame);
  }

  /**
   * 1.4, R2: the PAB's game points; {@code pabGame} is a win on every board, or negative when the
   * event states the PAB's value, which then rules whatever the reading.
   */
  private static int gamePoints(TeamRound m, Readings readings, int pabGame) {
    if (readings.pabWinsEveryBoard()
        && pabGame >= 0
        && m.result() == ResultKind.PAIRING_ALLOCATED_BYE) {
      return pabGame;
    }
    return m.gamePoints().tenths();
  }

  /** The present team of a TPN. */
  PairingTeam team(int tpn) {
    PairingTeam t = teams.get(tpn);
    if (t == null) {
      throw new IllegalArgumentException("team " + tpn + " is not paired in this round");
    }
    return t;
  }
}
