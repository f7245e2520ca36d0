package org.swisschess.matching;

import java.util.Arrays;

/**
 * Distinct {@link WideInt} values of k limbs, each with a small id; entry 0 is zero. Equal values
 * get the same id, so that an int compare stands for a compare of every limb.
 */
final class LimbTable {

  private final int k;
  private long[] values;
  private int size = 1;
  private int last; // the id interned last: 0 (zero) at first
  private int[] slots = new int[128]; // open addressing over the values: an id, 0 for an empty slot

  LimbTable(int limbs) {
    this.k = limbs;
    this.values = new long[64 * limbs];
  }

  /** The values, id i at {@code i * k}; replaced by a larger array when the table grows. */
  long[] values() {
    return values;
  }

  /** Ids in use are {@code [0, size())}. */
  int size() {
    return size;
  }

  /** The id of value w (added if new); 0 for zero. */
  int intern(long[] w, int wo) {
    if (WideInt.isZero(w, wo, k)) {
      return 0;
    }
    // Weights are set row by row, and neighbours in a row mostly weigh the same.
    if (Arrays.equals(values, last * k, last * k + k, w, wo, wo + k)) {
      return last;
    }
    int mask = slots.length - 1;
    for (int slot = hash(w, wo) & mask; ; slot = (slot + 1) & mask) {
      int id = slots[slot];
      if (id == 0) {
        break;
      }
      if (Arrays.equals(values, id * k, id * k + k, w, wo, wo + k)) {
        last = id;
        return id;
      }
    }
    if ((size + 1) * k > values.length) {
      values = Arrays.copyOf(values, values.length * 2);
    }
    int id = size++;
    System.arraycopy(w, wo, values, id * k, k);
    last = id;
    if (size * 2 > slots.length) {
      slots = new int[slots.length * 2];
      for (int e = 1; e < size; e++) {
        place(e);
      }
    } else {
      place(id);
    }
    return id;
  }

  /**
   * Keeps only the values whose ids are marked live, in the order of their ids, and says where each
   * went.
   *
   * @param live per id, whether it is still used; id 0 (zero) always stays
   * @return per old id its new id, or -1 for a value dropped
   */
  int[] compact(boolean[] live) {
    int[] newId = new int[size];
    Arrays.fill(newId, -1);
    newId[0] = 0;
    int next = 1;
    for (int id = 1; id < size; id++) {
      if (live[id]) {
        newId[id] = next;
        if (next != id) {
          System.arraycopy(values, id * k, values, next * k, k);
        }
        next++;
      }
    }
    size = next;
    last = 0;
    Arrays.fill(slots, 0);
    for (int id = 1; id < size; id++) {
      place(id);
    }
    return newId;
  }

  /** Forgets every value but zero. */
  void clear() {
    if (size > 1) {
      size = 1;
      last = 0;
      Arrays.fill(slots, 0);
    }
  }

  private void place(int id) {
    int mask = slots.length - 1;
    int slot = hash(values, id * k) & mask;
    while (slots[slot] != 0) {
      slot = (slot + 1) & mask;
    }
    slots[slot] = id;
  }

  private int hash(long[] w, int wo) {
    long h = 0;
    for (int i = 0; i < k; i++) {
      h = (h + w[wo + i]) * 0x9E3779B97F4A7C15L;
    }
    return (int) (h ^ (h >>> 29) ^ (h >>> 47));
  }
}
