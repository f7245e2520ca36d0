package org.swisschess.api;

/**
 * A pairing system: one edition of one set of Swiss rules, found by {@link PairingSystems} through
 * {@link java.util.ServiceLoader}.
 *
 * <p>A provider is registered in its module's {@code module-info.java} ({@code provides
 * org.swisschess.api.PairingSystem with ...}) and in {@code
 * META-INF/services/org.swisschess.api.PairingSystem}. Implementations are stateless and
 * thread-safe. Example:
 *
 * <pre>{@code
 * PairingSystem dutch = PairingSystems.require("dutch-2017");
 * Pairing next = dutch.pair(PairingRequest.of(tournament));
 * }</pre>
 */
public interface PairingSystem {

  /**
   * Returns the id: lowercase kebab-case with the edition, such as {@code dutch-2017}.
   *
   * @return never null
   */
  String id();

  /**
   * Returns a human-readable name, such as {@code FIDE Dutch System (C.04.3, 2017)}.
   *
   * @return never null
   */
  String name();

  /**
   * Returns the version of the implementation.
   *
   * @return the jar's implementation version, or {@code "development"} when run from classes
   */
  default String version() {
    String v = getClass().getPackage().getImplementationVersion();
    return v == null ? "development" : v;
  }

  /**
   * Returns the absolute colour rules this system guarantees.
   *
   * @return {@link ColourRules#NONE} unless the system declares some
   */
  default ColourRules colourRules() {
    return ColourRules.NONE;
  }

  /**
   * Returns whether {@code player} may receive the pairing-allocated bye in the round being paired,
   * by this system's own rule (C.04.3 2017 C.2: not after a PAB or a forfeit win; 2026 [C2]: not
   * after a PAB or a win's points scored without playing; the seed texts' own articles). The SPI
   * holds no rule of its own: each system declares its rule, and the testkit's contract checks
   * every pairing against the declaration.
   *
   * @param player the player's history, not null
   * @param tournament the tournament, not null
   * @return true if the system allows it
   */
  boolean mayReceivePairingAllocatedBye(PlayerHistory player, Tournament tournament);

  /**
   * Pairs one round.
   *
   * @param request the tournament, the round and who is absent; not null
   * @return the pairing, never null
   * @throws NoValidPairingException if no pairing satisfies the system's absolute criteria
   */
  Pairing pair(PairingRequest request);
}
