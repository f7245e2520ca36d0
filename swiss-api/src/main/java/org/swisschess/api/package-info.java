/**
 * The swiss pairing API: the immutable tournament model, the {@link
 * org.swisschess.api.PairingSystem} service interface and the {@link
 * org.swisschess.api.PairingSystems} registry.
 *
 * <p>Nothing in this package is null unless its type says {@code @Nullable}: parameters, return
 * values and record components are all non-null (JSpecify {@code @NullMarked}, checked at compile
 * time by NullAway).
 */
@NullMarked
package org.swisschess.api;

import org.jspecify.annotations.NullMarked;
