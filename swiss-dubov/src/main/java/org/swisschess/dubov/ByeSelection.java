package org.swisschess.dubov;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.swisschess.api.Colour;
import org.swisschess.api.Points;

/**
 * Dubov 4: with an odd number of players, the bye goes to the player of the lowest score group with
 * the lowest R; among equal R, one due the group's dominating colour, then the higher ARO. 2.2:
 * never to a player who already scored a point without playing. A candidate whose bye would leave
 * the others unpairable under chapter 2 is passed over (README 4).
 */
final class ByeSelection {

  private ByeSelection() {}

  /** The candidates in the order of chapter 4, those barred by 2.2 left out. */
  static List<Entrant> candidates(List<Entrant> present) {
    Map<Points, Colour> dominating = new HashMap<>();
    Map<Points, List<Entrant>> groups = new HashMap<>();
    for (Entrant e : present) {
      groups.computeIfAbsent(e.score(), s -> new ArrayList<>()).add(e);
    }
    groups.forEach((score, group) -> dominating.put(score, Seekers.dominating(group)));
    Comparator<Entrant> order =
        Comparator.comparing(Entrant::score)
            .thenComparingInt(Entrant::rating)
            .thenComparingInt(
                e -> {
                  Colour d = dominating.get(e.score());
                  return d != Colour.NONE && e.seeking() == d ? 0 : 1;
                })
            .thenComparing(Comparator.comparing(Entrant::aro).reversed())
            // Not in the text (README 4): the lower-ranked player, i.e. the higher pairing number.
            .thenComparing(Comparator.comparingInt(Entrant::id).reversed());
    List<Entrant> out = new ArrayList<>();
    for (Entrant e : present) {
      if (!e.byeBarred()) {
        out.add(e);
      }
    }
    out.sort(order);
    return out;
  }

  /** The first candidate whose bye leaves the others pairable, if any. */
  static Optional<Entrant> choose(RoundContext ctx, List<Entrant> candidates) {
    for (Entrant e : candidates) {
      if (ctx.remainderPairableWithout(e)) {
        return Optional.of(e);
      }
    }
    return Optional.empty();
  }
}
