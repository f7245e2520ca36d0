package org.swisschess.team2026;

import org.jspecify.annotations.Nullable;
import org.swisschess.api.Colour;
import org.swisschess.api.Imposition;

/**
 * An {@link Imposition} as team-2026's absolute criteria keep it, so that a round paired with it is
 * the text's best pairing among those that meet it (for {@code swiss explain}): a pair is forced by
 * forbidding each of its two teams every other opponent; a colour by forbidding the opponents
 * against whom Art. 4 gives the team the other colour (4.2, 4.3 decide a pair's colours from the
 * pair alone); a stay in the scoregroup by forbidding the opponents of another score. Every kind
 * asks for a match, so the teams it names may not have the PAB. {@link MayMeet} adds it to [C1],
 * which the PAB (3.4.1), the upfloaters (3.5: legal sets, [C3], [C6]) and the bracket's pairing
 * (3.6) all ask.
 */
final class TeamImposition {

  /** No imposition: the round as the text pairs it. */
  static final TeamImposition NONE = new TeamImposition(null, null, null);

  private final @Nullable Imposition imposition;
  private final @Nullable RoundFacts facts;
  private final @Nullable ColourAllocation colours;

  private TeamImposition(
      @Nullable Imposition imposition,
      @Nullable RoundFacts facts,
      @Nullable ColourAllocation colours) {
    this.imposition = imposition;
    this.facts = facts;
    this.colours = colours;
  }

  /** The imposition, to be bound to the round's facts before it is asked anything. */
  static TeamImposition of(Imposition imposition) {
    return new TeamImposition(imposition, null, null);
  }

  /** This imposition over one round: its scores and its Art. 4 colours. */
  TeamImposition bind(RoundFacts roundFacts, ColourAllocation allocation) {
    return imposition == null ? NONE : new TeamImposition(imposition, roundFacts, allocation);
  }

  /** Whether the imposition keeps the team from the PAB (it asks for a match of the team). */
  boolean barsPab(int tpn) {
    Imposition i = imposition;
    return i != null
        && (tpn == i.player() || (i.kind() == Imposition.Kind.PAIR && tpn == i.opponent()));
  }

  /** Whether the imposition forbids teams {@code a} and {@code b} to meet. */
  boolean forbids(int a, int b) {
    Imposition i = imposition;
    if (i == null) {
      return false;
    }
    int p = i.player();
    boolean touches = a == p || b == p;
    return switch (i.kind()) {
      case PAIR -> {
        int o = i.opponent();
        boolean isThePair = (a == p && b == o) || (a == o && b == p);
        yield (touches || a == o || b == o) && !isThePair;
      }
      case COLOUR -> {
        if (!touches || colours == null) {
          yield false;
        }
        int other = a == p ? b : a;
        ColourAllocation.Allocated m = colours.allocate(p, other);
        yield (m.white() == p ? Colour.WHITE : Colour.BLACK) != i.colour();
      }
      case NO_FLOAT -> touches && facts != null && facts.team(a).score() != facts.team(b).score();
      case NO_BYE -> false;
    };
  }
}
