package org.swisschess.api;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.OptionalDouble;
import java.util.Set;

/**
 * What one player's past rounds imply for pairing: scores, colours, byes, floats and opponents.
 * Built by {@link History#of(Tournament)}; immutable.
 */
public final class PlayerHistory {

  private final Player player;
  private final Points[] scoreAfter; // index r = score after round r, index 0 = 0
  private final Points[] accelerationIn; // index r = fictitious points for round r, 1..completed+1
  private final List<Colour> colours;
  private final int colourDifference;
  private final ColourPreference colourPreference;
  private final Set<Integer> playedOpponents;
  private final Set<Integer> forfeitOpponents;
  private final boolean hadPab;
  private final boolean hadForfeitWin;
  private final int opponentRatingSum;
  private final int ratedOpponents;

  PlayerHistory(Player player, Tournament t, List<Acceleration> accelerations) {
    this.player = player;
    int n = t.completedRounds();
    ScoringSystem scoring = t.scoring();
    scoreAfter = new Points[n + 1];
    scoreAfter[0] = Points.ZERO;
    accelerationIn = new Points[n + 2];
    accelerationIn[0] = Points.ZERO;
    List<Colour> played = new ArrayList<>();
    Set<Integer> met = new LinkedHashSet<>();
    Set<Integer> forfeited = new LinkedHashSet<>();
    boolean pab = false;
    boolean forfeitWin = false;
    int ratingSum = 0;
    int rated = 0;
    for (int r = 1; r <= n; r++) {
      RoundEntry e = player.round(r);
      scoreAfter[r] = scoreAfter[r - 1].plus(scoring.points(e));
      if (e.isPlayedGame()) {
        played.add(e.colour());
        met.add(e.opponent());
        int rating = t.player(e.opponent()).rating();
        if (rating > 0) {
          ratingSum += rating;
          rated++;
        }
      } else if (e.hasOpponent()) {
        forfeited.add(e.opponent());
      }
      pab |= e.result() == ResultKind.PAIRING_ALLOCATED_BYE;
      forfeitWin |= e.result() == ResultKind.FORFEIT_WIN;
    }
    for (int r = 1; r <= n + 1; r++) {
      Points sum = Points.ZERO;
      for (Acceleration a : accelerations) {
        sum = sum.plus(a.pointsIn(r));
      }
      accelerationIn[r] = sum;
    }
    colours = List.copyOf(played);
    colourDifference = colourDifference(colours);
    colourPreference = ColourPreference.of(colourDifference, lastColour(), lastTwoSame());
    playedOpponents = Collections.unmodifiableSet(met);
    forfeitOpponents = Collections.unmodifiableSet(forfeited);
    hadPab = pab;
    hadForfeitWin = forfeitWin;
    opponentRatingSum = ratingSum;
    ratedOpponents = rated;
  }

  /**
   * Returns the player.
   *
   * @return never null
   */
  public Player player() {
    return player;
  }

  /**
   * Returns the pairing number.
   *
   * @return from 1
   */
  public int id() {
    return player.pairingNumber();
  }

  /**
   * Returns the score after all completed rounds, without acceleration.
   *
   * @return never null
   */
  public Points score() {
    return scoreAfter[scoreAfter.length - 1];
  }

  /**
   * Returns the score after {@code round} rounds, without acceleration.
   *
   * @param round from 0 to the completed rounds
   * @return never null
   */
  public Points scoreAfter(int round) {
    return scoreAfter[round];
  }

  /**
   * Returns the score with which the player entered {@code round}, without acceleration.
   *
   * @param round from 1 to the completed rounds + 1
   * @return never null
   */
  public Points scoreBefore(int round) {
    return scoreAfter[round - 1];
  }

  /**
   * Returns the pairing score for {@code round}: the score before it plus that round's fictitious
   * points.
   *
   * @param round from 1 to the completed rounds + 1
   * @return never null
   */
  public Points acceleratedScoreBefore(int round) {
    return scoreBefore(round).plus(accelerationIn[round]);
  }

  /**
   * Returns the colours of the games actually played, oldest first; unplayed rounds are skipped.
   *
   * @return never null
   */
  public List<Colour> colourHistory() {
    return colours;
  }

