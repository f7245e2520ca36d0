package org.swisschess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.junit.jupiter.api.Test;

class ReadingsOptionTests {

  private static Map<String, String> of(String value) {
    ReadingsOption o = new ReadingsOption();
    o.value = value;
    return o.options();
  }

  @Test
  void allOfGacruxsReadingsOrSingleOnesByName() {
    assertEquals(Map.of(), new ReadingsOption().options());
    assertEquals(Map.of("readings", "gacrux"), of("Gacrux"));
    assertEquals(
        Map.of("readings", "gacrux", "c6-following", "scoregroup"),
        of("gacrux,c6-following=scoregroup"));
    assertEquals(
        Map.of("readings", "text", "forfeited-match-floats", "yes"),
        of("text, forfeited-match-floats=yes"));
  }

  @Test
  void aMalformedValueIsAUsageError() {
    CliException first = assertThrows(CliException.class, () -> of("dutch"));
    assertEquals(ExitCode.USAGE, first.exitCode());
    assertEquals(
        "--readings gacrux,c6-following: expected a reading as NAME=VALUE (such as"
            + " c6-following=scoregroup), found 'c6-following'",
        assertThrows(CliException.class, () -> of("gacrux,c6-following")).getMessage());
  }

  @Test
  void aNameThatIsNoReadingIsAUsageErrorNotIgnored() {
    CliException e = assertThrows(CliException.class, () -> of("gacrux,c6-folowing=scoregroup"));
    assertEquals(ExitCode.USAGE, e.exitCode());
    assertEquals(
        "--readings gacrux,c6-folowing=scoregroup: expected a reading's name (baku-colour-score,"
            + " bracket-seating, c6-following, forfeited-match-floats, pab-value, upfloater-pairs),"
            + " found 'c6-folowing'",
        e.getMessage());
  }
}
