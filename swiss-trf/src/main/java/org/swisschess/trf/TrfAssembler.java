package org.swisschess.trf;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.Acceleration;
import org.swisschess.api.Attendance;
import org.swisschess.api.Colour;
import org.swisschess.api.ForbiddenPair;
import org.swisschess.api.Player;
import org.swisschess.api.Points;
import org.swisschess.api.RequestedBye;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Team;
import org.swisschess.api.Tournament;

/**
 * Turns the lines of a TRF text into a {@link TrfDocument}: parses each line as it arrives, then
 * checks what needs all of them (pairing numbers, opponents both ways, points against results,
 * references of tournament records to players, records against the round columns) before any api
 * record is built, so that the api's own checks never fire.
 */
final class TrfAssembler {

  private final String source;
  private final Set<ArbiterDecision> accepted;
  private final Header header = new Header();
  private final Map<Integer, PlayerLine> players = new TreeMap<>();
  private final List<TrfDocument.DocLine> docLines = new ArrayList<>();
  private final RoundEntryPool pool = new RoundEntryPool();
  private @Nullable SourceLine firstText; // the first line that is not blank
  private @Nullable SourceLine lastLine;

  TrfAssembler(String source, Set<ArbiterDecision> accepted) {
    this.source = source;
    this.accepted = accepted;
  }

  /** The line of player {@code id}, whom the file was checked to hold. */
  private PlayerLine playerLine(int id) {
    PlayerLine p = players.get(id);
    if (p == null) {
      throw new IllegalStateException("player " + id + " was checked to be in the file");
    }
    return p;
  }

  /** Whether the file has team records ({@code 310}, {@code 013}). */
  private boolean isTeamEvent() {
    return docLines.stream()
        .anyMatch(
            l ->
                l.kind() == LineKind.OTHER
                    && (l.text().startsWith("310") || l.text().startsWith("013")));
  }

  /**
   * TRF-2026 {@code 250} records of a team event give fictitious match and game points to teams
   * (team numbers in columns 23-31), which would read here as players' points: refused at the
   * record, with what the team system reads instead (the Baku acceleration of a {@code _BAKU} code
   * of record 192, worked out by C.04.7), never read wrongly nor ignored.
   */
  private void requireNoTeamAccelerations() throws TrfException {
    if (header.accelerations.isEmpty() || !isTeamEvent()) {
      return;
    }
    Header.IdRef first = header.accelerations.get(0).first();
    throw first
        .line()
        .error(
            1,
            "no 250 (or XXA) record in a team event: team-2026 reads no explicit fictitious"
                + " points for teams; it works the Baku acceleration's virtual match points out"
                + " from a _BAKU code of record 192 (C.04.7)",
            SourceLine.quote(first.line().field(1, Math.min(3, first.line().length()))));
  }

  /**
   * A colour without an opponent ({@code 0000 w +}) is TRF-2026's way to write a team's players who
   * won a forfeited match; in a file without team records ({@code 310}, {@code 013}) it is refused.
   */
  private void requireTeamForfeitColours() throws TrfException {
    if (isTeamEvent()) {
      return;
    }
    for (PlayerLine p : players.values()) {
      for (int r = 1; r <= p.columns(); r++) {
        Optional<RoundEntry> e = p.block(r);
        if (e.isPresent() && !e.get().hasOpponent() && e.get().colour() != Colour.NONE) {
          int c = PlayerLine.blockColumn(r) + 5;
          throw p.line()
              .error(
                  c,
                  "colour - or blank for round " + r + " without an opponent",
                  SourceLine.quote(p.line().field(c, c)));
        }
      }
    }
  }

  /** Parses the next line. */
  void accept(String text) throws TrfException {
    SourceLine line = new SourceLine(source, docLines.size() + 1, text);
    lastLine = line;
    if (firstText == null && !text.isBlank()) {
      firstText = line;
    }
    if (line.code().equals("001")) {
      PlayerLine p = PlayerLine.parse(line, pool);
      PlayerLine before = players.putIfAbsent(p.id(), p);
      if (before != null) {
        throw line.error(
            5,
            "a pairing number not used before (player "
                + p.id()
                + " is on line "
                + before.line().number()
                + ")",
            SourceLine.quote(line.field(5, 8)));
      }
      docLines.add(new TrfDocument.DocLine(LineKind.PLAYER, text, p.id()));
    } else {
      docLines.add(new TrfDocument.DocLine(header.accept(line), text, 0));
    }
  }

