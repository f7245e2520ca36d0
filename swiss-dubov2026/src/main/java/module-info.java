/**
 * The Dubov System of C.04.4.1 in force since 1 February 2026, as the pairing system {@code
 * dubov-2026}.
 */
@SuppressWarnings("module") // the edition year ends the name on purpose
module org.swisschess.dubov2026 {
  requires org.swisschess.api;
  requires org.swisschess.basic2026;
  requires org.swisschess.matching;
  requires static org.jspecify;

  provides org.swisschess.api.PairingSystem with
      org.swisschess.dubov2026.Dubov2026System;
}