  /**
   * Returns the number of games played with White less those played with Black.
   *
   * @return the colour difference
   */
  public int colourDifference() {
    return colourDifference;
  }

  /** The colour difference of a colour history: games with White less games with Black. */
  static int colourDifference(List<Colour> played) {
    int d = 0;
    for (Colour c : played) {
      d += c == Colour.WHITE ? 1 : -1;
    }
    return d;
  }

  /**
   * Returns the colour preference for the next game, by the definition the Dutch, Burstein and
   * Dubov texts share ({@link ColourPreference}).
   *
   * @return never null; {@link ColourPreference#NONE} before the first game played
   */
  public ColourPreference colourPreference() {
    return colourPreference;
  }

  /**
   * Returns the colour of the last game played.
   *
   * @return {@link Colour#NONE} if the player has not played yet
   */
  public Colour lastColour() {
    return colours.isEmpty() ? Colour.NONE : colours.get(colours.size() - 1);
  }

  /**
   * Returns the colour of the game played before the last.
   *
   * @return {@link Colour#NONE} if fewer than two games were played
   */
  public Colour secondLastColour() {
    return colours.size() < 2 ? Colour.NONE : colours.get(colours.size() - 2);
  }

  /**
   * Returns whether the player played the last two games with the same colour.
   *
   * @return that colour, or {@link Colour#NONE}
   */
  public Colour lastTwoSame() {
    Colour last = lastColour();
    return last != Colour.NONE && last == secondLastColour() ? last : Colour.NONE;
  }

  /**
   * Returns whether the player already received the pairing-allocated bye.
   *
   * @return true after a {@code U} entry
   */
  public boolean hadPairingAllocatedBye() {
    return hadPab;
  }

  /**
   * Returns whether the player already won a game by forfeit.
   *
   * @return true after a {@code +} entry
   */
  public boolean hadForfeitWin() {
    return hadForfeitWin;
  }

  /**
   * Returns whether some earlier round gave the player any points without a played game (a PAB
   * worth something, a half- or full-point bye, a forfeit win).
   *
   * @param scoring the tournament's scoring
   * @return true if such a round exists
   */
  public boolean hadPointsWithoutPlaying(ScoringSystem scoring) {
    for (RoundEntry e : player.rounds()) {
      if (!e.isPlayedGame() && scoring.points(e).tenths() > 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * Returns whether some earlier round gave the player at least a win's points without a played
   * game (a PAB, a full-point bye, a forfeit win).
   *
   * @param scoring the tournament's scoring
   * @return true if such a round exists
   */
  public boolean hadUnplayedWin(ScoringSystem scoring) {
    for (RoundEntry e : player.rounds()) {
      if (!e.isPlayedGame() && scoring.points(e).compareTo(scoring.win()) >= 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * Returns the opponents of games played over the board, in order of first meeting.
   *
   * @return never null, unmodifiable
   */
  public Set<Integer> playedOpponents() {
    return playedOpponents;
  }

  /**
   * Returns the opponents of games paired but not played (forfeits).
   *
   * @return never null, unmodifiable
   */
  public Set<Integer> forfeitOpponents() {
    return forfeitOpponents;
  }

  /**
   * Returns whether a game against {@code other} was played.
   *
   * @param other a pairing number
   * @return true if they met over the board
   */
  public boolean hasPlayed(int other) {
    return playedOpponents.contains(other);
  }

  /**
   * Returns the sum of the ratings of rated opponents met over the board.
   *
   * @return 0 if none
   */
  public int opponentRatingSum() {
    return opponentRatingSum;
  }

  /**
   * Returns the number of rated opponents met over the board.
   *
   * @return from 0
   */
  public int ratedOpponentCount() {
    return ratedOpponents;
  }

  /**
   * Returns the average rating of the rated opponents met over the board (the Dubov ARO before
   * rounding); compare exactly with {@link #opponentRatingSum()} and {@link #ratedOpponentCount()}.
   *
   * @return empty if no rated opponent was met
   */
  public OptionalDouble averageOpponentRating() {
    return ratedOpponents == 0
        ? OptionalDouble.empty()
        : OptionalDouble.of((double) opponentRatingSum / ratedOpponents);
  }

  @Override
  public String toString() {
    return "PlayerHistory[" + id() + ", score " + score() + ", colours " + colours + "]";
  }
}
