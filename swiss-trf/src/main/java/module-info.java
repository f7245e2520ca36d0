/**
 * Reads and writes FIDE Tournament Report Files (TRF-16 with the JaVaFo/bbpPairings extensions,
 * TRF-2026).
 */
module org.swisschess.trf {
  requires transitive org.swisschess.api;
  requires static transitive org.jspecify;

  exports org.swisschess.trf;
}
