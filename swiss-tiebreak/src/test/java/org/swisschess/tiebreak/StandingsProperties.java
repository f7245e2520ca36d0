package org.swisschess.tiebreak;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.swisschess.api.Player;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Tournament;
import org.swisschess.trf.TrfReader;

/**
 * Properties over the individual tournaments of the regression corpus: standings do not depend on
 * how players are numbered (but for TPN), and each further cut drops a non-negative value.
 */
class StandingsProperties {

  private static final TieBreakList LIST =
      TieBreakList.parse(
          "PTS,DE,WIN,WON,BPG,BWG,PS,REP,STD,BH/C1,BH,SB,SB/C1,FB,AOB,KS,ARO,TPR,PTP,APRO,APPO");

  private static final List<Tournament> TOURNAMENTS = load();

  private static List<Tournament> load() {
    try {
      Path dir =
          Path.of(
                  Objects.requireNonNull(
                          StandingsProperties.class.getResource("/gacrux/known-differences.tsv"))
                      .toURI())
              .getParent();
      List<Tournament> out = new ArrayList<>();
      try (Stream<Path> files = Files.list(Objects.requireNonNull(dir))) {
        for (Path f : files.filter(p -> p.toString().endsWith(".trf")).sorted().toList()) {
          var doc = TrfReader.read(f, GacruxRegressionTests.ALL_DECISIONS);
          if (doc.teams().isEmpty() && out.size() < 40) {
            out.add(doc.tournament());
          }
        }
      }
      return out;
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }

  @Provide
  Arbitrary<Integer> tournaments() {
    return Arbitraries.integers().between(0, TOURNAMENTS.size() - 1);
  }

  @Property(tries = 60)
  void renumberingThePlayersChangesNoValueAndNoRank(
      @ForAll("tournaments") int which, @ForAll long seed) {
    Tournament t = TOURNAMENTS.get(which);
    int n = t.players().size();
    List<Integer> numbers = new ArrayList<>();
    for (int i = 1; i <= n; i++) {
      numbers.add(i);
    }
    java.util.Collections.shuffle(numbers, new Random(seed));
    int[] to = new int[n + 1]; // pairing numbers are 1..n
    for (int i = 0; i < n; i++) {
      to[t.players().get(i).pairingNumber()] = numbers.get(i);
    }
    List<Player> renumbered = new ArrayList<>();
    for (Player p : t.players()) {
      List<RoundEntry> rounds = new ArrayList<>();
      for (RoundEntry e : p.rounds()) {
        rounds.add(new RoundEntry(e.hasOpponent() ? to[e.opponent()] : 0, e.colour(), e.result()));
      }
      renumbered.add(
          new Player(
              to[p.pairingNumber()],
              p.name(),
              p.sex(),
              p.title(),
              p.rating(),
              p.federation(),
              p.fideId(),
              p.birthDate(),
              p.rank(),
              rounds));
    }
    Standings before = Standings.of(t, LIST);
    Standings after = Standings.of(t.withPlayers(renumbered), LIST);
    for (Standing line : before.lines()) {
      Standing moved = after.line(to[line.pairingNumber()]).orElseThrow();
      if (line.rank() != moved.rank() || !line.values().equals(moved.values())) {
        throw new AssertionError(
            "player "
                + line.pairingNumber()
                + " as "
                + moved.pairingNumber()
                + ": "
                + line
                + " became "
                + moved);
      }
    }
  }

  @Property(tries = 40)
  void eachFurtherCutDropsANonNegativeValue(@ForAll("tournaments") int which) {
    Tournament t = TOURNAMENTS.get(which);
    Standings s = Standings.of(t, TieBreakList.parse("BH,BH/C1,BH/C2,BH/M1,BH/M2,SB,SB/C1,SB/C2"));
    for (Standing line : s.lines()) {
      List<TieBreakValue> v = line.values();
      check(line, v.get(0), v.get(1));
      check(line, v.get(1), v.get(2));
      check(line, v.get(1), v.get(3));
      check(line, v.get(3), v.get(4));
      check(line, v.get(5), v.get(6));
      check(line, v.get(6), v.get(7));
    }
  }

  private static void check(Standing line, TieBreakValue more, TieBreakValue fewer) {
    if (fewer.compareTo(more) > 0) {
      throw new AssertionError(line + ": " + fewer + " after a cut exceeds " + more);
    }
  }
}
