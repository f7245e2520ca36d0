/**
 * The Burstein System in force since 1 February 2026 (C.04.4.2), as the system {@code
 * burstein-2026}.
 */
@SuppressWarnings("module") // the edition year ends the name on purpose
module org.swisschess.burstein2026 {
  requires org.swisschess.api;
  requires org.swisschess.basic2026;
  requires org.swisschess.matching;
  requires org.swisschess.tiebreak;
  requires static org.jspecify;

  provides org.swisschess.api.PairingSystem with
      org.swisschess.burstein2026.Burstein2026System;
}
