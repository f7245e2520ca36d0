package org.swisschess.trf;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.Acceleration;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.ForbiddenPair;
import org.swisschess.api.Pairing;
import org.swisschess.api.Player;
import org.swisschess.api.Points;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.Tournament;

/**
 * Writes TRF text. Every line the reader did not interpret is written back as it was, in order;
 * tournament records are kept while they still say what the tournament holds and rewritten (as
 * JaVaFo extension records, appended at the end) when they do not. Example:
 *
 * <pre>{@code
 * Files.writeString(out, TrfWriter.writeWithPairing(doc, pairing));
 * }</pre>
 */
public final class TrfWriter {

  private TrfWriter() {}

  /**
   * Returns why no TRF file can carry a scoring system: its reader refuses negative points, a win
   * not worth more than a loss (a forfeit win than a forfeit loss) and a draw worth less than a
   * loss or more than a win; the writers refuse to write what does not read back.
   *
   * @param scoring not null
   * @return empty if a TRF file can carry it
   */
  public static java.util.Optional<String> scoringProblem(ScoringSystem scoring) {
    return ScoringBuilder.problem(scoring);
  }

  /**
   * Writes the document: read, write, read gives an equal document.
   *
   * @param doc not null
   * @return the TRF text, with the line ends of the file read (LF for documents built in memory)
   * @throws IllegalArgumentException if a value of the tournament does not fit its TRF columns
   */
  public static String write(TrfDocument doc) {
    return render(
        doc,
        nextBlocksAsRead(doc),
        doc.tournament().plannedRounds(),
        doc.absentLinesStale(),
        false);
  }

  /**
   * The next round's column as the document holds it: the pre-set entries as read while the
   * attendance says the same, else those of the round being paired afresh.
   */
  private static Map<Integer, String> nextBlocksAsRead(TrfDocument doc) {
    Tournament t = doc.tournament();
    int next = t.completedRounds() + 1;
    Map<Integer, String> nextBlocks = new TreeMap<>();
    if (attendanceAsRead(doc)) {
      doc.columnPresets()
          .forEach(
              (id, e) ->
                  nextBlocks.put(
                      id, PlayerLineFormat.presetBlock(doc.originals().get(id), next, e)));
    } else if (next <= t.plannedRounds()) {
      // the round being paired: pre-set entries, the form every engine reads (JaVaFo's XXZ and
      // TRF-2026's 240 are each unknown to some)
      doc.presetEntries()
          .forEach(
              (id, e) ->
                  nextBlocks.put(
                      id, PlayerLineFormat.presetBlock(doc.originals().get(id), next, e)));
    }
    return nextBlocks;
  }

  /**
   * Writes the document with {@code accelerations} as its fictitious points, written as TRF-2026
   * {@code 250} records (one per range of players and rounds with the same points; the {@code XXA}
   * and {@code 250} lines of the file are dropped), so that any engine that reads {@code 250} pairs
   * the file with the same virtual points. This is how an acceleration method's points are made
   * explicit: a {@code 250} record takes precedence over the method a {@code 192} code names.
   *
   * <p>Example: {@code TrfWriter.writeWithAccelerations(doc,
   * AccelerationMethod.BAKU.accelerations(doc.tournament(), Set.of()))}.
   *
   * @param doc not null
   * @param accelerations the fictitious points, at most one per player; not null
   * @return the TRF text
   * @throws IllegalArgumentException as {@link #write}, or if an acceleration names an unknown
   *     player, a player twice, or gives more than a win's points in a round
   */
  public static String writeWithAccelerations(TrfDocument doc, List<Acceleration> accelerations) {
    TrfDocument with = doc.withTournament(doc.tournament().withAccelerations(accelerations));
    return render(
        with,
        nextBlocksAsRead(with),
        with.tournament().plannedRounds(),
        with.absentLinesStale(),
        true);
  }

