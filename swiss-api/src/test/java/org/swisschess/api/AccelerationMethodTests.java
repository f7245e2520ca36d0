package org.swisschess.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The Baku Acceleration Method, C.04.7 (2026), article by article. */
class AccelerationMethodTests {

  static Tournament field(int players, int rounds) {
    List<Player> list = new ArrayList<>();
    for (int id = 1; id <= players; id++) {
      list.add(Player.of(id, "P" + id, 2500 - id));
    }
    return Tournament.start(rounds, list);
  }

  /** The pairing numbers of group A: those the method gives any points. */
  static List<Integer> groupA(List<Acceleration> accelerations) {
    return accelerations.stream().map(Acceleration::player).toList();
  }

  static List<Integer> range(int from, int to) {
    List<Integer> out = new ArrayList<>();
    for (int i = from; i <= to; i++) {
      out.add(i);
    }
    return out;
  }

  @Test
  void article1_2GroupAIsTheFirstHalfRoundedUpToAnEvenNumber() {
    // the text's example: 161 participants, half is 80.5, GA = 82
    assertEquals(
        range(1, 82), groupA(AccelerationMethod.BAKU.accelerations(field(161, 9), Set.of())));
    // 2 * ceil(N / 4) for a few more sizes
    Map<Integer, Integer> expected = Map.of(10, 6, 12, 6, 13, 8, 16, 8, 178, 90, 2, 2, 3, 2, 1, 1);
    expected.forEach(
        (n, ga) ->
            assertEquals(
                range(1, ga),
                groupA(AccelerationMethod.BAKU.accelerations(field(n, 9), Set.of())),
                n + " players"));
  }

  @Test
  void article1_4FullPointsInTheFirstQuarterHalfPointsUpToTheMiddle() {
    // rounds -> accelerated rounds, of which the first ceil(R/4) give a win's points
    int[][] table = {{5, 3, 2}, {7, 4, 2}, {9, 5, 3}, {11, 6, 3}, {13, 7, 4}, {1, 1, 1}, {2, 1, 1}};
    for (int[] row : table) {
      List<Acceleration> acc = AccelerationMethod.BAKU.accelerations(field(20, row[0]), Set.of());
      Tournament t = field(20, row[0]).withAccelerations(acc);
      for (int r = 1; r <= row[0] + 1; r++) {
        Points expected = r <= row[2] ? Points.ONE : r <= row[1] ? Points.HALF : Points.ZERO;
        assertEquals(expected, t.acceleration(1, r), "R=" + row[0] + " round " + r);
        assertEquals(expected, t.acceleration(10, r), "the last of GA, R=" + row[0]);
        assertEquals(Points.ZERO, t.acceleration(11, r), "GB never gets virtual points");
      }
    }
  }

  @Test
  void article1_4TheValuesAreAWinsAndADrawsPoints() {
    // 1.1 holds for 2-1-0: the virtual points are 2 and then 1
    Tournament scored =
        new Tournament(
            "",
            field(8, 9).players(),
            0,
            9,
            Colour.WHITE,
            ScoringSystem.of(Points.parse("2"), Points.ONE, Points.ZERO),
            List.of(),
            List.of(),
            Attendance.NONE);
    Acceleration first = AccelerationMethod.BAKU.accelerations(scored, Set.of()).get(0);
    assertEquals(
        List.of(Points.parse("2"), Points.parse("2"), Points.parse("2"), Points.ONE, Points.ONE),
        first.pointsByRound());
  }

