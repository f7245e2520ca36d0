package org.swisschess.testkit;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.swisschess.api.Board;
import org.swisschess.api.Imposition;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.Points;
import org.swisschess.api.Reason;
import org.swisschess.api.ResultKind;
import org.swisschess.api.Team;
import org.swisschess.api.TeamPairingRequest;
import org.swisschess.api.TeamRound;
import org.swisschess.api.TeamRounds;

/**
 * Checks one reason of a team event's explanation from scratch, as {@link ReasonProof} does for
 * players, with the event's own history for the absolute rules of C.04.6: an alternative "forbidden
 * outright" must pair two teams that played a match before ([C1]; a match not played is no
 * meeting); "no valid pairing" must be what the system answers again and, in rounds of up to 12
 * teams where the imposition is a pair, a stay in the scoregroup or no PAB, what an exhaustive
 * search under [C1] and [C2] finds; "worse at Ck" must be the first difference of the two pairings'
 * criteria, with exactly the values claimed, the forced re-pairing meeting the imposition, pairing
 * every present team once, repeating no match and giving no PAB that [C2] bars.
 */
public final class TeamReasonProof {

  /** The largest round the exhaustive search of "no valid pairing" is run on. */
  static final int MAX_TEAMS = 12;

  private TeamReasonProof() {}

  /**
   * Returns what is wrong with {@code reason}, if anything.
   *
   * @param system the team system that paired the round; not null
   * @param request the round's request; not null
   * @param pairing the pairing explained; not null
   * @param reason a reason of one of its explanations; not null
   * @return empty when the reason holds; else what does not
   */
  public static Optional<String> refute(
      PairingSystem system, TeamPairingRequest request, Pairing pairing, Reason reason) {
    return ReasonProof.refute(
        system, f -> f.teamRound(request, pairing), pairing, reason, () -> History.of(request));
  }

  /** A forced re-pairing must pair every present team once, repeat no match, keep [C2]. */
  private static Optional<String> invalid(History h, Pairing p, Set<Integer> present) {
    Set<Integer> seen = new HashSet<>();
    for (Board b : p.boards()) {
      seen.add(b.white());
      seen.add(b.black());
      if (h.met.contains(Set.of(b.white(), b.black()))) {
        return Optional.of(
            "the forced re-pairing repeats the match " + b.white() + "-" + b.black());
      }
    }
    if (p.pairingAllocatedBye().isPresent()) {
      int pab = p.pairingAllocatedBye().getAsInt();
      seen.add(pab);
      if (h.barred.contains(pab)) {
        return Optional.of("the forced re-pairing gives the PAB to team " + pab + " ([C2])");
      }
    }
    return seen.equals(present)
            && seen.size() == 2 * p.boards().size() + (p.pairingAllocatedBye().isPresent() ? 1 : 0)
        ? Optional.empty()
        : Optional.of("the forced re-pairing pairs " + seen + ", the round " + present);
  }

  /**
   * The event's history as C.04.6's absolute criteria read it, worked out here, not by the system.
   */
  private record History(Set<Set<Integer>> met, Set<Integer> barred)
      implements ReasonProof.AbsoluteRules {

    /** [C1]: the two teams played a match before. */
    @Override
    public boolean forbids(Imposition pair) {
      return met.contains(Set.of(pair.player(), pair.opponent()));
    }

    /** Under [C1] and [C2], in rounds of up to {@link #MAX_TEAMS} teams. */
    @Override
    public boolean searchFinds(Imposition imposition, Map<Integer, Points> scores) {
      List<Integer> present = new ArrayList<>(scores.keySet());
      if (present.size() <= MAX_TEAMS && imposition.kind() != Imposition.Kind.COLOUR) {
        Set<Set<Integer>> forbidden = new HashSet<>(met);
        for (int a : present) {
          for (int b : present) {
            if (a < b && !ReasonProof.mayMeet(imposition, a, b, scores)) {
              forbidden.add(Set.of(a, b));
            }
          }
        }
        Set<Integer> barred = new HashSet<>(this.barred);
        barred.add(imposition.player());
        if (imposition.kind() == Imposition.Kind.PAIR) {
          barred.add(imposition.opponent());
        }
        return TeamPairingSystemContract.legalPairingExists(present, forbidden, barred);
      }
      return false;
    }

    @Override
    public Optional<String> invalid(Pairing p, Set<Integer> present) {
      return TeamReasonProof.invalid(this, p, present);
    }

    /** The team systems name no brackets: a decision by order is checked everywhere. */
    @Override
    public boolean ordersByBracket() {
      return false;
    }

    static History of(TeamPairingRequest request) {
      TeamRounds rounds = request.event().rounds(request.round() - 1);
      Set<Set<Integer>> met = new HashSet<>();
      Set<Integer> barred = new HashSet<>();
      for (Team t : request.event().teams()) {
        for (TeamRound m : rounds.of(t.number())) {
          // [C1]: a match not played is not a meeting (C.04.2 3.5)
          if (m.isPlayed()) {
            met.add(Set.of(t.number(), m.opponent()));
          }
          // [C2]: a PAB, a match won by forfeit, a full-point bye
          if (m.result() == ResultKind.PAIRING_ALLOCATED_BYE
              || m.isForfeitWin()
              || m.result() == ResultKind.FULL_POINT_BYE) {
            barred.add(t.number());
          }
        }
      }
      return new History(met, barred);
    }
  }
}
