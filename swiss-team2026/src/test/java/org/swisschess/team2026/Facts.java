package org.swisschess.team2026;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.swisschess.api.Colour;
import org.swisschess.api.TeamEvent.ColourPreferenceType;

/**
 * Round facts written by hand for worked examples: teams by TPN with a score, the teams they met,
 * their colours, whether they floated in the previous round.
 */
final class Facts {

  private final Map<Integer, PairingTeam> teams = new TreeMap<>();
  private final Map<Integer, Set<Integer>> met = new TreeMap<>();
  private final ColourPreferenceType type;

  Facts(ColourPreferenceType type) {
    this.type = type;
  }

  /** A team with its score in tenths, its colours oldest first, and whether it floated. */
  Facts team(int tpn, int score, String colours, boolean floated) {
    List<Colour> list =
        colours.chars().mapToObj(c -> c == 'W' ? Colour.WHITE : Colour.BLACK).toList();
    met.computeIfAbsent(tpn, t -> new HashSet<>());
    teams.put(
        tpn,
        new PairingTeam(
            tpn,
            score,
            0,
            score,
            Set.of(),
            false,
            list.size(),
            list,
            floated,
            TeamColourPreference.of(type, list, false)));
    return this;
  }

  /** A team with a preference given outright. */
  Facts team(int tpn, int score, TeamColourPreference preference, boolean floated) {
    met.computeIfAbsent(tpn, t -> new HashSet<>());
    teams.put(
        tpn,
        new PairingTeam(tpn, score, 0, score, Set.of(), false, 1, List.of(), floated, preference));
    return this;
  }

  /** Two teams that played each other. */
  Facts met(int a, int b) {
    met.computeIfAbsent(a, t -> new HashSet<>()).add(b);
    met.computeIfAbsent(b, t -> new HashSet<>()).add(a);
    return this;
  }

  /** Every two of these teams played each other. */
  Facts allMet(int... tpns) {
    for (int a : tpns) {
      for (int b : tpns) {
        if (a < b) {
          met(a, b);
        }
      }
    }
    return this;
  }

  RoundFacts build(boolean lastTwoRounds) {
    Map<Integer, PairingTeam> out = new TreeMap<>();
    for (PairingTeam t : teams.values()) {
      out.put(
          t.tpn(),
          new PairingTeam(
              t.tpn(),
              t.score(),
              t.secondary(),
              t.colourScore(),
              Set.copyOf(met.getOrDefault(t.tpn(), Set.of())),
              t.pabBarred(),
              t.matchesPlayed(),
              t.colours(),
              t.floatedLastRound(),
              t.preference()));
    }
    return new RoundFacts(out, 5, lastTwoRounds, Colour.WHITE);
  }

  static TeamColourPreference strong(Colour c) {
    return new TeamColourPreference(c, TeamColourPreference.Strength.STRONG);
  }

  static TeamColourPreference mild(Colour c) {
    return new TeamColourPreference(c, TeamColourPreference.Strength.MILD);
  }
}
