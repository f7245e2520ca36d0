package org.swisschess.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Attendance;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.ColourRules;
import org.swisschess.api.Explanation;
import org.swisschess.api.ForbiddenPair;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.Player;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Tournament;

/** Each check on hand-made pairings: one that breaks the rule, one that keeps it. */
class ContractChecksTests {

  /** A system that only declares rules; the checks never ask it to pair. */
  private record Declares(ColourRules colourRules) implements PairingSystem {
    @Override
    public String id() {
      return "declares";
    }

    @Override
    public String name() {
      return "declares";
    }

    /** Declares C.2 of the 2017 Dutch text: not after a PAB or a forfeit win. */
    @Override
    public boolean mayReceivePairingAllocatedBye(PlayerHistory player, Tournament tournament) {
      return !player.hadPairingAllocatedBye() && !player.hadForfeitWin();
    }

    @Override
    public Pairing pair(PairingRequest request) {
      throw new UnsupportedOperationException();
    }
  }

  private static final PairingSystem DUTCH_RULES = new Declares(new ColourRules(2, 2, true));

  /** Builds a tournament round by round from games "white-black result" and byes "player kind". */
  private static final class Builder {
    private final int players;
    private final int planned;
    private final List<Map<Integer, RoundEntry>> rounds = new ArrayList<>();
    private List<ForbiddenPair> forbidden = List.of();

    Builder(int players, int planned) {
      this.players = players;
      this.planned = planned;
    }

    /**
     * Adds a round: "1-2 1" is 1 (White) beats 2, results 1 = 0 + - ; "3 U" is a PAB, "3 H" a
     * half-point bye.
     */
    Builder round(String... items) {
      Map<Integer, RoundEntry> r = new HashMap<>();
      for (String item : items) {
        String[] parts = item.split(" ");
        if (parts[0].contains("-")) {
          String[] wb = parts[0].split("-");
          int w = Integer.parseInt(wb[0]);
          int b = Integer.parseInt(wb[1]);
          ResultKind white = ResultKind.ofCode(parts[1].charAt(0)).orElseThrow();
          ResultKind black =
              switch (white) {
                case WIN -> ResultKind.LOSS;
                case LOSS -> ResultKind.WIN;
                case DRAW -> ResultKind.DRAW;
                case FORFEIT_WIN -> ResultKind.FORFEIT_LOSS;
                default -> ResultKind.FORFEIT_WIN;
              };
          r.put(w, new RoundEntry(b, Colour.WHITE, white));
          r.put(b, new RoundEntry(w, Colour.BLACK, black));
        } else {
          r.put(
              Integer.parseInt(parts[0]),
              RoundEntry.bye(ResultKind.ofCode(parts[1].charAt(0)).orElseThrow()));
        }
      }
      rounds.add(r);
      return this;
    }

    Builder forbid(ForbiddenPair... pairs) {
      forbidden = List.of(pairs);
      return this;
    }

    Tournament build() {
      List<Player> list = new ArrayList<>();
      for (int i = 1; i <= players; i++) {
        list.add(Player.of(i, "P" + i, 2000 - i));
      }
      Tournament t =
          new Tournament(
              "",
              list,
              0,
              planned,
              Colour.WHITE,
              ScoringSystem.STANDARD,
              forbidden,
              List.of(),
              Attendance.NONE);
      for (Map<Integer, RoundEntry> r : rounds) {
        t = t.withRound(r);
      }
      return new Tournament(
          "",
          t.players(),
          t.completedRounds(),
          planned,
          Colour.WHITE,
          ScoringSystem.STANDARD,
          forbidden,
          List.of(),
          Attendance.NONE);
    }
  }

  private static Pairing pairing(Tournament t, int[][] boards, int bye) {
    List<Board> list = new ArrayList<>();
    for (int[] b : boards) {
      list.add(new Board(b[0], b[1]));
    }
    return new Pairing(
        t.completedRounds() + 1,
        list,
        bye == 0 ? OptionalInt.empty() : OptionalInt.of(bye),
        Explanation.EMPTY);
  }

