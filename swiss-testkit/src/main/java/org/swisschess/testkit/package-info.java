/**
 * The shared test kit: jqwik arbitraries for tournament states, the contract every pairing system
 * must pass, and the reference corpora replayed against it.
 *
 * <p>Nothing in this package is null unless its type says {@code @Nullable} (JSpecify
 * {@code @NullMarked}, checked at compile time by NullAway).
 */
@NullMarked
package org.swisschess.testkit;

import org.jspecify.annotations.NullMarked;
