package org.swisschess.sim;

/**
 * A part of a simulation: shard K of N plays the tournaments i with {@code i mod N = K - 1}, with
 * the seeds one run gives them, so that N shards together are one run.
 *
 * @param index K, from 1
 * @param count N, from 1
 */
public record Shard(int index, int count) {

  /** The whole simulation. */
  public static final Shard ALL = new Shard(1, 1);

  /**
   * Validates.
   *
   * @param index K, from 1
   * @param count N, from 1
   * @throws IllegalArgumentException unless 1 &lt;= K &lt;= N
   */
  public Shard {
    if (count < 1 || index < 1 || index > count) {
      throw new IllegalArgumentException(
          "a shard is K/N with 1 <= K <= N, was " + index + "/" + count);
    }
  }

  /**
   * Reads {@code K/N}.
   *
   * @param text such as {@code 2/8}
   * @return never null
   * @throws IllegalArgumentException naming what was expected
   */
  public static Shard parse(String text) {
    String[] parts = text.strip().split("/", -1);
    try {
      if (parts.length == 2) {
        return new Shard(Integer.parseInt(parts[0].strip()), Integer.parseInt(parts[1].strip()));
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new IllegalArgumentException(
        "a shard is K/N with 1 <= K <= N, such as 2/8, found '" + text + "'");
  }

  /**
   * Returns whether tournament {@code i} belongs to this shard.
   *
   * @param i from 0
   * @return {@code i mod N == K - 1}
   */
  public boolean owns(int i) {
    return i % count == index - 1;
  }

  /**
   * Returns the number of this shard's tournaments among the first {@code tournaments}.
   *
   * @param tournaments from 0
   * @return from 0
   */
  public int size(int tournaments) {
    return tournaments / count + (tournaments % count >= index ? 1 : 0);
  }

  /**
   * Returns the index of the shard's {@code j}-th tournament.
   *
   * @param j from 0
   * @return {@code j N + K - 1}
   */
  public int tournament(int j) {
    return j * count + index - 1;
  }

  @Override
  public String toString() {
    return index + "/" + count;
  }
}
