/**
 * Baselines for simulation studies, marked {@link org.swisschess.api.PairingSystem#isBaseline()}:
 * not FIDE systems, the formats studies compare FIDE's with.
 */
module org.swisschess.baselines {
  requires static org.jspecify;
  requires org.swisschess.api;

  provides org.swisschess.api.PairingSystem with
      org.swisschess.baselines.MonradSystem,
      org.swisschess.baselines.RandomScoregroupSystem,
      org.swisschess.baselines.RoundRobinSystem;
}
