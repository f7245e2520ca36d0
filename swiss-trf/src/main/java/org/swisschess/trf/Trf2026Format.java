package org.swisschess.trf;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.Colour;
import org.swisschess.api.ForbiddenPair;
import org.swisschess.api.Player;
import org.swisschess.api.Points;
import org.swisschess.api.RequestedBye;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Team;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.Tournament;

/**
 * Writes a tournament as TRF-2026 in full (trf-2026.md): the tournament records {@code 012} to
 * {@code 132}, {@code 142} rounds, {@code 152} initial colour, {@code 162} scoring, {@code 192} and
 * {@code 202} from the header, the {@code 001} lines, and the pairing records: {@code 240} for the
 * byes of every round (optional for individuals, as the {@code 001} lines say the same), {@code
 * 250} accelerations and {@code 260} prohibited pairings.
 */
final class Trf2026Format {

  private static final DateTimeFormatter LONG =
      DateTimeFormatter.ofPattern("yyyy/MM/dd", Locale.ROOT);
  private static final DateTimeFormatter SHORT =
      DateTimeFormatter.ofPattern("yy/MM/dd", Locale.ROOT);

  private Trf2026Format() {}

  static List<String> lines(Tournament t, Trf2026Header h) {
    int rounds = t.plannedRounds();
    List<String> out = new ArrayList<>();
    out.add(TrfWriter.nameLine(t));
    optional(out, "022", h.city());
    optional(out, "032", h.federation());
    out.add("042 " + LONG.format(h.firstRound()));
    out.add("052 " + LONG.format(h.firstRound().plusDays(Math.max(0, rounds - 1))));
    out.add("062 " + t.players().size());
    out.add("072 " + t.players().stream().filter(p -> p.rating() > 0).count());
    optional(out, "092", h.typeText());
    optional(out, "102", h.chiefArbiter());
    optional(out, "122", h.timeControl());
    out.add(roundDates(h.firstRound(), rounds));
    out.add("142 " + rounds);
    out.add("152 " + (t.initialColour() == Colour.WHITE ? "W" : "B"));
    scoring(t.scoring()).ifPresent(out::add);
    optional(out, "192", h.typeCode());
    // 212 is the whole list, score first; 202 the tie-breaks after the score (trf-2026.md §2)
    h.tieBreaks()
        .ifPresent(
            tb -> out.add((tb.toUpperCase(Locale.ROOT).startsWith("PTS") ? "212 " : "202 ") + tb));
    return out;
  }

  /** The pairing records that follow the player lines. */
  static List<String> pairingRecords(Tournament t, List<String> accelerationLines) {
    List<String> out = new ArrayList<>(byes(t));
    out.addAll(otherPairingRecords(t, accelerationLines));
    return out;
  }

  /**
   * The pairing records of a team event: {@code 240} with team numbers (TRF-2026: "mandatory for
   * teams (F, H)", 4 digits there), then those of {@link #pairingRecords}. A team's bye is written
   * where the reader reads it back: in a completed round, none of its players paired and each with
   * that bye or none (blank, Z), one at least with it; in a later round, each of its players with
   * that requested bye.
   */
  static List<String> teamPairingRecords(TeamEvent event, List<String> accelerationLines) {
    Tournament t = event.tournament();
    Map<Long, ResultKind> requested = new HashMap<>();
    int last = t.completedRounds();
    for (RequestedBye b : t.attendance().byes()) {
      requested.put(((long) b.round() << 16) | b.player(), b.kind());
      last = Math.max(last, b.round());
    }
    Map<Integer, Map<Character, List<Integer>>> byRound = new TreeMap<>();
    for (Team team : event.teams()) {
      for (int r = 1; r <= last; r++) {
        ResultKind kind =
            r <= t.completedRounds() ? completedBye(t, team, r) : requestedBye(requested, team, r);
        if (kind != null) {
          byRound
              .computeIfAbsent(r, x -> new TreeMap<>())
              .computeIfAbsent(kind.code(), x -> new ArrayList<>())
              .add(team.number());
        }
      }
    }
    List<String> out = new ArrayList<>(AttendanceLines.render(byRound, "%04d"));
    out.addAll(otherPairingRecords(t, accelerationLines));
    return out;
  }

  /** A team's F or H bye in completed round {@code r}, as its boards show it; else null. */
  private static @Nullable ResultKind completedBye(Tournament t, Team team, int r) {
    ResultKind kind = null;
    for (int id : team.members()) {
      RoundEntry e = t.player(id).round(r);
      ResultKind k = e.result();
      if (e.hasOpponent()) {
        return null;
      }
      if (k == ResultKind.ZERO_POINT_BYE || k == ResultKind.ABSENT) {
        continue;
      }
      if ((k != ResultKind.FULL_POINT_BYE && k != ResultKind.HALF_POINT_BYE)
          || (kind != null && kind != k)) {
        return null;
      }
      kind = k;
    }
    return kind;
  }