  /**
   * Writes a tournament as TRF-2026 in full: the tournament records {@code 012} to {@code 132},
   * {@code 142}, {@code 152}, {@code 162} (only the values that differ from the defaults; none for
   * the default points), the {@code 192} code and {@code 202} tie-breaks of the header, the {@code
   * 001} lines with every round entry at full width, then {@code 240} byes, {@code 250}
   * accelerations and {@code 260} prohibited pairings. Lines end in LF.
   *
   * <p>Example: {@code TrfWriter.writeTrf2026(tournament, header)}.
   *
   * @param t the tournament, its rounds all completed or some still to be paired; not null
   * @param header what the file says besides players and rounds; not null
   * @return the TRF text
   * @throws IllegalArgumentException as {@link #write}, or for points that {@code 162} cannot say
   *     (colour-dependent, a full-point bye other than a win, a half-point bye other than a draw, a
   *     zero-point bye other than a forfeit loss)
   */
  public static String writeTrf2026(Tournament t, Trf2026Header header) {
    Objects.requireNonNull(header, "header");
    checkWritable(t, t.completedRounds());
    List<String> out = new ArrayList<>(Trf2026Format.lines(t, header));
    ScoringSystem scoring = t.scoring();
    for (Player p : t.players()) {
      Points score = Points.ZERO;
      for (RoundEntry e : p.rounds()) {
        score = score.plus(scoring.points(e));
      }
      out.add(PlayerLineFormat.format(p, null, score, null, null));
    }
    out.addAll(Trf2026Format.pairingRecords(t, acceleration250Lines(t.accelerations())));
    return String.join("\n", out) + "\n";
  }

  /**
   * Writes a team event as TRF-2026, as {@link #writeTrf2026(Tournament, Trf2026Header)} writes its
   * tournament, with the team records (trf-2026.md §7): {@code 082} the number of teams; before the
   * player lines {@code 352} (the board colour sequence, if the event has one), {@code 362} (the
   * match points), {@code 320} (the PAB's value and the PAB team of each round, {@code 0} for
   * none), {@code 330} (each forfeited match); after them one {@code 310} per team (TPN, name,
   * strength factor, match and game points, rank, members in board order). The players' resting
   * rounds ({@code 0000 - Z}) are not repeated as {@code 240 Z} records. The header's {@code 192}
   * code is written as given (a team code, {@link TeamEvent.Code#text()}). Lines end in LF.
   *
   * <p>Example: {@code TrfWriter.writeTrf2026(event, header)}; {@link TrfReader#parse(String,
   * String)} reads it back into an equal event.
   *
   * @param event the team event; not null
   * @param header what the file says besides players, teams and rounds; not null
   * @return the TRF text
   * @throws IllegalArgumentException as {@link #writeTrf2026(Tournament, Trf2026Header)}, or for a
   *     team that record 310 cannot hold (more than 14 players, a name longer than 32 characters, a
   *     number above 999)
   */
  public static String writeTrf2026(TeamEvent event, Trf2026Header header) {
    Objects.requireNonNull(event, "event");
    Objects.requireNonNull(header, "header");
    Tournament t = event.tournament();
    checkWritable(t, t.completedRounds());
    for (org.swisschess.api.Team team : event.teams()) {
      if (team.number() > 999) {
        throw new IllegalArgumentException(
            "team number " + team.number() + " does not fit record 310's three columns");
      }
    }
    List<String> out = new ArrayList<>(Trf2026Format.lines(t, header));
    int at = 0;
    while (at < out.size() && out.get(at).compareTo("082") < 0 && !out.get(at).startsWith("092")) {
      at++;
    }
    out.add(at, "082 " + event.teams().size());
    out.addAll(TeamTrfFormat.headerRecords(event));
    ScoringSystem scoring = t.scoring();
    for (Player p : t.players()) {
      Points score = Points.ZERO;
      for (RoundEntry e : p.rounds()) {
        score = score.plus(scoring.points(e));
      }
      out.add(PlayerLineFormat.format(p, null, score, null, null));
    }
    out.addAll(TeamTrfFormat.teamRecords(event));
    out.addAll(Trf2026Format.teamPairingRecords(event, acceleration250Lines(t.accelerations())));
    return String.join("\n", out) + "\n";
  }

  /**
   * Whether the lines that state the attendance ({@code XXZ}, {@code 240}, the pre-set column)
   * still say what the tournament holds, and may be written as they were read.
   */
  private static boolean attendanceAsRead(TrfDocument doc) {
    return !doc.absentLinesStale()
        && doc.baseline().attendance().equals(doc.tournament().attendance());
  }

