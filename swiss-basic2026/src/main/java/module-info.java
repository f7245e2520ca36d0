/**
 * Internal: C.04.1 (basic rules) and C.04.2 (general handling rules) as the systems in force since
 * 1 February 2026 apply them. No public API: the package is exported only to the engines that pair
 * by these rules.
 */
@SuppressWarnings(
    "module") // the edition year ends the name; the engines that read it come after it
module org.swisschess.basic2026 {
  requires transitive org.swisschess.api;
  requires org.swisschess.matching;
  requires static org.jspecify;

  exports org.swisschess.basic2026 to
      org.swisschess.dubov2026,
      org.swisschess.burstein2026,
      org.swisschess.dutch2026;
}
