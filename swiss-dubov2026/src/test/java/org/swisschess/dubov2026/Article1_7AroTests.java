package org.swisschess.dubov2026;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.swisschess.api.Tournament;
import org.swisschess.testkit.Games;

/** C.04.4.1 (2026) 1.7: the average rating of opponents, rounded half up. */
class Article1_7AroTests {

  @Test
  void article1_7_1_theTextsExample_2010And1875Give1943() {
    // "3885/2 = 1942.5 -> 1943": the division ending in .5 rounds to the higher integer
    assertEquals(1943, Aro.of(2010 + 1875, 2));
  }

  @Test
  void article1_7_1_roundsToTheNearestInteger() {
    assertEquals(1942, Aro.of(3883, 2)); // 1941.5 -> 1942
    assertEquals(333, Aro.of(1000, 3)); // 333.33
    assertEquals(667, Aro.of(2000, 3)); // 666.67
  }

  @Test
  void article1_7_3_noGameYetMeansZero() {
    assertEquals(0, Aro.of(0, 0));
  }

  @Test
  void article1_7_1_onlyOpponentsMetOverTheBoardCount() {
    Tournament t =
        Games.after(
            5,
            Games.players(2010, 1875, 2000, 1500),
            Games.round("3-1:=", "2-4:1"),
            Games.round("2-3:=", "1-4:1"),
            Games.round("3-4:+", "1-2:1")); // player 3's forfeit win meets nobody
    assertEquals(1943, Engine.contestant(t, 3).aro());
    assertEquals(2, Engine.contestant(t, 3).gamesPlayed());
  }
}
