/**
 * The FIDE (Dutch) System, C.04.3 in force since 1 February 2026, as the pairing system {@code
 * dutch-2026}.
 */
@SuppressWarnings("module") // the edition year ends the name on purpose
module org.swisschess.dutch2026 {
  requires org.swisschess.api;
  requires org.swisschess.basic2026;
  requires org.swisschess.dutch.core;
  requires org.swisschess.matching;
  requires static org.jspecify;

  provides org.swisschess.api.PairingSystem with
      org.swisschess.dutch2026.Dutch2026System;
}
