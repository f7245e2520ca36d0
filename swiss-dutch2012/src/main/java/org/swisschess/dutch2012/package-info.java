/**
 * The FIDE Dutch System as agreed at Istanbul 2012: {@link
 * org.swisschess.dutch2012.Dutch2012System}, found by the id {@code dutch-2012}; everything else is
 * internal.
 *
 * <p>Nothing in this package is null unless its type says {@code @Nullable} (JSpecify
 * {@code @NullMarked}, checked at compile time by NullAway): what may be absent is an {@code
 * Optional}.
 */
@NullMarked
package org.swisschess.dutch2012;

import org.jspecify.annotations.NullMarked;
