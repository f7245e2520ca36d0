package org.swisschess.trf;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Predicate;
import org.swisschess.api.Acceleration;
import org.swisschess.api.AccelerationMethod;
import org.swisschess.api.Attendance;
import org.swisschess.api.Colour;
import org.swisschess.api.ForbiddenPair;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Team;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.Tournament;

/**
 * A TRF file as read: the tournament of its completed rounds, what it says about the round being
 * paired, and every line it holds, so that {@link TrfWriter} can write it back without loss.
 * Immutable.
 *
 * <p>Example: {@code TrfReader.read(path).tournament().completedRounds()}.
 */
public final class TrfDocument {

  /** One line as read, with what it means to the reader. */
  record DocLine(LineKind kind, String text, int playerId) {}

  /** A {@code 240} bye: a player's bye of a kind in a round. */
  record ByeRecord(int round, ResultKind kind, int player) {}

  /**
   * What the tournament-level lines of the file say, so that the writer knows when to rewrite them.
   */
  record Baseline(
      String name,
      Optional<Integer> explicitPlannedRounds,
      Optional<Colour> explicitInitialColour,
      ScoringSystem scoring,
      List<ForbiddenPair> forbiddenPairs,
      List<Acceleration> accelerations,
      Set<Integer> absent,
      Attendance attendance) {
    static final Baseline EMPTY =
        new Baseline(
            "",
            Optional.empty(),
            Optional.empty(),
            ScoringSystem.STANDARD,
            List.of(),
            List.of(),
            Set.of(),
            Attendance.NONE);
  }

  private final String source;
  private final List<DocLine> lines;
  private final String lineEnding;
  private final boolean finalNewline;
  private final Tournament tournament;
  private final Map<Integer, RoundEntry> columnPresets;
  private final List<ByeRecord> byeRecords;
  private final Set<Integer> absentIds;
  private final boolean absentLinesStale;
  private final Optional<String> tournamentType;
  private final Map<Integer, PlayerLine> originals;
  private final Baseline baseline;
  private final Map<Integer, RoundEntry> presetEntries;

  TrfDocument(
      String source,
      List<DocLine> lines,
      String lineEnding,
      boolean finalNewline,
      Tournament tournament,
      Map<Integer, RoundEntry> columnPresets,
      List<ByeRecord> byeRecords,
      Set<Integer> absentIds,
      boolean absentLinesStale,
      Optional<String> tournamentType,
      Map<Integer, PlayerLine> originals,
      Baseline baseline) {
    this.source = Objects.requireNonNull(source, "source");
    this.lines = List.copyOf(lines);
    this.lineEnding = lineEnding;
    this.finalNewline = finalNewline;
    this.tournament = Objects.requireNonNull(tournament, "tournament");
    this.columnPresets = Collections.unmodifiableMap(new TreeMap<>(columnPresets));
    this.byeRecords = List.copyOf(byeRecords);
    this.absentIds = Collections.unmodifiableSet(new TreeSet<>(absentIds));
    this.absentLinesStale = absentLinesStale;
    this.tournamentType = tournamentType;
    this.originals = Map.copyOf(originals);
    this.baseline = baseline;
    this.presetEntries = Collections.unmodifiableMap(presets(tournament));
  }

  /**
   * Returns the entries of the round after the completed ones: the bye the tournament's attendance
   * gives each player who does not play it.
   */
  static Map<Integer, RoundEntry> presets(Tournament tournament) {
    Map<Integer, RoundEntry> presets = new TreeMap<>();
    tournament
        .attendance()
        .notPaired(tournament.completedRounds() + 1)
        .forEach((id, kind) -> presets.put(id, RoundEntry.bye(kind)));
    return presets;
  }

  /**
   * Returns a document for a tournament built in memory, with no other lines; written with LF line
   * ends.
   *
   * @param t the tournament, not null
   * @return never null
   */
  public static TrfDocument of(Tournament t) {
    return new TrfDocument(
        "<memory>",
        List.of(),
        "\n",
        true,
        t,
        Map.of(),
        List.of(),
        Set.of(),
        false,
        Optional.empty(),
        Map.of(),
        Baseline.EMPTY);
  }

