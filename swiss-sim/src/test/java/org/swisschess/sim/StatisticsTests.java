package org.swisschess.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.function.DoubleSupplier;
import org.junit.jupiter.api.Test;

/** The intervals and quantiles of a report, checked against distributions with known answers. */
class StatisticsTests {

  @Test
  void studentQuantilesMatchTheTables() {
    // two-sided 95 % points, from any statistics table
    assertEquals(12.7062, StudentT.quantile(0.975, 1), 1e-4);
    assertEquals(4.3027, StudentT.quantile(0.975, 2), 1e-4);
    assertEquals(2.2281, StudentT.quantile(0.975, 10), 1e-4);
    assertEquals(2.0423, StudentT.quantile(0.975, 30), 1e-4);
    assertEquals(1.9623, StudentT.quantile(0.975, 1000), 1e-4);
    assertEquals(1.6449, StudentT.quantile(0.95, 1e7), 1e-4);
  }

  /** The share of {@code repetitions} samples of size n whose 95 % interval holds {@code mean}. */
  private static double coverage(DoubleSupplier draw, double mean, int n, int repetitions) {
    int covered = 0;
    for (int r = 0; r < repetitions; r++) {
      Moments m = new Moments(false);
      for (int i = 0; i < n; i++) {
        m.add(draw.getAsDouble());
      }
      MetricSummary s = m.summary("x");
      covered += s.ciLow() <= mean && mean <= s.ciHigh() ? 1 : 0;
    }
    return (double) covered / repetitions;
  }

  @Test
  void intervalsCoverTheTrueMeanOfKnownDistributions() {
    SplittableRandom random = new SplittableRandom(20261202L);
    int reps = 4000;
    // 4000 repetitions: the coverage's standard error is 0.0034, so +-0.015 is over 4 of them
    double normalSmall = coverage(() -> 0.6 + 0.1 * random.nextGaussian(), 0.6, 5, reps);
    assertEquals(0.95, normalSmall, 0.015, "normal, n = 5 (needs Student's t: z gives 0.88)");
    double normal = coverage(() -> 3 + 2 * random.nextGaussian(), 3, 40, reps);
    assertEquals(0.95, normal, 0.015, "normal, n = 40");
    double uniform = coverage(() -> random.nextDouble(-1, 1), 0, 20, reps);
    assertEquals(0.95, uniform, 0.015, "uniform on -1..1, n = 20");
    // skewed: the t interval is a little short for an exponential at n = 100 (about 0.94)
    double exponential = coverage(() -> -Math.log(1 - random.nextDouble()), 1, 100, reps);
    assertEquals(0.945, exponential, 0.02, "exponential, n = 100");
    // a share (strongest player wins) at 30 %, n = 200
    double share = coverage(() -> random.nextDouble() < 0.3 ? 1 : 0, 0.3, 200, reps);
    assertEquals(0.95, share, 0.02, "Bernoulli 0.3, n = 200");
  }

  @Test
  void meanAndSpreadAreExact() {
    Moments m = new Moments(true);
    for (double x : new double[] {2, 4, 4, 4, 5, 5, 7, 9}) {
      m.add(x);
    }
    m.add(Double.NaN);
    MetricSummary s = m.summary("x");
    assertEquals(8, s.n(), "NaN is not a value");
    assertEquals(5.0, s.mean());
    assertEquals(Math.sqrt(32.0 / 7), s.standardDeviation(), 1e-15);
    assertEquals(2.0, s.min());
    assertEquals(9.0, s.max());
    assertEquals(4.0, s.q1(), 4.0 * QuantileSketch.ACCURACY);
    assertEquals(4.0, s.median(), 4.0 * QuantileSketch.ACCURACY);
    assertEquals(5.0, s.q3(), 5.0 * QuantileSketch.ACCURACY);
  }

  @Test
  void sketchQuantilesAreWithinTheirAccuracy() {
    SplittableRandom random = new SplittableRandom(7);
    List<Double> values = new ArrayList<>();
    QuantileSketch sketch = new QuantileSketch();
    for (int i = 0; i < 50_000; i++) {
      double x = random.nextGaussian() * 0.2 + (random.nextBoolean() ? 0.5 : -0.3);
      values.add(x);
      sketch.add(x);
    }
    Collections.sort(values);
    for (double q : new double[] {0.01, 0.05, 0.25, 0.5, 0.75, 0.95, 0.99}) {
      double exact = values.get((int) Math.ceil(q * values.size()) - 1);
      assertEquals(
          exact, sketch.quantile(q), Math.abs(exact) * QuantileSketch.ACCURACY + 1e-9, "q " + q);
    }
  }

  @Test
  void mergingInAnyOrderGivesTheStateOfOneRunToTheLastBit() {
    SplittableRandom random = new SplittableRandom(3);
    List<Double> values = new ArrayList<>();
    for (int i = 0; i < 3000; i++) {
      values.add(random.nextDouble() * 2 - 1);
    }
    Moments whole = new Moments(true);
    values.forEach(whole::add);
    List<Double> shuffled = new ArrayList<>(values);
    Collections.shuffle(shuffled, new Random(11));
    Moments[] parts = {new Moments(true), new Moments(true), new Moments(true)};
    for (int i = 0; i < shuffled.size(); i++) {
      parts[i % 3].add(shuffled.get(i));
    }
    Moments merged = Moments.read(parts[2].write());
    merged.merge(parts[0]);
    merged.merge(Moments.read(parts[1].write()));
    assertEquals(whole.write(), merged.write());
    assertEquals(whole.summary("x"), merged.summary("x"));
    // a plain double sum in another order differs in the last bits; the exact sums do not
    assertTrue(whole.summary("x").n() == 3000);
  }
}
