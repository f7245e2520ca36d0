package org.swisschess.tiebreak;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
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
   * Parses codes as {@link #parse(String)} does and refuses, at its offset, the first one that
   * cannot rank the participants of the event: a team code or {@code :MP}/{@code :GP} for
   * individuals, an individual code for teams ({@link #unusable}).
   *
   * @param text not null
   * @param teamEvent whether the participants are teams
   * @return never null
   * @throws TieBreakSyntaxException with the offset in {@code text} of the first wrong code
   */
  public static TieBreakList parse(String text, boolean teamEvent) {
    List<Integer> starts = new ArrayList<>();
    List<TieBreak> list = TieBreakParser.parseList(text, starts);
    requireUsable(list, starts, teamEvent);
    return new TieBreakList(list);
  }

  /**
   * Parses a {@code 202} record as {@link #ofRecord202(String)} does and refuses, at its offset,
   * the first code the event cannot use ({@link #unusable}).
   *
   * @param value the record from column 5, not null
   * @param teamEvent whether the participants are teams
   * @return never null
   * @throws TieBreakSyntaxException with the offset in {@code value}
   */
  public static TieBreakList ofRecord202(String value, boolean teamEvent) {
    List<Integer> starts = new ArrayList<>();
    List<TieBreak> codes = TieBreakParser.parseList(value, starts);
    requireUsable(codes, starts, teamEvent);
    return ofRecord202(value);
  }

  /**
   * Parses a {@code 212} record as {@link #ofRecord212(String)} does and refuses, at its offset,
   * the first code the event cannot use ({@link #unusable}).
   *
   * @param value the record from column 5, not null
   * @param teamEvent whether the participants are teams
   * @return never null
   * @throws TieBreakSyntaxException with the offset in {@code value}
   */
  public static TieBreakList ofRecord212(String value, boolean teamEvent) {
    TieBreakList list = ofRecord212(value);
    List<Integer> starts = new ArrayList<>();
    requireUsable(TieBreakParser.parseList(value, starts), starts, teamEvent);
    return list;
  }

  private static void requireUsable(List<TieBreak> list, List<Integer> starts, boolean teamEvent) {
    for (int i = 0; i < list.size(); i++) {
      TieBreak tb = list.get(i);
      Optional<String> why = unusable(tb, teamEvent);
      if (why.isPresent()) {
        throw new TieBreakSyntaxException(
            starts.get(i),
            (teamEvent ? "a tie-break for teams (" : "a tie-break for individuals (")
                + why.get()
                + ")",
            tb.toString());
      }
    }
  }

  /**
   * Returns why a tie-break cannot rank the participants of an event, the one statement of that
   * rule: team codes (C.07 11-13) and match or game points ({@code :MP}, {@code :GP}) are for team
   * events, codes for individuals only for individual events; the EDE variants of C.07 13.3.2 other
   * than EDE itself are not computed.
   *
   * @param tb the tie-break, not null
   * @param teamEvent whether the participants are teams
   * @return empty if it can rank them
   */
  public static Optional<String> unusable(TieBreak tb, boolean teamEvent) {
    TieBreakCode code = tb.code();
    if (!teamEvent) {
      if (code.scope() == TieBreakCode.Scope.TEAM) {
        return Optional.of(
            tb
                + " is a team tie-break (C.07 "
                + code.article()
                + "); this tournament has no teams");
      }
      if (tb.points() != TieBreak.PointsType.DEFAULT) {
        return Optional.of(tb + ": match and game points (:MP, :GP) are for team events");
      }
      return Optional.empty();
    }
    if (code.scope() == TieBreakCode.Scope.INDIVIDUAL) {
      return Optional.of(tb + " is for individuals (C.07 " + code.article() + "), not for teams");
    }
    if (code == TieBreakCode.EDEBT
        || code == TieBreakCode.EDEBB
        || code == TieBreakCode.EDET
        || code == TieBreakCode.EDEB) {
      return Optional.of(tb + " (C.07 13.3.2) is not computed by this version; EDE is");
    }
    return Optional.empty();
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
