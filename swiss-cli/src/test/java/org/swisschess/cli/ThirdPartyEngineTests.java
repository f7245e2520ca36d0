package org.swisschess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisschess.api.PairingSystem;

/**
 * A third party's engine on the class path is chosen by its own TRF-2026 code, with the options and
 * the acceleration its declaration gives, and {@code swiss generate} names its files with that
 * code: nothing in the command line knows the engine. {@link ThirdPartyTestSystem} answers to
 * {@code FIDE_DOUBLESWISS}, which no engine of this project does, so the same file is refused
 * without it.
 */
class ThirdPartyEngineTests {

  private static final String ROUND_2_PAIRS = "3\n3 1\n2 5\n4 0\n";

  @TempDir Path dir;

  /** Runs {@code run} with a class path that also holds the engine's services file, as its jar. */
  private <T> T withTheEngine(Supplier<T> run) throws IOException {
    Path jar = dir.resolve("third-party");
    Path services = jar.resolve("META-INF/services");
    Files.createDirectories(services);
    Files.writeString(
        services.resolve(PairingSystem.class.getName()),
        ThirdPartyTestSystem.class.getName() + "\n",
        StandardCharsets.UTF_8);
    Thread thread = Thread.currentThread();
    ClassLoader before = thread.getContextClassLoader();
    try (URLClassLoader loader =
        new URLClassLoader(new URL[] {jar.toUri().toURL()}, getClass().getClassLoader())) {
      thread.setContextClassLoader(loader);
      return run.get();
    } finally {
      thread.setContextClassLoader(before);
    }
  }

  private String typed(String type) throws IOException {
    Path file = dir.resolve(type + ".trf");
    String five = Files.readString(Path.of(Cli.fixture("five.trf")), StandardCharsets.UTF_8);
    Files.writeString(file, five + "192 " + type + "\n", StandardCharsets.UTF_8);
    return file.toString();
  }

  @Test
  void theEnginesOwnCodeChoosesIt() throws IOException {
    String file = typed("FIDE_DOUBLESWISS");

    Cli.Result without = Cli.run("pair", file);
    Cli.Result with = withTheEngine(() -> Cli.run("pair", file));

    assertEquals(2, without.code(), "no installed engine answers to FIDE_DOUBLESWISS");
    assertTrue(without.err().contains("names rules that no installed pairing system applies"));
    assertEquals(0, with.code(), with.err());
    assertEquals(ROUND_2_PAIRS, with.out());
    assertTrue(
        with.err()
            .startsWith(
                "swiss: using third-party-test (the file's tournament type is FIDE_DOUBLESWISS)"),
        with.err());
  }

  @Test
  void theDeclarationsAccelerationAndOptionsReachTheEngine() throws IOException {
    String baku = typed("FIDE_DOUBLESWISS_BAKU");
    String custom = typed("CUSTOM_DOUBLESWISS");

    Cli.Result accelerated = withTheEngine(() -> Cli.run("pair", baku, "-f", "text", "-e"));
    Cli.Result optioned = withTheEngine(() -> Cli.run("pair", custom, "-f", "text", "-e"));

    assertEquals(0, accelerated.code(), accelerated.err());
    assertTrue(
        accelerated.err().contains("with the baku acceleration (C.04.7), as FIDE_DOUBLESWISS_BAKU"),
        accelerated.err());
    assertTrue(accelerated.out().contains("{acceleration=baku}"), accelerated.out());
    assertEquals(0, optioned.code(), optioned.err());
    assertTrue(optioned.out().contains("{games-per-round=2}"), optioned.out());
  }

  @Test
  void generateNamesTheFileWithTheEnginesCodeAndCheckPicksItAgain() throws IOException {
    Path plain = dir.resolve("plain.trf");
    Path baku = dir.resolve("baku.trf");

    Cli.Result generated = withTheEngine(() -> generate(plain));
    Cli.Result acceleratedGenerated = withTheEngine(() -> generate(baku, "--acceleration", "baku"));
    Cli.Result checked = withTheEngine(() -> Cli.run("check", plain.toString()));
    Cli.Result checkedWithout = Cli.run("check", plain.toString());

    assertEquals(0, generated.code(), generated.err());
    assertEquals(0, acceleratedGenerated.code(), acceleratedGenerated.err());
    assertTrue(
        Files.readString(plain).contains("\n192 FIDE_DOUBLESWISS\n"), Files.readString(plain));
    assertTrue(Files.readString(baku).contains("\n192 FIDE_DOUBLESWISS_BAKU\n"));
    assertEquals(0, checked.code(), checked.out() + checked.err());
    assertEquals(
        "checked 1 tournaments, 3 rounds: 3 identical, 0 different, 0 errors\n", checked.out());
    assertTrue(
        checkedWithout.out().contains("names rules that no installed pairing system applies"),
        checkedWithout.out());
  }

  private static Cli.Result generate(Path out, String... more) {
    List<String> args =
        new ArrayList<>(
            List.of(
                "generate",
                "-s",
                ThirdPartyTestSystem.ID,
                "-n",
                "20",
                "-r",
                "3",
                "-o",
                out.toString()));
    args.addAll(List.of(more));
    return Cli.run(args.toArray(String[]::new));
  }
}
