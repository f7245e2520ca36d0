package org.swisschess.trf;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.swisschess.api.Colour;
import org.swisschess.api.Points;
import org.swisschess.api.ResultKind;

/**
 * The tournament-level records of a TRF text, parsed line by line; references to players are kept
 * with their position and checked once every player is known.
 */
final class Header {

  /** A pairing number written at a place of a line. */
  record IdRef(SourceLine line, int column, int id) {}

  /** Players who must not meet each other, in rounds {@code fromRound..toRound}. */
  record ForbiddenGroup(List<IdRef> ids, int fromRound, int toRound) {}

  /**
   * Fictitious points of players {@code first..last}: {@code XXA} (one player) or {@code 250}.
   *
   * @param columns where round r's points are written, at index r - 1
   * @param roundColumn where the last round is written ({@code 250}), 0 if the points say it
   */
  record AccelerationSpec(
      IdRef first,
      IdRef last,
      List<Points> pointsByRound,
      List<Integer> columns,
      int roundColumn) {}

  /** A {@code 240} record: byes of one kind in one round. */
  record ByeSpec(ResultKind kind, int round, List<IdRef> ids) {}

  private static final int MAX_ROUND = PlayerLine.MAX_ROUNDS;

  final Declared<String> name = new Declared<>("the tournament name");
  final Declared<Integer> plannedRounds = new Declared<>("the number of rounds");
  final Declared<Colour> initialColour = new Declared<>("the initial colour");
  final ScoringBuilder scoring = new ScoringBuilder();
  final List<ForbiddenGroup> forbidden = new ArrayList<>();
  final List<AccelerationSpec> accelerations = new ArrayList<>();
  final List<ByeSpec> byes = new ArrayList<>();
  final List<IdRef> absent = new ArrayList<>();
  private final Map<Integer, IdRef> absentById = new HashMap<>();
  final Declared<String> type092 = new Declared<>("the tournament type");
  final Declared<String> type192 = new Declared<>("the tournament type");
  private boolean sawRecord;

  /**
   * Returns whether a line seen so far was a TRF record: a comment, a three-digit code, or a JaVaFo
   * or bbpPairings extension.
   */
  boolean sawRecord() {
    return sawRecord;
  }

  /** Parses one non-player line and returns what kind it is. */
  LineKind accept(SourceLine line) throws TrfException {
    if (line.text().startsWith("###")) {
      sawRecord = true;
      return LineKind.OTHER;
    }
    String code = line.code();
    if (code.length() == 3
        && (code.chars().allMatch(c -> c >= '0' && c <= '9')
            || code.startsWith("XX")
            || code.startsWith("BB"))) {
      sawRecord = true;
    }
    switch (code) {
      case "012" -> {
        String value = line.rest(5).strip();
        if (!value.isEmpty()) {
          name.declare(value, line, 5, value, "'" + value + "'");
        }
        return LineKind.NAME;
      }
      case "XXR", "142" -> {
        rounds(line);
        return LineKind.ROUNDS;
      }
      case "XXC" -> {
        xxc(line);
        return LineKind.COLOUR;
      }
      case "152" -> {
        colour152(line);
        return LineKind.COLOUR;
      }
      case "XXS" -> {
        xxs(line);
        return LineKind.SCORING;
      }
      case "BBW", "BBD", "BBL", "BBZ", "BBF", "BBU" -> {
        SourceLine.Token t = onlyToken(line, "points");
        scoring.bbp(
            code.charAt(2),
            scoringPoints(line, t.text(), t.column(), "points"),
            line,
            t.column(),
            code + " " + t.text());
        return LineKind.SCORING;
      }
      case "162" -> {
        trf2026Scoring(line);
        return LineKind.SCORING;
      }
      case "XXZ" -> {
        for (SourceLine.Token t : line.tokens(4)) {
          IdRef ref = id(line, t);
          IdRef before = absentById.putIfAbsent(ref.id(), ref);
          if (before != null) {
            throw line.error(
                t.column(),
                "a pairing number not listed before as absent (player "
                    + ref.id()
                    + " is on line "
                    + before.line().number()
                    + " at column "
                    + before.column()
                    + ")",
                SourceLine.quote(t.text()));
          }
          absent.add(ref);
        }
        return LineKind.ABSENT;
      }
      case "XXP" -> {
        forbidden.add(new ForbiddenGroup(group(line, line.tokens(4)), 1, Integer.MAX_VALUE));
        return LineKind.FORBIDDEN;
      }
      case "260" -> {
        forbidden260(line);
        return LineKind.FORBIDDEN;
      }
      case "XXA" -> {
        xxa(line);
        return LineKind.ACCELERATION;
      }
      case "250" -> {
        acceleration250(line);
        return LineKind.ACCELERATION;
      }
      case "240" -> {
        byes240(line);
        return LineKind.BYES;
      }
      case "092" -> {
        typeValue(line, type092);
        return LineKind.TYPE;
      }
      case "192" -> {
        encodedType(line);
        return LineKind.TYPE;
      }
      default -> {
        return LineKind.OTHER;
      }
    }
  }

