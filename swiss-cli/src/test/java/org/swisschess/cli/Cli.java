package org.swisschess.cli;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/** Runs {@code swiss} in-process and captures what it prints. */
final class Cli {

  /**
   * What one run produced.
   *
   * @param code the exit code
   * @param out standard output
   * @param err standard error
   */
  record Result(int code, String out, String err) {}

  private Cli() {}

  static Result run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Main.run(new PrintWriter(out), new PrintWriter(err), args);
    return new Result(code, out.toString(), err.toString());
  }

  /** Runs with {@code stdin} as standard input. */
  static Result runWithInput(String stdin, String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code =
        Main.run(
            new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
            new PrintWriter(out),
            new PrintWriter(err),
            args);
    return new Result(code, out.toString(), err.toString());
  }

  /** Returns the path of a fixture under src/test/resources/trf. */
  static String fixture(String name) {
    try {
      return Paths.get(Cli.class.getResource("/trf/" + name).toURI()).toString();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  static Path fixtureFolder() {
    return parent(Paths.get(fixture("five.trf")));
  }

  /** Returns the repository's root, from the module's folder or the root itself. */
  static Path repositoryRoot() {
    Path here = Path.of("").toAbsolutePath();
    return Files.isDirectory(here.resolve("swiss-trf")) ? here : parent(here);
  }

  private static Path parent(Path p) {
    Path parent = p.getParent();
    if (parent == null) {
      throw new IllegalStateException(p + " has no parent folder");
    }
    return parent;
  }
}
