package org.swisschess.dubov2026;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Pairing;
import org.swisschess.api.Tournament;
import org.swisschess.testkit.Games;

/** C.04.4.1 (2026) 3.1: the pairing-allocated bye, given before any bracket. */
class Article3_1PabTests {

  @Test
  void article3_1_3and3_1_5_lowestScoreThenLargestTpn() {
    Tournament t =
        Games.after(
            7, Games.players(2400, 2300, 2200, 2100, 2000), Games.round("1-2:1", "3-4:1", "bye:5"));
    // lowest score 0: players 2 and 4, one game each; the larger TPN is 4
    assertEquals(OptionalInt.of(4), Engine.pair(t).pairingAllocatedBye());
  }

  @Test
  void article3_1_4_theMostGamesPlayedBeforeTheLargestTpn() {
    // player 5 was absent in round 1: score 0 like 3 and 4, but no game played
    Tournament t =
        Games.after(
            7, Games.players(2400, 2300, 2200, 2100, 2000), Games.round("1-3:1", "2-4:1", "abs:5"));
    Pairing p = Engine.pair(t);
    assertEquals(OptionalInt.of(4), p.pairingAllocatedBye());
  }

  @Test
  void article3_1_1_noByeAfterAByeOrAForfeitWin_C2() {
    Tournament t =
        Games.after(
            7,
            Games.players(2400, 2300, 2200, 2100, 2000),
            Games.round("1-2:1", "3-4:1", "bye:5"),
            Games.round("3-1:1", "2-5:1", "bye:4"));
    // score 1: players 1, 2, 4, 5; 4 and 5 had the PAB; of 1 and 2 (two games each) the larger TPN
    assertEquals(OptionalInt.of(2), Engine.pair(t).pairingAllocatedBye());
  }

  @Test
  void article3_1_1_aForfeitWinBarsTheBye() {
    Tournament t =
        Games.after(
            7,
            Games.players(2400, 2300, 2200, 2100, 2000),
            Games.round("2-1:+", "3-4:1", "bye:5"),
            Games.round("1-2:1", "3-5:1", "bye:4"));
    // score 1: players 1, 2, 4, 5; 4 and 5 had the PAB, 2 won by forfeit: 1 is left
    assertEquals(OptionalInt.of(1), Engine.pair(t).pairingAllocatedBye());
  }
}
