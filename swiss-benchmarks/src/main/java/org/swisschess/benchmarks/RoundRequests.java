package org.swisschess.benchmarks;

import java.util.Collections;
import java.util.Optional;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import org.swisschess.api.ColourRules;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Tournament;
import org.swisschess.sim.GeneratorConfig;
import org.swisschess.sim.TournamentGenerator;

/**
 * The requests a system is given for chosen rounds of a generated tournament.
 *
 * <p>The random tournament generator plays the tournament with the system under test, so the
 * history before round r is the one that system produces. The request of round r is taken at the
 * moment the generator asks for it, which is exactly what re-pairing the finished tournament gives
 * ({@code upToRound(r - 1)} with the absent players of {@code RecordedRound.of(t, r).absent()}, as
 * swiss-sim guarantees), but it costs no pairing of round r and none after the last chosen round:
 * round 1 of a 5,000-player field needs no pairing at all.
 */
public final class RoundRequests {

  private RoundRequests() {}

  /** What to do with the request of a chosen round. */
  @FunctionalInterface
  public interface RoundHook {

    /**
     * Receives the request of a chosen round.
     *
     * @param system the system under test, not null
     * @param request the request the generator gives it, not null
     * @return the pairing the tournament goes on with, or empty to let the system pair it once more
     */
    Optional<Pairing> onRequest(PairingSystem system, PairingRequest request);
  }

  /**
   * Returns the requests of the chosen rounds; a round the tournament never reaches (it stopped at
   * a round without a valid pairing, or the round is beyond {@code config.rounds()}) is missing.
   *
   * @param system not null
   * @param config not null
   * @param seed the generator's seed
   * @param rounds the rounds wanted, not null
   * @return a new sorted map from round to request
   */
  public static SortedMap<Integer, PairingRequest> capture(
      PairingSystem system, GeneratorConfig config, long seed, SortedSet<Integer> rounds) {
    SortedMap<Integer, PairingRequest> out = new TreeMap<>();
    play(
        system,
        config,
        seed,
        rounds,
        (s, request) -> {
          out.put(request.round(), request);
          return Optional.empty();
        });
    return out;
  }

  /**
   * Generates the tournament with {@code system} and hands the request of each chosen round, in
   * increasing order, to {@code hook}; stops right after the last chosen round.
   *
   * @param system not null
   * @param config not null
   * @param seed the generator's seed
   * @param rounds the rounds wanted, not null
   * @param hook not null; exceptions it throws reach the generator as the system's own would (a
   *     {@link org.swisschess.api.NoValidPairingException} ends the tournament, others propagate)
   */
  public static void play(
      PairingSystem system,
      GeneratorConfig config,
      long seed,
      SortedSet<Integer> rounds,
      RoundHook hook) {
    if (rounds.isEmpty()) {
      return;
    }
    try {
      TournamentGenerator.generate(new Tap(system, new TreeSet<>(rounds), hook), config, seed);
    } catch (EnoughRounds e) {
      // the last chosen round has been handed over: the rest of the tournament is not needed
    }
  }

  /**
   * The system under test as the generator sees it, with the chosen rounds diverted to the hook.
   */
  private static final class Tap implements PairingSystem {

    private final PairingSystem delegate;
    private final SortedSet<Integer> rounds;
    private final RoundHook hook;

    Tap(PairingSystem delegate, SortedSet<Integer> rounds, RoundHook hook) {
      this.delegate = delegate;
      this.rounds = Collections.unmodifiableSortedSet(rounds);
      this.hook = hook;
    }

    @Override
    public String id() {
      return delegate.id();
    }

    @Override
    public String name() {
      return delegate.name();
    }

    @Override
    public ColourRules colourRules() {
      return delegate.colourRules();
    }

    @Override
    public boolean mayReceivePairingAllocatedBye(PlayerHistory player, Tournament tournament) {
      return delegate.mayReceivePairingAllocatedBye(player, tournament);
    }

    @Override
    public Pairing pair(PairingRequest request) {
      if (!rounds.contains(request.round())) {
        return delegate.pair(request);
      }
      Optional<Pairing> pairing = hook.onRequest(delegate, request);
      if (request.round() == rounds.last()) {
        throw new EnoughRounds();
      }
      return pairing.isPresent() ? pairing.get() : delegate.pair(request);
    }
  }

  /** Ends the generation early; never leaves this class. */
  private static final class EnoughRounds extends RuntimeException {
    private static final long serialVersionUID = 1L;

    EnoughRounds() {
      super(null, null, false, false);
    }
  }
}
