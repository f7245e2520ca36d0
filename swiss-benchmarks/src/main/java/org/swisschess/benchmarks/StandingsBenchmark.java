package org.swisschess.benchmarks;

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
import org.swisschess.api.Tournament;
import org.swisschess.tiebreak.Standings;
import org.swisschess.tiebreak.TieBreakList;

/**
 * The standings of a generated tournament with a list of tie-breaks (see {@link StandingsFields}):
 * {@code java -jar swiss-benchmarks/target/benchmarks.jar StandingsBenchmark}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xmx2g"})
// JMH sets the @Param fields and runs the trial @Setup, which sets the others, before any benchmark
// method reads a field
public class StandingsBenchmark {

  /** The number of players. */
  @Param({"10000"})
  public int players;

  /** The number of rounds. */
  @Param({"11"})
  public int rounds;

  /** The tie-break list. */
  @Param({StandingsFields.TIE_BREAKS})
  public String tieBreaks;

  private Tournament tournament;
  private TieBreakList list;

  /** Builds the field once per trial. */
  @Setup(Level.Trial)
  public void setUp() {
    tournament = StandingsFields.field(players, rounds, 1L);
    list = TieBreakList.parse(tieBreaks);
  }

  /**
   * Computes the standings.
   *
   * @return the standings, so that nothing is optimised away
   */
  @Benchmark
  public Standings standings() {
    return Standings.of(tournament, list);
  }
}