  private static void typeValue(SourceLine line, Declared<String> type) throws TrfException {
    String v = line.rest(5).strip();
    if (!v.isEmpty()) {
      type.declare(v, line, 5, v, "'" + v + "'");
    }
  }

  /**
   * TRF-2026's {@code 192} holds a code of the ETT26 table, which chooses the pairing rules and any
   * acceleration: an unknown code is refused rather than paired under a guess (092 stays free
   * text).
   */
  private void encodedType(SourceLine line) throws TrfException {
    String v = line.rest(5).strip();
    if (!v.isEmpty() && !TournamentTypeCodes.isCode(v) && TournamentTypeCodes.isTeamGameBaku(v)) {
      throw line.error(
          line.tokens(4).get(0).column(),
          "a team code with match points primary for the Baku acceleration (C.04.7 1.4.4: not"
              + " with game points primary), such as FIDE_TEAM_TYPEA_MP_GP_BAKU",
          SourceLine.quote(v));
    }
    if (!v.isEmpty() && !TournamentTypeCodes.isCode(v)) {
      throw line.error(
          line.tokens(4).get(0).column(),
          "an encoded tournament type of TRF-2026 (ETT26), such as FIDE_DUTCH_2026,"
              + " FIDE_DUTCH_2026_BAKU, FIDE_DUTCH_2017 or FIDE_DUBOV; write free text in 092",
          SourceLine.quote(v));
    }
    typeValue(line, type192);
  }

  private void rounds(SourceLine line) throws TrfException {
    SourceLine.Token t = onlyToken(line, "the number of rounds");
    // C.04.1 Art. 1: the number of rounds is declared before the start; a tournament has one
    int n = Fields.number(line, t, 1, MAX_ROUND, "a number of rounds");
    plannedRounds.declare(n, line, t.column(), t.text(), String.valueOf(n));
  }

  private void xxc(SourceLine line) throws TrfException {
    // JaVaFo's options: white1 and black1 are the initial colour. "rank" asks the engine to order
    // players by the rank column instead of the pairing numbers; this tool does not, and pairing
    // the file as if the word were not there would be a silent guess, so it is refused, as is any
    // other word.
    for (SourceLine.Token t : line.tokens(4)) {
      String word = t.text().toLowerCase(Locale.ROOT);
      if (word.equals("white1")) {
        initialColour.declare(Colour.WHITE, line, t.column(), t.text(), "white (XXC white1)");
      } else if (word.equals("black1")) {
        initialColour.declare(Colour.BLACK, line, t.column(), t.text(), "black (XXC black1)");
      } else {
        throw line.error(
            t.column(),
            "an XXC option this tool carries out, white1 or black1"
                + (word.equals("rank")
                    ? " (it does not order players by the rank column: remove 'rank' to pair by"
                        + " pairing number)"
                    : ""),
            SourceLine.quote(t.text()));
      }
    }
  }

  private void colour152(SourceLine line) throws TrfException {
    SourceLine.Token t = onlyToken(line, "the initial colour W or B");
    switch (t.text().toUpperCase(Locale.ROOT)) {
      case "W" -> initialColour.declare(Colour.WHITE, line, t.column(), t.text(), "white (152 W)");
      case "B" -> initialColour.declare(Colour.BLACK, line, t.column(), t.text(), "black (152 B)");
      default ->
          throw line.error(t.column(), "the initial colour W or B", SourceLine.quote(t.text()));
    }
  }

  private void xxs(SourceLine line) throws TrfException {
    List<SourceLine.Token> tokens = line.tokens(4);
    if (tokens.isEmpty()) {
      throw line.error(5, "CODE=VALUE scoring pairs such as W=3 D=1", "end of line");
    }
    for (SourceLine.Token t : tokens) {
      int eq = t.text().indexOf('=');
      String expectedCode =
          "a scoring code WW BW WD BD WL BL ZPB HPB FPB PAB FW FL W or D followed by =points";
      if (eq <= 0) {
        throw line.error(t.column(), expectedCode, SourceLine.quote(t.text()));
      }
      String code = t.text().substring(0, eq).toUpperCase(Locale.ROOT);
      String value = t.text().substring(eq + 1);
      Points points =
          scoringPoints(
              line, value, t.column() + eq + 1, "points after " + t.text().substring(0, eq + 1));
      if (!scoring.xxs(code, points, line, t.column(), t.text())) {
        throw line.error(t.column(), expectedCode, SourceLine.quote(t.text()));
      }
    }
  }

