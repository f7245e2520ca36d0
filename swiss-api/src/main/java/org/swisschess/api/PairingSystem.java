package org.swisschess.api;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

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
   * Returns whether this system is a baseline for simulation studies (Monrad, random pairing, a
   * round robin) rather than a pairing system of the FIDE Handbook; {@code swiss systems} marks
   * baselines so, and nothing chooses one for a file by its tournament type.
   *
   * @return false unless the system declares itself a baseline
   */
  default boolean isBaseline() {
    return false;
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
   * Returns the tournament types this system answers to: the codes of TRF-2026's record {@code 192}
   * that name its rules, each with the acceleration and the options the code asks for. {@link
   * PairingSystems#forTournamentType(String)} finds the system for a file's code from these
   * declarations, so that a new system is chosen by its code with no change to any caller; two
   * installed systems may not answer to one code.
   *
   * <p>The order is the system's preference: the first type that {@linkplain #tournamentTypeFor
   * describes} a request is the one a file paired with it names, so the canonical code of each
   * variant goes first. A family of codes (a team system's {@code
   * FIDE_TEAM[_TYPEA|_TYPEB][_MP|_GP][_GP|_MP][_BAKU]}) is listed code by code. Example:
   *
   * <pre>{@code
   * @Override
   * public List<TournamentType> tournamentTypes() {
   *   return List.of(
   *       TournamentType.of("FIDE_DUBOV"),
   *       TournamentType.of("FIDE_DUBOV_BAKU").withAcceleration(AccelerationMethod.BAKU));
   * }
   * }</pre>
   *
   * @return never null; empty (the default) for a system that no code names, which a file names by
   *     the system's id in the free-text record {@code 092}
   * @since 1.0.0
   */
  default List<TournamentType> tournamentTypes() {
    return List.of();
  }

  /**
   * Returns the tournament type that a file of rounds paired with these request options is to name,
   * so that pairing or checking the file again picks the same system with the same options.
   *
   * <p>The default is the first of {@link #tournamentTypes()} whose acceleration is the one the
   * {@link PairingRequest#ACCELERATION} option asks for ({@code none} or no option: none) and whose
   * options are exactly the request's options of the names that any of this system's types sets. A
   * system whose options have defaults that a code leaves unsaid overrides it.
   *
   * <p>Example: {@code
   * PairingSystems.require("dutch-2026").tournamentTypeFor(Map.of("acceleration", "baku"))} gives
   * {@code FIDE_DUTCH_2026_BAKU}.
   *
   * @param options a request's options; not null
   * @return empty if no type of this system describes them (no code, or an acceleration no code
   *     names: a file then states its virtual points explicitly)
   * @since 1.0.0
   */
  default Optional<TournamentType> tournamentTypeFor(Map<String, String> options) {
    Optional<AccelerationMethod> asked =
        Optional.ofNullable(options.get(PairingRequest.ACCELERATION))
            .flatMap(AccelerationMethod::fromOptionValue);
    List<TournamentType> types = tournamentTypes();
    Set<String> named = new TreeSet<>();
    types.forEach(t -> named.addAll(t.options().keySet()));
    Map<String, String> relevant = new TreeMap<>(options);
    relevant.keySet().retainAll(named);
    return types.stream()
        .filter(t -> t.acceleration().equals(asked) && t.options().equals(relevant))
        .findFirst();
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

  /**
   * Returns what this system offers to explain its pairings: the round paired again with an
   * alternative imposed, and a pairing's values at its criteria ({@link WhyThisPairing} proves
   * every reason with them).
   *
   * @return empty (the default) for a system that cannot pair with an imposition
   * @since 1.0.0
   */
  default java.util.Optional<ForcedPairings> forcedPairings() {
    return java.util.Optional.empty();
  }

  /** What a system pairs: players, or the teams of a team event. */
  enum Competitors {
    /** Individual players ({@link #pair(PairingRequest)}). */
    PLAYERS,
    /** Teams ({@link #pairTeams(TeamPairingRequest)}). */
    TEAMS
  }

  /**
   * Returns what this system pairs.
   *
   * @return {@link Competitors#PLAYERS} unless the system pairs teams
   * @since 1.0.0
   */
  default Competitors competitors() {
    return Competitors.PLAYERS;
  }

  /**
   * Pairs one round of a team event, for a system whose {@link #competitors()} are teams. Each
   * board of the pairing is a match: {@code white} is the team whose board 1 has White.
   *
   * <p>Example: {@code
   * PairingSystems.require("team-2026").pairTeams(TeamPairingRequest.of(event))}.
   *
   * @param request the event, the round and the absent teams; not null
   * @return the pairing of teams, never null
   * @throws UnsupportedRequestException if the system pairs players (the default)
   * @throws NoValidPairingException if no pairing satisfies the system's absolute criteria
   * @since 1.0.0
   */
  default Pairing pairTeams(TeamPairingRequest request) {
    throw new UnsupportedRequestException(
        id() + " pairs players, not teams: pair a team event with a team system");
  }
}
