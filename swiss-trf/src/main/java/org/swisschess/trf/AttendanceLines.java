package org.swisschess.trf;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.swisschess.api.Attendance;
import org.swisschess.api.LateEntry;
import org.swisschess.api.RequestedBye;
import org.swisschess.api.ResultKind;
import org.swisschess.api.Tournament;
import org.swisschess.api.Withdrawal;

/**
 * Writes a tournament's {@link Attendance} as TRF-2026 {@code 240} records, one per round and kind
 * of bye: {@code 240 H 005 0024 0031}.
 *
 * <p>TRF has no record for a withdrawal or a late entry. What they mean for pairing is a zero-point
 * bye in every round from the withdrawal on, and the late entry's bye in every round before it
 * joins (C.04.2 2.4, 3.2): that is what is written, for the rounds still to be played up to the
 * planned number. Read back, they are requested byes of those rounds, which pair the same.
 */
final class AttendanceLines {

  private AttendanceLines() {}

  /**
   * Returns the {@code 240} lines of the attendance of {@code t}.
   *
   * @param nextRoundInColumn whether the round being paired is written as pre-set entries in its
   *     column, so that its byes need no record
   */
  static List<String> byeLines(Tournament t, boolean nextRoundInColumn) {
    int next = t.completedRounds() + 1;
    Attendance a = t.attendance();
    // round, then kind letter, then the players
    Map<Integer, Map<Character, List<Integer>>> byRound = new TreeMap<>();
    for (RequestedBye b : a.byes()) {
      add(byRound, b.round(), b.kind(), b.player());
    }
    for (Withdrawal w : a.withdrawals()) {
      for (int r = Math.max(w.fromRound(), next); r <= t.plannedRounds(); r++) {
        add(byRound, r, ResultKind.ZERO_POINT_BYE, w.player());
      }
    }
    for (LateEntry e : a.lateEntries()) {
      for (int r = next; r < e.firstRound() && r <= t.plannedRounds(); r++) {
        add(byRound, r, e.missedRounds(), e.player());
      }
    }
    if (nextRoundInColumn) {
      byRound.remove(next);
    }
    byRound.values().forEach(kinds -> kinds.values().forEach(ids -> ids.sort(null)));
    return render(byRound, "%04d");
  }

  /**
   * Writes {@code 240} records, one per round and kind: {@code 240 H 005 0024 0031}.
   *
   * @param byRound the IDs (players, or teams in a team event) by round, then by kind letter, each
   *     list in the order it is written
   * @param idFormat the format of one ID after its space: {@code %04d}, or {@code %4d} where the
   *     writer keeps an individual file's blank-padded IDs
   */
  static List<String> render(Map<Integer, Map<Character, List<Integer>>> byRound, String idFormat) {
    List<String> lines = new ArrayList<>();
    byRound.forEach(
        (round, kinds) ->
            kinds.forEach(
                (kind, ids) -> {
                  StringBuilder sb =
                      new StringBuilder(String.format(Locale.ROOT, "240 %c %03d", kind, round));
                  ids.forEach(
                      id -> sb.append(' ').append(String.format(Locale.ROOT, idFormat, id)));
                  lines.add(sb.toString());
                }));
    return lines;
  }

  private static void add(
      Map<Integer, Map<Character, List<Integer>>> byRound, int round, ResultKind kind, int id) {
    if (round > PlayerLine.MAX_ROUNDS) {
      throw new IllegalArgumentException(
          "player "
              + id
              + "'s bye in round "
              + round
              + " cannot be written in TRF (rounds 1 to "
              + PlayerLine.MAX_ROUNDS
              + ")");
    }
    byRound
        .computeIfAbsent(round, r -> new TreeMap<>())
        .computeIfAbsent(kind.code(), k -> new ArrayList<>())
        .add(id);
  }
}