  /**
   * Returns this document with other players and rounds: header and unknown lines stay. Who does
   * not play which round is what {@code t}'s attendance says. When the number of completed rounds
   * changes (or no further round is planned), the lines that spoke of the round being paired
   * (pre-set entries of the round column, {@code XXZ}) no longer apply: the writer then writes the
   * attendance afresh.
   *
   * @param t the tournament, not null
   * @return never null
   */
  public TrfDocument withTournament(Tournament t) {
    // the pre-set entries speak of the round after the completed ones, if one is planned
    boolean sameRound =
        t.completedRounds() == tournament.completedRounds()
            && t.plannedRounds() > t.completedRounds();
    Map<Integer, RoundEntry> presets = new TreeMap<>();
    Set<Integer> absent = new TreeSet<>();
    if (sameRound) {
      columnPresets.forEach(
          (id, e) -> {
            if (t.findPlayer(id).isPresent()) {
              presets.put(id, e);
            }
          });
      for (int id : absentIds) {
        if (t.findPlayer(id).isPresent()) {
          absent.add(id);
        }
      }
    }
    return new TrfDocument(
        source,
        lines,
        lineEnding,
        finalNewline,
        t,
        presets,
        byeRecords,
        absent,
        absentLinesStale || !sameRound,
        tournamentType,
        originals,
        baseline);
  }

  /**
   * Returns the file name as given to the reader, used in error messages.
   *
   * @return never null
   */
  public String source() {
    return source;
  }

  /**
   * Returns the tournament of the completed rounds.
   *
   * @return never null
   */
  public Tournament tournament() {
    return tournament;
  }

  /**
   * Returns the byes of the players who do not play the round being paired, by pairing number: the
   * tournament's {@link Attendance} for that round, which the reader fills from the pre-set entries
   * ({@code 0000 - H}, {@code 0000 - F}, {@code 0000 - Z}), the TRF-2026 {@code 240} byes and
   * {@code XXZ} (a zero-point bye).
   *
   * @return never null, unmodifiable
   */
  public Map<Integer, RoundEntry> presetEntries() {
    return presetEntries;
  }

  /**
   * Returns the tournament type of the {@code 192} record, else of the {@code 092} record, such as
   * {@code FIDE_DUTCH_2025}.
   *
   * @return empty if neither record has a value
   */
  public Optional<String> tournamentType() {
    return tournamentType;
  }

  /**
   * Returns this document naming its tournament type {@code value}: a TRF-2026 code in the record
   * {@code 192} (the ETT26 grammar of {@link TournamentTypeCodes} decides), any other text in the
   * free-text record {@code 092}. The record replaces the file's own of the same number, at its
   * place; free text also drops any {@code 192}, which would take precedence over it. Without one,
   * the record goes before the first player line.
   *
   * <p>Example: {@code TrfWriter.write(TrfDocument.of(t).withTournamentType(type.code()))}, with
   * the code a system declares ({@link org.swisschess.api.PairingSystem#tournamentTypeFor}), or
   * {@code withTournamentType(system.id())} for a system that no code names.
   *
   * @param value a code such as {@code FIDE_DUBOV_BAKU}, or free text such as {@code dubov-1997};
   *     not null
   * @return never null
   * @throws IllegalArgumentException if the value is blank or holds a line break
   */
  public TrfDocument withTournamentType(String value) {
    String v = value.strip();
    if (v.isEmpty() || v.indexOf('\n') >= 0 || v.indexOf('\r') >= 0) {
      throw new IllegalArgumentException(
          "a tournament type is one line of text, such as FIDE_DUTCH_2026; found '" + value + "'");
    }
    boolean encoded = TournamentTypeCodes.isCode(v);
    String text = (encoded ? "192 " : "092 ") + v;
    List<DocLine> out =
        replacing(
            l -> l.kind() == LineKind.TYPE && (!encoded || l.text().startsWith("192")),
            new DocLine(LineKind.TYPE, text, 0));
    return withLines(out, Optional.of(v));
  }

