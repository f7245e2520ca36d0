package org.swisschess.dubov;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.swisschess.api.Colour;
import org.swisschess.api.Explanation;
import org.swisschess.api.PlayerHistory;

/** Dubov 9: "The list of AROs should be published after each round". */
final class AroTable {

  private AroTable() {}

  /**
   * Lists every player of the tournament, absent ones included: pairing score, R, ARO with its
   * exact fraction, due colour, a colour 2.3/2.4 demands, and the transfers up counted for 2.5.
   */
  static void publish(RoundContext ctx, Explanation.Builder explanation) {
    List<String> lines = new ArrayList<>();
    for (PlayerHistory h : ctx.history.players()) {
      Optional<Entrant> present = ctx.entrantOf(h.id());
      if (present.isEmpty()) {
        lines.add(
            h.id()
                + " "
                + h.player().name()
                + ": absent, not paired; R "
                + h.player().rating()
                + ", ARO "
                + Aro.of(h).describe()
                + ", due colour "
                + RoundContext.colourName(DueColour.of(h)));
        continue;
      }
      Entrant e = present.get();
      String forced =
          e.forced() == Colour.NONE ? "" : ", must have " + RoundContext.colourName(e.forced());
      lines.add(
          e.id()
              + " "
              + e.name()
              + ": score "
              + e.score()
              + ", R "
              + e.rating()
              + ", ARO "
              + e.aro().describe()
              + ", due colour "
              + RoundContext.colourName(e.due())
              + forced
              + ", transferred up "
              + e.upfloats()
              + "x"
              + (e.upfloatedLastRound() ? ", last round too" : ""));
    }
    explanation.section("Dubov 9: AROs and due colours after round " + (ctx.round - 1), lines);
  }
}
