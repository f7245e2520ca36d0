package org.swisschess.cli;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;

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
          "FIDE_DUTCH_2017", "dutch-2017");

  private static final String BAKU = "_BAKU";

  private static final Map<String, String> UNSUPPORTED =
      Map.of(
          "FIDE_BURSTEIN", "the Burstein system",
          "FIDE_BURSTEIN_BAKU", "the Burstein system with the Baku acceleration",
          "FIDE_DUBOV", "the Dubov system as FIDE defines it now (this tool has dubov-1997)",
          "FIDE_DUBOV_BAKU",
              "the Dubov system as FIDE defines it now, with the Baku acceleration (this tool has"
                  + " dubov-1997)");

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
   * Returns the tournament type to write for a system: the name bbpPairings 6 reads and writes for
   * the rules in force since 2026, so that the file says how it was paired.
   *
   * @param systemId a system id
   * @return the type, or empty for a system with no agreed name
   */
  static Optional<String> typeFor(String systemId) {
    return "dutch-2026".equals(systemId) ? Optional.of("FIDE_DUTCH_2025") : Optional.empty();
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
      default -> Optional.empty();
    };
  }

  /**
   * Returns the id of the system a tournament type names, with or without the {@code _BAKU} suffix.
   *
   * @param tournamentType the record's value as written, case and surrounding blanks ignored
   * @return the system id, or empty for a type this tool does not know
   */
  static Optional<String> systemFor(String tournamentType) {
    String code = tournamentType.strip().toUpperCase(Locale.ROOT);
    if (code.endsWith(BAKU)) {
      code = code.substring(0, code.length() - BAKU.length());
    }
    return Optional.ofNullable(SYSTEM_BY_TYPE.get(code));
  }
}