  @Test
  void article1_1AScoringWhereAWinIsNotTwoDrawsIsRefused() {
    Tournament football =
        new Tournament(
            "",
            field(8, 9).players(),
            0,
            9,
            Colour.WHITE,
            ScoringSystem.of(Points.parse("3"), Points.ONE, Points.ZERO),
            List.of(),
            List.of(),
            Attendance.NONE);
    UnsupportedAccelerationException e =
        assertThrows(
            UnsupportedAccelerationException.class,
            () -> AccelerationMethod.BAKU.accelerations(football, Set.of()));
    assertEquals(
        "the Baku acceleration needs a win worth two draws and a loss worth nothing (C.04.7 1.1);"
            + " this tournament scores a win 3.0, a draw 1.0, a loss 0.0",
        e.getMessage());
    Tournament lossWorthSomething =
        new Tournament(
            "",
            field(8, 9).players(),
            0,
            9,
            Colour.WHITE,
            ScoringSystem.of(Points.parse("3"), Points.parse("2"), Points.ONE),
            List.of(),
            List.of(),
            Attendance.NONE);
    assertThrows(
        UnsupportedAccelerationException.class,
        () -> AccelerationMethod.BAKU_BBP.accelerations(lossWorthSomething, Set.of()));
  }

  @Test
  void article1_2OnlyThePlayersToBePairedInRoundOneCount() {
    // 20 players, 4 absent in round 1 (2, 5, 17, 20): N = 16, GA = 8 participants; the 8th
    // present is 10, so group A runs to 10 and takes in the absent 2 and 5 (ranked above it)
    List<Acceleration> acc =
        AccelerationMethod.BAKU.accelerations(field(20, 9), Set.of(2, 5, 17, 20));
    assertEquals(range(1, 10), groupA(acc));
  }

  @Test
  void afterRoundOneGroupAIsReadFromWhoPlayedIt() {
    // the same 20 players after round 1, in which 2, 5, 17 and 20 did not play: the group is the
    // one round 1 was paired with, whoever is absent from round 2
    Tournament t = field(20, 9);
    Map<Integer, RoundEntry> round1 = new HashMap<>();
    List<Integer> present = new ArrayList<>(range(1, 20));
    present.removeAll(List.of(2, 5, 17, 20));
    for (int i = 0; i < present.size() / 2; i++) {
      int a = present.get(i);
      int b = present.get(i + present.size() / 2);
      round1.put(a, new RoundEntry(b, Colour.WHITE, ResultKind.WIN));
      round1.put(b, new RoundEntry(a, Colour.BLACK, ResultKind.LOSS));
    }
    round1.put(5, RoundEntry.bye(ResultKind.HALF_POINT_BYE));
    Tournament after = t.withRound(round1);
    assertEquals(
        range(1, 10), groupA(AccelerationMethod.BAKU.accelerations(after, Set.of(1, 3, 4))));
  }

  @Test
  void article1_3_2TheLastParticipantOfGroupAStaysTheSameWhenLateEntriesArrive() {
    // 12 players paired in round 1: GA = 6, the last being the 6th by rank. Two late entries
    // arrive for round 2 ranked above and below him: the file numbers them 3 and 9. Group A
    // still ends at the same participant (now number 7) and takes in the late entry above him.
    List<Player> players = new ArrayList<>();
    for (int id = 1; id <= 14; id++) {
      players.add(Player.of(id, "P" + id, 2500 - id));
    }
    Tournament t = Tournament.start(9, players);
    List<Integer> roundOne = new ArrayList<>(range(1, 14));
    roundOne.removeAll(List.of(3, 9));
    Map<Integer, RoundEntry> round1 = new HashMap<>();
    for (int i = 0; i < 6; i++) {
      int a = roundOne.get(i);
      int b = roundOne.get(i + 6);
      round1.put(a, new RoundEntry(b, Colour.WHITE, ResultKind.DRAW));
      round1.put(b, new RoundEntry(a, Colour.BLACK, ResultKind.DRAW));
    }
    Tournament after = t.withRound(round1);
    assertEquals(range(1, 7), groupA(AccelerationMethod.BAKU.accelerations(after, Set.of())));
  }

  @Test
  void bbpPairingsVariantTakesHalfOfEveryPlayerRoundedUp() {
    assertEquals(
        range(1, 5), groupA(AccelerationMethod.BAKU_BBP.accelerations(field(10, 9), Set.of())));
    assertEquals(
        range(1, 81), groupA(AccelerationMethod.BAKU_BBP.accelerations(field(161, 9), Set.of())));
    // round-1 absentees change nothing for it
    assertEquals(
        range(1, 10),
        groupA(AccelerationMethod.BAKU_BBP.accelerations(field(20, 9), Set.of(2, 5, 17, 20))));
  }