  private static PairingRequest request(Tournament t, Integer... absent) {
    return PairingRequest.of(t, Set.of(absent));
  }

  private static List<String> checks(List<Violation> violations) {
    return violations.stream().map(Violation::check).toList();
  }

  @Test
  void aPresentPlayerLeftOutOrAStrangerIsNotExactlyOnce() {
    Tournament t = new Builder(4, 5).build();
    List<Violation> v =
        ContractChecks.checkEveryPresentPlayerExactlyOnce(
            request(t), pairing(t, new int[][] {{1, 2}, {3, 9}}, 0));
    assertEquals(2, v.size(), v.toString());
    assertTrue(v.get(0).message().contains("present player 4 appears 0 times"), v.toString());
    assertTrue(v.get(1).message().contains("player 9 is not in the tournament"), v.toString());
    assertEquals(
        List.of(),
        ContractChecks.checkEveryPresentPlayerExactlyOnce(
            request(t), pairing(t, new int[][] {{1, 2}, {3, 4}}, 0)));
  }

  @Test
  void anAbsentPlayerMustNotBePaired() {
    Tournament t = new Builder(5, 5).build();
    assertEquals(
        List.of("absent-never"),
        checks(
            ContractChecks.checkAbsentPlayersNeverPaired(
                request(t, 5), pairing(t, new int[][] {{1, 2}, {3, 4}}, 5))));
    assertEquals(
        List.of(),
        ContractChecks.checkAbsentPlayersNeverPaired(
            request(t, 5), pairing(t, new int[][] {{1, 2}, {3, 4}}, 0)));
  }

  @Test
  void aPabOnlyWhenTheNumberToPairIsOdd() {
    Tournament t = new Builder(5, 5).build();
    assertEquals(
        List.of("pab-when-odd"),
        checks(
            ContractChecks.checkPairingAllocatedByeOnlyWhenOdd(
                request(t, 5), pairing(t, new int[][] {{1, 2}}, 3))));
    assertEquals(
        List.of("pab-when-odd"),
        checks(
            ContractChecks.checkPairingAllocatedByeOnlyWhenOdd(
                request(t), pairing(t, new int[][] {{1, 2}, {3, 4}}, 0))));
    assertEquals(
        List.of(),
        ContractChecks.checkPairingAllocatedByeOnlyWhenOdd(
            request(t), pairing(t, new int[][] {{1, 2}, {3, 4}}, 5)));
  }

  @Test
  void aPlayedGameMayNotBeRepeatedButAForfeitMay() {
    Tournament t = new Builder(4, 5).round("1-2 1", "3-4 +").build();
    assertEquals(
        List.of("rematch"),
        checks(
            ContractChecks.checkNoRematch(
                request(t), pairing(t, new int[][] {{2, 1}, {4, 3}}, 0))));
  }

  @Test
  void forbiddenPairsHoldInTheirRoundsOnly() {
    Tournament t =
        new Builder(4, 5).forbid(ForbiddenPair.always(1, 3), new ForbiddenPair(2, 4, 3, 5)).build();
    assertEquals(
        List.of("forbidden-pair"),
        checks(
            ContractChecks.checkNoForbiddenPair(
                request(t), pairing(t, new int[][] {{3, 1}, {2, 4}}, 0))));
  }

  @Test
  void thePabGoesOnlyToPlayersTheSystemAllows() {
    Tournament t = new Builder(5, 5).round("1-2 1", "3-4 +", "5 U").build();
    PairingRequest r = request(t);
    assertEquals(
        List.of("pab-eligibility"),
        checks(
            ContractChecks.checkByeEligibility(
                DUTCH_RULES, r, pairing(t, new int[][] {{1, 2}, {3, 4}}, 5))));
    assertEquals(
        List.of("pab-eligibility"),
        checks(
            ContractChecks.checkByeEligibility(
                DUTCH_RULES, r, pairing(t, new int[][] {{1, 2}, {4, 5}}, 3))),
        "a forfeit win bars the PAB under the default rule");
    assertEquals(
        List.of(),
        ContractChecks.checkByeEligibility(
            DUTCH_RULES, r, pairing(t, new int[][] {{1, 3}, {4, 5}}, 2)));
  }

