package org.swisschess.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** One reading of every kind of entry of a recorded round, and the one comparison. */
class RecordedRoundTests {

  private static final Colour W = Colour.WHITE;
  private static final Colour B = Colour.BLACK;
  private static final Colour N = Colour.NONE;

  /**
   * Round 1 of eleven players: 1-2 played; 3-4 a forfeit with colours; 6-5 played; 7-8 a forfeit
   * without colours; 9 the PAB; 10 a half-point bye; 11 absent.
   */
  private static Tournament round1() {
    List<Player> players =
        java.util.stream.IntStream.rangeClosed(1, 11)
            .mapToObj(i -> Player.of(i, "P" + i, 2000 - i))
            .toList();
    return Tournament.start(5, players)
        .withRound(
            Map.ofEntries(
                Map.entry(1, new RoundEntry(2, W, ResultKind.WIN)),
                Map.entry(2, new RoundEntry(1, B, ResultKind.LOSS)),
                Map.entry(3, new RoundEntry(4, W, ResultKind.FORFEIT_WIN)),
                Map.entry(4, new RoundEntry(3, B, ResultKind.FORFEIT_LOSS)),
                Map.entry(5, new RoundEntry(6, B, ResultKind.DRAW)),
                Map.entry(6, new RoundEntry(5, W, ResultKind.DRAW)),
                Map.entry(7, new RoundEntry(8, N, ResultKind.FORFEIT_WIN)),
                Map.entry(8, new RoundEntry(7, N, ResultKind.FORFEIT_LOSS)),
                Map.entry(9, RoundEntry.bye(ResultKind.PAIRING_ALLOCATED_BYE)),
                Map.entry(10, RoundEntry.bye(ResultKind.HALF_POINT_BYE)),
                Map.entry(11, RoundEntry.ABSENT)));
  }

  private static Pairing pairing(int bye, Board... boards) {
    return new Pairing(1, List.of(boards), OptionalInt.of(bye), Explanation.EMPTY);
  }

  @Test
  void everyEntryIsReadOneWay() {
    RecordedRound r = RecordedRound.of(round1(), 1);
    assertEquals(Set.of(new Board(1, 2), new Board(3, 4), new Board(6, 5)), r.boards());
    assertEquals(Set.of(new Board(7, 8)), r.colourless());
    assertEquals(OptionalInt.of(9), r.pairingAllocatedBye());
    assertEquals(List.of(10, 11), List.copyOf(r.absent()));
  }

  @Test
  void aColourlessForfeitMatchesEitherColoursAndAColouredOneOnlyItsOwn() {
    RecordedRound r = RecordedRound.of(round1(), 1);
    Board b12 = new Board(1, 2);
    Board b34 = new Board(3, 4);
    Board b65 = new Board(6, 5);
    assertTrue(r.agreesWith(pairing(9, b12, b34, b65, new Board(7, 8))));
    assertTrue(r.agreesWith(pairing(9, b12, b34, b65, new Board(8, 7))));
    assertFalse(r.agreesWith(pairing(9, b12, b34, new Board(5, 6), new Board(8, 7))));
    assertFalse(r.agreesWith(pairing(10, b12, b34, b65, new Board(8, 7))), "another bye");
    assertEquals("identical", r.difference(pairing(9, b12, b34, b65, new Board(8, 7))));
    assertEquals(
        "expected [6-5] bye 9, got [5-6] bye 9",
        r.difference(pairing(9, b12, b34, new Board(5, 6), new Board(8, 7))));
  }

  @Test
  void theRequestIsTheStateBeforeTheRoundWithItsAbsentees() {
    Tournament t = round1();
    PairingRequest q = RecordedRound.of(t, 1).request(t, Map.of());
    assertEquals(1, q.round());
    assertEquals(0, q.tournament().completedRounds());
    assertEquals(Set.of(10, 11), q.absent());
  }
}
