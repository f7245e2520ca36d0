package org.swisschess.cli.fuzz;

import java.io.ByteArrayInputStream;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.swisschess.api.Board;
import org.swisschess.api.Explanation;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.Player;
import org.swisschess.api.Tournament;
import org.swisschess.api.UnsupportedRequestException;
import org.swisschess.trf.TrfDocument;
import org.swisschess.trf.TrfException;
import org.swisschess.trf.TrfReader;

/**
 * Reads one fuzzed file and pairs its next round, as {@code swiss pair} does, and says what came of
 * it. Every outcome of {@link FuzzOutcome} is a documented one; anything else throws.
 *
 * <p>The step budget: every request carries {@code search-steps} = {@link #SEARCH_STEPS}, the cap
 * the systems' searches count their steps against (issue 21, part 2); a pairing whose explanation
 * says a search stopped at a cap is over the budget and fails the case. The reader's work is
 * bounded by its own limits (one pass over at most a million lines).
 */
final class FuzzRun {

  /** The step budget of one case: far above what a 14-player round needs. */
  static final long SEARCH_STEPS = 2_000_000;

  static final String SOURCE = "fuzz.trf";

  private FuzzRun() {}

  static FuzzOutcome run(FuzzCase c) {
    TrfDocument doc;
    try {
      doc = TrfReader.read(new ByteArrayInputStream(c.bytes()), SOURCE, Set.of());
    } catch (TrfException e) {
      String prefix = SOURCE + ":" + e.line() + ":" + e.column() + ": expected ";
      if (e.line() < 1 || e.column() < 0 || !e.getMessage().startsWith(prefix)) {
        throw new AssertionError("a TrfException that is not located: " + e.getMessage(), e);
      }
      return FuzzOutcome.REFUSED_LOCATED;
    }
    Tournament t = doc.tournament();
    PairingRequest request =
        new PairingRequest(
            t,
            t.completedRounds() + 1,
            t.attendance().absentIn(t.completedRounds() + 1),
            Map.of("search-steps", Long.toString(SEARCH_STEPS)));
    Pairing pairing;
    try {
      pairing = PairingSystems.require(c.system()).pair(request);
    } catch (NoValidPairingException e) {
      requireWithinBudget(e.explanation());
      return FuzzOutcome.NO_VALID_PAIRING;
    } catch (UnsupportedRequestException e) {
      return FuzzOutcome.REFUSED_UNSUPPORTED;
    }
    requireWithinBudget(pairing.explanation());
    requireValid(request, pairing);
    return FuzzOutcome.PAIRED;
  }

  /** No search stopped at a cap: every system reports the caps it reached. */
  private static void requireWithinBudget(Explanation explanation) {
    if (!explanation.searchComplete()) {
      throw new AssertionError(
          "over the step budget of " + SEARCH_STEPS + ":\n" + explanation.toText());
    }
  }

  /** Everyone present paired once (or given the one PAB), nobody absent, nobody unknown. */
  private static void requireValid(PairingRequest request, Pairing pairing) {
    Set<Integer> seen = new HashSet<>();
    for (Board b : pairing.boards()) {
      requirePresent(request, b.white(), seen);
      requirePresent(request, b.black(), seen);
    }
    pairing.pairingAllocatedBye().ifPresent(id -> requirePresent(request, id, seen));
    for (Player p : request.tournament().players()) {
      if (request.isPresent(p.pairingNumber()) && !seen.contains(p.pairingNumber())) {
        throw new AssertionError("player " + p.pairingNumber() + " is present but not paired");
      }
    }
  }

  private static void requirePresent(PairingRequest request, int id, Set<Integer> seen) {
    if (request.tournament().findPlayer(id).isEmpty() || !request.isPresent(id)) {
      throw new AssertionError("player " + id + " is paired but unknown or absent");
    }
    if (!seen.add(id)) {
      throw new AssertionError("player " + id + " is paired twice");
    }
  }
}
