package org.swisschess.rating1998;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.TreeSet;
import org.swisschess.api.Board;
import org.swisschess.api.BoardOrder;
import org.swisschess.api.Explanation;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.SearchLimit;

/**
 * Turns the paired brackets into the published pairing: colours (E), board order (F.1),
 * explanation.
 */
final class PairingReport {

  private final Field field;
  private final Map<Integer, Competitor> byId = new HashMap<>();

  PairingReport(Field field) {
    this.field = field;
    for (Competitor c : field.players()) {
      byId.put(c.id(), c);
    }
  }

  /**
   * The round cannot be paired: a maximum matching of the players who may meet (B.1 a, B.2) leaves
   * someone unpaired, or the bye to a player B.1 b does not allow. Every joining of C.13 would end
   * there, so it is said before any bracket is paired.
   */
  static NoValidPairingException noPairing(Field field) {
    Explanation.Builder e = Explanation.builder();
    e.section(
        "No valid pairing (B.1, B.2)",
        List.of(
            "players: " + BracketPairer.ids(field.players()),
            "no pairing of all of them keeps B.1 and B.2"
                + (field.players().size() % 2 == 1 ? " with a bye for a player B.1 b allows" : "")
                + " (a maximum matching of the players who may meet leaves one unpaired), so"
                + " even the one bracket C.13 would end with cannot be paired"));
    return new NoValidPairingException(
        "no pairing of round "
            + field.request().round()
            + " keeps the absolute criteria B.1 and B.2",
        e.build());
  }

  Pairing pairing(List<PairedBracket> steps, List<SearchLimit> limits) {
    ColourAllocator colours = new ColourAllocator(field.request().tournament().initialColour());
    List<Board> boards = new ArrayList<>();
    Explanation.Builder e = Explanation.builder();
    e.section(
        "Round " + field.request().round() + " (C.04.1, Swiss System Based on Rating)",
        List.of(
            "players to pair in A.2 order: " + BracketPairer.ids(field.players()),
            "absent or withdrawn, not paired (F.5): "
                + (field.request().absent().isEmpty()
                    ? "none"
                    : new TreeSet<>(field.request().absent()))));
    OptionalInt bye = OptionalInt.empty();
    for (int s = 0; s < steps.size(); s++) {
      PairedBracket step = steps.get(s);
      List<String> lines = new ArrayList<>(step.notes());
      lines.addAll(step.outcome().notes());
      StringBuilder pairs = new StringBuilder();
      for (Competitor[] pair : step.outcome().pairs()) {
        Board b = colours.allocate(pair[0], pair[1]);
        boards.add(b);
        pairs
            .append(pairs.length() == 0 ? "" : ", ")
            .append(b.white())
            .append('-')
            .append(b.black());
      }
      lines.add("pairs: " + (pairs.length() == 0 ? "none" : pairs));
      if (s == steps.size() - 1 && !step.outcome().movedDown().isEmpty()) {
        // A.5: whoever the lowest bracket leaves unpaired gets the bye.
        int id = step.outcome().movedDown().get(0).id();
        bye = OptionalInt.of(id);
        lines.add("bye (A.5): " + id);
      } else {
        List<Competitor> down = new ArrayList<>(step.outcome().movedDown());
        down.addAll(step.forcedDown());
        lines.add("moved down (floaters): " + BracketPairer.ids(down));
      }
      e.section(
          "Bracket "
              + step.bracket().label()
              + " ("
              + step.bracket().kind()
              + (step.bracket().lowest() ? ", lowest" : "")
              + ")",
          lines);
    }
    limits.forEach(e::searchLimit);
    // F.1: by the score of the higher player, the sum of both, the A.2 rank of the higher player.
    List<Board> ordered =
        BoardOrder.sort(boards, id -> paired(id).score(), id -> paired(id).rank());
    return new Pairing(field.request().round(), ordered, bye, e.build());
  }

  private Competitor paired(int id) {
    return Objects.requireNonNull(byId.get(id), "a paired player");
  }
}
