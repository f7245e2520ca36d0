package org.swisschess.tiebreak;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reads tie-break descriptors in the TRF-2026 syntax ({@code ACRONYM[:MP|:GP][/Cn|/Mn][/L±n][/Kx]
 * [/P][/F]}, plus {@code /R}), reporting the offset of the first thing that is wrong.
 */
final class TieBreakParser {

  private static final String CODES =
      "a tie-break code (PTS, DE, WIN, WON, BPG, BWG, PS, REP, STD, TPN, BH, AOB, FB, SB, KS, ARO,"
          + " TPR, PTP, APRO, APPO, RTNG, or a team code)";

  private TieBreakParser() {}

  /** Parses a list separated by commas and/or blanks. */
  static List<TieBreak> parseList(String text) {
    return parseList(text, new ArrayList<>());
  }

  /**
   * Parses a list separated by commas and/or blanks, adding to {@code starts} the offset in {@code
   * text} of each code parsed.
   */
  static List<TieBreak> parseList(String text, List<Integer> starts) {
    List<TieBreak> list = new ArrayList<>();
    int i = 0;
    int n = text.length();
    boolean afterComma = false;
    while (true) {
      while (i < n && Character.isWhitespace(text.charAt(i))) {
        i++;
      }
      if (i == n) {
        if (afterComma) {
          throw new TieBreakSyntaxException(i, "a tie-break code after the comma", "");
        }
        break;
      }
      if (text.charAt(i) == ',') {
        throw new TieBreakSyntaxException(i, CODES, ",");
      }
      int start = i;
      while (i < n && text.charAt(i) != ',' && !Character.isWhitespace(text.charAt(i))) {
        i++;
      }
      try {
        list.add(parseOne(text.substring(start, i)));
        starts.add(start);
      } catch (TieBreakSyntaxException e) {
        throw e.shifted(start);
      }
      while (i < n && Character.isWhitespace(text.charAt(i))) {
        i++;
      }
      afterComma = i < n && text.charAt(i) == ',';
      if (afterComma) {
        i++;
      }
    }
    if (list.isEmpty()) {
      throw new TieBreakSyntaxException(0, "at least one tie-break code", text.strip());
    }
    return list;
  }

  /** Parses one descriptor without blanks or commas. */
  static TieBreak parseOne(String text) {
    int slash = text.indexOf('/');
    String head = slash < 0 ? text : text.substring(0, slash);
    int colon = head.indexOf(':');
    String acronym = colon < 0 ? head : head.substring(0, colon);
    TieBreakCode code =
        TieBreakCode.ofAcronym(acronym)
            .orElseThrow(() -> new TieBreakSyntaxException(0, CODES, acronym));
    TieBreak.PointsType points = TieBreak.PointsType.DEFAULT;
    if (colon >= 0) {
      String type = head.substring(colon + 1).toUpperCase(Locale.ROOT);
      if (type.equals("MP")) {
        points = TieBreak.PointsType.MATCH;
      } else if (type.equals("GP")) {
        points = TieBreak.PointsType.GAME;
      } else {
        throw new TieBreakSyntaxException(colon + 1, "MP or GP after ':'", type);
      }
    }
    int cutLowest = 0;
    int cutHighest = 0;
    int limit = 0;
    int factor = 0;
    boolean forfeits = false;
    boolean fore = false;
    boolean reverse = false;
    boolean cutSeen = false;
    int pos = slash;
    while (pos >= 0) {
      int next = text.indexOf('/', pos + 1);
      String mod = text.substring(pos + 1, next < 0 ? text.length() : next);
      int at = pos + 1;
      if (mod.isEmpty()) {
        throw new TieBreakSyntaxException(at, "a modifier after '/'", "");
      }
      char letter = Character.toUpperCase(mod.charAt(0));
      String arg = mod.substring(1);
      if (!code.takes(letter) || "CMLPFRK".indexOf(letter) < 0) {
        String allowed = allowed(code);
        throw new TieBreakSyntaxException(
            at,
            allowed.isEmpty() ? "no modifier on " + code : "a modifier of " + code + allowed,
            mod);
      }
      switch (letter) {
        case 'C', 'M' -> {
          if (cutSeen) {
            throw new TieBreakSyntaxException(at, "one Cut-n or Median-n only", mod);
          }
          cutSeen = true;
          int count = count(arg, at + 1, mod);
          cutLowest = count;
          cutHighest = letter == 'M' ? count : 0;
        }
        case 'L' -> {
          if (arg.isEmpty() || (arg.charAt(0) != '+' && arg.charAt(0) != '-')) {
            throw new TieBreakSyntaxException(
                at, "a Koya limit in half points with its sign, such as /L+1 or /L-2", mod);
          }
          int steps = count(arg.substring(1), at + 2, mod);
          limit = arg.charAt(0) == '-' ? -steps : steps;
        }
        case 'K' -> factor = count(arg, at + 1, mod);
        case 'P' -> forfeits = flag(arg, at, mod, forfeits);
        case 'F' -> fore = flag(arg, at, mod, fore);
        case 'R' -> reverse = flag(arg, at, mod, reverse);
        default -> throw new IllegalStateException("modifier letter " + letter);
      }
      pos = next;
    }
    return new TieBreak(
        code, points, cutLowest, cutHighest, limit, forfeits, fore, reverse, factor);
  }

  private static boolean flag(String arg, int at, String mod, boolean seen) {
    if (!arg.isEmpty()) {
      throw new TieBreakSyntaxException(at, "/" + mod.charAt(0) + " without a number", mod);
    }
    if (seen) {
      throw new TieBreakSyntaxException(at, "each modifier once", mod);
    }
    return true;
  }

  private static int count(String digits, int at, String mod) {
    if (digits.isEmpty() || digits.length() > 2) {
      throw new TieBreakSyntaxException(at, "a number from 1 to " + TieBreak.MAX_MODIFIER, mod);
    }
    int value = 0;
    for (int i = 0; i < digits.length(); i++) {
      char c = digits.charAt(i);
      if (c < '0' || c > '9') {
        throw new TieBreakSyntaxException(at, "a number from 1 to " + TieBreak.MAX_MODIFIER, mod);
      }
      value = value * 10 + (c - '0');
    }
    if (value == 0) {
      throw new TieBreakSyntaxException(at, "a number from 1 to " + TieBreak.MAX_MODIFIER, mod);
    }
    return value;
  }

  private static String allowed(TieBreakCode code) {
    StringBuilder sb = new StringBuilder();
    for (char c : "CMLKPFR".toCharArray()) {
      if (code.takes(c)) {
        sb.append(sb.length() == 0 ? " (" : ", ")
            .append(
                switch (c) {
                  case 'C' -> "/C1";
                  case 'M' -> "/M1";
                  case 'L' -> "/L+1";
                  case 'K' -> "/K2";
                  default -> "/" + c;
                });
      }
    }
    return sb.length() == 0 ? "" : sb.append(")").toString();
  }
}