  /**
   * Returns the acceleration method the tournament type asks the engine to work out: {@link
   * AccelerationMethod#BAKU} for a TRF-2026 code ending in {@code _BAKU} ({@code
   * FIDE_DUTCH_2026_BAKU}, {@code FIDE_DUTCH_2017_BAKU}, ...). The file's explicit {@code 250} or
   * {@code XXA} records, if any, take precedence over it ({@link
   * org.swisschess.api.PairingRequest#pairingTournament()}).
   *
   * @return empty for any other type, or none
   */
  public Optional<AccelerationMethod> accelerationMethod() {
    return tournamentType.filter(TournamentTypeCodes::isBaku).map(t -> AccelerationMethod.BAKU);
  }

  /**
   * Returns an error located at the record that asks for virtual points, for a caller whose pairing
   * system refuses them: the first {@code XXA} or {@code 250} record, else the tournament-type
   * record that names an acceleration method.
   *
   * @param expected what the caller expected instead, such as {@code "no fictitious points
   *     (dutch-2012 has no rule for them)"}; not null
   * @return empty if no line of the file asks for virtual points
   */
  public Optional<TrfException> accelerationError(String expected) {
    TrfException atType = null;
    for (int i = 0; i < lines.size(); i++) {
      DocLine line = lines.get(i);
      if (line.kind() == LineKind.ACCELERATION) {
        return Optional.of(
            new TrfException(source, i + 1, 1, expected, SourceLine.quote(line.text().strip())));
      }
      if (atType == null
          && line.kind() == LineKind.TYPE
          && line.text().length() > 4
          && TournamentTypeCodes.isBaku(line.text().substring(4))) {
        atType =
            new TrfException(source, i + 1, 5, expected, SourceLine.quote(line.text().strip()));
      }
    }
    return Optional.ofNullable(atType);
  }

  /**
   * Returns the number of rounds the file declares in its {@code XXR} or {@code 142} record. The
   * tournament's {@link Tournament#plannedRounds()} falls back to the round columns when there is
   * none; this tells the two apart.
   *
   * @return empty if the file declares no number of rounds
   */
  public OptionalInt declaredRounds() {
    return baseline.explicitPlannedRounds().map(OptionalInt::of).orElse(OptionalInt.empty());
  }

  /**
   * Returns the teams of a team event: TRF-2026 records {@code 310}, or without any TRF-16 records
   * {@code 013}, by team pairing number; empty for an individual event.
   *
   * @return never null
   * @throws TrfException if a team record is wrong (a player who is not in the file or is in two
   *     teams, a number used twice, a member's opponent who is in no team), located
   */
  public List<Team> teams() throws TrfException {
    return TeamRecords.teams(source, lines, tournament);
  }

  /**
   * Returns the match points of a team win, draw and loss of record {@code 362} ({@code TW}, {@code
   * TD}, {@code TL}), as a scoring system whose win, draw and loss are those values.
   *
   * @return empty if the file has no {@code 362} record (the default is 2, 1, 0)
   * @throws TrfException if the record is wrong, located
   */
  public Optional<ScoringSystem> matchPoints() throws TrfException {
    return TeamRecords.matchPoints(source, lines);
  }

