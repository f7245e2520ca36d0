package org.swisschess.testkit;

import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.CriteriaVector;
import org.swisschess.api.CriterionValue;
import org.swisschess.api.Decision;
import org.swisschess.api.ForcedPairings;
import org.swisschess.api.History;
import org.swisschess.api.Imposition;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Points;
import org.swisschess.api.Reason;
import org.swisschess.api.Tournament;

/**
 * Checks one reason of an explanation from scratch, by the facts and by a fresh forced re-pairing:
 * an alternative "forbidden outright" must break C1 (a game played), a forbidden pair or the
 * system's absolute colour rules by the tournament's own history; "no valid pairing" must be what
 * the system answers again and, in fields of up to 12 players where the imposition is a pair, a
 * stay in the scoregroup or no bye, what an exhaustive search finds; "worse at Ck" must be the
 * first difference of the two pairings' criteria, with exactly the values claimed, the forced
 * re-pairing meeting the imposition and every absolute rule; "as good everywhere" must be equal
 * everywhere, and "as good down to a bracket, where its order decided" equal at every criterion
 * down to that bracket's last, the bracket the highest where the two pairings differ.
 */
public final class ReasonProof {

  private ReasonProof() {}

  /**
   * Returns what is wrong with {@code reason}, if anything.
   *
   * @param system the system that paired the round; not null
   * @param request the round's request; not null
   * @param pairing the pairing explained; not null
   * @param reason a reason of one of its explanations; not null
   * @return empty when the reason holds; else what does not
   */
  public static Optional<String> refute(
      PairingSystem system, PairingRequest request, Pairing pairing, Reason reason) {
    return refute(
        system,
        f -> f.round(request, pairing),
        pairing,
        reason,
        () -> new PlayerRules(system, request));
  }

  /**
   * The absolute rules a reason is checked against, read from the event's own history, not by the
   * system: the players' for {@link ReasonProof}, the teams' for {@link TeamReasonProof}.
   */
  interface AbsoluteRules {

    /** Whether the pair breaks an absolute rule by itself. */
    boolean forbids(Imposition pair);

    /**
     * Whether an exhaustive search finds a valid pairing meeting the imposition; false where the
     * round is too large to search or the imposition is a colour.
     */
    boolean searchFinds(Imposition imposition, Map<Integer, Points> scores);

    /** What is wrong with a forced re-pairing of the present, if anything. */
    Optional<String> invalid(Pairing p, Set<Integer> present);

    /** Whether a decision by order with a scope is checked against that bracket. */
    boolean ordersByBracket();
  }

