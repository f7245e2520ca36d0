package org.swisschess.dutch.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.AfterContainer;
import org.swisschess.matching.Pair;

/**
 * The shortcuts change how many solves a bracket takes, never its pairs: over random brackets, the
 * pairs with every shortcut on, with each one alone and with one left out are those of the plain
 * generation order, one biased solve a decision.
 */
class GenerationOrderProperties {

  private static final Map<Shortcut, Integer> USED = new EnumMap<>(Shortcut.class);

  @Property(tries = 400)
  void everyShortcutOnGivesThePairsOfThePlainGenerationOrder(
      @ForAll long seed, @ForAll @IntRange(min = 4, max = 26) int maxSize) {
    RandomBracket bracket = new RandomBracket(seed, maxSize);
    assertEquals(pairs(bracket, Shortcuts.NONE), pairs(bracket, Shortcuts.ALL), bracket.toString());
  }

  @Property(tries = 400)
  void eachShortcutAloneGivesThePairsOfThePlainGenerationOrder(
      @ForAll long seed,
      @ForAll @IntRange(min = 4, max = 26) int maxSize,
      @ForAll Shortcut shortcut) {
    RandomBracket bracket = new RandomBracket(seed, maxSize);
    assertEquals(
        pairs(bracket, Shortcuts.NONE),
        pairs(bracket, Shortcuts.only(EnumSet.of(shortcut))),
        bracket + " with only " + shortcut);
  }

  @Property(tries = 300)
  void everyShortcutButOneGivesThePairsOfThePlainGenerationOrder(
      @ForAll long seed, @ForAll @IntRange(min = 4, max = 26) int maxSize, @ForAll Shortcut left) {
    RandomBracket bracket = new RandomBracket(seed, maxSize);
    Set<Shortcut> on = EnumSet.complementOf(EnumSet.of(left));
    assertEquals(
        pairs(bracket, Shortcuts.NONE),
        pairs(bracket, Shortcuts.only(on)),
        bracket + " without " + left);
  }

  /**
   * The certificate's D.1 (an opponent over a loose edge is in no optimal matching; the first over
   * a tight edge is taken when an alternating path re-pairs the displaced players) agrees with a
   * plain biased re-solve at every decision it takes.
   */
  @Property(tries = 400)
  void theCertificateAgreesWithAPlainReSolve(
      @ForAll long seed, @ForAll @IntRange(min = 6, max = 26) int maxSize) {
    RandomBracket bracket = new RandomBracket(seed, maxSize);
    // the certificate on its own, and with the warm starts it is read after in practice
    Shortcuts certificate = Shortcuts.only(EnumSet.of(Shortcut.CERTIFICATE, Shortcut.WARM_START));
    assertEquals(pairs(bracket, Shortcuts.NONE), pairs(bracket, certificate), bracket.toString());
  }

  private static List<Pair> pairs(RandomBracket bracket, Shortcuts shortcuts) {
    BracketPairer pairer =
        new BracketPairer(
            bracket, new BracketGraph(bracket.size(), bracket.limbs()), (i, j) -> {}, shortcuts);
    List<Pair> pairs = pairer.pair();
    synchronized (USED) {
      pairer.order().d1Shortcuts().decided().forEach((s, n) -> USED.merge(s, n, Integer::sum));
    }
    return pairs;
  }

  /** The properties prove something only if the D.1 shortcuts decided pairs along the way. */
  @AfterContainer
  static void theD1ShortcutsWereExercised() {
    System.out.println("D.1 decisions taken by shortcuts: " + USED);
    for (Shortcut s : EnumSet.of(Shortcut.SWAP, Shortcut.SETTLED_PAIRS, Shortcut.CERTIFICATE)) {
      assertTrue(USED.getOrDefault(s, 0) > 20, s + " decided only " + USED.get(s) + " times");
    }
  }
}
