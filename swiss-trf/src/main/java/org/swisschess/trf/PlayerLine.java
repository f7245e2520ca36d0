package org.swisschess.trf;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.Colour;
import org.swisschess.api.Points;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;

/**
 * A parsed {@code 001} record: the player's identity columns, the points and rank columns, and one
 * block per round column, each checked on its own (cross-player checks come later).
 *
 * <p>A file may hold ten million blocks, so they are kept in an array (null for a blank block) of
 * entries shared through a {@link RoundEntryPool}, not as an object each.
 */
final class PlayerLine {

  /** The largest pairing number: four columns. */
  static final int MAX_ID = 9999;

  /** The largest number of round columns read. */
  static final int MAX_ROUNDS = 999;

  /** Column of round 1's opponent field. */
  static final int FIRST_ROUND_COLUMN = 92;

  /** Identity fields, stripped, as {@link org.swisschess.api.Player} holds them. */
  record Identity(
      String sex,
      String title,
      String name,
      int rating,
      String federation,
      String fideId,
      String birthDate) {}

  /** Returns the column at which round {@code round}'s block starts. */
  static int blockColumn(int round) {
    return FIRST_ROUND_COLUMN + 10 * (round - 1);
  }

  private final SourceLine line;
  private final int id;
  private final Identity identity;
  private final Points points;
  private final int rank;
  private final @Nullable RoundEntry[] blocks;

  private PlayerLine(
      SourceLine line,
      int id,
      Identity identity,
      Points points,
      int rank,
      @Nullable RoundEntry[] blocks) {
    this.line = line;
    this.id = id;
    this.identity = identity;
    this.points = points;
    this.rank = rank;
    this.blocks = blocks;
  }

  SourceLine line() {
    return line;
  }

  int id() {
    return id;
  }

  Identity identity() {
    return identity;
  }

  Points points() {
    return points;
  }

  int rank() {
    return rank;
  }

  /** Returns the number of round columns up to the last non-blank block. */
  int columns() {
    return blocks.length;
  }

  static PlayerLine parse(SourceLine line, RoundEntryPool pool) throws TrfException {
    requireBlank(line, 4, "a blank after the record code 001");
    int id = Fields.number(line, 5, 8, 1, MAX_ID, "a pairing number");
    String ratingText = line.field(49, 52).strip();
    int rating = 0;
    if (!ratingText.isEmpty()) {
      rating = Fields.number(line, 49, 52, 0, 9999, "a rating (or blanks)");
    }
    Identity identity =
        new Identity(
            line.field(10, 10).strip(),
            line.field(11, 13).strip(),
            line.field(15, 47).strip(),
            rating,
            line.field(54, 56).strip(),
            line.field(58, 68).strip(),
            line.field(70, 79).strip());
    Points points = Fields.points(line, 81, 84, "points");
    requireBlank(line, 85, "a blank between the points and the rank");
    int rank = 0;
    if (!line.field(86, 89).isBlank()) {
      rank = Fields.number(line, 86, 89, 0, 9999, "a rank (or blanks)");
    }
    requireBlank(line, 90, "blanks in columns 90-91");
    requireBlank(line, 91, "blanks in columns 90-91");
    List<@Nullable RoundEntry> blocks = new ArrayList<>();
    int lastNonBlank = 0;
    for (int round = 1; blockColumn(round) <= line.length(); round++) {
      if (round > MAX_ROUNDS) {
        throw line.error(
            blockColumn(round),
            "at most " + MAX_ROUNDS + " round columns",
            SourceLine.quote(line.field(blockColumn(round), blockColumn(round) + 7)));
      }
      RoundEntry block = parseBlock(line, id, round, pool);
      blocks.add(block);
      if (block != null) {
        lastNonBlank = round;
      }
    }
    return new PlayerLine(
        line,
        id,
        identity,
        points,
        rank,
        blocks.subList(0, lastNonBlank).toArray(new RoundEntry[0]));
  }

  /** Returns the block of {@code round}, or null if it is blank. */
  private static @Nullable RoundEntry parseBlock(
      SourceLine line, int id, int round, RoundEntryPool pool) throws TrfException {
    int c = blockColumn(round);
    if (line.field(c, c + 9).isBlank()) {
      return null;
    }
    String opponentText = line.field(c, c + 3);
    int opponent = 0;
    if (!opponentText.isBlank()) {
      opponent =
          Fields.number(line, c, c + 3, 0, MAX_ID, "an opponent's pairing number (0000 for none)");
    }
    if (opponent == id) {
      throw line.error(
          c,
          "an opponent other than the player " + id + " in round " + round,
          SourceLine.quote(opponentText));
    }
    requireBlank(line, c + 4, "a blank between opponent and colour");
    requireBlank(line, c + 6, "a blank between colour and result");
    requireBlank(line, c + 8, "blanks after the result");
    requireBlank(line, c + 9, "blanks after the result");
    Colour colour = colour(line, c + 5);
    int resultCode = line.at(c + 7);
    Optional<ResultKind> kind =
        resultCode < 128 ? ResultKind.ofCode((char) resultCode) : Optional.empty();
    if (kind.isEmpty()) {
      throw line.error(
          c + 7,
          "a result code (1 = 0 + - W D L H F U Z, * for an adjourned game, or blank)",
          SourceLine.quote(line.field(c + 7, c + 7)));
    }
    ResultKind result = kind.get();
    if (opponent != 0) {
      if (result.isBye()) {
        String expected =
            result == ResultKind.ABSENT
                ? "a result for the game against "
                    + opponent
                    + " in round "
                    + round
                    + " (a round must be complete before the next is paired; * marks an adjourned game)"
                : "opponent 0000 for result " + (char) resultCode + " in round " + round;
        int at = result == ResultKind.ABSENT ? c + 7 : c;
        String found =
            result == ResultKind.ABSENT ? "a blank result" : SourceLine.quote(opponentText);
        throw line.error(at, expected, found);
      }
      if (result.isPlayedGame() && colour == Colour.NONE) {
        throw line.error(
            c + 5,
            "colour w or b for the game played against " + opponent + " in round " + round,
            SourceLine.quote(line.field(c + 5, c + 5)));
      }
    } else {
      if (result.isPlayedGame()) {
        throw line.fieldError(
            c,
            c + 3,
            "an opponent for the game result " + (char) resultCode + " in round " + round);
      }
      // TRF-2026: a team's players who won a forfeited match may be written "0000 w +"
      if (colour != Colour.NONE && result != ResultKind.FORFEIT_WIN) {
        throw line.error(
            c + 5,
            "colour - or blank for round " + round + " without an opponent",
            SourceLine.quote(line.field(c + 5, c + 5)));
      }
    }
    return pool.canonical(opponent, colour, result);
  }

  private static Colour colour(SourceLine line, int column) throws TrfException {
    return switch (line.at(column)) {
      case 'w', 'W' -> Colour.WHITE;
      case 'b', 'B' -> Colour.BLACK;
      case '-', ' ' -> Colour.NONE;
      default ->
          throw line.error(
              column, "a colour w, b, - or blank", SourceLine.quote(line.field(column, column)));
    };
  }

  private static void requireBlank(SourceLine line, int column, String expected)
      throws TrfException {
    if (!line.isBlank(column)) {
      throw line.error(column, expected, SourceLine.quote(line.field(column, column)));
    }
  }

  /** Returns the block of {@code round}, empty if it is blank. */
  Optional<RoundEntry> block(int round) {
    return round >= 1 && round <= blocks.length
        ? Optional.ofNullable(blocks[round - 1])
        : Optional.empty();
  }
}
