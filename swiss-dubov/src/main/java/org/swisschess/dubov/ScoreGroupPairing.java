package org.swisschess.dubov;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import org.swisschess.api.Points;

/** Pairs one score group: its floaters (chapter 8), its transfers (chapter 7), then chapter 6. */
final class ScoreGroupPairing {

  private final RoundContext ctx;
  private final boolean guarded;
  private final List<String> log;

  ScoreGroupPairing(RoundContext ctx, boolean guarded, List<String> log) {
    this.ctx = ctx;
    this.guarded = guarded;
    this.log = log;
  }

  /**
   * Pairs the group of {@code score}.
   *
   * @param residents the unpaired players of that score
   * @param incoming the floaters from higher score groups (6.4)
   * @return the floaters to the next lower score group
   */
  List<Entrant> run(Points score, List<Entrant> residents, List<Entrant> incoming) {
    Set<Integer> cameDown = new HashSet<>();
    incoming.forEach(e -> cameDown.add(e.id()));
    log.add(
        "players: "
            + StandardProcedure.ids(residents)
            + (incoming.isEmpty()
                ? ""
                : "; floaters from above: " + StandardProcedure.ids(incoming)));
    List<Entrant> stillFloating = new FloaterTreatment(ctx, guarded, log).pair(incoming, residents);
    List<Entrant> group = new ArrayList<>();
    for (Entrant e : residents) {
      if (ctx.isUnpaired(e)) {
        group.add(e);
      }
    }
    group.addAll(stillFloating);
    Set<Integer> inGroup = new HashSet<>(cameDown);
    residents.forEach(e -> inGroup.add(e.id()));
    Transfers transfers = new Transfers(ctx, guarded);
    List<Entrant> floaters = new ArrayList<>(isolatedPlayers(score, group, inGroup, transfers));
    if (group.size() % 2 != 0) {
      Optional<Entrant> t = transfers.forOddGroup(group, score, inGroup);
      if (t.isPresent()) {
        group.add(t.get());
        inGroup.add(t.get().id());
        log.add(
            "7.2: odd group, transferred up "
                + t.get().label()
                + " from score group "
                + t.get().score());
      } else {
        log.add("7.2: odd group, nobody below may be transferred up");
      }
    }
    Seekers seekers = Seekers.split(group);
    seekers = Transfers.balance(seekers, log);
    if (seekers.size() > 0) {
      log.add("6.2 white-seekers by ARO: " + labels(seekers.whites()));
      log.add("6.2 black-seekers by R: " + labels(seekers.blacks()));
    }
    Predicate<Entrant> pairableBelow = pairableBelow(score, inGroup);
    floaters.addAll(
        new StandardProcedure(ctx, guarded, log).pair(seekers, cameDown, pairableBelow));
    return floaters;
  }

  /** 7.1, repeated until every player left in the group has a possible opponent in it. */
  private List<Entrant> isolatedPlayers(
      Points score, List<Entrant> group, Set<Integer> inGroup, Transfers transfers) {
    List<Entrant> floaters = new ArrayList<>();
    boolean changed = true;
    while (changed) {
      changed = false;
      List<Entrant> order = new ArrayList<>(group);
      order.sort(Entrant.HIGHEST_R_LOWEST_ARO);
      for (Entrant x : order) {
        // "Has already played with all the players of his own score group": chapter 2 lets him
        // meet nobody left in it (README 7.1).
        if (group.stream().anyMatch(c -> !c.equals(x) && ctx.pairable(x, c, false))) {
          continue;
        }
        group.remove(x);
        Optional<Entrant> partner = transfers.partnerFor(x, score, inGroup);
        if (partner.isPresent()) {
          ctx.pair(x, partner.get());
          log.add(
              "7.1: "
                  + x.id()
                  + " can meet nobody here; transferred up "
                  + partner.get().label()
                  + " from score group "
                  + partner.get().score()
                  + ": "
                  + x.id()
                  + " - "
                  + partner.get().id());
        } else {
          floaters.add(x);
          log.add(
              "7.1: "
                  + x.id()
                  + " can meet nobody here and nobody below may be transferred up; he floats (6.4)");
        }
        changed = true;
        break;
      }
    }
    return floaters;
  }

  private Predicate<Entrant> pairableBelow(Points score, Set<Integer> inGroup) {
    List<Entrant> below = new ArrayList<>();
    for (Map.Entry<Points, List<Entrant>> g : ctx.unpairedScoreGroups().entrySet()) {
      if (g.getKey().compareTo(score) < 0) {
        g.getValue().stream().filter(e -> !inGroup.contains(e.id())).forEach(below::add);
        if (!below.isEmpty()) {
          break;
        }
      }
    }
    return x -> below.stream().anyMatch(c -> ctx.compatible(x, c));
  }

  private static String labels(List<Entrant> list) {
    List<String> out = new ArrayList<>();
    for (Entrant e : list) {
      out.add(e.label());
    }
    return String.join(", ", out);
  }
}
