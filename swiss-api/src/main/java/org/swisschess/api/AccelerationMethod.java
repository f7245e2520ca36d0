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
    int lastOfGroupA = lastOfGroupA(tournament, absentInRoundOne);
    if (lastOfGroupA == 0) {
      return List.of();
    }
    List<Points> points = virtualPointsByRound(tournament);
    List<Acceleration> out = new ArrayList<>();
    for (Player p : tournament.players()) {
      if (p.pairingNumber() <= lastOfGroupA) {
        out.add(new Acceleration(p.pairingNumber(), points));
      }
    }
    return out;
  }

  /**
   * Returns the pairing number of the last participant of group A, 0 if nobody plays round 1. Group
   * A is every player with a pairing number up to it (C.04.7 1.3.2: late entries placed above it
   * are in group A, and the last participant stays the same whatever joins later).
   */
  private int lastOfGroupA(Tournament tournament, Set<Integer> absentInRoundOne) {
    if (this == BAKU_BBP) {
      List<Player> all = tournament.players();
      return all.isEmpty() ? 0 : all.get((all.size() - 1) / 2).pairingNumber();
    }
    List<Integer> roundOne = playersOfRoundOne(tournament, absentInRoundOne);
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
  private static List<Points> virtualPointsByRound(Tournament tournament) {
    int rounds = tournament.plannedRounds();
    int accelerated = ceilDiv(rounds, 2);
    int full = ceilDiv(accelerated, 2);
    Points win = tournament.scoring().win();
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
