package org.swisschess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.swisschess.api.AccelerationMethod;
import org.swisschess.trf.TrfDocument;
import org.swisschess.trf.TrfException;
import org.swisschess.trf.TrfReader;

/**
 * Which installed system a file's tournament type chooses, with the engines of this class path:
 * each answers to the TRF-2026 codes it declares, and nothing in the command line knows them.
 */
class SystemChoiceTests {

  private static final String PLAYERS =
      """
      001    1      Alpha, Anna                       2400                             0.0
      001    2      Bravo, Boris                      2300                             0.0
      """;

  private static TrfDocument typed(String record) throws TrfException {
    return TrfReader.parse("012 Typed\nXXR 5\n" + record + "\n" + PLAYERS, "typed.trf");
  }

  /** TRF-2026 §6 (ETT26): each code of the installed engines, with and without {@code _BAKU}. */
  @ParameterizedTest
  @CsvSource({
    "192 FIDE_DUTCH_2025, dutch-2026, none",
    "192 FIDE_DUTCH_2026, dutch-2026, none",
    "192 FIDE_DUTCH, dutch-2026, none",
    "192 fide_dutch_2026_baku , dutch-2026, baku",
    "192 FIDE_DUTCH_2025_BAKU, dutch-2026, baku",
    "192 FIDE_DUTCH_BAKU, dutch-2026, baku",
    "192 FIDE_DUTCH_2017, dutch-2017, none",
    "192 FIDE_DUTCH_2017_BAKU, dutch-2017, baku",
    "192 FIDE_DUBOV, dubov-2026, none",
    "192 FIDE_DUBOV_BAKU, dubov-2026, baku",
    "192 FIDE_BURSTEIN, burstein-2026, none",
    "192 FIDE_BURSTEIN_BAKU, burstein-2026, baku",
    "092 FIDE_DUTCH_2017, dutch-2017, none",
    "092 dubov-1997, dubov-1997, none",
    "092 Rating-1998, rating-1998, none"
  })
  void aTournamentTypeChoosesTheSystemThatAnswersToIt(String record, String id, String method)
      throws TrfException {
    SystemChoice choice = SystemChoice.choose(null, new AccelerationOption(), typed(record));
    assertEquals(id, choice.system().id());
    assertEquals(AccelerationMethod.fromOptionValue(method), choice.acceleration());
    String type = record.substring(4).strip();
    assertTrue(
        choice
            .note()
            .orElseThrow()
            .startsWith(
                "using "
                    + id
                    + " (the file's tournament type is "
                    + type
                    + "); pass --system to choose another"),
        choice.note().orElseThrow());
    assertEquals(
        choice.acceleration().map(m -> Map.of("acceleration", m.optionValue())).orElse(Map.of()),
        choice.requestOptions());
  }

  /**
   * A code of the ETT26 table that no installed system answers to asks for rules this tool does not
   * have: refused (exit 2) rather than paired by other rules, unless {@code --system} is given.
   */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "192 FIDE_DOUBLESWISS",
        "192 FIDE_DOUBLESWISS_BAKU",
        "192 CUSTOM_SWISS",
        "192 FIDE_ROUNDROBIN",
        "092 fide_doubleswiss"
      })
  void aCodeNoInstalledSystemAnswersToIsRefusedUnlessASystemIsGiven(String record)
      throws TrfException {
    TrfDocument doc = typed(record);
    CliException e =
        assertThrows(
            CliException.class, () -> SystemChoice.choose(null, new AccelerationOption(), doc));
    assertEquals(ExitCode.USAGE, e.exitCode());
    assertTrue(
        e.getMessage()
            .startsWith(
                "typed.trf: tournament type "
                    + record.substring(4)
                    + " names rules that no installed pairing system applies; give the"
                    + " accelerations as XXA records, if any, and pass --system to choose the"
                    + " system (installed: "),
        e.getMessage());
    assertEquals(
        "dutch-2017",
        SystemChoice.choose("dutch-2017", new AccelerationOption(), doc).system().id());
  }

  @ParameterizedTest
  @ValueSource(strings = {"192 FIDE_DUBOV_2026", "192 FIDE_DUTCH_1997", "192 dubov-1997"})
  void a192ValueThatIsNoCodeIsBadInputAtItsColumn(String record) {
    TrfException e = assertThrows(TrfException.class, () -> typed(record));
    assertEquals(3, e.line());
    assertEquals(5, e.column());
  }

  @ParameterizedTest
  @ValueSource(strings = {"092 Individual Swiss", "092 FIDE_DUBOV_1997"})
  void freeTextThatNamesNoSystemLeavesTheDefaultAndSaysSo(String record) throws TrfException {
    SystemChoice choice = SystemChoice.choose(null, new AccelerationOption(), typed(record));
    assertEquals(SystemChoice.DEFAULT_SYSTEM, choice.system().id());
    assertEquals(Optional.empty(), choice.acceleration());
    assertEquals(
        Optional.of(
            "tournament type "
                + record.substring(4)
                + " is not one this tool knows; using dutch-2026; pass --system to choose"
                + " another"),
        choice.note());
  }

  @ParameterizedTest
  @CsvSource({"192 FIDE_DUBOV_BAKU, dutch-2017, baku", "192 FIDE_DUBOV, dutch-2017, none"})
  void aGivenSystemKeepsTheAccelerationTheTypeNames(String record, String id, String method)
      throws TrfException {
    SystemChoice choice = SystemChoice.choose(id, new AccelerationOption(), typed(record));
    assertEquals(id, choice.system().id());
    assertEquals(AccelerationMethod.fromOptionValue(method), choice.acceleration());
  }
}
