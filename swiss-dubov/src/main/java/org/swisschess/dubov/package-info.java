/**
 * The Dubov Swiss Pairing System of 1997: {@link org.swisschess.dubov.Dubov1997System}, found by
 * the id {@code dubov-1997}; everything else is internal.
 *
 * <p>Nothing in this package is null unless its type says {@code @Nullable} (JSpecify
 * {@code @NullMarked}, checked at compile time by NullAway): what may be absent is an {@code
 * Optional}.
 */
@NullMarked
package org.swisschess.dubov;

import org.jspecify.annotations.NullMarked;