  /**
   * Checks and builds the document once every line has been read: the pairing numbers, the round
   * columns (the last may be a pre-set round), the records that refer to players, the planned
   * rounds; then the players, the tournament, and the points against the results.
   */
  TrfDocument finish(String lineEnding, boolean finalNewline) throws TrfException {
    requirePlayers();
    requirePairingNumbersOneToN();
    int columns = 0;
    for (PlayerLine p : players.values()) {
      columns = Math.max(columns, p.columns());
    }
    boolean presetColumn = columns > 0 && isPresetColumn(columns);
    int completed = presetColumn ? columns - 1 : columns;
    Map<Integer, RoundEntry> columnPresets =
        presetColumn ? columnPresets(columns) : new TreeMap<>();
    new RoundColumns(players, completed, accepted).check();
    boolean teamEvent = isTeamEvent();
    checkReferences(teamEvent);
    // in a team event the 240 records name teams: read once the teams are (teamByes)
    List<TrfDocument.ByeRecord> byes =
        teamEvent ? new ArrayList<>() : byes(completed, columnPresets);
    Optional<Declared.Declaration<Integer>> declaredRounds = header.plannedRounds.declaration();
    int planned = plannedRounds(columns, completed, declaredRounds);

    requireTeamForfeitColours();
    requireNoTeamAccelerations();
    List<Player> built = apiPlayers(completed);
    ScoringSystem scoring = header.scoring.build();
    Colour colour =
        header
            .initialColour
            .value()
            .orElseGet(() -> InitialColour.inferFromRoundOne(built).orElse(Colour.WHITE));
    List<ForbiddenPair> forbidden = forbiddenPairs();
    List<Acceleration> accelerations = accelerations(scoring, declaredRounds);
    String name = header.name.value().orElse("");
    Set<Integer> absent = new TreeSet<>();
    for (Header.IdRef ref : header.absent) {
      absent.add(ref.id());
    }
    Attendance attendance = attendance(completed, columnPresets, byes, absent);
    Tournament tournament;
    try {
      tournament =
          new Tournament(
              name,
              built,
              completed,
              planned,
              colour,
              scoring,
              forbidden,
              accelerations,
              attendance);
    } catch (IllegalArgumentException e) {
      throw inconsistent(e);
    }
    if (teamEvent && !header.byes.isEmpty()) {
      byes = teamByes(tournament, completed, columnPresets);
      attendance = attendance(completed, columnPresets, byes, absent);
      try {
        tournament = tournament.withAttendance(attendance);
      } catch (IllegalArgumentException e) {
        throw inconsistent(e);
      }
    }
    checkPoints(built, scoring, TrfDocument.presets(tournament));
    Optional<String> type = header.type192.value().or(header.type092::value);
    Map<Integer, PlayerLine> originals = new LinkedHashMap<>(players);
    TrfDocument.Baseline baseline =
        new TrfDocument.Baseline(
            name,
            header.plannedRounds.value(),
            header.initialColour.value(),
            scoring,
            forbidden,
            accelerations,
            absent,
            attendance);
    return new TrfDocument(
        source,
        docLines,
        lineEnding,
        finalNewline,
        tournament,
        columnPresets,
        byes,
        absent,
        false,
        type,
        originals,
        baseline);
  }

  /**
   * Every check the api's constructors make has been made with a location before they are called: a
   * safety net that keeps the promise that only TrfException leaves the reader.
   */
  private TrfException inconsistent(IllegalArgumentException e) {
    return new TrfException(
        source, 0, 0, "a consistent tournament", String.valueOf(e.getMessage()));
  }

