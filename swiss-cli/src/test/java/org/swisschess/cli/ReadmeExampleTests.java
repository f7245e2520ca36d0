package org.swisschess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.Tournament;
import org.swisschess.trf.TrfException;
import org.swisschess.trf.TrfReader;

/**
 * The root README's "Using the library" example is this class's {@code printNextRound}, compiled
 * and run: the README's code block must be the text between the markers below, and run on {@code
 * examples/example.trf} it must print what {@code ./swiss pair examples/example.trf} prints.
 */
class ReadmeExampleTests {

  // README: begin
  static void printNextRound(Path file) {
    try {
      Tournament t = TrfReader.read(file).tournament(); // byes, withdrawals, late entries included
      Pairing next = PairingSystems.require("dutch-2026").pair(PairingRequest.of(t));
      System.out.println(next.boards().size() + (next.pairingAllocatedBye().isPresent() ? 1 : 0));
      next.boards().forEach(b -> System.out.println(b.white() + " " + b.black()));
      next.pairingAllocatedBye().ifPresent(id -> System.out.println(id + " 0"));
    } catch (TrfException e) {
      System.err.println(e.getMessage()); // file:line:column: expected ..., found ...
    }
  }

  // README: end

  private static final Path ROOT = root();

  private static Path root() {
    return Cli.repositoryRoot();
  }

  /** What {@code printNextRound} printed on each stream. */
  private record Printed(String out, String err) {}

  private static synchronized Printed run(Path file) {
    PrintStream out = System.out;
    PrintStream err = System.err;
    ByteArrayOutputStream o = new ByteArrayOutputStream();
    ByteArrayOutputStream e = new ByteArrayOutputStream();
    try {
      System.setOut(new PrintStream(o, true, StandardCharsets.UTF_8));
      System.setErr(new PrintStream(e, true, StandardCharsets.UTF_8));
      printNextRound(file);
    } finally {
      System.setOut(out);
      System.setErr(err);
    }
    return new Printed(
        o.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n"),
        e.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n"));
  }

  @Test
  void theReadmeShowsThisCodeWordForWord() throws IOException {
    String readme = Files.readString(ROOT.resolve("README.md"), StandardCharsets.UTF_8);
    String section = readme.substring(readme.indexOf("## Using the library"));
    Matcher java = Pattern.compile("```java\n(.*?)```", Pattern.DOTALL).matcher(section);
    assertTrue(java.find(), "a java block in the README's 'Using the library'");
    String source =
        Files.readString(
            ROOT.resolve("swiss-cli/src/test/java/org/swisschess/cli/ReadmeExampleTests.java"),
            StandardCharsets.UTF_8);
    String region =
        source.substring(
            source.indexOf("  // README: begin\n") + "  // README: begin\n".length(),
            source.indexOf("  // README: end\n"));
    // the region is indented as a member of this class; the README shows it from column 1
    String unindented = region.strip().replace("\n  ", "\n") + "\n";
    assertEquals(unindented, java.group(1));
  }

  @Test
  void theExamplePairsTheExampleFileAsTheCommandLineDoes() {
    Path example = ROOT.resolve("examples/example.trf");
    Printed printed = run(example);
    Cli.Result cli = Cli.run("pair", example.toString());
    assertEquals(0, cli.code(), cli.err());
    assertEquals(cli.out(), printed.out());
    assertEquals("", printed.err());
    // player 24 asked for a half-point bye (a pre-set entry in the round's column): not paired
    assertTrue(
        printed
            .out()
            .lines()
            .skip(1)
            .flatMap(l -> List.of(l.split(" ")).stream())
            .noneMatch("24"::equals),
        printed.out());
  }

  @Test
  void aFileThatIsNotATournamentIsReportedWhereItIsWrong(@TempDir Path dir) throws IOException {
    Path bad = dir.resolve("bad.trf");
    Files.writeString(bad, "012 Open\nXXR nine\n", StandardCharsets.UTF_8);
    Printed printed = run(bad);
    assertEquals("", printed.out());
    Cli.Result cli = Cli.run("pair", bad.toString());
    assertEquals(3, cli.code());
    assertEquals(cli.err(), printed.err(), "the same located message as the command line");
    assertTrue(printed.err().startsWith(bad + ":2:5: expected "), printed.err());
  }
}
