package org.swisschess.sim;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The result of a simulation: the settings it was run with (enough to run it again), one summary
 * per system in the order given, and every pair of systems compared on the same tournaments.
 *
 * @param settings every setting that decides the results, named as {@code swiss simulate}'s
 *     options, {@code systems} first; not null
 * @param systems one summary per system; not null
 * @param comparisons one per pair of systems (a before b in the systems' order): a - b; not null
 */
public record SimulationReport(
    Map<String, String> settings, List<SystemSummary> systems, List<Comparison> comparisons) {

  /**
   * Copies.
   *
   * @param settings every setting that decides the results; not null
   * @param systems one summary per system; not null
   * @param comparisons one per pair of systems; not null
   */
  public SimulationReport {
    settings = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(settings));
    systems = List.copyOf(systems);
    comparisons = List.copyOf(comparisons);
  }

  /**
   * Returns the players per tournament, or the teams of a team simulation ({@link #participants}).
   *
   * @return from 2
   */
  public int players() {
    String teams = settings.get("teams");
    return Integer.parseInt(teams != null ? teams : settings.get("players"));
  }

  /**
   * Returns what the tournaments' participants are: {@code teams} for a team simulation, else
   * {@code players}.
   *
   * @return never null
   */
  public String participants() {
    return settings.containsKey("teams") ? "teams" : "players";
  }

  /**
   * Returns the rounds per tournament.
   *
   * @return from 1
   */
  public int rounds() {
    return Integer.parseInt(settings.get("rounds"));
  }

  /**
   * Returns the tournaments per system.
   *
   * @return from 1
   */
  public int tournaments() {
    return Integer.parseInt(settings.get("tournaments"));
  }

  /**
   * Returns the master seed.
   *
   * @return the seed
   */
  public long seed() {
    return Long.parseLong(settings.get("seed"));
  }

  /**
   * Returns the comparison of two systems, in either order (the differences then negated).
   *
   * @param a a system's id
   * @param b another's
   * @return never null
   * @throws IllegalArgumentException if either was not simulated
   */
  public Comparison comparison(String a, String b) {
    for (Comparison c : comparisons) {
      if (c.first().equals(a) && c.second().equals(b)) {
        return c;
      }
      if (c.first().equals(b) && c.second().equals(a)) {
        return new Comparison(
            a,
            b,
            c.differences().stream()
                .map(
                    d ->
                        new MetricSummary(
                            d.metric(),
                            d.n(),
                            -d.mean(),
                            d.standardDeviation(),
                            d.standardError(),
                            -d.ciHigh(),
                            -d.ciLow(),
                            -d.max(),
                            -d.q3(),
                            -d.median(),
                            -d.q1(),
                            -d.min()))
                .toList());
      }
    }
    throw new IllegalArgumentException("no comparison of " + a + " and " + b);
  }
}
