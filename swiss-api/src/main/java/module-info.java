/**
 * The swiss pairing API: an immutable tournament model, the {@link
 * org.swisschess.api.PairingSystem} service interface and the {@link
 * org.swisschess.api.PairingSystems} registry.
 */
module org.swisschess.api {
  requires org.slf4j;
  requires static transitive org.jspecify;

  exports org.swisschess.api;

  uses org.swisschess.api.PairingSystem;
}
