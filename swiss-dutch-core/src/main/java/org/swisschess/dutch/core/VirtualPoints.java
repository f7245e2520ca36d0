package org.swisschess.dutch.core;

import java.util.ArrayList;
import java.util.List;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.Player;
import org.swisschess.api.Points;
import org.swisschess.api.Tournament;

/**
 * The explanation's account of the virtual points of the round (C.04.7): who carries how many and
 * where they come from, so that an arbiter can show every pairing score.
 */
final class VirtualPoints {

  private VirtualPoints() {}

  /**
   * Returns the lines of the section, empty when nobody carries virtual points into the round.
   *
   * @param request the request (whether a method or the tournament's records gave the points)
   * @param accelerated the tournament as paired, with the points
   */
  static List<String> lines(PairingRequest request, Tournament accelerated) {
    int round = request.round();
    List<String> ranges = new ArrayList<>();
    int from = 0;
    int to = 0;
    Points value = Points.ZERO;
    for (Player p : accelerated.players()) {
      Points v = accelerated.acceleration(p.pairingNumber(), round);
      if (v.equals(value) && v.tenths() != 0 && p.pairingNumber() == to + 1) {
        to = p.pairingNumber();
        continue;
      }
      if (value.tenths() != 0) {
        ranges.add(range(from, to, value));
      }
      from = p.pairingNumber();
      to = from;
      value = v;
    }
    if (value.tenths() != 0) {
      ranges.add(range(from, to, value));
    }
    if (ranges.isEmpty()) {
      return List.of();
    }
    List<String> lines = new ArrayList<>();
    // the request's method applies only where the tournament holds no accelerations of its own
    boolean computed =
        request.accelerationMethod().isPresent() && request.tournament().accelerations().isEmpty();
    lines.add(
        computed
            ? "worked out by the "
                + request.accelerationMethod().orElseThrow().optionValue()
                + " acceleration method (C.04.7); explicit records would take precedence"
            : "as the tournament's accelerations give them (XXA / 250 records)");
    lines.add("pairing score = points + virtual points; everyone else has none");
    lines.addAll(ranges);
    return lines;
  }

  private static String range(int from, int to, Points value) {
    return (from == to ? "player " + from : "players " + from + "-" + to)
        + ": +"
        + value
        + " virtual point"
        + (value.equals(Points.ONE) ? "" : "s");
  }
}
