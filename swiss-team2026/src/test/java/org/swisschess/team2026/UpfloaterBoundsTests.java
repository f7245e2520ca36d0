package org.swisschess.team2026;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Colour;

/**
 * 3.5 on a hostile bracket: the enumeration of score profiles ([C5]) and of sets (3.5.4) is
 * bounded, and a cap reached is reported, never a hang.
 */
class UpfloaterBoundsTests {

  /**
   * [C5] order of profiles, the text's 3.5.4 groups (three teams on 3 points, three on 2.5), three
   * upfloaters: all three on 3 points first; then one on 2.5 and two on 3; then two on 2.5; then
   * three on 2.5 (the lowest score first in an ascending list, the larger list first).
   */
  @Test
  void scoreProfilesComeBestFirst() {
    List<String> seen = new ArrayList<>();
    UpfloaterSelection.inC5Order(
        new int[] {3, 3},
        3,
        take -> {
          seen.add(take[0] + "+" + take[1]);
          return true;
        });
    assertEquals(List.of("3+0", "2+1", "1+2", "0+3"), seen);
  }

  /**
   * 80 groups of one team each and ten upfloaters give C(80, 10) = 1.6 * 10^12 profiles: they are
   * generated one at a time, so asking for the first five costs five.
   */
  @Test
  void scoreProfilesAreGeneratedLazily() {
    int[] sizes = new int[80];
    java.util.Arrays.fill(sizes, 1);
    List<String> seen = new ArrayList<>();
    UpfloaterSelection.inC5Order(
        sizes,
        10,
        take -> {
          StringBuilder b = new StringBuilder();
          for (int g = 0; g < take.length; g++) {
            if (take[g] > 0) {
              b.append(g).append(' ');
            }
          }
          seen.add(b.toString().strip());
          return seen.size() < 5;
        });
    // the ten highest scores first; then the tenth replaced by the eleventh, and so on
    assertEquals(
        List.of(
            "0 1 2 3 4 5 6 7 8 9",
            "0 1 2 3 4 5 6 7 8 10",
            "0 1 2 3 4 5 6 7 9 10",
            "0 1 2 3 4 5 6 8 9 10",
            "0 1 2 3 4 5 7 8 9 10"),
        seen);
  }

  /**
   * A pathological bracket: ten residents (TPN 1-10, score 10.0) have met one another and the 40
   * teams just below them (TPN 11-50, each on a score of its own, 9.0 down to 5.1); 40 more teams
   * (TPN 51-90, score 1.0) have met nobody. Only ten upfloaters from the bottom group give a legal
   * bracket, behind C(80, 10) sets in 3.5.4 order. With a cap of 1,000 sets the search stops, says
   * so, and still gives a legal bracket: the fewest upfloaters a pairing of every team allows.
   */
  @Test
  void aCapReachedIsReportedAndTheBracketIsStillLegal() {
    RoundFacts facts = pathological();
    MayMeet mayMeet = new MayMeet(facts.teams());
    UpfloaterSelection selection =
        new UpfloaterSelection(facts, mayMeet, 1_000, facts.teams().keySet());
    UpfloaterSelection.Choice choice =
        selection.choose(new TreeSet<>(facts.teams().keySet())).orElseThrow();
    assertTrue(choice.limit().isPresent(), "the cap is reported");
    assertEquals(UpfloaterSelection.CAP_OPTION, choice.limit().get().option());
    assertEquals(1_000, choice.limit().get().cap());
    assertEquals(10, choice.upfloaters().size());
    assertTrue(choice.upfloaters().stream().allMatch(t -> t > 50), choice.upfloaters().toString());
    List<Integer> bracket = new ArrayList<>(choice.residents());
    bracket.addAll(choice.upfloaters());
    assertTrue(mayMeet.pairable(bracket));
  }

  /**
   * The same bracket with the default cap: the sizes below ten upfloaters are skipped at once (no
   * pairing of every team gives the residents fewer), so the ten-upfloater profiles are reached and
   * the cap, if it is reached there, is reported; the search ends either way.
   */
  @Test
  void theDefaultCapEndsTheSearchToo() {
    RoundFacts facts = pathological();
    MayMeet mayMeet = new MayMeet(facts.teams());
    UpfloaterSelection selection =
        new UpfloaterSelection(
            facts, mayMeet, UpfloaterSelection.DEFAULT_CAP, facts.teams().keySet());
    UpfloaterSelection.Choice choice =
        selection.choose(new TreeSet<>(facts.teams().keySet())).orElseThrow();
    assertEquals(10, choice.upfloaters().size());
    assertTrue(
        choice.why().stream().anyMatch(l -> l.startsWith("fewer than 10 upfloaters")),
        String.join("\n", choice.why()));
    assertFalse(choice.upfloaters().stream().anyMatch(t -> t <= 50));
  }

