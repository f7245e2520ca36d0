package org.swisschess.matching;

import java.util.Arrays;

/** A growable list of ints, without the boxing of a {@code List<Integer>}. */
final class IntList {
  private int[] data = new int[8];
  private int size;

  int removeLast() {
    return data[--size];
  }

  void add(int v) {
    if (size == data.length) {
      data = Arrays.copyOf(data, size * 2);
    }
    data[size++] = v;
  }

  int get(int i) {
    return data[i];
  }

  int size() {
    return size;
  }

  boolean isEmpty() {
    return size == 0;
  }

  void clear() {
    size = 0;
  }

  void reverse() {
    for (int i = 0, j = size - 1; i < j; i++, j--) {
      int t = data[i];
      data[i] = data[j];
      data[j] = t;
    }
  }

  int[] toArray() {
    return Arrays.copyOf(data, size);
  }
}
