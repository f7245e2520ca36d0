package org.swisschess.sim;

import java.util.List;
import java.util.Objects;

/**
 * The result of a simulation: one summary per system in the order given, and the metrics of each
 * tournament per system in index order.
 *
 * @param config the simulation; not null
 * @param systems one summary per system; not null
 * @param tournaments per system (same order as {@code systems}), the metrics of each tournament;
 *     not null
 */
public record SimulationReport(
    SimulationConfig config,
    List<SystemSummary> systems,
    List<List<TournamentMetrics>> tournaments) {

  /**
   * Copies the lists.
   *
   * @param config the simulation; not null
   * @param systems one summary per system; not null
   * @param tournaments per system (same order as {@code systems}), the metrics of each tournament;
   *     not null
   */
  public SimulationReport {
    Objects.requireNonNull(config, "config");
    systems = List.copyOf(systems);
    tournaments = tournaments.stream().map(List::copyOf).toList();
  }
}
