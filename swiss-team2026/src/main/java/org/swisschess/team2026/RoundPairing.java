package org.swisschess.team2026;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.swisschess.api.Board;
import org.swisschess.api.Explanation;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.TeamPairingRequest;

/**
 * 3.3: a round's pairing. 3.3.2: assign the PAB if one is needed (3.4); join the top-scoregroup
 * with the upfloaters 3.5 chooses into a bracket and pair it (3.6); repeat until every team is
 * paired; allocate colours (Art. 4). There are no downfloaters: every resident of the
 * top-scoregroup is paired in its own bracket.
 */
final class RoundPairing {

  private RoundPairing() {}

  static Pairing pair(TeamPairingRequest request) {
    return pair(request, TeamImposition.NONE);
  }

  /**
   * The round paired with an imposition kept like [C1] by every step (for swiss explain): the
   * text's best pairing among those that meet it.
   */
  static Pairing pair(TeamPairingRequest request, TeamImposition imposition) {
    Readings readings = Readings.of(request);
    RoundFacts facts = RoundFacts.of(request, readings);
    ColourAllocation colours = new ColourAllocation(facts, request.event().colourPreferences());
    MayMeet mayMeet =
        new MayMeet(
            facts.teams(),
            cap(request, MayMeet.CAP_OPTION, MayMeet.DEFAULT_CAP),
            imposition.bind(facts, colours));
    Explanation.Builder explanation = Explanation.builder();
    TreeSet<Integer> unpaired = new TreeSet<>(facts.teams().keySet());
    OptionalInt pab = OptionalInt.empty();
    if (unpaired.size() % 2 == 1) {
      List<String> why = new ArrayList<>();
      Optional<Integer> team = PabAssignment.assign(facts, mayMeet, why);
      explanation.section("PAB (3.4)", why);
      if (team.isEmpty()) {
        long barred = facts.teams().values().stream().filter(PairingTeam::pabBarred).count();
        throw new NoValidPairingException(
            "round "
                + request.round()
                + ": no complete round-pairing (3.3.1) of the "
                + unpaired.size()
                + " teams: "
                + (barred == unpaired.size()
                    ? "every one of them already had a PAB, a forfeit win or a full-point bye, so"
                        + " none may receive the PAB ([C2])"
                    : (barred == 0
                            ? "every team"
                            : "every team [C2] allows (" + barred + " it bars)")
                        + " would, as the PAB team, leave the others with no pairing free of"
                        + " rematches (3.4.1, [C1])")
                + "; team-2026 relaxes no absolute criterion: the Chief Arbiter decides (3.3.3)",
            explanation.build());
      }
      pab = OptionalInt.of(team.get());
      unpaired.remove(team.get());
    }
    long cap = cap(request, UpfloaterSelection.CAP_OPTION, UpfloaterSelection.DEFAULT_CAP);
    // [C6]'s scoregroups: those of the teams to be paired, or (Gacrux) of every team of the round
    UpfloaterSelection selection =
        new UpfloaterSelection(
            facts,
            mayMeet,
            cap,
            readings.c6ScoreLevelBelow() ? facts.teams().keySet() : new TreeSet<>(unpaired));
    BracketPairing bracketPairing =
        new BracketPairing(facts, readings, request.event().colourPreferences(), mayMeet);
    List<Board> boards = new ArrayList<>();
    if (!mayMeet.pairable(unpaired)) {
      List<Integer> single = mayMeet.leftSingle(unpaired);
      explanation.section(
          "No complete round-pairing (3.3.1, 3.3.3)",
          List.of(
              "a pairing of the most teams without a rematch ([C1]) leaves "
                  + single.size()
                  + " unpaired, such as "
                  + single));
      throw new NoValidPairingException(
          "round "
              + request.round()
              + ": no complete round-pairing (3.3.1) of the "
              + unpaired.size()
              + " teams"
              + (pab.isPresent() ? " left beside the PAB team " + pab.getAsInt() : "")
              + ": every pairing of them repeats a match ([C1]); one without a rematch leaves "
              + single.size()
              + " teams unpaired (such as "
              + single.stream().map(String::valueOf).collect(Collectors.joining(", "))
              + "); team-2026 relaxes no absolute criterion: the Chief Arbiter decides (3.3.3)",
          explanation.build());
    }
    while (!unpaired.isEmpty()) {
      Optional<UpfloaterSelection.Choice> choice = selection.choose(unpaired);
      if (choice.isEmpty()) {
        throw new NoValidPairingException(
            "round "
                + request.round()
                + ": no set of upfloaters gives the top-scoregroup a legal"
                + " bracket; the Chief Arbiter decides (3.3.3)",
            explanation.build());
      }
      UpfloaterSelection.Choice c = choice.get();
      c.limit().ifPresent(explanation::searchLimit);
      List<String> why = new ArrayList<>(c.why());
      List<int[]> pairs = bracketPairing.pair(c.residents(), c.upfloaters(), why);
      for (int[] p : pairs) {
        ColourAllocation.Allocated a = colours.allocate(p[0], p[1]);
        boards.add(new Board(a.white(), a.black()));
        why.add(a.white() + " - " + a.black() + " (" + a.rule() + ")");
        unpaired.remove(p[0]);
        unpaired.remove(p[1]);
      }
      int score = facts.team(c.residents().get(0)).score();
      explanation.section("Bracket " + Scores.text(score) + " (3.5, 3.6)", why);
    }
    // board order (C.04.2 3.6 through the preface): the higher score of the pair, then the sum,
    // then the smaller TPN
    boards.sort(
        Comparator.comparingInt(
                (Board b) -> -Math.max(score(facts, b.white()), score(facts, b.black())))
            .thenComparingInt(b -> -(score(facts, b.white()) + score(facts, b.black())))
            .thenComparingInt(b -> Math.min(b.white(), b.black())));
    return new Pairing(request.round(), boards, pab, explanation.build());
  }

  private static int score(RoundFacts facts, int tpn) {
    return facts.team(tpn).score();
  }

  /** A cap of the request's options, or its default. */
  private static long cap(TeamPairingRequest request, String option, long byDefault) {
    String value = request.options().get(option);
    return value == null ? byDefault : parseCap(option, value);
  }

  private static long parseCap(String option, String value) {
    try {
      long v = Long.parseLong(value.strip());
      if (v >= 1) {
        return v;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new IllegalArgumentException(
        "option " + option + ": expected a whole number of at least 1, found '" + value + "'");
  }
}
