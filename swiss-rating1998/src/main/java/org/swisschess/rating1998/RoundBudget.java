package org.swisschess.rating1998;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.SearchLimit;

/**
 * The search caps of one round (README, "Search"), read from the request's options, and the steps
 * spent against them. Every node of every search, every exchange and every alternative C.12 or C.13
 * examines is one step of the round, so {@link #STEPS} bounds the work of the whole round whatever
 * the bracket; the other caps bound one search each. A cap that is reached is recorded as a {@link
 * SearchLimit} for the explanation, once per cap and place.
 */
final class RoundBudget {

  /** Steps of the whole round. */
  static final String STEPS = "search-steps";

  /** Nodes of one search of D.1's transpositions. */
  static final String TRANSPOSITIONS = "transposition-nodes";

  /** Nodes of one exact search of a level (never changes a result: the level is then walked). */
  static final String EXACT = "exact-search-nodes";

  /** D.2 exchanges walked at one level. */
  static final String EXCHANGES = "exchanges-per-level";

  /** Remainders tried at one level of a heterogeneous bracket. */
  static final String REMAINDERS = "remainders-per-level";

  /** Alternatives of the previous bracket C.12 or C.13 examines. */
  static final String ALTERNATIVES = "backtrack-alternatives";

  /** The defaults, in the order the README lists them. */
  static final Map<String, Long> DEFAULTS = defaults();

  private final Map<String, Long> caps;
  private final Map<String, SearchLimit> reached = new LinkedHashMap<>();
  private long spent;
  private String where = "the round";

  private RoundBudget(Map<String, Long> caps) {
    this.caps = caps;
  }

  /**
   * The caps the request asks for, each option defaulting to {@link #DEFAULTS}.
   *
   * @throws IllegalArgumentException naming the option if one is not a whole number of at least 1
   */
  static RoundBudget of(PairingRequest request) {
    Map<String, Long> caps = new LinkedHashMap<>();
    DEFAULTS.forEach((name, value) -> caps.put(name, request.longOption(name, value)));
    return new RoundBudget(caps);
  }

  private static Map<String, Long> defaults() {
    Map<String, Long> m = new LinkedHashMap<>();
    m.put(STEPS, 20_000_000L);
    m.put(TRANSPOSITIONS, 20_000L);
    m.put(EXACT, 200_000L);
    m.put(EXCHANGES, 3_000L);
    m.put(REMAINDERS, 200L);
    m.put(ALTERNATIVES, 2_000L);
    return Map.copyOf(m);
  }

  long cap(String option) {
    Long cap = caps.get(option);
    if (cap == null) {
      throw new IllegalArgumentException("no search cap " + option + ": " + caps.keySet());
    }
    return cap;
  }

  /** Where the search is now, for the notes: a bracket, or C.12/C.13 above one. */
  void at(String place) {
    where = place;
  }

  String where() {
    return where;
  }

  /** Spends one step of the round; false once the round's steps are used up. */
  boolean step() {
    if (spent >= cap(STEPS)) {
      reached(STEPS, spent);
      return false;
    }
    spent++;
    return true;
  }

  boolean exhausted() {
    return spent >= cap(STEPS);
  }

  long spent() {
    return spent;
  }

  /** A search of the given cap ({@code option}); its nodes are steps of the round as well. */
  SearchBudget search(String option) {
    return new SearchBudget(this, option, cap(option));
  }

  /** Records that the cap {@code option} stopped a search after {@code count}. */
  void reached(String option, long count) {
    reached.putIfAbsent(option + "@" + where, new SearchLimit(option, count, cap(option), where));
  }

  List<SearchLimit> limits() {
    return new ArrayList<>(reached.values());
  }
}
