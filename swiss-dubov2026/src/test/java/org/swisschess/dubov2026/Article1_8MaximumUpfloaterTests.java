package org.swisschess.dubov2026;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.swisschess.api.Tournament;
import org.swisschess.testkit.Games;

/** C.04.4.1 (2026) 1.8: MaxT = 2 + [Rnds/5] and who has been upfloated. */
class Article1_8MaximumUpfloaterTests {

  @Test
  void article1_8_2_theTextsExamples() {
    // 5-9 rounds: 3; 10-14: 4; 15-19: 5
    for (int r = 5; r <= 9; r++) {
      assertEquals(3, MaximumUpfloater.maxT(r), "rounds " + r);
    }
    for (int r = 10; r <= 14; r++) {
      assertEquals(4, MaximumUpfloater.maxT(r), "rounds " + r);
    }
    for (int r = 15; r <= 19; r++) {
      assertEquals(5, MaximumUpfloater.maxT(r), "rounds " + r);
    }
  }

  @Test
  void article1_8_1_aMaximumUpfloaterHasBeenUpfloatedMaxTTimes() {
    assertFalse(MaximumUpfloater.isMaximumUpfloater(2, 9));
    assertTrue(MaximumUpfloater.isMaximumUpfloater(3, 9));
    assertFalse(MaximumUpfloater.isMaximumUpfloater(3, 10));
  }

  @Test
  void article1_8_upfloatedMeansAGamePlayedAgainstAHigherScore() {
    Tournament t =
        Games.after(
            9,
            Games.players(2400, 2300, 2200, 2100),
            Games.round("1-3:1", "2-4:1"),
            // round 2: 4 (0 points) plays 1 (1 point): an upfloat; 3 against 2 too, but by
            // forfeit: no game, no upfloat
            Games.round("4-1:=", "3-2:+"));
    DubovPlayer four = Engine.contestant(t, 4);
    assertEquals(1, four.upfloats());
    assertTrue(four.upfloatedInPreviousRound());
    DubovPlayer three = Engine.contestant(t, 3);
    assertEquals(0, three.upfloats());
    assertFalse(Engine.contestant(t, 1).upfloatedInPreviousRound());
  }
}
