package org.swisschess.cli.fuzz;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PairingSystems;

/**
 * The mutation fuzzer of issue 21 as a property: any committed TRF file ({@link FuzzSeeds}), with
 * up to four {@link Mutation}s (mostly one, sometimes none), paired by any installed system, is
 * paired, shown to have no valid pairing, or refused with a located or an "unsupported" message,
 * within the step budget; no other exception, and no invalid pairing.
 *
 * <p>The number of cases is jqwik's {@code jqwik.tries.default}: 1,000 in every build (the jqwik
 * default), 100,000 with {@code mvn -Pfuzz} (the swiss-cli README reports that run). The seed is
 * fixed, so every build tries the same cases.
 */
class TrfFuzzProperties {

  private static final List<FuzzSeeds.Seed> SEEDS = FuzzSeeds.all();

  /** The installed systems, without the test-only ones of this module. */
  private static final List<String> SYSTEMS =
      PairingSystems.all().stream()
          .map(PairingSystem::id)
          .filter(id -> !id.endsWith("-test"))
          .sorted()
          .toList();

  @Property(
      seed = "2126",
      shrinking = net.jqwik.api.ShrinkingMode.BOUNDED,
      edgeCases = net.jqwik.api.EdgeCasesMode.NONE)
  void aMutatedTrfIsPairedOrRefusedWithAReason(@ForAll("cases") FuzzCase c) {
    FuzzOutcome outcome = FuzzRun.run(c);
    Statistics.label("outcome").collect(outcome);
  }

  @Provide
  Arbitrary<FuzzCase> cases() {
    Arbitrary<Integer> any = Arbitraries.integers();
    Arbitrary<Mutation> mutation =
        Arbitraries.oneOf(
            Combinators.combine(any, any).as(Mutation.FlipBit::new),
            any.map(Mutation.Truncate::new),
            Combinators.combine(any, any).as(Mutation.Binary::new),
            any.map(Mutation.LineEnds::new),
            any.map(Mutation.DuplicateLine::new),
            Combinators.combine(any, any).as(Mutation.SwapLines::new),
            any.map(Mutation.DeleteLine::new),
            Combinators.combine(any, any, any).as(Mutation.ShiftLine::new),
            Combinators.combine(any, any).as(Mutation.WrongPoints::new),
            Combinators.combine(any, any, any).as(Mutation.AsymmetricPairing::new),
            Combinators.combine(any, any, any).as(Mutation.ResultCode::new),
            Combinators.combine(any, any, any).as(Mutation.HugeNumber::new));
    // mostly one edit, so that many cases are still tournaments and reach the systems; now and
    // then none, so that every system pairs the committed files as they are
    Arbitrary<List<Mutation>> edits =
        Arbitraries.frequency(
                Tuple.of(3, 0), Tuple.of(12, 1), Tuple.of(5, 2), Tuple.of(2, 3), Tuple.of(1, 4))
            .flatMap(n -> mutation.list().ofSize(n));
    return Combinators.combine(Arbitraries.of(SEEDS), edits, Arbitraries.of(SYSTEMS))
        .as(FuzzCase::new);
  }
}
