package org.swisschess.testkit;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.Pairing;
import org.swisschess.api.Player;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Tournament;

/**
 * Tournaments written down by hand, round by round, with the players' ratings given, and pairings
 * played with random results: the test helper of the Dubov engines (dubov-1997 and dubov-2026). A
 * round is a map from pairing number to entry, as {@link Tournament#withRound(Map)} takes it.
 *
 * <p>Example: {@code Games.after(9, Games.players(2400, 2300, 2200), Games.round("1-2:=",
 * "bye:3"))} is a tournament of nine planned rounds after one round in which 1 (White) drew with 2
 * and 3 had the pairing-allocated bye.
 */
public final class Games {

  private static final Pattern GAME = Pattern.compile("([0-9]{1,9})-([0-9]{1,9}):([1=0+])");

  private Games() {}

  /**
   * Returns players 1 to n, named P01, P02, ...
   *
   * @param ratings the ratings of players 1, 2, ... in turn (0 for unrated)
   * @return the players, in pairing-number order
   */
  public static List<Player> players(int... ratings) {
    List<Player> out = new ArrayList<>();
    for (int i = 0; i < ratings.length; i++) {
      out.add(Player.of(i + 1, String.format(Locale.ROOT, "P%02d", i + 1), ratings[i]));
    }
    return out;
  }

  /**
   * Returns a round from tokens: {@code "white-black:result"} games with White's result ({@code
   * "1-2:1"}, {@code "3-4:="}, {@code "5-6:0"}, {@code "7-8:+"} a forfeit won by White), {@code
   * "bye:9"} (the pairing-allocated bye), {@code "abs:9"} (absent), {@code "half:9"} and {@code
   * "full:9"} (a requested half- or full-point bye).
   *
   * @param games the tokens
   * @return each named player's entry, by pairing number
   * @throws IllegalArgumentException for a token of none of these forms, naming it
   */
  public static Map<Integer, RoundEntry> round(String... games) {
    Map<Integer, RoundEntry> entries = new HashMap<>();
    for (String g : games) {
      if (g.startsWith("bye:")) {
        entries.put(id(g), RoundEntry.bye(ResultKind.PAIRING_ALLOCATED_BYE));
        continue;
      }
      if (g.startsWith("abs:")) {
        entries.put(id(g), RoundEntry.ABSENT);
        continue;
      }
      if (g.startsWith("half:")) {
        entries.put(id(g), RoundEntry.bye(ResultKind.HALF_POINT_BYE));
        continue;
      }
      if (g.startsWith("full:")) {
        entries.put(id(g), RoundEntry.bye(ResultKind.FULL_POINT_BYE));
        continue;
      }
      Matcher game = GAME.matcher(g);
      if (!game.matches()) {
        throw new IllegalArgumentException(
            "game '" + g + "': expected white-black:result, result one of 1 = 0 +");
      }
      int w = Integer.parseInt(game.group(1));
      int b = Integer.parseInt(game.group(2));
      ResultKind[] kinds =
          switch (game.group(3)) {
            case "1" -> new ResultKind[] {ResultKind.WIN, ResultKind.LOSS};
            case "=" -> new ResultKind[] {ResultKind.DRAW, ResultKind.DRAW};
            case "0" -> new ResultKind[] {ResultKind.LOSS, ResultKind.WIN};
            default -> new ResultKind[] {ResultKind.FORFEIT_WIN, ResultKind.FORFEIT_LOSS};
          };
      boolean forfeit = kinds[0].isForfeit();
      entries.put(w, new RoundEntry(b, forfeit ? Colour.NONE : Colour.WHITE, kinds[0]));
      entries.put(b, new RoundEntry(w, forfeit ? Colour.NONE : Colour.BLACK, kinds[1]));
    }
    return entries;
  }

  private static int id(String g) {
    String number = g.substring(g.indexOf(':') + 1);
    if (!number.matches("[0-9]{1,9}")) {
      throw new IllegalArgumentException(
          "'" + g + "': expected a pairing number after the colon, found '" + number + "'");
    }
    return Integer.parseInt(number);
  }

  /**
   * Returns a tournament of {@code planned} rounds after the given rounds.
   *
   * @param planned the rounds planned
   * @param players the players
   * @param rounds the completed rounds, the first first ({@link #round(String...)})
   * @return the tournament
   */
  @SafeVarargs
  public static Tournament after(
      int planned, List<Player> players, Map<Integer, RoundEntry>... rounds) {
    Tournament t = Tournament.start(planned, players);
    for (Map<Integer, RoundEntry> r : rounds) {
      t = t.withRound(r);
    }
    return t;
  }

  /**
   * Records {@code pairing} as the next round of {@code t} with random results: mostly played games
   * (White wins 7 in 20, draws 5 in 20, loses 7 in 20), a forfeit won by White 1 in 20.
   *
   * @param t the tournament so far
   * @param pairing its next round's pairing
   * @param random the source of the results
   * @return the tournament after the round
   */
  public static Tournament play(Tournament t, Pairing pairing, Random random) {
    Map<Integer, RoundEntry> entries = new HashMap<>();
    for (Board b : pairing.boards()) {
      int x = random.nextInt(20);
      ResultKind w;
      ResultKind bl;
      boolean forfeit = x == 0;
      if (forfeit) {
        w = ResultKind.FORFEIT_WIN;
        bl = ResultKind.FORFEIT_LOSS;
      } else if (x < 8) {
        w = ResultKind.WIN;
        bl = ResultKind.LOSS;
      } else if (x < 13) {
        w = ResultKind.DRAW;
        bl = ResultKind.DRAW;
      } else {
        w = ResultKind.LOSS;
        bl = ResultKind.WIN;
      }
      entries.put(b.white(), new RoundEntry(b.black(), forfeit ? Colour.NONE : Colour.WHITE, w));
      entries.put(b.black(), new RoundEntry(b.white(), forfeit ? Colour.NONE : Colour.BLACK, bl));
    }
    pairing
        .pairingAllocatedBye()
        .ifPresent(id -> entries.put(id, RoundEntry.bye(ResultKind.PAIRING_ALLOCATED_BYE)));
    return t.withRound(entries);
  }
}
