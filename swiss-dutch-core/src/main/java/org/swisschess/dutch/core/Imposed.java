package org.swisschess.dutch.core;

import org.jspecify.annotations.Nullable;
import org.swisschess.api.Colour;
import org.swisschess.api.Imposition;

/**
 * An {@link Imposition} as the Dutch criteria keep it: like an absolute criterion, as pairs the
 * round may not make and players who may not take the pairing-allocated bye. A pair is forced by
 * forbidding each of its players every other opponent; a colour by forbidding the opponents against
 * whom E.1-E.5 give the other colour; a stay in the scoregroup by forbidding the opponents of
 * another pairing score. Every kind asks for a game, so none may take the bye.
 */
final class Imposed {

  /** No imposition: every pair the absolute criteria allow. */
  static final Imposed NONE = new Imposed(null, null);

  private final @Nullable Imposition imposition; // null for NONE
  private final @Nullable ColourAllocator colours; // null for NONE

  private Imposed(@Nullable Imposition imposition, @Nullable ColourAllocator colours) {
    this.imposition = imposition;
    this.colours = colours;
  }

  static Imposed of(Imposition imposition, Colour initialColour) {
    return new Imposed(imposition, new ColourAllocator(initialColour));
  }

  /** Whether the imposition keeps the player from the pairing-allocated bye. */
  boolean barsBye(int id) {
    return imposition != null
        && (id == imposition.player()
            || (imposition.kind() == Imposition.Kind.PAIR && id == imposition.opponent()));
  }

  /** Whether the imposition forbids the pair. */
  boolean forbids(Entrant a, Entrant b) {
    if (imposition == null || colours == null) {
      return false;
    }
    Imposition imposition = this.imposition;
    ColourAllocator colours = this.colours;
    int p = imposition.player();
    switch (imposition.kind()) {
      case PAIR -> {
        int o = imposition.opponent();
        boolean touches = a.id == p || a.id == o || b.id == p || b.id == o;
        boolean isThePair = (a.id == p && b.id == o) || (a.id == o && b.id == p);
        return touches && !isThePair;
      }
      case COLOUR -> {
        if (a.id != p && b.id != p) {
          return false;
        }
        Entrant player = a.id == p ? a : b;
        Entrant opponent = a.id == p ? b : a;
        return colours.colourOf(player, opponent) != imposition.colour();
      }
      case NO_FLOAT -> {
        return (a.id == p || b.id == p) && a.score != b.score;
      }
      case NO_BYE -> {
        return false;
      }
    }
    return false;
  }
}
