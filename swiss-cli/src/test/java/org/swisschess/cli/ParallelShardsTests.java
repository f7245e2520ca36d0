package org.swisschess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs docs/cluster/parallel-shards.sh for real with GNU parallel: 3 shards in 2 processes at a
 * time, merged, equal byte for byte to one run.
 */
class ParallelShardsTests {

  private static boolean onPath(String program) {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
      if (Files.isExecutable(Path.of(dir, program))) {
        return true;
      }
    }
    return false;
  }

  @Test
  void gnuParallelRunsTheShardsAndTheirMergeIsOneRun(@TempDir Path dir) throws Exception {
    assumeTrue(onPath("parallel"), "GNU parallel is not installed (apt-get install parallel)");
    Path script = Path.of("..", "docs", "cluster", "parallel-shards.sh").toAbsolutePath();
    Path bin = Files.createDirectories(dir.resolve("bin"));
    String javaCommand = ProcessHandle.current().info().command().orElse("java");
    Path swiss = bin.resolve("swiss");
    Files.writeString(
        swiss,
        "#!/bin/sh\nexec '"
            + javaCommand
            + "' -cp '"
            + System.getProperty("java.class.path")
            + "' org.swisschess.cli.Main \"$@\"\n",
        StandardCharsets.UTF_8);
    Files.setPosixFilePermissions(swiss, PosixFilePermissions.fromString("rwxr-xr-x"));
    List<String> options =
        List.of(
            "--systems",
            InOrderTestSystem.ID + ",ideal",
            "--players",
            "10",
            "--rounds",
            "4",
            "--tournaments",
            "30",
            "--seed",
            "77",
            "--tiebreaks",
            "PTS, BH");
    Path study = dir.resolve("study");
    ProcessBuilder pb = new ProcessBuilder("sh", script.toString(), "3", study.toString());
    pb.command().addAll(options);
    pb.environment().put("PATH", bin + java.io.File.pathSeparator + System.getenv("PATH"));
    pb.environment().put("JOBS", "2");
    pb.redirectErrorStream(true);
    pb.redirectOutput(dir.resolve("log").toFile());
    Process p = pb.start();
    if (!p.waitFor(5, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      throw new IOException("parallel-shards.sh did not finish in 5 minutes");
    }
    String log = Files.readString(dir.resolve("log"), StandardCharsets.UTF_8);
    assertEquals(0, p.exitValue(), log);
    for (int k = 1; k <= 3; k++) {
      assertEquals(true, Files.exists(study.resolve("shard-" + k + ".state")), log);
    }
    String[] args = new String[options.size() + 3];
    args[0] = "simulate";
    for (int i = 0; i < options.size(); i++) {
      args[i + 1] = options.get(i);
    }
    args[options.size() + 1] = "--format";
    args[options.size() + 2] = "json";
    Cli.Result one = Cli.run(args);
    assertEquals(0, one.code(), one.err());
    assertEquals(one.out(), Files.readString(study.resolve("merged.json"), StandardCharsets.UTF_8));
  }
}
