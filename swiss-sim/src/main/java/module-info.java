/**
 * The random tournament generator (RTG) and simulation metrics: complete tournaments paired by any
 * {@link org.swisschess.api.PairingSystem}, reproducible from a seed.
 */
module org.swisschess.sim {
  requires static transitive org.jspecify;
  requires transitive org.swisschess.api;
  requires transitive org.swisschess.tiebreak;

  exports org.swisschess.sim;
}
