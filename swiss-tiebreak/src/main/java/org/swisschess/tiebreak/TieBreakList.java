package org.swisschess.tiebreak;

import java.util.List;
import java.util.stream.Collectors;

/**
 * The ordered list of tie-breaks that ranks a tournament (C.07 4.1): the first entry is normally
 * the score itself ({@code PTS}).
 *
 * <p>Example: {@code TieBreakList.parse("PTS,BH/C1,BH,SB")}; the record {@code 202 BH/C1,BH} of a
 * TRF file is {@code TieBreakList.ofRecord202("BH/C1,BH")}, the same list.
 *
 * @param tieBreaks the tie-breaks in order; not null, not empty
 */
public record TieBreakList(List<TieBreak> tieBreaks) {

  /**
   * Validates and copies.
   *
   * @param tieBreaks the tie-breaks in order; not null, not empty
   * @throws IllegalArgumentException if the list is empty
   */
  public TieBreakList {
    tieBreaks = List.copyOf(tieBreaks);
    if (tieBreaks.isEmpty()) {
      throw new IllegalArgumentException("a tie-break list needs at least one tie-break");
    }
  }

  /**
   * Returns the list of these tie-breaks.
   *
   * @param tieBreaks at least one
   * @return never null
   */
  public static TieBreakList of(TieBreak... tieBreaks) {
    return new TieBreakList(List.of(tieBreaks));
  }

  /**
   * Parses codes separated by commas and/or blanks, exactly as given: {@code PTS,BH/C1,BH,SB}.
   *
   * @param text not null
   * @return never null
   * @throws TieBreakSyntaxException with the offset in {@code text} of the first wrong code
   */
  public static TieBreakList parse(String text) {
    return new TieBreakList(TieBreakParser.parseList(text));
  }

  /**
   * Parses the value of a TRF-2026 {@code 202} record, the tie-breaks after the score: the list is
   * {@code PTS} followed by them.
   *
   * @param value the record from column 5, not null
   * @return never null
   * @throws TieBreakSyntaxException with the offset in {@code value}
   */
  public static TieBreakList ofRecord202(String value) {
    List<TieBreak> list = new java.util.ArrayList<>();
    list.add(TieBreak.of(TieBreakCode.PTS));
    list.addAll(TieBreakParser.parseList(value));
    return new TieBreakList(list);
  }

  /**
   * Parses the value of a TRF-2026 {@code 212} record, the whole list, which starts with the score
   * ({@code PTS}, or {@code MPTS}/{@code GPTS} for teams).
   *
   * @param value the record from column 5, not null
   * @return never null
   * @throws TieBreakSyntaxException with the offset in {@code value}
   */
  public static TieBreakList ofRecord212(String value) {
    List<TieBreak> list = TieBreakParser.parseList(value);
    TieBreakCode first = list.get(0).code();
    if (first != TieBreakCode.PTS && first != TieBreakCode.MPTS && first != TieBreakCode.GPTS) {
      int at = 0;
      while (at < value.length() && Character.isWhitespace(value.charAt(at))) {
        at++;
      }
      throw new TieBreakSyntaxException(
          at,
          "PTS first (record 212 lists the score, then the tie-breaks)",
          list.get(0).toString());
    }
    return new TieBreakList(list);
  }

  /**
   * Returns the size of the list.
   *
   * @return at least 1
   */
  public int size() {
    return tieBreaks.size();
  }

  /**
   * Returns the tie-break at {@code index}.
   *
   * @param index from 0
   * @return never null
   */
  public TieBreak get(int index) {
    return tieBreaks.get(index);
  }

  /**
   * Returns the value of a {@code 212} record for this list: its codes separated by commas.
   *
   * @return such as {@code PTS,BH/C1,SB}
   */
  public String toRecord212() {
    return toString();
  }

  /** Returns the codes separated by commas: {@code PTS,BH/C1,SB}. */
  @Override
  public String toString() {
    return tieBreaks.stream().map(TieBreak::toString).collect(Collectors.joining(","));
  }
}
