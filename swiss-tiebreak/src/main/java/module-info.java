/**
 * FIDE tie-breaks (C.07, in force since 1 March 2026) and the standings they give, computed exactly
 * from a {@link org.swisschess.api.Tournament}.
 */
module org.swisschess.tiebreak {
  requires transitive org.swisschess.api;
  requires static transitive org.jspecify;

  exports org.swisschess.tiebreak;
}
