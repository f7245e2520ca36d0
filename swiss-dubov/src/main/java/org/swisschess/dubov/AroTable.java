package org.swisschess.dubov;

import java.util.ArrayList;
import java.util.List;
import org.swisschess.api.Explanation;

/** Dubov 9: "The list of AROs should be published after each round". */
final class AroTable {

  private AroTable() {}

  /** Every present player's R, ARO (with its exact fraction), due colour and pairing score. */
  static void publish(RoundContext ctx, List<Integer> absent, Explanation.Builder explanation) {
    List<String> lines = new ArrayList<>();
    for (Entrant e : ctx.entrants) {
      String forced = e.forced() == org.swisschess.api.Colour.NONE ? "" : ", must have " + RoundContext.colourName(e.forced());
      lines.add(e.id() + " " + e.name() + ": score " + e.score() + ", R " + e.rating() + ", ARO " + e.aro().describe()
          + ", due colour " + RoundContext.colourName(e.due()) + forced
          + ", transferred up " + e.upfloats() + (e.upfloatedLastRound() ? " (last round too)" : "") + " time(s)");
    }
    if (!absent.isEmpty()) {
      lines.add("absent, not paired: " + absent);
    }
    explanation.section("Dubov 9: AROs and due colours after round " + (ctx.round - 1), lines);
  }
}
