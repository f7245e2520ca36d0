package org.swisschess.cli;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Which pairing system a TRF file's tournament-type record ({@code 092} / {@code 192}) names. The
 * values are the names engines write; {@code FIDE_DUTCH_2025} is the name bbpPairings gives the
 * Dutch rules in force since 2026. {@code FIDE_DUTCH_2025_BAKU} is those rules with the Baku
 * acceleration worked out by the engine, which this tool does not do: such a file is refused rather
 * than paired without its acceleration.
 */
final class TournamentTypes {

  private static final Map<String, String> SYSTEM_BY_TYPE =
      Map.of(
          "FIDE_DUTCH_2025", "dutch-2026",
          "FIDE_DUTCH_2026", "dutch-2026",
          "FIDE_DUTCH_2017", "dutch-2017");

  private static final Map<String, String> UNSUPPORTED =
      Map.of(
          "FIDE_DUTCH_2025_BAKU", "the 2026 Dutch rules with the Baku acceleration",
          "FIDE_DUTCH_BAKU", "the Dutch rules with the Baku acceleration",
          "FIDE_BURSTEIN", "the Burstein system",
          "FIDE_BURSTEIN_BAKU", "the Burstein system with the Baku acceleration");

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
   * Returns the id of the system a tournament type names.
   *
   * @param tournamentType the record's value as written, case and surrounding blanks ignored
   * @return the system id, or empty for a type this tool does not know
   */
  static Optional<String> systemFor(String tournamentType) {
    return Optional.ofNullable(SYSTEM_BY_TYPE.get(tournamentType.strip().toUpperCase(Locale.ROOT)));
  }
}
