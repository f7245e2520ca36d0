/**
 * The one matching of the project: exact maximum-weight matching of general graphs with weights of
 * any width (Edmonds' blossom algorithm in its primal-dual form) and maximum-cardinality matching.
 * Depends on nothing but {@code java.base} at run time (the nullness annotations are compile-time
 * only). Internal: exported only to the engine modules that pair with it.
 */
@SuppressWarnings("module") // the engines that read it are built after it
module org.swisschess.matching {
  requires static org.jspecify;

  exports org.swisschess.matching to
      org.swisschess.basic2026,
      org.swisschess.dutch.core,
      org.swisschess.dutch2017,
      org.swisschess.dutch2026,
      org.swisschess.dutch2012,
      org.swisschess.dubov,
      org.swisschess.burstein2026,
      org.swisschess.dubov2026,
      org.swisschess.rating1998,
      org.swisschess.team2026;
}
