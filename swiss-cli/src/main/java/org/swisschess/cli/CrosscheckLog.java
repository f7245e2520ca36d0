package org.swisschess.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * The folder of a cross-check run: {@code run.properties} (the settings, so that a resumed run is
 * the same run), {@code results.tsv} (one line per tournament, appended as each one ends, so that a
 * stopped run loses at most the tournaments under way) and {@code discrepancies/}.
 */
final class CrosscheckLog implements AutoCloseable {

  static final String SETTINGS = "run.properties";
  static final String RESULTS = "results.tsv";

  private final Path folder;
  private final BufferedWriter out;

  private CrosscheckLog(Path folder, BufferedWriter out) {
    this.folder = folder;
    this.out = out;
  }

  /**
   * Opens the folder for a run with {@code settings}: a new folder gets them; a folder that holds a
   * run must hold the same settings (then the run resumes).
   *
   * @throws CliException (usage) if the folder holds a run with other settings; (bad input) if it
   *     cannot be written
   */
  static CrosscheckLog open(Path folder, Map<String, String> settings) {
    try {
      Files.createDirectories(folder);
      Path file = folder.resolve(SETTINGS);
      if (Files.exists(file)) {
        Map<String, String> before = readSettings(file);
        if (!before.equals(new TreeMap<>(settings))) {
          throw new CliException(
              ExitCode.USAGE,
              folder
                  + " holds a run with other settings ("
                  + before
                  + "); to resume it, give the same options; else name another --out folder");
        }
      } else {
        Properties p = new Properties();
        p.putAll(settings);
        try (var w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
          p.store(w, "swiss crosscheck");
        }
      }
      dropLineCutShort(folder.resolve(RESULTS));
      BufferedWriter w =
          Files.newBufferedWriter(
              folder.resolve(RESULTS),
              StandardCharsets.UTF_8,
              StandardOpenOption.CREATE,
              StandardOpenOption.APPEND);
      return new CrosscheckLog(folder, w);
    } catch (IOException e) {
      throw new CliException(ExitCode.BAD_INPUT, "cannot write to " + folder + ": " + e, e);
    }
  }

  /** A run stopped while writing leaves a last line without its end: it is dropped. */
  private static void dropLineCutShort(Path results) throws IOException {
    if (!Files.exists(results)) {
      return;
    }
    byte[] bytes = Files.readAllBytes(results);
    int end = bytes.length;
    while (end > 0 && bytes[end - 1] != '\n') {
      end--;
    }
    if (end < bytes.length) {
      try (var ch = java.nio.channels.FileChannel.open(results, StandardOpenOption.WRITE)) {
        ch.truncate(end);
      }
    }
  }

  /** Returns the settings a folder's run was started with. */
  static Map<String, String> readSettings(Path file) throws IOException {
    Properties p = new Properties();
    try (var r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      p.load(r);
    }
    Map<String, String> m = new TreeMap<>();
    p.forEach((k, v) -> m.put(k.toString(), v.toString()));
    return m;
  }

  /**
   * Returns the results a folder holds; a last line cut short by a stopped run is left out.
   *
   * @throws CliException (bad input) naming the file and line of a line that is not a result
   */
  static List<CrosscheckRow> results(Path folder) {
    Path file = folder.resolve(RESULTS);
    List<CrosscheckRow> rows = new ArrayList<>();
    if (!Files.exists(file)) {
      return rows;
    }
    try {
      String text = Files.readString(file, StandardCharsets.UTF_8);
      String[] lines = text.split("\n", -1);
      for (int i = 0; i < lines.length; i++) {
        if (lines[i].isEmpty()) {
          continue;
        }
        boolean last = i == lines.length - 1; // not ended by a line end: cut short
        try {
          CrosscheckRow row = CrosscheckRow.parse(lines[i]);
          if (!last) {
            rows.add(row);
          }
        } catch (IllegalArgumentException e) {
          if (!last) {
            throw new CliException(
                ExitCode.BAD_INPUT, file + ":" + (i + 1) + ": " + e.getMessage(), e);
          }
        }
      }
    } catch (IOException e) {
      throw new CliException(ExitCode.BAD_INPUT, "cannot read " + file + ": " + e, e);
    }
    return rows;
  }

  /** Returns the folder where discrepant files are kept. */
  Path discrepancies() {
    return folder.resolve("discrepancies");
  }

  /** Appends a result, flushed at once. */
  synchronized void append(CrosscheckRow row) {
    try {
      out.write(row.toLine());
      out.write('\n');
      out.flush();
    } catch (IOException e) {
      throw new CliException(ExitCode.BAD_INPUT, "cannot write " + folder + ": " + e, e);
    }
  }

  @Override
  public void close() {
    try {
      out.close();
    } catch (IOException e) {
      // the results were flushed line by line
    }
  }
}
