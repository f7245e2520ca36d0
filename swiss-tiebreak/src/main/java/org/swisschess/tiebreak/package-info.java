/**
 * FIDE tie-breaks and standings: {@link org.swisschess.tiebreak.TieBreakList} parses the codes a
 * user types ({@code PTS,BH/C1,SB}), {@link org.swisschess.tiebreak.Standings#of} ranks a
 * tournament by them. Values are exact; nothing here is a {@code double}.
 */
@NullMarked
package org.swisschess.tiebreak;

import org.jspecify.annotations.NullMarked;
