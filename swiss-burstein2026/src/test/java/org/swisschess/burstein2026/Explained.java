package org.swisschess.burstein2026;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.swisschess.api.Explanation;
import org.swisschess.api.Pairing;

/** Reads what the engine's explanation says of a bracket, for the worked examples. */
final class Explained {

  private static final Pattern PAIR =
      Pattern.compile("^(BSN \\d+) \\(\\d+\\) - (BSN \\d+) \\(\\d+\\):.*");
  private static final Pattern FLOATS = Pattern.compile("^(BSN \\d+) \\(\\d+\\) floats.*");

  private Explained() {}

  /** The pairs ("BSN 1 - BSN 8") and floaters ("BSN 3 floats") of the bracket of {@code score}. */
  static List<String> pairsOfBracket(Pairing p, String score) {
    List<String> out = new ArrayList<>();
    for (Explanation.Section s : p.explanation().sections()) {
      if (!s.title().equals("Burstein 3.2: bracket " + score)) {
        continue;
      }
      for (String line : s.lines()) {
        Matcher m = PAIR.matcher(line);
        if (m.matches()) {
          out.add(m.group(1) + " - " + m.group(2));
        }
        Matcher f = FLOATS.matcher(line);
        if (f.matches()) {
          out.add(f.group(1) + " floats");
        }
      }
      return out;
    }
    throw new AssertionError("no bracket " + score + " in\n" + p.explanation().toText());
  }

  /** The lines of the first section whose title starts with {@code title}. */
  static List<String> section(Pairing p, String title) {
    for (Explanation.Section s : p.explanation().sections()) {
      if (s.title().startsWith(title)) {
        return s.lines();
      }
    }
    throw new AssertionError("no section " + title + " in\n" + p.explanation().toText());
  }
}
