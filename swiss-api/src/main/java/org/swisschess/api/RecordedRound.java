package org.swisschess.api;

import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;

/**
 * The pairing a tournament records for one of its completed rounds, read once, and the one way to
 * pair that round again and compare: the check a corpus, a simulation and {@code swiss check} make.
 *
 * <p>Every entry of the round is read one way: a game (played, or a forfeit written with colours)
 * is a board with its colours; a forfeit written without colours on either side is a colourless
 * pair, which either allocation of colours matches; the {@code U} entry is the pairing-allocated
 * bye; every other entry without an opponent (requested byes, an absence, a withdrawal) is a player
 * left out of the round, absent when it is paired again.
 *
 * <p>Example: {@code RecordedRound r = RecordedRound.of(t, 3); boolean same =
 * r.agreesWith(r.pairAgain(system, t, Map.of()));}
 *
 * @param round the round, from 1
 * @param boards the pairs with colours, White first
 * @param colourless the pairs recorded without colours on either side, lower pairing number first
 * @param pairingAllocatedBye the player with the pairing-allocated bye, or empty
 * @param absent the players without an opponent and without the pairing-allocated bye, ascending
 */
public record RecordedRound(
    int round,
    Set<Board> boards,
    Set<Board> colourless,
    OptionalInt pairingAllocatedBye,
    Set<Integer> absent) {

  /**
   * Copies the sets.
   *
   * @param round the round, from 1
   * @param boards the pairs with colours, White first
   * @param colourless the pairs recorded without colours on either side, lower pairing number first
   * @param pairingAllocatedBye the player with the pairing-allocated bye, or empty
   * @param absent the players without an opponent and without the pairing-allocated bye
   * @throws NullPointerException on a null component
   */
  public RecordedRound {
    boards = Set.copyOf(boards);
    colourless = Set.copyOf(colourless);
    Objects.requireNonNull(pairingAllocatedBye, "pairingAllocatedBye");
    absent = Collections.unmodifiableSortedSet(new TreeSet<>(absent));
  }

  /**
   * Reads round {@code round} of {@code tournament}.
   *
   * @param tournament a tournament with at least {@code round} completed rounds
   * @param round from 1
   * @return never null
   */
  public static RecordedRound of(Tournament tournament, int round) {
    Set<Board> boards = new LinkedHashSet<>();
    Set<Board> colourless = new LinkedHashSet<>();
    Set<Integer> absent = new TreeSet<>();
    OptionalInt bye = OptionalInt.empty();
    for (Player p : tournament.players()) {
      RoundEntry e = p.round(round);
      int id = p.pairingNumber();
      if (e.hasOpponent()) {
        Colour theirs = tournament.player(e.opponent()).round(round).colour();
        if (e.colour() == Colour.WHITE || (e.colour() == Colour.NONE && theirs == Colour.BLACK)) {
          boards.add(new Board(id, e.opponent()));
        } else if (e.colour() == Colour.NONE && theirs == Colour.NONE && id < e.opponent()) {
          colourless.add(new Board(id, e.opponent()));
        }
      } else if (e.result() == ResultKind.PAIRING_ALLOCATED_BYE) {
        bye = OptionalInt.of(id);
      } else {
        absent.add(id);
      }
    }
    return new RecordedRound(round, boards, colourless, bye, absent);
  }

  /**
   * Reads round {@code round} of a team event as teams: each match with the team whose board 1 had
   * White first (C.04.6 1.6.1), a match not played as colourless, the PAB team, and the teams with
   * no match as absent.
   *
   * @param event a team event with at least {@code round} completed rounds
   * @param round from 1
   * @return never null
   */
  public static RecordedRound ofTeams(TeamEvent event, int round) {
    TeamRounds rounds = event.rounds(round);
    Set<Board> boards = new LinkedHashSet<>();
    Set<Board> colourless = new LinkedHashSet<>();
    Set<Integer> absent = new TreeSet<>();
    OptionalInt bye = OptionalInt.empty();
    for (Map.Entry<Integer, List<TeamRound>> e : rounds.byTeam().entrySet()) {
      int id = e.getKey();
      TeamRound r = e.getValue().get(round - 1);
      if (r.hasOpponent()) {
        if (r.colour() == Colour.WHITE) {
          boards.add(new Board(id, r.opponent()));
        } else if (r.colour() == Colour.NONE && id < r.opponent()) {
          colourless.add(new Board(id, r.opponent()));
        }
      } else if (r.result() == ResultKind.PAIRING_ALLOCATED_BYE) {
        bye = OptionalInt.of(id);
      } else {
        absent.add(id);
      }
    }
    return new RecordedRound(round, boards, colourless, bye, absent);
  }

  /**
   * Returns the request that pairs this round again: the tournament before it, these players
   * absent.
   *
   * @param recorded the tournament this round was read from
   * @param options the request's options (such as an acceleration method)
   * @return never null
   */
  public PairingRequest request(Tournament recorded, Map<String, String> options) {
    return new PairingRequest(recorded.upToRound(round - 1), round, absent, options);
  }

  /**
   * Pairs this round again with {@code system}, from the state before it.
   *
   * @param system the system to pair with
   * @param recorded the tournament this round was read from
   * @param options the request's options
   * @return the system's pairing
   * @throws NoValidPairingException and whatever else {@link PairingSystem#pair} throws
   */
  public Pairing pairAgain(PairingSystem system, Tournament recorded, Map<String, String> options) {
    return system.pair(request(recorded, options));
  }

  /**
   * Returns whether {@code pairing} makes the same pairs with the same colours and gives the same
   * pairing-allocated bye; board order is not compared, and a colourless pair matches either colour
   * allocation.
   *
   * @param pairing not null
   * @return true if they agree
   */
  public boolean agreesWith(Pairing pairing) {
    if (!pairingAllocatedBye.equals(pairing.pairingAllocatedBye())
        || pairing.boards().size() != boards.size() + colourless.size()) {
      return false;
    }
    for (Board b : pairing.boards()) {
      if (!boards.contains(b) && !colourless.contains(lowerFirst(b))) {
        return false;
      }
    }
    return true;
  }

  /**
   * Returns what {@code pairing} does differently, in one line: the recorded pairs it lacks and the
   * pairs it makes instead ({@code 3-7} with colours, {@code 3?7} without), and both byes.
   *
   * @param pairing not null
   * @return such as "expected [1-4, 2-3] bye 5, got [1-3, 4-2] bye 5"; "identical" when it agrees
   */
  public String difference(Pairing pairing) {
    if (agreesWith(pairing)) {
      return "identical";
    }
    Set<String> expected = new TreeSet<>();
    boards.forEach(b -> expected.add(b.white() + "-" + b.black()));
    colourless.forEach(b -> expected.add(b.white() + "?" + b.black()));
    Set<String> actual = new TreeSet<>();
    for (Board b : pairing.boards()) {
      actual.add(
          colourless.contains(lowerFirst(b))
              ? lowerFirst(b).white() + "?" + lowerFirst(b).black()
              : b.white() + "-" + b.black());
    }
    Set<String> missing = new TreeSet<>(expected);
    missing.removeAll(actual);
    Set<String> extra = new TreeSet<>(actual);
    extra.removeAll(expected);
    return "expected "
        + missing
        + " bye "
        + text(pairingAllocatedBye)
        + ", got "
        + extra
        + " bye "
        + text(pairing.pairingAllocatedBye());
  }

  private static String text(OptionalInt bye) {
    return bye.isPresent() ? Integer.toString(bye.getAsInt()) : "none";
  }

  /**
   * Returns the board with the lower pairing number first, as {@link #colourless()} holds pairs.
   *
   * @param b a board
   * @return never null
   */
  public static Board lowerFirst(Board b) {
    return new Board(Math.min(b.white(), b.black()), Math.max(b.white(), b.black()));
  }
}
