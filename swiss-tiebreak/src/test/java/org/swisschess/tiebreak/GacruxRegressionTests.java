package org.swisschess.tiebreak;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigDecimal;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Team;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.Tournament;
import org.swisschess.trf.ArbiterDecision;
import org.swisschess.trf.TrfDocument;
import org.swisschess.trf.TrfReader;

/**
 * The regression corpus: tournaments with the values FIDE's reference, Gacrux (TieBreakServer
 * 1.9.57, run outside this repository with the 2026 rules and Swiss rules), gave for every code it
 * computes; see the module README for how they were made.
 *
 * <p>Each {@code NAME.LIST.tsv} holds a header ({@code # list: ...}, {@code # after-round: N},
 * {@code # unrated-rating: R}) and one line per player: pairing number, rank, values ({@code None}
 * when Gacrux has none). Every value must be Gacrux's, except those of {@code
 * known-differences.tsv}: values where C.07 is read otherwise here, each with its article (the
 * module README says why); there the value must be the one listed. Ranks are compared in the files
 * without such a difference.
 */
class GacruxRegressionTests {

  /** The arbiter's decisions the corpus may show (rematches of its team files). */
  static final Set<ArbiterDecision> ALL_DECISIONS = EnumSet.allOf(ArbiterDecision.class);

  private record Known(String file, String list, int player, String code) {}

  @Test
  void everyValueIsGacruxsOrAListedReadingOfTheText() throws Exception {
    Path dir = resources();
    Map<Known, String[]> known = known(dir.resolve("known-differences.tsv"));
    int files = 0;
    long compared = 0;
    long identical = 0;
    long readings = 0;
    long ranks = 0;
    List<String> failures = new ArrayList<>();
    List<Path> expectations;
    try (Stream<Path> s = Files.list(dir)) {
      expectations =
          s.filter(p -> p.getFileName().toString().endsWith(".tsv"))
              .filter(p -> !p.getFileName().toString().equals("known-differences.tsv"))
              .sorted()
              .toList();
    }
    int used = 0;
    for (Path expected : expectations) {
      String fileName = expected.getFileName().toString();
      String[] parts = fileName.split("\\.");
      String name = parts[0];
      String listId = parts[1];
      List<String> lines = Files.readAllLines(expected, StandardCharsets.UTF_8);
      TieBreakList list = null;
      StandingsOptions options = StandingsOptions.DEFAULT;
      Map<Integer, String[]> rows = new HashMap<>();
      for (String line : lines) {
        if (line.startsWith("# list: ")) {
          list = TieBreakList.parse(line.substring(8));
        } else if (line.startsWith("# after-round: ")) {
          options = options.afterRound(Integer.parseInt(line.substring(15).strip()));
        } else if (line.startsWith("# unrated-rating: ")) {
          options = options.unratedRating(Integer.parseInt(line.substring(18).strip()));
        } else if (!line.isBlank() && !line.startsWith("#")) {
          String[] cells = line.split("\t", -1);
          rows.put(Integer.parseInt(cells[0]), cells);
        }
      }
      Objects.requireNonNull(list, fileName + " names no list");
      // Tie-breaks rank what was played: the team files' score-order pairer falls back to a
      // rematch when no other pairing is left, which the reader reads only as a decision.
      TrfDocument doc = TrfReader.read(dir.resolve(name + ".trf"), ALL_DECISIONS);
      Tournament t = doc.tournament();
      List<Team> teams = doc.teams();
      Standings s =
          teams.isEmpty()
              ? Standings.of(t, list, options)
              : Standings.ofTeams(
                  new TeamEvent(
                      t,
                      teams,
                      doc.matchPoints().orElse(TeamEvent.DEFAULT_MATCH_POINTS),
                      TeamEvent.PrimaryScore.MATCH),
                  list,
                  options);
      files++;
      boolean anyReading = false;
      for (Standing line : s.lines()) {
        String[] cells =
            Objects.requireNonNull(
                rows.get(line.pairingNumber()), fileName + ": no line for " + line.pairingNumber());
        for (int k = 0; k < list.size(); k++) {
          compared++;
          String gacrux = cells[k + 2];
          TieBreakValue ours = line.value(k);
          String code = list.get(k).toString();
          String[] reading = known.get(new Known(name, listId, line.pairingNumber(), code));
          if (reading != null) {
            used++;
            anyReading = true;
            readings++;
            if (!same(reading[0], gacrux) || !same(reading[1], ours.toString())) {
              failures.add(
                  fileName
                      + " player "
                      + line.pairingNumber()
                      + " "
                      + code
                      + ": listed "
                      + reading[0]
                      + "/"
                      + reading[1]
                      + ", Gacrux "
                      + gacrux
                      + ", ours "
                      + ours);
            }
          } else if (same(gacrux, ours.toString())) {
            identical++;
          } else {
            failures.add(
                fileName
                    + " player "
                    + line.pairingNumber()
                    + " "
                    + code
                    + ": Gacrux "
                    + gacrux
                    + ", ours "
                    + (ours.isPresent() ? ours : "None"));
          }
        }
      }
      if (!anyReading) {
        for (Standing line : s.lines()) {
          ranks++;
          String recorded = Objects.requireNonNull(rows.get(line.pairingNumber()))[1];
          if (Integer.parseInt(recorded) != line.rank()) {
            failures.add(
                fileName
                    + " player "
                    + line.pairingNumber()
                    + ": rank Gacrux "
                    + recorded
                    + ", ours "
                    + line.rank());
          }
        }
      }
    }
    System.out.printf(
        "Gacrux regression corpus: %d standings, %d values compared, %d identical, %d listed"
            + " readings of the text, %d ranks compared%n",
        files, compared, identical, readings, ranks);
    assertTrue(
        failures.isEmpty(),
        failures.size()
            + " differ:\n"
            + String.join("\n", failures.subList(0, Math.min(30, failures.size()))));
    assertEquals(known.size(), used, "every listed reading is met once");
    assertTrue(files >= 100, "the corpus holds " + files + " standings");
  }

  private static boolean same(String a, String b) {
    boolean noneA = a.isEmpty() || a.equals("None");
    boolean noneB = b.isEmpty() || b.equals("None");
    if (noneA || noneB) {
      return noneA == noneB;
    }
    return new BigDecimal(a).compareTo(new BigDecimal(b)) == 0;
  }

  private static Map<Known, String[]> known(Path file) throws IOException {
    Map<Known, String[]> out = new HashMap<>();
    for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      // file, list, player, code, Gacrux, ours, article
      String[] c = line.split("\t", -1);
      out.put(new Known(c[0], c[1], Integer.parseInt(c[2]), c[3]), new String[] {c[4], c[5]});
    }
    return out;
  }

  private static Path resources() throws URISyntaxException {
    URL url =
        Objects.requireNonNull(
            GacruxRegressionTests.class.getResource("/gacrux/known-differences.tsv"),
            "the regression corpus is on the test class path");
    return Objects.requireNonNull(Path.of(url.toURI()).getParent());
  }
}
