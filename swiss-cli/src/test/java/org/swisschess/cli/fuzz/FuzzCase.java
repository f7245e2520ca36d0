package org.swisschess.cli.fuzz;

import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * A seed file, the edits made to it, and the system that pairs the result.
 *
 * @param seed the committed file
 * @param mutations applied in order
 * @param system the id of the pairing system
 */
record FuzzCase(FuzzSeeds.Seed seed, List<Mutation> mutations, String system) {

  /** Returns the mutated file's bytes. */
  byte[] bytes() {
    String text = seed.bytes();
    for (Mutation m : mutations) {
      text = m.apply(text);
    }
    return text.getBytes(StandardCharsets.ISO_8859_1);
  }

  @Override
  public String toString() {
    return seed + " " + mutations + " paired by " + system;
  }
}
