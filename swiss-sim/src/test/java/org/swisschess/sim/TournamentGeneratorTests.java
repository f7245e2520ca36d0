package org.swisschess.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Colour;
import org.swisschess.api.Player;
import org.swisschess.api.Points;
import org.swisschess.api.RecordedRound;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Tournament;

class TournamentGeneratorTests {

  private final ScoreOrderTestSystem system = new ScoreOrderTestSystem();

  private static final EventRates BUSY = new EventRates(0.1, 0.05, 0.03, 0.05, 0.1, 0.3, 0.2, 0.2);

  @Test
  void sameSeedGivesTheSameTournament() {
    GeneratorConfig config = GeneratorConfig.of(31, 7).withRates(BUSY).withForbiddenPairs(5);
    GeneratedTournament a = TournamentGenerator.generate(system, config, 12345L);
    GeneratedTournament b = TournamentGenerator.generate(system, config, 12345L);
    assertEquals(a.tournament(), b.tournament());
    assertEquals(a.rounds(), b.rounds());
    assertEquals(a.strengths(), b.strengths());
  }

  @Test
  void anotherSeedGivesAnotherTournament() {
    GeneratorConfig config = GeneratorConfig.of(20, 5);
    assertNotEquals(
        TournamentGenerator.generate(system, config, 1L).tournament(),
        TournamentGenerator.generate(system, config, 2L).tournament());
  }

  @Test
  void rePairingRoundByRoundReproducesEveryGeneratedTournament() {
    for (long seed = 0; seed < 60; seed++) {
      GeneratorConfig config =
          GeneratorConfig.of(5 + (int) (seed % 30), 3 + (int) (seed % 7))
              .withRates(seed % 2 == 0 ? BUSY : EventRates.DEFAULT)
              .withForbiddenPairs((int) (seed % 4))
              .withScoring(
                  seed % 3 == 0
                      ? ScoringSystem.of(Points.parse("3"), Points.ONE, Points.ZERO)
                      : ScoringSystem.STANDARD)
              .withPolicy(seed % 5 == 0 ? NoPairingPolicy.SKIP_ROUND : NoPairingPolicy.STOP);
      GeneratedTournament g = TournamentGenerator.generate(system, config, seed);
      assertEquals(
          List.of(),
          TournamentReplay.mismatches(system, g.tournament(), config.options()),
          "seed " + seed);
    }
  }

  @Test
  void theAbsentOfEachRoundAreThoseWithoutOpponentAndWithoutPab() {
    GeneratorConfig config = GeneratorConfig.of(25, 9).withRates(BUSY);
    GeneratedTournament g = TournamentGenerator.generate(system, config, 7L);
    int withAbsentees = 0;
    for (RoundRecord r : g.rounds()) {
      assertEquals(
          r.absent(), RecordedRound.of(g.tournament(), r.round()).absent(), "round " + r.round());
      withAbsentees += r.absent().isEmpty() ? 0 : 1;
    }
    assertTrue(withAbsentees > 0, "the busy rates should make someone absent");
  }

  @Test
  void forfeitsKeepThePairingAndCountAsPaired() {
    EventRates forfeitsOnly = new EventRates(0, 0, 0, 0, 0.5, 0.4, 0, 0);
    GeneratedTournament g =
        TournamentGenerator.generate(system, GeneratorConfig.of(20, 4).withRates(forfeitsOnly), 3L);
    int single = 0;
    int dbl = 0;
    for (Player p : g.tournament().players()) {
      for (int r = 1; r <= 4; r++) {
        RoundEntry e = p.round(r);
        assertTrue(e.hasOpponent(), "everyone is paired when only forfeits happen");
        RoundEntry back = g.tournament().player(e.opponent()).round(r);
        assertEquals(
            e.colour().opposite(), back.colour(), "a forfeit keeps the colours of the pairing");
        if (e.result() == ResultKind.FORFEIT_WIN) {
          assertEquals(ResultKind.FORFEIT_LOSS, back.result());
          single++;
        } else if (e.result() == ResultKind.FORFEIT_LOSS
            && back.result() == ResultKind.FORFEIT_LOSS) {
          dbl++;
        }
      }
      assertTrue(RecordedRound.of(g.tournament(), 1).absent().isEmpty());
    }
    assertTrue(
        single > 0 && dbl > 0,
        "both single (" + single + ") and double (" + dbl + ") forfeits expected");
  }

  @Test
  void lateEntriesAreInThePlayerListFromTheStartWithBlankFirstRounds() {
    EventRates lateOnly = new EventRates(0, 0, 0, 0, 0, 0, 0, 0.5);
    GeneratedTournament g =
        TournamentGenerator.generate(system, GeneratorConfig.of(30, 6).withRates(lateOnly), 11L);
    assertEquals(30, g.tournament().players().size());
    int late = 0;
    for (Player p : g.tournament().players()) {
      if (p.round(1).result() == ResultKind.ABSENT) {
        late++;
        assertTrue(
            p.round(4).hasOpponent() || p.round(4).result() == ResultKind.PAIRING_ALLOCATED_BYE,
            "a late entry plays from round 3 at the latest");
      }
    }
    assertTrue(late > 5, "half the field should enter late, was " + late);
  }

