package org.swisschess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Attendance;
import org.swisschess.api.Colour;
import org.swisschess.api.Player;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Tournament;
import org.swisschess.trf.TrfDocument;
import org.swisschess.trf.TrfReader;

/**
 * The file the other engine pairs a round from: the tournament before the round, the planned rounds
 * and initial colour said ({@code XXR}, {@code XXC}: bbpPairings refuses a file without them), and
 * who does not play the round as pre-set entries of its column.
 */
class CrosscheckRoundInputTests {

  private static Tournament played() {
    List<Player> players = new ArrayList<>();
    for (int i = 1; i <= 6; i++) {
      players.add(Player.of(i, "P" + i, 2000 - i));
    }
    Tournament t =
        new Tournament(
            "",
            players,
            0,
            2,
            Colour.BLACK,
            ScoringSystem.STANDARD,
            List.of(),
            List.of(),
            Attendance.NONE);
    t =
        t.withRound(
            Map.of(
                1, new RoundEntry(4, Colour.BLACK, ResultKind.WIN),
                4, new RoundEntry(1, Colour.WHITE, ResultKind.LOSS),
                2, new RoundEntry(5, Colour.WHITE, ResultKind.DRAW),
                5, new RoundEntry(2, Colour.BLACK, ResultKind.DRAW),
                3, RoundEntry.bye(ResultKind.HALF_POINT_BYE),
                6, RoundEntry.ABSENT));
    return t.withRound(
        Map.of(
            1, new RoundEntry(2, Colour.WHITE, ResultKind.WIN),
            2, new RoundEntry(1, Colour.BLACK, ResultKind.LOSS),
            4, new RoundEntry(5, Colour.BLACK, ResultKind.WIN),
            5, new RoundEntry(4, Colour.WHITE, ResultKind.LOSS),
            3, RoundEntry.ABSENT,
            6, RoundEntry.bye(ResultKind.HALF_POINT_BYE)));
  }

  @Test
  void roundOneSaysTheRoundsAndTheColourAndPresetsTheByes() throws Exception {
    String text = CrosscheckTournament.roundInput(played(), 1);
    assertTrue(text.lines().anyMatch(l -> l.equals("XXR 2")), text);
    assertTrue(text.lines().anyMatch(l -> l.equals("XXC black1")), text);
    TrfDocument doc = TrfReader.parse(text, "round-1.trf");
    assertEquals(0, doc.tournament().completedRounds());
    assertEquals(
        Set.of(3, 6),
        doc.tournament().attendance().absentIn(doc.tournament().completedRounds() + 1));
    assertEquals(RoundEntry.bye(ResultKind.HALF_POINT_BYE), doc.presetEntries().get(3));
    // an absence goes as a zero-point bye, which TRF reads alike (a blank result is Z)
    assertEquals(RoundEntry.bye(ResultKind.ZERO_POINT_BYE), doc.presetEntries().get(6));
  }

  @Test
  void theLastRoundHoldsTheRoundsBeforeIt() throws Exception {
    Tournament t = played();
    String text = CrosscheckTournament.roundInput(t, 2);
    assertTrue(
        text.lines().anyMatch(l -> l.equals("XXR 2")),
        "the last round says it is the last: " + text);
    TrfDocument doc = TrfReader.parse(text, "round-2.trf");
    assertEquals(1, doc.tournament().completedRounds());
    assertEquals(t.upToRound(1).players(), doc.tournament().players());
    assertEquals(
        Set.of(3, 6),
        doc.tournament().attendance().absentIn(doc.tournament().completedRounds() + 1));
    assertEquals(Colour.BLACK, doc.tournament().initialColour());
  }
}
