package org.swisschess.team2026;

import java.util.List;
import org.swisschess.api.Colour;
import org.swisschess.api.TeamEvent.ColourPreferenceType;

/**
 * Art. 4: which team of a pair has White (on board 1). 4.2 names the first-team (higher primary
 * score, higher secondary score when it is used, smaller TPN); 4.3 then takes the first rule that
 * decides.
 */
final class ColourAllocation {

  private final RoundFacts facts;
  private final ColourPreferenceType type;

  ColourAllocation(RoundFacts facts, ColourPreferenceType type) {
    this.facts = facts;
    this.type = type;
  }

  /** The pair {white, black} with the rule that decided, for the explanation. */
  record Allocated(int white, int black, String rule) {}

  Allocated allocate(int a, int b) {
    PairingTeam x = facts.team(a);
    PairingTeam y = facts.team(b);
    PairingTeam first = firstTeam(x, y);
    PairingTeam other = first.tpn() == x.tpn() ? y : x;
    TeamColourPreference pf = first.preference();
    TeamColourPreference po = other.preference();
    // 4.3.1 neither has played a match: the initial-colour to an odd first-team TPN
    if (first.colours().isEmpty() && other.colours().isEmpty()) {
      Colour c = first.tpn() % 2 == 1 ? facts.initialColour() : facts.initialColour().opposite();
      return to(first, other, c, "4.3.1");
    }
    // 4.3.2 exactly one has a preference
    if (pf.has() != po.has()) {
      return pf.has()
          ? to(first, other, pf.colour(), "4.3.2")
          : to(other, first, po.colour(), "4.3.2");
    }
    // 4.3.3 opposite preferences
    if (pf.has() && pf.colour() != po.colour()) {
      return to(first, other, pf.colour(), "4.3.3");
    }
    // 4.3.4 (Type B) exactly one strong preference
    if (type == ColourPreferenceType.TYPE_B && pf.isStrong() != po.isStrong()) {
      return pf.isStrong()
          ? to(first, other, pf.colour(), "4.3.4")
          : to(other, first, po.colour(), "4.3.4");
    }
    // 4.3.5 White to the lower colour difference
    int cdf = first.colourDifference();
    int cdo = other.colourDifference();
    if (cdf != cdo) {
      return cdf < cdo
          ? to(first, other, Colour.WHITE, "4.3.5")
          : to(other, first, Colour.WHITE, "4.3.5");
    }
    // 4.3.6 the latest match where they had different colours, histories aligned from the latest
    // (C.04.2 3.4)
    List<Colour> hf = first.colours();
    List<Colour> ho = other.colours();
    for (int i = hf.size() - 1, j = ho.size() - 1; i >= 0 && j >= 0; i--, j--) {
      if (hf.get(i) != ho.get(j)) {
        return to(first, other, hf.get(i).opposite(), "4.3.6");
      }
    }
    // 4.3.7 the first-team's preference
    if (pf.has()) {
      return to(first, other, pf.colour(), "4.3.7");
    }
    // 4.3.8 the first-team the opposite of its last played colour; 4.3.9 the other team's
    if (!hf.isEmpty()) {
      return to(first, other, first.lastColour().opposite(), "4.3.8");
    }
    return to(other, first, other.lastColour().opposite(), "4.3.9");
  }

  /** 4.2: the first-team of a pair. */
  static PairingTeam firstTeam(PairingTeam x, PairingTeam y) {
    if (x.colourScore() != y.colourScore()) {
      return x.colourScore() > y.colourScore() ? x : y;
    }
    if (x.secondary() != y.secondary()) {
      return x.secondary() > y.secondary() ? x : y;
    }
    return x.tpn() < y.tpn() ? x : y;
  }

  private static Allocated to(PairingTeam team, PairingTeam against, Colour c, String rule) {
    return c == Colour.WHITE
        ? new Allocated(team.tpn(), against.tpn(), rule)
        : new Allocated(against.tpn(), team.tpn(), rule);
  }
}
