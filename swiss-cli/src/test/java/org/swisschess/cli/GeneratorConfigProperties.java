package org.swisschess.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.swisschess.api.ScoringSystem;
import org.swisschess.sim.GeneratorConfig;
import org.swisschess.trf.TrfWriter;

/**
 * Whatever a {@code -g} configuration holds (any key, given any number of times, any value: signs,
 * decimals, full-width digits, blanks, garbage), it is read into a configuration whose points a TRF
 * file can carry, or refused with {@code file:line:column: expected ..., found ...} as an invalid
 * request (exit 3): never another exception.
 */
class GeneratorConfigProperties {

  private static final List<String> KEYS =
      List.of(
          "PlayersNumber",
          "RoundsNumber",
          "DrawPercentage",
          "ForfeitRate",
          "RetiredRate",
          "HalfPointByeRate",
          "HalfPointByteRate",
          "HighestRating",
          "LowestRating",
          "PointsForWin",
          "PointsForDraw",
          "PointsForLoss",
          "PointsForZPB",
          "PointsForForfeitLoss",
          "PointsForPAB",
          "Unknown",
          "#comment",
          "");

  @Provide
  Arbitrary<String> config() {
    Arbitrary<String> value =
        Arbitraries.oneOf(
            Arbitraries.integers().between(-5, 3000).map(String::valueOf),
            Arbitraries.of("0", "1", "0.5", "1.0", "2", "3.5", "-1", "1e3", "NaN", "Infinity"),
            Arbitraries.of("\uff12\uff10", "\u0662", " 20 ", "20\u3000", "", "x", "1.25", "999.9"));
    Arbitrary<String> line =
        Combinators.combine(Arbitraries.of(KEYS), value, Arbitraries.of("=", "", " = "))
            .as((k, v, eq) -> k.startsWith("#") || k.isEmpty() ? k : k + eq + v);
    return line.list().ofMaxSize(8).map(l -> String.join("\n", l));
  }

  @Property(tries = 1000)
  void aConfigurationIsReadOrRefusedLocated(@ForAll("config") String text, @ForAll long seed) {
    try {
      GeneratorConfig c = GeneratorConfigFile.parse(text, "g.cfg").toConfig(seed);
      ScoringSystem s = c.scoring();
      assertTrue(TrfWriter.scoringProblem(s).isEmpty(), text + ": " + s);
      assertTrue(c.players() >= 2 && c.players() <= 9999, text);
      assertTrue(c.rounds() >= 1 && c.rounds() <= 999, text);
    } catch (EngineFailure e) {
      assertTrue(e.exitCode() == EngineFailure.INVALID_REQUEST, e.getMessage());
      assertTrue(
          String.valueOf(e.getMessage())
              .matches("(?s)g\\.cfg:[1-9][0-9]*:[1-9][0-9]*: expected .*, found .*"),
          e.getMessage());
    }
  }
}