  /** Engines index players by pairing number: the numbers must be 1..N. */
  private void requirePairingNumbersOneToN() throws TrfException {
    int count = players.size();
    for (PlayerLine p : players.values()) {
      if (p.id() > count) {
        throw p.line()
            .error(
                5,
                "a pairing number from 1 to " + count + " (the number of player lines)",
                SourceLine.quote(p.line().field(5, 8)));
      }
    }
  }

  /** The pairings pre-set in the last round column, which holds no completed round. */
  private Map<Integer, RoundEntry> columnPresets(int column) throws TrfException {
    Map<Integer, RoundEntry> presets = new TreeMap<>();
    for (PlayerLine p : players.values()) {
      Optional<RoundEntry> e = p.block(column);
      if (e.isPresent()) {
        requirePresetEntry(p, column, e.get());
        presets.put(p.id(), e.get());
      }
    }
    return presets;
  }

  /**
   * The planned rounds: as declared (XXR / 142), which must cover the round columns; else the round
   * columns, or the last round fictitious points are given for, if later.
   */
  private int plannedRounds(
      int columns, int completed, Optional<Declared.Declaration<Integer>> declaredRounds)
      throws TrfException {
    if (declaredRounds.isEmpty()) {
      // without XXR / 142, fictitious points for a later round say the tournament goes that far
      return Math.max(columns, lastAcceleratedRound());
    }
    Declared.Declaration<Integer> declared = declaredRounds.get();
    int planned = declared.value();
    if (planned < completed) {
      throw declared
          .line()
          .error(
              declared.column(),
              "at least "
                  + completed
                  + " rounds (the file holds "
                  + completed
                  + " completed rounds)",
              SourceLine.quote(declared.text()));
    }
    if (planned < columns) {
      throw declared
          .line()
          .error(
              declared.column(),
              "at least " + columns + " rounds (the file holds entries for round " + columns + ")",
              SourceLine.quote(declared.text()));
    }
    return planned;
  }

  /** The players of the api, with their completed rounds (a round without an entry: absent). */
  private List<Player> apiPlayers(int completed) {
    List<Player> built = new ArrayList<>(players.size());
    for (PlayerLine p : players.values()) {
      List<RoundEntry> rounds = new ArrayList<>(completed);
      for (int r = 1; r <= completed; r++) {
        rounds.add(p.block(r).orElse(RoundEntry.ABSENT));
      }
      PlayerLine.Identity id = p.identity();
      built.add(
          new Player(
              p.id(),
              id.name(),
              id.sex(),
              id.title(),
              id.rating(),
              id.federation(),
              id.fideId(),
              id.birthDate(),
              p.rank(),
              rounds));
    }
    return built;
  }

  /**
   * A file without a player line is not a tournament: an empty file, a text that is not TRF at all
   * (located at its first line), or TRF records without players (located at the end).
   */
  private void requirePlayers() throws TrfException {
    if (!players.isEmpty()) {
      return;
    }
    SourceLine first = firstText;
    SourceLine last = lastLine;
    if (first == null || last == null) {
      int line = Math.max(1, docLines.size());
      throw new TrfException(
          source,
          line,
          1,
          "a TRF file with at least one player line (001)",
          docLines.isEmpty() ? "an empty file" : "only blank lines");
    }
    if (!header.sawRecord()) {
      String text = first.text().strip();
      throw first.error(
          1,
          "a TRF record code such as 001 or 012 in columns 1-3 (this is not a TRF file)",
          SourceLine.quote(text.length() > 40 ? text.substring(0, 40) + "..." : text));
    }
    throw last.error(
        last.length() + 1,
        "at least one player line (001) in the file",
        "end of file after " + docLines.size() + " lines");
  }

  /**
   * A trailing column in which nobody has an opponent or the PAB holds only what was decided before
   * pairing (requested byes, absences): it is the round being paired, not a completed one.
   */
  private boolean isPresetColumn(int column) {
    for (PlayerLine p : players.values()) {
      Optional<RoundEntry> e = p.block(column);
      if (e.isPresent()
          && (e.get().hasOpponent() || e.get().result() == ResultKind.PAIRING_ALLOCATED_BYE)) {
        return false;
      }
    }
    return true;
  }