  /** The violations that concern {@code player}. */
  private static List<Violation> about(int player, List<Violation> violations) {
    return violations.stream().filter(v -> v.message().contains("player " + player + " ")).toList();
  }

  @Test
  void aThirdSameColourInARowBreaksTheDutchRules() {
    Tournament t = new Builder(4, 5).round("1-2 =", "3-4 =").round("1-3 =", "4-2 =").build();
    // 1: W W then W (breach); 4: B W then B; 2: B B then W; 3: W B then B.
    List<Violation> v =
        ContractChecks.checkColourRules(
            DUTCH_RULES, request(t), pairing(t, new int[][] {{1, 4}, {2, 3}}, 0));
    assertEquals(1, v.size(), v.toString());
    assertTrue(v.get(0).message().contains("player 1 gets WHITE"), v.toString());
    assertEquals(
        List.of(),
        ContractChecks.checkColourRules(
            new Declares(ColourRules.NONE),
            request(t),
            pairing(t, new int[][] {{1, 4}, {2, 3}}, 0)));
  }

  @Test
  void aRunOfThreeBreaksTheRulesEvenWithinTheColourDifference() {
    // Player 1: B, W, W played; White again is a difference of +2 (allowed) but a run of 3.
    Tournament t =
        new Builder(6, 9)
            .round("2-1 =", "3-4 =", "5-6 =")
            .round("1-3 =", "4-5 =", "6-2 =")
            .round("1-4 =", "2-5 =", "3-6 =")
            .build();
    List<Violation> v =
        about(
            1,
            ContractChecks.checkColourRules(
                DUTCH_RULES, request(t), pairing(t, new int[][] {{1, 5}, {2, 3}, {4, 6}}, 0)));
    assertEquals(1, v.size(), v.toString());
    assertTrue(v.get(0).message().contains("3 games with WHITE in a row"), v.toString());
  }

  @Test
  void unplayedRoundsDoNotBreakARunOfColours() {
    // Player 1: W, (half-point bye), W: the run counts played games, so White now is a third.
    Tournament t =
        new Builder(4, 5)
            .round("1-2 =", "3-4 =")
            .round("1 H", "2-4 =", "3 H")
            .round("1-3 =", "4 H", "2 H")
            .build();
    List<Violation> v =
        about(
            1,
            ContractChecks.checkColourRules(
                DUTCH_RULES, request(t, 2, 3), pairing(t, new int[][] {{1, 4}}, 0)));
    assertEquals(1, v.size(), v.toString());
    assertTrue(v.get(0).message().contains("after [WHITE, WHITE]"), v.toString());
  }

  @Test
  void aColourDifferenceOfThreeBreaksTheDutchRules() {
    Tournament t =
        new Builder(6, 9)
            .round("1-2 =", "3-4 =", "5-6 =")
            .round("1-3 =", "2-5 =", "4-6 =")
            .round("4-1 =", "2-6 =", "3-5 =")
            .round("1-5 =", "6-3 =", "4-2 =")
            .build();
    // Player 1 has W W B W (+2); White again makes +3 with a run of only 2.
    List<Violation> v =
        about(
            1,
            ContractChecks.checkColourRules(
                DUTCH_RULES, request(t), pairing(t, new int[][] {{1, 6}, {2, 3}, {4, 5}}, 0)));
    assertEquals(1, v.size(), v.toString());
    assertTrue(v.get(0).message().contains("difference would be 3"), v.toString());
  }

