package org.swisschess.dutch2012;

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
 * Hand-built tournaments for worked examples. A round is a list of games {@code "1-2 1"} (1 White,
 * 2 Black, White won; results 1 = 0 + -) and unpaired entries {@code "5 U"} (PAB), {@code "5 H"}
 * (half-point bye), {@code "5 F"} (full-point bye); players not named are absent.
 */
final class TestTournament {

  private Tournament t;

  TestTournament(int players, int plannedRounds) {
    List<Player> list = new ArrayList<>();
    for (int i = 1; i <= players; i++) {
      list.add(Player.of(i, "P" + i, 2600 - 10 * i));
    }
    t = Tournament.start(plannedRounds, list);
  }

  TestTournament forbid(int a, int b) {
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

  TestTournament scoring(ScoringSystem scoring) {
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

  TestTournament round(String... items) {
    Map<Integer, RoundEntry> entries = new HashMap<>();
    for (String item : items) {
      String[] parts = item.trim().split("\\s+");
      if (parts[0].contains("-")) {
        String[] ab = parts[0].split("-");
        int w = Integer.parseInt(ab[0]);
        int b = Integer.parseInt(ab[1]);
        ResultKind rw;
        ResultKind rb;
        switch (parts[1]) {
          case "1" -> {
            rw = ResultKind.WIN;
            rb = ResultKind.LOSS;
          }
          case "0" -> {
            rw = ResultKind.LOSS;
            rb = ResultKind.WIN;
          }
          case "=" -> {
            rw = ResultKind.DRAW;
            rb = ResultKind.DRAW;
          }
          case "+" -> {
            rw = ResultKind.FORFEIT_WIN;
            rb = ResultKind.FORFEIT_LOSS;
          }
          default -> throw new IllegalArgumentException(item);
        }
        entries.put(w, new RoundEntry(b, Colour.WHITE, rw));
        entries.put(b, new RoundEntry(w, Colour.BLACK, rb));
      } else {
        int p = Integer.parseInt(parts[0]);
        ResultKind k =
            switch (parts[1]) {
              case "U" -> ResultKind.PAIRING_ALLOCATED_BYE;
              case "H" -> ResultKind.HALF_POINT_BYE;
              case "F" -> ResultKind.FULL_POINT_BYE;
              default -> ResultKind.ABSENT;
            };
        entries.put(p, RoundEntry.bye(k));
      }
    }
    t = t.withRound(entries);
    return this;
  }

  Tournament tournament() {
    return t;
  }

  Pairing pair(Integer... absent) {
    return new Dutch2012System().pair(PairingRequest.of(t, Set.of(absent)));
  }

  /** The boards as "w-b" strings in publishing order, then "bye n" if any. */
  static List<String> text(Pairing p) {
    List<String> out = new ArrayList<>();
    for (Board b : p.boards()) {
      out.add(b.white() + "-" + b.black());
    }
    p.pairingAllocatedBye().ifPresent(id -> out.add("bye " + id));
    return out;
  }

  /** The pairs without colours, lower number first, sorted, then "bye n". */
  static List<String> pairs(Pairing p) {
    List<String> out = new ArrayList<>();
    for (Board b : p.boards()) {
      out.add(Math.min(b.white(), b.black()) + "-" + Math.max(b.white(), b.black()));
    }
    out.sort(null);
    p.pairingAllocatedBye().ifPresent(id -> out.add("bye " + id));
    return out;
  }
}
