package org.swisschess.burstein2026;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.swisschess.api.Colour;
import org.swisschess.api.ColourPreference;
import org.swisschess.api.Points;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Tournament;
import org.swisschess.basic2026.RoundPlayer;
import org.swisschess.matching.Pair;

/**
 * 3.2.2 and 4.3 against brute force: for random brackets (residents, incoming floaters of higher
 * scores, a following scoregroup, random [C1]/[C3] compatibility and colour preferences), every
 * complete pairing is listed, the best by [C5], [C6] and [C8] kept ([C4] by completeness; [C7] is
 * the same for all of them when the following scoregroup is the last), and the first of those in
 * the order of 4.3 must be what the engine's pair-by-pair search gives, with its tight-cycle
 * shortcut and without.
 */
class BracketPairingProperties {

  @Property(tries = 400)
  void theEngineTakesTheFirstBestPairingInTheOrderOf4_3(@ForAll long seed) {
    Random random = new Random(seed);
    int bracketSize = 2 + random.nextInt(6);
    int followingSize = random.nextInt(5);
    if ((bracketSize + followingSize) % 2 == 1) {
      followingSize++;
    }
    int n = bracketSize + followingSize;
    List<BursteinPlayer> ranked = new ArrayList<>();
    for (int v = 0; v < n; v++) {
      Points score =
          v < bracketSize
              ? Points.ofTenths(random.nextInt(3) == 0 ? 25 + 5 * random.nextInt(2) : 20)
              : Points.ofTenths(15);
      ranked.add(contender(v, score, random));
    }
    boolean[][] compatible = new boolean[n][n];
    for (int a = 0; a < n; a++) {
      for (int b = a + 1; b < n; b++) {
        ColourPreference p = ranked.get(a).preference();
        ColourPreference q = ranked.get(b).preference();
        boolean c3 = p.isAbsolute() && q.isAbsolute() && p.colour() == q.colour();
        boolean ok = !c3 && random.nextInt(4) != 0;
        compatible[a][b] = ok;
        compatible[b][a] = ok;
      }
    }
    Tournament t =
        new Tournament(
            "", List.of(), 0, 9, Colour.WHITE, ScoringSystem.STANDARD, List.of(), List.of());
    RoundPlayers players = RoundPlayers.of(t, 5, ranked, compatible);
    Optional<int[]> expected = bruteForce(ranked, compatible, bracketSize);
    Assume.that(expected.isPresent());
    List<Integer> bracket = new ArrayList<>();
    List<Integer> following = new ArrayList<>();
    for (int v = 0; v < n; v++) {
      (v < bracketSize ? bracket : following).add(v);
    }
    for (boolean cycles : new boolean[] {true, false}) {
      BracketPairing.Result result =
          BracketPairing.pair(players, bracket, following, List.of(), cycles);
      int[] actual = new int[bracketSize + 1];
      for (Pair p : result.pairs()) {
        actual[p.higher() + 1] = p.lower() + 1;
        actual[p.lower() + 1] = p.higher() + 1;
      }
      assertArrayEquals(
          expected.get(), actual, "seed " + seed + ", tight-cycle shortcut " + cycles);
    }
  }

  /**
   * [C7] and [C4] below the bracket: the bracket form (a matching of the bracket only, [C7] and
   * [C4] asked by {@link Completion}) and the compact form (the bracket and the following
   * scoregroup, [C4] asked by it) pair every bracket as the full form (one matching over every
   * player not yet paired) does, or find no valid pairing where it finds none. The rest's
   * compatibility is sparse enough that leftovers often do not complete, so the fall-back to the
   * full form is exercised too.
   */
  @Property(tries = 600)
  void theSmallerFormsPairAsTheFullFormDoes(@ForAll long seed) {
    Random random = new Random(seed);
    int bracketSize = 2 + random.nextInt(7);
    int followingSize = random.nextInt(6);
    int restSize = random.nextInt(9);
    if ((bracketSize + followingSize + restSize) % 2 == 1) {
      restSize++;
    }
    int n = bracketSize + followingSize + restSize;
    List<BursteinPlayer> ranked = new ArrayList<>();
    for (int v = 0; v < n; v++) {
      Points score =
          v < bracketSize
              ? Points.ofTenths(random.nextInt(3) == 0 ? 25 + 5 * random.nextInt(2) : 20)
              : v < bracketSize + followingSize ? Points.ofTenths(15) : Points.ofTenths(10);
      ranked.add(contender(v, score, random));
    }
    int density = 2 + random.nextInt(7); // of 10
    boolean[][] compatible = new boolean[n][n];
    for (int a = 0; a < n; a++) {
      for (int b = a + 1; b < n; b++) {
        ColourPreference p = ranked.get(a).preference();
        ColourPreference q = ranked.get(b).preference();
        boolean c3 = p.isAbsolute() && q.isAbsolute() && p.colour() == q.colour();
        boolean ok = !c3 && random.nextInt(10) < density;
        compatible[a][b] = ok;
        compatible[b][a] = ok;
      }
    }
    Tournament t =
        new Tournament(
            "", List.of(), 0, 9, Colour.WHITE, ScoringSystem.STANDARD, List.of(), List.of());
    RoundPlayers players = RoundPlayers.of(t, 5, ranked, compatible);
    List<Integer> bracket = new ArrayList<>();
    List<Integer> following = new ArrayList<>();
    List<Integer> rest = new ArrayList<>();
    for (int v = 0; v < n; v++) {
      (v < bracketSize ? bracket : v < bracketSize + followingSize ? following : rest).add(v);
    }
    String full = outcome(() -> BracketPairing.pairFully(players, bracket, following, rest, true));
    for (BracketPairing.Form form :
        new BracketPairing.Form[] {BracketPairing.Form.BRACKET, BracketPairing.Form.COMPACT}) {
      for (boolean cycles : new boolean[] {true, false}) {
        String smaller =
            outcome(() -> BracketPairing.pairIn(form, players, bracket, following, rest, cycles));
        org.junit.jupiter.api.Assertions.assertEquals(
            full, smaller, "seed " + seed + ", " + form + ", tight-cycle shortcut " + cycles);
      }
    }
    org.junit.jupiter.api.Assertions.assertEquals(
        full, outcome(() -> BracketPairing.pair(players, bracket, following, rest)));
  }

