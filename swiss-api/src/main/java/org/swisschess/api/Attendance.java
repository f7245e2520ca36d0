package org.swisschess.api;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.IntPredicate;

/**
 * Who is known, before a round is paired, not to play it: requested byes (C.04.2 3.3), withdrawals
 * (3.2) and late entries (2.4). These are facts of the tournament, as its results are; every
 * pairing request for a round leaves these players out ({@link PairingRequest#of(Tournament)}), and
 * a request that pairs one of them is refused before any system sees it.
 *
 * <p>The lists are kept sorted (byes by round then player, the others by player), so two
 * attendances with the same facts are equal whatever order they were given in.
 *
 * <p>Example: {@code Attendance.NONE.withBye(new RequestedBye(24, 5, ResultKind.HALF_POINT_BYE))
 * .withWithdrawal(new Withdrawal(7, 4))}.
 *
 * @param byes the requested byes, at most one per player and round; not null
 * @param withdrawals at most one per player; not null
 * @param lateEntries at most one per player; not null
 */
public record Attendance(
    List<RequestedBye> byes, List<Withdrawal> withdrawals, List<LateEntry> lateEntries) {

  /** Nobody is known to miss a round. */
  public static final Attendance NONE = new Attendance(List.of(), List.of(), List.of());

  /**
   * Validates and copies.
   *
   * @param byes the requested byes, at most one per player and round; not null
   * @param withdrawals at most one per player; not null
   * @param lateEntries at most one per player; not null
   * @throws IllegalArgumentException if a player has two byes in one round, two withdrawals or two
   *     late entries, withdraws before the round the player joins in, or has a requested bye in a
   *     round a withdrawal or a late entry already takes out
   */
  public Attendance {
    byes =
        sorted(
            byes,
            Comparator.comparingInt(RequestedBye::round).thenComparingInt(RequestedBye::player));
    withdrawals = sorted(withdrawals, Comparator.comparingInt(Withdrawal::player));
    lateEntries = sorted(lateEntries, Comparator.comparingInt(LateEntry::player));
    for (int i = 1; i < byes.size(); i++) {
      RequestedBye a = byes.get(i - 1);
      RequestedBye b = byes.get(i);
      if (a.round() == b.round() && a.player() == b.player()) {
        throw new IllegalArgumentException(
            "player " + b.player() + " has two requested byes in round " + b.round());
      }
    }
    Map<Integer, Withdrawal> withdrawn = new HashMap<>();
    for (Withdrawal w : withdrawals) {
      if (withdrawn.put(w.player(), w) != null) {
        throw new IllegalArgumentException("player " + w.player() + " withdraws twice");
      }
    }
    Map<Integer, LateEntry> late = new HashMap<>();
    for (LateEntry e : lateEntries) {
      if (late.put(e.player(), e) != null) {
        throw new IllegalArgumentException("player " + e.player() + " enters late twice");
      }
      Withdrawal w = withdrawn.get(e.player());
      if (w != null && w.fromRound() <= e.firstRound()) {
        throw new IllegalArgumentException(
            "player "
                + e.player()
                + " withdraws from round "
                + w.fromRound()
                + " but enters late only in round "
                + e.firstRound());
      }
    }
    for (RequestedBye b : byes) {
      Withdrawal w = withdrawn.get(b.player());
      if (w != null && b.round() >= w.fromRound()) {
        throw new IllegalArgumentException(
            "player "
                + b.player()
                + " has a requested bye in round "
                + b.round()
                + " after withdrawing from round "
                + w.fromRound());
      }
      LateEntry e = late.get(b.player());
      if (e != null && b.round() < e.firstRound()) {
        throw new IllegalArgumentException(
            "player "
                + b.player()
                + " has a requested bye in round "
                + b.round()
                + ", before entering late in round "
                + e.firstRound());
      }
    }
  }

  private static <T> List<T> sorted(List<T> list, Comparator<T> order) {
    List<T> copy = new ArrayList<>(list);
    copy.sort(order);
    return List.copyOf(copy);
  }

  /**
   * Returns whether no fact is known.
   *
   * @return true for {@link #NONE} and its equals
   */
  public boolean isEmpty() {
    return byes.isEmpty() && withdrawals.isEmpty() && lateEntries.isEmpty();
  }

  /**
   * Returns the bye {@code player} gets in {@code round} without being paired: a requested bye, the
   * zero-point bye of a round after a withdrawal, or the bye of a round a late entry missed.
   *
   * @param player a pairing number
   * @param round from 1
   * @return the kind of bye, or empty if nothing keeps the player from being paired
   */
  public Optional<ResultKind> notPaired(int player, int round) {
    for (Withdrawal w : withdrawals) {
      if (w.player() == player && round >= w.fromRound()) {
        return Optional.of(ResultKind.ZERO_POINT_BYE);
      }
    }
    for (LateEntry e : lateEntries) {
      if (e.player() == player && round < e.firstRound()) {
        return Optional.of(e.missedRounds());
      }
    }
    for (RequestedBye b : byes) {
      if (b.player() == player && b.round() == round) {
        return Optional.of(b.kind());
      }
    }
    return Optional.empty();
  }

  /**
   * Returns every player not to be paired in {@code round}, with the bye each gets.
   *
   * @param round from 1
   * @return pairing number to bye kind, in increasing pairing-number order; unmodifiable
   */
  public SortedMap<Integer, ResultKind> notPaired(int round) {
    SortedMap<Integer, ResultKind> out = new TreeMap<>();
    for (RequestedBye b : byes) {
      if (b.round() == round) {
        out.put(b.player(), b.kind());
      }
    }
    for (LateEntry e : lateEntries) {
      if (round < e.firstRound()) {
        out.put(e.player(), e.missedRounds());
      }
    }
    for (Withdrawal w : withdrawals) {
      if (round >= w.fromRound()) {
        out.put(w.player(), ResultKind.ZERO_POINT_BYE);
      }
    }
    return Collections.unmodifiableSortedMap(out);
  }

  /**
   * Returns the players not to be paired in {@code round}.
   *
   * @param round from 1
   * @return an unmodifiable set in increasing order
   */
  public Set<Integer> absentIn(int round) {
    return notPaired(round).keySet();
  }

  /**
   * Returns the pairing numbers these facts name, each once.
   *
   * @return an unmodifiable set in increasing order
   */
  public Set<Integer> players() {
    Set<Integer> ids = new TreeSet<>();
    byes.forEach(b -> ids.add(b.player()));
    withdrawals.forEach(w -> ids.add(w.player()));
    lateEntries.forEach(e -> ids.add(e.player()));
    return Collections.unmodifiableSet(ids);
  }

  /**
   * Returns these facts with one more requested bye.
   *
   * @param bye not null
   * @return never null
   * @throws IllegalArgumentException if the player already has a bye in that round or does not play
   *     it for another reason
   */
  public Attendance withBye(RequestedBye bye) {
    List<RequestedBye> more = new ArrayList<>(byes);
    more.add(bye);
    return new Attendance(more, withdrawals, lateEntries);
  }

  /**
   * Returns these facts with one more withdrawal.
   *
   * @param withdrawal not null
   * @return never null
   * @throws IllegalArgumentException if the player already withdrew, or has a requested bye in a
   *     round from that one on
   */
  public Attendance withWithdrawal(Withdrawal withdrawal) {
    List<Withdrawal> more = new ArrayList<>(withdrawals);
    more.add(withdrawal);
    return new Attendance(byes, more, lateEntries);
  }

  /**
   * Returns these facts with one more late entry.
   *
   * @param entry not null
   * @return never null
   * @throws IllegalArgumentException if the player already enters late, or has a requested bye in a
   *     round before the one the player joins in
   */
  public Attendance withLateEntry(LateEntry entry) {
    List<LateEntry> more = new ArrayList<>(lateEntries);
    more.add(entry);
    return new Attendance(byes, withdrawals, more);
  }

  /**
   * Returns these facts without the requested byes of {@code round}: for an arbiter who pairs a
   * player after all.
   *
   * @param player a pairing number
   * @param round from 1
   * @return never null; this attendance if the player had no requested bye in that round
   */
  public Attendance withoutBye(int player, int round) {
    List<RequestedBye> fewer = new ArrayList<>(byes);
    fewer.removeIf(b -> b.player() == player && b.round() == round);
    return fewer.size() == byes.size() ? this : new Attendance(fewer, withdrawals, lateEntries);
  }

  /**
   * Returns the facts about the players {@code keep} accepts only.
   *
   * @param keep which pairing numbers to keep; not null
   * @return never null
   */
  Attendance onlyPlayers(IntPredicate keep) {
    List<RequestedBye> b = new ArrayList<>(byes);
    b.removeIf(x -> !keep.test(x.player()));
    List<Withdrawal> w = new ArrayList<>(withdrawals);
    w.removeIf(x -> !keep.test(x.player()));
    List<LateEntry> l = new ArrayList<>(lateEntries);
    l.removeIf(x -> !keep.test(x.player()));
    return b.size() == byes.size()
            && w.size() == withdrawals.size()
            && l.size() == lateEntries.size()
        ? this
        : new Attendance(b, w, l);
  }
}
