package org.swisschess.team2026;

import java.util.Map;
import org.swisschess.api.TeamPairingRequest;

/**
 * Where FIDE's reference engine (Gacrux) reads the text otherwise (the rule summary's R1-R4), each
 * a named request option; the text is the default. The option {@code readings=gacrux} switches all
 * of Gacrux's on.
 *
 * @param seatByScore R1 ({@code bracket-seating=score-then-tpn}): a bracket is seated by score,
 *     then TPN, and a pair's top member (3.6.1) is the one seated higher
 * @param pabWinsEveryBoard R2 ({@code pab-value=win}): the PAB is worth a win on every board in
 *     game points instead of a drawn match's (1.4), unless the event states the PAB's value (record
 *     320, or 162 P), which always rules
 * @param bakuPairingScoreForColours R3 ({@code baku-colour-score=pairing}): under Baku the virtual
 *     match points are added to the primary score compared in 4.2.1 (the pairing score, C.04.7 1.5)
 *     and to the secondary score compared in 4.2.2, as Gacrux 1.10.59 does
 * @param upfloaterPairsLeftOut R4 ({@code upfloater-pairs=left-out}): a pair of two upfloaters is
 *     left out of [C10]
 * @param forfeitedMatchFloats 1.5 ({@code forfeited-match-floats=yes}): a forfeited match between
 *     teams of different scores makes floaters; the default (and Gacrux's) counts played matches
 *     only
 * @param c6ScoreLevelBelow [C6] ({@code c6-following=score-level-below}, Gacrux): the following
 *     scoregroup is the score right below among all the round's teams, the PAB team's included, so
 *     that a score only the PAB team has leaves [C6] nothing to check; the default takes the
 *     scoregroups of the teams to be paired
 */
record Readings(
    boolean seatByScore,
    boolean pabWinsEveryBoard,
    boolean bakuPairingScoreForColours,
    boolean upfloaterPairsLeftOut,
    boolean forfeitedMatchFloats,
    boolean c6ScoreLevelBelow) {

  static final String READINGS = "readings";
  static final String SEATING = "bracket-seating";
  static final String PAB_VALUE = "pab-value";
  static final String BAKU_COLOUR_SCORE = "baku-colour-score";
  static final String UPFLOATER_PAIRS = "upfloater-pairs";
  static final String FORFEIT_FLOATS = "forfeited-match-floats";
  static final String C6_FOLLOWING = "c6-following";

  /** The text's readings. */
  static final Readings TEXT = new Readings(false, false, false, false, false, false);

  /** Reads the options of a request. */
  static Readings of(TeamPairingRequest request) {
    Map<String, String> o = request.options();
    boolean all = "gacrux".equalsIgnoreCase(o.getOrDefault(READINGS, "text").strip());
    String readings = o.getOrDefault(READINGS, "text").strip();
    if (!all && !readings.equalsIgnoreCase("text")) {
      throw new IllegalArgumentException(
          "option " + READINGS + "=" + readings + ": expected text or gacrux");
    }
    // an option given by name overrides readings=gacrux
    return new Readings(
        o.containsKey(SEATING) ? is(o, SEATING, "score-then-tpn", "tpn") : all,
        o.containsKey(PAB_VALUE) ? is(o, PAB_VALUE, "win", "draw") : all,
        o.containsKey(BAKU_COLOUR_SCORE) ? is(o, BAKU_COLOUR_SCORE, "pairing", "real") : all,
        o.containsKey(UPFLOATER_PAIRS) ? is(o, UPFLOATER_PAIRS, "left-out", "counted") : all,
        // Gacrux counts played matches only, as the text's default reading does
        o.containsKey(FORFEIT_FLOATS) && is(o, FORFEIT_FLOATS, "yes", "no"),
        o.containsKey(C6_FOLLOWING) ? is(o, C6_FOLLOWING, "score-level-below", "scoregroup") : all);
  }

  private static boolean is(Map<String, String> o, String name, String on, String off) {
    String v = o.get(name);
    if (v == null || v.strip().equalsIgnoreCase(off)) {
      return false;
    }
    if (v.strip().equalsIgnoreCase(on)) {
      return true;
    }
    throw new IllegalArgumentException(
        "option " + name + "=" + v + ": expected " + off + " (the text) or " + on);
  }
}
