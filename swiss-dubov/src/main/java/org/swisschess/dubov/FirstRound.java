package org.swisschess.dubov;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.Points;

/**
 * Dubov 5: the first round. The list (pairing-number order) is halved, the upper half meets the
 * lower half board by board, the lot (the tournament's initial colour) gives the upper player of
 * board 1 his colour, and the colours alternate from board to board.
 */
final class FirstRound {

  private final RoundContext ctx;
  private final List<String> log;

  FirstRound(RoundContext ctx, List<String> log) {
    this.ctx = ctx;
    this.log = log;
  }

  /**
   * Returns the boards in the order of chapter 5. With accelerations the halving is done score
   * group by score group, an odd group's last player joining the next group (README 5); a pair that
   * a forbidden pair rules out takes the next right-hand player instead (README 5).
   */
  List<Board> pair() {
    List<Board> boards = new ArrayList<>();
    List<Entrant> carry = new ArrayList<>();
    List<Map.Entry<Points, List<Entrant>>> groups =
        new ArrayList<>(ctx.unpairedScoreGroups().entrySet());
    for (int g = 0; g < groups.size(); g++) {
      List<Entrant> list = new ArrayList<>(carry);
      groups.get(g).getValue().stream().filter(ctx::isUnpaired).forEach(list::add);
      boolean last = g == groups.size() - 1;
      List<Entrant> odd = new ArrayList<>();
      if (list.size() % 2 != 0 && !last) {
        odd.add(list.remove(list.size() - 1));
      }
      int half = list.size() / 2;
      List<Entrant> left = list.subList(0, half);
      List<Entrant> right = List.copyOf(list.subList(half, list.size()));
      // README 5: a forbidden pair is mended by the first transposition of the right-hand list,
      // in the order of the other FIDE Swiss systems (Dutch D.1: the lowest players change first),
      // that gives every left-hand player an opponent he may meet: chapter 5 "leads to identical
      // results as the procedures used within the other FIDE Swiss Systems"
      java.util.Optional<int[]> rows =
          left.size() == right.size()
              ? RowAssignment.first(
                  left.size(), (i, j) -> ctx.compatible(left.get(i), right.get(j)))
              : java.util.Optional.empty();
      for (int i = 0; i < left.size(); i++) {
        Entrant x = left.get(i);
        if (ctx.isUnpaired(x)) {
          addBoard(
              boards, x, rows.isPresent() ? right.get(rows.get()[i]) : partner(x, i, right, list));
        }
      }
      carry = new ArrayList<>();
      list.stream().filter(ctx::isUnpaired).forEach(carry::add);
      carry.addAll(odd);
    }
    // README 5: whoever a forbidden pair left over is paired so that everybody can be.
    for (Entrant x : carry) {
      if (ctx.isUnpaired(x)) {
        addBoard(boards, x, partner(x, 0, List.of(), carry));
      }
    }
    return boards;
  }

  private void addBoard(List<Board> boards, Entrant x, Entrant partner) {
    ctx.pair(x, partner);
    int boardNumber = boards.size() + 1;
    boolean upperWhite = (boardNumber % 2 == 1) == (ctx.tournament.initialColour() == Colour.WHITE);
    boards.add(upperWhite ? new Board(x.id(), partner.id()) : new Board(partner.id(), x.id()));
    log.add(
        "5: board "
            + boardNumber
            + ": "
            + x.id()
            + " - "
            + partner.id()
            + ", "
            + x.id()
            + " has "
            + (upperWhite ? "white" : "black"));
  }

  private Entrant partner(Entrant x, int row, List<Entrant> right, List<Entrant> left) {
    // The player facing row i first, then those below him, then those above, nearest first.
    List<Entrant> candidates =
        new ArrayList<>(right.subList(Math.min(row, right.size()), right.size()));
    for (int i = Math.min(row, right.size()) - 1; i >= 0; i--) {
      candidates.add(right.get(i));
    }
    candidates.addAll(left);
    // With accelerated score groups the only partner left may sit in another group.
    candidates.addAll(ctx.unpairedEntrants());
    // Without forbidden pairs everybody may meet everybody in round 1; the guard is then idle.
    boolean guarded = !ctx.tournament.forbiddenPairs().isEmpty();
    for (Entrant c : candidates) {
      if (!c.equals(x) && ctx.pairable(x, c, guarded)) {
        return c;
      }
    }
    throw new IllegalStateException(
        "first round: no partner for " + x.id() + " although the rest was pairable");
  }
}
