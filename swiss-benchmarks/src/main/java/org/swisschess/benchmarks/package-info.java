/**
 * The benchmarks of the repository: a round's pairing time and heap (RoundTimer, JMH), the
 * standings' time, the simulator's and the explanation's.
 *
 * <p>Nothing in this package is null unless its type says {@code @Nullable} (JSpecify
 * {@code @NullMarked}, checked at compile time by NullAway).
 */
@NullMarked
package org.swisschess.benchmarks;

import org.jspecify.annotations.NullMarked;