  /**
   * Writes the document with {@code pairing} as the next round's column: {@code opponent colour}
   * with a blank result for each game, {@code 0000 - U} for the PAB, the pre-set entries as they
   * were and {@code 0000 - Z} for players named by {@code XXZ} (whose lines are then dropped, as
   * the round they spoke of is now written).
   *
   * @param doc not null
   * @param pairing the pairing of round {@code doc.tournament().completedRounds() + 1}, not null
   * @return the TRF text
   * @throws IllegalArgumentException if the pairing is of another round, names an unknown player,
   *     or pairs a player who was not to be paired
   */
  public static String writeWithPairing(TrfDocument doc, Pairing pairing) {
    Objects.requireNonNull(pairing, "pairing");
    Tournament t = doc.tournament();
    int next = t.completedRounds() + 1;
    if (pairing.round() != next) {
      throw new IllegalArgumentException(
          "the document's next round is " + next + ", the pairing is of round " + pairing.round());
    }
    Map<Integer, String> nextBlocks = new TreeMap<>();
    for (Board b : pairing.boards()) {
      requirePairable(doc, b.white());
      requirePairable(doc, b.black());
      nextBlocks.put(b.white(), PlayerLineFormat.pairedBlock(b.black(), Colour.WHITE.code()));
      nextBlocks.put(b.black(), PlayerLineFormat.pairedBlock(b.white(), Colour.BLACK.code()));
    }
    if (pairing.pairingAllocatedBye().isPresent()) {
      int id = pairing.pairingAllocatedBye().getAsInt();
      requirePairable(doc, id);
      nextBlocks.put(id, "0000 - U");
    }
    doc.presetEntries()
        .forEach(
            (id, e) ->
                nextBlocks.put(id, PlayerLineFormat.presetBlock(doc.originals().get(id), next, e)));
    return render(doc, nextBlocks, Math.max(t.plannedRounds(), next), true, false);
  }

  private static void requirePairable(TrfDocument doc, int id) {
    if (doc.tournament().findPlayer(id).isEmpty()) {
      throw new IllegalArgumentException(
          "player " + id + " of the pairing is not a player of the tournament");
    }
    if (doc.presetEntries().containsKey(id)) {
      throw new IllegalArgumentException(
          "player " + id + " is paired but was not to be paired this round");
    }
  }

  /**
   * Which records of the document are written as they were read: those whose facts the tournament
   * still holds; the others are written afresh after the lines kept.
   */
  private record Kept(
      boolean name,
      boolean rounds,
      boolean colour,
      boolean scoring,
      boolean forbidden,
      boolean accelerations,
      boolean absent,
      boolean byes) {

    static Kept of(TrfDocument doc, int planned, int columns, boolean dropAbsent, boolean as250) {
      Tournament t = doc.tournament();
      TrfDocument.Baseline base = doc.baseline();
      Colour inferred = InitialColour.inferFromRoundOne(t.players()).orElse(Colour.WHITE);
      // The attendance is written as it was read while it still says the same (XXZ only while it
      // speaks of the round being paired, and not once that round is written); otherwise afresh.
      boolean asRead = attendanceAsRead(doc);
      return new Kept(
          base.name().equals(t.name()),
          base.explicitPlannedRounds().map(n -> n == planned).orElse(planned == columns),
          base.explicitInitialColour().orElse(inferred) == t.initialColour(),
          base.scoring().equals(t.scoring()),
          base.forbiddenPairs().equals(t.forbiddenPairs()),
          !as250 && base.accelerations().equals(t.accelerations()),
          !dropAbsent && asRead,
          asRead);
    }
  }

