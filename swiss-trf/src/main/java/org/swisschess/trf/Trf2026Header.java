package org.swisschess.trf;

import java.time.LocalDate;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What a TRF-2026 file says of the tournament besides its players and rounds: the {@code 022} to
 * {@code 132} records, the {@code 192} code and the {@code 202} tie-breaks (trf-2026.md §2).
 *
 * <p>Example: {@code new Trf2026Header("Oslo", "NOR", LocalDate.of(2026, 3, 1), "Arbiter, A.",
 * "90'+30\"", "Swiss", "FIDE_DUTCH_2025", Optional.of("BH/C1,BH,SB"))}.
 *
 * @param city the {@code 022} city; not null, empty for none
 * @param federation the {@code 032} federation; not null, empty for none
 * @param firstRound the date of round 1; round r is played r - 1 days later ({@code 042}, {@code
 *     052}, {@code 132}); not null
 * @param chiefArbiter the {@code 102} chief arbiter; not null, empty for none
 * @param timeControl the {@code 122} allotted times, free text; not null, empty for none
 * @param typeText the {@code 092} type of tournament, free text; not null, empty for none
 * @param typeCode the {@code 192} code from ETT26 (e.g. {@code FIDE_DUTCH_2025}); not null, empty
 *     for none
 * @param tieBreaks the tie-breaks, comma-separated MTB codes: written as {@code 212} when the list
 *     starts with {@code PTS}, else as {@code 202}; not null, empty for none
 */
public record Trf2026Header(
    String city,
    String federation,
    LocalDate firstRound,
    String chiefArbiter,
    String timeControl,
    String typeText,
    String typeCode,
    Optional<String> tieBreaks) {

  /**
   * Validates.
   *
   * @param city the {@code 022} city; not null
   * @param federation the {@code 032} federation; not null
   * @param firstRound the date of round 1; not null
   * @param chiefArbiter the {@code 102} chief arbiter; not null
   * @param timeControl the {@code 122} allotted times; not null
   * @param typeText the {@code 092} type of tournament; not null
   * @param typeCode the {@code 192} code; not null
   * @param tieBreaks the {@code 202} tie-breaks; not null
   * @throws IllegalArgumentException if a value holds a line end
   */
  public Trf2026Header {
    for (String s :
        List.of(
            city,
            federation,
            chiefArbiter,
            timeControl,
            typeText,
            typeCode,
            tieBreaks.orElse(""))) {
      if (s.contains("\n") || s.contains("\r")) {
        throw new IllegalArgumentException("a TRF record is one line: '" + s + "'");
      }
    }
    Objects.requireNonNull(firstRound, "firstRound");
  }
}
