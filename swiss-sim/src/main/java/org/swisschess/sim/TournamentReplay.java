package org.swisschess.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.Player;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Tournament;

/**
 * Re-pairs a finished tournament round by round and compares with what it records, the check the
 * corpus files are made for: the same pairs, the same colours, the same PAB.
 */
public final class TournamentReplay {

  private TournamentReplay() {}

  /**
   * Returns one line per round that comes out differently; empty if every round is reproduced.
   *
   * @param system not null
   * @param tournament a finished tournament, not null
   * @param options request options, not null
   * @return never null
   */
  public static List<String> mismatches(
      PairingSystem system, Tournament tournament, Map<String, String> options) {
    List<String> out = new ArrayList<>();
    for (int round = 1; round <= tournament.completedRounds(); round++) {
      Set<Integer> absent = RoundAbsentees.of(tournament, round);
      Tournament before = tournament.upToRound(round - 1);
      Map<Integer, Integer> recorded = recordedPairs(tournament, round);
      boolean everyoneAbsent = absent.size() == tournament.players().size();
      Pairing pairing;
      try {
        pairing = system.pair(new PairingRequest(before, round, absent, options));
      } catch (NoValidPairingException e) {
        // A round recorded without any game is how the generator's SKIP_ROUND policy writes a
        // failure.
        if (!everyoneAbsent) {
          out.add("round " + round + ": no valid pairing: " + e.getMessage());
        }
        continue;
      }
      Map<Integer, Integer> paired = new TreeMap<>();
      for (Board b : pairing.boards()) {
        paired.put(b.white(), b.black());
      }
      pairing.pairingAllocatedBye().ifPresent(p -> paired.put(p, 0));
      if (!paired.equals(recorded)) {
        out.add(
            "round "
                + round
                + ": recorded "
                + recorded
                + ", paired "
                + paired
                + " (white=black, bye=0)");
      }
    }
    return out;
  }

  /** White to Black of each recorded pairing, and the PAB player to 0. */
  private static Map<Integer, Integer> recordedPairs(Tournament tournament, int round) {
    Map<Integer, Integer> out = new TreeMap<>();
    Set<Integer> seen = new TreeSet<>();
    for (Player p : tournament.players()) {
      RoundEntry e = p.round(round);
      if (e.result() == ResultKind.PAIRING_ALLOCATED_BYE) {
        out.put(p.pairingNumber(), 0);
      } else if (e.hasOpponent() && seen.add(p.pairingNumber()) && seen.add(e.opponent())) {
        // A forfeit written without colours cannot be told apart; White is then assumed.
        boolean white = e.colour() != Colour.BLACK;
        out.put(white ? p.pairingNumber() : e.opponent(), white ? e.opponent() : p.pairingNumber());
      }
    }
    return out;
  }
}