  private static String render(
      TrfDocument doc,
      Map<Integer, String> nextBlocks,
      int planned,
      boolean dropAbsent,
      boolean accelerationsAs250) {
    Tournament t = doc.tournament();
    int columns = t.completedRounds() + (nextBlocks.isEmpty() ? 0 : 1);
    if (planned < columns) {
      throw new IllegalArgumentException(
          "the tournament plans "
              + planned
              + " rounds, but the document holds entries"
              + " for round "
              + columns);
    }
    Kept kept = Kept.of(doc, planned, columns, dropAbsent, accelerationsAs250);
    checkWritable(t, columns);
    List<String> out = new ArrayList<>();
    copyLines(doc, nextBlocks, kept, out);
    writeAfresh(t, planned, columns, kept, accelerationsAs250, out);
    return joined(doc, out);
  }

  /**
   * The document's lines in their order, each player's line rewritten and the records whose facts
   * changed left out; the name record and the players the document did not hold put in their
   * places.
   */
  private static void copyLines(
      TrfDocument doc, Map<Integer, String> nextBlocks, Kept kept, List<String> out) {
    Tournament t = doc.tournament();
    boolean nameWritten = false;
    int lastPlayerIndex = -1;
    Set<Integer> written = new HashSet<>();
    for (TrfDocument.DocLine line : doc.lines()) {
      switch (line.kind()) {
        case PLAYER -> {
          Player p = t.findPlayer(line.playerId()).orElse(null);
          if (p != null && written.add(p.pairingNumber())) {
            out.add(playerLine(doc, p, nextBlocks));
          }
          lastPlayerIndex = out.size();
        }
        case NAME -> {
          if (kept.name()) {
            out.add(line.text());
          } else if (!nameWritten) {
            out.add(nameLine(t));
          }
          nameWritten = true;
        }
        case ROUNDS -> addIf(out, kept.rounds(), line);
        case COLOUR -> {
          if (kept.colour()) {
            out.add(line.text());
          } else if (line.text().startsWith("XXC")) {
            String rest = withoutColourWords(line.text());
            if (!rest.isEmpty()) {
              out.add("XXC " + rest);
            }
          }
        }
        case SCORING -> addIf(out, kept.scoring(), line);
        case FORBIDDEN -> addIf(out, kept.forbidden(), line);
        case ACCELERATION -> addIf(out, kept.accelerations(), line);
        case ABSENT -> addIf(out, kept.absent(), line);
        case BYES -> addIf(out, kept.byes(), line);
        default -> out.add(line.text());
      }
    }
    if (!nameWritten && !t.name().isEmpty()) {
      out.add(0, nameLine(t));
      if (lastPlayerIndex >= 0) {
        lastPlayerIndex++;
      }
    }
    List<String> newPlayers = new ArrayList<>();
    for (Player p : t.players()) {
      if (!written.contains(p.pairingNumber())) {
        newPlayers.add(playerLine(doc, p, nextBlocks));
      }
    }
    out.addAll(lastPlayerIndex >= 0 ? lastPlayerIndex : out.size(), newPlayers);
  }

  /** The records whose facts changed, written from the tournament after the lines kept. */
  private static void writeAfresh(
      Tournament t,
      int planned,
      int columns,
      Kept kept,
      boolean accelerationsAs250,
      List<String> out) {
    if (!kept.rounds() && planned > 0) {
      // with no XXR the planned rounds are the round columns: none here
      out.add("XXR " + planned);
    }
    if (!kept.colour()) {
      out.add(t.initialColour() == Colour.WHITE ? "XXC white1" : "XXC black1");
    }
    if (!kept.scoring() && !t.scoring().isStandard()) {
      out.add(scoringLine(t.scoring()));
    }
    if (!kept.forbidden()) {
      for (ForbiddenPair f : t.forbiddenPairs()) {
        out.add(forbiddenLine(f));
      }
    }
    if (accelerationsAs250) {
      out.addAll(acceleration250Lines(t.accelerations()));
    } else if (!kept.accelerations()) {
      for (Acceleration a : t.accelerations()) {
        out.add(accelerationLine(a));
      }
    }
    if (!kept.byes()) {
      out.addAll(AttendanceLines.byeLines(t, columns > t.completedRounds()));
    }
  }

