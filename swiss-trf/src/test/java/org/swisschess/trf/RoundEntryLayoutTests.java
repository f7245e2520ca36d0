package org.swisschess.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Attendance;
import org.swisschess.api.Colour;
import org.swisschess.api.Player;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Tournament;

/**
 * What we write meets the round-entry layout the other engines' parsers expect (formats.md): on a
 * {@code 001} line, round r's entry starts at column 92 + 10(r - 1) and fills eight columns
 * (opponent in four, a blank, the colour, a blank, the result), a blank result included, with two
 * blanks between entries. bbpPairings refuses a line whose last entry stops short ({@code 0000 -}).
 * The check reads the columns itself, not through our reader.
 */
class RoundEntryLayoutTests {

  /** One entry as formats.md lays it out: opponent, blank, colour, blank, result. */
  private static final Pattern ENTRY =
      Pattern.compile("[ 0-9]{4} [wbWB\\- ] [10=+\\-WDLHFZUwdlhfzu ]");

  @Test
  void absencesInTheLastRoundAreWrittenAtFullWidth() {
    Tournament t = fourPlayers();
    // round 1: 1-2 and 3-4; round 2: 1-3, 2 has H, 4 is absent; round 3: 1-2, 3 Z, 4 absent
    t =
        t.withRound(
            Map.of(
                1, new RoundEntry(2, Colour.WHITE, ResultKind.WIN),
                2, new RoundEntry(1, Colour.BLACK, ResultKind.LOSS),
                3, new RoundEntry(4, Colour.WHITE, ResultKind.DRAW),
                4, new RoundEntry(3, Colour.BLACK, ResultKind.DRAW)));
    t =
        t.withRound(
            Map.of(
                1,
                new RoundEntry(3, Colour.BLACK, ResultKind.FORFEIT_WIN),
                3,
                new RoundEntry(1, Colour.WHITE, ResultKind.FORFEIT_LOSS),
                2,
                RoundEntry.bye(ResultKind.HALF_POINT_BYE),
                4,
                RoundEntry.ABSENT));
    t =
        t.withRound(
            Map.of(
                1,
                new RoundEntry(2, Colour.WHITE, ResultKind.DRAW),
                2,
                new RoundEntry(1, Colour.BLACK, ResultKind.DRAW),
                3,
                RoundEntry.bye(ResultKind.ZERO_POINT_BYE),
                4,
                RoundEntry.ABSENT));
    String text = TrfWriter.write(TrfDocument.of(t));
    List<String> players = playerLines(text);
    assertEquals(4, players.size(), text);
    for (String line : players) {
      assertRoundEntries(line, 3);
    }
    String four = players.get(3);
    assertTrue(four.endsWith("0000 -  "), "the absent player's last entry, result blank: " + four);
  }

  @Test
  void anAbsenceInEveryRoundStillFillsEveryEntry() {
    Tournament t = fourPlayers();
    for (int round = 1; round <= 2; round++) {
      t =
          t.withRound(
              Map.of(
                  1,
                  new RoundEntry(2, Colour.WHITE, ResultKind.WIN),
                  2,
                  new RoundEntry(1, Colour.BLACK, ResultKind.LOSS),
                  3,
                  RoundEntry.bye(ResultKind.PAIRING_ALLOCATED_BYE),
                  4,
                  RoundEntry.ABSENT));
    }
    for (String line : playerLines(TrfWriter.write(TrfDocument.of(t)))) {
      assertRoundEntries(line, 2);
    }
  }

  /** Asserts that {@code line} holds exactly {@code rounds} full entries at their columns. */
  static void assertRoundEntries(String line, int rounds) {
    int end = 91 + 10 * (rounds - 1) + 8;
    assertEquals(end, line.length(), "the line ends with its last entry's result column: " + line);
    for (int r = 1; r <= rounds; r++) {
      int start = 91 + 10 * (r - 1);
      String entry = line.substring(start, start + 8);
      assertTrue(ENTRY.matcher(entry).matches(), "round " + r + " '" + entry + "' in " + line);
      if (r > 1) {
        assertEquals("  ", line.substring(start - 2, start), "blanks before round " + r);
      }
    }
  }

  private static List<String> playerLines(String text) {
    List<String> out = new ArrayList<>();
    for (String line : text.split("\r\n|\r|\n")) {
      if (line.startsWith("001")) {
        out.add(line);
      }
    }
    return out;
  }

  private static Tournament fourPlayers() {
    List<Player> players = new ArrayList<>();
    for (int i = 1; i <= 4; i++) {
      players.add(Player.of(i, "Player " + i, 2000 - 10 * i));
    }
    return new Tournament(
        "Layout",
        players,
        0,
        3,
        Colour.WHITE,
        ScoringSystem.STANDARD,
        List.of(),
        List.of(),
        Attendance.NONE);
  }
}
