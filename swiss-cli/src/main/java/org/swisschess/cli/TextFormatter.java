package org.swisschess.cli;

import java.util.Locale;
import org.swisschess.api.Board;
import org.swisschess.api.History;
import org.swisschess.api.Pairing;
import org.swisschess.api.Player;

/** A board list for people: board, then each player's number, name and score before the round. */
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
    String row = "%5s  %-" + nameWidth + "s %5s  %s  %-" + nameWidth + "s %5s";
    sb.append(
            String.format(Locale.ROOT, row, "Board", "White", "Pts", " ", "Black", "Pts")
                .stripTrailing())
        .append('\n');
    int n = 1;
    for (Board b : p.boards()) {
      sb.append(
              String.format(
                      Locale.ROOT,
                      row,
                      n++,
                      label(round.before().player(b.white())),
                      history.player(b.white()).score(),
                      "-",
                      label(round.before().player(b.black())),
                      history.player(b.black()).score())
                  .stripTrailing())
          .append('\n');
    }
    if (p.pairingAllocatedBye().isPresent()) {
      int id = p.pairingAllocatedBye().getAsInt();
      sb.append("\nPairing-allocated bye: ")
          .append(label(round.before().player(id)))
          .append(" (")
          .append(history.player(id).score())
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

  private static String label(Player p) {
    return p.name().isEmpty()
        ? String.valueOf(p.pairingNumber())
        : p.pairingNumber() + " " + p.name();
  }
}