  /** The lines with the document's line ending, and a final one if the document had it. */
  private static String joined(TrfDocument doc, List<String> out) {
    String ending = doc.lineEnding();
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < out.size(); i++) {
      sb.append(out.get(i));
      if (i < out.size() - 1 || doc.finalNewline()) {
        sb.append(ending);
      }
    }
    return sb.toString();
  }

  /**
   * Refuses what the reader would read differently or not at all: more than 999 planned rounds,
   * pairing numbers other than 1..N, references to players who are not there, and a last round in
   * which nobody was paired (TRF would take it for the pre-set entries of the round being paired).
   */
  private static void checkWritable(Tournament t, int columns) {
    if (t.plannedRounds() > PlayerLine.MAX_ROUNDS) {
      throw new IllegalArgumentException(
          "the tournament plans "
              + t.plannedRounds()
              + " rounds; TRF holds at most "
              + PlayerLine.MAX_ROUNDS);
    }
    List<Player> players = t.players();
    for (int i = 0; i < players.size(); i++) {
      if (players.get(i).pairingNumber() != i + 1) {
        throw new IllegalArgumentException(
            "TRF needs pairing numbers 1 to "
                + players.size()
                + ", found "
                + players.get(i).pairingNumber());
      }
    }
    for (ForbiddenPair f : t.forbiddenPairs()) {
      requirePlayer(t, f.second(), "forbidden pair " + f);
    }
    Set<Integer> accelerated = new HashSet<>();
    for (Acceleration a : t.accelerations()) {
      requirePlayer(t, a.player(), "acceleration " + a);
      if (!accelerated.add(a.player())) {
        throw new IllegalArgumentException(
            "player "
                + a.player()
                + " has two accelerations; TRF reads the records of one player as one, summed"
                + " round by round: give their sum");
      }
      for (int r = 1; r <= a.pointsByRound().size(); r++) {
        Points p = a.pointsIn(r);
        if (p.tenths() != 0 && r > t.plannedRounds()) {
          throw new IllegalArgumentException(
              "acceleration of player "
                  + a.player()
                  + " gives points in round "
                  + r
                  + " of a tournament of "
                  + t.plannedRounds()
                  + " rounds; TRF reads fictitious points only in the rounds declared");
        }
        if (p.tenths() < 0 || p.compareTo(t.scoring().win()) > 0) {
          throw new IllegalArgumentException(
              "acceleration of player "
                  + a.player()
                  + " in round "
                  + r
                  + ": "
                  + p
                  + " fictitious points; TRF reads 0 to a win's points ("
                  + t.scoring().win()
                  + ")");
        }
      }
    }
    ScoringBuilder.problem(t.scoring())
        .ifPresent(
            why -> {
              throw new IllegalArgumentException(
                  "the scoring cannot be read back from TRF: " + why);
            });
    if (players.isEmpty()) {
      throw new IllegalArgumentException("a TRF file needs at least one player line");
    }
    int last = t.completedRounds();
    if (last > 0
        && columns == last
        && players.stream()
            .map(p -> p.round(last))
            .noneMatch(e -> e.hasOpponent() || e.result() == ResultKind.PAIRING_ALLOCATED_BYE)) {
      throw new IllegalArgumentException(
          "round "
              + last
              + " has no game and no PAB: TRF would read it as the"
              + " pre-set entries of the round being paired");
    }
  }

  private static void requirePlayer(Tournament t, int id, String what) {
    if (t.findPlayer(id).isEmpty()) {
      throw new IllegalArgumentException(
          what + " names player " + id + ", who is not a player of the tournament");
    }
  }

  private static void addIf(List<String> out, boolean keep, TrfDocument.DocLine line) {
    if (keep) {
      out.add(line.text());
    }
  }

  /** The {@code 012} record; TRF-16 and TRF-2026 write it alike. */
  static String nameLine(Tournament t) {
    if (t.name().contains("\r") || t.name().contains("\n")) {
      throw new IllegalArgumentException("a tournament name must be one line: '" + t.name() + "'");
    }
    return ("012 " + t.name()).stripTrailing();
  }

  private static String playerLine(TrfDocument doc, Player p, Map<Integer, String> nextBlocks) {
    ScoringSystem scoring = doc.tournament().scoring();
    Points score = Points.ZERO;
    for (RoundEntry e : p.rounds()) {
      score = score.plus(scoring.points(e));
    }
    RoundEntry preset = doc.presetEntries().get(p.pairingNumber());
    @Nullable Points alternative = preset == null ? null : score.plus(scoring.points(preset));
    return PlayerLineFormat.format(
        p,
        doc.originals().get(p.pairingNumber()),
        score,
        alternative,
        nextBlocks.get(p.pairingNumber()));
  }

  private static String withoutColourWords(String xxc) {
    StringBuilder sb = new StringBuilder();
    for (String word : xxc.substring(3).trim().split("[ \t]+")) {
      String lower = word.toLowerCase(Locale.ROOT);
      if (!word.isEmpty() && !lower.equals("white1") && !lower.equals("black1")) {
        sb.append(sb.length() == 0 ? "" : " ").append(word);
      }
    }
    return sb.toString();
  }

  private static String scoringLine(ScoringSystem s) {
    return "XXS WW="
        + s.whiteWin()
        + " BW="
        + s.blackWin()
        + " WD="
        + s.whiteDraw()
        + " BD="
        + s.blackDraw()
        + " WL="
        + s.whiteLoss()
        + " BL="
        + s.blackLoss()
        + " ZPB="
        + s.zeroPointBye()
        + " HPB="
        + s.halfPointBye()
        + " FPB="
        + s.fullPointBye()
        + " PAB="
        + s.pairingAllocatedBye()
        + " FW="
        + s.forfeitWin()
        + " FL="
        + s.forfeitLoss();
  }

  private static String forbiddenLine(ForbiddenPair f) {
    if (f.fromRound() == 1 && f.toRound() == Integer.MAX_VALUE) {
      return "XXP " + f.first() + " " + f.second();
    }
    if (f.toRound() > PlayerLine.MAX_ROUNDS) {
      throw new IllegalArgumentException(
          "a pair forbidden from round "
              + f.fromRound()
              + " on without a last round cannot be written in TRF: "
              + f);
    }
    return String.format(
        Locale.ROOT, "260 %03d %03d %4d %4d", f.fromRound(), f.toRound(), f.first(), f.second());
  }

  /** A run of rounds in which one player has the same non-zero fictitious points. */
  private record Run(int fromRound, int toRound, Points points) {}

  /**
   * TRF-2026 {@code 250} records: each player's rounds cut into runs of equal non-zero points, and
   * the players of one run joined into ranges of consecutive pairing numbers.
   */
  private static List<String> acceleration250Lines(List<Acceleration> accelerations) {
    Map<Run, List<Integer>> playersByRun =
        new TreeMap<>(
            Comparator.comparingInt(Run::fromRound)
                .thenComparingInt(Run::toRound)
                .thenComparing(Run::points));
    List<Acceleration> byPlayer = new ArrayList<>(accelerations);
    byPlayer.sort(Comparator.comparingInt(Acceleration::player));
    for (Acceleration a : byPlayer) {
      List<Points> points = a.pointsByRound();
      int r = 1;
      while (r <= points.size()) {
        Points p = points.get(r - 1);
        int to = r;
        while (to < points.size() && points.get(to).equals(p)) {
          to++;
        }
        if (p.tenths() != 0) {
          playersByRun.computeIfAbsent(new Run(r, to, p), k -> new ArrayList<>()).add(a.player());
        }
        r = to + 1;
      }
    }
    List<String> out = new ArrayList<>();
    playersByRun.forEach(
        (run, players) -> {
          int from = players.get(0);
          int last = from;
          for (int i = 1; i <= players.size(); i++) {
            if (i < players.size() && players.get(i) == last + 1) {
              last = players.get(i);
              continue;
            }
            out.add(
                String.format(
                    Locale.ROOT,
                    "250      %s %03d %03d %04d %04d",
                    PlayerLineFormat.points(run.points()),
                    run.fromRound(),
                    run.toRound(),
                    from,
                    last));
            if (i < players.size()) {
              from = players.get(i);
              last = from;
            }
          }
        });
    return out;
  }

  private static String accelerationLine(Acceleration a) {
    StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "XXA %4d", a.player()));
    for (Points p : a.pointsByRound()) {
      sb.append(' ').append(PlayerLineFormat.points(p));
    }
    return sb.toString();
  }
}
