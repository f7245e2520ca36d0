package org.swisschess.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.swisschess.trf.Trf.b;
import static org.swisschess.trf.Trf.player;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

/**
 * What is not a tournament is refused with a located error (issue 14), and an absurd input is
 * refused where it becomes absurd, before it fills the heap (issue 21): the reader reads one line
 * at a time and never needs the rest of the text to find the error.
 */
class HostileInputTests {

  private static TrfException refused(String text) {
    return assertThrows(TrfException.class, () -> TrfReader.parse(text, "h.trf"));
  }

  @Test
  void anEmptyFileIsNotATournament() {
    assertEquals(
        "h.trf:1:1: expected a TRF file with at least one player line (001), found an empty file",
        refused("").getMessage());
  }

  @Test
  @EnabledOnOs(OS.LINUX)
  void devNullIsNotATournament() {
    TrfException e = assertThrows(TrfException.class, () -> TrfReader.read(Path.of("/dev/null")));
    assertEquals(
        "/dev/null:1:1: expected a TRF file with at least one player line (001), found an empty"
            + " file",
        e.getMessage());
  }

  @Test
  void blankLinesAreNotATournament() {
    assertEquals(
        "h.trf:3:1: expected a TRF file with at least one player line (001), found only blank"
            + " lines",
        refused("\n \r\n\t\n").getMessage());
  }

  @Test
  void textThatIsNotTrfIsRefusedAtItsFirstLine() {
    assertEquals(
        "h.trf:2:1: expected a TRF record code such as 001 or 012 in columns 1-3 (this is not a"
            + " TRF file), found 'root:x:0:0:root:/root:/bin/bash'",
        refused("\nroot:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1::/usr/sbin:/usr/sbin/nologin\n")
            .getMessage());
    assertEquals(
        "h.trf:1:1: expected a TRF record code such as 001 or 012 in columns 1-3 (this is not a"
            + " TRF file), found '# swiss An embeddable Java library that ...'",
        refused("# swiss An embeddable Java library that pairs Swiss-system chess tournaments\n")
            .getMessage());
  }

  @Test
  void recordsWithoutAPlayerAreRefusedAtTheEnd() {
    assertEquals(
        "h.trf:2:6: expected at least one player line (001) in the file, found end of file after"
            + " 2 lines",
        refused("012 Open\nXXR 5\n").getMessage());
  }

  @Test
  void aLineWiderThanAnyRecordIsRefusedAtTheFirstCharacterTooMany() {
    TrfException e =
        assertThrows(
            TrfException.class,
            () -> TrfReader.read(endless('x'), "wide.trf", Set.of(), TrfLimits.DEFAULT));
    assertEquals(
        "wide.trf:1:100001: expected a line of at most 100,000 characters (no TRF record is that"
            + " wide), found a longer line",
        e.getMessage());
  }

  @Test
  void moreLinesThanAnyTournamentNeedsAreRefusedAtTheFirstLineTooMany() {
    // an endless stream of blank lines: the reader stops at the limit, it does not read on
    TrfException e =
        assertThrows(
            TrfException.class,
            () -> TrfReader.read(endless('\n'), "blank.trf", Set.of(), TrfLimits.DEFAULT));
    assertEquals(
        "blank.trf:1000001:1: expected at most 1,000,000 lines (more than the records of any"
            + " tournament need), found more lines",
        e.getMessage());
  }

  @Test
  void moreTextThanTheLargestTournamentIsRefused() {
    TrfLimits small = new TrfLimits(100, 1000, 250);
    String line = "### " + "x".repeat(95) + "\n"; // 100 characters
    TrfException e =
        assertThrows(
            TrfException.class, () -> TrfReader.parse(line.repeat(3), "big.trf", Set.of(), small));
    assertEquals(
        "big.trf:3:51: expected at most 250 characters (far more than the largest legal TRF"
            + " file, 9,999 players by 999 rounds, holds), found more",
        e.getMessage());
  }

  @Test
  void theLimitsThemselvesAreAllowed() throws TrfException {
    TrfLimits limits = new TrfLimits(200, 4, 1000);
    String text =
        String.join(
            "\n",
            "### " + "x".repeat(196),
            player(1, "A", 0, "1.0", 0, b(2, 'w', '1')),
            player(2, "B", 0, "0.0", 0, b(1, 'b', '0')),
            "");
    assertEquals(
        2, TrfReader.parse(text, "ok.trf", Set.of(), limits).tournament().players().size());
  }

  @Test
  void aByteThatIsNotUtf8IsLocatedEvenPastTheFirstBuffer() {
    StringBuilder text = new StringBuilder();
    while (text.length() < 70_000) {
      text.append("### ").append("y".repeat(95)).append('\n');
    }
    int lines = text.length() / 100;
    byte[] head = text.toString().getBytes(StandardCharsets.US_ASCII);
    byte[] bytes = new byte[head.length + 4];
    System.arraycopy(head, 0, bytes, 0, head.length);
    bytes[head.length] = '#';
    bytes[head.length + 1] = '#';
    bytes[head.length + 2] = (byte) 0xc3; // a lead byte followed by no continuation
    bytes[head.length + 3] = '(';
    TrfException e =
        assertThrows(
            TrfException.class,
            () ->
                TrfReader.read(
                    new ByteArrayInputStream(bytes), "bytes.trf", Set.of(), TrfLimits.DEFAULT));
    assertEquals(
        "bytes.trf:"
            + (lines + 1)
            + ":3: expected UTF-8 text, found bytes that are not UTF-8 (0xC3)",
        e.getMessage());
  }

  @Test
  void crlfSplitAcrossBuffersIsOneLineEnd(@org.junit.jupiter.api.io.TempDir Path dir)
      throws Exception {
    // the CR is the last byte of the reader's first 64 KiB buffer, the LF the first of the next
    String first = "### " + "z".repeat(64 * 1024 - 5) + "\r\n";
    String text =
        first
            + player(1, "A", 0, "1.0", 0, b(2, 'w', '1'))
            + "\r\n"
            + player(2, "B", 0, "0.0", 0, b(1, 'b', '0'))
            + "\r\n";
    Path f = dir.resolve("crlf.trf");
    Files.writeString(f, text, StandardCharsets.UTF_8);
    TrfDocument doc = TrfReader.read(f);
    assertEquals(3, doc.lines().size());
    assertEquals("\r\n", doc.lineEnding());
    assertEquals(text, TrfWriter.write(doc));
  }

  /** A stream that never ends, of one character. */
  private static InputStream endless(char c) {
    return new InputStream() {
      @Override
      public int read() {
        return c;
      }

      @Override
      public int read(byte[] b, int off, int len) {
        java.util.Arrays.fill(b, off, off + len, (byte) c);
        return len;
      }
    };
  }
}
