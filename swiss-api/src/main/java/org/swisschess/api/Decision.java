package org.swisschess.api;

import java.util.List;
import java.util.Objects;

/**
 * What settled a pairing against one alternative, found by pairing the round again with the
 * alternative imposed: the first criterion, in the system's order, at which the forced re-pairing
 * is worse (with both values), or the absolute criterion the alternative breaks outright or leaves
 * no valid pairing without.
 *
 * @param kind how it was settled; not null
 * @param criterion the deciding criterion: the quality criterion of {@link Kind#WORSE}, the
 *     absolute one of {@link Kind#FORBIDDEN} and {@link Kind#NO_VALID_PAIRING}, the article that
 *     orders equal pairings for {@link Kind#ORDER}; not null
 * @param scope where the criterion was counted (such as {@code scoregroup 3.0}); for {@link
 *     Kind#ORDER}, the bracket whose order decided, when the two pairings are equal at every
 *     criterion down to it; empty when not counted; not null
 * @param chosen the pairing's value at the criterion ({@link Kind#WORSE} only, else empty); not
 *     null
 * @param forced the forced re-pairing's value there ({@link Kind#WORSE} only, else empty); not null
 * @param detail a fact in a player's words (such as {@code 5 and 12 met in round 3}); may be empty;
 *     not null
 * @since 1.0.0
 */
public record Decision(
    Kind kind,
    Criterion criterion,
    String scope,
    List<Integer> chosen,
    List<Integer> forced,
    String detail) {

  /** How an alternative was settled. */
  public enum Kind {
    /** The forced re-pairing exists and is worse at {@link Decision#criterion()}. */
    WORSE,
    /** The alternative breaks an absolute criterion by itself (players who met, a second PAB). */
    FORBIDDEN,
    /** No pairing of the round meets the alternative and the absolute criteria. */
    NO_VALID_PAIRING,
    /**
     * The forced re-pairing is as good at every criterion (with a {@link Decision#scope()}: at
     * every criterion down to that bracket, the highest where the two pairings differ); the order
     * in which the text tries the pairings (of that bracket) puts the chosen one first.
     */
    ORDER
  }

  /**
   * Validates and copies.
   *
   * @param kind not null
   * @param criterion not null
   * @param scope not null
   * @param chosen not null
   * @param forced not null
   * @param detail not null
   */
  public Decision {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(criterion, "criterion");
    Objects.requireNonNull(scope, "scope");
    Objects.requireNonNull(detail, "detail");
    chosen = List.copyOf(chosen);
    forced = List.copyOf(forced);
    if ((kind == Kind.WORSE) == (chosen.isEmpty() && forced.isEmpty())) {
      throw new IllegalArgumentException("values belong to a WORSE decision, and only there");
    }
  }

  /**
   * Returns the decision that the forced re-pairing is worse at {@code chosen}'s criterion.
   *
   * @param chosen the pairing's value; not null
   * @param forced the forced re-pairing's value, of the same criterion and scope; not null
   * @return never null
   */
  public static Decision worse(CriterionValue chosen, CriterionValue forced) {
    return new Decision(
        Kind.WORSE, chosen.criterion(), chosen.scope(), chosen.value(), forced.value(), "");
  }

  /**
   * Returns the chosen pairing's value as a {@link CriterionValue}.
   *
   * @return never null; empty values unless {@link Kind#WORSE}
   */
  public CriterionValue chosenValue() {
    return new CriterionValue(criterion, scope, chosen);
  }

  /**
   * Returns the forced re-pairing's value as a {@link CriterionValue}.
   *
   * @return never null; empty values unless {@link Kind#WORSE}
   */
  public CriterionValue forcedValue() {
    return new CriterionValue(criterion, scope, forced);
  }
}
