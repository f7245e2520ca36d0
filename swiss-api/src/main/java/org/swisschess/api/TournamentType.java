package org.swisschess.api;

import java.util.Collections;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A tournament type a pairing system answers to: a code of TRF-2026's record {@code 192} (the ETT26
 * table, such as {@code FIDE_DUTCH_2026_BAKU}) together with what the code asks of the system: an
 * acceleration method to work out, and request options.
 *
 * <p>A system declares the types it answers to ({@link PairingSystem#tournamentTypes()}); {@link
 * PairingSystems#forTournamentType(String)} finds the system a file's code names, and the type's
 * {@link #requestOptions()} go into the request that pairs the file. Which codes exist is a fact of
 * the file format, not of this type: a declaration names a code that a TRF reader accepts. Example,
 * for a system with a code of its own and its Baku variant, and for a team system whose code also
 * carries options:
 *
 * <pre>{@code
 * TournamentType plain = TournamentType.of("FIDE_BURSTEIN");
 * TournamentType baku = TournamentType.of("FIDE_BURSTEIN_BAKU").withAcceleration(AccelerationMethod.BAKU);
 * TournamentType team = TournamentType.of("FIDE_TEAM_TYPEB_GP").withOption("colour-preference", "B")
 *     .withOption("primary-score", "game-points");
 * }</pre>
 *
 * @param code the code, stripped and upper case (a lower-case code is upper-cased); not empty, no
 *     blank inside
 * @param acceleration the acceleration method the code asks the system to work out (C.04.7), such
 *     as {@link AccelerationMethod#BAKU} for a {@code _BAKU} code; empty for none
 * @param options the request options the code sets, by name; not null; never the {@link
 *     PairingRequest#ACCELERATION} option, which {@code acceleration} sets; kept unmodifiable,
 *     sorted by name
 * @since 1.0.0
 */
public record TournamentType(
    String code, Optional<AccelerationMethod> acceleration, Map<String, String> options) {

  /**
   * Validates and copies.
   *
   * @param code the code; not empty, no blank inside
   * @param acceleration the acceleration method the code asks for; not null
   * @param options the request options the code sets; not null, no null key or value
   * @throws IllegalArgumentException if the code is empty or holds a blank, or the options hold the
   *     {@link PairingRequest#ACCELERATION} option
   */
  public TournamentType {
    code = code.strip().toUpperCase(Locale.ROOT);
    if (code.isEmpty() || code.chars().anyMatch(Character::isWhitespace)) {
      throw new IllegalArgumentException(
          "a tournament type's code is one word, such as FIDE_DUTCH_2026; found '" + code + "'");
    }
    Objects.requireNonNull(acceleration, "acceleration");
    if (options.containsKey(PairingRequest.ACCELERATION)) {
      throw new IllegalArgumentException(
          code
              + ": the acceleration a code asks for is the type's acceleration, not the option "
              + PairingRequest.ACCELERATION);
    }
    options = Collections.unmodifiableMap(new TreeMap<>(options));
  }

  /**
   * Returns the type of {@code code} with no acceleration and no options.
   *
   * @param code such as {@code FIDE_DUBOV}; not null
   * @return never null
   * @throws IllegalArgumentException if the code is empty or holds a blank
   */
  public static TournamentType of(String code) {
    return new TournamentType(code, Optional.empty(), Map.of());
  }

  /**
   * Returns this type asking for {@code method}.
   *
   * @param method not null
   * @return never null
   */
  public TournamentType withAcceleration(AccelerationMethod method) {
    return new TournamentType(code, Optional.of(method), options);
  }

  /**
   * Returns this type with the request option {@code name} set to {@code value}.
   *
   * @param name the option's name; not null, not {@link PairingRequest#ACCELERATION}
   * @param value not null
   * @return never null
   */
  public TournamentType withOption(String name, String value) {
    Map<String, String> more = new TreeMap<>(options);
    more.put(name, value);
    return new TournamentType(code, acceleration, more);
  }

  /**
   * Returns whether a file's value names this type: the same code, case and surrounding blanks
   * ignored.
   *
   * @param value a {@code 192} value as written; not null
   * @return true if it is this type's code
   */
  public boolean hasCode(String value) {
    return code.equals(value.strip().toUpperCase(Locale.ROOT));
  }

  /**
   * Returns the options of a request that pairs a file of this type: the type's options, and the
   * {@link PairingRequest#ACCELERATION} option when the type asks for an acceleration.
   *
   * @return never null, unmodifiable, sorted by name
   */
  public Map<String, String> requestOptions() {
    Map<String, String> all = new TreeMap<>(options);
    acceleration.ifPresent(m -> all.put(PairingRequest.ACCELERATION, m.optionValue()));
    return Collections.unmodifiableMap(all);
  }
}
