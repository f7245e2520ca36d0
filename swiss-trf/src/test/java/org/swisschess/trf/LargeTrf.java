package org.swisschess.trf;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Writes, and reads back, the largest tournaments TRF can hold, to measure what reading them costs
 * (the swiss-trf README reports it). The file is never committed: it is 100 MB at 9,999 players and
 * 999 rounds.
 *
 * <p>A round robin by the circle method keeps the history lawful at any size: in round r (from 0)
 * player p (from 0) meets the player q with p + q = 2r modulo n (n odd), and the player with 2p =
 * 2r gets the pairing-allocated bye; no two players meet twice in n rounds and no player gets the
 * PAB twice. Results cycle through White wins, draws and Black wins; {@code XXS W=0.1 D=0.0
 * PAB=0.1} keeps every score within the four columns of the points field.
 *
 * <pre>
 * java -cp ... org.swisschess.trf.LargeTrf write FILE [PLAYERS] [ROUNDS] [bad-last-line]
 * java -Xmx512m -cp ... org.swisschess.trf.LargeTrf read FILE
 * </pre>
 */
final class LargeTrf {

  private LargeTrf() {}

  public static void main(String[] args) throws Exception {
    Path file = Path.of(args[1]);
    switch (args[0]) {
      case "write" -> {
        int players = args.length > 2 ? Integer.parseInt(args[2]) : 9999;
        int rounds = args.length > 3 ? Integer.parseInt(args[3]) : 999;
        boolean bad = args.length > 4 && args[4].equals("bad-last-line");
        write(file, players, rounds, bad);
      }
      case "read" -> read(file);
      default -> throw new IllegalArgumentException("write or read, not " + args[0]);
    }
  }

  /** Writes a lawful tournament of {@code players} (odd) and {@code rounds} (at most players). */
  static void write(Path file, int players, int rounds, boolean badLastLine) throws IOException {
    if (players % 2 == 0 || rounds > players) {
      throw new IllegalArgumentException("an odd number of players, at least the rounds");
    }
    try (Writer w = new BufferedWriter(Files.newBufferedWriter(file, StandardCharsets.UTF_8))) {
      w.write("012 Largest legal tournament\n");
      w.write("XXR " + rounds + "\n");
      w.write("XXS W=0.1 D=0.0 PAB=0.1\n");
      StringBuilder line = new StringBuilder(100 + 10 * rounds);
      for (int p = 0; p < players; p++) {
        line.setLength(0);
        int tenths = 0;
        StringBuilder blocks = new StringBuilder(10 * rounds);
        for (int r = 0; r < rounds; r++) {
          int q = Math.floorMod(2 * r - p, players);
          if (q == p) {
            blocks.append("  0000 - U");
            tenths += 1;
            continue;
          }
          boolean white = ((p + q + r) & 1) == 0 ? p < q : p > q;
          int outcome = (p + q + r) % 3; // 0: White wins, 1: draw, 2: Black wins
          char result;
          if (outcome == 1) {
            result = '=';
          } else if ((outcome == 0) == white) {
            result = '1';
            tenths += 1;
          } else {
            result = '0';
          }
          blocks.append("  ");
          String opponent = Integer.toString(q + 1);
          blocks.append("    ", opponent.length(), 4).append(opponent);
          blocks.append(' ').append(white ? 'w' : 'b').append(' ').append(result);
        }
        line.append(
            String.format(
                Locale.ROOT,
                "001 %4d      %-33s %4d %3s %11s %10s %4s %4d",
                p + 1,
                "Player " + (p + 1),
                2800 - p % 1000,
                "FID",
                "",
                "",
                tenths / 10 + "." + tenths % 10,
                p + 1));
        line.append(blocks).append('\n');
        w.write(line.toString());
      }
      if (badLastLine) {
        w.write("XXR nine\n");
      }
    }
  }

  /** Reads the file and reports time and heap (after a collection) with the document alive. */
  static void read(Path file) throws Exception {
    long start = System.nanoTime();
    String outcome;
    Object keep = null;
    try {
      TrfDocument doc = TrfReader.read(file);
      keep = doc;
      outcome =
          "read: "
              + doc.tournament().players().size()
              + " players, "
              + doc.tournament().completedRounds()
              + " rounds";
    } catch (TrfException e) {
      outcome = "refused: " + e.getMessage();
    }
    long millis = (System.nanoTime() - start) / 1_000_000;
    System.gc();
    long used = Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory();
    System.out.printf(
        Locale.ROOT,
        "%s%n%d ms, %d MiB of heap in use after a collection with the result alive, file %d MB,"
            + " max heap %d MiB%n",
        outcome,
        millis,
        used >> 20,
        Files.size(file) / 1_000_000,
        Runtime.getRuntime().maxMemory() >> 20);
    if (keep != null && keep.hashCode() == 42) {
      System.out.println(); // keeps the document reachable until the heap is measured
    }
  }
}