  /**
   * Returns the file's team event, when it has team records ({@code 310} or {@code 013}): the
   * teams, the match points of {@code 362}, what a {@code 192} team code says of the scores and
   * colour preferences ({@link TeamEvent.Code}; without one, the text's defaults), the board colour
   * sequence of {@code 352} and the PAB teams of {@code 320}.
   *
   * @return empty for an individual event
   * @throws TrfException if a team record is wrong or the event cannot be (a player in two teams, a
   *     Baku code with game points primary), located
   */
  public Optional<TeamEvent> teamEvent() throws TrfException {
    List<Team> teams = teams();
    if (teams.isEmpty()) {
      return Optional.empty();
    }
    TeamRecords.requireMatches(source, lines, tournament, teams);
    ScoringSystem mp = matchPoints().orElse(TeamEvent.DEFAULT_MATCH_POINTS);
    Map<Integer, Integer> byes = TeamRecords.pairingAllocatedByes(source, lines, teams);
    String colours = TeamRecords.boardColours(source, lines).orElse("");
    Optional<TeamEvent.PabValue> pab = TeamRecords.pabValue(source, lines, tournament);
    List<TeamEvent.ForfeitedMatch> forfeits =
        TeamRecords.forfeitedMatches(source, lines, teams, tournament);
    Optional<TeamEvent.Code> parsed = teamCode();
    TeamEvent event;
    try {
      event =
          new TeamEvent(
              tournament,
              teams,
              mp,
              TeamEvent.PrimaryScore.MATCH,
              true,
              TeamEvent.ColourPreferenceType.TYPE_A,
              colours,
              byes,
              pab,
              forfeits);
      if (parsed.isPresent()) {
        event = event.with(parsed.get());
      }
      event.rounds(tournament.completedRounds());
    } catch (IllegalArgumentException e) {
      throw new TrfException(
          source, 0, 0, "a team event that can be", String.valueOf(e.getMessage()));
    }
    TeamRecords.requireLineUps(source, lines, event);
    return Optional.of(event);
  }

  /** The {@code 192} team code, refused where it is written if it cannot be (Baku with GP). */
  private Optional<TeamEvent.Code> teamCode() throws TrfException {
    Optional<String> code = tournamentType();
    if (code.isEmpty()) {
      return Optional.empty();
    }
    try {
      return TeamEvent.Code.of(code.get());
    } catch (IllegalArgumentException e) {
      for (int i = 0; i < lines.size(); i++) {
        DocLine l = lines.get(i);
        if (l.kind() == LineKind.TYPE
            && l.text().length() > 4
            && l.text().substring(4).strip().equalsIgnoreCase(code.get().strip())) {
          throw new TrfException(
              source,
              i + 1,
              5,
              "a team code with match points primary for the Baku acceleration (C.04.7 1.4.4:"
                  + " FIDE_TEAM[_TYPEA|_TYPEB]_MP[_GP]_BAKU)",
              SourceLine.quote(l.text().substring(4).strip()));
        }
      }
      throw new TrfException(source, 0, 0, "a team code that can be", code.get());
    }
  }

