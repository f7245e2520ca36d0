/**
 * The random tournament generator (RTG) and simulation metrics over any pairing system.
 *
 * <p>Nothing in this package is null unless its type says {@code @Nullable} (JSpecify
 * {@code @NullMarked}, checked at compile time by NullAway): what may be absent is an {@code
 * Optional}.
 */
@NullMarked
package org.swisschess.sim;

import org.jspecify.annotations.NullMarked;
