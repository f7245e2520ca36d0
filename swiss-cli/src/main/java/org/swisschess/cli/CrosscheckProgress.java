package org.swisschess.cli;

import java.io.PrintWriter;
import java.util.Locale;

/**
 * Reports a cross-check's progress on stderr with an estimate of the time left: rewritten in place
 * on a terminal, a line every 5% otherwise. Called from worker threads.
 */
final class CrosscheckProgress {

  private final PrintWriter err;
  private final long total;
  private final boolean terminal;
  private final long start = System.nanoTime();
  private long done;

  CrosscheckProgress(PrintWriter err, long total, boolean terminal) {
    this.err = err;
    this.total = total;
    this.terminal = terminal;
  }

  synchronized void done(int notAgreeing) {
    done++;
    if (!terminal && done % Math.max(1L, total / 20) != 0 && done != total) {
      return;
    }
    double elapsed = (System.nanoTime() - start) / 1e9;
    long left = Math.round(elapsed / done * (total - done));
    String line =
        String.format(
            Locale.ROOT,
            "crosscheck: %d/%d tournaments, %d not agreeing, about %s left",
            done,
            total,
            notAgreeing,
            duration(left));
    if (terminal) {
      err.print("\r" + line + "   ");
    } else {
      err.println(line);
    }
    err.flush();
  }

  synchronized void finish() {
    if (terminal && done > 0) {
      err.println();
      err.flush();
    }
  }

  static String duration(long seconds) {
    if (seconds >= 3600) {
      return String.format(Locale.ROOT, "%dh%02dm", seconds / 3600, seconds % 3600 / 60);
    }
    if (seconds >= 60) {
      return String.format(Locale.ROOT, "%dm%02ds", seconds / 60, seconds % 60);
    }
    return seconds + "s";
  }
}
