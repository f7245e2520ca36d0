package org.swisschess.trf;

import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.Player;
import org.swisschess.api.Points;
import org.swisschess.api.RoundEntry;

/**
 * Writes {@code 001} records. Where the player's original line still says the same thing, its
 * columns are kept as they were, so that an unchanged file is written back byte for byte.
 */
final class PlayerLineFormat {

  private PlayerLineFormat() {}

  /**
   * Returns the line of {@code p}.
   *
   * @param original the line read for this player, or null
   * @param score the points of the completed rounds
   * @param alternativeScore another value the original points column may hold (with the pre-set bye
   *     of the next round), or null
   * @param nextBlock the 8 columns of the round being paired, or null for none
   */
  static String format(
      Player p,
      @Nullable PlayerLine original,
      Points score,
      @Nullable Points alternativeScore,
      @Nullable String nextBlock) {
    StringBuilder sb = new StringBuilder(100 + 10 * p.rounds().size());
    PlayerLine.Identity identity =
        new PlayerLine.Identity(
            p.sex(), p.title(), p.name(), p.rating(), p.federation(), p.fideId(), p.birthDate());
    if (original != null && original.identity().equals(identity)) {
      sb.append(original.line().field(1, 80));
    } else {
      sb.append(identity(p));
    }
    if (original != null
        && (original.points().equals(score) || original.points().equals(alternativeScore))) {
      sb.append(original.line().field(81, 84));
    } else {
      sb.append(points(score));
    }
    sb.append(' ');
    if (original != null && original.rank() == p.rank()) {
      sb.append(original.line().field(86, 89));
    } else {
      sb.append(p.rank() == 0 ? "    " : number(p.rank(), "rank"));
    }
    sb.append("  ");
    // Every round entry is written at its full eight columns, a blank result included
    // (formats.md): bbpPairings refuses a line whose last entry stops short ("0000 -").
    int fullWidth = 0;
    for (int r = 1; r <= p.rounds().size(); r++) {
      RoundEntry e = p.round(r);
      if (original != null
          && original.block(r).orElse(RoundEntry.ABSENT).equals(e)
          && (original.block(r).isPresent() || r < p.rounds().size())) {
        int c = PlayerLine.blockColumn(r);
        sb.append(original.line().field(c, c + 7));
      } else {
        sb.append(block(e));
      }
      fullWidth = sb.length();
      sb.append("  ");
    }
    if (nextBlock != null) {
      sb.append(nextBlock);
      fullWidth = sb.length();
    }
    return stripTrailing(sb, fullWidth);
  }

  /** Returns the original next-round block of {@code original} if it holds {@code entry}. */
  static String presetBlock(@Nullable PlayerLine original, int round, RoundEntry entry) {
    if (original != null && original.block(round).equals(Optional.of(entry))) {
      int c = PlayerLine.blockColumn(round);
      return original.line().field(c, c + 7);
    }
    return block(entry);
  }

  /** Returns the 8 columns of a round entry: opponent, colour, result. */
  static String block(RoundEntry e) {
    String opponent = e.opponent() == 0 ? "0000" : number(e.opponent(), "opponent");
    return opponent + " " + e.colour().code() + " " + e.result().code();
  }

  /** Returns the 8 columns of a game just paired: opponent and colour, result still blank. */
  static String pairedBlock(int opponent, char colour) {
    return number(opponent, "opponent") + " " + colour + "  ";
  }

  /** Returns points as TRF writes them, right-aligned in four columns: {@code " 4.5"}. */
  static String points(Points p) {
    String s = p.toString();
    if (s.length() > 4) {
      throw new IllegalArgumentException("points " + s + " do not fit the four columns of TRF");
    }
    return leftPadded(s, 4);
  }

  private static String number(int n, String what) {
    if (n < 0 || n > 9999) {
      throw new IllegalArgumentException(what + " " + n + " does not fit four columns of TRF");
    }
    // not String.format: a file of a 200-player, 15-round tournament has 3,000 of these numbers,
    // and swiss crosscheck writes one such file for every round it gives the other engine
    return leftPadded(Integer.toString(n), 4);
  }

  /** Returns {@code s} right-aligned in {@code width} columns (as {@code %4s} would). */
  private static String leftPadded(String s, int width) {
    return s.length() >= width ? s : " ".repeat(width - s.length()) + s;
  }

  private static String identity(Player p) {
    StringBuilder sb = new StringBuilder(80);
    sb.append("001 ").append(number(p.pairingNumber(), "pairing number")).append(' ');
    sb.append(pad(p.sex(), 1, false, "sex")).append(pad(p.title(), 3, true, "title")).append(' ');
    sb.append(pad(p.name(), 33, false, "name")).append(' ');
    sb.append(p.rating() == 0 ? "    " : number(p.rating(), "rating")).append(' ');
    sb.append(pad(p.federation(), 3, false, "federation")).append(' ');
    sb.append(pad(p.fideId(), 11, true, "FIDE id")).append(' ');
    sb.append(pad(p.birthDate(), 10, false, "birth date")).append(' ');
    return sb.toString();
  }

  private static String pad(String s, int width, boolean right, String what) {
    int length = s.codePointCount(0, s.length());
    if (length > width || s.codePoints().anyMatch(cp -> cp < 0x20 || cp == 0x7f)) {
      throw new IllegalArgumentException(
          what + " '" + s + "' does not fit " + width + " columns of TRF");
    }
    String blanks = " ".repeat(width - length);
    return right ? blanks + s : s + blanks;
  }

  /** Drops trailing blanks, but none of the first {@code keep} columns. */
  private static String stripTrailing(StringBuilder sb, int keep) {
    int end = sb.length();
    while (end > keep && sb.charAt(end - 1) == ' ') {
      end--;
    }
    return sb.substring(0, end);
  }
}
