package org.swisschess.dutch2012;

import java.util.List;
import org.swisschess.api.Colour;
import org.swisschess.api.ColourPreference;
import org.swisschess.api.FloatDirection;

/**
 * Everything about the round that does not depend on the requirement level: the entrants in A.2
 * order (their index is their rank), who may meet whom (B.1.a), and the colour classes that A.8
 * counts.
 */
final class RoundContext {

  private final List<Entrant> entrants;
  private final boolean[][] mayMeet;
  private final int round;
  private final boolean lastRound;
  private final int winTenths;
  private final Colour initialColour;
  private final RoundBudget budget;

  RoundContext(
      List<Entrant> entrants,
      boolean[][] mayMeet,
      int round,
      boolean lastRound,
      int winTenths,
      Colour initialColour) {
    this(entrants, mayMeet, round, lastRound, winTenths, initialColour, RoundBudget.defaultCaps());
  }

  RoundContext(
      List<Entrant> entrants,
      boolean[][] mayMeet,
      int round,
      boolean lastRound,
      int winTenths,
      Colour initialColour,
      RoundBudget budget) {
    this.budget = budget;
    this.entrants = List.copyOf(entrants);
    this.mayMeet = mayMeet;
    this.round = round;
    this.lastRound = lastRound;
    this.winTenths = winTenths;
    this.initialColour = initialColour;
  }

  /** The round's search caps and the work spent against them. */
  RoundBudget budget() {
    return budget;
  }

  Entrant entrant(int rank) {
    return entrants.get(rank);
  }

  int size() {
    return entrants.size();
  }

  int score(int rank) {
    return entrants.get(rank).score();
  }

  int round() {
    return round;
  }

  boolean oddRound() {
    return round % 2 == 1;
  }

  boolean lastRound() {
    return lastRound;
  }

  int winTenths() {
    return winTenths;
  }

  Colour initialColour() {
    return initialColour;
  }

  /** B.1.a: not met before and not a forbidden pair. */
  boolean mayMeet(int a, int b) {
    return a != b && mayMeet[a][b];
  }

  /** A.10 / B.2 note: B.2 may be waived for a pair with a top scorer in it (see README). */
  boolean topScorerPair(int a, int b) {
    return lastRound && (entrants.get(a).topScorer() || entrants.get(b).topScorer());
  }

  /** B.2: both have the same absolute preference. */
  boolean sameAbsolute(int a, int b) {
    ColourPreference pa = entrants.get(a).preference();
    ColourPreference pb = entrants.get(b).preference();
    return pa.strength() == ColourPreference.Strength.ABSOLUTE
        && pb.strength() == ColourPreference.Strength.ABSOLUTE
        && pa.colour() == pb.colour();
  }

  /** A.7.d: in odd rounds strong preferences count as absolute while the rule is in force. */
  boolean sameStrongOrAbsolute(int a, int b) {
    ColourPreference pa = entrants.get(a).preference();
    ColourPreference pb = entrants.get(b).preference();
    return pa.strength().compareTo(ColourPreference.Strength.STRONG) >= 0
        && pb.strength().compareTo(ColourPreference.Strength.STRONG) >= 0
        && pa.colour() == pb.colour();
  }

  /** A.8.a: a pair that does not fulfil all colour preferences (both want the same colour). */
  boolean missesPreference(int a, int b) {
    ColourPreference pa = entrants.get(a).preference();
    ColourPreference pb = entrants.get(b).preference();
    return pa.hasPreference() && pb.hasPreference() && pa.colour() == pb.colour();
  }

  /**
   * A.8.b with A.7.e: in even rounds a pair that does not fulfil all strong preferences; mild
   * preferences there bend to whichever colour avoids the clash, so only two non-mild preferences
   * of the same colour count.
   */
  boolean missesStrongPreference(int a, int b) {
    return sameStrongOrAbsolute(a, b);
  }

  /** The float the player got in {@code roundsAgo} rounds before this one (1 or 2). */
  FloatDirection floatBefore(int rank, int roundsAgo) {
    Entrant e = entrants.get(rank);
    return roundsAgo == 1 ? e.floatLastRound() : e.floatTwoRoundsAgo();
  }
}
