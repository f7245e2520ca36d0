package org.swisschess.api;

import java.util.List;
import java.util.OptionalInt;

/**
 * A pairing's values at every criterion, in the order its system decides by (each scoregroup's
 * criteria after those of the scoregroups above it, for a system that pairs from the top down). Two
 * pairings of one round have vectors of the same shape, value for value.
 *
 * @param values in the system's order; not null
 * @since 1.0.0
 */
public record CriteriaVector(List<CriterionValue> values) {

  /**
   * Copies.
   *
   * @param values not null
   */
  public CriteriaVector {
    values = List.copyOf(values);
  }

  /**
   * Returns the first position where this vector and {@code other} differ.
   *
   * @param other a vector of another pairing of the same round; not null
   * @return empty if they are equal everywhere
   * @throws IllegalArgumentException if the two vectors do not have the same shape
   */
  public OptionalInt firstDifference(CriteriaVector other) {
    if (values.size() != other.values.size()) {
      throw new IllegalArgumentException(
          "vectors of " + values.size() + " and " + other.values.size() + " values");
    }
    for (int i = 0; i < values.size(); i++) {
      CriterionValue a = values.get(i);
      CriterionValue b = other.values.get(i);
      if (!a.criterion().equals(b.criterion()) || !a.scope().equals(b.scope())) {
        throw new IllegalArgumentException("at " + i + ": " + a + " against " + b);
      }
      if (a.compareTo(b) != 0) {
        return OptionalInt.of(i);
      }
    }
    return OptionalInt.empty();
  }

  /**
   * Returns the last position whose value is counted in {@code scope}: for a system that decides
   * bracket by bracket, where the criteria of that bracket end.
   *
   * @param scope such as {@code scoregroup 3.0}; not null
   * @return the position, or -1 when no value is counted there
   * @since 1.0.0
   */
  public int lastIndexOf(String scope) {
    for (int i = values.size() - 1; i >= 0; i--) {
      if (values.get(i).scope().equals(scope)) {
        return i;
      }
    }
    return -1;
  }
}
