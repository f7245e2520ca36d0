package org.swisschess.dubov;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.swisschess.api.Colour;

/** Dubov chapter 8: the floaters that came down from higher score groups are paired first. */
final class FloaterTreatment {

  private final RoundContext ctx;
  private final boolean guarded;
  private final List<String> log;

  FloaterTreatment(RoundContext ctx, boolean guarded, List<String> log) {
    this.ctx = ctx;
    this.guarded = guarded;
    this.log = log;
  }

  /**
   * 8.1: the white floaters and the black floaters each in the order of 6.2, taken alternately from
   * the highest white floater; 8.2: each meets the resident with the highest R, of the opposite due
   * colour if possible, then the lowest ARO.
   *
   * @return the floaters left unpaired
   */
  List<Entrant> pair(List<Entrant> floaters, List<Entrant> residents) {
    if (floaters.isEmpty()) {
      return List.of();
    }
    Seekers columns = Seekers.split(floaters);
    List<Entrant> order = alternate(columns.whites(), columns.blacks());
    log.add("8.1: floaters in order " + StandardProcedure.ids(order));
    List<Entrant> left = new ArrayList<>();
    for (Entrant f : order) {
      Optional<Entrant> partner = opponent(f, residents);
      if (partner.isPresent()) {
        ctx.pair(f, partner.get());
        log.add("8.2: " + f.id() + " - " + partner.get().id());
      } else {
        left.add(f);
      }
    }
    return left;
  }

  static List<Entrant> alternate(List<Entrant> whites, List<Entrant> blacks) {
    List<Entrant> out = new ArrayList<>();
    for (int i = 0; i < Math.max(whites.size(), blacks.size()); i++) {
      if (i < whites.size()) {
        out.add(whites.get(i));
      }
      if (i < blacks.size()) {
        out.add(blacks.get(i));
      }
    }
    return out;
  }

  private Optional<Entrant> opponent(Entrant f, List<Entrant> residents) {
    Colour wanted = f.seeking().opposite();
    Comparator<Entrant> order =
        Comparator.comparingInt(
                (Entrant c) -> wanted != Colour.NONE && c.seeking() == wanted ? 0 : 1)
            .thenComparing(Entrant.HIGHEST_R_LOWEST_ARO);
    // Sorted first, so that the costly guard runs only until the first player who passes it.
    return residents.stream()
        .filter(c -> ctx.pairable(f, c, false))
        .sorted(order)
        .filter(c -> !guarded || ctx.pairable(f, c, true))
        .findFirst();
  }
}