  /**
   * Refutes {@code reason} of {@code pairing}, with the forced pairings of the round that {@code
   * round} picks and the absolute rules that {@code rules} reads.
   */
  static Optional<String> refute(
      PairingSystem system,
      Function<ForcedPairings, ForcedPairings.Round> round,
      Pairing pairing,
      Reason reason,
      Supplier<AbsoluteRules> rules) {
    Optional<ForcedPairings> offered = system.forcedPairings();
    if (offered.isEmpty()) {
      return Optional.of(system.id() + " offers no forced pairings, yet a reason was given");
    }
    ForcedPairings.Round forced = round.apply(offered.get());
    Imposition imposition = reason.alternative();
    Decision d = reason.decision();
    Map<Integer, Points> scores = forced.pairingScores();
    if (meets(pairing, imposition, scores)) {
      return Optional.of("the pairing already meets " + imposition.toText());
    }
    AbsoluteRules absolute = rules.get();
    switch (d.kind()) {
      case FORBIDDEN -> {
        if (imposition.kind() != Imposition.Kind.PAIR) {
          return Optional.of("only a pair is forbidden outright, not " + imposition.toText());
        }
        return absolute.forbids(imposition)
            ? Optional.empty()
            : Optional.of(imposition.toText() + " breaks no absolute criterion by itself");
      }
      case NO_VALID_PAIRING -> {
        try {
          Pairing again = forced.pair(imposition);
          return Optional.of(
              "a pairing meeting " + imposition.toText() + " exists: " + again.boards());
        } catch (NoValidPairingException expected) {
          // as claimed; an exhaustive search confirms it where it can
        }
        if (absolute.searchFinds(imposition, scores)) {
          return Optional.of(
              "an exhaustive search finds a valid pairing meeting " + imposition.toText());
        }
        return Optional.empty();
      }
      case WORSE, ORDER -> {
        Pairing other;
        try {
          other = forced.pair(imposition);
        } catch (NoValidPairingException e) {
          return Optional.of("no pairing meets " + imposition.toText() + " after all");
        }
        if (!meets(other, imposition, scores)) {
          return Optional.of("the forced re-pairing does not meet " + imposition.toText());
        }
        Optional<String> invalid = absolute.invalid(other, scores.keySet());
        if (invalid.isPresent()) {
          return invalid;
        }
        CriteriaVector mine = forced.criteria(pairing);
        CriteriaVector theirs = forced.criteria(other);
        OptionalInt at = mine.firstDifference(theirs);
        if (d.kind() == Decision.Kind.ORDER) {
          if (d.scope().isEmpty() || !absolute.ordersByBracket()) {
            return notOnlyByOrder(mine, at);
          }
          Optional<String> bracket = forced.firstDifferentBracket(other);
          if (!bracket.equals(Optional.of(d.scope()))) {
            return Optional.of(
                "the pairings first differ in "
                    + bracket.orElse("no bracket the system names")
                    + ", not in "
                    + d.scope());
          }
          int end = mine.lastIndexOf(d.scope());
          if (end < 0) {
            return Optional.of("no criterion is counted in " + d.scope());
          }
          return at.isEmpty() || at.getAsInt() > end
              ? Optional.empty()
              : Optional.of(
                  "the pairings differ at "
                      + mine.values().get(at.getAsInt())
                      + ", not only by the order of "
                      + d.scope());
        }
        return refuteWorse(d, mine, theirs, at);
      }
    }
    return Optional.of("unknown decision " + d.kind());
  }

  /**
   * Refutes "worse at Ck": the first difference of the two pairings' criteria must be the claimed
   * criterion in the claimed scope, with exactly the values claimed, the forced re-pairing worse.
   * Shared with {@link TeamReasonProof}.
   */
  static Optional<String> refuteWorse(
      Decision d, CriteriaVector mine, CriteriaVector theirs, OptionalInt at) {
    if (at.isEmpty()) {
      return Optional.of("the two pairings are equal at every criterion");
    }
    CriterionValue c = mine.values().get(at.getAsInt());
    CriterionValue f = theirs.values().get(at.getAsInt());
    if (!c.criterion().equals(d.criterion()) || !c.scope().equals(d.scope())) {
      return Optional.of(
          "the first difference is "
              + c.criterion().name()
              + " in "
              + c.scope()
              + ", not "
              + d.criterion().name()
              + " in "
              + d.scope());
    }
    if (!c.value().equals(d.chosen()) || !f.value().equals(d.forced())) {
      return Optional.of(
          d.criterion().name()
              + " is "
              + c.value()
              + " against "
              + f.value()
              + ", not "
              + d.chosen()
              + " against "
              + d.forced());
    }
    if (c.compareTo(f) >= 0) {
      return Optional.of("the forced re-pairing is not worse at " + d.criterion().name());
    }
    return Optional.empty();
  }

  /**
   * Refutes "as good everywhere": the two pairings must not differ at any criterion. Shared with
   * {@link TeamReasonProof}.
   */
  static Optional<String> notOnlyByOrder(CriteriaVector mine, OptionalInt at) {
    return at.isEmpty()
        ? Optional.empty()
        : Optional.of(
            "the pairings differ at " + mine.values().get(at.getAsInt()) + ", not only by order");
  }

