/**
 * The machinery the editions of the FIDE Dutch System share: the players of a round, colour
 * allocation, absolute criteria, the bracket's generation order over the project's matching ({@code
 * org.swisschess.matching}) and the explanation. Internal: exported only to the engine modules.
 */
@SuppressWarnings("module") // the engines that read it are built after it
module org.swisschess.dutch.core {
  requires transitive org.swisschess.api;
  requires transitive org.swisschess.matching;
  requires static org.jspecify;

  exports org.swisschess.dutch.core to
      org.swisschess.dutch2017,
      org.swisschess.dutch2026;
}
