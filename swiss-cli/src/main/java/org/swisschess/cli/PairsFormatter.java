package org.swisschess.cli;

import org.swisschess.api.Board;
import org.swisschess.api.Pairing;

/**
 * The output of JaVaFo and bbpPairings, which vendors swap engines on: the number of pairs (the bye
 * line included), then {@code white black} per board in order, the PAB last as {@code id 0}.
 * Explanations never go here: a reader of this format expects numbers only.
 */
final class PairsFormatter implements PairingFormatter {

  @Override
  public String format(PairedRound round, boolean explain) {
    Pairing p = round.pairing();
    StringBuilder sb = new StringBuilder();
    sb.append(p.boards().size() + (p.pairingAllocatedBye().isPresent() ? 1 : 0)).append('\n');
    for (Board b : p.boards()) {
      sb.append(b.white()).append(' ').append(b.black()).append('\n');
    }
    p.pairingAllocatedBye().ifPresent(id -> sb.append(id).append(" 0\n"));
    return sb.toString();
  }
}
