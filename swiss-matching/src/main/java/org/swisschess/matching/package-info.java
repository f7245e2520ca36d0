/**
 * The one matching of the project: exact maximum-weight and maximum-cardinality matching of general
 * graphs.
 *
 * <p>Nothing in this package is null unless its type says {@code @Nullable} (JSpecify
 * {@code @NullMarked}, checked at compile time by NullAway).
 */
@NullMarked
package org.swisschess.matching;

import org.jspecify.annotations.NullMarked;
