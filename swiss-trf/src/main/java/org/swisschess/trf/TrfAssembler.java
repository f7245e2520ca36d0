package org.swisschess.trf;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.swisschess.api.Acceleration;
import org.swisschess.api.Colour;
import org.swisschess.api.ForbiddenPair;
import org.swisschess.api.Player;
import org.swisschess.api.Points;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Tournament;

/**
 * Turns the lines of a TRF text into a {@link TrfDocument}: parses every line, then checks what
 * needs all of them (pairing numbers, opponents both ways, points against results, references of
 * tournament records to players) before any api record is built, so that the api's own checks never
 * fire.
 */
final class TrfAssembler {

  private final String source;
  private final List<String> texts;
  private final String lineEnding;
  private final boolean finalNewline;
  private final Header header = new Header();
  private final Map<Integer, PlayerLine> players = new TreeMap<>();
  private final List<TrfDocument.DocLine> docLines = new ArrayList<>();

  TrfAssembler(String source, List<String> texts, String lineEnding, boolean finalNewline) {
    this.source = source;
    this.texts = texts;
    this.lineEnding = lineEnding;
    this.finalNewline = finalNewline;
  }

  TrfDocument assemble() throws TrfException {
    for (int n = 0; n < texts.size(); n++) {
      SourceLine line = new SourceLine(source, n + 1, texts.get(n));
      if (line.code().equals("001")) {
        PlayerLine p = PlayerLine.parse(line);
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
        docLines.add(new TrfDocument.DocLine(LineKind.PLAYER, line.text(), p.id()));
      } else {
        docLines.add(new TrfDocument.DocLine(header.accept(line), line.text(), 0));
      }
    }
    int count = players.size();
    for (PlayerLine p : players.values()) {
      if (p.id() > count) {
        // engines index players by pairing number: the numbers must be 1..N
        throw p.line()
            .error(
                5,
                "a pairing number from 1 to " + count + " (the number of player lines)",
                SourceLine.quote(p.line().field(5, 8)));
      }
    }
    int columns = 0;
    for (PlayerLine p : players.values()) {
      columns = Math.max(columns, p.blocks().size());
    }
    boolean presetColumn = columns > 0 && isPresetColumn(columns);
    int completed = presetColumn ? columns - 1 : columns;
    Map<Integer, RoundEntry> columnPresets = new TreeMap<>();
    if (presetColumn) {
      for (PlayerLine p : players.values()) {
        p.block(columns).ifPresent(e -> columnPresets.put(p.id(), e));
      }
    }
    checkOpponents(completed);
    checkReferences();
    List<TrfDocument.ByeRecord> byes = byes(completed, columnPresets);

    int planned = columns;
    if (header.plannedRounds != null) {
      planned = header.plannedRounds;
      if (planned < completed) {
        throw header.plannedLine.error(
            header.plannedToken.column(),
            "at least " + completed + " rounds (the file holds " + completed + " completed rounds)",
            SourceLine.quote(header.plannedToken.text()));
      }
      if (planned < columns) {
        throw header.plannedLine.error(
            header.plannedToken.column(),
            "at least " + columns + " rounds (the file holds entries for round " + columns + ")",
            SourceLine.quote(header.plannedToken.text()));
      }
    }
    List<Player> built = new ArrayList<>();
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
    ScoringSystem scoring = header.scoring.build();
    Colour colour =
        header.initialColour != null
            ? header.initialColour
            : InitialColour.inferFromRoundOne(built).orElse(Colour.WHITE);
    List<ForbiddenPair> forbidden = forbiddenPairs();
    List<Acceleration> accelerations = accelerations();
    String name = header.name == null ? "" : header.name;
    // every check the api's constructors make has been made above, with a location
    Tournament tournament =
        new Tournament(name, built, completed, planned, colour, scoring, forbidden, accelerations);
    checkPoints(built, scoring, TrfDocument.presets(columnPresets, byes, tournament));
    Set<Integer> absent = new TreeSet<>();
    for (Header.IdRef ref : header.absent) {
      absent.add(ref.id());
    }
    Optional<String> type =
        Optional.ofNullable(header.type192 != null ? header.type192 : header.type092);
    Map<Integer, PlayerLine> originals = new LinkedHashMap<>(players);
    TrfDocument.Baseline baseline =
        new TrfDocument.Baseline(
            name,
            header.plannedRounds,
            header.initialColour,
            scoring,
            forbidden,
            accelerations,
            absent);
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

  private void checkOpponents(int completed) throws TrfException {
    for (PlayerLine p : players.values()) {
      for (int r = 1; r <= completed; r++) {
        Optional<RoundEntry> block = p.block(r);
        if (block.isEmpty() || !block.get().hasOpponent()) {
          continue;
        }
        RoundEntry e = block.get();
        int c = PlayerLine.blockColumn(r);
        PlayerLine o = players.get(e.opponent());
        if (o == null) {
          throw p.line()
              .error(
                  c,
                  "an opponent who is a player of the tournament (1 to "
                      + players.size()
                      + ") in round "
                      + r,
                  SourceLine.quote(p.line().field(c, c + 3)));
        }
        RoundEntry back = o.block(r).orElse(RoundEntry.ABSENT);
        if (back.opponent() != p.id()) {
          throw p.line()
              .error(
                  c,
                  "player "
                      + e.opponent()
                      + " to list player "
                      + p.id()
                      + " as opponent in round "
                      + r,
                  "line "
                      + o.line().number()
                      + " lists "
                      + (back.hasOpponent() ? "opponent " + back.opponent() : "no opponent"));
        }
        if (e.isPlayedGame() != back.isPlayedGame()) {
          throw p.line()
              .error(
                  c + 7,
                  "a result of the same kind as player "
                      + e.opponent()
                      + "'s in round "
                      + r
                      + " (line "
                      + o.line().number()
                      + " has '"
                      + back.result().code()
                      + "': both played or both unplayed)",
                  SourceLine.quote(p.line().field(c + 7, c + 7)));
        }
        if (e.isPlayedGame()) {
          if (back.colour() != e.colour().opposite()) {
            throw p.line()
                .error(
                    c + 5,
                    "colour "
                        + back.colour().opposite().code()
                        + " against player "
                        + e.opponent()
                        + " in round "
                        + r
                        + " (line "
                        + o.line().number()
                        + " has "
                        + back.colour().code()
                        + ")",
                    SourceLine.quote(p.line().field(c + 5, c + 5)));
          }
          ResultKind expected = complement(back.result());
          if (e.result() != expected) {
            throw p.line()
                .error(
                    c + 7,
                    "result "
                        + expected.code()
                        + " against player "
                        + e.opponent()
                        + " in round "
                        + r
                        + " (line "
                        + o.line().number()
                        + " has "
                        + back.result().code()
                        + ")",
                    SourceLine.quote(p.line().field(c + 7, c + 7)));
          }
        }
      }
    }
  }

  private static ResultKind complement(ResultKind kind) {
    return switch (kind) {
      case WIN -> ResultKind.LOSS;
      case LOSS -> ResultKind.WIN;
      case UNRATED_WIN -> ResultKind.UNRATED_LOSS;
      case UNRATED_LOSS -> ResultKind.UNRATED_WIN;
      default -> kind;
    };
  }

  private void checkReferences() throws TrfException {
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

  private List<TrfDocument.ByeRecord> byes(int completed, Map<Integer, RoundEntry> columnPresets)
      throws TrfException {
    List<TrfDocument.ByeRecord> out = new ArrayList<>();
    for (Header.ByeSpec b : header.byes) {
      for (Header.IdRef ref : b.ids()) {
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
                      + "'",
                  "bye " + b.kind().code());
        }
        out.add(new TrfDocument.ByeRecord(b.round(), b.kind(), ref.id()));
      }
    }
    return out;
  }

  private void checkPoints(
      List<Player> built, ScoringSystem scoring, Map<Integer, RoundEntry> presets)
      throws TrfException {
    for (Player player : built) {
      Points sum = Points.ZERO;
      for (RoundEntry e : player.rounds()) {
        sum = sum.plus(scoring.points(e));
      }
      PlayerLine p = players.get(player.pairingNumber());
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

  private List<Acceleration> accelerations() {
    List<Acceleration> out = new ArrayList<>();
    for (Header.AccelerationSpec a : header.accelerations) {
      for (int id = a.first().id(); id <= a.last().id(); id++) {
        out.add(new Acceleration(id, a.pointsByRound()));
      }
    }
    return out;
  }
}
