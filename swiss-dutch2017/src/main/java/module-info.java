/** The FIDE (Dutch) System, C.04.3 (2017), as the pairing system {@code dutch-2017}. */
@SuppressWarnings("module") // the edition year ends the name on purpose
module org.swisschess.dutch2017 {
  requires org.swisschess.api;
  requires org.swisschess.dutch.core;
  requires org.swisschess.matching;
  requires static org.jspecify;

  provides org.swisschess.api.PairingSystem with
      org.swisschess.dutch2017.Dutch2017System;
}
