package org.swisschess.sim;

/**
 * How often the generator makes each irregular event happen. Rates are probabilities from 0 to 1.
 *
 * <p>Per player and round (drawn before the round is paired, so the player is absent from it):
 * {@code halfPointBye} ({@code H}), {@code zeroPointBye} ({@code Z}), {@code fullPointBye} ({@code
 * F}) and {@code absence} (a blank entry). Per game (drawn after pairing): {@code forfeit}, of
 * which {@code doubleForfeitShare} are double forfeits. Per player and tournament: {@code
 * withdrawal} (absent from a random round on) and {@code lateEntry} (absent in round 1, and in
 * round 2 with half that chance). Per player, when the field is drawn: {@code unrated} (no
 * published rating: the player is ranked after the rated ones).
 *
 * @param halfPointBye chance of a requested half-point bye
 * @param zeroPointBye chance of a requested zero-point bye
 * @param fullPointBye chance of a full-point bye
 * @param absence chance of an absence announced before the pairing
 * @param forfeit chance that a paired game is not played
 * @param doubleForfeitShare share of forfeits where neither player came
 * @param withdrawal chance that a player withdraws at some round
 * @param lateEntry chance that a player joins after round 1
 * @param unrated chance that a player has no rating
 */
public record EventRates(
    double halfPointBye,
    double zeroPointBye,
    double fullPointBye,
    double absence,
    double forfeit,
    double doubleForfeitShare,
    double withdrawal,
    double lateEntry,
    double unrated) {

  /**
   * Rates seen in a typical open: a few requested byes, rare forfeits, withdrawals and late
   * entries.
   */
  public static final EventRates DEFAULT =
      new EventRates(0.03, 0.01, 0.0, 0.01, 0.01, 0.1, 0.03, 0.03);

  /** No irregular event at all: everybody plays every round. */
  public static final EventRates NONE = new EventRates(0, 0, 0, 0, 0, 0, 0, 0);

  /**
   * Returns rates with every player rated.
   *
   * @param halfPointBye chance of a requested half-point bye
   * @param zeroPointBye chance of a requested zero-point bye
   * @param fullPointBye chance of a full-point bye
   * @param absence chance of an absence announced before the pairing
   * @param forfeit chance that a paired game is not played
   * @param doubleForfeitShare share of forfeits where neither player came
   * @param withdrawal chance that a player withdraws at some round
   * @param lateEntry chance that a player joins after round 1
   * @throws IllegalArgumentException as the canonical constructor
   */
  public EventRates(
      double halfPointBye,
      double zeroPointBye,
      double fullPointBye,
      double absence,
      double forfeit,
      double doubleForfeitShare,
      double withdrawal,
      double lateEntry) {
    this(
        halfPointBye,
        zeroPointBye,
        fullPointBye,
        absence,
        forfeit,
        doubleForfeitShare,
        withdrawal,
        lateEntry,
        0);
  }

  /**
   * Returns a copy with another share of unrated players.
   *
   * @param rate from 0 to 1
   * @return never null
   * @throws IllegalArgumentException if the rate is outside 0..1
   */
  public EventRates withUnrated(double rate) {
    return new EventRates(
        halfPointBye,
        zeroPointBye,
        fullPointBye,
        absence,
        forfeit,
        doubleForfeitShare,
        withdrawal,
        lateEntry,
        rate);
  }

  /**
   * Validates.
   *
   * @param halfPointBye chance of a requested half-point bye
   * @param zeroPointBye chance of a requested zero-point bye
   * @param fullPointBye chance of a full-point bye
   * @param absence chance of an absence announced before the pairing
   * @param forfeit chance that a paired game is not played
   * @param doubleForfeitShare share of forfeits where neither player came
   * @param withdrawal chance that a player withdraws at some round
   * @param lateEntry chance that a player joins after round 1
   * @param unrated chance that a player has no rating
   * @throws IllegalArgumentException if a rate is outside 0..1 or the pre-pairing rates sum above 1
   */
  public EventRates {
    check("halfPointBye", halfPointBye);
    check("zeroPointBye", zeroPointBye);
    check("fullPointBye", fullPointBye);
    check("absence", absence);
    check("forfeit", forfeit);
    check("doubleForfeitShare", doubleForfeitShare);
    check("withdrawal", withdrawal);
    check("lateEntry", lateEntry);
    check("unrated", unrated);
    if (halfPointBye + zeroPointBye + fullPointBye + absence > 1.0) {
      throw new IllegalArgumentException("bye and absence rates sum above 1");
    }
  }

  private static void check(String name, double rate) {
    if (!(rate >= 0.0 && rate <= 1.0)) {
      throw new IllegalArgumentException(name + " rate must be within 0..1, was " + rate);
    }
  }
}