  /** What can be known before a round is paired: a requested bye or an absence, not a forfeit. */
  private static void requirePresetEntry(PlayerLine p, int round, RoundEntry e)
      throws TrfException {
    if (e.result().isForfeit()) {
      int c = PlayerLine.blockColumn(round) + 7;
      throw p.line()
          .error(
              c,
              "a pre-set entry H, F, Z or blank in round "
                  + round
                  + ", the round being paired (a forfeit is known only once the round is paired)",
              SourceLine.quote(p.line().field(c, c)));
    }
  }

  private void checkReferences(boolean teamEvent) throws TrfException {
    for (Header.IdRef ref : header.absent) {
      checkPlayer(ref);
    }
    for (Header.ForbiddenGroup g : header.forbidden) {
      for (Header.IdRef ref : g.ids()) {
        checkPlayer(ref);
      }
    }
    for (Header.AccelerationSpec a : header.accelerations) {
      checkPlayer(a.first());
      checkPlayer(a.last());
    }
    if (teamEvent) {
      return; // a team event's 240 records name teams (teamByes)
    }
    for (Header.ByeSpec b : header.byes) {
      for (Header.IdRef ref : b.ids()) {
        checkPlayer(ref);
      }
    }
  }

  private void checkPlayer(Header.IdRef ref) throws TrfException {
    if (!players.containsKey(ref.id())) {
      throw ref.line()
          .error(
              ref.column(),
              "the pairing number of a player (1 to " + players.size() + ")",
              "'" + ref.id() + "'");
    }
  }

  /**
   * Reads the {@code 240} byes: those of a completed round must be what its column shows, those of
   * the round being paired must agree with its pre-set entries, and no player has two different
   * byes in one round.
   */
  private List<TrfDocument.ByeRecord> byes(int completed, Map<Integer, RoundEntry> columnPresets)
      throws TrfException {
    List<TrfDocument.ByeRecord> out = new ArrayList<>();
    Map<Long, Header.IdRef> seen = new HashMap<>();
    Map<Long, ResultKind> seenKind = new HashMap<>();
    for (Header.ByeSpec b : header.byes) {
      for (Header.IdRef ref : b.ids()) {
        requireOneBye(seen, seenKind, b, ref, "player");
        PlayerLine p = playerLine(ref.id());
        if (b.round() <= completed) {
          RoundEntry entry = p.block(b.round()).orElse(RoundEntry.ABSENT);
          if (!isSameBye(b.kind(), entry)) {
            int c = PlayerLine.blockColumn(b.round());
            throw ref.line()
                .error(
                    ref.column(),
                    "a bye that agrees with player "
                        + ref.id()
                        + "'s round "
                        + b.round()
                        + " entry on line "
                        + p.line().number()
                        + " ("
                        + SourceLine.quote(p.line().field(c, c + 7))
                        + ")",
                    "bye " + b.kind().code());
          }
        }
        RoundEntry preset = columnPresets.get(ref.id());
        if (b.round() == completed + 1 && preset != null && preset.result() != b.kind()) {
          throw ref.line()
              .error(
                  ref.column(),
                  "a bye that agrees with player "
                      + ref.id()
                      + "'s round "
                      + b.round()
                      + " entry '"
                      + preset.result().code()
                      + "' on line "
                      + p.line().number(),
                  "bye " + b.kind().code());
        }
        out.add(new TrfDocument.ByeRecord(b.round(), b.kind(), ref.id()));
      }
    }
    return out;
  }

  /** Refuses a second {@code 240} bye of another kind for one player or team in one round. */
  private static void requireOneBye(
      Map<Long, Header.IdRef> seen,
      Map<Long, ResultKind> seenKind,
      Header.ByeSpec b,
      Header.IdRef ref,
      String who)
      throws TrfException {
    long key = key(b.round(), ref.id());
    Header.IdRef before = seen.putIfAbsent(key, ref);
    ResultKind kindBefore = seenKind.get(key);
    if (before != null && kindBefore != null && kindBefore != b.kind()) {
      throw ref.line()
          .error(
              ref.column(),
              "one bye for "
                  + who
                  + " "
                  + ref.id()
                  + " in round "
                  + b.round()
                  + " (line "
                  + before.line().number()
                  + " gives a "
                  + kindBefore.code()
                  + " bye)",
              "bye " + b.kind().code());
    }
    seenKind.putIfAbsent(key, b.kind());
  }

