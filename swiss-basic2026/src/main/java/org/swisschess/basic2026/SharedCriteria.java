package org.swisschess.basic2026;

import java.util.List;
import java.util.Optional;
import org.swisschess.api.Colour;
import org.swisschess.api.Criterion;
import org.swisschess.api.Criterion.Measure;
import org.swisschess.api.CriterionValue;
import org.swisschess.api.Decision;
import org.swisschess.api.Imposition;
import org.swisschess.api.Player;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Tournament;

/**
 * What the 2026 Dubov (C.04.4.1) and Burstein (C.04.4.2) texts say in the same words, as an
 * explanation cites it: the absolute criteria [C1]-[C4] (2.1, 2.2) and the order of 3.1 in which
 * the pairing-allocated bye is given (3.1.3 the lowest score, 3.1.4 the most games played, 3.1.5
 * the lowest in the round's ranking order), each under the text's own name.
 *
 * <p>3.1 is read as three criteria of a whole pairing, first in the system's order because the bye
 * is given before any bracket is paired (1.9.2): a pairing whose bye goes to a player of lower
 * score is better, and so on. Each is a count or a score, fewer or lower better.
 */
public final class SharedCriteria {

  private final String text;
  private final Criterion c1;
  private final Criterion c2;
  private final Criterion c3;
  private final Criterion c4;
  private final Criterion byeScore;
  private final Criterion byeGames;
  private final Criterion byeRank;

  /**
   * The shared criteria under one text's name.
   *
   * @param text the citation, such as {@code C.04.4.1 2026}
   */
  public SharedCriteria(String text) {
    this.text = text;
    this.c1 = criterion("[C1]", "two players never meet twice", Measure.COUNT);
    this.c2 = criterion("[C2]", "no second pairing-allocated bye", Measure.COUNT);
    this.c3 =
        criterion(
            "[C3]",
            "two players with the same absolute colour preference never meet",
            Measure.COUNT);
    this.c4 =
        criterion(
            "[C4]",
            "the other players could then not all be paired without two of them meeting twice"
                + " ([C1]), a second bye ([C2]) or two absolute colour preferences clashing ([C3])",
            Measure.COUNT);
    this.byeScore =
        criterion(
            "3.1.3", "the score of the player who gets the pairing-allocated bye", Measure.SCORES);
    this.byeGames =
        criterion("3.1.4", "games not played by the player who gets the bye", Measure.COUNT);
    this.byeRank =
        criterion("3.1.5", "players ranked below the player who gets the bye", Measure.COUNT);
  }

  /**
   * Returns a criterion of the text.
   *
   * @param name its name in the text, such as {@code [C7]}
   * @param words what it counts, in a player's words
   * @param measure how it reads
   * @return never null
   */
  public Criterion criterion(String name, String words, Measure measure) {
    return new Criterion(name, text + " " + name, words, measure);
  }

  /** [C1], for a pair that met or is forbidden. */
  public Criterion meetOnce() {
    return c1;
  }

  /** [C2], the bye once. */
  public Criterion byeOnce() {
    return c2;
  }

  /** [C3], two absolute colour preferences apart. */
  public Criterion absoluteColours() {
    return c3;
  }

  /** [C4], completion: what a round breaks when no pairing meets an imposition. */
  public Criterion completion() {
    return c4;
  }

  /**
   * Returns 3.1.3-3.1.5 of a pairing's bye.
   *
   * @param bye the player who gets it, empty without one
   * @param roundsBefore the rounds before this one (3.1.4 counts the games he did not play)
   * @param rankedBelow the players after him in the ranking order of 3.1.5
   * @return three values, counted for the round
   */
  public List<CriterionValue> bye(Optional<RoundPlayer> bye, int roundsBefore, int rankedBelow) {
    String scope = "the round";
    if (bye.isEmpty()) {
      return List.of(
          new CriterionValue(byeScore, scope, List.of()),
          CriterionValue.count(byeGames, scope, 0),
          CriterionValue.count(byeRank, scope, 0));
    }
    RoundPlayer p = bye.get();
    return List.of(
        new CriterionValue(byeScore, scope, List.of(p.score().tenths())),
        CriterionValue.count(byeGames, scope, Math.max(0, roundsBefore - p.gamesPlayed())),
        CriterionValue.count(byeRank, scope, rankedBelow));
  }

  /**
   * Returns the absolute criterion a pair breaks by itself, for an explanation.
   *
   * @param imposition a pair
   * @param a its player
   * @param b its opponent
   * @param mayMeet the round's [C1] and [C3], without an imposition
   * @param tournament the tournament the round is paired from
   * @return a {@link Decision.Kind#FORBIDDEN} decision, or empty
   */
  public Optional<Decision> forbiddenOutright(
      Imposition imposition, RoundPlayer a, RoundPlayer b, MayMeet mayMeet, Tournament tournament) {
    if (imposition.kind() != Imposition.Kind.PAIR || mayMeet.mayMeet(a, b)) {
      return Optional.empty();
    }
    String why = mayMeet.whyNot(a, b);
    if (why.startsWith("[C3]")) {
      return Optional.of(
          forbidden(
              c3,
              a.tpn()
                  + " and "
                  + b.tpn()
                  + " must both have "
                  + (a.preference().colour() == Colour.WHITE ? "White" : "Black")));
    }
    int met = metIn(tournament, a.tpn(), b.tpn());
    return Optional.of(
        forbidden(
            c1,
            met > 0
                ? a.tpn() + " and " + b.tpn() + " already met in round " + met
                : "the arbiter has ruled that " + a.tpn() + " and " + b.tpn() + " must not meet"));
  }

  private static Decision forbidden(Criterion c, String detail) {
    return new Decision(Decision.Kind.FORBIDDEN, c, "", List.of(), List.of(), detail);
  }

  private static int metIn(Tournament t, int a, int b) {
    Player p = t.player(a);
    for (int r = t.completedRounds(); r >= 1; r--) {
      RoundEntry e = p.round(r);
      if (e.isPlayedGame() && e.opponent() == b) {
        return r;
      }
    }
    return 0;
  }
}
