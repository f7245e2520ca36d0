/**
 * The FIDE Swiss System Based on Rating.
 *
 * <p>Nothing in this package is null unless its type says {@code @Nullable} (JSpecify
 * {@code @NullMarked}, checked at compile time by NullAway): what may be absent is an {@code
 * Optional}.
 */
@NullMarked
package org.swisschess.rating1998;

import org.jspecify.annotations.NullMarked;
