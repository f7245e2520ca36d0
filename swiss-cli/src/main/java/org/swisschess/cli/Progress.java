package org.swisschess.cli;

import java.io.PrintWriter;

/**
 * Reports how many files a long check has done, on stderr: a counter rewritten in place on a
 * terminal, an occasional line otherwise (a log should not fill with carriage returns).
 */
final class Progress {

  /** Fewer files than this finish quickly enough to need no progress report. */
  static final int QUIET_UP_TO = 10;

  private final PrintWriter err;
  private final int total;
  private final boolean terminal;
  private final int every;
  private int shown;

  Progress(PrintWriter err, int total, boolean terminal) {
    this.err = err;
    this.total = total;
    this.terminal = terminal;
    this.every = Math.max(10, total / 20);
  }

  /** Reports that {@code done} files are finished. */
  void update(int done) {
    if (total <= QUIET_UP_TO) {
      return;
    }
    if (terminal) {
      String line = "checked " + done + "/" + total + " files";
      err.print("\r" + line);
      shown = line.length();
      if (done == total) {
        clear();
      }
      err.flush();
    } else if (done % every == 0 || done == total) {
      err.println("checked " + done + "/" + total + " files");
      err.flush();
    }
  }

  /** Removes the counter from a terminal line, so that a report printed now starts clean. */
  void clear() {
    if (terminal && shown > 0) {
      err.print("\r" + " ".repeat(shown) + "\r");
      err.flush();
      shown = 0;
    }
  }
}
