package org.swisschess.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
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
import org.swisschess.api.Tournament;

/** Any tournament the model holds (within TRF's columns) is written so that it reads back equal. */
class TrfWriterProperties {

  /** Random rounds may repeat a game or a PAB: what an arbiter may decide reads back too. */
  private static final Set<ArbiterDecision> ANY_DECISION = EnumSet.allOf(ArbiterDecision.class);

  private static final String[] SEXES = {"", "m", "w"};
  private static final String[] TITLES = {"", "g", "WIM", "fm"};
  private static final ResultKind[] ABSENCES = {
    ResultKind.ABSENT,
    ResultKind.ZERO_POINT_BYE,
    ResultKind.HALF_POINT_BYE,
    ResultKind.FULL_POINT_BYE,
    ResultKind.FORFEIT_LOSS
  };

  @Provide
  Arbitrary<Tournament> tournaments() {
    return Arbitraries.longs().map(TrfWriterProperties::tournament);
  }

  /** A random tournament, all of it decided by {@code seed}. */
  static Tournament tournament(long seed) {
    Random r = new Random(seed);
    int n = 1 + r.nextInt(12); // a TRF file holds at least one player
    int rounds = r.nextInt(7);
    List<List<RoundEntry>> entries = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      entries.add(new ArrayList<>());
    }
    for (int round = 1; round <= rounds; round++) {
      List<Integer> present = new ArrayList<>();
      RoundEntry[] row = new RoundEntry[n];
      for (int id = 1; id <= n; id++) {
        if (r.nextInt(8) == 0) {
          row[id - 1] = RoundEntry.bye(ABSENCES[r.nextInt(ABSENCES.length)]);
        } else {
          present.add(id);
        }
      }
      if (present.isEmpty()) {
        // a round with nobody paired would read as the pre-set entries of the next round
        // (its bye entry is overwritten by the pairing below)
        present.add(1 + r.nextInt(n));
      }
      Collections.shuffle(present, r);
      for (int i = 0; i + 1 < present.size(); i += 2) {
        int a = present.get(i);
        int b = present.get(i + 1);
        RoundEntry[] game = game(r, a, b);
        row[a - 1] = game[0];
        row[b - 1] = game[1];
      }
      if (present.size() % 2 == 1) {
        row[present.get(present.size() - 1) - 1] = RoundEntry.bye(ResultKind.PAIRING_ALLOCATED_BYE);
      }
      for (int id = 1; id <= n; id++) {
        entries.get(id - 1).add(row[id - 1]);
      }
    }
    List<Player> players = new ArrayList<>();
    for (int id = 1; id <= n; id++) {
      String name = r.nextInt(5) == 0 ? "" : "Name" + id + (r.nextBoolean() ? ", Ünïcode Ø" : "");
      players.add(
          new Player(
              id,
              name,
              SEXES[r.nextInt(3)],
              TITLES[r.nextInt(4)],
              r.nextBoolean() ? 0 : 1000 + r.nextInt(1800),
              r.nextBoolean() ? "" : "ITA",
              r.nextBoolean() ? "" : String.valueOf(r.nextInt(99_999_999)),
              r.nextBoolean() ? "" : "1999/12/31",
              r.nextInt(n + 1),
              entries.get(id - 1)));
    }
    List<ForbiddenPair> forbidden = new ArrayList<>();
    for (int k = 0; n >= 2 && k < r.nextInt(3); k++) {
      int a = 1 + r.nextInt(n);
      int b = 1 + r.nextInt(n);
      if (a != b) {
        int from = 1 + r.nextInt(5);
        forbidden.add(
            r.nextBoolean()
                ? ForbiddenPair.always(a, b)
                : new ForbiddenPair(Math.min(a, b), Math.max(a, b), from, from + r.nextInt(5)));
      }
    }
    ScoringSystem scoring = scoring(r);
    int planned = rounds + r.nextInt(3);
    // TRF reads the records of one player as one acceleration, of at most a win's points a round,
    // and only in the rounds the file declares
    List<Acceleration> accelerations = new ArrayList<>();
    for (int id = 1; id <= n; id++) {
      if (r.nextInt(6) != 0) {
        continue;
      }
      List<Points> points = new ArrayList<>();
      for (int i = 0; i < r.nextInt(5); i++) {
        int tenths = i < planned ? Math.min(5 * r.nextInt(3), scoring.win().tenths()) : 0;
        points.add(Points.ofTenths(tenths));
      }
      accelerations.add(new Acceleration(id, points));
    }
    return new Tournament(
        r.nextBoolean() ? "" : "Cup " + seed % 100,
        players,
        rounds,
        planned,
        r.nextBoolean() ? Colour.WHITE : Colour.BLACK,
        scoring,
        forbidden,
        accelerations,
        attendance(r, players, rounds, planned));
  }

  private static final ResultKind[] BYES = {
    ResultKind.ZERO_POINT_BYE, ResultKind.HALF_POINT_BYE, ResultKind.FULL_POINT_BYE
  };

  /**
   * Requested byes the history agrees with (the completed rounds' byes, a blank entry being a
   * zero-point bye) and any bye in the rounds to come, the round being paired among them.
   */
  private static Attendance attendance(Random r, List<Player> players, int rounds, int planned) {
    List<RequestedBye> byes = new ArrayList<>();
    for (Player p : players) {
      for (int round = 1; round <= planned + 1; round++) {
        if (r.nextInt(5) != 0) {
          continue;
        }
        if (round > rounds) {
          byes.add(new RequestedBye(p.pairingNumber(), round, BYES[r.nextInt(BYES.length)]));
        } else {
          ResultKind shown = p.round(round).result();
          if (shown == ResultKind.ABSENT) {
            byes.add(new RequestedBye(p.pairingNumber(), round, ResultKind.ZERO_POINT_BYE));
          } else if (List.of(BYES).contains(shown)) {
            byes.add(new RequestedBye(p.pairingNumber(), round, shown));
          }
        }
      }
    }
    return new Attendance(byes, List.of(), List.of());
  }

  private static RoundEntry[] game(Random r, int a, int b) {
    Colour ca = r.nextBoolean() ? Colour.WHITE : Colour.BLACK;
    switch (r.nextInt(6)) {
      case 0 -> {
        Colour c = r.nextBoolean() ? Colour.NONE : ca;
        boolean both = r.nextInt(4) == 0;
        return new RoundEntry[] {
          new RoundEntry(b, c, both ? ResultKind.FORFEIT_LOSS : ResultKind.FORFEIT_WIN),
          new RoundEntry(a, c.opposite(), ResultKind.FORFEIT_LOSS)
        };
      }
      case 1 -> {
        return new RoundEntry[] {
          new RoundEntry(b, ca, ResultKind.UNRATED_WIN),
          new RoundEntry(a, ca.opposite(), ResultKind.UNRATED_LOSS)
        };
      }
      case 2, 3 -> {
        return new RoundEntry[] {
          new RoundEntry(b, ca, ResultKind.DRAW), new RoundEntry(a, ca.opposite(), ResultKind.DRAW)
        };
      }
      default -> {
        return new RoundEntry[] {
          new RoundEntry(b, ca, ResultKind.WIN), new RoundEntry(a, ca.opposite(), ResultKind.LOSS)
        };
      }
    }
  }

  private static ScoringSystem scoring(Random r) {
    return switch (r.nextInt(3)) {
      case 0 -> ScoringSystem.STANDARD;
      case 1 -> ScoringSystem.of(Points.parse("3"), Points.ONE, Points.ZERO);
      default -> {
        // any values TRF reads: a loss below a win and a draw between them, for each colour
        int[] white = winDrawLoss(r);
        int[] black = winDrawLoss(r);
        int[] forfeit = winDrawLoss(r);
        yield new ScoringSystem(
            Points.ofTenths(white[0]),
            Points.ofTenths(black[0]),
            Points.ofTenths(white[1]),
            Points.ofTenths(black[1]),
            Points.ofTenths(white[2]),
            Points.ofTenths(black[2]),
            Points.ofTenths(forfeit[0]),
            Points.ofTenths(forfeit[2]),
            Points.ofTenths(5 * r.nextInt(7)),
            Points.ofTenths(5 * r.nextInt(7)),
            Points.ofTenths(5 * r.nextInt(7)),
            Points.ofTenths(5 * r.nextInt(7)));
      }
    };
  }

  /** Tenths of a win, a draw and a loss: loss <= draw < win. */
  private static int[] winDrawLoss(Random r) {
    int loss = 5 * r.nextInt(2);
    int draw = loss + 5 * r.nextInt(3);
    return new int[] {draw + 5 * (1 + r.nextInt(3)), draw, loss};
  }

  @Property(tries = 500)
  void tournamentBuiltInMemoryReadsBackEqual(@ForAll("tournaments") Tournament t)
      throws TrfException {
    String text = TrfWriter.write(TrfDocument.of(t));
    assertEquals(t, TrfReader.parse(text, "memory.trf", ANY_DECISION).tournament(), text);
  }

  @Property(tries = 500)
  void tournamentPutIntoAReadDocumentReadsBackEqual(@ForAll("tournaments") Tournament t)
      throws TrfException {
    TrfDocument sample = TrfReader.parse(Trf.sample(), "sample.trf").withTournament(t);
    String text = TrfWriter.write(sample);
    TrfDocument again = TrfReader.parse(text, "written.trf", ANY_DECISION);
    assertEquals(t, again.tournament(), text);
    assertEquals(sample.presetEntries(), again.presetEntries(), text);
    assertEquals(sample.presetEntries().keySet(), again.presetEntries().keySet(), text);
  }
}
