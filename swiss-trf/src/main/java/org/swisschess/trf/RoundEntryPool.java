package org.swisschess.trf;

import java.util.HashMap;
import java.util.Map;
import org.swisschess.api.Colour;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;

/**
 * One shared instance per distinct round entry of a file. Entries are immutable, and a tournament
 * of 9,999 players and 999 rounds has ten million blocks but at most a few hundred thousand
 * distinct entries (an opponent, a colour, a result).
 */
final class RoundEntryPool {

  private final Map<Long, RoundEntry> entries = new HashMap<>();

  /**
   * Returns the entry, built (and validated) once.
   *
   * @throws IllegalArgumentException as {@link RoundEntry}'s constructor does
   */
  RoundEntry canonical(int opponent, Colour colour, ResultKind result) {
    long key = ((long) opponent << 16) | ((long) colour.code() << 8) | result.code();
    RoundEntry e = entries.get(key);
    if (e == null) {
      e = new RoundEntry(opponent, colour, result);
      entries.put(key, e);
    }
    return e;
  }
}
