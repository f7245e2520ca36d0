package org.swisschess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The promises the command line keeps at its edge (issue 21): the JVM running out of heap or stack
 * is said in one line with how to raise the limit (exit 70, never a JVM trace with exit 1, the code
 * of check's differences); output that cannot be written is an error; standard input is read for
 * {@code -}; what is not a tournament is bad input (issue 14).
 */
class EdgeTests {

  /** identical.trf under another tournament name, which tells crashing-test what to throw. */
  private static Path named(Path dir, String name) throws IOException {
    String body = Files.readString(Paths.get(Cli.fixture("identical.trf")));
    Path f = dir.resolve(name + ".trf");
    Files.writeString(f, body.replace("012 Hand-made test tournament", "012 " + name));
    return f;
  }

  @Test
  void aStackOverflowIsSaidWithHowToRaiseTheLimit(@TempDir Path dir) throws IOException {
    Path f = named(dir, "StackOverflowError");

    Cli.Result r = Cli.run("pair", "-s", CrashingTestSystem.ID, f.toString());

    assertEquals(70, r.code());
    assertEquals(
        "swiss: out of stack while running swiss pair: give Java a larger stack, e.g."
            + " SWISS_JAVA_OPTS=-Xss64m ./swiss ..., or java -Xss64m -jar swiss.jar ...\n",
        r.err());
    assertEquals("", r.out());
  }

  @Test
  void runningOutOfMemoryIsSaidWithHowToRaiseTheLimit(@TempDir Path dir) throws IOException {
    Path f = named(dir, "OutOfMemoryError");

    Cli.Result r = Cli.run("pair", "-s", CrashingTestSystem.ID, f.toString());

    assertEquals(70, r.code());
    assertTrue(
        r.err()
            .startsWith(
                "swiss: out of memory while running swiss pair (Java heap space, heap limit "),
        r.err());
    assertTrue(
        r.err().endsWith("SWISS_JAVA_OPTS=-Xmx4g ./swiss ..., or java -Xmx4g -jar swiss.jar ...\n"),
        r.err());
    PairCommandTests.assertNoStackTrace(r);
  }

  @Test
  void debugAddsTheStackTraceOfAnError(@TempDir Path dir) throws IOException {
    Path f = named(dir, "StackOverflowError");

    Cli.Result r = Cli.run("pair", "--debug", "-s", CrashingTestSystem.ID, f.toString());

    assertEquals(70, r.code());
    assertTrue(r.err().contains("\tat org.swisschess.cli.CrashingTestSystem.pair"), r.err());
  }

  @Test
  void checkNamesTheFileAndWhatRanOut(@TempDir Path dir) throws IOException {
    Path f = named(dir, "OutOfMemoryError");

    Cli.Result r = Cli.run("check", "-s", CrashingTestSystem.ID, f.toString());

    assertEquals(70, r.code());
    assertTrue(
        r.err().startsWith("swiss: out of memory while checking " + f + " (Java heap space"),
        r.err());
    PairCommandTests.assertNoStackTrace(r);
  }

  @Test
  void checkNamesTheFileAndTheStackOverflow(@TempDir Path dir) throws IOException {
    Path f = named(dir, "StackOverflowError");

    Cli.Result r = Cli.run("check", "--threads", "2", "-s", CrashingTestSystem.ID, f.toString());

    assertEquals(70, r.code());
    assertTrue(
        r.err().startsWith("swiss: out of stack while checking " + f + ": give Java"), r.err());
  }

  /** A stream that refuses every byte, as /dev/full does. */
  private static final class FullDevice extends OutputStream {
    @Override
    public void write(int b) throws IOException {
      throw new IOException("No space left on device");
    }
  }

  @Test
  void outputThatCannotBeWrittenIsAnError() {
    StringWriter err = new StringWriter();
    PrintWriter full =
        new PrintWriter(new java.io.OutputStreamWriter(new FullDevice(), StandardCharsets.UTF_8));

    int code =
        Main.run(
            java.io.InputStream.nullInputStream(),
            full,
            new PrintWriter(err),
            "pair",
            "-s",
            InOrderTestSystem.ID,
            Cli.fixture("five.trf"));

    assertEquals(3, code);
    assertEquals(
        "swiss: cannot write to standard output (a full disk or a closed pipe?): the output is"
            + " lost or incomplete\n",
        err.toString());
  }

  @Test
  void simulateWithoutASystemIsAUsageError() {
    Cli.Result comma = Cli.run("simulate", "--systems", ",");
    Cli.Result empty = Cli.run("simulate", "--systems", "," + InOrderTestSystem.ID);

    assertEquals(2, comma.code(), comma.err());
    assertEquals(
        "swiss: --systems expects at least one system id, comma-separated (see 'swiss"
            + " systems')\n",
        comma.err());
    assertEquals(2, empty.code(), empty.err());
  }

  @Test
  void pairReadsStandardInputForDash() throws IOException {
    String five = Files.readString(Paths.get(Cli.fixture("five.trf")));

    Cli.Result fromFile = Cli.run("pair", "-s", InOrderTestSystem.ID, Cli.fixture("five.trf"));
    Cli.Result fromStdin = Cli.runWithInput(five, "pair", "-s", InOrderTestSystem.ID, "-");

    assertEquals(0, fromStdin.code(), fromStdin.err());
    assertEquals(fromFile.out(), fromStdin.out());
  }

  @Test
  void anErrorInStandardInputIsLocatedInStdin() {
    Cli.Result r = Cli.runWithInput("012 Open\nXXR x\n", "pair", "-");

    assertEquals(3, r.code());
    assertEquals("<stdin>:2:5: expected a number of rounds from 1 to 999, found 'x'\n", r.err());
  }

  @Test
  void checkReadsStandardInputForDash() throws IOException {
    String identical = Files.readString(Paths.get(Cli.fixture("identical.trf")));

    Cli.Result r = Cli.runWithInput(identical, "check", "-s", InOrderTestSystem.ID, "-");

    assertEquals(0, r.code(), r.out() + r.err());
    assertEquals("checked 1 tournaments, 2 rounds: 2 identical, 0 different, 0 errors\n", r.out());
    Cli.Result twice = Cli.runWithInput(identical, "check", "-", "-");
    assertEquals(2, twice.code(), twice.err());
  }

  @Test
  void anEmptyFileIsBadInputNotZeroPairs(@TempDir Path dir) throws IOException {
    Path empty = Files.writeString(dir.resolve("empty.trf"), "");
    Path readme = Files.writeString(dir.resolve("README.md"), "# swiss\n\nAn embeddable library\n");

    Cli.Result r = Cli.run("pair", empty.toString());
    Cli.Result text = Cli.run("pair", readme.toString());
    Cli.Result stdin = Cli.runWithInput("", "pair", "-");

    assertEquals(3, r.code());
    assertEquals(
        empty
            + ":1:1: expected a TRF file with at least one player line (001), found an empty"
            + " file\n",
        r.err());
    assertEquals(3, text.code());
    assertTrue(text.err().startsWith(readme + ":1:1: expected a TRF record code"), text.err());
    assertEquals(3, stdin.code());
    assertTrue(stdin.err().startsWith("<stdin>:1:1: "), stdin.err());
    assertEquals("", r.out() + text.out() + stdin.out());
  }

  @Test
  void aRematchIsReadOnlyWhenAllowed() {
    String file = Cli.fixture("rematch.trf");

    Cli.Result refused = Cli.run("pair", "-s", InOrderTestSystem.ID, file);
    Cli.Result allowed =
        Cli.run("pair", "-s", InOrderTestSystem.ID, "--allow", "rematch", file, "--round", "2");
    Cli.Result unknown = Cli.run("pair", "--allow", "anything", file);

    assertEquals(3, refused.code());
    assertTrue(
        refused.err().startsWith(file + ":3:102: expected an opponent player 1 has not played"),
        refused.err());
    assertTrue(refused.err().contains("--allow rematch"), refused.err());
    assertEquals(4, allowed.code(), allowed.err());
    assertEquals(2, unknown.code(), unknown.err());
  }
}
