package org.swisschess.dubov2026;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Colour;
import org.swisschess.api.ColourPreference;
import org.swisschess.api.ForbiddenPair;
import org.swisschess.api.History;
import org.swisschess.api.Points;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Tournament;
import org.swisschess.basic2026.MayMeet;
import org.swisschess.basic2026.RoundPlayer;
import org.swisschess.testkit.Games;

/**
 * C.04.4.1 (2026) 2.3.4-2.3.6 ([C8]-[C10]) and their last-round exception, on brackets written down
 * by their figures: who has been upfloated how often is given, not played out.
 */
class Article2_3QualityCriteriaTests {

  private static final int ROUNDS = 9; // MaxT = 3

  private static DubovPlayer player(
      int tpn, String score, Colour wants, int upfloats, boolean upLast) {
    List<Colour> colours = List.of(wants.opposite()); // one game: a strong preference for `wants`
    return new DubovPlayer(
        new RoundPlayer(
            tpn,
            Points.parse(score),
            colours,
            DubovPlayers.colourPreference(ColourPreference.of(colours)),
            true),
        2000,
        2000,
        upfloats,
        upLast,
        MaximumUpfloater.isMaximumUpfloater(upfloats, ROUNDS));
  }

  private static MayMeet legality(int players, ForbiddenPair... forbidden) {
    Tournament t =
        new Tournament(
            "",
            Games.players(new int[players]),
            0,
            ROUNDS,
            Colour.WHITE,
            ScoringSystem.STANDARD,
            List.of(forbidden),
            List.of());
    return MayMeet.of(History.of(t), 5);
  }

  private static List<Integer> chosen(
      List<DubovPlayer> residents, List<DubovPlayer> lower, MayMeet legality, boolean lastRound) {
    List<Integer> out = new ArrayList<>();
    for (DubovPlayer c :
        UpfloaterSelection.choose(residents, lower, legality, lastRound).upfloaters()) {
      out.add(c.tpn());
    }
    return out;
  }

  @Test
  void article2_3_4_C8_aMaximumUpfloaterIsPassedOverExceptInTheLastRound() {
    List<DubovPlayer> residents = List.of(player(1, "3", Colour.WHITE, 0, false));
    List<DubovPlayer> lower =
        List.of(
            player(2, "2", Colour.BLACK, 3, false), // upfloated MaxT = 3 times
            player(3, "2", Colour.BLACK, 0, false),
            player(4, "2", Colour.BLACK, 0, false));
    assertEquals(List.of(3), chosen(residents, lower, legality(4), false));
    assertEquals(List.of(2), chosen(residents, lower, legality(4), true));
  }

  @Test
  void article2_3_5_C9_fewestUpfloatsOfMaximumUpfloaters() {
    // 1 and 2 may not meet: two upfloaters, all four candidates maximum upfloaters ([C8] equal)
    List<DubovPlayer> residents =
        List.of(player(1, "3", Colour.WHITE, 0, false), player(2, "3", Colour.WHITE, 0, false));
    List<DubovPlayer> lower =
        List.of(
            player(3, "2", Colour.BLACK, 5, false),
            player(4, "2", Colour.BLACK, 4, false),
            player(5, "2", Colour.BLACK, 3, false),
            player(6, "2", Colour.BLACK, 3, false));
    MayMeet legality = legality(6, ForbiddenPair.always(1, 2));
    assertEquals(List.of(5, 6), chosen(residents, lower, legality, false));
    assertEquals(List.of(3, 4), chosen(residents, lower, legality, true));
  }

  @Test
  void article2_3_6_C10_notTwoRoundsRunningExceptInTheLastRound() {
    List<DubovPlayer> residents = List.of(player(1, "3", Colour.WHITE, 0, false));
    List<DubovPlayer> lower =
        List.of(
            player(2, "2", Colour.BLACK, 1, true), // upfloated in the previous round
            player(3, "2", Colour.BLACK, 1, false),
            player(4, "2", Colour.BLACK, 0, false));
    assertEquals(List.of(3), chosen(residents, lower, legality(4), false));
    assertEquals(List.of(2), chosen(residents, lower, legality(4), true));
  }

  @Test
  void article2_3_2_C6_theHighestScoresFirst() {
    // one upfloater: from 2.0 rather than 1.0, though the 1.0 player has the better colour
    List<DubovPlayer> residents = List.of(player(1, "3", Colour.WHITE, 0, false));
    List<DubovPlayer> lower =
        List.of(
            player(2, "2", Colour.WHITE, 0, false),
            player(3, "1", Colour.BLACK, 0, false),
            player(4, "1", Colour.BLACK, 0, false));
    assertEquals(List.of(2), chosen(residents, lower, legality(4), false));
  }

  @Test
  void article2_3_2_C6_theLargestScoreDifferenceFirst() {
    // two upfloaters (1 and 2 may not meet); {3, 4} and {3, 5} would leave 5-6 and 4-6, which
    // may not meet. {4, 5} has differences 1.0, 1.0; {3, 6} has 0.5 and 1.5. "Minimise the score
    // differences (taken in descending order)": 1.0 < 1.5, so {4, 5}, although {3, 6} has the
    // smaller difference 0.5 (the differential's [C6] cluster: py4swiss takes {3, 6})
    List<DubovPlayer> residents =
        List.of(player(1, "3", Colour.WHITE, 0, false), player(2, "3", Colour.WHITE, 0, false));
    List<DubovPlayer> lower =
        List.of(
            player(3, "2.5", Colour.BLACK, 0, false),
            player(4, "2", Colour.BLACK, 0, false),
            player(5, "2", Colour.BLACK, 0, false),
            player(6, "1.5", Colour.BLACK, 0, false));
    MayMeet legality =
        legality(
            6, ForbiddenPair.always(1, 2), ForbiddenPair.always(5, 6), ForbiddenPair.always(4, 6));
    assertEquals(List.of(4, 5), chosen(residents, lower, legality, false));
  }

  @Test
  void article2_3_3_C7_colourBeforeTheUpfloatHistory() {
    // 2 has the wrong colour, 3 is a maximum upfloater: [C7] outranks [C8]
    List<DubovPlayer> residents = List.of(player(1, "3", Colour.WHITE, 0, false));
    List<DubovPlayer> lower =
        List.of(
            player(2, "2", Colour.WHITE, 0, false),
            player(3, "2", Colour.BLACK, 3, false),
            player(4, "2", Colour.WHITE, 0, false));
    assertEquals(List.of(3), chosen(residents, lower, legality(4), false));
  }
}