  private void trf2026Scoring(SourceLine line) throws TrfException {
    List<SourceLine.Token> tokens = line.tokens(4);
    if (tokens.isEmpty()) {
      throw line.error(6, "a result letter W D L A P or X followed by its points", "end of line");
    }
    for (int i = 0; i < tokens.size(); i++) {
      SourceLine.Token t = tokens.get(i);
      char letter = Character.toUpperCase(t.text().charAt(0));
      String value;
      int valueColumn;
      if (t.text().length() > 1) {
        // "W11.5": four-column points may touch the letter
        value = t.text().substring(1);
        valueColumn = t.column() + 1;
      } else if (i + 1 < tokens.size()) {
        SourceLine.Token v = tokens.get(++i);
        value = v.text();
        valueColumn = v.column();
      } else {
        throw line.error(
            t.column() + 1, "points after the result letter " + t.text(), "end of line");
      }
      if (letter >= 128 || "WDLAPX".indexOf(letter) < 0) {
        throw line.error(
            t.column(),
            "a result letter W D L A P or X",
            SourceLine.quote(t.text().substring(0, 1)));
      }
      scoring.trf2026(
          letter,
          scoringPoints(line, value, valueColumn, "points for " + letter),
          line,
          t.column(),
          letter + " " + value);
    }
  }

  /** Fictitious points of an acceleration: never negative (C.04.7 gives points, never takes). */
  private static Points fictitious(SourceLine line, String text, int column, String what)
      throws TrfException {
    Points p = Fields.points(line, text, column, false, what);
    if (p.tenths() < 0) {
      throw line.error(
          column,
          what + " of at least 0.0 (an acceleration adds points, it never takes them)",
          SourceLine.quote(text));
    }
    return p;
  }

  /** Points of a result: never negative (no result is worth less than nothing). */
  private static Points scoringPoints(SourceLine line, String text, int column, String what)
      throws TrfException {
    Points p = Fields.points(line, text, column, false, what);
    if (p.tenths() < 0) {
      throw line.error(
          column,
          what + " of at least 0.0 (no result is worth less than nothing)",
          SourceLine.quote(text));
    }
    return p;
  }

  private static SourceLine.Token onlyToken(SourceLine line, String what) throws TrfException {
    List<SourceLine.Token> tokens = line.tokens(4);
    if (tokens.isEmpty()) {
      throw line.error(Math.max(5, line.length() + 1), what, "end of line");
    }
    if (tokens.size() > 1) {
      throw line.error(
          tokens.get(1).column(), "only " + what, SourceLine.quote(tokens.get(1).text()));
    }
    return tokens.get(0);
  }

  private static IdRef id(SourceLine line, SourceLine.Token t) throws TrfException {
    return new IdRef(
        line, t.column(), Fields.number(line, t, 1, PlayerLine.MAX_ID, "a pairing number"));
  }

  private static List<IdRef> group(SourceLine line, List<SourceLine.Token> tokens)
      throws TrfException {
    List<IdRef> ids = new ArrayList<>();
    Set<Integer> seen = new HashSet<>();
    for (SourceLine.Token t : tokens) {
      IdRef ref = id(line, t);
      if (!seen.add(ref.id())) {
        throw line.error(
            t.column(),
            "pairing numbers that differ from each other",
            SourceLine.quote(t.text()) + " twice");
      }
      ids.add(ref);
    }
    if (ids.size() < 2) {
      throw line.error(
          Math.max(5, line.length() + 1),
          "at least two pairing numbers of players who must not meet",
          ids.size() + " pairing number" + (ids.size() == 1 ? "" : "s"));
    }
    return ids;
  }

  private void forbidden260(SourceLine line) throws TrfException {
    List<SourceLine.Token> tokens = line.tokens(4);
    if (tokens.size() < 2) {
      throw line.error(Math.max(5, line.length() + 1), "a first and a last round", "end of line");
    }
    int from = Fields.number(line, tokens.get(0), 1, MAX_ROUND, "a first round");
    int to = Fields.number(line, tokens.get(1), from, MAX_ROUND, "a last round");
    forbidden.add(new ForbiddenGroup(group(line, tokens.subList(2, tokens.size())), from, to));
  }

