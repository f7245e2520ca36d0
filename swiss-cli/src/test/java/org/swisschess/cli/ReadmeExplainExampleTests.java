package org.swisschess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The {@code swiss explain} examples of the root README, the swiss-cli README and the engines'
 * READMEs (dubov-2026, burstein-2026, team-2026), and of any other module README that shows one,
 * run: each block after an {@code explain-example} marker starts with the command ({@code $ swiss
 * explain ...}, a path from the repository's root) and goes on with exactly what it prints.
 */
class ReadmeExplainExampleTests {

  private static Path root() {
    return Cli.repositoryRoot();
  }

  private record Example(List<String> args, String output) {}

  private static List<Example> examples(String readme) throws IOException {
    List<String> lines = Files.readAllLines(root().resolve(readme), StandardCharsets.UTF_8);
    List<Example> examples = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      if (!lines.get(i).equals("<!-- explain-example -->")) {
        continue;
      }
      assertEquals("```", lines.get(i + 1), "a code block after the marker at line " + (i + 1));
      String command = lines.get(i + 2);
      assertTrue(command.startsWith("$ swiss explain "), command);
      List<String> args = new ArrayList<>(List.of(command.substring(8).split(" ")));
      StringBuilder out = new StringBuilder();
      int j = i + 3;
      while (!lines.get(j).equals("```")) {
        out.append(lines.get(j++)).append('\n');
      }
      examples.add(new Example(args, out.toString()));
    }
    return examples;
  }

  @Test
  void everyExampleOfTheReadmePrintsWhatItShows() throws IOException {
    List<Example> examples = examples("swiss-cli/README.md");
    assertTrue(examples.size() >= 5, "the README shows the common questions: " + examples.size());
    runs(examples);
  }

  @Test
  void everyExampleOfTheDubovReadmePrintsWhatItShows() throws IOException {
    List<Example> examples = examples("swiss-dubov2026/README.md");
    assertTrue(examples.size() >= 4, "the README shows the common questions: " + examples.size());
    runs(examples);
  }

  @Test
  void everyExampleOfTheBursteinReadmePrintsWhatItShows() throws IOException {
    List<Example> examples = examples("swiss-burstein2026/README.md");
    assertTrue(examples.size() >= 4, "the README shows the common questions: " + examples.size());
    runs(examples);
  }

  @Test
  void everyExampleOfTheTeamReadmePrintsWhatItShows() throws IOException {
    List<Example> examples = examples("swiss-team2026/README.md");
    assertTrue(examples.size() >= 4, "the README shows the common questions: " + examples.size());
    runs(examples);
  }

  void everyExampleOfTheRootReadmePrintsWhatItShows() throws IOException {
    List<Example> examples = examples("README.md");
    assertTrue(examples.size() >= 1, "the root README shows swiss explain: " + examples.size());
    runs(examples);
  }

  /** A module README that shows an example is run too, whichever module it is. */
  @Test
  void everyExampleOfAnyOtherModuleReadmePrintsWhatItShows() throws IOException {
    List<String> known =
        List.of(
            "swiss-cli/README.md",
            "swiss-dubov2026/README.md",
            "swiss-burstein2026/README.md",
            "swiss-team2026/README.md");
    List<String> others = new ArrayList<>();
    try (DirectoryStream<Path> modules = Files.newDirectoryStream(root(), Files::isDirectory)) {
      for (Path m : modules) {
        Path readme = m.resolve("README.md");
        String name = m.getFileName() + "/README.md";
        if (Files.isRegularFile(readme)
            && !known.contains(name)
            && Files.readString(readme, StandardCharsets.UTF_8)
                .contains("<!-- explain-example -->")) {
          others.add(name);
        }
      }
    }
    for (String readme : others) {
      runs(examples(readme));
    }
  }

  private static void runs(List<Example> examples) {
    for (Example e : examples) {
      List<String> args = new ArrayList<>(e.args());
      int file = args.indexOf("explain") + 1;
      args.set(file, root().resolve(args.get(file)).toString());
      Cli.Result r = Cli.run(args.toArray(String[]::new));
      assertEquals(0, r.code(), r.err());
      assertEquals(e.output(), r.out(), String.join(" ", e.args()));
    }
  }
}
