/**
 * The Burstein System of 2026 (C.04.4.2): {@link org.swisschess.burstein2026.Burstein2026System},
 * found by the id {@code burstein-2026}; everything else is internal.
 *
 * <p>Nothing in this package is null unless its type says {@code @Nullable} (JSpecify
 * {@code @NullMarked}, checked at compile time by NullAway): what may be absent is an {@code
 * Optional}.
 */
@NullMarked
package org.swisschess.burstein2026;

import org.jspecify.annotations.NullMarked;