  @Test
  void topScorersAreExemptInTheLastRoundOnly() {
    // Player 1 won both games with White; 2.0 of a possible 2.0 is over 50%.
    Tournament last = new Builder(4, 3).round("1-2 1", "3-4 =").round("1-3 1", "4-2 =").build();
    assertEquals(
        List.of(),
        about(
            1,
            ContractChecks.checkColourRules(
                DUTCH_RULES, request(last), pairing(last, new int[][] {{1, 4}, {2, 3}}, 0))));
    Tournament notLast = new Builder(4, 4).round("1-2 1", "3-4 =").round("1-3 1", "4-2 =").build();
    assertEquals(
        1,
        about(
                1,
                ContractChecks.checkColourRules(
                    DUTCH_RULES,
                    request(notLast),
                    pairing(notLast, new int[][] {{1, 4}, {2, 3}}, 0)))
            .size());
    // Exactly 50% is not over 50%: player 1 with 1.0 of 2.0 is not exempt.
    Tournament half = new Builder(4, 3).round("1-2 1", "3-4 =").round("1-3 0", "4-2 =").build();
    assertEquals(
        1,
        about(
                1,
                ContractChecks.checkColourRules(
                    DUTCH_RULES, request(half), pairing(half, new int[][] {{1, 4}, {2, 3}}, 0)))
            .size());
  }

  @Test
  void theOpponentOfATopScorerIsExemptInTheLastRound() {
    // Player 1 won twice (a top scorer); player 3 drew twice with White and gets White a third
    // time.
    Tournament last = new Builder(4, 3).round("1-2 1", "3-4 =").round("3-2 =", "4-1 0").build();
    assertEquals(
        List.of(),
        about(
            3,
            ContractChecks.checkColourRules(
                DUTCH_RULES, request(last), pairing(last, new int[][] {{3, 1}, {2, 4}}, 0))));
    Tournament notLast = new Builder(4, 4).round("1-2 1", "3-4 =").round("3-2 =", "4-1 0").build();
    assertEquals(
        1,
        about(
                3,
                ContractChecks.checkColourRules(
                    DUTCH_RULES,
                    request(notLast),
                    pairing(notLast, new int[][] {{3, 1}, {2, 4}}, 0)))
            .size());
  }

  @Test
  void noValidPairingIsConfirmedWhenEveryoneHasMetEveryone() {
    Tournament t =
        new Builder(4, 5)
            .round("1-2 =", "3-4 =")
            .round("3-1 =", "4-2 =")
            .round("1-4 =", "2-3 =")
            .build();
    assertEquals(
        List.of(),
        ContractChecks.checkNoValidPairingConfirmed(new Declares(ColourRules.NONE), request(t)));
  }

  @Test
  void noValidPairingIsRefutedWhenOneExists() {
    Tournament t = new Builder(4, 5).round("1-2 =", "3-4 =").round("3-1 =", "4-2 =").build();
    assertEquals(
        List.of("no-valid-pairing"),
        checks(
            ContractChecks.checkNoValidPairingConfirmed(
                new Declares(ColourRules.NONE), request(t))));
  }

  @Test
  void colourRulesAloneCanLeaveNoValidPairing() {
    // 1 and 3 both had White twice: under the Dutch rules neither may have White again, so they
    // cannot meet.
    Tournament t = new Builder(4, 5).round("1-2 =", "3-4 =").round("1-4 =", "3-2 =").build();
    PairingRequest r = request(t, 2, 4);
    assertEquals(List.of(), ContractChecks.checkNoValidPairingConfirmed(DUTCH_RULES, r));
    assertEquals(
        List.of("no-valid-pairing"),
        checks(ContractChecks.checkNoValidPairingConfirmed(new Declares(ColourRules.NONE), r)));
  }

