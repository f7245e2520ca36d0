package org.swisschess.rating1998;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.swisschess.api.Attendance;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.ForbiddenPair;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.Player;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Tournament;

/**
 * Hand-built tournaments for the worked examples. Player i is rated 2500 - 10 i unless set. A round
 * is written as games {@code "1-2 1"} (1 White, 2 Black; result 1, =, 0, or + / - for forfeits) and
 * single entries {@code "5 U"} (pairing-allocated bye), {@code "5 F"}, {@code "5 H"}, {@code "5
 * Z"}; players not named were absent.
 */
final class Fixture {

  static final Rating1998System SYSTEM = new Rating1998System();

  private Tournament t;

  Fixture(int players, int plannedRounds) {
    List<Player> list = new ArrayList<>();
    for (int i = 1; i <= players; i++) {
      list.add(Player.of(i, "Player " + (char) ('A' + (i - 1) % 26) + i, 2500 - 10 * i));
    }
    t = Tournament.start(plannedRounds, list);
  }

  Fixture(List<Player> players, int plannedRounds) {
    t = Tournament.start(plannedRounds, players);
  }

  Fixture forbid(int a, int b) {
    List<ForbiddenPair> f = new ArrayList<>(t.forbiddenPairs());
    f.add(ForbiddenPair.always(a, b));
    t =
        new Tournament(
            t.name(),
            t.players(),
            t.completedRounds(),
            t.plannedRounds(),
            t.initialColour(),
            t.scoring(),
            f,
            t.accelerations(),
            Attendance.NONE);
    return this;
  }

  Fixture scoring(ScoringSystem scoring) {
    t =
        new Tournament(
            t.name(),
            t.players(),
            t.completedRounds(),
            t.plannedRounds(),
            t.initialColour(),
            scoring,
            t.forbiddenPairs(),
            t.accelerations(),
            Attendance.NONE);
    return this;
  }

  Fixture initialColour(Colour c) {
    t =
        new Tournament(
            t.name(),
            t.players(),
            t.completedRounds(),
            t.plannedRounds(),
            c,
            t.scoring(),
            t.forbiddenPairs(),
            t.accelerations(),
            Attendance.NONE);
    return this;
  }

  Fixture round(String... items) {
    Map<Integer, RoundEntry> entries = new HashMap<>();
    for (String item : items) {
      String[] parts = item.trim().split("\\s+");
      if (parts[0].contains("-")) {
        String[] ab = parts[0].split("-");
        int w = Integer.parseInt(ab[0]);
        int b = Integer.parseInt(ab[1]);
        ResultKind[] r =
            switch (parts[1]) {
              case "1" -> new ResultKind[] {ResultKind.WIN, ResultKind.LOSS};
              case "0" -> new ResultKind[] {ResultKind.LOSS, ResultKind.WIN};
              case "=" -> new ResultKind[] {ResultKind.DRAW, ResultKind.DRAW};
              case "+" -> new ResultKind[] {ResultKind.FORFEIT_WIN, ResultKind.FORFEIT_LOSS};
              case "-" -> new ResultKind[] {ResultKind.FORFEIT_LOSS, ResultKind.FORFEIT_WIN};
              case "*" -> new ResultKind[] {ResultKind.ADJOURNED, ResultKind.ADJOURNED};
              default -> throw new IllegalArgumentException(item);
            };
        Colour cw = r[0].isForfeit() ? Colour.NONE : Colour.WHITE;
        Colour cb = r[0].isForfeit() ? Colour.NONE : Colour.BLACK;
        entries.put(w, new RoundEntry(b, cw, r[0]));
        entries.put(b, new RoundEntry(w, cb, r[1]));
      } else {
        int id = Integer.parseInt(parts[0]);
        ResultKind k = ResultKind.ofCode(parts[1].charAt(0)).orElseThrow();
        entries.put(id, RoundEntry.bye(k));
      }
    }
    t = t.withRound(entries);
    return this;
  }

  Tournament tournament() {
    return t;
  }

  Pairing pair(Integer... absent) {
    return SYSTEM.pair(new PairingRequest(t, t.completedRounds() + 1, Set.of(absent), Map.of()));
  }

  /** The pairing as "w-b w-b ... | bye", boards in published order. */
  static String text(Pairing p) {
    StringBuilder sb = new StringBuilder();
    for (Board b : p.boards()) {
      sb.append(sb.length() == 0 ? "" : " ").append(b.white()).append('-').append(b.black());
    }
    p.pairingAllocatedBye().ifPresent(id -> sb.append(" | ").append(id));
    return sb.toString();
  }

  String pairText(Integer... absent) {
    return text(pair(absent));
  }
}
