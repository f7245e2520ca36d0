package org.swisschess.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class RoundTimerTests {

  @Test
  void defaultsAreTheSizesAndRoundsOfTheIssue() {
    TimerOptions o = TimerOptions.parse();
    assertEquals("dutch-2017", o.system());
    assertEquals(List.of(200, 500, 1000, 2000, 5000), o.players());
    assertEquals(Set.of(1, 5, 9), o.rounds());
    assertEquals(9, o.planned());
    assertEquals(600, o.budgetSeconds());
  }

  @Test
  void aLaterRoundThanNinePlansThatManyRounds() {
    assertEquals(11, TimerOptions.parse("--rounds", "11,1").planned());
    assertEquals(List.of(1, 11), List.copyOf(TimerOptions.parse("--rounds", "11,1").rounds()));
  }

  @Test
  void badOptionsAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> TimerOptions.parse("--players", "1"));
    assertThrows(IllegalArgumentException.class, () -> TimerOptions.parse("--rounds", "0"));
    assertThrows(
        IllegalArgumentException.class,
        () -> TimerOptions.parse("--rounds", "5", "--planned", "4"));
    assertThrows(IllegalArgumentException.class, () -> TimerOptions.parse("--repeat", "x"));
    assertThrows(IllegalArgumentException.class, () -> TimerOptions.parse("--frobnicate", "1"));
    assertThrows(IllegalArgumentException.class, () -> TimerOptions.parse("--budget"));
  }

  @Test
  void theWorkerArgumentsReadBackAsTheSameOptionsForOneSize() {
    TimerOptions o =
        TimerOptions.parse(
            "--system",
            "dutch-2017",
            "--players",
            "20,40",
            "--rounds",
            "3,1",
            "--repeat",
            "2",
            "--warmup",
            "0",
            "--budget",
            "7",
            "--seed",
            "99",
            "--planned",
            "6");
    TimerOptions back = TimerOptions.parse(o.toArgs(40).toArray(String[]::new));
    assertEquals(
        new TimerOptions(
            "dutch-2017",
            List.of(40),
            o.rounds(),
            6,
            2,
            0,
            7,
            99,
            org.swisschess.api.TeamEvent.ColourPreferenceType.TYPE_B),
        back);
  }

  @Test
  void medianIsTheMiddleOrTheMeanOfTheTwoMiddles() {
    assertEquals(
        3.0,
        new RoundMeasurement(10, 1, List.of(9_000_000L, 1_000_000L, 3_000_000L), 0, 0)
            .medianMillis());
    assertEquals(
        2.5,
        new RoundMeasurement(10, 1, List.of(4_000_000L, 1_000_000L, 3_000_000L, 2_000_000L), 0, 0)
            .medianMillis());
    assertEquals(
        9.0,
        new RoundMeasurement(10, 1, List.of(9_000_000L, 1_000_000L, 3_000_000L), 0, 0).maxMillis());
  }

  @Test
  void aMeasurementSurvivesTheWayFromWorkerToTimer() {
    RoundMeasurement m = new RoundMeasurement(500, 9, List.of(5L, 7L, 6L), 123_456_789L, -1);
    assertEquals(m, RoundMeasurement.fromLine(m.toLine()));
    RoundMeasurement withCpu =
        new RoundMeasurement(500, 9, List.of(5L, 7L, 6L), List.of(4L, 2L, 3L), 1L, -1);
    assertEquals(withCpu, RoundMeasurement.fromLine(withCpu.toLine()));
  }

  @Test
  void theCpuColumnIsTheMedianCpuTimeOrUnknown() {
    RoundMeasurement m =
        new RoundMeasurement(
            10, 1, List.of(9_000_000L, 8_000_000L), List.of(1_000_000L, 2_000_000L), 0, 0);
    assertEquals(1.5, m.medianCpuMillis());
    assertTrue(m.row().contains("|        1.5 |"), m.row());
    RoundMeasurement none = new RoundMeasurement(10, 1, List.of(9_000_000L), 0, 0);
    assertTrue(none.row().contains("|          ? |"), none.row());
  }

  @Test
  void theWorkerTimesEachChosenRoundOfTwentyPlayers() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    TimerOptions o =
        TimerOptions.parse(
            "--players", "20", "--rounds", "1,4,9", "--repeat", "3", "--warmup", "0");
    RoundTimerWorker.run(o, 20, new PrintStream(bytes, true, StandardCharsets.UTF_8));

    List<RoundMeasurement> measured = new ArrayList<>();
    for (String line : bytes.toString(StandardCharsets.UTF_8).split("\\R")) {
      measured.add(RoundMeasurement.fromLine(line));
    }
    assertEquals(List.of(1, 4, 9), measured.stream().map(RoundMeasurement::round).toList());
    for (RoundMeasurement m : measured) {
      assertEquals(20, m.players());
      assertEquals(3, m.nanos().size());
      assertTrue(m.nanos().stream().allMatch(n -> n > 0), m.toString());
      assertEquals(3, m.cpuNanos().size(), m.toString()); // HotSpot measures thread CPU time
      assertTrue(m.peakHeapBytes() > 0, m.toString());
    }
  }

  @Test
  void aSizeInItsOwnJvmGivesItsRowsInRoundOrder() {
    TimerOptions o =
        TimerOptions.parse(
            "--players",
            "20",
            "--rounds",
            "2,1",
            "--repeat",
            "1",
            "--warmup",
            "0",
            "--budget",
            "120");
    List<String> rows = new ArrayList<>();
    RoundTimer.timeSize(o, 20, rows::add);

    assertEquals(2, rows.size(), rows.toString());
    assertTrue(
        rows.get(0).matches("\\|\\s+20 \\|\\s+1 \\|\\s+1 \\|\\s+\\d+\\.\\d .*"), rows.get(0));
    assertTrue(
        rows.get(1).matches("\\|\\s+20 \\|\\s+2 \\|\\s+1 \\|\\s+\\d+\\.\\d .*"), rows.get(1));
  }

  @Test
  void aSizeOverItsBudgetIsReportedNotMeasured() {
    TimerOptions o = TimerOptions.parse("--players", "3000", "--rounds", "1,9", "--budget", "0");
    List<String> rows = new ArrayList<>();
    RoundTimer.timeSize(o, 3000, rows::add);

    assertEquals(2, rows.size(), rows.toString());
    for (String row : rows) {
      assertTrue(row.contains("not measured (over budget: 0 s per size)"), row);
    }
  }
}