  /**
   * Reads the {@code 240} byes of a team event, whose IDs are team numbers (TRF-2026: 240 is
   * "mandatory for teams (F, H)", team numbers in 4 digits there): each must be a team of the file.
   * One of a completed round must be what the team's boards show: none paired, each entry that bye
   * or none (blank, Z). One of a later round is the team's requested bye (C.04.2), returned as that
   * bye for each of its players, which keeps the team out of the round (team-2026 takes a team
   * absent when all its players are); a player's pre-set H or F of the round being paired must be
   * the team's.
   */
  private List<TrfDocument.ByeRecord> teamByes(
      Tournament t, int completed, Map<Integer, RoundEntry> columnPresets) throws TrfException {
    Map<Integer, Team> teams = new HashMap<>();
    for (Team team : TeamRecords.teams(source, docLines, t)) {
      teams.put(team.number(), team);
    }
    String record =
        docLines.stream().anyMatch(l -> l.kind() == LineKind.OTHER && l.text().startsWith("310"))
            ? "310"
            : "013";
    List<TrfDocument.ByeRecord> out = new ArrayList<>();
    Map<Long, Header.IdRef> seen = new HashMap<>();
    Map<Long, ResultKind> seenKind = new HashMap<>();
    for (Header.ByeSpec b : header.byes) {
      for (Header.IdRef ref : b.ids()) {
        Team team = teams.get(ref.id());
        if (team == null) {
          throw ref.line()
              .error(
                  ref.column(),
                  "a team number of a " + record + " record (in a team event, 240 names teams)",
                  "'" + ref.id() + "'");
        }
        requireOneBye(seen, seenKind, b, ref, "team");
        if (b.round() <= completed) {
          requireTeamBye(ref, b, team);
          continue;
        }
        for (int id : team.members()) {
          RoundEntry preset = b.round() == completed + 1 ? columnPresets.get(id) : null;
          ResultKind kind = preset == null ? null : byeKind(preset.result());
          if (kind != null && kind != b.kind() && kind != ResultKind.ZERO_POINT_BYE) {
            throw ref.line()
                .error(
                    ref.column(),
                    "a bye that agrees with player "
                        + id
                        + " of team "
                        + team.number()
                        + ": round "
                        + b.round()
                        + " entry '"
                        + kind.code()
                        + "' on line "
                        + playerLine(id).line().number(),
                    "bye " + b.kind().code());
          }
          out.add(new TrfDocument.ByeRecord(b.round(), b.kind(), id));
        }
      }
    }
    return out;
  }

  /**
   * A team's {@code 240} bye of a completed round agrees with its boards: no player of the team has
   * an opponent or another result than that bye or none (blank, Z), and for F and H at least one
   * has it.
   */
  private void requireTeamBye(Header.IdRef ref, Header.ByeSpec b, Team team) throws TrfException {
    boolean shown = b.kind() == ResultKind.ZERO_POINT_BYE;
    for (int id : team.members()) {
      PlayerLine p = playerLine(id);
      RoundEntry entry = p.block(b.round()).orElse(RoundEntry.ABSENT);
      boolean same = isSameBye(b.kind(), entry);
      if (entry.hasOpponent() || !(same || isSameBye(ResultKind.ZERO_POINT_BYE, entry))) {
        int c = PlayerLine.blockColumn(b.round());
        throw ref.line()
            .error(
                ref.column(),
                "a bye that agrees with team "
                    + team.number()
                    + "'s round "
                    + b.round()
                    + ": player "
                    + id
                    + "'s entry on line "
                    + p.line().number()
                    + " is "
                    + SourceLine.quote(p.line().field(c, c + 7)),
                "bye " + b.kind().code());
      }
      shown |= same;
    }
    if (!shown) {
      throw ref.line()
          .error(
              ref.column(),
              "a bye that agrees with team "
                  + team.number()
                  + "'s round "
                  + b.round()
                  + " (no player of the team has the "
                  + b.kind().code()
                  + " bye)",
              "bye " + b.kind().code());
    }
  }

