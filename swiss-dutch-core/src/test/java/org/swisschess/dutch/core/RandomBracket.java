package org.swisschess.dutch.core;

import java.util.Random;
import org.swisschess.matching.WideInt;

/**
 * A random bracket with weights built as the editions build theirs, field by field above the
 * generation order's bits: pairs in the bracket first (C.5/[C6]), then the MDPs' scores paired
 * (C.6/[C7]), pairs with the next scoregroup (C.7/[C8]), then a few colour- and float-like fields
 * with small random values, so that many candidates tie and the generation order has to choose.
 * Some pairs may not meet at all (C.1-C.3).
 */
final class RandomBracket implements BracketWeights {

  private final int size;
  private final int movedDown;
  private final int nextBegin;
  private final int[] score;
  private final int orderBits;
  private final int limbs;
  private final long[][] weight; // per pair: the field values, highest first, or null
  private final int[] fieldBits;
  private final int orderRegion;

  RandomBracket(long seed, int maxSize) {
    Random random = new Random(seed);
    size = 3 + random.nextInt(maxSize - 2);
    movedDown = random.nextInt(Math.max(1, Math.min(5, size / 3)));
    nextBegin = Math.min(size, movedDown + 2 + random.nextInt(size - movedDown - 1));
    score = new int[size];
    for (int v = 0; v < size; v++) {
      score[v] = v < movedDown ? 20 + 5 * random.nextInt(3) : v < nextBegin ? 10 : 5;
    }
    java.util.Arrays.sort(score, 0, movedDown); // MDPs: highest score first
    for (int a = 0, b = movedDown - 1; a < b; a++, b--) {
      int t = score[a];
      score[a] = score[b];
      score[b] = t;
    }
    orderBits = 32 - Integer.numberOfLeadingZeros(size);
    orderRegion = 1 + 3 * orderBits;
    int countBits = orderBits + 1;
    fieldBits = new int[] {countBits, countBits + 4, countBits, countBits + 2, countBits + 2};
    int total = orderRegion;
    for (int b : fieldBits) {
      total += b;
    }
    limbs = WideInt.limbsFor(total + 2);
    int incompatibility = random.nextInt(4) * 5; // percent of pairs that may not meet
    int colourSpread = 1 + random.nextInt(3);
    weight = new long[size * size][];
    for (int j = movedDown; j < size; j++) {
      for (int i = 0; i < j; i++) {
        if (random.nextInt(100) < incompatibility) {
          continue;
        }
        boolean lowerIn = j < nextBegin;
        long pairs = lowerIn ? 1 : 0;
        long scores = lowerIn && i < movedDown ? (score[i] - 10) / 5 : 0;
        long next = lowerIn ? 0 : 1;
        long colours = lowerIn ? random.nextInt(colourSpread) : 0;
        long floats = lowerIn ? random.nextInt(2) : 0;
        weight[i * size + j] = new long[] {pairs, scores, next, colours, floats};
      }
    }
  }

  @Override
  public int size() {
    return size;
  }

  @Override
  public int score(int v) {
    return score[v];
  }

  @Override
  public int movedDown() {
    return movedDown;
  }

  @Override
  public int nextBegin() {
    return nextBegin;
  }

  @Override
  public int limbs() {
    return limbs;
  }

  @Override
  public int orderBits() {
    return orderBits;
  }

  @Override
  public void edgeWeight(int i, int j, long[] w, int wo) {
    WideInt.setZero(w, wo, limbs);
    long[] fields = weight[i * size + j];
    if (fields == null) {
      return;
    }
    int position = orderRegion;
    for (int f = fields.length - 1; f >= 0; f--) { // lowest field first
      WideInt.addBit(w, wo, limbs, position, fields[f]);
      position += fieldBits[f];
    }
    WideInt.addBit(w, wo, limbs, position, 1); // every pair that may meet counts
  }

  @Override
  public void fixedPairWeight(long[] w, int wo) {
    int total = orderRegion;
    for (int b : fieldBits) {
      total += b;
    }
    WideInt.setZero(w, wo, limbs);
    WideInt.addBit(w, wo, limbs, total + 1, 1);
    WideInt.addBit(w, wo, limbs, 0, -1);
  }

  @Override
  public String toString() {
    return "RandomBracket["
        + size
        + " players, "
        + movedDown
        + " MDPs, next group from "
        + nextBegin
        + "]";
  }
}
