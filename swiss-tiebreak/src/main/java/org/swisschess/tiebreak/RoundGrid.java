package org.swisschess.tiebreak;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.swisschess.api.Colour;
import org.swisschess.api.Player;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Tournament;

/**
 * The facts every tie-break reads, laid out as arrays by player index (players in pairing-number
 * order) and round (from 0): points in tenths, opponent index, result and colour, for the rounds
 * being ranked.
 */
final class RoundGrid {

  /** No opponent. */
  static final int NONE = -1;

  final int players;
  final int rounds;
  final int finalRound;
  final int[] pairingNumber;
  final int[] rating;
  final int[][] points;
  final int[][] opponent;
  final ResultKind[][] result;
  final Colour[][] colour;
  final int[] total;
  final int draw;
  final int win;

  private RoundGrid(Tournament t, int rounds) {
    List<Player> list = t.players();
    this.players = list.size();
    this.rounds = rounds;
    this.finalRound = t.plannedRounds();
    ScoringSystem scoring = t.scoring();
    this.draw = scoring.whiteDraw().tenths();
    this.win = scoring.win().tenths();
    pairingNumber = new int[players];
    rating = new int[players];
    points = new int[players][rounds];
    opponent = new int[players][rounds];
    result = new ResultKind[players][rounds];
    colour = new Colour[players][rounds];
    total = new int[players];
    Map<Integer, Integer> index = new HashMap<>();
    for (int i = 0; i < players; i++) {
      index.put(list.get(i).pairingNumber(), i);
    }
    for (int i = 0; i < players; i++) {
      Player p = list.get(i);
      pairingNumber[i] = p.pairingNumber();
      rating[i] = p.rating();
      int sum = 0;
      for (int r = 0; r < rounds; r++) {
        RoundEntry e = p.round(r + 1);
        int pts = scoring.points(e).tenths();
        points[i][r] = pts;
        sum += pts;
        opponent[i][r] = e.hasOpponent() ? index.get(e.opponent()) : NONE;
        result[i][r] = e.result();
        colour[i][r] = e.colour();
      }
      total[i] = sum;
    }
  }

  /**
   * Returns the grid of {@code t}'s first {@code rounds} rounds.
   *
   * @param t the tournament
   * @param rounds from 0 to its completed rounds
   */
  static RoundGrid of(Tournament t, int rounds) {
    return new RoundGrid(t, rounds);
  }

  /** Whether player {@code p} played a game over the board against an opponent in round r. */
  boolean played(int p, int r) {
    return result[p][r].isPlayedGame() && opponent[p][r] != NONE;
  }

  /** Whether the round-r result of {@code p} is a win over the board. */
  boolean wonOverTheBoard(int p, int r) {
    ResultKind k = result[p][r];
    return (k == ResultKind.WIN || k == ResultKind.UNRATED_WIN) && opponent[p][r] != NONE;
  }

  /**
   * The points of a game's result on the 1-½-0 scale of the rating regulations, in half points: 2
   * for a win, 1 for a draw, 0 otherwise.
   */
  int ratingHalfPoints(int p, int r) {
    return switch (result[p][r]) {
      case WIN, UNRATED_WIN -> 2;
      case DRAW, UNRATED_DRAW -> 1;
      default -> 0;
    };
  }
}
