package org.swisschess.cli;

import java.io.InputStream;
import java.nio.file.Path;
import java.util.Set;
import org.swisschess.trf.ArbiterDecision;
import org.swisschess.trf.TrfDocument;
import org.swisschess.trf.TrfException;
import org.swisschess.trf.TrfReader;

/** Reads the tournament a command names: a TRF file, or standard input for {@code -}. */
final class TrfInput {

  /** How messages name standard input. */
  static final String STDIN = "<stdin>";

  private TrfInput() {}

  /** Returns whether {@code file} stands for standard input. */
  static boolean isStdin(Path file) {
    return file.toString().equals("-");
  }

  /** Returns the name messages use for {@code file}. */
  static String name(Path file) {
    return isStdin(file) ? STDIN : file.toString();
  }

  /**
   * Reads {@code file}, or {@code stdin} when the file is {@code -}.
   *
   * @throws TrfException located in the file, or in {@code <stdin>}
   */
  static TrfDocument read(Path file, Set<ArbiterDecision> accepted, InputStream stdin)
      throws TrfException {
    return isStdin(file) ? TrfReader.read(stdin, STDIN, accepted) : TrfReader.read(file, accepted);
  }
}
