package org.swisschess.cli;

import java.io.PrintWriter;
import org.swisschess.sim.SimulationProgress;

/**
 * Reports on stderr how many tournaments a long run has done: a counter rewritten in place on a
 * terminal, a line every 5% otherwise. Called from worker threads.
 */
final class TournamentProgress implements SimulationProgress {

  private final PrintWriter err;
  private final String verb;
  private final boolean terminal;
  private int shown;

  TournamentProgress(PrintWriter err, String verb, boolean terminal) {
    this.err = err;
    this.verb = verb;
    this.terminal = terminal;
  }

  @Override
  public synchronized void tournamentDone(int done, int total) {
    if (total <= Progress.QUIET_UP_TO) {
      return;
    }
    String line = verb + " " + done + "/" + total + " tournaments";
    if (terminal) {
      err.print("\r" + line);
      shown = line.length();
      if (done == total) {
        err.print("\r" + " ".repeat(shown) + "\r");
      }
    } else if (done % Math.max(10, total / 20) == 0 || done == total) {
      err.println(line);
    }
    err.flush();
  }
}
