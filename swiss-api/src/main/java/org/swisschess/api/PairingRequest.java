package org.swisschess.api;

import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What a {@link PairingSystem} is asked to pair: the next round of a tournament.
 *
 * <p>Example: {@code PairingRequest.of(tournament)} asks for round {@code
 * tournament.completedRounds() + 1} with every player present except those the tournament's {@link
 * Tournament#attendance() attendance} keeps out of it (requested byes, withdrawals, late entries
 * not yet arrived).
 *
 * <p>A request never pairs a player the tournament says does not play the round: the constructor
 * refuses it, so no system ever sees one.
 *
 * @param tournament the tournament as it stands; not null
 * @param round the round to pair: {@code tournament.completedRounds() + 1}
 * @param absent pairing numbers of players not to pair this round (absences, requested byes,
 *     withdrawals); at least those {@code tournament.attendance()} names for the round; not null;
 *     kept unmodifiable, in increasing order
 * @param options system-specific options by name; unknown names are ignored; not null
 */
public record PairingRequest(
    Tournament tournament, int round, Set<Integer> absent, Map<String, String> options) {

  /**
   * The option that asks for an {@link AccelerationMethod} by its {@linkplain
   * AccelerationMethod#optionValue() value}, such as {@code baku}; {@code none} (or no option) asks
   * for none. Any other value is refused when the request is made.
   */
  public static final String ACCELERATION = "acceleration";

  /**
   * Validates and copies.
   *
   * @param tournament the tournament as it stands; not null
   * @param round the round to pair: {@code tournament.completedRounds() + 1}
   * @param absent pairing numbers of players not to pair this round (absences, requested byes,
   *     withdrawals); at least those {@code tournament.attendance()} names for the round; not null;
   *     kept unmodifiable, in increasing order
   * @param options system-specific options by name; unknown names are ignored; not null
   * @throws IllegalArgumentException if the round is not the next one, an absent player is unknown,
   *     the {@link #ACCELERATION} option names no method, or the request would pair a player the
   *     tournament says does not play the round (the message names the player and why)
   */
  public PairingRequest {
    Objects.requireNonNull(tournament, "tournament");
    if (round != tournament.completedRounds() + 1) {
      throw new IllegalArgumentException(
          "can only pair round "
              + (tournament.completedRounds() + 1)
              + " of this tournament (it has "
              + tournament.completedRounds()
              + " completed rounds), asked for "
              + round);
    }
    for (int id : absent) {
      if (tournament.findPlayer(id).isEmpty()) {
        throw new IllegalArgumentException(
            "absent player " + id + " is not a player of the tournament");
      }
    }
    requireAbsentAsTheTournamentSays(tournament, round, absent);
    // Set.copyOf would drop the TreeSet's order: immutable sets iterate in an order salted per
    // JVM run, and an engine walking the absent players must see the same order every run
    absent = Collections.unmodifiableSet(new TreeSet<>(absent));
    options = Map.copyOf(options);
    String method = options.get(ACCELERATION);
    if (method != null
        && !method.strip().equalsIgnoreCase("none")
        && AccelerationMethod.fromOptionValue(method).isEmpty()) {
      throw new IllegalArgumentException(
          "option "
              + ACCELERATION
              + "="
              + method
              + " names no acceleration method; expected none, "
              + AccelerationMethod.BAKU.optionValue()
              + " or "
              + AccelerationMethod.BAKU_BBP.optionValue());
    }
  }

  /**
   * The one place where a request is held against the tournament's facts: whoever the attendance
   * keeps out of the round must be absent from the request, whatever system is asked.
   */
  private static void requireAbsentAsTheTournamentSays(
      Tournament tournament, int round, Set<Integer> absent) {
    for (Map.Entry<Integer, ResultKind> e : tournament.attendance().notPaired(round).entrySet()) {
      if (!absent.contains(e.getKey())) {
        throw new IllegalArgumentException(
            "player "
                + e.getKey()
                + " does not play round "
                + round
                + " ("
                + why(tournament.attendance(), e.getKey(), round, e.getValue())
                + "), but the request pairs the player: leave the player out of the round"
                + " (PairingRequest.of does), or change the tournament's attendance");
      }
    }
  }

  private static String why(Attendance attendance, int player, int round, ResultKind kind) {
    for (Withdrawal w : attendance.withdrawals()) {
      if (w.player() == player && round >= w.fromRound()) {
        return "withdrawn from round " + w.fromRound();
      }
    }
    for (LateEntry e : attendance.lateEntries()) {
      if (e.player() == player && round < e.firstRound()) {
        return "a late entry who joins in round " + e.firstRound();
      }
    }
    return switch (kind) {
          case FULL_POINT_BYE -> "a full-point bye";
          case HALF_POINT_BYE -> "a half-point bye";
          default -> "a zero-point bye";
        }
        + " for round "
        + round;
  }

  /**
   * Returns a request for the next round of {@code tournament} that pairs exactly the players the
   * tournament says play it: everyone but those its attendance keeps out of the round. No options.
   *
   * @param tournament not null
   * @return never null
   */
  public static PairingRequest of(Tournament tournament) {
    return of(tournament, Set.of());
  }

  /**
   * Returns a request for the next round with the players the tournament's attendance keeps out of
   * it absent, and {@code absent} besides (an absence the tournament does not record). No options.
   *
   * @param tournament not null
   * @param absent further players not to pair, possibly none; not null
   * @return never null
   * @throws IllegalArgumentException if an absent player is unknown
   */
  public static PairingRequest of(Tournament tournament, Set<Integer> absent) {
    return of(tournament, absent, Map.of());
  }

  /**
   * Returns a request for the next round with the players the tournament's attendance keeps out of
   * it absent, {@code absent} besides, and {@code options}.
   *
   * <p>Example: {@code PairingRequest.of(t, Set.of(), Map.of(PairingRequest.ACCELERATION,
   * "baku"))}.
   *
   * @param tournament not null
   * @param absent further players not to pair, possibly none; not null
   * @param options system-specific options by name; not null
   * @return never null
   * @throws IllegalArgumentException if an absent player is unknown, or the {@link #ACCELERATION}
   *     option names no method
   */
  public static PairingRequest of(
      Tournament tournament, Set<Integer> absent, Map<String, String> options) {
    int round = tournament.completedRounds() + 1;
    Set<Integer> all = new TreeSet<>(tournament.attendance().absentIn(round));
    all.addAll(absent);
    return new PairingRequest(tournament, round, all, options);
  }

  /**
   * Returns a whole-number option, such as a search cap a system lets the caller raise.
   *
   * <p>Example: {@code request.longOption("search-steps", 2_000_000)}.
   *
   * @param name the option's name; not null
   * @param defaultValue returned when the option is not given
   * @return the option's value, or {@code defaultValue}
   * @throws IllegalArgumentException naming the option if its value is not a whole number of at
   *     least 1
   */
  public long longOption(String name, long defaultValue) {
    String value = options.get(name);
    if (value == null) {
      return defaultValue;
    }
    long parsed;
    try {
      parsed = Long.parseLong(value.strip());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "option " + name + ": expected a whole number, found '" + value + "'", e);
    }
    if (parsed < 1) {
      throw new IllegalArgumentException(
          "option " + name + ": expected a whole number of at least 1, found " + parsed);
    }
    return parsed;
  }

  /**
   * Returns whether {@code pairingNumber} is to be paired in this round.
   *
   * @param pairingNumber a pairing number of the tournament
   * @return false if the player is absent
   */
  public boolean isPresent(int pairingNumber) {
    return !absent.contains(pairingNumber);
  }

  /**
   * Refuses a request whose tournament holds an adjourned game, for a system whose rules do not say
   * how to pair around one. A system calls this before pairing; a silent guess at the missing
   * result could change every bracket below it.
   *
   * @param systemId the refusing system's id, named in the message; not null
   * @throws UnsupportedRequestException naming the first adjourned game
   */
  public void requireNoAdjournedGames(String systemId) {
    Optional<Tournament.AdjournedGame> game = tournament.firstAdjournedGame();
    if (game.isPresent()) {
      Tournament.AdjournedGame g = game.get();
      throw new UnsupportedRequestException(
          "round "
              + g.round()
              + ": the game "
              + g.white()
              + " - "
              + g.black()
              + " is adjourned (no result yet); "
              + systemId
              + " has no rule for adjourned games:"
              + " enter its result before pairing round "
              + round);
    }
  }

  /**
   * Returns the acceleration method the {@link #ACCELERATION} option asks for.
   *
   * @return empty without the option or with {@code none}
   */
  public Optional<AccelerationMethod> accelerationMethod() {
    String method = options.get(ACCELERATION);
    return method == null ? Optional.empty() : AccelerationMethod.fromOptionValue(method);
  }

  /**
   * Returns this request with the {@link #ACCELERATION} option set to {@code method}.
   *
   * @param method not null
   * @return never null
   */
  public PairingRequest withAcceleration(AccelerationMethod method) {
    Map<String, String> more = new TreeMap<>(options);
    more.put(ACCELERATION, method.optionValue());
    return new PairingRequest(tournament, round, absent, more);
  }

  /**
   * Returns the tournament as the round is to be paired: with the virtual points of the requested
   * {@link #accelerationMethod() acceleration method} when the tournament holds no explicit
   * accelerations, else as it is. Explicit accelerations take precedence over a method, as TRF-2026
   * says of its {@code 250} records. A system that pairs on pairing scores reads its {@link
   * History} from this tournament, and so applies any method without knowing it.
   *
   * @return never null; {@link #tournament()} itself when no method applies
   * @throws UnsupportedAccelerationException if the method's premise does not hold (C.04.7 1.1)
   */
  public Tournament pairingTournament() {
    Optional<AccelerationMethod> method = accelerationMethod();
    if (method.isEmpty() || !tournament.accelerations().isEmpty()) {
      return tournament;
    }
    Set<Integer> absentInRoundOne = round == 1 ? absent : Set.of();
    return tournament.withAccelerations(method.get().accelerations(tournament, absentInRoundOne));
  }

  /**
   * Returns whether the request asks for virtual points: an acceleration method, or explicit
   * accelerations that give someone points in some round.
   *
   * @return true if accelerated
   */
  public boolean isAccelerated() {
    if (accelerationMethod().isPresent()) {
      return true;
    }
    for (Acceleration a : tournament.accelerations()) {
      for (Points p : a.pointsByRound()) {
        if (p.tenths() != 0) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Refuses an accelerated request (see {@link #isAccelerated()}) for a system whose rules say
   * nothing of acceleration. A system calls this before pairing: pairing as if the virtual points
   * were not there would silently change every bracket they touch.
   *
   * @param systemId the refusing system's id, named in the message; not null
   * @throws UnsupportedAccelerationException if the request is accelerated
   */
  public void requireNoAcceleration(String systemId) {
    if (!isAccelerated()) {
      return;
    }
    String what =
        accelerationMethod().isPresent() && tournament.accelerations().isEmpty()
            ? "the " + accelerationMethod().get().optionValue() + " acceleration method"
            : "fictitious points (accelerations)";
    throw new UnsupportedAccelerationException(
        "the request asks for "
            + what
            + " before round "
            + round
            + ", but "
            + systemId
            + " has no rule for accelerated pairings (its text predates C.04.7 and says nothing"
            + " of virtual points): pair without acceleration, or with a system that has one");
  }
}