  @Test
  void anOddFieldWithoutABycEligiblePlayerHasNoValidPairing() {
    Tournament t =
        new Builder(3, 5).round("1-2 =", "3 U").round("1-3 =", "2 U").round("2-3 =", "1 U").build();
    assertEquals(
        List.of(),
        ContractChecks.checkNoValidPairingConfirmed(new Declares(ColourRules.NONE), request(t)));
    Tournament early = new Builder(3, 5).round("1-2 =", "3 U").build();
    assertEquals(
        List.of("no-valid-pairing"),
        checks(
            ContractChecks.checkNoValidPairingConfirmed(
                new Declares(ColourRules.NONE), request(early))));
  }

  @Test
  void fieldsAboveTwelveCannotBeConfirmedAndPass() {
    Tournament t = new Builder(13, 5).build();
    assertEquals(
        List.of(),
        ContractChecks.checkNoValidPairingConfirmed(new Declares(ColourRules.NONE), request(t)));
    assertEquals(
        List.of("no-valid-pairing"),
        checks(
            ContractChecks.checkNoValidPairingConfirmed(
                new Declares(ColourRules.NONE), request(t, 13))));
  }

  @Test
  void sameOutputComparesBoardsColoursAndBye() {
    Tournament t = new Builder(5, 5).build();
    Pairing a = pairing(t, new int[][] {{1, 2}, {3, 4}}, 5);
    assertEquals(
        List.of(),
        ContractChecks.checkSameOutput(
            "deterministic", 1, a, pairing(t, new int[][] {{1, 2}, {3, 4}}, 5)));
    assertEquals(
        List.of("deterministic"),
        checks(
            ContractChecks.checkSameOutput(
                "deterministic", 1, a, pairing(t, new int[][] {{2, 1}, {3, 4}}, 5))));
    assertEquals(
        List.of("deterministic"),
        checks(
            ContractChecks.checkSameOutput(
                "deterministic", 1, a, pairing(t, new int[][] {{1, 2}, {3, 5}}, 4))));
  }

  @Test
  void shuffledKeepsTheTournamentButNotTheOrderOfItsLists() {
    Tournament t =
        new Builder(8, 5)
            .forbid(
                ForbiddenPair.always(1, 2),
                ForbiddenPair.always(3, 4),
                ForbiddenPair.always(5, 6),
                ForbiddenPair.always(7, 8))
            .round("1-5 1", "2-6 =", "3-7 0", "4-8 1")
            .build();
    PairingRequest r = request(t, 3, 4);
    boolean reordered = false;
    for (long seed = 0; seed < 10; seed++) {
      PairingRequest s = ContractChecks.shuffled(r, seed);
      assertEquals(t.players(), s.tournament().players());
      assertEquals(Set.copyOf(t.forbiddenPairs()), Set.copyOf(s.tournament().forbiddenPairs()));
      assertEquals(r.absent(), s.absent());
      reordered |= !t.forbiddenPairs().equals(s.tournament().forbiddenPairs());
    }
    assertTrue(reordered, "some seed reorders the forbidden pairs");
    assertNotEquals(
        ContractChecks.shuffled(r, 1).tournament().forbiddenPairs(),
        ContractChecks.shuffled(r, 2).tournament().forbiddenPairs());
  }

  @Test
  void shuffledViaTrfReadsTheSameTournamentFromReorderedPlayerLines() {
    Tournament t =
        new Builder(6, 5)
            .forbid(ForbiddenPair.always(1, 2))
            .round("1-4 1", "2-5 +", "3-6 =")
            .build();
    PairingRequest r = request(t, 6);
    PairingRequest back = ContractChecks.shuffledViaTrf(r, 3L).orElseThrow();
    assertEquals(t.players(), back.tournament().players());
    assertEquals(t.forbiddenPairs(), back.tournament().forbiddenPairs());
    assertEquals(r.absent(), back.absent());
  }

  @Test
  void aLastRoundWithoutAnyGameHasNoTrfForm() {
    Tournament t = new Builder(2, 3).round("1 H", "2 Z").build();
    assertTrue(ContractChecks.shuffledViaTrf(request(t), 1L).isEmpty());
  }
}
