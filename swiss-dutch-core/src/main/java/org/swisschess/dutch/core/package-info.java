/**
 * What the editions of the FIDE Dutch System share (internal; exported only to {@code
 * org.swisschess.dutch2017} and {@code org.swisschess.dutch2026}).
 *
 * <p>Nothing in this package is null unless its type says {@code @Nullable} (JSpecify
 * {@code @NullMarked}, checked at compile time by NullAway): what may be absent is an {@code
 * Optional}.
 */
@NullMarked
package org.swisschess.dutch.core;

import org.jspecify.annotations.NullMarked;
