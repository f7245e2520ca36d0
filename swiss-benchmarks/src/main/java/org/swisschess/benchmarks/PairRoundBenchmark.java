package org.swisschess.benchmarks;

import java.util.SortedSet;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PairingSystems;
import org.swisschess.sim.GeneratorConfig;

/**
 * Pairs one round of a generated tournament with any installed system.
 *
 * <p>Single-shot: one pairing of a large field takes from milliseconds to many seconds, so every
 * iteration is one call, and there are few of them. The setup (generating the history before the
 * round, with the same system) is outside the measurement. Run a subset of the parameters, e.g.
 * {@code java -jar swiss-benchmarks/target/benchmarks.jar PairRoundBenchmark -p players=200,500 -p
 * round=1,9}; the whole matrix at 5,000 players needs the history of 8 rounds of a 5,000-player
 * field.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xmx2g"})
// JMH sets the @Param fields and runs the trial @Setup, which sets the others, before any benchmark
// method reads a field
public class PairRoundBenchmark {

  /** The number of rounds of every generated tournament, unless a later round is asked for. */
  public static final int PLANNED_ROUNDS = 9;

  /** The seed of every generated tournament: the same field and events for every system. */
  public static final long SEED = 1L;

  /** The id of the system to time, looked up through {@link PairingSystems}. */
  @Param({"dutch-2017"})
  public String system;

  /** The number of players. */
  @Param({"200", "500", "1000", "2000", "5000"})
  public int players;

  /** The round to pair, from 1. */
  @Param({"1", "5", "9"})
  public int round;

  private PairingSystem pairingSystem;
  private PairingRequest request;

  /**
   * Generates the tournament up to the round before {@link #round} and keeps that round's request.
   *
   * @throws IllegalArgumentException if the system is not installed
   * @throws IllegalStateException if the tournament stopped before the round (no valid pairing)
   */
  @Setup(Level.Trial)
  public void setUp() {
    pairingSystem = PairingSystems.require(system);
    GeneratorConfig config = GeneratorConfig.of(players, Math.max(PLANNED_ROUNDS, round));
    SortedSet<Integer> wanted = new TreeSet<>();
    wanted.add(round);
    PairingRequest captured = RoundRequests.capture(pairingSystem, config, SEED, wanted).get(round);
    if (captured == null) {
      throw new IllegalStateException(
          system
              + " stopped before round "
              + round
              + " of "
              + players
              + " players (seed "
              + SEED
              + "): an earlier round had no valid pairing");
    }
    request = captured;
  }

  /**
   * Returns the request the benchmark pairs, after {@link #setUp()}.
   *
   * @return never null once set up
   */
  public PairingRequest request() {
    return request;
  }

  /**
   * Pairs the round.
   *
   * @return the pairing, so that the work is not optimised away
   */
  @Benchmark
  public Pairing pairRound() {
    return pairingSystem.pair(request);
  }
}
