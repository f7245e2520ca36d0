package org.swisschess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The bill of materials lists every published module at the reactor's version, so a vendor who
 * imports it can depend on any engine without naming a version.
 */
class BomTests {

  private static final Path ROOT = Path.of("..");

  /** Modules that are not published artifacts. */
  private static final Set<String> UNPUBLISHED = Set.of("swiss-bom", "swiss-benchmarks");

  @Test
  void theBomManagesEveryPublishedModule() throws IOException {
    String parent = Files.readString(ROOT.resolve("pom.xml"));
    Set<String> published = new TreeSet<>(all(parent, "<module>([^<]+)</module>"));
    published.removeAll(UNPUBLISHED);

    String bom = Files.readString(ROOT.resolve("swiss-bom/pom.xml"));
    Set<String> managed = new TreeSet<>(all(bom, "<artifactId>(swiss-[^<]+)</artifactId>"));
    managed.remove("swiss-bom");

    assertEquals(published, managed);
  }

  @Test
  void theBomHasTheReactorVersion() throws IOException {
    String parent = Files.readString(ROOT.resolve("pom.xml"));
    String bom = Files.readString(ROOT.resolve("swiss-bom/pom.xml"));
    Pattern ownVersion =
        Pattern.compile(
            "<artifactId>swiss-(?:parent|bom)</artifactId>\\s*<version>([^<]+)</version>");
    assertEquals(all(parent, ownVersion.pattern()), all(bom, ownVersion.pattern()));
  }

  private static List<String> all(String text, String regex) {
    List<String> found = new ArrayList<>();
    Matcher m = Pattern.compile(regex).matcher(text);
    while (m.find()) {
      found.add(m.group(1));
    }
    return found;
  }
}
