/** The FIDE Dutch System as agreed at Istanbul 2012, as the pairing system {@code dutch-2012}. */
@SuppressWarnings("module") // the edition year is part of the name, as in the package
module org.swisschess.dutch2012 {
  requires org.swisschess.api;
  requires org.swisschess.matching;
  requires static org.jspecify;

  provides org.swisschess.api.PairingSystem with
      org.swisschess.dutch2012.Dutch2012System;
}
