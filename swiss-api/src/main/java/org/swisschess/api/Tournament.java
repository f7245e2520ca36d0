package org.swisschess.api;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;

/**
 * An immutable snapshot of a tournament after some completed rounds: the players with their
 * results, and the settings every pairing system reads.
 *
 * <p>Players are kept in pairing-number order. Every player has exactly {@link #completedRounds()}
 * entries, and every pairing is recorded on both sides.
 *
 * @param name the tournament name, empty if none; not null
 * @param players the players in any order, pairing numbers unique; not null
 * @param completedRounds rounds with results, from 0
 * @param plannedRounds the total number of rounds, at least {@code completedRounds}
 * @param initialColour the colour the higher-ranked (odd-numbered) player of the first board gets
 *     in round 1: {@link Colour#WHITE} or {@link Colour#BLACK}
 * @param scoring the point values; not null
 * @param forbiddenPairs pairs that must not meet; not null
 * @param accelerations fictitious points per player and round; not null
 * @param attendance who is known not to play which round: requested byes, withdrawals, late
 *     entries; not null
 */
public record Tournament(
    String name,
    List<Player> players,
    int completedRounds,
    int plannedRounds,
    Colour initialColour,
    ScoringSystem scoring,
    List<ForbiddenPair> forbiddenPairs,
    List<Acceleration> accelerations,
    Attendance attendance) {

  /**
   * Validates and copies.
   *
   * @param name the tournament name, empty if none; not null
   * @param players the players in any order, pairing numbers unique; not null
   * @param completedRounds rounds with results, from 0
   * @param plannedRounds the total number of rounds, at least {@code completedRounds}
   * @param initialColour the colour the higher-ranked (odd-numbered) player of the first board gets
   *     in round 1: {@link Colour#WHITE} or {@link Colour#BLACK}
   * @param scoring the point values; not null
   * @param forbiddenPairs pairs that must not meet; not null
   * @param accelerations fictitious points per player and round; not null
   * @param attendance who is known not to play which round: requested byes, withdrawals, late
   *     entries; not null
   * @throws IllegalArgumentException if pairing numbers repeat, a player lacks a round, an opponent
   *     is unknown or does not list the player back, the two sides of a pairing disagree (played on
   *     one side only, results that do not match, colours that clash, both winning by forfeit), a
   *     round has two pairing-allocated byes, or the attendance names a player who is not in the
   *     tournament or disagrees with a completed round (a game, or another bye, in a round the
   *     player was not to play)
   */
  public Tournament {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(attendance, "attendance");
    Objects.requireNonNull(initialColour, "initialColour");
    Objects.requireNonNull(scoring, "scoring");
    if (initialColour == Colour.NONE) {
      throw new IllegalArgumentException("initial colour must be WHITE or BLACK");
    }
    if (completedRounds < 0 || plannedRounds < completedRounds) {
      throw new IllegalArgumentException(
          "planned rounds ("
              + plannedRounds
              + ") must be at least the completed rounds ("
              + completedRounds
              + ")");
    }
    List<Player> sorted = new ArrayList<>(players);
    sorted.sort(Comparator.comparingInt(Player::pairingNumber));
    players = List.copyOf(sorted);
    forbiddenPairs = List.copyOf(forbiddenPairs);
    accelerations = List.copyOf(accelerations);
    validate(players, completedRounds);
    validateAttendance(players, completedRounds, attendance);
  }

  /**
   * The attendance speaks of players of the tournament, and what it says of a completed round is
   * what the round shows: no game and no PAB, and the same bye (a blank entry is a zero-point bye,
   * as TRF reads it).
   */
  private static void validateAttendance(
      List<Player> players, int completedRounds, Attendance attendance) {
    if (attendance.isEmpty()) {
      return;
    }
    Map<Integer, Player> byId = new HashMap<>();
    for (Player p : players) {
      byId.put(p.pairingNumber(), p);
    }
    for (int id : attendance.players()) {
      if (!byId.containsKey(id)) {
        throw new IllegalArgumentException(
            "the attendance names player " + id + ", who is not a player of the tournament");
      }
    }
    for (int r = 1; r <= completedRounds; r++) {
      for (Map.Entry<Integer, ResultKind> e : attendance.notPaired(r).entrySet()) {
        RoundEntry entry = Objects.requireNonNull(byId.get(e.getKey())).round(r);
        if (!agrees(e.getValue(), entry)) {
          throw new IllegalArgumentException(
              "player "
                  + e.getKey()
                  + " round "
                  + r
                  + ": the attendance gives a "
                  + e.getValue().code()
                  + " bye, the round shows "
                  + (entry.hasOpponent()
                      ? "a pairing against " + entry.opponent()
                      : "'" + entry.result().code() + "'"));
        }
      }
    }
  }

  private static boolean agrees(ResultKind bye, RoundEntry entry) {
    return entry.result() == bye
        || (bye == ResultKind.ZERO_POINT_BYE && entry.result() == ResultKind.ABSENT);
  }

  private static void validate(List<Player> players, int completedRounds) {
    Map<Integer, Player> byId = new HashMap<>();
    for (Player p : players) {
      if (byId.put(p.pairingNumber(), p) != null) {
        throw new IllegalArgumentException(
            "pairing number " + p.pairingNumber() + " is used twice");
      }
      if (p.rounds().size() != completedRounds) {
        throw new IllegalArgumentException(
            "player "
                + p.pairingNumber()
                + " has "
                + p.rounds().size()
                + " round entries, expected "
                + completedRounds);
      }
    }
    for (Player p : players) {
      for (int r = 1; r <= completedRounds; r++) {
        RoundEntry e = p.round(r);
        if (!e.hasOpponent()) {
          continue;
        }
        Player o = byId.get(e.opponent());
        if (o == null || o.pairingNumber() == p.pairingNumber()) {
          throw new IllegalArgumentException(
              "player "
                  + p.pairingNumber()
                  + " round "
                  + r
                  + ": opponent "
                  + e.opponent()
                  + " is not a player of the tournament");
        }
        RoundEntry back = o.round(r);
        if (back.opponent() != p.pairingNumber()) {
          throw new IllegalArgumentException(
              "player "
                  + p.pairingNumber()
                  + " round "
                  + r
                  + " lists opponent "
                  + e.opponent()
                  + ", who lists "
                  + (back.hasOpponent() ? "opponent " + back.opponent() : "no opponent"));
        }
        if (e.isPlayedGame() && back.colour() != e.colour().opposite()) {
          throw new IllegalArgumentException(
              "players "
                  + p.pairingNumber()
                  + " and "
                  + o.pairingNumber()
                  + " round "
                  + r
                  + ": a played game needs one White and one Black");
        }
        if ((e.result() == ResultKind.ADJOURNED) != (back.result() == ResultKind.ADJOURNED)) {
          throw new IllegalArgumentException(
              "players "
                  + p.pairingNumber()
                  + " and "
                  + o.pairingNumber()
                  + " round "
                  + r
                  + ": an adjourned game is adjourned for both players");
        }
        RecordedGames.requireAgreement(p.pairingNumber(), o.pairingNumber(), r, e, back);
      }
    }
    RecordedGames.requireOnePabPerRound(players, completedRounds);
  }

  /**
   * Returns a tournament of {@code players} with no completed rounds and standard settings.
   *
   * @param plannedRounds the total number of rounds
   * @param players the players without rounds; not null
   * @return never null
   */
  public static Tournament start(int plannedRounds, List<Player> players) {
    return new Tournament(
        "",
        players,
        0,
        plannedRounds,
        Colour.WHITE,
        ScoringSystem.STANDARD,
        List.of(),
        List.of(),
        Attendance.NONE);
  }

  /**
   * Returns the player with pairing number {@code pairingNumber}.
   *
   * @param pairingNumber a pairing number
   * @return the player, or empty if none has that number
   */
  public Optional<Player> findPlayer(int pairingNumber) {
    int lo = 0;
    int hi = players.size() - 1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      int id = players.get(mid).pairingNumber();
      if (id == pairingNumber) {
        return Optional.of(players.get(mid));
      } else if (id < pairingNumber) {
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return Optional.empty();
  }

  /**
   * Returns the player with pairing number {@code pairingNumber}.
   *
   * @param pairingNumber a pairing number of this tournament
   * @return never null
   * @throws IllegalArgumentException if no player has that number
   */
  public Player player(int pairingNumber) {
    return findPlayer(pairingNumber)
        .orElseThrow(
            () -> new IllegalArgumentException("no player has pairing number " + pairingNumber));
  }

  /**
   * Returns whether {@code a} and {@code b} may not be paired in {@code round} by a forbidden pair.
   *
   * @param a a pairing number
   * @param b another
   * @param round the round being paired
   * @return true if a forbidden pair covers them
   */
  public boolean isForbidden(int a, int b, int round) {
    for (ForbiddenPair f : forbiddenPairs) {
      if (f.forbids(a, b, round)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Returns the fictitious points of {@code player} for {@code round}.
   *
   * @param player a pairing number
   * @param round from 1
   * @return {@link Points#ZERO} if the player is not accelerated then
   */
  public Points acceleration(int player, int round) {
    Points sum = Points.ZERO;
    for (Acceleration a : accelerations) {
      if (a.player() == player) {
        sum = sum.plus(a.pointsIn(round));
      }
    }
    return sum;
  }

  /**
   * Returns the tournament as it stood after {@code rounds} rounds: later entries are dropped.
   *
   * @param rounds from 0 to {@link #completedRounds()}
   * @return never null
   */
  public Tournament upToRound(int rounds) {
    if (rounds < 0 || rounds > completedRounds) {
      throw new IllegalArgumentException(
          "rounds must be 0.." + completedRounds + ", was " + rounds);
    }
    if (rounds == completedRounds) {
      return this;
    }
    List<Player> cut = new ArrayList<>(players.size());
    for (Player p : players) {
      cut.add(p.withRounds(p.rounds().subList(0, rounds)));
    }
    return new Tournament(
        name,
        cut,
        rounds,
        plannedRounds,
        initialColour,
        scoring,
        forbiddenPairs,
        accelerations,
        attendance);
  }

  /**
   * Returns the tournament with one more completed round.
   *
   * @param entries the new round's entry for each player; a player not in the map gets the bye the
   *     attendance gives for the round (a requested bye, a withdrawal's or a late entry's), else is
   *     absent
   * @return never null
   * @throws IllegalArgumentException if the entries are inconsistent, or give a player the
   *     attendance keeps out of the round another entry
   */
  public Tournament withRound(Map<Integer, RoundEntry> entries) {
    int round = completedRounds + 1;
    SortedMap<Integer, ResultKind> byes = attendance.notPaired(round);
    List<Player> next = new ArrayList<>(players.size());
    for (Player p : players) {
      List<RoundEntry> rounds = new ArrayList<>(p.rounds());
      RoundEntry entry = entries.get(p.pairingNumber());
      if (entry == null) {
        ResultKind bye = byes.get(p.pairingNumber());
        entry = bye == null ? RoundEntry.ABSENT : RoundEntry.bye(bye);
      }
      rounds.add(entry);
      next.add(p.withRounds(rounds));
    }
    return new Tournament(
        name,
        next,
        completedRounds + 1,
        Math.max(plannedRounds, completedRounds + 1),
        initialColour,
        scoring,
        forbiddenPairs,
        accelerations,
        attendance);
  }

  /**
   * Returns whether any game of the completed rounds is {@link ResultKind#ADJOURNED}.
   *
   * @return true if some game has no result yet
   */
  public boolean hasAdjournedGames() {
    return firstAdjournedGame().isPresent();
  }

  /** A game without a result yet: its round and its two players. */
  record AdjournedGame(int round, int white, int black) {}

  /**
   * Returns the first adjourned game, in round order then by the White player's pairing number.
   *
   * @return empty if every game has its result
   */
  Optional<AdjournedGame> firstAdjournedGame() {
    for (int r = 1; r <= completedRounds; r++) {
      for (Player p : players) {
        RoundEntry e = p.round(r);
        if (e.result() == ResultKind.ADJOURNED && e.colour() == Colour.WHITE) {
          return Optional.of(new AdjournedGame(r, p.pairingNumber(), e.opponent()));
        }
      }
    }
    return Optional.empty();
  }

  /**
   * Returns a copy in which every adjourned game is a draw (played, same colours), as rules that
   * pair "adjourned games as draws" ask (rating-1998 F.9). Only for pairing: the copy's scores are
   * not the standings.
   *
   * @return this tournament if no game is adjourned
   */
  public Tournament withAdjournedGamesAsDraws() {
    if (!hasAdjournedGames()) {
      return this;
    }
    List<Player> drawn = new ArrayList<>(players.size());
    for (Player p : players) {
      List<RoundEntry> rounds = new ArrayList<>(p.rounds());
      rounds.replaceAll(
          e ->
              e.result() == ResultKind.ADJOURNED
                  ? new RoundEntry(e.opponent(), e.colour(), ResultKind.DRAW)
                  : e);
      drawn.add(p.withRounds(rounds));
    }
    return withPlayers(drawn);
  }

  /**
   * Returns a copy with other players, for example with a late entry added. What the attendance
   * says of players no longer in the tournament is dropped with them.
   *
   * @param newPlayers not null
   * @return never null
   */
  public Tournament withPlayers(List<Player> newPlayers) {
    Set<Integer> ids = new HashSet<>();
    for (Player p : newPlayers) {
      ids.add(p.pairingNumber());
    }
    return new Tournament(
        name,
        newPlayers,
        completedRounds,
        plannedRounds,
        initialColour,
        scoring,
        forbiddenPairs,
        accelerations,
        attendance.onlyPlayers(ids::contains));
  }

  /**
   * Returns a copy with other facts about who does not play which round.
   *
   * <p>Example: {@code t.withAttendance(t.attendance().withBye(new RequestedBye(24, 5,
   * ResultKind.HALF_POINT_BYE)))}.
   *
   * @param newAttendance not null
   * @return never null
   * @throws IllegalArgumentException if the attendance names an unknown player or disagrees with a
   *     completed round
   */
  public Tournament withAttendance(Attendance newAttendance) {
    return new Tournament(
        name,
        players,
        completedRounds,
        plannedRounds,
        initialColour,
        scoring,
        forbiddenPairs,
        accelerations,
        newAttendance);
  }

  /**
   * Returns a copy with other accelerations, for example the virtual points an {@link
   * AccelerationMethod} works out.
   *
   * @param newAccelerations not null
   * @return never null
   */
  public Tournament withAccelerations(List<Acceleration> newAccelerations) {
    return new Tournament(
        name,
        players,
        completedRounds,
        plannedRounds,
        initialColour,
        scoring,
        forbiddenPairs,
        newAccelerations,
        attendance);
  }
}
