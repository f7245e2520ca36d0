package org.swisschess.dubov;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Acceleration;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.Points;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Tournament;

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
            List.of());
    Pairing p = PairingSystems.require("dubov-1997").pair(PairingRequest.of(t));
    assertEquals(List.of(new Board(2, 1), new Board(3, 4)), p.boards());
  }

  @Test
  void accelerationPointsCountForTheScoreGroup() {
    // Round 1: 1 beats 3, 2 beats 4. Without acceleration 1 would meet 2 and 3 would meet 4. With
    // one fictitious point for 3 and 4 in round 2 all four share 1 point: white-seekers 3 (ARO
    // 2400) and 4 (ARO 2300) by ARO: 4, 3; black-seekers by R: 1, 2. Row 1: 4-1; row 2: 3-2.
    Tournament base =
        Tournament.start(5, Games.players(2400, 2300, 2200, 2100))
            .withRound(Games.round("1-3:1", "2-4:1"));
    List<Acceleration> acc =
        List.of(
            new Acceleration(3, List.of(Points.ZERO, Points.ONE)),
            new Acceleration(4, List.of(Points.ZERO, Points.ONE)));
    Tournament t =
        new Tournament(
            "", base.players(), 1, 5, Colour.WHITE, ScoringSystem.STANDARD, List.of(), acc);
    Pairing p = PairingSystems.require("dubov-1997").pair(PairingRequest.of(t));
    assertEquals(List.of(new Board(4, 1), new Board(3, 2)), p.boards());
  }
}
