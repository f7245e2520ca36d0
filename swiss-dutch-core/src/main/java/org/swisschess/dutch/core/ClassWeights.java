package org.swisschess.dutch.core;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import org.swisschess.matching.WideInt;

/**
 * The weights of a matching's pairs, each pair of player classes worked out once: a round's players
 * fall into few classes of what a weight reads (score, PAB candidacy, colour facts, floats, place
 * in the bracket), and two pairs whose higher players share a class and whose lower players share a
 * class weigh the same. C1-C3 ({@link AbsoluteCriteria#compatible}) are still asked pair by pair.
 * Both editions build their weights through it; what a class holds is the edition's (what its
 * criteria read).
 */
public final class ClassWeights {

  /** The weight of players i &lt; j who may meet, worked out from the criteria. */
  @FunctionalInterface
  public interface CriteriaWeight {
    /**
     * Writes the weight.
     *
     * @param i the higher-ranked player
     * @param j the lower-ranked player
     * @param w where to write it
     * @param wo the offset there
     */
    void write(int i, int j, long[] w, int wo);
  }

  /**
   * The most classes whose pairs' weights are kept (a table of 16 MiB of indices); past it every
   * weight is worked out as it is asked for, so memory stays bounded at any field size.
   */
  public static final int MAX_CLASSES = 2048;

  /**
   * The most limbs of weights kept (32 MiB): a pair of classes first met past it is worked out
   * every time it is asked for, however many of the 2,048² pairs of classes a matching meets.
   */
  public static final int MAX_KEPT_LIMBS = 1 << 22;

  private final List<Entrant> players;
  private final AbsoluteCriteria absolute;
  private final int limbs;
  private final CriteriaWeight criteria;
  private final int[] classOf;
  private final int classes;
  private final int[] weightOfClasses; // per (class of higher, class of lower): 1 + weight index
  private final int maxKeptLimbs;
  private long[] classWeights = new long[0];
  private int classWeightCount;

  /**
   * @param players the matching's players, higher-ranked first
   * @param classOf the class of each player (by index): every value the weight reads of the player
   *     and of the player's place, as a value with equals and hashCode
   * @param absolute C1-C3
   * @param limbs limbs of a weight
   * @param criteria the weight of a pair that may meet
   */
  public ClassWeights(
      List<Entrant> players,
      IntFunction<Object> classOf,
      AbsoluteCriteria absolute,
      int limbs,
      CriteriaWeight criteria) {
    this.players = players;
    this.absolute = absolute;
    this.limbs = limbs;
    this.criteria = criteria;
    this.classOf = new int[players.size()];
    Map<Object, Integer> ids = new HashMap<>();
    for (int v = 0; v < players.size(); v++) {
      Integer id = ids.putIfAbsent(classOf.apply(v), ids.size());
      this.classOf[v] = id == null ? ids.size() - 1 : id;
    }
    this.classes = ids.size();
    this.weightOfClasses = classes <= MAX_CLASSES ? new int[classes * classes] : new int[0];
    this.maxKeptLimbs = MAX_KEPT_LIMBS;
  }

  private ClassWeights(ClassWeights of, int maxClasses, int maxKeptLimbs) {
    this.players = of.players;
    this.absolute = of.absolute;
    this.limbs = of.limbs;
    this.criteria = of.criteria;
    this.classOf = of.classOf;
    this.classes = of.classes;
    this.weightOfClasses = classes <= maxClasses ? new int[classes * classes] : new int[0];
    this.maxKeptLimbs = maxKeptLimbs;
  }

  /**
   * The same weights under other caps, nothing worked out yet: for tests of the paths past them.
   *
   * @param maxClasses the most classes whose pairs' weights are kept
   * @param maxKeptLimbs the most limbs of weights kept
   * @return the weights under those caps
   */
  public ClassWeights withCaps(int maxClasses, int maxKeptLimbs) {
    return new ClassWeights(this, maxClasses, maxKeptLimbs);
  }

  /**
   * The number of classes.
   *
   * @return how many
   */
  public int classes() {
    return classes;
  }

  /**
   * Limbs of a weight.
   *
   * @return how many
   */
  public int limbs() {
    return limbs;
  }

  /**
   * Writes the weight of higher-ranked i and lower-ranked j (i &lt; j); zero if they may not meet.
   *
   * @param i the higher-ranked player
   * @param j the lower-ranked player
   * @param w where to write it
   * @param wo the offset there
   */
  public void weight(int i, int j, long[] w, int wo) {
    if (!absolute.compatible(players.get(i), players.get(j))) {
      WideInt.setZero(w, wo, limbs); // C1-C3
      return;
    }
    if (weightOfClasses.length == 0) {
      criteria.write(i, j, w, wo);
      return;
    }
    int cell = classOf[i] * classes + classOf[j]; // the higher player's class first
    int index = weightOfClasses[cell] - 1;
    if (index < 0) {
      if ((classWeightCount + 1L) * limbs > maxKeptLimbs) {
        criteria.write(i, j, w, wo);
        return;
      }
      index = classWeightCount++;
      if (classWeightCount * limbs > classWeights.length) {
        classWeights =
            Arrays.copyOf(classWeights, Math.min(2 * classWeightCount * limbs, maxKeptLimbs));
      }
      criteria.write(i, j, classWeights, index * limbs);
      weightOfClasses[cell] = index + 1;
    }
    System.arraycopy(classWeights, index * limbs, w, wo, limbs);
  }

  /**
   * The weight of i and j worked out from the criteria, not from their classes: for tests that
   * check the two agree.
   *
   * @param i the higher-ranked player
   * @param j the lower-ranked player
   * @param w where to write it
   * @param wo the offset there
   */
  public void uncachedWeight(int i, int j, long[] w, int wo) {
    if (!absolute.compatible(players.get(i), players.get(j))) {
      WideInt.setZero(w, wo, limbs);
      return;
    }
    criteria.write(i, j, w, wo);
  }
}
