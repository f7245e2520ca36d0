package org.swisschess.dubov;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.swisschess.api.Colour;

/**
 * Dubov 6.1 and 6.2: a score group split into the players who should play White and those who
 * should play Black, each column in the order of 6.2.
 *
 * @param whites the white-seekers by increasing ARO (6.2)
 * @param blacks the black-seekers by decreasing R (6.2)
 */
record Seekers(List<Entrant> whites, List<Entrant> blacks) {

  /** Players without a due colour that fill the shorter column: higher ARO first (README 6.1). */
  private static final Comparator<Entrant> FREE_ORDER =
      Comparator.comparing(Entrant::aro).reversed().thenComparing(Entrant.WHITE_SEEKER_ORDER);

  Seekers {
    whites = sorted(whites, Entrant.WHITE_SEEKER_ORDER);
    blacks = sorted(blacks, Entrant.BLACK_SEEKER_ORDER);
  }

  private static List<Entrant> sorted(List<Entrant> list, Comparator<Entrant> order) {
    List<Entrant> copy = new ArrayList<>(list);
    copy.sort(order);
    return List.copyOf(copy);
  }

  /**
   * Splits {@code group} by the colour each player should play (6.2). Players without a due colour
   * (no game played yet) go, one at a time and highest ARO first, to the shorter column, White on a
   * tie: the text gives them no column, and this keeps the columns as equal as 6.1 wants.
   */
  static Seekers split(List<Entrant> group) {
    List<Entrant> whites = new ArrayList<>();
    List<Entrant> blacks = new ArrayList<>();
    List<Entrant> free = new ArrayList<>();
    for (Entrant e : group) {
      switch (e.seeking()) {
        case WHITE -> whites.add(e);
        case BLACK -> blacks.add(e);
        case NONE -> free.add(e);
      }
    }
    free.sort(FREE_ORDER);
    for (Entrant e : free) {
      (whites.size() <= blacks.size() ? whites : blacks).add(e);
    }
    return new Seekers(whites, blacks);
  }

  /** The colour most players of the group should play (4, 7.2), NONE on a tie. */
  static Colour dominating(List<Entrant> group) {
    int balance = 0;
    for (Entrant e : group) {
      balance +=
          switch (e.seeking()) {
            case WHITE -> 1;
            case BLACK -> -1;
            case NONE -> 0;
          };
    }
    return balance > 0 ? Colour.WHITE : balance < 0 ? Colour.BLACK : Colour.NONE;
  }

  int size() {
    return whites.size() + blacks.size();
  }

  List<Entrant> all() {
    List<Entrant> out = new ArrayList<>(whites);
    out.addAll(blacks);
    return out;
  }
}
