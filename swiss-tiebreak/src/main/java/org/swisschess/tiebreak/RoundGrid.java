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

  /** A grid of the given facts (arrays by participant index, then round from 0). */
  RoundGrid(
      int rounds,
      int finalRound,
      int[] pairingNumber,
      int[] rating,
      int[][] points,
      int[][] opponent,
      ResultKind[][] result,
      Colour[][] colour,
      int draw,
      int win) {
    this.players = pairingNumber.length;
    this.rounds = rounds;
    this.finalRound = finalRound;
    this.pairingNumber = pairingNumber;
    this.rating = rating;
    this.points = points;
    this.opponent = opponent;
    this.result = result;
    this.colour = colour;
    this.draw = draw;
    this.win = win;
    this.total = new int[players];
    for (int p = 0; p < players; p++) {
      int sum = 0;
      for (int r = 0; r < rounds; r++) {
        sum += points[p][r];
      }
      total[p] = sum;
    }
  }

  private static RoundGrid build(Tournament t, int rounds) {
    List<Player> list = t.players();
    int n = list.size();
    ScoringSystem scoring = t.scoring();
    int[] pairingNumber = new int[n];
    int[] rating = new int[n];
    int[][] points = new int[n][rounds];
    int[][] opponent = new int[n][rounds];
    ResultKind[][] result = new ResultKind[n][rounds];
    Colour[][] colour = new Colour[n][rounds];
    Map<Integer, Integer> index = new HashMap<>();
    for (int i = 0; i < n; i++) {
      index.put(list.get(i).pairingNumber(), i);
    }
    for (int i = 0; i < n; i++) {
      Player p = list.get(i);
      pairingNumber[i] = p.pairingNumber();
      rating[i] = p.rating();
      for (int r = 0; r < rounds; r++) {
        RoundEntry e = p.round(r + 1);
        points[i][r] = scoring.points(e).tenths();
        opponent[i][r] = e.hasOpponent() ? index.get(e.opponent()) : NONE;
        result[i][r] = e.result();
        colour[i][r] = e.colour();
      }
    }
    return new RoundGrid(
        rounds,
        t.plannedRounds(),
        pairingNumber,
        rating,
        points,
        opponent,
        result,
        colour,
        scoring.whiteDraw().tenths(),
        scoring.win().tenths());
  }

  /**
   * Returns the grid of {@code t}'s first {@code rounds} rounds.
   *
   * @param t the tournament
   * @param rounds from 0 to its completed rounds
   */
  static RoundGrid of(Tournament t, int rounds) {
    return build(t, rounds);
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
