package org.swisschess.team2026;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * 3.4: the team that receives the PAB when the number of teams to pair is odd. Among the teams [C2]
 * allows, the successive filters are: 3.4.1 the teams left over still have a legal pairing; 3.4.2
 * the lowest score; 3.4.3 the most matches played; 3.4.4 the largest TPN. Taking the teams in the
 * order of 3.4.2-3.4.4 and keeping the first that passes 3.4.1 applies the filters in the text's
 * order, since 3.4.1 comes first and the others only order what it leaves. Which teams pass 3.4.1
 * is found for all of them at once ({@link MayMeet#pairableWithoutOne}), not by a check per team.
 */
final class PabAssignment {

  private PabAssignment() {}

  /** The PAB team, empty if no allowed team leaves a legal pairing (3.3.3). */
  static Optional<Integer> assign(RoundFacts facts, MayMeet mayMeet, List<String> why) {
    List<PairingTeam> candidates = new ArrayList<>();
    for (PairingTeam t : facts.teams().values()) {
      if (!t.pabBarred() && !mayMeet.imposedOffPab(t.tpn())) {
        candidates.add(t);
      } else if (t.pabBarred()) {
        why.add("team " + t.tpn() + " may not receive the PAB ([C2])");
      }
    }
    candidates.sort(
        Comparator.comparingInt(PairingTeam::score)
            .thenComparing(Comparator.comparingInt(PairingTeam::matchesPlayed).reversed())
            .thenComparing(Comparator.comparingInt(PairingTeam::tpn).reversed()));
    Set<Integer> leaveLegal = mayMeet.pairableWithoutOne(facts.teams().keySet());
    for (PairingTeam t : candidates) {
      if (leaveLegal.contains(t.tpn())) {
        why.add(
            "PAB: team "
                + t.tpn()
                + " (score "
                + Scores.text(t.score())
                + ", "
                + t.matchesPlayed()
                + " matches played; 3.4.2-3.4.4)");
        return Optional.of(t.tpn());
      }
      why.add("team " + t.tpn() + " would leave no legal pairing (3.4.1)");
    }
    return Optional.empty();
  }
}
