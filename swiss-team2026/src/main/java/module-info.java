/**
 * The Swiss Team Pairing System in force since 1 February 2026 (C.04.6), as the system {@code
 * team-2026}.
 */
@SuppressWarnings("module") // the edition year ends the name on purpose
module org.swisschess.team2026 {
  requires org.swisschess.api;
  requires org.swisschess.matching;
  requires static org.jspecify;

  provides org.swisschess.api.PairingSystem with
      org.swisschess.team2026.Team2026System;
}
