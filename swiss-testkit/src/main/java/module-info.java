/**
 * The shared test kit: jqwik arbitraries for tournament states and the contract every {@link
 * org.swisschess.api.PairingSystem} must pass.
 */
module org.swisschess.testkit {
  requires static transitive org.jspecify;
  requires transitive org.swisschess.api;
  requires transitive org.swisschess.sim;
  requires org.swisschess.trf;
  requires transitive net.jqwik.api;

  exports org.swisschess.testkit;
}
