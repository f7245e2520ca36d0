package org.swisschess.burstein2026;

import static java.util.Objects.requireNonNull;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Acceleration;
import org.swisschess.api.Colour;
import org.swisschess.api.ColourPreference;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.Points;
import org.swisschess.api.Tournament;
import org.swisschess.testkit.WorkedTournament;

/** Article 1: colour preferences (1.5), seeding rounds (1.6), the Index (1.7), ranking (1.8). */
class Article1DefinitionsTests {

  private static final Colour W = Colour.WHITE;
  private static final Colour B = Colour.BLACK;

  @Test
  void article1_5_1AbsoluteByColourDifferenceOrTheLastTwoGames() {
    assertEquals("absolute white", ColourPreference.of(List.of(B, W, B, B)).toString());
    assertEquals("absolute black", ColourPreference.of(List.of(W, W)).toString());
    assertEquals("absolute black", ColourPreference.of(List.of(W, B, W, W)).toString());
    assertEquals("absolute white", ColourPreference.of(List.of(W, B, B)).toString());
  }

  @Test
  void article1_5_2StrongByAColourDifferenceOfOne() {
    assertEquals("strong black", ColourPreference.of(List.of(W)).toString());
    assertEquals("strong white", ColourPreference.of(List.of(W, B, B, W, B)).toString());
  }

  @Test
  void article1_5_3MildAlternatesFromTheLastGame() {
    assertEquals("mild white", ColourPreference.of(List.of(W, B)).toString());
    assertEquals("mild black", ColourPreference.of(List.of(B, W, B, W)).toString());
  }

  @Test
  void article1_5_4NoGameNoPreference() {
    assertEquals("none", ColourPreference.of(List.of()).toString());
  }

  /** The text's examples: 5 rounds give 2 seeding rounds; 7 give 3; 8, 9 and 11 give 4. */
  @Test
  void article1_6_2TheNumberOfSeedingRounds() {
    assertEquals(2, SeedingRounds.of(5));
    assertEquals(3, SeedingRounds.of(7));
    assertEquals(4, SeedingRounds.of(8));
    assertEquals(4, SeedingRounds.of(9));
    assertEquals(4, SeedingRounds.of(11));
    assertEquals(0, SeedingRounds.of(1));
  }

  /** 1.6.1: a seeding round is the Dutch System's pairing, PAB, colours and boards included. */
  @Test
  void article1_6_1SeedingRoundsArePairedByTheDutchSystem() {
    Tournament t = WorkedTournament.of(7, 9, List.of(), "1-5:1 6-2:0 3-7:= 4:U");
    PairingRequest next = PairingRequest.of(t);
    Pairing burstein = PairingSystems.require("burstein-2026").pair(next);
    Pairing dutch = PairingSystems.require("dutch-2026").pair(next);
    assertEquals(dutch.boards(), burstein.boards());
    assertEquals(dutch.pairingAllocatedBye(), burstein.pairingAllocatedBye());
    assertTrue(
        burstein.explanation().sections().get(0).lines().get(0).contains("seeding round 2 of 4"));
  }

  /**
   * 1.7 (our example): P (player 1) beat A (2) in round 1, had a half-point bye in round 2 and drew
   * B (3) in round 3. Then A has 2.0, B 1.5 and P 2.0. The bye is a game against P himself, drawn
   * (the points registered), and that "opponent" has P's own current score: Buchholz 2.0 + 2.0 +
   * 1.5 = 5.5, Sonneborn-Berger 1 x 2.0 + 1/2 x 2.0 + 1/2 x 1.5 = 3.75. (The rules file's version
   * of this example gives P 2.5 after a win, a half-point bye and a draw, which cannot be; the
   * module README says so.)
   */
  @Test
  void article1_7AnUnplayedRoundIsAGameAgainstOneself() {
    Tournament t = indexExample();
    OppositionIndex p = OppositionIndex.of(t).get(1);
    assertEquals(new OppositionIndex(55, 375_00 / 100), p);
  }

  private static Tournament indexExample() {
    return WorkedTournament.of(
        6, 9, List.of(), "1-2:1 3-4:1 5-6:=", "1:H 2-5:1 6-3:1 4:U", "3-1:= 2-6:1 4-5:0");
  }

  /**
   * 1.7.2, exception: player 6 (a draw, then absent in rounds 2 and 3) ends on a run of two
   * zero-point byes: his over-the-board opponent of round 1 (player 5) sees each as a draw, so 6
   * counts 1.5 for him, while 6's own Index counts them as the losses against himself they are.
   */
  @Test
  void article1_7_2ARunOfZeroPointByesCountsAsDrawsForTheOpponents() {
    Tournament t =
        WorkedTournament.of(
            6, 9, List.of(), "1-2:1 3-4:1 5-6:=", "1-3:= 2-5:1 4:U", "3-2:1 4-5:0 1:H");
    Map<Integer, OppositionIndex> index = OppositionIndex.of(t);
    // player 5 (1.5): 6 (0.5, seen as 0.5 + 0.5 + 0.5 = 1.5), 2 (1.0), 4 (1.0)
    assertEquals(15 + 10 + 10, requireNonNull(index.get(5)).buchholz());
    // 1/2 x 1.5 + 0 x 1.0 + 1 x 1.0 = 1.75
    assertEquals(5 * 15 + 0 + 10 * 10, requireNonNull(index.get(5)).sonnebornBerger());
    // player 6 himself: 5 (1.5), then two losses against himself, whose score is 0.5
    assertEquals(15 + 5 + 5, requireNonNull(index.get(6)).buchholz());
    assertEquals(5 * 15, requireNonNull(index.get(6)).sonnebornBerger());
  }

  /** 1.7.2: virtual points (acceleration) are left out of every method. */
  @Test
  void article1_7_2VirtualPointsAreExcluded() {
    Tournament t = indexExample();
    List<Acceleration> virtual = new ArrayList<>();
    for (int p = 1; p <= 3; p++) {
      virtual.add(new Acceleration(p, List.of(Points.ONE, Points.ONE, Points.ONE, Points.ONE)));
    }
    assertEquals(OppositionIndex.of(t), OppositionIndex.of(t.withAccelerations(virtual)));
  }

  /**
   * 1.8: after the seeding rounds players are ranked by Index, then TPN; scores are not used. In
   * the two-group tournament every player of 1-8 (3.0) and of 9-16 (1.0) has the same Buchholz and
   * Sonneborn-Berger as the others of the group... the low group's Buchholz is the higher one (they
   * met the 3.0 players), so all of 9-16 rank above all of 1-8, by TPN within each group.
   */
  @Test
  void article1_8RankingByIndexThenTpnNotByScore() {
    Tournament t = Article4OrderOfPairingsTests.twoGroups();
    RoundPlayers players = RoundPlayers.of(PairingRequest.of(t));
    List<Integer> order = new ArrayList<>();
    players.ranked.forEach(c -> order.add(c.id()));
    assertEquals(List.of(9, 10, 11, 12, 13, 14, 15, 16, 1, 2, 3, 4, 5, 6, 7, 8), order);
  }
}
