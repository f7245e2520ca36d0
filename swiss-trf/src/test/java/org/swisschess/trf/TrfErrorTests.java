package org.swisschess.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.swisschess.trf.Trf.b;
import static org.swisschess.trf.Trf.player;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every class of error, with the exact message: file, line, column, what was expected and found.
 */
class TrfErrorTests {

  static final String ONE = player(1, "A", 0, "1.0", 0, b(2, 'w', '1'));
  static final String TWO = player(2, "B", 0, "0.0", 0, b(1, 'b', '0'));
  static final String ONE_NO_ROUNDS = player(1, "A", 0, "0.0", 0);
  static final String TWO_NO_ROUNDS = player(2, "B", 0, "0.0", 0);

  /** Overwrites {@code line} from 1-based {@code column} on. */
  static String at(String line, int column, String text) {
    String padded =
        line.length() < column - 1 + text.length()
            ? line + " ".repeat(column - 1 + text.length() - line.length())
            : line;
    return padded.substring(0, column - 1) + text + padded.substring(column - 1 + text.length());
  }

  static Stream<Arguments> errors() {
    return Stream.of(
        Arguments.of(
            "pairing number not a number",
            new String[] {at(ONE, 5, "  x1"), TWO},
            "t.trf:1:5: expected a pairing number from 1 to 9999 in columns 5-8, found '  x1'"),
        Arguments.of(
            "record code not followed by a blank",
            new String[] {at(ONE, 4, "x"), TWO},
            "t.trf:1:4: expected a blank after the record code 001, found 'x'"),
        Arguments.of(
            "duplicate pairing number",
            new String[] {ONE_NO_ROUNDS, player(1, "B", 0, "0.0", 0)},
            "t.trf:2:5: expected a pairing number not used before (player 1 is on line 1), found '   1'"),
        Arguments.of(
            "pairing numbers not 1..N",
            new String[] {ONE_NO_ROUNDS, player(3, "C", 0, "0.0", 0)},
            "t.trf:2:5: expected a pairing number from 1 to 2 (the number of player lines), found '   3'"),
        Arguments.of(
            "rating not a number",
            new String[] {at(ONE_NO_ROUNDS, 49, "2k00"), TWO_NO_ROUNDS},
            "t.trf:1:49: expected a rating (or blanks) from 0 to 9999 in columns 49-52, found '2k00'"),
        Arguments.of(
            "points not a number",
            new String[] {player(1, "A", 0, "x.5", 0), TWO_NO_ROUNDS},
            "t.trf:1:81: expected points in columns 81-84 with at most one decimal such as 1.0 or 0.5, found ' x.5'"),
        Arguments.of(
            "points missing",
            new String[] {"001    1 A", TWO_NO_ROUNDS},
            "t.trf:1:81: expected points in columns 81-84 with at most one decimal such as 1.0 or 0.5, found end of line"),
        Arguments.of(
            "points disagree with the results",
            new String[] {player(1, "A", 0, "2.5", 0, b(2, 'w', '1')), TWO},
            "t.trf:1:81: expected points 1.0 for player 1 (the sum of the results under the scoring system), found ' 2.5'"),
        Arguments.of(
            "points under custom scoring",
            new String[] {"XXS W=3", ONE, TWO},
            "t.trf:2:81: expected points 3.0 for player 1 (the sum of the results under the scoring system), found ' 1.0'"),
        Arguments.of(
            "opponent not a player",
            new String[] {player(1, "A", 0, "1.0", 0, b(5, 'w', '1')), TWO_NO_ROUNDS},
            "t.trf:1:92: expected an opponent who is a player of the tournament (1 to 2) in round 1, found '   5'"),
        Arguments.of(
            "opponent of oneself",
            new String[] {player(1, "A", 0, "1.0", 0, b(1, 'w', '1')), TWO_NO_ROUNDS},
            "t.trf:1:92: expected an opponent other than the player 1 in round 1, found '   1'"),
        Arguments.of(
            "opponent does not list the player back",
            new String[] {
              ONE,
              player(2, "B", 0, "0.0", 0, b(3, 'b', '0')),
              player(3, "C", 0, "1.0", 0, b(2, 'w', '1'))
            },
            "t.trf:1:92: expected player 2 to list player 1 as opponent in round 1, found line 2 lists opponent 3"),
        Arguments.of(
            "opponent lists nobody",
            new String[] {ONE, player(2, "B", 0, "0.0", 0, b(0, '-', 'Z'))},
            "t.trf:1:92: expected player 2 to list player 1 as opponent in round 1, found line 2 lists no opponent"),
        Arguments.of(
            "colour clash",
            new String[] {ONE, player(2, "B", 0, "0.0", 0, b(1, 'w', '0'))},
            "t.trf:1:97: expected colour b against player 2 in round 1 (line 2 has w), found 'w'"),
        Arguments.of(
            "results that do not match",
            new String[] {ONE, player(2, "B", 0, "1.0", 0, b(1, 'b', '1'))},
            "t.trf:1:99: expected result 0 against player 2 in round 1 (line 2 has 1), found '1'"),
        Arguments.of(
            "played against unplayed",
            new String[] {ONE, player(2, "B", 0, "0.0", 0, b(1, 'b', '-'))},
            "t.trf:1:99: expected a result of the same kind as player 2's in round 1 (line 2 has '-': both played or"
                + " both unplayed), found '1'"),
        Arguments.of(
            "game without colour",
            new String[] {player(1, "A", 0, "1.0", 0, b(2, '-', '1')), TWO},
            "t.trf:1:97: expected colour w or b for the game played against 2 in round 1, found '-'"),
        Arguments.of(
            "game without opponent",
            new String[] {player(1, "A", 0, "1.0", 0, b(0, 'w', '1')), TWO},
            "t.trf:1:92: expected an opponent for the game result 1 in round 1, found '0000'"),
        Arguments.of(
            "bye with opponent",
            new String[] {player(1, "A", 0, "0.5", 0, b(2, '-', 'H')), TWO},
            "t.trf:1:92: expected opponent 0000 for result H in round 1, found '   2'"),
        Arguments.of(
            "bye with colour",
            new String[] {player(1, "A", 0, "1.0", 0, b(0, 'w', 'U')), TWO_NO_ROUNDS},
            "t.trf:1:97: expected colour - or blank for round 1 without an opponent, found 'w'"),
        Arguments.of(
            "game without result",
            new String[] {player(1, "A", 0, "0.0", 0, b(2, 'w', ' ')), TWO},
            "t.trf:1:99: expected a result for the game against 2 in round 1 (a round must be complete before the"
                + " next is paired; * marks an adjourned game), found a blank result"),
        Arguments.of(
            "adjourned on one side only",
            new String[] {player(1, "A", 0, "0.0", 0, b(2, 'w', '*')), TWO},
            "t.trf:1:99: expected result 1 against player 2 in round 1 (line 2 has 0), found '*'"),
        Arguments.of(
            "unknown result",
            new String[] {player(1, "A", 0, "1.0", 0, b(2, 'w', 'x')), TWO},
            "t.trf:1:99: expected a result code (1 = 0 + - W D L H F U Z, * for an adjourned game, or blank), found 'x'"),
        Arguments.of(
            "unknown colour",
            new String[] {player(1, "A", 0, "1.0", 0, b(2, 'x', '1')), TWO},
            "t.trf:1:97: expected a colour w, b, - or blank, found 'x'"),
        Arguments.of(
            "misaligned round block",
            new String[] {at(ONE, 96, "w"), TWO},
            "t.trf:1:96: expected a blank between opponent and colour, found 'w'"),
        Arguments.of(
            "number of rounds out of range",
            new String[] {"XXR 1000", ONE, TWO},
            "t.trf:1:5: expected a number of rounds from 1 to 999, found '1000'"),
        Arguments.of(
            "fewer rounds than played",
            new String[] {
              "142 1",
              player(1, "A", 0, "2.0", 0, b(2, 'w', '1'), b(2, 'b', '+')),
              player(2, "B", 0, "0.0", 0, b(1, 'b', '0'), b(1, 'w', '-'))
            },
            "t.trf:1:5: expected at least 2 rounds (the file holds 2 completed rounds), found '1'"),
        Arguments.of(
            "fewer rounds than the round columns",
            new String[] {
              "XXR 1", ONE, TWO, player(3, "C", 0, "0.0", 0, "        ", b(0, '-', 'H'))
            },
            "t.trf:1:5: expected at least 2 rounds (the file holds entries for round 2), found '1'"),
        Arguments.of(
            "two round counts",
            new String[] {"XXR 5 6", ONE, TWO},
            "t.trf:1:7: expected only the number of rounds, found '6'"),
        Arguments.of(
            "initial colour",
            new String[] {"152 X", ONE, TWO},
            "t.trf:1:5: expected the initial colour W or B, found 'X'"),
        Arguments.of(
            "unknown XXS code",
            new String[] {"XXS W=3 Q=1", ONE, TWO},
            "t.trf:1:9: expected a scoring code WW BW WD BD WL BL ZPB HPB FPB PAB FW FL W or D followed by =points,"
                + " found 'Q=1'"),
        Arguments.of(
            "XXS value",
            new String[] {"XXS W=x", ONE, TWO},
            "t.trf:1:7: expected points after W= with at most one decimal such as 1.0 or 0.5, found 'x'"),
        Arguments.of(
            "XXS value too large",
            new String[] {"XXS W=1000", ONE, TWO},
            "t.trf:1:7: expected points after W= with at most one decimal such as 1.0 or 0.5, found '1000'"),
        Arguments.of(
            "bbp value",
            new String[] {"BBW", ONE, TWO},
            "t.trf:1:5: expected points, found end of line"),
        Arguments.of(
            "162 letter",
            new String[] {"162  Q 1.0", ONE, TWO},
            "t.trf:1:6: expected a result letter W D L A P or X, found 'Q'"),
        Arguments.of(
            "XXP with one player",
            new String[] {"XXP 1", ONE, TWO},
            "t.trf:1:6: expected at least two pairing numbers of players who must not meet, found 1 pairing number"),
        Arguments.of(
            "XXP twice the same player",
            new String[] {"XXP 1 2 1", ONE, TWO},
            "t.trf:1:9: expected pairing numbers that differ from each other, found '1' twice"),
        Arguments.of(
            "XXP unknown player",
            new String[] {"XXP 1 7", ONE, TWO},
            "t.trf:1:7: expected the pairing number of a player (1 to 2), found '7'"),
        Arguments.of(
            "260 empty round range",
            new String[] {"260 003 002    1    2", ONE, TWO},
            "t.trf:1:9: expected a last round from 3 to 999, found '002'"),
        Arguments.of(
            "XXZ unknown player",
            new String[] {"XXZ 2 3", ONE, TWO},
            "t.trf:1:7: expected the pairing number of a player (1 to 2), found '3'"),
        Arguments.of(
            "XXA points",
            new String[] {"XXA    1  x.0", ONE, TWO},
            "t.trf:1:10: expected fictitious points in columns 10-13 with at most one decimal such as 1.0 or 0.5,"
                + " found ' x.0'"),
        Arguments.of(
            "250 player range",
            new String[] {"250       1.0 001 002 0002 0001", ONE, TWO},
            "t.trf:1:28: expected a last pairing number from 2 to 9999, found '0001'"),
        Arguments.of(
            "250 with match points",
            new String[] {"250  1.0  1.0 001 002 0001 0002", ONE, TWO},
            "t.trf:1:6: expected blank or zero match points (individual tournament; a team event's"
                + " 250 records are not read: team-2026 works the Baku acceleration out from a _BAKU"
                + " code of 192), found '1.0'"),
        Arguments.of(
            "250 fields",
            new String[] {"250 1.0 001 0001", ONE, TWO},
            "t.trf:1:5: expected fictitious points, first and last round, first and last pairing number, found 3 fields"),
        Arguments.of(
            "240 bye type",
            new String[] {"240 U 002    1", ONE, TWO},
            "t.trf:1:5: expected a bye type F, H or Z, found 'U'"),
        Arguments.of(
            "240 against the round column",
            new String[] {
              "240 Z 002    1", player(1, "A", 0, "1.0", 0, b(2, 'w', '1'), b(0, '-', 'H')), TWO
            },
            "t.trf:1:14: expected a bye that agrees with player 1's round 2 entry 'H' on line 2,"
                + " found bye Z"),
        Arguments.of(
            "control characters are shown escaped",
            new String[] {at(ONE, 5, "\t  1"), TWO},
            "t.trf:1:5: expected a pairing number from 1 to 9999 in columns 5-8, found '\\u0009  1'"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("errors")
  void errorNamesLineColumnExpectedAndFound(String name, String[] lines, String message) {
    TrfException e =
        assertThrows(TrfException.class, () -> TrfReader.parse(Trf.lines(lines), "t.trf"));
    assertEquals(message, e.getMessage());
  }

  @Test
  void exceptionCarriesItsParts() {
    TrfException e =
        assertThrows(
            TrfException.class,
            () ->
                TrfReader.parse(
                    Trf.lines(ONE, player(2, "B", 0, "0.0", 0, b(1, 'w', '0'))), "parts.trf"));
    assertEquals("parts.trf", e.source());
    assertEquals(1, e.line());
    assertEquals(97, e.column());
    assertEquals("colour b against player 2 in round 1 (line 2 has w)", e.expected());
    assertEquals("'w'", e.found());
  }

  @Test
  void lineNumbersCountEveryLineEnding() {
    TrfException e =
        assertThrows(
            TrfException.class, () -> TrfReader.parse("012 T\r\n### c\r\rXXR x\n", "e.trf"));
    assertEquals("e.trf:4:5: expected a number of rounds from 1 to 999, found 'x'", e.getMessage());
  }

  @Test
  void unreadableFileIsLineZero(@TempDir Path dir) {
    Path missing = dir.resolve("missing.trf");
    TrfException e = assertThrows(TrfException.class, () -> TrfReader.read(missing));
    assertEquals(0, e.line());
    assertEquals(0, e.column());
    assertTrue(
        String.valueOf(e.getMessage())
            .startsWith(
                missing
                    + ":0:0: expected a readable file, found java.nio.file.NoSuchFileException"),
        e.getMessage());
  }

  @Test
  void fileThatIsNotUtf8(@TempDir Path dir) throws Exception {
    Path f = dir.resolve("latin1.trf");
    Files.write(f, new byte[] {'0', '1', '2', ' ', (byte) 0xe9, '\n'});
    TrfException e = assertThrows(TrfException.class, () -> TrfReader.read(f));
    assertEquals(
        f + ":1:5: expected UTF-8 text, found bytes that are not UTF-8 (0xE9)", e.getMessage());
  }
}
