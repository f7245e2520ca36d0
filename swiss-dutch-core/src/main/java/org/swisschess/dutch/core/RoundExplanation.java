package org.swisschess.dutch.core;

import java.util.ArrayList;
import java.util.List;
import org.swisschess.api.Colour;
import org.swisschess.api.Explanation;
import org.swisschess.api.FloatDirection;
import org.swisschess.matching.Pair;

/**
 * Collects, bracket by bracket, what the pairing decided and which quality criteria it could not
 * meet.
 */
public final class RoundExplanation {

  private final Explanation.Builder builder = Explanation.builder();
  private final AbsoluteCriteria absolute;
  private final ArticleNames articles;

  public RoundExplanation(AbsoluteCriteria absolute, ArticleNames articles) {
    this.absolute = absolute;
    this.articles = articles;
  }

  public void collapse(List<Entrant> residents) {
    builder.section(
        "A.9 Penultimate pairing bracket",
        List.of(
            "the downfloaters of the bracket of "
                + names(residents)
                + " do not allow the round pairing to complete (C.4): it is paired again together with the"
                + " collapsed scoregroup of every lower player, forming the collapsed last bracket"));
  }

  public void bracket(
      List<Entrant> players,
      int movedDown,
      int nextBegin,
      List<Pair> pairs,
      boolean[] paired,
      boolean lastBrackets) {
    List<String> lines = new ArrayList<>();
    Entrant first = players.get(movedDown < nextBegin ? movedDown : 0);
    lines.add("resident players: " + names(players.subList(movedDown, nextBegin)));
    lines.add(
        "moved-down players (MDPs): "
            + (movedDown == 0 ? "none" : names(players.subList(0, movedDown))));
    List<Entrant> floaters = new ArrayList<>();
    for (int i = 0; i < nextBegin; i++) {
      if (!paired[i]) {
        floaters.add(players.get(i));
      }
    }
    StringBuilder pairText = new StringBuilder();
    int colourMisses = 0;
    int strongMisses = 0;
    int repeatedDown = 0;
    int repeatedUp = 0;
    for (Pair p : pairs) {
      Entrant h = players.get(p.higher());
      Entrant l = players.get(p.lower());
      pairText.append(pairText.length() == 0 ? "" : ", ").append(h.id).append('-').append(l.id);
      Colour ph = h.colour.preference();
      Colour pl = l.colour.preference();
      if (!ColourFacts.compatible(ph, pl)) {
        colourMisses++;
        if ((h.colour.strong() || h.colour.absolute())
            && (l.colour.strong() || l.colour.absolute())
            && !(h.colour.absolute() && l.colour.absolute())) {
          strongMisses++;
        }
      }
      if (h.score > l.score && h.floatLastRound == FloatDirection.DOWN) {
        repeatedDown++;
      }
      if (h.score > l.score && l.floatLastRound == FloatDirection.UP) {
        repeatedUp++;
      }
    }
    for (Entrant f : floaters) {
      if (f.floatLastRound == FloatDirection.DOWN) {
        repeatedDown++;
      }
    }
    lines.add("pairs: " + (pairs.isEmpty() ? "none" : pairText));
    if (lastBrackets) {
      lines.add(
          floaters.isEmpty()
              ? "no player left unpaired"
              : "left unpaired (pairing-allocated bye): " + names(floaters));
    } else {
      lines.add("downfloaters: " + (floaters.isEmpty() ? "none" : names(floaters)));
    }
    lines.add(
        articles.colourPreference()
            + " players not getting their colour preference: "
            + colourMisses);
    lines.add(
        articles.strongColourPreference()
            + " players not getting their strong colour preference: "
            + strongMisses);
    lines.add(
        articles.repeatedDownfloats()
            + " repeated downfloats: "
            + repeatedDown
            + ", "
            + articles.repeatedUpfloats()
            + " repeated upfloats: "
            + repeatedUp);
    String title =
        (lastBrackets ? "Last bracket " : "Bracket ")
            + score(first.score)
            + (absolute.isTopscorer(first) ? " (topscorers, A.7)" : "");
    builder.section(title, lines);
  }

  public void bye(Entrant player) {
    builder.section(
        "Pairing-allocated bye",
        List.of(
            "player "
                + player.id
                + " ("
                + score(player.score)
                + ") is left unpaired in the last bracket: "
                + articles.byeRule()));
  }

  private static String names(List<Entrant> players) {
    StringBuilder sb = new StringBuilder();
    for (Entrant e : players) {
      sb.append(sb.length() == 0 ? "" : " ").append(e.id);
    }
    return sb.length() == 0 ? "none" : sb.toString();
  }

  private static String score(int tenths) {
    return (tenths < 0 ? "-" : "") + Math.abs(tenths) / 10 + "." + Math.abs(tenths) % 10;
  }

  /**
   * Adds, first, who carries virtual points into the round (C.04.7 1.5: the pairing score).
   *
   * @param round the round being paired
   * @param lines from {@link VirtualPoints#lines}; nothing is added when empty
   */
  void virtualPoints(int round, List<String> lines) {
    if (!lines.isEmpty()) {
      builder.section("C.04.7 Virtual points before round " + round, lines);
    }
  }

  /**
   * The explanation of a round no pairing can complete: what was decided so far, then which
   * absolute criterion makes the round impossible and for which players.
   *
   * @param players every player to be paired in the round
   */
  public Explanation impossible(List<Entrant> players) {
    builder.section("No valid pairing", new Infeasibility(players, absolute, articles).lines());
    return builder.build();
  }

  public Explanation build() {
    return builder.build();
  }
}
