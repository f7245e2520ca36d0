package org.swisschess.trf;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * Reads TRF-16 files with the JaVaFo/bbpPairings extensions and the TRF-2026 records.
 *
 * <p>Lines may end in CR, LF or CRLF. The text is read in one pass, line by line, and a file far
 * larger than any tournament (a line wider than any record, more lines than the records can hold)
 * is refused where it becomes absurd. Every problem is a {@link TrfException} that names the file,
 * the line and the column; no other exception leaves the reader. Example:
 *
 * <pre>{@code
 * TrfDocument doc = TrfReader.read(Path.of("round5.trf"));
 * Pairing next = PairingSystems.require("dutch-2017").pair(PairingRequest.of(doc.tournament()));
 * }</pre>
 *
 * <p>A history that shows what the rules forbid but an arbiter may decide (a rematch, a second
 * pairing-allocated bye) is refused unless the caller accepts it with an {@link ArbiterDecision}.
 */
public final class TrfReader {

  private static final int BUFFER = 64 * 1024;

  private TrfReader() {}

  /**
   * Reads a UTF-8 file.
   *
   * @param file the file, not null
   * @return never null
   * @throws TrfException if the file cannot be read (line 0, column 0) or is not valid TRF
   */
  public static TrfDocument read(Path file) throws TrfException {
    return read(file, Set.of());
  }

  /**
   * Reads a UTF-8 file, accepting the arbiter's decisions named.
   *
   * @param file the file, not null
   * @param accepted what the history may show although the rules forbid it, not null
   * @return never null
   * @throws TrfException if the file cannot be read (line 0, column 0) or is not valid TRF
   */
  public static TrfDocument read(Path file, Set<ArbiterDecision> accepted) throws TrfException {
    String source = file.toString();
    try (InputStream in = Files.newInputStream(file)) {
      return read(in, source, accepted, TrfLimits.DEFAULT);
    } catch (IOException | SecurityException e) {
      throw new TrfException(source, 0, 0, "a readable file", e.toString());
    }
  }

  /**
   * Reads UTF-8 text from a stream, such as standard input; the stream is read to its end and not
   * closed.
   *
   * @param in the stream, not null
   * @param sourceName the name used in error messages, such as {@code <stdin>}; not null
   * @param accepted what the history may show although the rules forbid it, not null
   * @return never null
   * @throws TrfException if the stream cannot be read (line 0, column 0) or is not valid TRF
   */
  public static TrfDocument read(InputStream in, String sourceName, Set<ArbiterDecision> accepted)
      throws TrfException {
    try {
      return read(in, sourceName, accepted, TrfLimits.DEFAULT);
    } catch (IOException e) {
      throw new TrfException(sourceName, 0, 0, "a readable stream", e.toString());
    }
  }

  /**
   * Parses TRF text.
   *
   * @param text the whole text, not null
   * @param sourceName the name used in error messages, not null
   * @return never null
   * @throws TrfException if the text is not valid TRF
   */
  public static TrfDocument parse(String text, String sourceName) throws TrfException {
    return parse(text, sourceName, Set.of());
  }

  /**
   * Parses TRF text, accepting the arbiter's decisions named.
   *
   * @param text the whole text, not null
   * @param sourceName the name used in error messages, not null
   * @param accepted what the history may show although the rules forbid it, not null
   * @return never null
   * @throws TrfException if the text is not valid TRF
   */
  public static TrfDocument parse(String text, String sourceName, Set<ArbiterDecision> accepted)
      throws TrfException {
    return parse(text, sourceName, accepted, TrfLimits.DEFAULT);
  }

  static TrfDocument parse(
      String text, String sourceName, Set<ArbiterDecision> accepted, TrfLimits limits)
      throws TrfException {
    Objects.requireNonNull(text, "text");
    TrfAssembler assembler = assembler(sourceName, accepted);
    LineSplitter lines = new LineSplitter(sourceName, limits, assembler::accept);
    lines.feed(text);
    lines.finish();
    return assembler.finish(lines.lineEnding(), lines.finalNewline());
  }

  /** Decodes and splits as the bytes arrive: the whole text is never held at once. */
  static TrfDocument read(
      InputStream in, String sourceName, Set<ArbiterDecision> accepted, TrfLimits limits)
      throws IOException, TrfException {
    Objects.requireNonNull(in, "in");
    TrfAssembler assembler = assembler(sourceName, accepted);
    LineSplitter lines = new LineSplitter(sourceName, limits, assembler::accept);
    CharsetDecoder decoder =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer bytes = ByteBuffer.allocate(BUFFER);
    CharBuffer chars = CharBuffer.allocate(BUFFER);
    boolean end = false;
    while (!end) {
      int n = in.read(bytes.array(), bytes.position(), bytes.remaining());
      if (n < 0) {
        end = true;
      } else {
        bytes.position(bytes.position() + n);
      }
      bytes.flip();
      CoderResult result;
      do {
        result = decoder.decode(bytes, chars, end);
        decode(result, bytes, chars, lines);
      } while (result.isOverflow());
      bytes.compact();
    }
    bytes.flip();
    CoderResult result;
    do {
      result = decoder.flush(chars);
      decode(result, bytes, chars, lines);
    } while (result.isOverflow());
    lines.finish();
    return assembler.finish(lines.lineEnding(), lines.finalNewline());
  }

  private static void decode(
      CoderResult result, ByteBuffer bytes, CharBuffer chars, LineSplitter lines)
      throws TrfException {
    chars.flip();
    lines.feed(chars);
    chars.clear();
    if (result.isError()) {
      StringBuilder found = new StringBuilder("bytes that are not UTF-8 (");
      for (int i = 0; i < result.length(); i++) {
        found
            .append(i == 0 ? "" : " ")
            .append(String.format(Locale.ROOT, "0x%02X", bytes.get(bytes.position() + i) & 0xff));
      }
      throw lines.errorHere("UTF-8 text", found.append(')').toString());
    }
  }

  private static TrfAssembler assembler(String sourceName, Set<ArbiterDecision> accepted) {
    Objects.requireNonNull(sourceName, "sourceName");
    Set<ArbiterDecision> decisions = EnumSet.noneOf(ArbiterDecision.class);
    decisions.addAll(accepted);
    return new TrfAssembler(sourceName, decisions);
  }
}
