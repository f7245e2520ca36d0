package org.swisschess.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** The small records and enums of the model: what they accept and what they refuse. */
class ModelTests {

  @Test
  void resultCodesAreCaseInsensitiveWhateverTheLocale() {
    // Surefire runs under a Turkish locale, where "i".toUpperCase() is not "I"
    assertEquals(Optional.of(ResultKind.UNRATED_WIN), ResultKind.ofCode('w'));
    assertEquals(Optional.of(ResultKind.HALF_POINT_BYE), ResultKind.ofCode('h'));
    assertEquals(Optional.of(ResultKind.ABSENT), ResultKind.ofCode(' '));
    assertEquals(Optional.empty(), ResultKind.ofCode('i'));
    assertEquals(Optional.empty(), ResultKind.ofCode('x'));
    for (ResultKind k : ResultKind.values()) {
      assertEquals(Optional.of(k), ResultKind.ofCode(k.code()), k.name());
    }
  }

  @Test
  void kindsOfResults() {
    assertTrue(ResultKind.UNRATED_DRAW.isPlayedGame());
    assertFalse(ResultKind.FORFEIT_WIN.isPlayedGame());
    assertTrue(ResultKind.FORFEIT_LOSS.isForfeit());
    assertTrue(ResultKind.PAIRING_ALLOCATED_BYE.isBye());
    assertFalse(ResultKind.FORFEIT_WIN.isBye());
  }

  @Test
  void roundEntriesRefuseWhatTrfCannotMean() {
    assertThrows(
        IllegalArgumentException.class, () -> new RoundEntry(0, Colour.WHITE, ResultKind.WIN));
    assertThrows(
        IllegalArgumentException.class, () -> new RoundEntry(3, Colour.NONE, ResultKind.DRAW));
    assertThrows(
        IllegalArgumentException.class,
        () -> new RoundEntry(3, Colour.NONE, ResultKind.HALF_POINT_BYE));
    assertThrows(
        IllegalArgumentException.class, () -> new RoundEntry(-1, Colour.NONE, ResultKind.ABSENT));
    assertTrue(new RoundEntry(3, Colour.NONE, ResultKind.FORFEIT_WIN).hasOpponent());
    assertFalse(
        RoundEntry.bye(ResultKind.FORFEIT_LOSS).hasOpponent(),
        "a forfeit without opponent is allowed");
  }

  @Test
  void coloursTurnRound() {
    assertEquals(Colour.BLACK, Colour.WHITE.opposite());
    assertEquals(Colour.WHITE, Colour.BLACK.opposite());
    assertEquals(Colour.NONE, Colour.NONE.opposite());
  }

  @Test
  void scoringByColourAndKind() {
    ScoringSystem s =
        new ScoringSystem(
            Points.parse("3"),
            Points.parse("3.5"),
            Points.ONE,
            Points.parse("1.5"),
            Points.ZERO,
            Points.HALF,
            Points.parse("2"),
            Points.parse("-1"),
            Points.parse("0.2"),
            Points.parse("0.8"),
            Points.parse("2.5"),
            Points.parse("1.2"));
    assertEquals(Points.parse("3"), s.points(new RoundEntry(2, Colour.WHITE, ResultKind.WIN)));
    assertEquals(
        Points.parse("3.5"), s.points(new RoundEntry(2, Colour.BLACK, ResultKind.UNRATED_WIN)));
    assertEquals(Points.parse("1.5"), s.points(new RoundEntry(2, Colour.BLACK, ResultKind.DRAW)));
    assertEquals(Points.HALF, s.points(new RoundEntry(2, Colour.BLACK, ResultKind.LOSS)));
    assertEquals(
        Points.parse("2"), s.points(new RoundEntry(2, Colour.NONE, ResultKind.FORFEIT_WIN)));
    assertEquals(
        Points.parse("-1"), s.points(new RoundEntry(2, Colour.WHITE, ResultKind.FORFEIT_LOSS)));
    assertEquals(
        Points.parse("0.2"), s.points(RoundEntry.ABSENT), "an absence scores as a zero-point bye");
    assertEquals(Points.parse("0.8"), s.points(RoundEntry.bye(ResultKind.HALF_POINT_BYE)));
    assertEquals(Points.parse("2.5"), s.points(RoundEntry.bye(ResultKind.FULL_POINT_BYE)));
    assertEquals(Points.parse("1.2"), s.points(RoundEntry.bye(ResultKind.PAIRING_ALLOCATED_BYE)));
    assertEquals(Points.parse("3.5"), s.win());
    assertEquals(Points.ZERO, s.loss());
    assertFalse(s.isStandard());
    assertTrue(ScoringSystem.of(Points.ONE, Points.HALF, Points.ZERO).isStandard());
  }

  @Test
  void pairingRefusesAPlayerTwice() {
    assertThrows(
        IllegalArgumentException.class,
        () ->
            new Pairing(
                1,
                List.of(new Board(1, 2), new Board(2, 3)),
                OptionalInt.empty(),
                Explanation.EMPTY));
    assertThrows(
        IllegalArgumentException.class,
        () -> new Pairing(1, List.of(new Board(1, 2)), OptionalInt.of(2), Explanation.EMPTY));
    assertThrows(IllegalArgumentException.class, () -> new Board(3, 3));
    Pairing p =
        new Pairing(
            1, List.of(new Board(1, 2), new Board(4, 3)), OptionalInt.of(5), Explanation.EMPTY);
    assertEquals(Optional.of(new Board(4, 3)), p.boardOf(3));
    assertEquals(Optional.empty(), p.boardOf(5));
  }

  @Test
  void forbiddenPairsAndAccelerationsValidate() {
    assertThrows(IllegalArgumentException.class, () -> new ForbiddenPair(2, 2, 1, 3));
    assertThrows(IllegalArgumentException.class, () -> new ForbiddenPair(3, 2, 1, 3));
    assertThrows(IllegalArgumentException.class, () -> new ForbiddenPair(1, 2, 3, 2));
    assertEquals(new ForbiddenPair(2, 7, 1, Integer.MAX_VALUE), ForbiddenPair.always(7, 2));
    assertThrows(IllegalArgumentException.class, () -> new Acceleration(0, List.of()));
    assertEquals(Points.ZERO, new Acceleration(1, List.of(Points.ONE)).pointsIn(0));
  }

  @Test
  void explanationText() {
    Explanation e =
        Explanation.builder()
            .section("Bracket 2.0", List.of("1 - 4", "2 - 3"))
            .section("PAB", List.of())
            .build();
    assertEquals("Bracket 2.0\n  1 - 4\n  2 - 3\nPAB\n", e.toText());
    assertEquals("", Explanation.EMPTY.toText());
  }
}
