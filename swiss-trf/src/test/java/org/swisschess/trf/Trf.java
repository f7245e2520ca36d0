package org.swisschess.trf;

import java.util.List;
import java.util.Locale;

/** Builds TRF test texts column by column, from the TRF-16 table (not from the writer). */
final class Trf {

  private Trf() {}

  /** A round block: opponent in four columns, colour, result. */
  static String b(int opponent, char colour, char result) {
    return String.format(
        Locale.ROOT,
        "%4s %c %c",
        opponent == 0 ? "0000" : String.valueOf(opponent),
        colour,
        result);
  }

  /** A 001 line with blank sex, title, federation, FIDE id and birth date. */
  static String player(int id, String name, int rating, String points, int rank, String... blocks) {
    StringBuilder sb = new StringBuilder();
    sb.append(
        String.format(
            Locale.ROOT,
            "001 %4d %1s%3s %-33s %4s %-3s %11s %-10s %4s %4s  ",
            id,
            "",
            "",
            name,
            rating == 0 ? "" : String.valueOf(rating),
            "",
            "",
            "",
            points,
            rank == 0 ? "" : rank));
    sb.append(String.join("  ", blocks));
    return sb.toString().stripTrailing();
  }

  static String lines(String ending, List<String> lines) {
    return String.join(ending, lines) + ending;
  }

  static String lines(String... lines) {
    return lines("\n", List.of(lines));
  }

  /**
   * Six players, 5 rounds planned, 2 played, round 3 with pre-set entries, every tournament record:
   *
   * <pre>
   * round 1: 1-4 1-0, 5-2 =, 3-6 0-1
   * round 2: 6-1 forfeit won by 1 (Black), 2-3 1-0, 4 PAB, 5 half-point bye
   * round 3: 5 half-point bye, 3 zero-point bye pre-set; 6 absent by XXZ
   * </pre>
   */
  static final List<String> SAMPLE =
      List.of(
          "012 Sample Open",
          "022 Town",
          "### a comment the reader keeps",
          player(1, "Alpha, Anna", 2500, "2.0", 1, b(4, 'w', '1'), b(6, 'b', '+')),
          player(2, "Bravo, Bert", 2400, "1.5", 2, b(5, 'b', '='), b(3, 'w', '1')),
          player(3, "Charlie, Cem", 2300, "0.0", 6, b(6, 'w', '0'), b(2, 'b', '0'), b(0, '-', 'Z')),
          player(4, "Delta, Dora", 2200, "1.0", 4, b(1, 'b', '0'), b(0, '-', 'U')),
          player(5, "Echo, Emil", 2100, "1.0", 5, b(2, 'w', '='), b(0, '-', 'H'), b(0, '-', 'H')),
          player(6, "Foxtrot, Fay", 0, "1.0", 3, b(3, 'b', '1'), b(1, 'w', '-')),
          "",
          "XXR 5",
          "XXC white1",
          "XXZ 6",
          "XXP 1 4",
          "092 FIDE_DUTCH_2025");

  static String sample() {
    return lines("\n", SAMPLE);
  }
}
