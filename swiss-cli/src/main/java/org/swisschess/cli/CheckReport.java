package org.swisschess.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.swisschess.api.Board;
import org.swisschess.api.Pairing;
import org.swisschess.api.RecordedRound;

/** Prints the rounds of a check that did not agree with the file, side by side, and the totals. */
final class CheckReport {

  private static final String MARK = " | ";
  private static final String SAME = "   ";

  private final PrintWriter out;
  private final boolean debug;
  private long tournaments;
  private long rounds;
  private long identical;
  private long different;
  private long errors;
  private long standingsFiles;
  private long standingsChecked;
  private long standingsWrong;
  private long standingsErrors;

  CheckReport(PrintWriter out, boolean debug) {
    this.out = out;
    this.debug = debug;
  }

  /** Adds one file to the totals and prints what did not agree. */
  void add(TournamentCheck check) {
    tournaments++;
    rounds += check.rounds().size();
    identical += check.count(RoundCheck.Outcome.IDENTICAL);
    different += check.count(RoundCheck.Outcome.DIFFERENT);
    errors += check.errors();
    if (check.error().isPresent()) {
      out.println(check.error().get());
      return;
    }
    String system = check.systemId().orElse("?");
    for (RoundCheck r : check.rounds()) {
      String head = check.source() + " round " + r.round() + " (" + system + "): ";
      switch (r.outcome()) {
        case IDENTICAL -> {}
        case ERROR -> {
          out.println(head + "error: " + r.error().orElse("?"));
          if (debug) {
            r.cause().ifPresent(t -> t.printStackTrace(out));
          }
        }
        case DIFFERENT -> {
          out.println(head + "different");
          printSideBySide(r.recorded(), r.ours().orElseThrow());
        }
      }
    }
  }

  /** Adds the standings check of one file and prints its wrong ranks and values. */
  void add(StandingsCheck check) {
    standingsFiles++;
    if (check.error().isPresent()) {
      standingsErrors++;
      out.println(check.error().get());
      return;
    }
    standingsChecked += check.checked();
    standingsWrong += check.problems().size();
    for (String problem : check.problems()) {
      out.println(check.source() + " standings (" + check.list() + "): " + problem);
    }
  }

  /** Returns whether everything agreed. */
  boolean allIdentical() {
    return different == 0 && errors == 0 && standingsWrong == 0 && standingsErrors == 0;
  }

  /** Returns the line that sums up the standings checks. */
  String standingsSummary() {
    return "standings of "
        + standingsFiles
        + " tournaments: "
        + standingsChecked
        + " ranks and values checked, "
        + standingsWrong
        + " wrong, "
        + standingsErrors
        + " errors";
  }

  /** Returns the one summary line. */
  String summary() {
    return "checked "
        + tournaments
        + " tournaments, "
        + rounds
        + " rounds: "
        + identical
        + " identical, "
        + different
        + " different, "
        + errors
        + " errors";
  }

  private void printSideBySide(RecordedRound recorded, Pairing ours) {
    List<String[]> rows = new ArrayList<>();
    rows.add(new String[] {"file", "swiss"});
    List<Board> expected = new ArrayList<>(recorded.boards());
    expected.addAll(recorded.colourless());
    expected.sort(Comparator.comparingInt(CheckReport::higherRanked));
    List<Board> unmatched = new ArrayList<>(ours.boards());
    List<Board> left = new ArrayList<>();
    List<Board> right = new ArrayList<>();
    for (Board b : expected) {
      Optional<Board> same =
          unmatched.stream()
              .filter(o -> RecordedRound.lowerFirst(o).equals(RecordedRound.lowerFirst(b)))
              .findFirst();
      same.ifPresent(unmatched::remove);
      left.add(b);
      right.add(same.orElse(null));
    }
    // Boards of ours that pair other players fill the gaps in order, so that the eye reads across.
    unmatched.sort(Comparator.comparingInt(CheckReport::higherRanked));
    for (int i = 0; i < right.size() && !unmatched.isEmpty(); i++) {
      if (right.get(i) == null) {
        right.set(i, unmatched.remove(0));
      }
    }
    for (Board extra : unmatched) {
      left.add(null);
      right.add(extra);
    }
    for (int i = 0; i < left.size(); i++) {
      Board b = left.get(i);
      String l =
          b == null
              ? ""
              : recorded.colourless().contains(b) ? b.white() + " ? " + b.black() : text(b);
      rows.add(new String[] {l, right.get(i) == null ? "" : text(right.get(i))});
    }
    rows.add(new String[] {bye(recorded.pairingAllocatedBye()), bye(ours.pairingAllocatedBye())});
    int width = rows.stream().mapToInt(r -> r[0].length()).max().orElse(0);
    for (int i = 0; i < rows.size(); i++) {
      String[] row = rows.get(i);
      boolean agree =
          i == 0 || row[0].equals(row[1]) || (row[0].contains("?") && sameSet(row[0], row[1]));
      out.println(
          "  " + row[0] + " ".repeat(width - row[0].length()) + (agree ? SAME : MARK) + row[1]);
    }
  }

  /**
   * A colourless file board ("3 ? 7") agrees with either colour allocation of the same two players.
   */
  private static boolean sameSet(String colourless, String ours) {
    String[] a = colourless.split(" \\? ");
    String[] b = ours.split(" - ");
    return b.length == 2
        && ((a[0].equals(b[0]) && a[1].equals(b[1])) || (a[0].equals(b[1]) && a[1].equals(b[0])));
  }

  private static int higherRanked(Board b) {
    return Math.min(b.white(), b.black());
  }

  private static String text(Board b) {
    return b.white() + " - " + b.black();
  }

  private static String bye(OptionalInt pab) {
    return pab.isPresent() ? "bye " + pab.getAsInt() : "no bye";
  }
}
