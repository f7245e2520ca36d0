package org.swisschess.benchmarks;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedSet;
import java.util.SplittableRandom;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.Player;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Team;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.TeamPairingRequest;
import org.swisschess.api.Tournament;

/**
 * The requests a team system is given for chosen rounds of a generated team event, as {@link
 * RoundRequests} does for players: the event is played with the system under test, so the history
 * before round r is the one that system produces.
 *
 * <p>The event, the same for a seed whatever the system: {@code teams} teams of four boards, board
 * colours {@code WBWB}, match points 2/1/0 primary, game points for colours, Type B colour
 * preferences unless told otherwise. Team t's four players are rated 2700 - 1200 (t - 1) / teams
 * (so TPN order is rating order), and each board game is drawn from the Elo expectation of its two
 * players with a draw share of a third, as FIDE's result model has it. No forfeits and no absences:
 * the timer measures the pairing of full rounds.
 */
public final class TeamRoundRequests {

  /** Boards per team. */
  static final int BOARDS = 4;

  private TeamRoundRequests() {}

  /** What to do with the request of a chosen round. */
  @FunctionalInterface
  public interface TeamRoundHook {

    /**
     * Receives the request of a chosen round.
     *
     * @param system the system under test, not null
     * @param request the request, not null
     * @return the pairing the event goes on with, or empty to let the system pair it once more
     */
    Optional<Pairing> onRequest(PairingSystem system, TeamPairingRequest request);
  }

  /**
   * A new team event before round 1.
   *
   * @param teams how many teams
   * @param planned rounds of the event
   * @param type the colour preferences
   * @return never null
   */
  public static TeamEvent start(int teams, int planned, TeamEvent.ColourPreferenceType type) {
    List<Player> players = new ArrayList<>();
    List<Team> list = new ArrayList<>();
    for (int t = 1; t <= teams; t++) {
      List<Integer> members = new ArrayList<>();
      int rating = 2700 - (int) (1200L * (t - 1) / teams);
      for (int b = 1; b <= BOARDS; b++) {
        int id = (t - 1) * BOARDS + b;
        players.add(
            new Player(id, "P" + id, "", "", rating - 10 * (b - 1), "", "", "", 0, List.of()));
        members.add(id);
      }
      list.add(new Team(t, "T" + t, members));
    }
    return new TeamEvent(
        Tournament.start(planned, players),
        list,
        TeamEvent.DEFAULT_MATCH_POINTS,
        TeamEvent.PrimaryScore.MATCH,
        true,
        type,
        "WBWB",
        Map.of());
  }

  /**
   * Plays the event with {@code system} and hands the request of each chosen round, in increasing
   * order, to {@code hook}; stops right after the last chosen round.
   *
   * @param system not null
   * @param event the event before round 1, not null
   * @param seed the seed of the board results
   * @param rounds the rounds wanted, not null
   * @param hook not null
   */
  public static void play(
      PairingSystem system,
      TeamEvent event,
      long seed,
      SortedSet<Integer> rounds,
      TeamRoundHook hook) {
    SplittableRandom random = new SplittableRandom(seed);
    TeamEvent current = event;
    for (int round = 1; !rounds.isEmpty() && round <= rounds.last(); round++) {
      TeamPairingRequest request = TeamPairingRequest.of(current);
      Pairing pairing;
      if (rounds.contains(round)) {
        Optional<Pairing> given = hook.onRequest(system, request);
        if (round == rounds.last()) {
          return;
        }
        pairing = given.isPresent() ? given.get() : system.pairTeams(request);
      } else {
        pairing = system.pairTeams(request);
      }
      current = played(current, pairing, random);
    }
  }

  /**
   * The event after a round: every board game of every match drawn from the players' ratings.
   *
   * @param event not null
   * @param pairing the round's matches, white the team with White on board 1; not null
   * @param random the source of the results, not null
   * @return never null
   */
  static TeamEvent played(TeamEvent event, Pairing pairing, SplittableRandom random) {
    Map<Integer, Team> teams = new HashMap<>();
    event.teams().forEach(t -> teams.put(t.number(), t));
    Map<Integer, Integer> ratings = new HashMap<>();
    event.tournament().players().forEach(p -> ratings.put(p.pairingNumber(), p.rating()));
    Map<Integer, RoundEntry> entries = new HashMap<>();
    for (Board match : pairing.boards()) {
      // the pairing's teams are the event's own
      Team white = Objects.requireNonNull(teams.get(match.white()), "a team of the event");
      Team black = Objects.requireNonNull(teams.get(match.black()), "a team of the event");
      for (int b = 0; b < BOARDS; b++) {
        int w = white.members().get(b);
        int k = black.members().get(b);
        Colour wc = b % 2 == 0 ? Colour.WHITE : Colour.BLACK;
        int wr = Objects.requireNonNull(ratings.get(w), "a player of the event");
        int kr = Objects.requireNonNull(ratings.get(k), "a player of the event");
        double expected = 1 / (1 + Math.pow(10, (kr - wr) / 400.0));
        double draw = 1 / 3.0;
        double win = Math.max(0, expected - draw / 2);
        double u = random.nextDouble();
        ResultKind own =
            u < win ? ResultKind.WIN : u < win + draw ? ResultKind.DRAW : ResultKind.LOSS;
        ResultKind their =
            own == ResultKind.WIN
                ? ResultKind.LOSS
                : own == ResultKind.LOSS ? ResultKind.WIN : ResultKind.DRAW;
        entries.put(w, new RoundEntry(k, wc, own));
        entries.put(k, new RoundEntry(w, wc.opposite(), their));
      }
    }
    return event.withTournament(
        event.tournament().withRound(entries), pairing.pairingAllocatedBye().orElse(0));
  }
}
