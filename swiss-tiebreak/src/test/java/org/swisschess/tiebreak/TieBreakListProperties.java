package org.swisschess.tiebreak;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Whatever a tie-break record holds, reading it for an event of individuals or of teams either
 * gives a list whose every code the event can use, or throws a {@link TieBreakSyntaxException} at
 * an offset inside the value; and it reads exactly when the plain record reads and every code is
 * usable ({@link TieBreakList#unusable}).
 */
class TieBreakListProperties {

  @Provide
  Arbitrary<String> value() {
    Arbitrary<String> code =
        Arbitraries.oneOf(
            Arbitraries.of(TieBreakCode.values()).map(TieBreakCode::name),
            Arbitraries.of(
                "BH/C1", "BH:MP", "SB:GP", "EDE", "EDET", "MPTS", "GPTS", "X", "", "BH/Z"),
            Arbitraries.strings().withChars("ABCDEHMPST:/1,").ofMaxLength(6));
    return code.list()
        .ofMaxSize(6)
        .flatMap(l -> Arbitraries.of(",", ", ", " ", ",,").map(sep -> String.join(sep, l)));
  }

  @Property(tries = 2000)
  void aRecordReadsForTheEventOrIsRefusedAtAnOffset(
      @ForAll("value") String value, @ForAll boolean record212, @ForAll boolean teamEvent) {
    Optional<TieBreakList> plain = read(value, record212);
    try {
      TieBreakList list =
          record212
              ? TieBreakList.ofRecord212(value, teamEvent)
              : TieBreakList.ofRecord202(value, teamEvent);
      assertTrue(plain.isPresent(), value);
      assertEquals(plain.get(), list);
      for (TieBreak tb : list.tieBreaks()) {
        assertTrue(TieBreakList.unusable(tb, teamEvent).isEmpty(), tb + " in " + value);
      }
    } catch (TieBreakSyntaxException e) {
      assertTrue(e.offset() >= 0 && e.offset() <= value.length(), e.offset() + " in " + value);
      if (plain.isPresent()) {
        // the plain record reads: the refusal is a code this event cannot use, at its offset
        assertTrue(
            plain.get().tieBreaks().stream()
                .anyMatch(tb -> TieBreakList.unusable(tb, teamEvent).isPresent()),
            value);
        String base = e.found().split("[/:]")[0];
        assertTrue(
            value.regionMatches(true, e.offset(), base, 0, base.length()),
            e.found() + " at " + e.offset() + " of " + value);
      }
    }
  }

  private static Optional<TieBreakList> read(String value, boolean record212) {
    try {
      return Optional.of(
          record212 ? TieBreakList.ofRecord212(value) : TieBreakList.ofRecord202(value));
    } catch (TieBreakSyntaxException e) {
      return Optional.empty();
    }
  }
}