  /**
   * Returns the tie-break records of the file ({@code 202}, {@code 212}) in file order. TRF-2026
   * says to use one or the other; a file with more than one is for the reader of the codes to
   * refuse.
   *
   * @return never null, empty if the file names no tie-breaks
   */
  public List<TieBreakRecord> tieBreakRecords() {
    List<TieBreakRecord> out = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      DocLine l = lines.get(i);
      if (l.kind() == LineKind.OTHER && TieBreakRecord.isRecord(l.text())) {
        out.add(TieBreakRecord.of(l.text(), i + 1));
      }
    }
    return out;
  }

  /**
   * Returns this document naming the tie-breaks {@code value} in a record {@code code}: the first
   * tie-break record of the file is replaced and any other dropped; without one, the record goes
   * before the first player line.
   *
   * @param code {@code 202} or {@code 212}
   * @param value the codes, such as {@code PTS,BH/C1,SB} for {@code 212}
   * @return never null
   * @throws IllegalArgumentException if the code is neither, or the value holds a line break
   */
  public TrfDocument withTieBreakRecord(String code, String value) {
    if (value.indexOf('\n') >= 0 || value.indexOf('\r') >= 0) {
      throw new IllegalArgumentException("a tie-break record is one line");
    }
    String text = new TieBreakRecord(code, value, 1, 5).toLine();
    List<DocLine> out =
        replacing(
            l -> l.kind() == LineKind.OTHER && TieBreakRecord.isRecord(l.text()),
            new DocLine(LineKind.OTHER, text, 0));
    return withLines(out, tournamentType);
  }

  /**
   * Returns this document declaring its planned rounds and initial colour in JaVaFo's {@code XXR}
   * and {@code XXC white1}/{@code black1} records where it has no record of either, even where the
   * writer could leave them out (the round columns then are all the rounds, round 1 tells the
   * colour): a TRF-16 reader such as bbpPairings needs {@code XXR} to pair a next round and {@code
   * XXC} to know round 1's colours.
   *
   * @return never null
   */
  public TrfDocument withRoundsAndColourDeclared() {
    boolean hasRounds = lines.stream().anyMatch(l -> l.kind() == LineKind.ROUNDS);
    boolean hasColour = lines.stream().anyMatch(l -> l.kind() == LineKind.COLOUR);
    List<DocLine> out = new ArrayList<>(lines);
    Optional<Integer> rounds = baseline.explicitPlannedRounds();
    Optional<Colour> colour = baseline.explicitInitialColour();
    if (!hasRounds && tournament.plannedRounds() > 0) {
      out.add(new DocLine(LineKind.ROUNDS, "XXR " + tournament.plannedRounds(), 0));
      rounds = Optional.of(tournament.plannedRounds());
    }
    if (!hasColour) {
      Colour c = tournament.initialColour();
      out.add(new DocLine(LineKind.COLOUR, c == Colour.BLACK ? "XXC black1" : "XXC white1", 0));
      colour = Optional.of(c);
    }
    Baseline declared =
        new Baseline(
            baseline.name(),
            rounds,
            colour,
            baseline.scoring(),
            baseline.forbiddenPairs(),
            baseline.accelerations(),
            baseline.absent(),
            baseline.attendance());
    return new TrfDocument(
        source,
        out,
        lineEnding,
        finalNewline,
        tournament,
        columnPresets,
        byeRecords,
        absentIds,
        absentLinesStale,
        tournamentType,
        originals,
        declared);
  }

  /** This document with other header lines; players, rounds and what was read of them stay. */
  private TrfDocument withLines(List<DocLine> other, Optional<String> type) {
    return new TrfDocument(
        source,
        other,
        lineEnding,
        finalNewline,
        tournament,
        columnPresets,
        byeRecords,
        absentIds,
        absentLinesStale,
        type,
        originals,
        baseline);
  }

  /**
   * The lines with {@code record} in place of those {@code replaced} says, at the first of them;
   * without one, before the first player line, else at the end.
   */
  private List<DocLine> replacing(Predicate<DocLine> replaced, DocLine record) {
    List<DocLine> out = new ArrayList<>(lines.size() + 1);
    boolean placed = false;
    for (DocLine l : lines) {
      boolean replace = replaced.test(l);
      if (!placed && (replace || l.kind() == LineKind.PLAYER)) {
        out.add(record);
        placed = true;
      }
      if (!replace) {
        out.add(l);
      }
    }
    if (!placed) {
      out.add(record);
    }
    return out;
  }

  List<DocLine> lines() {
    return lines;
  }

  String lineEnding() {
    return lineEnding;
  }

  boolean finalNewline() {
    return finalNewline;
  }

  Map<Integer, RoundEntry> columnPresets() {
    return columnPresets;
  }

  List<ByeRecord> byeRecords() {
    return byeRecords;
  }

  Set<Integer> absentIds() {
    return absentIds;
  }

  boolean absentLinesStale() {
    return absentLinesStale;
  }

  Map<Integer, PlayerLine> originals() {
    return originals;
  }

  Baseline baseline() {
    return baseline;
  }

  @Override
  public String toString() {
    return "TrfDocument["
        + source
        + ", "
        + tournament.players().size()
        + " players, "
        + tournament.completedRounds()
        + " completed rounds]";
  }
}