  /**
   * The facts of who does not play which round, as the file states them: every {@code 240} bye, and
   * for the round being paired its pre-set entries and {@code XXZ} (a zero-point bye: TRF reads an
   * absence as {@code Z}). Where two records speak of one player and round the reader has already
   * made sure they agree; a pre-set entry or a {@code 240} bye says more than {@code XXZ} (which
   * bye), so it gives the kind.
   */
  private static Attendance attendance(
      int completed,
      Map<Integer, RoundEntry> columnPresets,
      List<TrfDocument.ByeRecord> byes,
      Set<Integer> absent) {
    int next = completed + 1;
    Map<Long, RequestedBye> facts = new TreeMap<>();
    for (TrfDocument.ByeRecord b : byes) {
      facts.putIfAbsent(
          key(b.round(), b.player()), new RequestedBye(b.player(), b.round(), b.kind()));
    }
    columnPresets.forEach(
        (id, e) -> facts.put(key(next, id), new RequestedBye(id, next, byeKind(e.result()))));
    for (int id : absent) {
      facts.putIfAbsent(key(next, id), new RequestedBye(id, next, ResultKind.ZERO_POINT_BYE));
    }
    return new Attendance(List.copyOf(facts.values()), List.of(), List.of());
  }

  private static long key(int round, int player) {
    return ((long) round << 16) | player;
  }

  /** A pre-set entry is H, F, Z or blank, and blank is Z in TRF. */
  private static ResultKind byeKind(ResultKind preset) {
    return preset == ResultKind.ABSENT ? ResultKind.ZERO_POINT_BYE : preset;
  }

  /** A {@code 240 Z} bye is also what a blank block says: blank is Z in TRF. */
  private static boolean isSameBye(ResultKind kind, RoundEntry entry) {
    return entry.result() == kind
        || (kind == ResultKind.ZERO_POINT_BYE && entry.result() == ResultKind.ABSENT);
  }

  private void checkPoints(
      List<Player> built, ScoringSystem scoring, Map<Integer, RoundEntry> presets)
      throws TrfException {
    for (Player player : built) {
      Points sum = Points.ZERO;
      for (RoundEntry e : player.rounds()) {
        sum = sum.plus(scoring.points(e));
      }
      PlayerLine p = playerLine(player.pairingNumber());
      RoundEntry preset = presets.get(player.pairingNumber());
      // a file prepared for pairing may already count the pre-set bye of the next round
      boolean ok =
          p.points().equals(sum)
              || (preset != null && p.points().equals(sum.plus(scoring.points(preset))));
      if (!ok) {
        throw p.line()
            .error(
                81,
                "points "
                    + sum
                    + " for player "
                    + player.pairingNumber()
                    + " (the sum of the results under the scoring system)",
                SourceLine.quote(p.line().field(81, 84)));
      }
    }
  }

  private List<ForbiddenPair> forbiddenPairs() {
    List<ForbiddenPair> out = new ArrayList<>();
    for (Header.ForbiddenGroup g : header.forbidden) {
      List<Header.IdRef> ids = g.ids();
      for (int i = 0; i < ids.size(); i++) {
        for (int j = i + 1; j < ids.size(); j++) {
          int a = ids.get(i).id();
          int b = ids.get(j).id();
          out.add(new ForbiddenPair(Math.min(a, b), Math.max(a, b), g.fromRound(), g.toRound()));
        }
      }
    }
    return out;
  }

  /** The last round in which a record gives fictitious points, 0 if none. */
  private int lastAcceleratedRound() {
    int last = 0;
    for (Header.AccelerationSpec a : header.accelerations) {
      for (int r = a.pointsByRound().size(); r > last; r--) {
        if (a.pointsByRound().get(r - 1).tenths() != 0) {
          last = r;
          break;
        }
      }
    }
    return last;
  }