  /**
   * A hostile bracket of a thousand teams, where each set costs a pairability check of the whole
   * field below: residents 1 and 2 (3.0) met each other; teams 3-502 are on 2.0, 503-1000 on 1.0;
   * each of 503-602 met every team but one of 3-102 (503 all but 3, 504 all but 4, ...). Two
   * upfloaters, and every set that takes one of 3-102 leaves its one possible opponent below
   * unpaired ([C3]): some 45,000 sets in 3.5.4 order before (103,104), each checked against the 996
   * teams below. The pairability checks are capped ({@value MayMeet#CAP_OPTION}): the search stops,
   * says so, and the bracket taken is still legal with the rest still pairable.
   */
  @Test
  void aCapOnThePairabilityChecksEndsAHostileThousandTeamBracket() {
    RoundFacts facts = hostileThousand();
    MayMeet mayMeet = new MayMeet(facts.teams(), 300, TeamImposition.NONE);
    UpfloaterSelection selection =
        new UpfloaterSelection(
            facts, mayMeet, UpfloaterSelection.DEFAULT_CAP, facts.teams().keySet());
    UpfloaterSelection.Choice choice =
        org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
            java.time.Duration.ofSeconds(60),
            () -> selection.choose(new TreeSet<>(facts.teams().keySet())).orElseThrow());
    assertTrue(choice.limit().isPresent(), "the cap is reported");
    assertEquals(MayMeet.CAP_OPTION, choice.limit().get().option());
    assertEquals(300, choice.limit().get().cap());
    assertTrue(mayMeet.checks() <= 300 + 3, "checks: " + mayMeet.checks());
    assertEquals(2, choice.upfloaters().size());
    List<Integer> bracket = new ArrayList<>(choice.residents());
    bracket.addAll(choice.upfloaters());
    assertTrue(mayMeet.pairable(bracket));
    TreeSet<Integer> rest = new TreeSet<>(facts.teams().keySet());
    rest.removeAll(bracket);
    assertTrue(mayMeet.pairable(rest), "[C3] holds for the bracket taken at the cap");
  }

  private static RoundFacts hostileThousand() {
    int n = 1000;
    List<Set<Integer>> met = new ArrayList<>();
    for (int t = 0; t <= n; t++) {
      met.add(new HashSet<>());
    }
    met.get(1).add(2);
    met.get(2).add(1);
    for (int p = 503; p <= 602; p++) {
      int only = p - 500;
      for (int o = 1; o <= n; o++) {
        if (o != p && o != only) {
          met.get(p).add(o);
          met.get(o).add(p);
        }
      }
    }
    Map<Integer, PairingTeam> teams = new TreeMap<>();
    for (int t = 1; t <= n; t++) {
      int score = t <= 2 ? 30 : t <= 502 ? 20 : 10;
      teams.put(
          t,
          new PairingTeam(
              t,
              score,
              0,
              score,
              Set.copyOf(met.get(t)),
              false,
              5,
              List.of(Colour.WHITE, Colour.BLACK),
              false,
              TeamColourPreference.NONE));
    }
    return new RoundFacts(teams, 6, false, Colour.WHITE);
  }

  private static RoundFacts pathological() {
    List<Set<Integer>> met = new ArrayList<>();
    for (int t = 0; t <= 90; t++) {
      met.add(new HashSet<>());
    }
    for (int r = 1; r <= 10; r++) {
      for (int o = 1; o <= 50; o++) {
        if (o != r) {
          met.get(r).add(o);
          met.get(o).add(r);
        }
      }
    }
    Map<Integer, PairingTeam> teams = new TreeMap<>();
    for (int t = 1; t <= 90; t++) {
      int score = t <= 10 ? 100 : t <= 50 ? 90 - (t - 11) : 10;
      teams.put(
          t,
          new PairingTeam(
              t,
              score,
              0,
              score,
              Set.copyOf(met.get(t)),
              false,
              5,
              List.of(Colour.WHITE, Colour.BLACK),
              false,
              TeamColourPreference.NONE));
    }
    return new RoundFacts(teams, 6, false, Colour.WHITE);
  }
}
