package org.swisschess.dutch.core;

import java.util.List;
import org.swisschess.api.Colour;
import org.swisschess.api.FloatDirection;
import org.swisschess.api.PlayerHistory;

/**
 * A player to be paired in the current round, with everything the criteria read: the pairing score
 * (A.2, accelerated), the rank, the colour preference (A.6), the floats of the last two rounds
 * (A.4) and whether the PAB may be given (C.2).
 */
public final class Entrant {

  public final PlayerHistory history;
  public final int id;

  /** 0-based rank among the players taking part (A.2 b); E.5 reads its parity. */
  public final int rank;

  /** Pairing score in tenths: score before the round plus acceleration (A.2 a). */
  public final int score;

  /** Score in tenths without acceleration, for the board order. */
  public final int plainScore;

  public final ColourFacts colour;

  /** Float of the previous round; {@link FloatDirection#NONE} in round 1 (no round, no float). */
  public final FloatDirection floatLastRound;

  /** Float of two rounds before; {@link FloatDirection#NONE} before round 3. */
  public final FloatDirection floatTwoRoundsBefore;

  /** Whether the PAB may be given, under the edition's eligibility rule. */
  public final boolean mayReceivePairingAllocatedBye;

  /** Rounds in which the player played a game over the board (2026 [C9] counts the others). */
  public final int playedGames;

  /** Opponents met over the board (C.1): read once for every other player of the round. */
  private final int[] metOverTheBoard;

  Entrant(
      PlayerHistory history,
      int rank,
      int score,
      int plainScore,
      ColourFacts colour,
      FloatDirection floatLastRound,
      FloatDirection floatTwoRoundsBefore,
      boolean mayReceivePairingAllocatedBye,
      int playedGames) {
    this.history = history;
    this.id = history.id();
    this.rank = rank;
    this.score = score;
    this.plainScore = plainScore;
    this.colour = colour;
    this.floatLastRound = floatLastRound;
    this.floatTwoRoundsBefore = floatTwoRoundsBefore;
    this.mayReceivePairingAllocatedBye = mayReceivePairingAllocatedBye;
    this.playedGames = playedGames;
    this.metOverTheBoard = history.playedOpponents().stream().mapToInt(Integer::intValue).toArray();
  }

  /** Whether the two have met over the board (C.1). */
  public boolean hasPlayed(Entrant other) {
    for (int met : metOverTheBoard) { // a game a round: a short array
      if (met == other.id) {
        return true;
      }
    }
    return false;
  }

  public List<Colour> playedColours() {
    return history.colourHistory();
  }

  public FloatDirection floatRoundsBack(int roundsBack) {
    return roundsBack == 1 ? floatLastRound : floatTwoRoundsBefore;
  }

  /** A.2: higher pairing score first, then lower rank. */
  public boolean ranksAbove(Entrant other) {
    return score != other.score ? score > other.score : rank < other.rank;
  }

  @Override
  public String toString() {
    return id + "(" + score / 10 + "." + score % 10 + ")";
  }
}
