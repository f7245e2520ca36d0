package org.swisschess.trf;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Reads TRF-16 files with the JaVaFo/bbpPairings extensions and the TRF-2026 records.
 *
 * <p>Lines may end in CR, LF or CRLF. Every problem is a {@link TrfException} that names the file,
 * the line and the column; no other exception leaves the reader. Example:
 *
 * <pre>{@code
 * TrfDocument doc = TrfReader.read(Path.of("round5.trf"));
 * Pairing next = PairingSystems.require("dutch-2017")
 *     .pair(PairingRequest.of(doc.tournament(), doc.absentInNextRound()));
 * }</pre>
 */
public final class TrfReader {

  private TrfReader() {}

  /**
   * Reads a UTF-8 file.
   *
   * @param file the file, not null
   * @return never null
   * @throws TrfException if the file cannot be read (line 0, column 0) or is not valid TRF
   */
  public static TrfDocument read(Path file) throws TrfException {
    String source = file.toString();
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(file);
    } catch (IOException | SecurityException e) {
      throw new TrfException(source, 0, 0, "a readable file", e.toString());
    }
    String text;
    try {
      text =
          StandardCharsets.UTF_8
              .newDecoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .onUnmappableCharacter(CodingErrorAction.REPORT)
              .decode(ByteBuffer.wrap(bytes))
              .toString();
    } catch (CharacterCodingException e) {
      throw new TrfException(source, 0, 0, "UTF-8 text", "bytes that are not UTF-8");
    }
    return parse(text, source);
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
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(sourceName, "sourceName");
    String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
    List<String> lines = new ArrayList<>();
    String ending = null;
    int start = 0;
    int i = 0;
    while (i < body.length()) {
      char c = body.charAt(i);
      if (c == '\r' || c == '\n') {
        lines.add(body.substring(start, i));
        String thisEnding =
            c == '\r' && i + 1 < body.length() && body.charAt(i + 1) == '\n'
                ? "\r\n"
                : String.valueOf(c);
        if (ending == null) {
          ending = thisEnding;
        }
        i += thisEnding.length();
        start = i;
      } else {
        i++;
      }
    }
    boolean finalNewline = start == body.length();
    if (!finalNewline) {
      lines.add(body.substring(start));
    }
    return new TrfAssembler(sourceName, lines, ending == null ? "\n" : ending, finalNewline)
        .assemble();
  }
}
