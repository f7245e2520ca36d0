package org.swisschess.trf;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.swisschess.api.Points;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Team;

/**
 * Whatever team records a file holds ({@code 310} with any members, {@code 362} with any symbols
 * and values), reading its teams and match points either succeeds with what a team event can be
 * ranked by, or throws a located {@link TrfException}: never another exception, never negative or
 * out-of-order match points, never a team member who meets a player in no team.
 */
class TeamRecordsProperties {

  private static final String[] VALUES = {
    " 2.0",
    " 1.0",
    " 0.0",
    " 3.0",
    "-2.0",
    " -1.",
    "  .5",
    "99.9",
    "   x",
    "\uff12.0",
    "    ",
    "1e10"
  };
  private static final String[] SYMBOLS = {"TW", "TD", "TL", "TX", "  ", "tw", "PW"};

  @Provide
  Arbitrary<String> record362() {
    Arbitrary<String> pair =
        Combinators.combine(Arbitraries.of(SYMBOLS), Arbitraries.of(VALUES))
            .as((s, v) -> s + v + "   ");
    return pair.list()
        .ofMinSize(0)
        .ofMaxSize(4)
        .map(l -> ("362 " + String.join("", l)).stripTrailing());
  }

  @Provide
  Arbitrary<List<List<Integer>>> teams() {
    // the sample's six players, and some that are not in it
    return Arbitraries.integers()
        .between(0, 8)
        .list()
        .ofMinSize(0)
        .ofMaxSize(4)
        .list()
        .ofMaxSize(4);
  }

  private static String team310(int number, List<Integer> members) {
    StringBuilder sb =
        new StringBuilder(
            String.format(
                Locale.ROOT,
                "310 %3d %-32s %-5s %6s %6s %6s %3s ",
                number,
                "T" + number,
                "",
                "",
                "",
                "",
                ""));
    for (int m : members) {
      sb.append(String.format(Locale.ROOT, " %4d", m));
    }
    return sb.toString();
  }

  @Property(tries = 400)
  void teamRecordsAreReadOrRefusedLocated(
      @ForAll("record362") String points, @ForAll("teams") List<List<Integer>> teams)
      throws TrfException {
    List<String> lines = new ArrayList<>(Trf.SAMPLE);
    for (int i = 0; i < teams.size(); i++) {
      lines.add(team310(i + 1, teams.get(i)));
    }
    lines.add(points);
    TrfDocument doc = TrfReader.parse(Trf.lines("\n", lines), "t.trf");
    try {
      List<Team> read = doc.teams();
      java.util.Set<Integer> members = new java.util.HashSet<>();
      read.forEach(t -> members.addAll(t.members()));
      for (Team t : read) {
        for (int id : t.members()) {
          doc.tournament()
              .player(id)
              .rounds()
              .forEach(
                  e ->
                      assertTrue(
                          !e.hasOpponent() || members.contains(e.opponent()),
                          "player " + id + " meets " + e.opponent() + ", in no team"));
        }
      }
    } catch (TrfException e) {
      assertLocated(e);
    }
    try {
      ScoringSystem s = doc.matchPoints().orElse(null);
      if (s != null) {
        assertTrue(s.whiteLoss().compareTo(Points.ZERO) >= 0, points);
        assertTrue(s.whiteWin().compareTo(s.whiteLoss()) > 0, points);
        assertTrue(s.whiteDraw().compareTo(s.whiteLoss()) >= 0, points);
        assertTrue(s.whiteDraw().compareTo(s.whiteWin()) <= 0, points);
      }
    } catch (TrfException e) {
      assertLocated(e);
    }
  }

  private static void assertLocated(TrfException e) {
    assertTrue(e.line() >= 1 && e.column() >= 1, e.getMessage());
    assertTrue(
        String.valueOf(e.getMessage()).startsWith("t.trf:" + e.line() + ":"), e.getMessage());
  }
}
