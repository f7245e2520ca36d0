package org.swisschess.api;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * A method that works out the players' virtual points from the tournament itself (FIDE C.04.7,
 * Accelerated Systems), instead of reading them from explicit records. The points it gives are
 * ordinary {@link Acceleration}s, the one home of virtual points: a pairing system reads them as it
 * reads explicit ones, through {@link PlayerHistory#acceleratedScoreBefore(int)}.
 *
 * <p>A request asks for a method with the option {@link PairingRequest#ACCELERATION} (or {@link
 * PairingRequest#withAcceleration}); explicit accelerations in the tournament take precedence over
 * it, as TRF-2026 says of its {@code 250} records. Example:
 *
 * <pre>{@code
 * List<Acceleration> virtual = AccelerationMethod.BAKU.accelerations(tournament, Set.of());
 * }</pre>
 *
 * @since 1.0.0
 */
public enum AccelerationMethod {

  /**
   * The Baku Acceleration Method as C.04.7 (2026) words it. Group A is the first half of the
   * participants to be paired in round 1, rounded up to the nearest even number (2·⌈N/4⌉, 1.2), and
   * everyone ranked above its last participant, who stays the same participant when late entries
   * arrive (1.3.2). The accelerated rounds are the first ⌈R/2⌉ of R (1.4): before each of the first
   * ⌈R/4⌉ every GA participant gets a win's points, before the others a draw's. It needs a win
   * worth two draws and a loss worth nothing (1.1).
   */
  BAKU("baku"),

  /**
   * bbpPairings 6's reading of the {@code _BAKU} tournament types, for reproducing files that
   * engine paired: group A is the first ⌈M/2⌉ of all M players of the tournament by pairing number,
   * whether or not they play round 1. Rounds, points and premise as {@link #BAKU}. Not the text:
   * the two differ whenever ⌈N/2⌉ is odd or someone misses round 1.
   */
  BAKU_BBP("baku-bbp");

  private final String optionValue;

  AccelerationMethod(String optionValue) {
    this.optionValue = optionValue;
  }

  /**
   * Returns the value of the request option {@link PairingRequest#ACCELERATION} that names this
   * method, such as {@code baku}.
   *
   * @return never null
   */
  public String optionValue() {
    return optionValue;
  }

  /**
   * Returns the method an option value names, ignoring case.
   *
   * @param value such as {@code baku} or {@code baku-bbp}; not null
   * @return empty for any other value
   */
  public static Optional<AccelerationMethod> fromOptionValue(String value) {
    String v = value.strip().toLowerCase(Locale.ROOT);
    for (AccelerationMethod m : values()) {
      if (m.optionValue.equals(v)) {
        return Optional.of(m);
      }
    }
    return Optional.empty();
  }

  /**
   * Returns the virtual points this method gives in every accelerated round of {@code tournament},
   * one {@link Acceleration} per player of group A in pairing-number order.
   *
   * <p>Who plays round 1 is read from round 1's entries once it is completed (a player with an
   * opponent or the pairing-allocated bye); before that, it is every player not in {@code
   * absentInRoundOne}.
   *
   * @param tournament the tournament as it stands; not null
   * @param absentInRoundOne the players not paired in round 1, read only while round 1 is still to
   *     be paired; not null
   * @return never null; empty if nobody plays round 1
   * @throws UnsupportedAccelerationException if the scoring does not meet the premise (C.04.7 1.1:
   *     a win worth two draws, a loss worth nothing)
   */
  public List<Acceleration> accelerations(Tournament tournament, Set<Integer> absentInRoundOne) {
    requirePremise(tournament.scoring());
    List<Integer> all = new ArrayList<>();
    for (Player p : tournament.players()) {
      all.add(p.pairingNumber());
    }
    return give(
        all,
        playersOfRoundOne(tournament, absentInRoundOne),
        tournament.plannedRounds(),
        tournament.scoring().win());
  }

  /**
   * Returns the virtual match points this method gives the teams of a team event in every
   * accelerated round: the participants are the teams, in team pairing number (TPN) order, and a
   * win's points are a match win's (C.04.7 1.4 as it reads for teams: the virtual points are in the
   * primary score, which must be match points). Each {@link Acceleration} names a team number.
   *
   * <p>Who plays round 1 is read from round 1's matches once it is completed (a team with an
   * opponent, even in a forfeited match, or the PAB); before that, it is every team not in {@code
   * absentInRoundOne}.
   *
   * @param event the team event as it stands; not null
   * @param absentInRoundOne the team numbers not paired in round 1, read only while round 1 is
   *     still to be paired; not null
   * @return never null; empty if no team plays round 1
   * @throws UnsupportedAccelerationException if the event's primary score is game points (C.04.7
   *     1.4.4: "If gamepoints were the primary score, the Baku Acceleration could not be used"), or
   *     its match points do not meet the premise (1.1: a win worth two draws, a loss worth nothing)
   */
  public List<Acceleration> teamAccelerations(TeamEvent event, Set<Integer> absentInRoundOne) {
    if (event.primary() != TeamEvent.PrimaryScore.MATCH) {
      throw new UnsupportedAccelerationException(
          "the Baku acceleration is used with match points primary only (C.04.7 1.4.4); this team"
              + " event's primary score is game points");
    }
    requirePremise(event.matchPoints());
    List<Integer> all = new ArrayList<>();
    for (Team t : event.teams()) {
      all.add(t.number());
    }
    Collections.sort(all);
    List<Integer> roundOne = new ArrayList<>();
    if (event.tournament().completedRounds() >= 1) {
      TeamRounds first = event.rounds(1);
      for (int t : all) {
        TeamRound m = first.of(t).get(0);
        if (m.hasOpponent() || m.result() == ResultKind.PAIRING_ALLOCATED_BYE) {
          roundOne.add(t);
        }
      }
    } else {
      for (int t : all) {
        if (!absentInRoundOne.contains(t)) {
          roundOne.add(t);
        }
      }
    }
    return give(all, roundOne, event.tournament().plannedRounds(), event.matchPoints().win());
  }

  /**
   * The virtual points of group A: {@code all} the participants by pairing number, {@code roundOne}
   * those paired in round 1 (in the same order).
   */
  private List<Acceleration> give(
      List<Integer> all, List<Integer> roundOne, int plannedRounds, Points win) {
    int lastOfGroupA = lastOfGroupA(all, roundOne);
    if (lastOfGroupA == 0) {
      return List.of();
    }
    List<Points> points = virtualPointsByRound(plannedRounds, win);
    List<Acceleration> out = new ArrayList<>();
    for (int id : all) {
      if (id <= lastOfGroupA) {
        out.add(new Acceleration(id, points));
      }
    }
    return out;
  }

  /**
   * Returns the pairing number of the last participant of group A, 0 if nobody plays round 1. Group
   * A is every participant with a pairing number up to it (C.04.7 1.3.2: late entries placed above
   * it are in group A, and the last participant stays the same whatever joins later).
   */
  private int lastOfGroupA(List<Integer> all, List<Integer> roundOne) {
    if (this == BAKU_BBP) {
      return all.isEmpty() ? 0 : all.get((all.size() - 1) / 2);
    }
    if (roundOne.isEmpty()) {
      return 0;
    }
    int n = roundOne.size();
    int groupA = 2 * ceilDiv(n, 4); // 1.2: the first half rounded up to the nearest even number
    return roundOne.get(Math.min(groupA, n) - 1);
  }

  /** The participants to be paired in round 1, in pairing-number order. */
  private static List<Integer> playersOfRoundOne(
      Tournament tournament, Set<Integer> absentInRoundOne) {
    List<Integer> out = new ArrayList<>();
    for (Player p : tournament.players()) {
      boolean paired =
          tournament.completedRounds() >= 1
              ? p.round(1).hasOpponent() || p.round(1).result() == ResultKind.PAIRING_ALLOCATED_BYE
              : !absentInRoundOne.contains(p.pairingNumber());
      if (paired) {
        out.add(p.pairingNumber());
      }
    }
    return out;
  }

  /** 1.4: a win's points in the first ⌈R/4⌉ rounds, a draw's up to round ⌈R/2⌉, then none. */
  private static List<Points> virtualPointsByRound(int rounds, Points win) {
    int accelerated = ceilDiv(rounds, 2);
    int full = ceilDiv(accelerated, 2);
    Points half = Points.ofTenths(win.tenths() / 2);
    List<Points> points = new ArrayList<>(accelerated);
    points.addAll(Collections.nCopies(full, win));
    points.addAll(Collections.nCopies(accelerated - full, half));
    return List.copyOf(points);
  }

  /**
   * Refuses a scoring outside C.04.7 1.1: "the points for a win equal the points for two draws and
   * the points for a loss are zero", with either colour.
   */
  private static void requirePremise(ScoringSystem s) {
    boolean sameForBothColours =
        s.whiteWin().equals(s.blackWin())
            && s.whiteDraw().equals(s.blackDraw())
            && s.whiteLoss().equals(s.blackLoss());
    if (!sameForBothColours
        || s.whiteLoss().tenths() != 0
        || s.whiteWin().tenths() != 2 * s.whiteDraw().tenths()
        || s.whiteWin().tenths() <= 0) {
      throw new UnsupportedAccelerationException(
          "the Baku acceleration needs a win worth two draws and a loss worth nothing (C.04.7"
              + " 1.1); this tournament scores a win "
              + s.whiteWin()
              + (s.whiteWin().equals(s.blackWin()) ? "" : " (with Black " + s.blackWin() + ")")
              + ", a draw "
              + s.whiteDraw()
              + (s.whiteDraw().equals(s.blackDraw()) ? "" : " (with Black " + s.blackDraw() + ")")
              + ", a loss "
              + s.whiteLoss()
              + (s.whiteLoss().equals(s.blackLoss()) ? "" : " (with Black " + s.blackLoss() + ")"));
    }
  }

  private static int ceilDiv(int a, int b) {
    return (a + b - 1) / b;
  }
}
