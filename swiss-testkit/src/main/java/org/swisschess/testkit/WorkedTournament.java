package org.swisschess.testkit;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.swisschess.api.Attendance;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.ForbiddenPair;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.Player;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Tournament;

/**
 * Builds small tournaments for worked examples from a compact text: one string per round, tokens
 * {@code white-black:result} (result of White: 1, =, 0, + or -) or {@code player:U|H|F|Z}; players
 * without a token are absent (zero-point). Player p is rated 2000 - p, so pairing numbers follow
 * the ranking.
 */
public final class WorkedTournament {

  private WorkedTournament() {}

  /**
   * The tournament after the given rounds.
   *
   * @param players players 1 to players
   * @param plannedRounds rounds planned (the last round's rules apply in the last one)
   * @param forbidden pairs that must not meet
   * @param rounds one compact string per completed round
   * @return the tournament
   */
  public static Tournament of(
      int players, int plannedRounds, List<ForbiddenPair> forbidden, String... rounds) {
    Map<Integer, List<RoundEntry>> entries = new HashMap<>();
    for (int p = 1; p <= players; p++) {
      entries.put(p, new ArrayList<>());
    }
    for (String round : rounds) {
      Set<Integer> seen = new TreeSet<>();
      for (String token : round.trim().split("\\s+")) {
        String[] parts = token.split(":");
        char result = parts[1].charAt(0);
        if (parts[0].contains("-")) {
          String[] wb = parts[0].split("-");
          int w = Integer.parseInt(wb[0]);
          int b = Integer.parseInt(wb[1]);
          ResultKind white = ResultKind.ofCode(result).orElseThrow();
          ResultKind black =
              switch (white) {
                case WIN -> ResultKind.LOSS;
                case LOSS -> ResultKind.WIN;
                case FORFEIT_WIN -> ResultKind.FORFEIT_LOSS;
                case FORFEIT_LOSS -> ResultKind.FORFEIT_WIN;
                default -> white;
              };
          boolean played = white.isPlayedGame();
          entries(entries, w, token)
              .add(new RoundEntry(b, played ? Colour.WHITE : Colour.NONE, white));
          entries(entries, b, token)
              .add(new RoundEntry(w, played ? Colour.BLACK : Colour.NONE, black));
          seen.add(w);
          seen.add(b);
        } else {
          int p = Integer.parseInt(parts[0]);
          entries(entries, p, token).add(RoundEntry.bye(ResultKind.ofCode(result).orElseThrow()));
          seen.add(p);
        }
      }
      for (int p = 1; p <= players; p++) {
        if (!seen.contains(p)) {
          entries(entries, p, round).add(RoundEntry.bye(ResultKind.ZERO_POINT_BYE));
        }
      }
    }
    List<Player> list = new ArrayList<>();
    for (int p = 1; p <= players; p++) {
      list.add(
          Player.of(p, "Player" + p, 2000 - p).withRounds(entries(entries, p, "the tournament")));
    }
    return new Tournament(
        "scenario",
        list,
        rounds.length,
        plannedRounds,
        Colour.WHITE,
        ScoringSystem.STANDARD,
        forbidden,
        List.of(),
        Attendance.NONE);
  }

  /** The entries of player {@code p} so far; {@code where} names the text that asks for them. */
  private static List<RoundEntry> entries(
      Map<Integer, List<RoundEntry>> entries, int p, String where) {
    List<RoundEntry> list = entries.get(p);
    if (list == null) {
      throw new IllegalArgumentException(
          "'" + where + "' names player " + p + ", not one of the " + entries.size() + " players");
    }
    return list;
  }

  /**
   * Pairs the round after {@code t}.
   *
   * @param system the system
   * @param t the tournament so far
   * @param absent players not to pair
   * @return the system's pairing
   */
  public static Pairing pairNext(PairingSystem system, Tournament t, Integer... absent) {
    return system.pair(new PairingRequest(t, t.completedRounds() + 1, Set.of(absent), Map.of()));
  }

  /**
   * Returns the boards as "white-black" in board order, then "bye N" if any.
   *
   * @param p a pairing
   * @return never null
   */
  public static List<String> text(Pairing p) {
    List<String> out = new ArrayList<>();
    for (Board b : p.boards()) {
      out.add(b.white() + "-" + b.black());
    }
    p.pairingAllocatedBye().ifPresent(id -> out.add("bye " + id));
    return out;
  }
}
