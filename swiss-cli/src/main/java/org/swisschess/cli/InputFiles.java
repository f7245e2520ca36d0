package org.swisschess.cli;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Small text files an option names (a field's ratings, a results table): read whole, bounded. */
final class InputFiles {

  /** Far above any field or table; a bigger file is a mistake, not an input. */
  static final long MAX_BYTES = 16L << 20;

  private InputFiles() {}

  /**
   * Returns the file's text.
   *
   * @throws CliException with {@link ExitCode#BAD_INPUT} naming the option and the file
   */
  static String readSmall(String file, String option) {
    Path p = Path.of(file);
    try {
      if (Files.size(p) > MAX_BYTES) {
        throw new CliException(
            ExitCode.BAD_INPUT,
            option + " " + file + ": larger than " + (MAX_BYTES >> 20) + " MiB");
      }
      return new String(Files.readAllBytes(p), StandardCharsets.UTF_8);
    } catch (CharacterCodingException e) {
      throw new CliException(ExitCode.BAD_INPUT, option + " " + file + ": not UTF-8 text", e);
    } catch (IOException e) {
      throw new CliException(ExitCode.BAD_INPUT, option + " cannot read " + file + ": " + e, e);
    }
  }
}
