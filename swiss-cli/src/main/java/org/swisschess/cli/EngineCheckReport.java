package org.swisschess.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.IntFunction;
import org.swisschess.api.Board;
import org.swisschess.api.BoardOrder;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.Points;
import org.swisschess.api.RecordedRound;

/**
 * The report of {@code swiss --dutch FILE -c}, in bbpPairings' form: a line {@code NAME: Round #r}
 * per round, and after a round that differs from the file a table of the pairs this system makes
 * that the file does not ("Checker pairings", the PAB as {@code id - 0}) beside the file's pairs of
 * the same players ("Tournament pairings"), then a blank line; a round without a valid pairing says
 * so. The report ends with a blank line.
 */
final class EngineCheckReport {

  private final PrintWriter out;
  private final String name;

  EngineCheckReport(PrintWriter out, String name) {
    this.out = out;
    this.name = name;
  }

  /**
   * Prints one round.
   *
   * @param check the round re-paired
   * @param score each player's score before the round, to list the file's pairs in board order
   */
  void add(RoundCheck check, IntFunction<Points> score) {
    out.println(name + ": Round #" + check.round());
    switch (check.outcome()) {
      case IDENTICAL -> {}
      case DIFFERENT -> table(check.recorded(), check.ours().orElseThrow(), score);
      case ERROR -> {
        if (check.cause().orElse(null) instanceof NoValidPairingException) {
          out.println("No valid pairing exists for round " + check.round() + ".");
        } else {
          out.println(
              "Error checking round " + check.round() + ": " + check.error().orElse("unknown"));
        }
        out.println();
      }
    }
  }

  /** Ends the report. */
  void finish() {
    out.println();
    out.flush();
  }

  /** A pair of the table: white and black, black 0 for the PAB. */
  private record Pair(int white, int black) {}

  private void table(RecordedRound recorded, Pairing ours, IntFunction<Points> score) {
    List<Pair> checker = new ArrayList<>();
    Set<Integer> involved = new TreeSet<>();
    for (Board b : ours.boards()) {
      if (!recorded.boards().contains(b)
          && !recorded.colourless().contains(RecordedRound.lowerFirst(b))) {
        checker.add(new Pair(b.white(), b.black()));
        involved.add(b.white());
        involved.add(b.black());
      }
    }
    if (!ours.pairingAllocatedBye().equals(recorded.pairingAllocatedBye())) {
      ours.pairingAllocatedBye()
          .ifPresent(
              id -> {
                checker.add(new Pair(id, 0));
                involved.add(id);
              });
      recorded.pairingAllocatedBye().ifPresent(involved::add);
    }
    Set<Pair> file = new LinkedHashSet<>();
    for (int id : involved) {
      filePair(recorded, id).ifPresent(file::add);
    }
    // the file's games in publishing order (the system's are in it already), the PAB last
    List<Board> games = new ArrayList<>();
    List<Pair> tournament = new ArrayList<>();
    for (Pair p : file) {
      if (p.black() == 0) {
        tournament.add(p);
      } else {
        games.add(new Board(p.white(), p.black()));
      }
    }
    List<Board> ordered = BoardOrder.sort(games, score, id -> id);
    for (int i = ordered.size() - 1; i >= 0; i--) {
      tournament.add(0, new Pair(ordered.get(i).white(), ordered.get(i).black()));
    }
    out.println("  Checker pairings" + " ".repeat(8) + "Tournament pairings ");
    for (int i = 0; i < Math.max(checker.size(), tournament.size()); i++) {
      StringBuilder row = new StringBuilder("    ");
      row.append(i < checker.size() ? pair(checker.get(i)) : " ".repeat(9));
      row.append(" ".repeat(16));
      if (i < tournament.size()) {
        row.append(pair(tournament.get(i)));
      }
      out.println(row.toString().stripTrailing());
    }
    out.println();
  }

  private static Optional<Pair> filePair(RecordedRound recorded, int id) {
    for (Board b : recorded.boards()) {
      if (b.white() == id || b.black() == id) {
        return Optional.of(new Pair(b.white(), b.black()));
      }
    }
    for (Board b : recorded.colourless()) {
      if (b.white() == id || b.black() == id) {
        return Optional.of(new Pair(b.white(), b.black()));
      }
    }
    if (recorded.pairingAllocatedBye().equals(OptionalInt.of(id))) {
      return Optional.of(new Pair(id, 0));
    }
    return Optional.empty();
  }

  private static String pair(Pair p) {
    return String.format(Locale.ROOT, "%3d - %3d", p.white(), p.black());
  }
}