  @Test
  void withdrawnPlayersStayAbsentToTheEnd() {
    EventRates withdrawOnly = new EventRates(0, 0, 0, 0, 0, 0, 0.5, 0);
    GeneratedTournament g =
        TournamentGenerator.generate(system, GeneratorConfig.of(30, 7).withRates(withdrawOnly), 5L);
    int withdrawn = 0;
    for (Player p : g.tournament().players()) {
      if (p.round(7).result() == ResultKind.ABSENT) {
        withdrawn++;
        int first = 1;
        while (p.round(first).result() != ResultKind.ABSENT) {
          first++;
        }
        for (int r = first; r <= 7; r++) {
          assertEquals(
              ResultKind.ABSENT,
              p.round(r).result(),
              "player " + p.pairingNumber() + " round " + r);
        }
      }
    }
    assertTrue(withdrawn > 5, "half the field should withdraw, was " + withdrawn);
  }

  @Test
  void aTinyFieldRunsOutOfPairingsAndStops() {
    GeneratedTournament g =
        TournamentGenerator.generate(
            system, GeneratorConfig.of(4, 6).withRates(EventRates.NONE), 1L);
    // Four players meet everyone after three rounds: round 4 has no pairing without a rematch.
    assertEquals(3, g.tournament().completedRounds());
    assertEquals(1, g.failures().size());
    assertEquals(4, g.failures().get(0).round());
    assertTrue(g.stoppedEarly());
    assertEquals(6, g.tournament().plannedRounds());
  }

  @Test
  void skipRoundRecordsEveryRoundWithoutGamesAfterTheFieldIsExhausted() {
    GeneratedTournament g =
        TournamentGenerator.generate(
            system,
            GeneratorConfig.of(4, 6)
                .withRates(EventRates.NONE)
                .withPolicy(NoPairingPolicy.SKIP_ROUND),
            1L);
    assertEquals(6, g.tournament().completedRounds());
    assertEquals(3, g.failures().size());
    for (Player p : g.tournament().players()) {
      assertEquals(ResultKind.ABSENT, p.round(5).result());
    }
    assertEquals(List.of(), TournamentReplay.mismatches(system, g.tournament(), Map.of()));
  }

  @Test
  void oddFieldsGetOnePabPerRound() {
    GeneratedTournament g =
        TournamentGenerator.generate(
            system, GeneratorConfig.of(11, 5).withRates(EventRates.NONE), 9L);
    for (int r = 1; r <= 5; r++) {
      int byes = 0;
      for (Player p : g.tournament().players()) {
        byes += p.round(r).result() == ResultKind.PAIRING_ALLOCATED_BYE ? 1 : 0;
      }
      assertEquals(1, byes, "round " + r);
    }
  }

  @Test
  void forbiddenPairsAndScoringReachTheTournament() {
    ScoringSystem football = ScoringSystem.of(Points.parse("3"), Points.ONE, Points.ZERO);
    GeneratorConfig config = GeneratorConfig.of(12, 3).withForbiddenPairs(4).withScoring(football);
    Tournament t = TournamentGenerator.generate(system, config, 2L).tournament();
    assertEquals(4, t.forbiddenPairs().size());
    assertEquals(football, t.scoring());
  }

  @Test
  void pairingNumbersFollowDescendingRating() {
    Tournament t = TournamentGenerator.generate(system, GeneratorConfig.of(50, 1), 4L).tournament();
    for (int i = 1; i < t.players().size(); i++) {
      assertTrue(t.players().get(i - 1).rating() >= t.players().get(i).rating());
    }
    assertFalse(
        t.players().get(0).rating() == t.players().get(49).rating(), "ratings should spread");
  }

  @Test
  void requestForRebuildsWhatTheSystemWasAsked() {
    GeneratedTournament g =
        TournamentGenerator.generate(system, GeneratorConfig.of(15, 5).withRates(BUSY), 8L);
    for (RoundRecord r : g.rounds()) {
      assertEquals(r.pairing().orElseThrow(), system.pair(g.requestFor(r.round())));
      assertEquals(Set.copyOf(r.absent()), g.requestFor(r.round()).absent());
    }
    assertEquals(Colour.class, g.tournament().initialColour().getDeclaringClass());
  }

  @Test
  void unratedPlayersHaveNoRatingAndComeAfterTheRatedOnes() {
    GeneratorConfig config =
        GeneratorConfig.of(200, 1).withRates(EventRates.NONE.withUnrated(0.25));
    Tournament t = TournamentGenerator.generate(system, config, 9L).tournament();
    long unrated = t.players().stream().filter(p -> p.rating() == 0).count();
    // 200 players at 0.25: 50 expected, standard deviation 6.1
    assertTrue(unrated > 25 && unrated < 75, "unrated: " + unrated);
    for (Player p : t.players()) {
      if (p.pairingNumber() > 200 - unrated) {
        assertEquals(0, p.rating(), "player " + p.pairingNumber());
      } else {
        assertTrue(p.rating() > 0, "player " + p.pairingNumber());
      }
    }
    GeneratorConfig rated = GeneratorConfig.of(200, 1).withRates(EventRates.NONE);
    assertTrue(
        TournamentGenerator.generate(system, rated, 9L).tournament().players().stream()
            .allMatch(p -> p.rating() > 0));
  }
}