  /** More fictitious points than one for each player and round is not a tournament's. */
  private static final long MAX_ACCELERATION_CELLS =
      (long) PlayerLine.MAX_ID * PlayerLine.MAX_ROUNDS;

  /**
   * Builds the accelerations, one per player, from the records that name the player. Refused, at
   * the record: fictitious points above a win's in a round (C.04.7 gives at most a win's points
   * before a round), a record that gives a player points in a round another record already gives
   * (TRF-2026 250 ranges do not overlap: which would win is a guess), and points in a round beyond
   * the rounds the file declares.
   */
  private List<Acceleration> accelerations(
      ScoringSystem scoring, Optional<Declared.Declaration<Integer>> declared) throws TrfException {
    // per player and round, 1 + the index of the record that gives points there, 0 for none
    Map<Integer, int[]> byPlayer = new TreeMap<>();
    int max = scoring.win().tenths();
    long cells = 0;
    List<Header.AccelerationSpec> specs = header.accelerations;
    for (int index = 0; index < specs.size(); index++) {
      Header.AccelerationSpec a = specs.get(index);
      int rounds = a.pointsByRound().size();
      cells += (long) (a.last().id() - a.first().id() + 1) * rounds;
      if (cells > MAX_ACCELERATION_CELLS) {
        throw a.first()
            .line()
            .error(
                5,
                "fictitious points for at most "
                    + MAX_ACCELERATION_CELLS
                    + " player-rounds in all (9,999 players by 999 rounds)",
                "more");
      }
      SourceLine line = a.first().line();
      for (int r = 1; r <= rounds; r++) {
        int tenths = a.pointsByRound().get(r - 1).tenths();
        if (tenths == 0) {
          continue;
        }
        if (tenths > max) {
          int c = a.columns().get(r - 1);
          throw line.error(
              c,
              "fictitious points of at most "
                  + scoring.win()
                  + " a round, a win's points (C.04.7), for player "
                  + a.first().id()
                  + " in round "
                  + r,
              SourceLine.quote(line.wordAt(c)));
        }
        if (declared.isPresent() && r > declared.get().value()) {
          int c = a.roundColumn() > 0 ? a.roundColumn() : a.columns().get(r - 1);
          throw line.error(
              c,
              "fictitious points only in the "
                  + declared.get().value()
                  + " rounds the file declares (line "
                  + declared.get().line().number()
                  + "), not in round "
                  + r,
              SourceLine.quote(line.wordAt(c)));
        }
      }
      for (int id = a.first().id(); id <= a.last().id(); id++) {
        int[] owners = byPlayer.get(id);
        if (owners == null || owners.length < rounds) {
          int[] grown = new int[rounds];
          if (owners != null) {
            System.arraycopy(owners, 0, grown, 0, owners.length);
          }
          owners = grown;
          byPlayer.put(id, owners);
        }
        for (int r = 1; r <= rounds; r++) {
          if (a.pointsByRound().get(r - 1).tenths() == 0) {
            continue;
          }
          if (owners[r - 1] != 0) {
            Header.AccelerationSpec other = specs.get(owners[r - 1] - 1);
            int c = a.first().column();
            throw line.error(
                c,
                "a record that gives no player points another record gives too (line "
                    + other.first().line().number()
                    + " gives player "
                    + id
                    + " "
                    + other.pointsByRound().get(r - 1)
                    + " in round "
                    + r
                    + ")",
                SourceLine.quote(line.wordAt(c)));
          }
          owners[r - 1] = index + 1;
        }
      }
    }
    List<Acceleration> out = new ArrayList<>(byPlayer.size());
    for (Map.Entry<Integer, int[]> e : byPlayer.entrySet()) {
      List<Points> points = new ArrayList<>(e.getValue().length);
      for (int r = 1; r <= e.getValue().length; r++) {
        int owner = e.getValue()[r - 1];
        points.add(owner == 0 ? Points.ZERO : specs.get(owner - 1).pointsByRound().get(r - 1));
      }
      out.add(new Acceleration(e.getKey(), points));
    }
    return out;
  }
}
