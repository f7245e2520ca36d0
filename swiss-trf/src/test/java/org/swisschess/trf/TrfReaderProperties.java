package org.swisschess.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * Whatever the text, the reader either succeeds or throws a located {@link TrfException}; and what
 * it reads, the writer writes back to an equal document.
 */
class TrfReaderProperties {

  private static final List<String> BASES = bases();
  private static final String ALPHABET = " 0123456789.-+=wbWBDLHFUZXxrsacp#\t\r\n\u00e9";

  private static List<String> bases() {
    List<String> bases = new ArrayList<>();
    bases.add(Trf.sample());
    bases.add(Trf.lines(
        "012 Scoring and aliases",
        "142 3",
        "152 B",
        "XXS W=3 D=1",
        "BBU 1.5",
        "162  W 3.0    D 1.0    L 0.0    A 0.0",
        "XXA    1  1.0  0.5",
        "250       1.0 001 002 0001 0002",
        "260 001 002    1    2    3",
        "240 H 002    3",
        "192 FIDE_DUTCH_2025",
        Trf.player(1, "One", 2000, "3.0", 1, Trf.b(2, 'b', '1')),
        Trf.player(2, "Two", 1900, "0.0", 3, Trf.b(1, 'w', '0')),
        Trf.player(3, "Three", 1800, "1.5", 2, Trf.b(0, '-', 'U'), Trf.b(0, '-', 'H'))));
    Path corpus = Path.of("../shared/corpus/dutch2017");
    if (Files.isDirectory(corpus)) {
      try (Stream<Path> files = Files.list(corpus)) {
        for (Path f : files.sorted().limit(15).toList()) {
          bases.add(Files.readString(f, StandardCharsets.UTF_8));
        }
      } catch (IOException e) {
        // the embedded texts suffice
      }
    }
    return List.copyOf(bases);
  }

  /** One edit of a text: what to do, where, with which character. */
  record Mutation(int kind, int line, int column, char c) {
    String apply(String text) {
      String[] lines = text.split("\r\n|\r|\n", -1);
      int l = Math.floorMod(line, lines.length);
      String s = lines[l];
      int at = s.isEmpty() ? 0 : Math.floorMod(column, s.length() + 1);
      switch (kind) {
        case 0 -> lines[l] = s.substring(0, at) + c + s.substring(at);
        case 1 -> lines[l] = at < s.length() ? s.substring(0, at) + s.substring(at + 1) : s;
        case 2 -> lines[l] = at < s.length() ? s.substring(0, at) + c + s.substring(at + 1) : s + c;
        case 3 -> lines[l] = s.substring(0, at);
        case 4 -> lines[l] = s + "  " + c + c + c + c;
        default -> {
          int other = Math.floorMod(column, lines.length);
          lines[l] = lines[other];
        }
      }
      return String.join("\r", lines);
    }
  }

  @Provide
  Arbitrary<String> mutatedTexts() {
    Arbitrary<Mutation> mutation = Combinators.combine(
        Arbitraries.integers().between(0, 5),
        Arbitraries.integers(),
        Arbitraries.integers().between(0, 400),
        Arbitraries.of(ALPHABET.chars().mapToObj(c -> (char) c).toList()))
        .as(Mutation::new);
    return Combinators.combine(Arbitraries.of(BASES), mutation.list().ofMinSize(1).ofMaxSize(4))
        .as((base, mutations) -> {
          String text = base;
          for (Mutation m : mutations) {
            text = m.apply(text);
          }
          return text;
        });
  }

  @Provide
  Arbitrary<String> randomTexts() {
    Arbitrary<String> line = Arbitraries.oneOf(
        Arbitraries.of("001", "XXR", "XXC", "XXS", "XXZ", "XXP", "XXA", "BBW", "BBU", "142", "152", "162", "240",
            "250", "260", "092", "192", "012", "###"),
        Arbitraries.strings().withChars(ALPHABET).ofMaxLength(3))
        .flatMap(code -> Arbitraries.strings().withChars(ALPHABET).ofMaxLength(120).map(rest -> code + rest));
    return line.list().ofMaxSize(12).map(lines -> String.join("\n", lines));
  }

  @Property(tries = 3000)
  void mutatedTextsParseOrFailWithALocatedTrfException(@ForAll("mutatedTexts") String text) {
    Statistics.label("parsed").collect(check(text));
    // many single edits keep a file valid (a blank in a name, a digit in a rating): the round
    // trip half of the property must see real documents, not only errors
    Statistics.label("parsed").coverage(c -> c.check(true).percentage(p -> p > 10));
  }

  @Property(tries = 1500)
  void randomTextsParseOrFailWithALocatedTrfException(@ForAll("randomTexts") String text) {
    check(text);
  }

  private static boolean check(String text) {
    TrfDocument doc;
    try {
      doc = TrfReader.parse(text, "m.trf");
    } catch (TrfException e) {
      assertTrue(e.getMessage().startsWith("m.trf:" + e.line() + ":" + e.column() + ": expected "), e.getMessage());
      assertTrue(e.line() >= 1, e.getMessage());
      return false;
    }
    TrfDocument again = assertParses(TrfWriter.write(doc));
    assertEquals(doc.tournament(), again.tournament());
    assertEquals(doc.presetEntries(), again.presetEntries());
    assertEquals(doc.absentInNextRound(), again.absentInNextRound());
    assertEquals(doc.tournamentType(), again.tournamentType());
    return true;
  }

  private static TrfDocument assertParses(String text) {
    try {
      return TrfReader.parse(text, "again.trf");
    } catch (TrfException e) {
      throw new AssertionError("written text does not read back: " + e.getMessage() + "\n" + text, e);
    }
  }
}