  private static String outcome(java.util.function.Supplier<BracketPairing.Result> pairing) {
    try {
      BracketPairing.Result r = pairing.get();
      return "pairs " + r.pairs() + ", floaters " + r.floaters();
    } catch (NoPairing e) {
      return "no pairing";
    }
  }

  private static ColourPreference preference(Random random) {
    int k = random.nextInt(7);
    if (k == 0) {
      return ColourPreference.NONE;
    }
    Colour c = k % 2 == 0 ? Colour.WHITE : Colour.BLACK;
    ColourPreference.Strength s =
        switch ((k - 1) / 2) {
          case 0 -> ColourPreference.Strength.MILD;
          case 1 -> ColourPreference.Strength.STRONG;
          default -> ColourPreference.Strength.ABSOLUTE;
        };
    return new ColourPreference(c, s);
  }

  /** The opponent vector (4.3) of the first best complete pairing, empty if none is complete. */
  private static Optional<int[]> bruteForce(
      List<BursteinPlayer> ranked, boolean[][] compatible, int bracketSize) {
    int n = ranked.size();
    List<int[]> matchings = new ArrayList<>();
    perfect(new int[n], compatible, matchings);
    long[] bestKey = null;
    int[] best = null;
    for (int[] mate : matchings) {
      long[] key = key(mate, ranked, bracketSize);
      int[] opponent = new int[bracketSize + 1];
      for (int v = 0; v < bracketSize; v++) {
        opponent[v + 1] = mate[v] < bracketSize ? mate[v] + 1 : 0;
      }
      int c = bestKey == null ? -1 : compareKeys(key, bestKey);
      if (c < 0 || (c == 0 && PairingOrder.ORDER.compare(opponent, best) < 0)) {
        bestKey = key;
        best = opponent;
      }
    }
    return Optional.ofNullable(best);
  }

  /** Smaller is better: -[C5] pairs, -[C6] paired players per score high to low, [C8] misses. */
  private static long[] key(int[] mate, List<BursteinPlayer> ranked, int bracketSize) {
    long pairs = 0;
    long[] byScore = new long[4]; // 3.0, 2.5, 2.0, 1.5
    long misses = 0;
    for (int v = 0; v < bracketSize; v++) {
      int m = mate[v];
      if (m < bracketSize) {
        byScore[(30 - ranked.get(v).score().tenths()) / 5]++;
        if (v < m) {
          pairs++;
          misses += BracketPairing.colourConflict(ranked.get(v), ranked.get(m)) ? 1 : 0;
        }
      }
    }
    return new long[] {-pairs, -byScore[0], -byScore[1], -byScore[2], misses};
  }

  private static int compareKeys(long[] a, long[] b) {
    for (int i = 0; i < a.length; i++) {
      if (a[i] != b[i]) {
        return Long.compare(a[i], b[i]);
      }
    }
    return 0;
  }

  private static void perfect(int[] mate, boolean[][] compatible, List<int[]> out) {
    int n = mate.length;
    int first = -1;
    for (int v = 0; v < n; v++) {
      if (mate[v] == 0) {
        first = v;
        break;
      }
    }
    if (first < 0) {
      int[] m = new int[n];
      for (int v = 0; v < n; v++) {
        m[v] = mate[v] - 1;
      }
      out.add(m);
      return;
    }
    for (int w = first + 1; w < n; w++) {
      if (mate[w] == 0 && compatible[first][w]) {
        mate[first] = w + 1;
        mate[w] = first + 1;
        perfect(mate, compatible, out);
        mate[first] = 0;
        mate[w] = 0;
      }
    }
  }

  /** Player v + 1 at rank v: one game played (White), a random colour preference, PAB-eligible. */
  private static BursteinPlayer contender(int v, Points score, Random random) {
    return new BursteinPlayer(
        new RoundPlayer(v + 1, score, List.of(Colour.WHITE), preference(random), true),
        v,
        new OppositionIndex(0, 0));
  }
}
