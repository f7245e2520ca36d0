package org.swisschess.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisschess.api.Tournament;

/**
 * The reader's footprint is a small multiple of the file (issue 21 measured ten times before the
 * streaming reader): a 12 MB tournament whose last line is bad is refused, with its location, by a
 * JVM of 64 MiB. The full-size measures (the largest legal file, 100 MB, and a 50 MB file with a
 * bad last line) are in the README, made with {@link LargeTrf}.
 */
class LargeInputTests {

  @Test
  void aLargeFileWithABadLastLineIsRefusedInASmallHeap(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("large.trf");
    LargeTrf.write(file, 1199, 999, true);
    assertTrue(Files.size(file) > 12_000_000, "the file is " + Files.size(file) + " bytes");

    Path out = dir.resolve("out.txt");
    Process java =
        new ProcessBuilder(
                javaCommand(),
                "-Xmx64m",
                "-cp",
                classPath(),
                LargeTrf.class.getName(),
                "read",
                file.toString())
            .redirectErrorStream(true)
            .redirectOutput(out.toFile())
            .start();
    assertTrue(java.waitFor(10, TimeUnit.MINUTES), "the reader ended");
    String printed = Files.readString(out, StandardCharsets.UTF_8);
    assertEquals(0, java.exitValue(), printed);
    assertTrue(
        printed.startsWith(
            "refused: "
                + file
                + ":1203:5: expected a number of rounds from 1 to 999, found 'nine'\n"),
        printed);
  }

  private static String javaCommand() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }

  /** The classes of this module, its tests and the api, wherever the build put them. */
  private static String classPath() throws URISyntaxException {
    StringBuilder cp = new StringBuilder();
    for (Class<?> c : List.of(LargeTrf.class, TrfReader.class, Tournament.class)) {
      if (cp.length() > 0) {
        cp.append(File.pathSeparatorChar);
      }
      cp.append(Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()));
    }
    return cp.toString();
  }
}