  /** Whether the imposition lets a and b meet, read from its own terms. */
  static boolean mayMeet(Imposition i, int a, int b, Map<Integer, Points> scores) {
    int p = i.player();
    return switch (i.kind()) {
      case PAIR -> {
        boolean touches = a == p || b == p || a == i.opponent() || b == i.opponent();
        yield !touches || (a == p && b == i.opponent()) || (b == p && a == i.opponent());
      }
      case NO_FLOAT -> (a != p && b != p) || score(scores, a).equals(score(scores, b));
      default -> true;
    };
  }

  /**
   * The pairing score of a player of the round; every player a board or an imposition names has
   * one.
   */
  private static Points score(Map<Integer, Points> scores, int player) {
    Points p = scores.get(player);
    if (p == null) {
      throw new IllegalStateException("player " + player + " has no pairing score in the round");
    }
    return p;
  }

  private static boolean takesPart(Imposition i, int id) {
    return id == i.player() || (i.kind() == Imposition.Kind.PAIR && id == i.opponent());
  }

  /** Whether {@code pairing} meets the imposition, read from its boards. */
  static boolean meets(Pairing pairing, Imposition i, Map<Integer, Points> scores) {
    for (Board b : pairing.boards()) {
      if (!b.involves(i.player())) {
        continue;
      }
      boolean white = b.white() == i.player();
      int other = white ? b.black() : b.white();
      return switch (i.kind()) {
        case PAIR -> other == i.opponent();
        case COLOUR -> (white ? Colour.WHITE : Colour.BLACK) == i.colour();
        case NO_FLOAT -> score(scores, i.player()).equals(score(scores, other));
        case NO_BYE -> true;
      };
    }
    return false;
  }

  /** The players' absolute rules: C1, the forbidden pairs, the system's colour and bye rules. */
  private record PlayerRules(PairingSystem system, PairingRequest request)
      implements AbsoluteRules {

    @Override
    public boolean forbids(Imposition pair) {
      Tournament t = request.tournament();
      History h = History.of(t);
      PlayerHistory a = h.player(pair.player());
      PlayerHistory b = h.player(pair.opponent());
      return a.hasPlayed(b.id())
          || t.isForbidden(a.id(), b.id(), request.round())
          || !AbsoluteColourRules.compatible(system.colourRules(), a, b, t, request.round());
    }

    @Override
    public boolean searchFinds(Imposition imposition, Map<Integer, Points> scores) {
      int present = scores.size();
      return present <= BruteForcePairing.MAX_PLAYERS
          && imposition.kind() != Imposition.Kind.COLOUR
          && BruteForcePairing.exists(
              system,
              request,
              BruteForcePairing.MAX_PLAYERS,
              (a, b) -> mayMeet(imposition, a.id(), b.id(), scores),
              p -> !takesPart(imposition, p.id()));
    }

    /** A forced re-pairing must still pair every present player once and keep C1 and the bans. */
    @Override
    public Optional<String> invalid(Pairing p, Set<Integer> present) {
      Tournament t = request.tournament();
      History h = History.of(t);
      Set<Integer> seen = new HashSet<>();
      for (Board b : p.boards()) {
        seen.add(b.white());
        seen.add(b.black());
        if (h.player(b.white()).hasPlayed(b.black())) {
          return Optional.of(
              "the forced re-pairing repeats the game " + b.white() + "-" + b.black());
        }
        if (t.isForbidden(b.white(), b.black(), request.round())) {
          return Optional.of("the forced re-pairing makes a forbidden pair " + b);
        }
      }
      p.pairingAllocatedBye().ifPresent(seen::add);
      if (p.pairingAllocatedBye().isPresent()
          && !system.mayReceivePairingAllocatedBye(
              h.player(p.pairingAllocatedBye().getAsInt()), t)) {
        return Optional.of("the forced re-pairing gives the bye to a player who may not take it");
      }
      return seen.equals(present)
          ? Optional.empty()
          : Optional.of("the forced re-pairing pairs " + seen + ", the round " + present);
    }

    @Override
    public boolean ordersByBracket() {
      return true;
    }
  }
}