  /** A team's requested bye of round {@code r}: the one each of its players has; else null. */
  private static @Nullable ResultKind requestedBye(
      Map<Long, ResultKind> requested, Team team, int r) {
    ResultKind kind = null;
    for (int id : team.members()) {
      ResultKind k = requested.get(((long) r << 16) | id);
      if (k == null || (kind != null && kind != k)) {
        return null;
      }
      kind = k;
    }
    return kind;
  }

  /** The records after {@code 240}: accelerations, then {@code 260} forbidden pairs. */
  private static List<String> otherPairingRecords(Tournament t, List<String> accelerationLines) {
    List<String> out = new ArrayList<>(accelerationLines);
    for (ForbiddenPair f : t.forbiddenPairs()) {
      int last = Math.min(f.toRound(), Math.max(t.plannedRounds(), f.fromRound()));
      if (last > PlayerLine.MAX_ROUNDS) {
        last = PlayerLine.MAX_ROUNDS;
      }
      out.add(
          String.format(
              Locale.ROOT, "260 %03d %03d %4d %4d", f.fromRound(), last, f.first(), f.second()));
    }
    return out;
  }

  private static void optional(List<String> out, String code, String value) {
    if (!value.isBlank()) {
      out.add(code + " " + value.strip());
    }
  }

  /** {@code 132}: round r's date at column 92 + 10(r - 1), as the round blocks of 001 lines. */
  private static String roundDates(LocalDate first, int rounds) {
    StringBuilder sb = new StringBuilder("132");
    sb.append(" ".repeat(91 - sb.length()));
    for (int r = 1; r <= rounds; r++) {
      sb.append(SHORT.format(first.plusDays(r - 1L)));
      if (r < rounds) {
        sb.append("  ");
      }
    }
    return sb.toString();
  }

  /**
   * {@code 162}: letter at column 6, points at 7-10, stride 9 (trf-2026.md §2.1); W a win (also a
   * forfeit win and a full-point bye), D a draw (and a half-point bye), L a loss, A an absence
   * (zero-point bye, forfeit loss), P the PAB; only the values that differ from the defaults (1.0,
   * 0.5, 0.0, 0.0, and for P the points of W), and no record when none does.
   *
   * @throws IllegalArgumentException for points that 162 cannot say (colour-dependent, a full-point
   *     bye other than a win, ...): write such a tournament as TRF-16 with XXS
   */
  private static Optional<String> scoring(ScoringSystem s) {
    if (!s.whiteWin().equals(s.blackWin())
        || !s.whiteDraw().equals(s.blackDraw())
        || !s.whiteLoss().equals(s.blackLoss())
        || !s.forfeitWin().equals(s.whiteWin())
        || !s.fullPointBye().equals(s.whiteWin())
        || !s.halfPointBye().equals(s.whiteDraw())
        || !s.zeroPointBye().equals(s.forfeitLoss())) {
      throw new IllegalArgumentException(
          "TRF-2026's 162 record cannot say these points (" + s + "): write TRF-16 with XXS");
    }
    // trf-2026.md 2.1: 162 is needed only when a value differs from its default, and holds only
    // those (bbpPairings 6 refuses the A symbol, so a file of default points passes it)
    Map<Character, Points> values = new java.util.LinkedHashMap<>();
    putIfNotDefault(values, 'W', s.whiteWin(), Points.ONE);
    putIfNotDefault(values, 'D', s.whiteDraw(), Points.HALF);
    putIfNotDefault(values, 'L', s.whiteLoss(), Points.ZERO);
    putIfNotDefault(values, 'A', s.forfeitLoss(), Points.ZERO);
    putIfNotDefault(values, 'P', s.pairingAllocatedBye(), s.whiteWin());
    if (values.isEmpty()) {
      return Optional.empty();
    }
    StringBuilder sb = new StringBuilder("162 ");
    values.forEach(
        (letter, points) -> {
          sb.append(' ').append(letter).append(PlayerLineFormat.points(points));
          sb.append("   ");
        });
    return Optional.of(sb.toString().stripTrailing());
  }

  private static void putIfNotDefault(
      Map<Character, Points> values, char letter, Points points, Points byDefault) {
    if (!points.equals(byDefault)) {
      values.put(letter, points);
    }
  }

  /** {@code 240}: the F, H and Z byes of every completed round, one record per round and kind. */
  private static List<String> byes(Tournament t) {
    Map<Integer, Map<Character, List<Integer>>> byRound = new TreeMap<>();
    for (Player p : t.players()) {
      for (int r = 1; r <= t.completedRounds(); r++) {
        RoundEntry e = p.round(r);
        ResultKind k = e.result();
        if (!e.hasOpponent()
            && (k == ResultKind.FULL_POINT_BYE
                || k == ResultKind.HALF_POINT_BYE
                || k == ResultKind.ZERO_POINT_BYE)) {
          byRound
              .computeIfAbsent(r, x -> new TreeMap<>())
              .computeIfAbsent(k.code(), x -> new ArrayList<>())
              .add(p.pairingNumber());
        }
      }
    }
    List<String> out = new ArrayList<>(AttendanceLines.render(byRound, "%4d"));
    out.addAll(AttendanceLines.byeLines(t, false));
    return out;
  }
}
