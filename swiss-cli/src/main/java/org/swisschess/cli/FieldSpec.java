package org.swisschess.cli;

import java.util.ArrayList;
import java.util.List;
import org.swisschess.sim.ResultModel;

/**
 * {@code --field}: a normal spread {@code normal:MEAN,SD[,FLOOR,CEILING]}, or exactly the strengths
 * {@code list:R1,R2,...} or {@code file:PATH} (one per line, {@code #} comments).
 *
 * @param mean the normal spread's mean
 * @param spread its standard deviation
 * @param floor the lowest strength and rating
 * @param ceiling the highest
 * @param strengths the given strengths; empty for the normal spread
 */
record FieldSpec(int mean, int spread, int floor, int ceiling, List<Integer> strengths) {

  static FieldSpec parse(String text) {
    String t = text.strip();
    ResultModel d = ResultModel.DEFAULT;
    if (t.startsWith("normal:")) {
      String[] f = t.substring("normal:".length()).split(",", -1);
      if (f.length != 2 && f.length != 4) {
        throw new IllegalArgumentException(
            "--field normal: expects MEAN,SD or MEAN,SD,FLOOR,CEILING, found '" + text + "'");
      }
      int[] v = new int[f.length];
      for (int i = 0; i < f.length; i++) {
        v[i] = integer(f[i], "--field " + text);
      }
      int floor = f.length == 4 ? v[2] : d.ratingFloor();
      int ceiling = f.length == 4 ? v[3] : d.ratingCeiling();
      if (v[1] < 0) {
        throw new IllegalArgumentException("--field: the spread must not be negative, was " + v[1]);
      }
      if (floor < 1 || ceiling < floor) {
        throw new IllegalArgumentException(
            "--field: FLOOR..CEILING must be a range from 1 up, found " + floor + ".." + ceiling);
      }
      return new FieldSpec(v[0], v[1], floor, ceiling, List.of());
    }
    List<Integer> strengths = new ArrayList<>();
    if (t.startsWith("list:")) {
      for (String r : t.substring("list:".length()).split(",", -1)) {
        strengths.add(positive(r, "--field " + abbreviated(text)));
      }
    } else if (t.startsWith("file:")) {
      String file = t.substring("file:".length());
      String[] lines = InputFiles.readSmall(file, "--field").split("\\R", -1);
      for (int i = 0; i < lines.length; i++) {
        String line = lines[i];
        int hash = line.indexOf('#');
        line = (hash >= 0 ? line.substring(0, hash) : line).strip();
        if (!line.isEmpty()) {
          try {
            strengths.add(positive(line, file + " line " + (i + 1)));
          } catch (IllegalArgumentException e) {
            throw new CliException(ExitCode.BAD_INPUT, CliException.message(e), e);
          }
        }
      }
      if (strengths.isEmpty()) {
        throw new CliException(ExitCode.BAD_INPUT, file + ": holds no rating");
      }
    } else {
      throw new IllegalArgumentException(
          "--field expects normal:MEAN,SD[,FLOOR,CEILING], list:R1,R2,... or file:PATH, found '"
              + abbreviated(text)
              + "'");
    }
    int lo = strengths.stream().mapToInt(Integer::intValue).min().orElseThrow();
    int hi = strengths.stream().mapToInt(Integer::intValue).max().orElseThrow();
    return new FieldSpec(
        d.ratingMean(),
        d.ratingSpread(),
        Math.min(lo, d.ratingFloor()),
        Math.max(hi, d.ratingCeiling()),
        strengths);
  }

  private static String abbreviated(String s) {
    return s.length() > 60 ? s.substring(0, 57) + "..." : s;
  }

  private static int integer(String s, String where) {
    try {
      return Integer.parseInt(s.strip());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          where + ": expected an integer, found '" + s.strip() + "'", e);
    }
  }

  private static int positive(String s, String where) {
    int v = integer(s, where);
    if (v < 1) {
      throw new IllegalArgumentException(where + ": a strength must be positive, found " + v);
    }
    return v;
  }
}
