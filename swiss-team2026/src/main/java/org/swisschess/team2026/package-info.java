/**
 * The Swiss Team Pairing System of 2026 (C.04.6): {@link org.swisschess.team2026.Team2026System},
 * found by the id {@code team-2026}; everything else is internal.
 *
 * <p>Nothing in this package is null unless its type says {@code @Nullable} (JSpecify
 * {@code @NullMarked}, checked at compile time by NullAway): what may be absent is an {@code
 * Optional}.
 */
@NullMarked
package org.swisschess.team2026;

import org.jspecify.annotations.NullMarked;
