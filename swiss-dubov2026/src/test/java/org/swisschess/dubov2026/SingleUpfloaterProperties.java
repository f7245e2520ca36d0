package org.swisschess.dubov2026;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;
import org.swisschess.api.Colour;
import org.swisschess.api.ColourPreference;
import org.swisschess.api.ForbiddenPair;
import org.swisschess.api.History;
import org.swisschess.api.Points;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Tournament;
import org.swisschess.basic2026.MayMeet;
import org.swisschess.basic2026.RoundPlayer;
import org.swisschess.testkit.Games;

/**
 * The shortcut for an odd scoregroup ({@link SingleUpfloater}) chooses the same upfloater as the
 * whole matching ({@link UpfloaterSelection#byOneMatching}) on random brackets: random scores,
 * colours, upfloat histories and forbidden pairs.
 */
class SingleUpfloaterProperties {

  @Property(tries = 300)
  void theShortcutChoosesAsTheWholeMatching(
      @ForAll @IntRange(min = 0, max = 100_000) int seed, @ForAll boolean lastRound) {
    Random random = new Random(seed);
    int residents = 1 + 2 * random.nextInt(3);
    int lowerCount = 1 + 2 * random.nextInt(4);
    int n = residents + lowerCount;
    List<ForbiddenPair> forbidden = new ArrayList<>();
    for (int a = 1; a <= n; a++) {
      for (int b = a + 1; b <= n; b++) {
        if (random.nextInt(4) == 0) {
          forbidden.add(ForbiddenPair.always(a, b));
        }
      }
    }
    Tournament t =
        new Tournament(
            "",
            Games.players(new int[n]),
            0,
            9,
            Colour.WHITE,
            ScoringSystem.STANDARD,
            forbidden,
            List.of());
    MayMeet legality = MayMeet.of(History.of(t), 5);
    List<DubovPlayer> top = new ArrayList<>();
    for (int i = 1; i <= residents; i++) {
      top.add(player(i, 40, random));
    }
    List<DubovPlayer> below = new ArrayList<>();
    for (int i = residents + 1; i <= n; i++) {
      below.add(player(i, 10 * (1 + random.nextInt(3)), random));
    }
    below.sort(
        java.util.Comparator.comparing(DubovPlayer::score)
            .reversed()
            .thenComparingInt(DubovPlayer::tpn));
    Optional<UpfloaterSelection.Result> shortcut =
        SingleUpfloater.choose(top, below, legality, lastRound);
    Statistics.collect(
        shortcut.isPresent() ? "one upfloater: compared" : "not the shortcut's case");
    // a shortcut that never answered would leave nothing compared: most brackets must be its case
    Statistics.coverage(
        coverage -> coverage.check("one upfloater: compared").percentage(p -> p >= 50.0));
    if (shortcut.isEmpty()) {
      return; // more than one upfloater, or none possible: the whole matching decides alone
    }
    UpfloaterSelection.Result whole;
    try {
      whole = UpfloaterSelection.byOneMatching(top, below, legality, lastRound);
    } catch (org.swisschess.api.NoValidPairingException e) {
      throw new AssertionError("the shortcut paired what the whole matching cannot", e);
    }
    assertEquals(
        whole.upfloaters().stream().map(DubovPlayer::tpn).toList(),
        shortcut.get().upfloaters().stream().map(DubovPlayer::tpn).toList());
  }

  private static DubovPlayer player(int tpn, int tenths, Random random) {
    List<Colour> colours = new ArrayList<>();
    int games = random.nextInt(4);
    for (int g = 0; g < games; g++) {
      colours.add(random.nextBoolean() ? Colour.WHITE : Colour.BLACK);
    }
    int upfloats = random.nextInt(5);
    return new DubovPlayer(
        new RoundPlayer(
            tpn,
            Points.ofTenths(tenths),
            colours,
            DubovPlayers.colourPreference(ColourPreference.of(colours)),
            true),
        2000,
        1500 + random.nextInt(500),
        upfloats,
        random.nextInt(3) == 0,
        MaximumUpfloater.isMaximumUpfloater(upfloats, 9));
  }
}
