/**
 * The command line: {@code swiss systems, pair, explain, check, standings, generate, simulate} and
 * the engine differentials.
 *
 * <p>Nothing in this package is null unless its type says {@code @Nullable} (JSpecify
 * {@code @NullMarked}, checked at compile time by NullAway); picocli's option fields that have no
 * default are typed {@code @Nullable}.
 */
@NullMarked
package org.swisschess.cli;

import org.jspecify.annotations.NullMarked;
