package org.swisschess.cli;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.Pairing;
import org.swisschess.api.Player;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.TeamRound;
import org.swisschess.api.TeamRounds;
import org.swisschess.api.Tournament;

/**
 * The pairing a TRF file records for one of its completed rounds, and who was not paired then.
 *
 * @param round the round
 * @param boards the games with colours (played games and forfeits that name colours)
 * @param colourless pairings without colours on either side (forfeits written without {@code
 *     w}/{@code b}), lower pairing number first
 * @param pairingAllocatedBye the player with the {@code U} entry, or empty
 * @param absent players whose entry has no opponent and is not a PAB: byes, absences, withdrawals
 */
record RecordedRound(
    int round,
    Set<Board> boards,
    Set<Board> colourless,
    OptionalInt pairingAllocatedBye,
    Set<Integer> absent) {

  RecordedRound {
    boards = Set.copyOf(boards);
    colourless = Set.copyOf(colourless);
    absent = Set.copyOf(absent);
  }

  /**
   * Reads round {@code round} of {@code tournament}.
   *
   * @param tournament a tournament with at least {@code round} completed rounds
   * @param round from 1
   * @return never null
   */
  static RecordedRound of(Tournament tournament, int round) {
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
  static RecordedRound ofTeams(TeamEvent event, int round) {
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
   * Returns whether {@code pairing} makes the same pairs with the same colours and gives the same
   * PAB; board order is not compared, and a colourless pair matches either colour allocation.
   *
   * @param pairing not null
   * @return true if they agree
   */
  boolean agreesWith(Pairing pairing) {
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

  static Board lowerFirst(Board b) {
    return new Board(Math.min(b.white(), b.black()), Math.max(b.white(), b.black()));
  }
}
