package org.swisschess.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;
import org.swisschess.api.Colour;
import org.swisschess.api.ForbiddenPair;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;

/**
 * Who will not be paired in which round, decided before the tournament from the seed alone: late
 * entries, withdrawals, requested byes and announced absences; plus the forbidden pairs and the
 * initial colour. Independent of the pairing system, so every system of a simulation faces the same
 * schedule.
 */
final class Schedule {

  /** Per round (index r-1): pairing number to the entry of a player who is not paired. */
  private final List<Map<Integer, RoundEntry>> notPaired;

  private final List<ForbiddenPair> forbiddenPairs;
  private final Colour initialColour;

  private Schedule(
      List<Map<Integer, RoundEntry>> notPaired,
      List<ForbiddenPair> forbiddenPairs,
      Colour initialColour) {
    this.notPaired = notPaired;
    this.forbiddenPairs = forbiddenPairs;
    this.initialColour = initialColour;
  }

  static Schedule draw(GeneratorConfig config, long seed) {
    int rounds = config.rounds();
    EventRates rates = config.rates();
    List<Map<Integer, RoundEntry>> notPaired = new ArrayList<>(rounds);
    for (int r = 0; r < rounds; r++) {
      notPaired.add(new TreeMap<>());
    }
    for (int p = 1; p <= config.players(); p++) {
      SplittableRandom random = Seeds.stream(seed, Seeds.SCHEDULE, p);
      // Every draw is made whatever its outcome, so one rate never shifts the others' draws.
      double late = random.nextDouble();
      double lateTwo = random.nextDouble();
      double withdraw = random.nextDouble();
      double withdrawAt = random.nextDouble();
      int firstRound = 1;
      if (rounds >= 2 && late < rates.lateEntry()) {
        firstRound = rounds >= 3 && lateTwo < 0.5 ? 3 : 2;
      }
      int lastRound = rounds;
      if (rounds - 1 >= firstRound && withdraw < rates.withdrawal()) {
        lastRound = firstRound + (int) (withdrawAt * (rounds - firstRound));
      }
      for (int r = 1; r <= rounds; r++) {
        double u = random.nextDouble();
        ResultKind kind;
        if (r < firstRound || r > lastRound) {
          kind = ResultKind.ABSENT;
        } else if (u < rates.halfPointBye()) {
          kind = ResultKind.HALF_POINT_BYE;
        } else if (u < rates.halfPointBye() + rates.zeroPointBye()) {
          kind = ResultKind.ZERO_POINT_BYE;
        } else if (u < rates.halfPointBye() + rates.zeroPointBye() + rates.fullPointBye()) {
          kind = ResultKind.FULL_POINT_BYE;
        } else if (u
            < rates.halfPointBye()
                + rates.zeroPointBye()
                + rates.fullPointBye()
                + rates.absence()) {
          kind = ResultKind.ABSENT;
        } else {
          continue;
        }
        notPaired.get(r - 1).put(p, RoundEntry.bye(kind));
      }
    }
    SplittableRandom misc = Seeds.stream(seed, Seeds.SCHEDULE, 0);
    Colour initial = misc.nextBoolean() ? Colour.WHITE : Colour.BLACK;
    return new Schedule(notPaired, forbiddenPairs(config, misc), initial);
  }

  private static List<ForbiddenPair> forbiddenPairs(
      GeneratorConfig config, SplittableRandom random) {
    int n = config.players();
    long possible = (long) n * (n - 1) / 2;
    int wanted = (int) Math.min(config.forbiddenPairs(), possible);
    TreeSet<Long> chosen = new TreeSet<>();
    while (chosen.size() < wanted) {
      int a = 1 + random.nextInt(n);
      int b = 1 + random.nextInt(n);
      if (a != b) {
        chosen.add((long) Math.min(a, b) * (n + 1) + Math.max(a, b));
      }
    }
    List<ForbiddenPair> out = new ArrayList<>(wanted);
    for (long key : chosen) {
      out.add(ForbiddenPair.always((int) (key / (n + 1)), (int) (key % (n + 1))));
    }
    return List.copyOf(out);
  }

  /** Returns the entries of the players not paired in {@code round}, by pairing number. */
  Map<Integer, RoundEntry> notPairedIn(int round) {
    return notPaired.get(round - 1);
  }

  List<ForbiddenPair> forbiddenPairs() {
    return forbiddenPairs;
  }

  Colour initialColour() {
    return initialColour;
  }
}
