package org.swisschess.dutch2017;

import java.nio.file.Path;
import org.swisschess.api.Tournament;

/** Times the re-pairing of one corpus file (a development aid, run by hand). */
public final class ProfHook {
  private ProfHook() {}

  public static void run(Path file) throws Exception {
    Tournament full = CorpusFiles.read(file);
    Dutch2017System system = new Dutch2017System();
    for (int r = 1; r <= full.completedRounds(); r++) {
      long t0 = System.nanoTime();
      String diff = CorpusTests.compare(system, full, r);
      System.out.println("round " + r + " " + (System.nanoTime() - t0) / 1_000_000 + " ms, solves " + MaximumWeightMatching.solves + " in " + MaximumWeightMatching.solveNanos / 1_000_000 + " ms " + (diff == null ? "ok" : diff));
    }
  }

  /** Times one round of one file. */
  public static void one(Path file, int round) throws Exception {
    Tournament full = CorpusFiles.read(file);
    Dutch2017System system = new Dutch2017System();
    for (int rep = 0; rep < 2; rep++) {
      long t0 = System.nanoTime();
      String diff = CorpusTests.compare(system, full, round);
      System.out.println("round " + round + " " + (System.nanoTime() - t0) / 1_000_000 + " ms, solves "
          + MaximumWeightMatching.solves + " in " + MaximumWeightMatching.solveNanos / 1_000_000 + " ms "
          + (diff == null ? "ok" : diff));
    }
  }

  /** Checks every file of a directory, printing one line per differing round. */
  public static void all(Path dir) throws Exception {
    java.util.List<Path> files;
    try (java.util.stream.Stream<Path> s = java.nio.file.Files.list(dir)) {
      files = s.filter(p -> p.toString().endsWith(".trf")).sorted().toList();
    }
    Dutch2017System system = new Dutch2017System();
    int ok = 0;
    int total = 0;
    int okFiles = 0;
    for (Path f : files) {
      Tournament full = CorpusFiles.read(f);
      boolean fileOk = true;
      long t0 = System.nanoTime();
      for (int r = 1; r <= full.completedRounds(); r++) {
        total++;
        String diff;
        try {
          diff = CorpusTests.compare(system, full, r);
        } catch (RuntimeException e) {
          diff = "error " + e;
        }
        if (diff == null) {
          ok++;
        } else {
          fileOk = false;
          System.out.println(f.getFileName() + " round " + r + ": " + diff);
        }
      }
      if (fileOk) {
        okFiles++;
      }
      System.out.println("# " + f.getFileName() + " " + (System.nanoTime() - t0) / 1_000_000 + " ms");
    }
    System.out.println("TOTAL " + ok + "/" + total + " rounds, " + okFiles + "/" + files.size() + " files");
  }
}
