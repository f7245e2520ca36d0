/**
 * Reads and writes FIDE Tournament Report Files: {@link org.swisschess.trf.TrfReader} reads a file
 * (TRF-16 with the JaVaFo/bbpPairings extensions, or TRF-2026) into the api model, {@link
 * org.swisschess.trf.TrfWriter} writes one back; every problem of a file is a {@link
 * org.swisschess.trf.TrfException} naming the file, line and column.
 *
 * <p>Nothing in this package is null unless its type says {@code @Nullable} (JSpecify
 * {@code @NullMarked}, checked at compile time by NullAway).
 */
@NullMarked
package org.swisschess.trf;

import org.jspecify.annotations.NullMarked;
