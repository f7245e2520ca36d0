/**
 * The Dubov Swiss Pairing System of 2026: {@link org.swisschess.dubov2026.Dubov2026System}, found
 * by the id {@code dubov-2026}; everything else is internal.
 *
 * <p>Nothing in this package is null unless its type says {@code @Nullable} (JSpecify
 * {@code @NullMarked}, checked at compile time by NullAway): what may be absent is an {@code
 * Optional}.
 */
@NullMarked
package org.swisschess.dubov2026;

import org.jspecify.annotations.NullMarked;
