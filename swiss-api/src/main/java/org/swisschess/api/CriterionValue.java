package org.swisschess.api;

import java.util.List;
import java.util.Objects;

/**
 * What a pairing scores at one criterion in one place (a scoregroup, or the whole round): fewer or
 * lower is better.
 *
 * @param criterion the criterion; not null
 * @param scope where it is counted, in a player's words, such as {@code scoregroup 3.0} or {@code
 *     the round}; not null
 * @param value a count as one element, or scores in tenths highest first; compared element by
 *     element, then the shorter first; not null
 * @since 1.0.0
 */
public record CriterionValue(Criterion criterion, String scope, List<Integer> value)
    implements Comparable<CriterionValue> {

  /**
   * Validates and copies.
   *
   * @param criterion not null
   * @param scope not null
   * @param value not null
   */
  public CriterionValue {
    Objects.requireNonNull(criterion, "criterion");
    Objects.requireNonNull(scope, "scope");
    value = List.copyOf(value);
  }

  /**
   * Returns a count.
   *
   * @param criterion not null
   * @param scope not null
   * @param count at least 0
   * @return never null
   */
  public static CriterionValue count(Criterion criterion, String scope, int count) {
    return new CriterionValue(criterion, scope, List.of(count));
  }

  /**
   * Returns the count, or the number of scores listed.
   *
   * @return at least 0
   */
  public int count() {
    return criterion.measure() == Criterion.Measure.COUNT
        ? value.isEmpty() ? 0 : value.get(0)
        : value.size();
  }

  /**
   * Compares two values of the same criterion and scope: negative when this one is better.
   *
   * @param other not null
   * @return as {@link Comparable}
   */
  @Override
  public int compareTo(CriterionValue other) {
    int n = Math.min(value.size(), other.value.size());
    for (int i = 0; i < n; i++) {
      int c = Integer.compare(value.get(i), other.value.get(i));
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(value.size(), other.value.size());
  }

  /**
   * Returns the value as a player reads it: {@code 3}, scores as {@code 2.0, 1.5}, numbers as
   * {@code 3, 2} ({@code none} when nothing is listed).
   *
   * @return never null
   */
  public String toText() {
    if (criterion.measure() == Criterion.Measure.COUNT) {
      return Integer.toString(count());
    }
    if (value.isEmpty()) {
      return "none";
    }
    StringBuilder sb = new StringBuilder();
    for (int v : value) {
      sb.append(sb.length() == 0 ? "" : ", ")
          .append(
              criterion.measure() == Criterion.Measure.NUMBERS
                      || criterion.measure() == Criterion.Measure.PLACES
                  ? Integer.toString(v)
                  : Points.ofTenths(v).toString());
    }
    return sb.toString();
  }
}
