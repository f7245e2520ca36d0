package org.swisschess.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.swisschess.api.Board;
import org.swisschess.api.History;
import org.swisschess.api.Pairing;
import org.swisschess.api.Player;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Points;

/**
 * A board list for people: board, then each player's number, name and score before the round, and
 * the virtual points of an accelerated round.
 */
final class TextFormatter implements PairingFormatter {

  @Override
  public String format(PairedRound round, boolean explain) {
    Pairing p = round.pairing();
    History history = History.of(round.before());
    int nameWidth = "White".length();
    for (Player pl : round.before().players()) {
      nameWidth = Math.max(nameWidth, label(pl).length());
    }
    StringBuilder sb = new StringBuilder();
    sb.append("Round ").append(p.round()).append(" (").append(round.systemId()).append(")\n\n");
    // C.04.7: an arbiter must be able to show the pairing scores, so the virtual points get a
    // column of their own when anyone carries some into the round
    int r = p.round();
    boolean accelerated = history.players().stream().anyMatch(h -> virtual(h, r).tenths() != 0);
    String pts = accelerated ? "%5s %5s" : "%5s";
    String row = "%5s  %-" + nameWidth + "s " + pts + "  %s  %-" + nameWidth + "s " + pts;
    List<Object> header = new ArrayList<>(List.of("Board", "White", "Pts"));
    if (accelerated) {
      header.add("+VP");
    }
    header.addAll(List.of(" ", "Black", "Pts"));
    if (accelerated) {
      header.add("+VP");
    }
    sb.append(String.format(Locale.ROOT, row, header.toArray()).stripTrailing()).append('\n');
    int n = 1;
    for (Board b : p.boards()) {
      List<Object> cells = new ArrayList<>();
      cells.add(n++);
      side(cells, round, history, b.white(), r, accelerated);
      cells.add("-");
      side(cells, round, history, b.black(), r, accelerated);
      sb.append(String.format(Locale.ROOT, row, cells.toArray()).stripTrailing()).append('\n');
    }
    if (p.pairingAllocatedBye().isPresent()) {
      int id = p.pairingAllocatedBye().getAsInt();
      sb.append("\nPairing-allocated bye: ")
          .append(label(round.before().player(id)))
          .append(" (")
          .append(history.player(id).score())
          .append(
              virtual(history.player(id), r).tenths() == 0
                  ? ""
                  : " +" + virtual(history.player(id), r) + " virtual")
          .append(")\n");
    }
    if (!round.absent().isEmpty()) {
      sb.append("\nNot paired:");
      round.absent().stream()
          .sorted()
          .forEach(id -> sb.append("\n  ").append(label(round.before().player(id))));
      sb.append('\n');
    }
    if (explain && !p.explanation().sections().isEmpty()) {
      sb.append("\nExplanation:\n").append(p.explanation().toText());
    } else if (!p.searchLimits().isEmpty()) {
      // a capped search shaped this pairing: say so even without --explain
      sb.append("\nSearch limits:\n");
      p.searchLimits().forEach(l -> sb.append("  ").append(l.toText()).append('\n'));
    }
    return sb.toString();
  }

  private static void side(
      List<Object> cells, PairedRound round, History history, int id, int r, boolean accelerated) {
    cells.add(label(round.before().player(id)));
    cells.add(history.player(id).score());
    if (accelerated) {
      Points v = virtual(history.player(id), r);
      cells.add(v.tenths() == 0 ? "" : "+" + v);
    }
  }

  /** The virtual points the player carries into the round (C.04.7): pairing score less points. */
  private static Points virtual(PlayerHistory h, int round) {
    return h.acceleratedScoreBefore(round).minus(h.score());
  }

  private static String label(Player p) {
    return p.name().isEmpty()
        ? String.valueOf(p.pairingNumber())
        : p.pairingNumber() + " " + p.name();
  }
}
