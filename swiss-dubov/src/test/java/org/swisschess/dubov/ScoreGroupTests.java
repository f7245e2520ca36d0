package org.swisschess.dubov;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Acceleration;
import org.swisschess.api.AccelerationMethod;
import org.swisschess.api.Attendance;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.Points;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Tournament;
import org.swisschess.api.UnsupportedAccelerationException;
import org.swisschess.testkit.Games;

/**
 * Score groups under the tournament's own scoring and with accelerations (README, score groups).
 */
class ScoreGroupTests {

  @Test
  void footballScoringMakesItsOwnScoreGroups() {
    // 3-1-0. Round 1: 1 beats 3, 4 and 2 draw. Groups: 3 points {1}, 1 point {2, 4}, 0 {3}.
    // 1 is alone (7.1): he is due Black, so the white-seeker 2 comes up from the 1-point group;
    // 4 is then alone (7.1) and 3 comes up: 3 is due White, 4 Black.
    Tournament base =
        Tournament.start(5, Games.players(2400, 2300, 2200, 2100))
            .withRound(Games.round("1-3:1", "4-2:="));
    Tournament t =
        new Tournament(
            "",
            base.players(),
            1,
            5,
            Colour.WHITE,
            ScoringSystem.of(Points.parse("3"), Points.ONE, Points.ZERO),
            List.of(),
            List.of(),
            Attendance.NONE);
    Pairing p = PairingSystems.require("dubov-1997").pair(PairingRequest.of(t));
    assertEquals(List.of(new Board(2, 1), new Board(3, 4)), p.boards());
  }

  @Test
  void anAcceleratedRequestIsRefusedByName() {
    // the 1997 text says nothing of virtual points (C.04.7 came later): pairing as if they were
    // not there would change the score groups silently
    Tournament base =
        Tournament.start(5, Games.players(2400, 2300, 2200, 2100))
            .withRound(Games.round("1-3:1", "2-4:1"));
    List<Acceleration> acc =
        List.of(
            new Acceleration(3, List.of(Points.ZERO, Points.ONE)),
            new Acceleration(4, List.of(Points.ZERO, Points.ONE)));
    Tournament t =
        new Tournament(
            "",
            base.players(),
            1,
            5,
            Colour.WHITE,
            ScoringSystem.STANDARD,
            List.of(),
            acc,
            Attendance.NONE);
    PairingSystem dubov = PairingSystems.require("dubov-1997");
    UnsupportedAccelerationException e =
        assertThrows(
            UnsupportedAccelerationException.class, () -> dubov.pair(PairingRequest.of(t)));
    assertTrue(
        String.valueOf(e.getMessage()).contains("dubov-1997 has no rule for accelerated pairings"));
    assertThrows(
        UnsupportedAccelerationException.class,
        () -> dubov.pair(PairingRequest.of(base).withAcceleration(AccelerationMethod.BAKU)));
  }
}
