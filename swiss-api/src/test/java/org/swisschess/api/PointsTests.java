package org.swisschess.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class PointsTests {

  @ParameterizedTest(name = "''{0}'' is {1} tenths")
  @CsvSource(
      delimiter = '|',
      value = {
        "1|10",
        "1.0|10",
        "0.5|5",
        ".5|5",
        "-1.0|-10",
        "' 4.5 '|45",
        "+2|20",
        "12.50|125",
        "0|0",
        "0.0|0",
        "999.9|9999",
        "-0.5|-5"
      })
  void parsesWhatTrfWrites(String text, int tenths) {
    assertEquals(Points.ofTenths(tenths), Points.parse(text));
  }

  @ParameterizedTest(name = "''{0}'' is refused")
  @ValueSource(
      strings = {
        "",
        " ",
        "-",
        "+",
        ".",
        "1.25",
        "abc",
        "1,5",
        "1.5.5",
        "1 5",
        "\u0663",
        "1e3",
        "99999999999",
        "214748364.8",
        "214748364.9"
      })
  void refusesAnythingElseWithIllegalArgumentException(String text) {
    assertThrows(IllegalArgumentException.class, () -> Points.parse(text));
  }

  @Test
  void largestParsableValue() {
    assertEquals(Points.ofTenths(2147483647), Points.parse("214748364.7"));
  }

  @ParameterizedTest(name = "{0} tenths print as {1}")
  @CsvSource({"45,4.5", "-5,-0.5", "0,0.0", "120,12.0", "10,1.0", "-15,-1.5", "7,0.7"})
  void printsWithOneDecimal(int tenths, String text) {
    assertEquals(text, Points.ofTenths(tenths).toString());
    assertEquals(Points.ofTenths(tenths), Points.parse(text), "what is printed parses back");
  }

  @Test
  void extremesPrint() {
    assertEquals("214748364.7", Points.ofTenths(Integer.MAX_VALUE).toString());
    assertEquals("-214748364.8", Points.ofTenths(Integer.MIN_VALUE).toString());
  }

  @Test
  void arithmeticAndOrder() {
    assertEquals(Points.ofTenths(30), Points.parse("2.5").plus(Points.HALF));
    assertEquals(Points.ofTenths(-5), Points.ZERO.minus(Points.HALF));
    assertTrue(Points.ONE.isGreaterThan(Points.HALF));
    assertFalse(Points.HALF.isGreaterThan(Points.HALF));
    assertTrue(Points.ZERO.compareTo(Points.HALF) < 0);
    assertEquals(0, Points.parse("1").compareTo(Points.ONE));
    assertThrows(
        ArithmeticException.class, () -> Points.ofTenths(Integer.MAX_VALUE).plus(Points.HALF));
  }
}
