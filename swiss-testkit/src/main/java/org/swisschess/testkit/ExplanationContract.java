package org.swisschess.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.PropertyDefaults;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.swisschess.api.Decision;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.Reason;
import org.swisschess.api.Reasoning;
import org.swisschess.api.WhyThisPairing;

/**
 * The contract of a system's explanations ({@link WhyThisPairing}), as jqwik properties over rounds
 * the system pairs itself: every reason of every player's explanation is proven from scratch by
 * {@link ReasonProof}, and a reason planted wrong (another criterion, other counts, "forbidden" for
 * a pair that may meet, the order of another bracket) is refuted. An engine module that offers
 * forced pairings extends it once:
 *
 * <pre>{@code
 * class Dutch2026ExplanationProperties extends ExplanationContract {
 *   Dutch2026ExplanationProperties() { super("dutch-2026"); }
 * }
 * }</pre>
 */
@PropertyDefaults(tries = ExplanationContract.TRIES)
public abstract class ExplanationContract {

  /** Tries per property: each try explains every player of one round. */
  public static final int TRIES = 60;

  private final PairingSystem system;

  /**
   * Loads the system by id, as a user would.
   *
   * @param systemId not null
   */
  protected ExplanationContract(String systemId) {
    this.system = PairingSystems.require(systemId);
  }

  /**
   * The rounds explained: fields of 2 to 24 players, every kind of event.
   *
   * @return never null
   */
  @Provide
  protected Arbitrary<RoundState> rounds() {
    return TournamentArbitraries.states(system, TournamentArbitraries.scenarios(2, 24, 9, 7));
  }

  /**
   * Whether the system's own pairing is never worse than a forced alternative at the first
   * criterion where the two differ, so that every alternative a player expects is explained: true
   * unless the system's criteria are read off a pairing in a way its search does not follow.
   *
   * @return true by default
   */
  protected boolean ownPairingNeverLoses() {
    return true;
  }

  /** Every reason given is proven by a fresh forced re-pairing. */
  @Property
  void everyReasonIsProven(@ForAll("rounds") RoundState state) {
    if (state.recorded().pairing().isEmpty()) {
      return; // the round has no valid pairing: nothing to explain
    }
    Pairing pairing = state.recorded().pairing().get();
    WhyThisPairing why = WhyThisPairing.of(system, state.request(), pairing);
    List<String> wrong = new ArrayList<>();
    for (Reasoning r : why.explainAll()) {
      for (Reason reason : r.reasons()) {
        Statistics.label("decision").collect(reason.decision().kind());
        ReasonProof.refute(system, state.request(), pairing, reason)
            .ifPresent(w -> wrong.add(r.player() + ": " + reason.text() + " -- " + w));
      }
      Statistics.label("unproven").collect(r.unproven().size());
      if (!r.unproven().isEmpty() && ownPairingNeverLoses()) {
        wrong.add(
            r.player()
                + ": the system's own pairing is not better than "
                + r.unproven().get(0).toText()
                + " where the two first differ");
      }
    }
    if (!wrong.isEmpty()) {
      throw new AssertionError(state + "\n" + String.join("\n", wrong));
    }
  }

  /** A reason with another criterion, other counts or a made-up prohibition is refuted. */
  @Property(tries = 30)
  void plantedWrongReasonsAreRefuted(@ForAll("rounds") RoundState state) {
    if (state.recorded().pairing().isEmpty()) {
      return;
    }
    Pairing pairing = state.recorded().pairing().get();
    WhyThisPairing why = WhyThisPairing.of(system, state.request(), pairing);
    for (Reasoning r : why.explainAll()) {
      for (Reason reason : r.reasons()) {
        for (Decision planted : planted(reason.decision())) {
          Reason wrong =
              new Reason(
                  reason.topic(), reason.alternative(), reason.expectation(), planted, "planted");
          Optional<String> refuted = ReasonProof.refute(system, state.request(), pairing, wrong);
          if (refuted.isEmpty()) {
            throw new AssertionError(
                "a planted reason was accepted: " + planted + " for " + reason.text());
          }
        }
      }
    }
  }

  /** Wrong versions of a decision: each must be refuted. */
  static List<Decision> planted(Decision d) {
    List<Decision> wrong = new ArrayList<>();
    switch (d.kind()) {
      case WORSE -> {
        List<Integer> more = new ArrayList<>(d.forced());
        more.add(0, more.isEmpty() ? 1 : more.remove(0) + 1);
        wrong.add(new Decision(d.kind(), d.criterion(), d.scope(), d.chosen(), more, ""));
        wrong.add(new Decision(Decision.Kind.ORDER, d.criterion(), "", List.of(), List.of(), ""));
        wrong.add(
            new Decision(Decision.Kind.ORDER, d.criterion(), d.scope(), List.of(), List.of(), ""));
        wrong.add(
            new Decision(
                Decision.Kind.NO_VALID_PAIRING, d.criterion(), "", List.of(), List.of(), ""));
        wrong.add(new Decision(d.kind(), d.criterion(), "elsewhere", d.chosen(), d.forced(), ""));
        wrong.add(
            new Decision(Decision.Kind.FORBIDDEN, d.criterion(), "", List.of(), List.of(), "x"));
      }
      case NO_VALID_PAIRING, FORBIDDEN, ORDER -> {
        wrong.add(
            new Decision(
                Decision.Kind.WORSE, d.criterion(), "the round", List.of(0), List.of(1), ""));
        if (d.kind() == Decision.Kind.ORDER) {
          wrong.add(
              new Decision(
                  Decision.Kind.ORDER, d.criterion(), "elsewhere", List.of(), List.of(), ""));
        }
      }
    }
    return wrong;
  }
}
