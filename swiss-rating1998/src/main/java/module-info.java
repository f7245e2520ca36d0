/**
 * The FIDE Swiss System Based on Rating (1992/1997/1998 texts) as the pairing system {@code
 * rating-1998}.
 */
@SuppressWarnings("module") // the edition year is part of the name, as in the package
module org.swisschess.rating1998 {
  requires static org.jspecify;
  requires org.swisschess.api;
  requires org.swisschess.matching;

  provides org.swisschess.api.PairingSystem with
      org.swisschess.rating1998.Rating1998System;
}
