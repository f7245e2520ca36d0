/**
 * The rules the 2026 texts share, each written once with its article: {@link
 * org.swisschess.basic2026.RoundPlayer} (a player as a round sees him), {@link
 * org.swisschess.basic2026.MayMeet} ([C1], [C3]), {@link org.swisschess.basic2026.ByeEligibility}
 * ([C2]), {@link org.swisschess.basic2026.PabAssignment} (C.04.4.x 3.1) and {@link
 * org.swisschess.basic2026.ColourAllocation} (C.04.4.x 5.2). Exported only to the engines that use
 * them; not a public API.
 *
 * <p>Nothing in this package is null unless its type says {@code @Nullable} (JSpecify
 * {@code @NullMarked}, checked at compile time by NullAway): what may be absent is an {@code
 * Optional}.
 */
@NullMarked
package org.swisschess.basic2026;

import org.jspecify.annotations.NullMarked;
