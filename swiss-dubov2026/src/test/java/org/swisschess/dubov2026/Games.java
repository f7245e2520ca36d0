package org.swisschess.dubov2026;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.swisschess.api.Colour;
import org.swisschess.api.History;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.Player;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Tournament;

/** Test helper: tournaments written down by hand, round by round. */
final class Games {

  private Games() {}

  /** Players 1..n named P01.. with the given ratings. */
  static List<Player> players(int... ratings) {
    List<Player> out = new ArrayList<>();
    for (int i = 0; i < ratings.length; i++) {
      out.add(Player.of(i + 1, String.format(Locale.ROOT, "P%02d", i + 1), ratings[i]));
    }
    return out;
  }

  /**
   * A round from "white-black:result" games ({@code "1-2:1"}, {@code "3-4:="}, {@code "5-6:0"},
   * {@code "7-8:+"} a forfeit won by White), {@code "bye:9"} (a PAB), {@code "abs:9"} (absent),
   * {@code "full:9"} (a full-point bye).
   */
  static Map<Integer, RoundEntry> round(String... games) {
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
      boolean forfeit = kinds[0].isForfeit();
      entries.put(w, new RoundEntry(b, forfeit ? Colour.NONE : Colour.WHITE, kinds[0]));
      entries.put(b, new RoundEntry(w, forfeit ? Colour.NONE : Colour.BLACK, kinds[1]));
    }
    return entries;
  }

  private static int id(String g) {
    return Integer.parseInt(g.substring(g.indexOf(':') + 1));
  }

  /** A tournament of {@code planned} rounds after the given rounds. */
  @SafeVarargs
  static Tournament after(int planned, List<Player> players, Map<Integer, RoundEntry>... rounds) {
    Tournament t = Tournament.start(planned, players);
    for (Map<Integer, RoundEntry> r : rounds) {
      t = t.withRound(r);
    }
    return t;
  }

  /** The next round as dubov-2026 pairs it, loaded by id as a user would. */
  static Pairing pair(Tournament t) {
    return PairingSystems.require("dubov-2026").pair(PairingRequest.of(t));
  }

  /** One player as the engine reads him before the next round. */
  static Contestant contestant(Tournament t, int id) {
    History h = History.of(t);
    return Contestants.of(h.player(id), h, t.completedRounds() + 1, t);
  }

  /** Boards as "w-b" strings, board order kept. */
  static List<String> boards(Pairing p) {
    return p.boards().stream().map(b -> b.white() + "-" + b.black()).toList();
  }
}
