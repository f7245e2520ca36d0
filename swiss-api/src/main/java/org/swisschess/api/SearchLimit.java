package org.swisschess.api;

import java.util.Locale;
import java.util.Objects;

/**
 * A search cap that a system reached while pairing a round: the search stopped before it had tried
 * everything its rules ask for, so the pairing is the best one found, not necessarily the one an
 * exhaustive reading of the rules gives. A system that reaches no cap reports none.
 *
 * <p>Every cap can be raised through {@link PairingRequest#options()} under the name {@link
 * #option()}; each system lists its caps and their defaults in its documentation. Example: {@code
 * new SearchLimit("search-steps", 2_000_000, 2_000_000, "bracket 4.5")} reads "search stopped after
 * 2000000 candidates (cap search-steps = 2000000) at bracket 4.5; the pairing is the best found".
 *
 * @param option the option that raises the cap, such as {@code search-steps}; not null, not blank
 * @param count how many search steps or candidates had been spent when the search stopped; at least
 *     0
 * @param cap the value of the cap in force; at least 0
 * @param where where the search stopped, in the system's own terms (a bracket, a score group, a
 *     rule); not null
 */
public record SearchLimit(String option, long count, long cap, String where) {

  /**
   * Validates.
   *
   * @param option the option that raises the cap; not null, not blank
   * @param count the steps or candidates spent; at least 0
   * @param cap the cap in force; at least 0
   * @param where where the search stopped; not null
   * @throws IllegalArgumentException if {@code option} is blank or a number is negative
   */
  public SearchLimit {
    Objects.requireNonNull(option, "option");
    Objects.requireNonNull(where, "where");
    if (option.isBlank()) {
      throw new IllegalArgumentException("a search limit needs the name of its option");
    }
    if (count < 0 || cap < 0) {
      throw new IllegalArgumentException(
          "search limit " + option + ": count " + count + " and cap " + cap + " must be >= 0");
    }
  }

  /**
   * Returns the note as one line of text.
   *
   * @return never null, for example {@code search stopped after 2000000 candidates (cap
   *     search-steps = 2000000) at bracket 4.5; the pairing is the best found}
   */
  public String toText() {
    return String.format(
        Locale.ROOT,
        "search stopped after %d candidates (cap %s = %d) at %s; the pairing is the best found",
        count,
        option,
        cap,
        where);
  }
}
