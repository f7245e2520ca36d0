package org.swisschess.cli.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * The committed TRF files the fuzzer mutates: every {@code *.trf} under the folders listed here,
 * relative to the repository root, in name order. A folder that does not exist is skipped, so the
 * list may name corpora still to come; add a folder to extend the seeds.
 */
public final class FuzzSeeds {

  /** Folders searched (with their subfolders) for seed files. */
  public static final List<String> FOLDERS =
      List.of(
          "examples",
          "swiss-cli/src/test/resources/trf",
          "swiss-trf/src/test/resources/semantic-probes",
          "swiss-dutch2017/src/test/resources",
          "swiss-dutch2026/src/test/resources");

  /**
   * A seed file: its path from the repository root and its bytes, one character each (ISO-8859-1),
   * so that mutations edit bytes.
   */
  record Seed(String name, String bytes) {
    @Override
    public String toString() {
      return name;
    }
  }

  private FuzzSeeds() {}

  /** Returns the repository root: the parent of the module the tests run in. */
  public static Path root() {
    Path here = Path.of("").toAbsolutePath();
    return Files.isDirectory(here.resolve("swiss-trf")) ? here : here.getParent();
  }

  /**
   * Returns the committed TRF files under {@link #FOLDERS}, in folder then name order: also the
   * corpus other tests run over.
   */
  public static List<Path> files() {
    Path root = root();
    List<Path> files = new ArrayList<>();
    for (String folder : FOLDERS) {
      Path dir = root.resolve(folder);
      if (!Files.isDirectory(dir)) {
        continue;
      }
      try (Stream<Path> walk = Files.walk(dir)) {
        walk.filter(
                p ->
                    Files.isRegularFile(p)
                        && p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".trf"))
            .sorted()
            .forEach(files::add);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    if (files.isEmpty()) {
      throw new IllegalStateException("no seed file under " + FOLDERS + " in " + root);
    }
    return List.copyOf(files);
  }

  /** Returns every seed, read once. */
  static List<Seed> all() {
    Path root = root();
    List<Seed> seeds = new ArrayList<>();
    for (Path f : files()) {
      try {
        seeds.add(
            new Seed(
                root.relativize(f).toString(),
                new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1)));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return List.copyOf(seeds);
  }
}
