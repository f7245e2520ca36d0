package org.swisschess.api;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Explains a pairing player by player, every reason computed: for each alternative the player would
 * naturally expect (the system names them), the round is paired again with the alternative imposed
 * and the two pairings are compared criterion by criterion in the system's order; the first
 * criterion where they differ is the reason, with both values. An alternative that breaks an
 * absolute criterion by itself, or leaves no valid pairing, says which. A reason whose forced
 * re-pairing does not meet the imposition, or is not worse where the comparison stops, cannot be
 * proven and is not given ({@link Reasoning#unproven()}).
 *
 * <p>Example:
 *
 * <pre>{@code
 * PairingSystem dutch = PairingSystems.require("dutch-2026");
 * PairingRequest request = PairingRequest.of(tournament);
 * Pairing pairing = dutch.pair(request);
 * WhyThisPairing why = WhyThisPairing.of(dutch, request, pairing);
 * System.out.print(why.explain(5).toText());
 * }</pre>
 *
 * <p>One instance remembers the re-pairings it made, so that explaining every player of a round
 * pairs each alternative once. Not thread-safe.
 *
 * @since 1.0.0
 */
public final class WhyThisPairing {

  private final ForcedPairings.Round forced;
  private final int round;
  private final PairingSystem.Competitors competitors;
  private final Pairing pairing;
  private final CriteriaVector chosen;
  private final Map<Integer, Points> scores;
  private final Map<Imposition, Decision> decided = new HashMap<>();
  private int repairings;

  private WhyThisPairing(
      ForcedPairings.Round forced,
      int round,
      PairingSystem.Competitors competitors,
      Pairing pairing) {
    this.forced = forced;
    this.round = round;
    this.competitors = competitors;
    this.pairing = pairing;
    this.chosen = this.forced.criteria(pairing);
    this.scores = this.forced.pairingScores();
  }

  /**
   * Returns the explainer of one round's pairing.
   *
   * @param system the system that paired it; not null
   * @param request the round's request; not null
   * @param pairing the round's pairing: the system's own, or one recorded for the round; not null
   * @return never null
   * @throws UnsupportedRequestException if the system cannot pair with an imposition
   */
  public static WhyThisPairing of(PairingSystem system, PairingRequest request, Pairing pairing) {
    return new WhyThisPairing(
        forced(system).round(request, pairing),
        request.round(),
        PairingSystem.Competitors.PLAYERS,
        pairing);
  }

  /**
   * Returns the explainer of one round's pairing of a team event: numbers are team numbers, a
   * team's colour is its board 1's, the bye is the PAB.
   *
   * <p>Example: {@code WhyThisPairing.ofTeams(PairingSystems.require("team-2026"),
   * TeamPairingRequest.of(event), pairing).explain(5)}.
   *
   * @param system the team system that paired it; not null
   * @param request the round's request; not null
   * @param pairing the round's pairing of teams: the system's own, or one recorded; not null
   * @return never null
   * @throws UnsupportedRequestException if the system cannot pair a team round with an imposition
   * @since 1.0.0
   */
  public static WhyThisPairing ofTeams(
      PairingSystem system, TeamPairingRequest request, Pairing pairing) {
    return new WhyThisPairing(
        forced(system).teamRound(request, pairing),
        request.round(),
        PairingSystem.Competitors.TEAMS,
        pairing);
  }

  private static ForcedPairings forced(PairingSystem system) {
    return system
        .forcedPairings()
        .orElseThrow(
            () ->
                new UnsupportedRequestException(
                    system.id()
                        + " cannot pair a round with an alternative imposed,"
                        + " so it cannot explain its pairings"));
  }

  /**
   * Returns how many forced re-pairings this explainer has made so far.
   *
   * @return at least 0
   */
  public int repairings() {
    return repairings;
  }

  /**
   * Explains every player of the round, by pairing number.
   *
   * @return never null
   */
  public List<Reasoning> explainAll() {
    List<Integer> players = new ArrayList<>(scores.keySet());
    players.sort(null);
    List<Reasoning> all = new ArrayList<>();
    for (int p : players) {
      all.add(explain(p));
    }
    return all;
  }

  /**
   * Explains one player's pairing.
   *
   * @param player a pairing number present in the round
   * @return never null
   * @throws IllegalArgumentException if the player is not paired in the round
   */
  public Reasoning explain(int player) {
    if (!scores.containsKey(player)) {
      throw new IllegalArgumentException(
          (competitors == PairingSystem.Competitors.TEAMS ? "team " : "player ")
              + player
              + " is not paired in round "
              + round);
    }
    ForcedPairings.Situation s = forced.situation(player);
    List<Reason> reasons = new ArrayList<>();
    List<Imposition> unproven = new ArrayList<>();
    for (ForcedPairings.Alternative a : s.alternatives()) {
      Optional<Decision> d = decide(a.imposition());
      if (d.isEmpty()) {
        unproven.add(a.imposition());
      } else {
        reasons.add(
            new Reason(
                a.topic(),
                a.imposition(),
                a.expectation(),
                d.get(),
                text(a, d.get(), competitors)));
      }
    }
    Optional<Board> board = pairing.boardOf(player);
    OptionalInt opponent =
        board.isEmpty()
            ? OptionalInt.empty()
            : OptionalInt.of(
                board.get().white() == player ? board.get().black() : board.get().white());
    Colour colour =
        board.isEmpty() ? Colour.NONE : board.get().white() == player ? Colour.WHITE : Colour.BLACK;
    return new Reasoning(
        player,
        s.pairingScore(),
        s.scoregroup(),
        opponent,
        colour,
        s.floatDirection(),
        s.dueColour(),
        reasons,
        unproven,
        competitors);
  }

  /**
   * Settles one alternative: forbidden outright, no valid pairing, or the first criterion where the
   * forced re-pairing is worse; empty when that cannot be proven.
   *
   * @param imposition not null
   * @return the proven decision, or empty
   */
  public Optional<Decision> decide(Imposition imposition) {
    Imposition key = canonical(imposition);
    if (decided.containsKey(key)) {
      return Optional.ofNullable(decided.get(key));
    }
    Decision d = prove(imposition).orElse(null);
    decided.put(key, d);
    return Optional.ofNullable(d);
  }

  private Optional<Decision> prove(Imposition imposition) {
    if (imposition.isMetBy(pairing, scores::get)) {
      return Optional.empty(); // the pairing already meets it: nothing to explain
    }
    Optional<Decision> outright = forced.forbiddenOutright(imposition);
    if (outright.isPresent()) {
      return outright;
    }
    Pairing other;
    try {
      repairings++;
      other = forced.pair(imposition);
    } catch (NoValidPairingException e) {
      Criterion c = forced.completion();
      return Optional.of(
          new Decision(Decision.Kind.NO_VALID_PAIRING, c, "", List.of(), List.of(), ""));
    }
    if (!imposition.isMetBy(other, scores::get)) {
      return Optional.empty(); // the system did not keep the imposition: nothing is proven
    }
    CriteriaVector theirs = forced.criteria(other);
    OptionalInt at = chosen.firstDifference(theirs);
    Optional<String> bracket = forced.firstDifferentBracket(other);
    if (bracket.isPresent()) {
      // equal through the bracket where the two first differ: its order decided, not the brackets
      // below it, which it was paired before
      int end = chosen.lastIndexOf(bracket.get());
      if (end >= 0 && (at.isEmpty() || at.getAsInt() > end)) {
        return Optional.of(
            new Decision(
                Decision.Kind.ORDER, forced.order(), bracket.get(), List.of(), List.of(), ""));
      }
    }
    if (at.isEmpty()) {
      return Optional.of(
          new Decision(Decision.Kind.ORDER, forced.order(), "", List.of(), List.of(), ""));
    }
    CriterionValue mine = chosen.values().get(at.getAsInt());
    CriterionValue its = theirs.values().get(at.getAsInt());
    if (mine.compareTo(its) >= 0) {
      return Optional.empty(); // the alternative is better there: the comparison proves nothing
    }
    return Optional.of(Decision.worse(mine, its));
  }

  /** One key for a pair whichever player it is asked for. */
  private static Imposition canonical(Imposition i) {
    return i.kind() == Imposition.Kind.PAIR && i.opponent() < i.player()
        ? Imposition.pair(/* player= */ i.opponent(), /* opponent= */ i.player())
        : i;
  }

  /**
   * Returns the sentence of a reason: the expectation, the alternative and its cost.
   *
   * @param alternative not null
   * @param d not null
   * @return never null
   */
  static String text(ForcedPairings.Alternative alternative, Decision d) {
    return text(alternative, d, PairingSystem.Competitors.PLAYERS);
  }

  /**
   * Returns the sentence of a reason in the words of what the system pairs.
   *
   * @param alternative not null
   * @param d not null
   * @param competitors players or teams; not null
   * @return never null
   */
  static String text(
      ForcedPairings.Alternative alternative, Decision d, PairingSystem.Competitors competitors) {
    String what = capitalised(alternative.imposition().toText(competitors));
    String cite = d.criterion().article() + (d.scope().isEmpty() ? "" : ", " + d.scope());
    String cost =
        switch (d.kind()) {
          case WORSE -> {
            CriterionValue c = d.chosenValue();
            CriterionValue f = d.forcedValue();
            if (d.criterion().measure() == Criterion.Measure.COUNT) {
              int more = f.count() - c.count();
              yield what
                  + " instead leaves "
                  + more
                  + " more "
                  + (more == 1 ? singular(d.criterion().words()) : d.criterion().words())
                  + " ("
                  + cite
                  + ": "
                  + f.toText()
                  + " instead of "
                  + c.toText()
                  + ").";
            }
            if (d.criterion().measure() == Criterion.Measure.PLACES) {
              yield what
                  + " instead comes later in "
                  + d.criterion().words()
                  + " ("
                  + cite
                  + ": "
                  + f.toText()
                  + " instead of "
                  + c.toText()
                  + ").";
            }
            yield what
                + " instead makes "
                + d.criterion().words()
                + " higher ("
                + cite
                + ": "
                + f.toText()
                + " instead of "
                + c.toText()
                + ").";
          }
          case FORBIDDEN ->
              what + " is not allowed: " + d.detail() + " (" + d.criterion().article() + ").";
          case NO_VALID_PAIRING ->
              what
                  + " leaves no valid pairing: "
                  + d.criterion().words()
                  + " ("
                  + d.criterion().article()
                  + ").";
          case ORDER ->
              d.scope().isEmpty()
                  ? what
                      + " instead is as good by every criterion; "
                      + d.criterion().words()
                      + " ("
                      + d.criterion().article()
                      + ") puts this pairing first."
                  : what
                      + " instead is as good by every criterion down to "
                      + d.scope()
                      + ", where "
                      + d.criterion().words()
                      + " ("
                      + cite
                      + ") puts this pairing first.";
        };
    return alternative.expectation().isEmpty() ? cost : alternative.expectation() + ". " + cost;
  }

  private static String capitalised(String s) {
    return s.isEmpty() ? s : s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1);
  }

  private static String singular(String words) {
    for (String plural :
        List.of(
            "players ",
            "games ",
            "topscorers ",
            "pairs ",
            "teams ",
            "matches ",
            "scoregroups ",
            "opponents ")) {
      if (words.startsWith(plural)) {
        String one =
            plural.endsWith("ches ")
                ? plural.substring(0, plural.length() - 3)
                : plural.substring(0, plural.length() - 2);
        return one + " " + words.substring(plural.length());
      }
    }
    return words;
  }
}