  private void xxa(SourceLine line) throws TrfException {
    // JaVaFo: the id in columns 5-8, the points of round r in columns 10+5(r-1) .. 13+5(r-1)
    int player = Fields.number(line, 5, 8, 1, PlayerLine.MAX_ID, "a pairing number");
    String idField = line.field(5, 8);
    IdRef ref = new IdRef(line, 5 + idField.length() - idField.stripLeading().length(), player);
    List<Points> points = new ArrayList<>();
    List<Integer> columns = new ArrayList<>();
    for (int c = 10; c <= line.length(); c += 5) {
      if (points.size() == MAX_ROUND) {
        throw line.error(
            c, "points for at most " + MAX_ROUND + " rounds", SourceLine.quote(line.rest(c)));
      }
      if (!line.isBlank(c - 1)) {
        throw line.error(
            c - 1,
            "a blank before the points of round " + (points.size() + 1),
            SourceLine.quote(line.field(c - 1, c - 1)));
      }
      String field = line.field(c, c + 3);
      points.add(
          field.isBlank()
              ? Points.ZERO
              : fictitious(line, field, c, "fictitious points in columns " + c + "-" + (c + 3)));
      // a later message about these points quotes them from where they start
      columns.add(c + field.length() - field.stripLeading().length());
    }
    accelerations.add(new AccelerationSpec(ref, ref, points, columns, 0));
  }

  private void acceleration250(SourceLine line) throws TrfException {
    // TRF-2026: [match points] game points, first and last round, first and last player; the
    // match points are blank for individuals, so the fields are read as words, not columns
    List<SourceLine.Token> tokens = line.tokens(4);
    if (tokens.size() == 6) {
      SourceLine.Token match = tokens.get(0);
      if (Fields.points(line, match.text(), match.column(), false, "match points").tenths() != 0) {
        throw line.error(
            match.column(),
            "blank or zero match points (individual tournament; a team event's 250 records are"
                + " not read: team-2026 works the Baku acceleration out from a _BAKU code of 192)",
            SourceLine.quote(match.text()));
      }
      tokens = tokens.subList(1, 6);
    }
    if (tokens.size() != 5) {
      throw line.error(
          5,
          "fictitious points, first and last round, first and last pairing number",
          tokens.size() + " fields");
    }
    Points points =
        fictitious(line, tokens.get(0).text(), tokens.get(0).column(), "fictitious points");
    int from = Fields.number(line, tokens.get(1), 1, MAX_ROUND, "a first round");
    int to = Fields.number(line, tokens.get(2), from, MAX_ROUND, "a last round");
    int first = Fields.number(line, tokens.get(3), 1, PlayerLine.MAX_ID, "a first pairing number");
    int last =
        Fields.number(line, tokens.get(4), first, PlayerLine.MAX_ID, "a last pairing number");
    List<Points> byRound = new ArrayList<>();
    for (int r = 1; r <= to; r++) {
      byRound.add(r < from ? Points.ZERO : points);
    }
    accelerations.add(
        new AccelerationSpec(
            new IdRef(line, tokens.get(3).column(), first),
            new IdRef(line, tokens.get(4).column(), last),
            byRound,
            Collections.nCopies(to, tokens.get(0).column()),
            tokens.get(2).column()));
  }

  private void byes240(SourceLine line) throws TrfException {
    List<SourceLine.Token> tokens = line.tokens(4);
    if (tokens.size() < 3) {
      throw line.error(
          Math.max(5, line.length() + 1),
          "a bye type F, H or Z, a round and pairing numbers",
          tokens.isEmpty() ? "end of line" : tokens.size() + " fields");
    }
    ResultKind kind =
        switch (tokens.get(0).text().toUpperCase(Locale.ROOT)) {
          case "F" -> ResultKind.FULL_POINT_BYE;
          case "H" -> ResultKind.HALF_POINT_BYE;
          case "Z" -> ResultKind.ZERO_POINT_BYE;
          default ->
              throw line.error(
                  tokens.get(0).column(),
                  "a bye type F, H or Z",
                  SourceLine.quote(tokens.get(0).text()));
        };
    int round = Fields.number(line, tokens.get(1), 1, MAX_ROUND, "a round");
    List<IdRef> ids = new ArrayList<>();
    for (SourceLine.Token t : tokens.subList(2, tokens.size())) {
      ids.add(id(line, t));
    }
    byes.add(new ByeSpec(kind, round, ids));
  }
}
