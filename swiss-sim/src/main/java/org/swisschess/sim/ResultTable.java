package org.swisschess.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A results model as a table: White's win, draw and Black's win chances at some rating differences
 * {@code d = strength White - strength Black}, linear in between and flat beyond the ends. The file
 * format ({@link #parse}): one row per line, {@code d pWhite pDraw pBlack} separated by blanks or
 * commas, rows by increasing d; {@code #} starts a comment. Example:
 *
 * <pre>
 * # d     white  draw  black
 * -400    0.05   0.15  0.80
 * 0       0.40   0.30  0.30
 * 400     0.80   0.15  0.05
 * </pre>
 *
 * <p>{@link #id()} is {@code table:} and the rows, so that a report names the model completely.
 *
 * @param rows by strictly increasing difference; not empty
 */
public record ResultTable(List<Row> rows) implements GameModel {

  /**
   * One row of the table.
   *
   * @param difference strength White - strength Black
   * @param chances the chances at that difference; not null
   */
  public record Row(int difference, OutcomeProbabilities chances) {}

  /**
   * Validates and copies.
   *
   * @param rows by strictly increasing difference; not empty
   * @throws IllegalArgumentException if empty or not increasing
   */
  public ResultTable {
    rows = List.copyOf(rows);
    if (rows.isEmpty()) {
      throw new IllegalArgumentException("a results table needs at least one row");
    }
    for (int i = 1; i < rows.size(); i++) {
      if (rows.get(i).difference() <= rows.get(i - 1).difference()) {
        throw new IllegalArgumentException(
            "row "
                + (i + 1)
                + ": rating differences must increase, found "
                + rows.get(i - 1).difference()
                + " then "
                + rows.get(i).difference());
      }
    }
  }

  /**
   * Reads a table: the file format above, or the rows separated by {@code ;} as {@link #id()}
   * writes them (after {@code table:}).
   *
   * @param text not null
   * @return never null
   * @throws IllegalArgumentException naming the line (from 1) and what was expected
   */
  public static ResultTable parse(String text) {
    String body = text.startsWith("table:") ? text.substring("table:".length()) : text;
    String[] lines = body.split(body.contains("\n") || !body.contains(";") ? "\\R" : ";", -1);
    List<Row> rows = new ArrayList<>();
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i];
      int hash = line.indexOf('#');
      if (hash >= 0) {
        line = line.substring(0, hash);
      }
      line = line.strip();
      if (line.isEmpty()) {
        continue;
      }
      String[] f = line.split("[\\s,/]+");
      if (f.length != 4) {
        throw new IllegalArgumentException(
            "line "
                + (i + 1)
                + ": expected 4 numbers (difference, White's win, draw, Black's win),"
                + " found '"
                + line
                + "'");
      }
      try {
        rows.add(
            new Row(
                Integer.parseInt(f[0]),
                new OutcomeProbabilities(
                    Double.parseDouble(f[1]), Double.parseDouble(f[2]), Double.parseDouble(f[3]))));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(
            "line "
                + (i + 1)
                + ": "
                + (e instanceof NumberFormatException
                    ? "expected an integer difference and three chances, found '" + line + "'"
                    : e.getMessage()),
            e);
      }
    }
    try {
      return new ResultTable(rows);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  @Override
  public String id() {
    StringBuilder sb = new StringBuilder("table:");
    for (int i = 0; i < rows.size(); i++) {
      Row r = rows.get(i);
      OutcomeProbabilities p = r.chances();
      sb.append(i == 0 ? "" : ";")
          .append(r.difference())
          .append('/')
          .append(num(p.whiteWin()))
          .append('/')
          .append(num(p.draw()))
          .append('/')
          .append(num(p.blackWin()));
    }
    return sb.toString();
  }

  private static String num(double v) {
    String s = Double.toString(v);
    return s.toLowerCase(Locale.ROOT);
  }

  @Override
  public OutcomeProbabilities probabilities(ResultModel settings, int white, int black) {
    int d = white - black;
    if (d <= rows.get(0).difference()) {
      return rows.get(0).chances();
    }
    Row last = rows.get(rows.size() - 1);
    if (d >= last.difference()) {
      return last.chances();
    }
    int i = 1;
    while (rows.get(i).difference() < d) {
      i++;
    }
    Row lo = rows.get(i - 1);
    Row hi = rows.get(i);
    double f = (double) (d - lo.difference()) / (hi.difference() - lo.difference());
    double w = lerp(lo.chances().whiteWin(), hi.chances().whiteWin(), f);
    double dr = lerp(lo.chances().draw(), hi.chances().draw(), f);
    return new OutcomeProbabilities(w, dr, Math.max(0, 1 - w - dr));
  }

  private static double lerp(double a, double b, double f) {
    return a + (b - a) * f;
  }
}
