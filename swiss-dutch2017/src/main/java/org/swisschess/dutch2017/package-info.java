/**
 * The FIDE Dutch System (2017): {@link org.swisschess.dutch2017.Dutch2017System}, found by the id
 * {@code dutch-2017}; everything else is internal.
 *
 * <p>Nothing in this package is null unless its type says {@code @Nullable} (JSpecify
 * {@code @NullMarked}, checked at compile time by NullAway): what may be absent is an {@code
 * Optional}.
 */
@NullMarked
package org.swisschess.dutch2017;

import org.jspecify.annotations.NullMarked;
