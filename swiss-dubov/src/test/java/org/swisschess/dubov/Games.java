package org.swisschess.dubov;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.Pairing;
import org.swisschess.api.Player;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Tournament;

/** Test helper: builds tournaments by hand and plays pairings with chosen or random results. */
final class Games {

  private Games() {}

  /** Players 1..n named P01.. with the given ratings. */
  static List<Player> players(int... ratings) {
    List<Player> out = new ArrayList<>();
    for (int i = 0; i < ratings.length; i++) {
      out.add(Player.of(i + 1, String.format(java.util.Locale.ROOT, "P%02d", i + 1), ratings[i]));
    }
    return out;
  }

  /**
   * A round built from "white-black:result" games, e.g. {@code "1-2:1"}, {@code "3-4:="}, {@code
   * "5-6:0"}, {@code "7-8:+"}.
   */
  static Map<Integer, RoundEntry> round(String... games) {
    Map<Integer, RoundEntry> entries = new HashMap<>();
    for (String g : games) {
      if (g.startsWith("bye:")) {
        entries.put(
            Integer.parseInt(g.substring(4)), RoundEntry.bye(ResultKind.PAIRING_ALLOCATED_BYE));
        continue;
      }
      String[] parts = g.split("[-:]");
      int w = Integer.parseInt(parts[0]);
      int b = Integer.parseInt(parts[1]);
      ResultKind[] kinds =
          switch (parts[2]) {
            case "1" -> new ResultKind[] {ResultKind.WIN, ResultKind.LOSS};
            case "=" -> new ResultKind[] {ResultKind.DRAW, ResultKind.DRAW};
            case "0" -> new ResultKind[] {ResultKind.LOSS, ResultKind.WIN};
            case "+" -> new ResultKind[] {ResultKind.FORFEIT_WIN, ResultKind.FORFEIT_LOSS};
            default -> throw new IllegalArgumentException(g);
          };
      Colour wc = kinds[0].isForfeit() ? Colour.NONE : Colour.WHITE;
      Colour bc = kinds[0].isForfeit() ? Colour.NONE : Colour.BLACK;
      entries.put(w, new RoundEntry(b, wc, kinds[0]));
      entries.put(b, new RoundEntry(w, bc, kinds[1]));
    }
    return entries;
  }

  /** Records {@code pairing} with random results: mostly played games, now and then a forfeit. */
  static Tournament play(Tournament t, Pairing pairing, Random random) {
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
