package org.swisschess.cli;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PairingSystems;

/**
 * Which pairing system a TRF file's tournament-type record ({@code 092} / {@code 192}) names. The
 * values are the ETT26 codes and the names engines write; {@code FIDE_DUTCH_2025} is the name
 * bbpPairings gives the Dutch rules in force since 2026, and {@code FIDE_DUTCH} names the rules in
 * force, the 2026 ones. A {@code _BAKU} suffix names the same system with the Baku acceleration,
 * which the swiss-trf reader reports ({@code TrfDocument.accelerationMethod()}).
 */
final class TournamentTypes {

  private static final Map<String, String> SYSTEM_BY_TYPE =
      Map.of(
          "FIDE_DUTCH_2025", "dutch-2026",
          "FIDE_DUTCH_2026", "dutch-2026",
          "FIDE_DUTCH", "dutch-2026",
          "FIDE_DUTCH_2017", "dutch-2017",
          "FIDE_BURSTEIN", "burstein-2026",
          "FIDE_DUBOV", "dubov-2026",
          "FIDE_DUBOV_2026", "dubov-2026");

  private static final String BAKU = "_BAKU";

  private static final Map<String, String> UNSUPPORTED =
      Map.of(
          "FIDE_DOUBLESWISS", "the Double-Swiss system (C.04.5, 2026)",
          "FIDE_DOUBLESWISS_BAKU",
              "the Double-Swiss system (C.04.5, 2026) with the Baku acceleration");

  private TournamentTypes() {}

  /**
   * Returns what a tournament type asks for that this tool cannot do, for the error message.
   *
   * @param tournamentType the record's value as written, case and surrounding blanks ignored
   * @return a description, or empty for a type that is supported or unknown
   */
  static Optional<String> unsupported(String tournamentType) {
    return Optional.ofNullable(UNSUPPORTED.get(tournamentType.strip().toUpperCase(Locale.ROOT)));
  }

  /**
   * Returns the tournament-type record that names a system, so that a file says how it was paired
   * and {@code pair} and {@code check} pick the same rules again: TRF-2026's {@code 192} with the
   * ETT26 code where one names the edition ({@code FIDE_DUTCH_2017}; for the 2026 rules {@code
   * FIDE_DUTCH_2025}, the spelling bbpPairings 6 reads and writes), else the free-text {@code 092}
   * with the system's id ({@code 092 dubov-1997}: ETT26's {@code FIDE_DUBOV} is the current Dubov
   * rules, not the 1997 edition).
   *
   * @param systemId a system id
   * @return the whole record, such as {@code 192 FIDE_DUTCH_2017}
   */
  static String recordFor(String systemId) {
    return switch (systemId) {
      case "dutch-2017" -> "192 FIDE_DUTCH_2017";
      case "dutch-2026" -> "192 FIDE_DUTCH_2025";
      case "burstein-2026" -> "192 FIDE_BURSTEIN";
      case "dubov-2026" -> "192 FIDE_DUBOV";
      default -> "092 " + systemId;
    };
  }

  /**
   * Returns the TRF-2026 code of a system with the Baku acceleration the engine works out.
   *
   * @param systemId a system id
   * @return {@code FIDE_DUTCH_2026_BAKU} or {@code FIDE_DUTCH_2017_BAKU}; empty for other systems
   */
  static Optional<String> bakuTypeFor(String systemId) {
    return switch (systemId) {
      case "dutch-2026" -> Optional.of("FIDE_DUTCH_2026_BAKU");
      case "dutch-2017" -> Optional.of("FIDE_DUTCH_2017_BAKU");
      case "burstein-2026" -> Optional.of("FIDE_BURSTEIN_BAKU");
      case "dubov-2026" -> Optional.of("FIDE_DUBOV_BAKU");
      default -> Optional.empty();
    };
  }

  /**
   * Returns the id of the system a tournament type names: an ETT26 code this tool knows, with or
   * without the {@code _BAKU} suffix, or the id of an installed system (as {@link #recordFor}
   * writes for systems without a code).
   *
   * @param tournamentType the record's value as written, case and surrounding blanks ignored
   * @return the system id, or empty for a type this tool does not know
   */
  static Optional<String> systemFor(String tournamentType) {
    String code = tournamentType.strip();
    String upper = code.toUpperCase(Locale.ROOT);
    if (upper.endsWith(BAKU)) {
      upper = upper.substring(0, upper.length() - BAKU.length());
    }
    String known = SYSTEM_BY_TYPE.get(upper);
    if (known != null) {
      return Optional.of(known);
    }
    return PairingSystems.find(code).map(PairingSystem::id);
  }
}
