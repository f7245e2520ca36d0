/** The Dubov Swiss Pairing System of 1997, as the pairing system {@code dubov-1997}. */
module org.swisschess.dubov {
  requires org.swisschess.api;
  requires org.swisschess.matching;
  requires static org.jspecify;

  provides org.swisschess.api.PairingSystem with
      org.swisschess.dubov.Dubov1997System;
}
