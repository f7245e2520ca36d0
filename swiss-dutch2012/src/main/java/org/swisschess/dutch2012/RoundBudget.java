package org.swisschess.dutch2012;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.SearchLimit;

/**
 * The search caps of one round (README, "Pruning"), read from the request's options, and the work
 * spent against them. Work is counted in units, the cells of the oracle matrices the searches fill:
 * every unit any search of the round spends counts against {@link #STEPS} too, so the round is
 * bounded whatever the brackets, backtracks and joins; the other caps bound one level, one bracket
 * search and one backtracking search. A cap that stops a search is recorded as a {@link
 * SearchLimit} for the explanation, once per cap and place.
 */
final class RoundBudget {

  /** Units of the whole round. */
  static final String STEPS = "search-steps";

  /** Units of one requirement level (C.3/C.10) of one bracket. */
  static final String LEVEL = "level-units";

  /** Units of one bracket's search (C.2 to C.14). */
  static final String BRACKET = "bracket-units";

  /** Units of one backtracking search (C.12, C.13). */
  static final String BACKTRACK = "backtrack-units";

  /** The defaults, in the order the README lists them. */
  static final Map<String, Long> DEFAULTS = defaults();

  private final Map<String, Long> caps;
  private final Map<String, SearchLimit> reached = new LinkedHashMap<>();
  private long spent;
  private String where = "the round";

  private RoundBudget(Map<String, Long> caps) {
    this.caps = caps;
  }

  /** The default caps, for rounds built without a request (worked examples). */
  static RoundBudget defaultCaps() {
    return new RoundBudget(new LinkedHashMap<>(DEFAULTS));
  }

  /**
   * The caps the request asks for, each option defaulting to {@link #DEFAULTS}.
   *
   * @throws IllegalArgumentException naming the option if one is not a whole number of at least 1
   */
  static RoundBudget of(PairingRequest request) {
    Map<String, Long> caps = new LinkedHashMap<>();
    for (Map.Entry<String, Long> e : DEFAULTS.entrySet()) {
      caps.put(e.getKey(), request.longOption(e.getKey(), e.getValue()));
    }
    return new RoundBudget(caps);
  }

  private static Map<String, Long> defaults() {
    Map<String, Long> m = new LinkedHashMap<>();
    m.put(STEPS, 50_000_000L);
    m.put(LEVEL, 3_000_000L);
    m.put(BRACKET, 300_000_000L);
    m.put(BACKTRACK, 20_000_000L);
    return java.util.Collections.unmodifiableMap(m);
  }

  long cap(String option) {
    return Objects.requireNonNull(caps.get(option), () -> "no search cap " + option);
  }

  /** Where the search is now, for the notes. */
  void at(String place) {
    where = place;
  }

  /** Spends {@code units} of the round; false once the round's units are used up. */
  boolean spend(long units) {
    spent += units;
    if (spent > cap(STEPS)) {
      reached(STEPS, spent);
      return false;
    }
    return true;
  }

  boolean exhausted() {
    return spent > cap(STEPS);
  }

  long spent() {
    return spent;
  }

  /**
   * A search under the cap {@code option}. The units of a level search count for the round as well;
   * a bracket's or a backtrack's cap adds up its levels' units, already counted.
   */
  SearchBudget search(String option) {
    return new SearchBudget(this, option, cap(option), option.equals(LEVEL));
  }

  /** Records that the cap {@code option} stopped a search after {@code count} units. */
  void reached(String option, long count) {
    reached.putIfAbsent(option + "@" + where, new SearchLimit(option, count, cap(option), where));
  }

  List<SearchLimit> limits() {
    return new ArrayList<>(reached.values());
  }
}
