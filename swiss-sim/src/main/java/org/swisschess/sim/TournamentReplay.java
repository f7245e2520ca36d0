package org.swisschess.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.RecordedRound;
import org.swisschess.api.Tournament;

/**
 * Re-pairs a finished tournament round by round and compares with what it records, the check the
 * corpus files are made for: the same pairs, the same colours, the same PAB, as swiss-api's {@link
 * RecordedRound} reads and compares a round.
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
      RecordedRound recorded = RecordedRound.of(tournament, round);
      boolean everyoneAbsent = recorded.absent().size() == tournament.players().size();
      Pairing pairing;
      try {
        pairing = recorded.pairAgain(system, tournament, options);
      } catch (NoValidPairingException e) {
        // A round recorded without any game is how the generator's SKIP_ROUND policy writes a
        // failure.
        if (!everyoneAbsent) {
          out.add("round " + round + ": no valid pairing: " + e.getMessage());
        }
        continue;
      }
      if (!recorded.agreesWith(pairing)) {
        out.add("round " + round + ": " + recorded.difference(pairing));
      }
    }
    return out;
  }
}
