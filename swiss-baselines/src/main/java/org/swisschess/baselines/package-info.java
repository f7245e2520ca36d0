/**
 * Baselines for simulation studies: Monrad, random pairing within scoregroups, round robin by
 * Berger tables.
 *
 * <p>Nothing in this package is null unless its type says {@code @Nullable} (JSpecify
 * {@code @NullMarked}, checked at compile time by NullAway).
 */
@NullMarked
package org.swisschess.baselines;

import org.jspecify.annotations.NullMarked;
