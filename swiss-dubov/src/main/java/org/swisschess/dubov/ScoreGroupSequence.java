package org.swisschess.dubov;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.swisschess.api.Explanation;
import org.swisschess.api.Points;

/**
 * The score groups of a round, paired from the highest down, each group's floaters going to the
 * next (6.4), with the check of README 9-a that the players below can still all be paired.
 */
final class ScoreGroupSequence {

  private final RoundContext ctx;
  private final Explanation.Builder explanation;

  ScoreGroupSequence(RoundContext ctx, Explanation.Builder explanation) {
    this.ctx = ctx;
    this.explanation = explanation;
  }

  /** Pairs every score group from the top, then whoever is left (README 9-a). */
  void pairAll() {
    List<Points> scores = new ArrayList<>(ctx.unpairedScoreGroups().keySet());
    List<Entrant> incoming = List.of();
    for (Points score : scores) {
      Set<Integer> floating = new HashSet<>();
      incoming.forEach(e -> floating.add(e.id()));
      List<Entrant> residents = new ArrayList<>();
      for (Entrant e : ctx.unpairedScoreGroups().getOrDefault(score, List.of())) {
        if (!floating.contains(e.id())) {
          residents.add(e);
        }
      }
      if (residents.isEmpty() && incoming.isEmpty()) {
        continue;
      }
      int mark = ctx.mark();
      List<String> lines = new ArrayList<>();
      List<Entrant> out = new ScoreGroupPairing(ctx, false, lines).run(score, residents, incoming);
      if (!ctx.remainderPairable()) {
        ctx.reset(mark);
        lines = new ArrayList<>();
        lines.add(
            "the pairing by the text left the lower players unpairable; each pair now has to leave them pairable (README 9-a)");
        out = new ScoreGroupPairing(ctx, true, lines).run(score, residents, incoming);
      }
      explanation.section("Score group " + score, lines);
      incoming = out;
    }
    List<Entrant> rest = ctx.unpairedEntrants();
    if (!rest.isEmpty()) {
      completeRest(rest);
    }
  }

  /** README 9-a: players the text leaves unpaired at the bottom are paired so that all can be. */
  private void completeRest(List<Entrant> rest) {
    List<String> lines = new ArrayList<>();
    rest.sort(
        Comparator.comparing(Entrant::score)
            .reversed()
            .thenComparing(Entrant.HIGHEST_R_LOWEST_ARO));
    for (Entrant x : rest) {
      if (!ctx.isUnpaired(x)) {
        continue;
      }
      Entrant partner =
          rest.stream()
              .filter(c -> !c.equals(x) && ctx.pairable(x, c, true))
              .findFirst()
              .orElseThrow(
                  () ->
                      new IllegalStateException(
                          "no partner for " + x.id() + " although the rest was pairable"));
      ctx.pair(x, partner);
      lines.add(x.id() + " - " + partner.id());
    }
    explanation.section("Dubov 9, final remarks: pairing the players left over", lines);
  }
}