  @Test
  void nobodyInRoundOneNobodyAccelerated() {
    assertEquals(List.of(), AccelerationMethod.BAKU.accelerations(field(4, 5), Set.of(1, 2, 3, 4)));
  }

  @Test
  void optionValuesNameTheMethods() {
    assertEquals(Optional.of(AccelerationMethod.BAKU), AccelerationMethod.fromOptionValue("BAKU"));
    assertEquals(
        Optional.of(AccelerationMethod.BAKU_BBP), AccelerationMethod.fromOptionValue("baku-bbp"));
    assertEquals(Optional.empty(), AccelerationMethod.fromOptionValue("lim"));
  }

  @Test
  void aRequestAppliesItsMethodUnlessTheTournamentHasExplicitAccelerations() {
    Tournament t = field(10, 9);
    PairingRequest plain = PairingRequest.of(t);
    assertSame(t, plain.pairingTournament());
    assertFalse(plain.isAccelerated());

    PairingRequest baku = plain.withAcceleration(AccelerationMethod.BAKU);
    assertEquals(Optional.of(AccelerationMethod.BAKU), baku.accelerationMethod());
    assertTrue(baku.isAccelerated());
    assertEquals(range(1, 6), groupA(baku.pairingTournament().accelerations()));
    // round 1's absentees are the request's
    PairingRequest withAbsent =
        new PairingRequest(t, 1, Set.of(1, 2), Map.of(PairingRequest.ACCELERATION, "baku"));
    assertEquals(range(1, 6), groupA(withAbsent.pairingTournament().accelerations()));
    PairingRequest lowAbsent =
        new PairingRequest(t, 1, Set.of(9, 10), Map.of(PairingRequest.ACCELERATION, "baku"));
    assertEquals(range(1, 4), groupA(lowAbsent.pairingTournament().accelerations()));

    // TRF-2026: explicit records make the method be disregarded
    Tournament explicit = t.withAccelerations(List.of(new Acceleration(9, List.of(Points.ONE))));
    PairingRequest both = PairingRequest.of(explicit).withAcceleration(AccelerationMethod.BAKU);
    assertSame(explicit, both.pairingTournament());
    assertTrue(PairingRequest.of(explicit).isAccelerated());
  }

  @Test
  void anUnknownMethodIsRefusedWhenTheRequestIsMade() {
    Tournament t = field(4, 5);
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> new PairingRequest(t, 1, Set.of(), Map.of(PairingRequest.ACCELERATION, "lim")));
    assertEquals(
        "option acceleration=lim names no acceleration method; expected none, baku or baku-bbp",
        e.getMessage());
    PairingRequest none =
        new PairingRequest(t, 1, Set.of(), Map.of(PairingRequest.ACCELERATION, "none"));
    assertFalse(none.isAccelerated());
  }

  @Test
  void aSystemWithoutAccelerationRulesRefusesAnAcceleratedRequestByName() {
    PairingRequest baku = PairingRequest.of(field(10, 9)).withAcceleration(AccelerationMethod.BAKU);
    UnsupportedAccelerationException e =
        assertThrows(
            UnsupportedAccelerationException.class, () -> baku.requireNoAcceleration("dubov-1997"));
    assertEquals(
        "the request asks for the baku acceleration method before round 1, but dubov-1997 has no"
            + " rule for accelerated pairings (its text predates C.04.7 and says nothing of"
            + " virtual points): pair without acceleration, or with a system that has one",
        e.getMessage());
    PairingRequest explicit =
        PairingRequest.of(
            field(4, 5).withAccelerations(List.of(new Acceleration(1, List.of(Points.HALF)))));
    assertThrows(UnsupportedAccelerationException.class, () -> explicit.requireNoAcceleration("x"));
    // zero fictitious points are no acceleration
    PairingRequest.of(
            field(4, 5).withAccelerations(List.of(new Acceleration(1, List.of(Points.ZERO)))))
        .requireNoAcceleration("x");
  }
}
