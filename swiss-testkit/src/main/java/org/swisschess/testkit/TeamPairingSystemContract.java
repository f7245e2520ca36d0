package org.swisschess.testkit;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.PropertyDefaults;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.Player;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Team;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.TeamPairingRequest;
import org.swisschess.api.Tournament;

/**
 * The contract every team pairing system ({@link PairingSystem#competitors()} {@code TEAMS}) must
 * keep, as jqwik properties over team events the system itself pairs, round after round: 2 to 26
 * teams (odd counts included), 2 to 6 boards, 3 to 9 rounds, match or game points primary, Type A,
 * Type B or no colour preferences, whole matches forfeited, teams absent from a round. Each team
 * engine module extends it once, loading its system by id as a user would:
 *
 * <pre>{@code
 * class Team2026ContractProperties extends TeamPairingSystemContract {
 *   Team2026ContractProperties() { super("team-2026"); }
 * }
 * }</pre>
 *
 * <p>Checked on every round: each present team paired exactly once, absent teams never; a PAB
 * exactly when the number of teams to pair is odd; no two teams meet a second time after a played
 * match ([C1] of C.04.6, C.04.1 Art. 2; a forfeited match is no meeting); no PAB to a team that had
 * one or won a match by forfeit ([C2]); "no valid pairing" only when an exhaustive search (up to 12
 * teams) finds no pairing that keeps [C1] and [C2]; the same pairing for the same request asked
 * twice and for the same event with its teams and players listed in another order.
 */
@PropertyDefaults(tries = TeamPairingSystemContract.TRIES)
public abstract class TeamPairingSystemContract {

  /** Default tries per property: each try plays a whole team event. */
  public static final int TRIES = 60;

  private final PairingSystem system;

  /**
   * Loads the system under test through {@link PairingSystems}, as a user would.
   *
   * @param systemId the id of a team system; not null
   */
  protected TeamPairingSystemContract(String systemId) {
    this.system = PairingSystems.require(systemId);
  }

  /**
   * Every round of a generated event keeps the absolute rules, and is the same asked twice and
   * asked with the event's teams and players in another order.
   *
   * @param seed the event's seed
   */
  @Property
  void everyRoundKeepsTheContract(@ForAll long seed) {
    Random random = new Random(seed);
    int teams = 2 + random.nextInt(25);
    int boards = 2 + random.nextInt(5);
    int rounds = 3 + random.nextInt(7);
    TeamEvent event = start(random, teams, boards, rounds);
    Set<Set<Integer>> met = new HashSet<>();
    Set<Integer> barred = new HashSet<>();
    for (int round = 1; round <= rounds; round++) {
      Set<Integer> absent = new TreeSet<>();
      for (int t = 1; t <= teams; t++) {
        if (random.nextInt(15) == 0) {
          absent.add(t);
        }
      }
      TeamPairingRequest request = new TeamPairingRequest(event, round, absent, Map.of());
      Pairing pairing;
      try {
        pairing = system.pairTeams(request);
      } catch (NoValidPairingException e) {
        List<Integer> present = new ArrayList<>();
        for (int t = 1; t <= teams; t++) {
          if (!absent.contains(t)) {
            present.add(t);
          }
        }
        if (present.size() <= 12 && legalPairingExists(present, met, barred)) {
          throw new AssertionError(
              system.id()
                  + " round "
                  + round
                  + " (seed "
                  + seed
                  + "): no valid pairing claimed, but a pairing keeping [C1] and [C2] exists",
              e);
        }
        return; // the event cannot go on: the Chief Arbiter decides
      }
      check(request, pairing, met, barred, "seed " + seed + ", round " + round);
      Pairing again = system.pairTeams(request);
      assertSame(pairing, again, "asked twice", seed, round);
      TeamPairingRequest shuffled =
          new TeamPairingRequest(shuffled(event, random), round, absent, Map.of());
      assertSame(pairing, system.pairTeams(shuffled), "teams in another order", seed, round);
      event = played(event, pairing, random, boards, met, barred);
    }
  }

  private void assertSame(Pairing a, Pairing b, String how, long seed, int round) {
    if (!a.boards().equals(b.boards())
        || !a.pairingAllocatedBye().equals(b.pairingAllocatedBye())) {
      throw new AssertionError(
          system.id()
              + " round "
              + round
              + " (seed "
              + seed
              + "): not the same pairing "
              + how
              + ": "
              + a.boards()
              + " PAB "
              + a.pairingAllocatedBye()
              + " against "
              + b.boards()
              + " PAB "
              + b.pairingAllocatedBye());
    }
  }

  private void check(
      TeamPairingRequest request,
      Pairing pairing,
      Set<Set<Integer>> met,
      Set<Integer> barred,
      String where) {
    Set<Integer> seen = new HashSet<>();
    List<Integer> present = new ArrayList<>();
    for (Team t : request.event().teams()) {
      if (request.isPresent(t.number())) {
        present.add(t.number());
      }
    }
    for (Board b : pairing.boards()) {
      for (int t : new int[] {b.white(), b.black()}) {
        if (!seen.add(t)) {
          fail(where, "team " + t + " paired twice");
        }
        if (!present.contains(t)) {
          fail(where, "team " + t + " is absent but paired");
        }
      }
      if (met.contains(Set.of(b.white(), b.black()))) {
        fail(where, "teams " + b.white() + " and " + b.black() + " meet again ([C1])");
      }
    }
    if (pairing.pairingAllocatedBye().isPresent()) {
      int pab = pairing.pairingAllocatedBye().getAsInt();
      if (!seen.add(pab)) {
        fail(where, "the PAB team " + pab + " is also paired");
      }
      if (barred.contains(pab)) {
        fail(where, "team " + pab + " had a PAB or won by forfeit and gets the PAB ([C2])");
      }
      if (present.size() % 2 == 0) {
        fail(where, "a PAB with an even number of teams");
      }
    } else if (present.size() % 2 == 1) {
      fail(where, "no PAB with an odd number of teams");
    }
    if (seen.size() != present.size()) {
      fail(where, "not every present team is paired: " + seen + " of " + present);
    }
  }

  private void fail(String where, String what) {
    throw new AssertionError(system.id() + " (" + where + "): " + what);
  }

  /** Whether the present teams can be paired under [C1] with at most one PAB allowed by [C2]. */
  static boolean legalPairingExists(
      List<Integer> present, Set<Set<Integer>> met, Set<Integer> barred) {
    if (present.size() % 2 == 0) {
      return perfect(new ArrayList<>(present), met);
    }
    for (int pab : present) {
      if (barred.contains(pab)) {
        continue;
      }
      List<Integer> rest = new ArrayList<>(present);
      rest.remove(Integer.valueOf(pab));
      if (perfect(rest, met)) {
        return true;
      }
    }
    return false;
  }

  private static boolean perfect(List<Integer> left, Set<Set<Integer>> met) {
    if (left.isEmpty()) {
      return true;
    }
    int a = left.get(0);
    for (int k = 1; k < left.size(); k++) {
      int b = left.get(k);
      if (met.contains(Set.of(a, b))) {
        continue;
      }
      List<Integer> rest = new ArrayList<>(left);
      rest.remove(k);
      rest.remove(0);
      if (perfect(rest, met)) {
        return true;
      }
    }
    return false;
  }

  private static TeamEvent start(Random random, int teams, int boards, int rounds) {
    List<Player> players = new ArrayList<>();
    List<Team> list = new ArrayList<>();
    for (int t = 1; t <= teams; t++) {
      List<Integer> members = new ArrayList<>();
      for (int b = 1; b <= boards; b++) {
        int id = (t - 1) * boards + b;
        players.add(new Player(id, "P" + id, "", "", 2600 - 10 * id, "", "", "", 0, List.of()));
        members.add(id);
      }
      list.add(new Team(t, "T" + t, members));
    }
    TeamEvent.ColourPreferenceType[] types = TeamEvent.ColourPreferenceType.values();
    StringBuilder colours = new StringBuilder();
    for (int b = 0; b < boards; b++) {
      colours.append(b % 2 == 0 ? 'W' : 'B');
    }
    return new TeamEvent(
        Tournament.start(rounds, players),
        list,
        TeamEvent.DEFAULT_MATCH_POINTS,
        random.nextBoolean() ? TeamEvent.PrimaryScore.MATCH : TeamEvent.PrimaryScore.GAME,
        random.nextBoolean(),
        types[random.nextInt(types.length)],
        colours.toString(),
        Map.of());
  }

  /** The same event with its teams, and its players, listed in another order. */
  private static TeamEvent shuffled(TeamEvent event, Random random) {
    List<Team> teams = new ArrayList<>(event.teams());
    Collections.shuffle(teams, random);
    List<Player> players = new ArrayList<>(event.tournament().players());
    Collections.shuffle(players, random);
    return new TeamEvent(
        event.tournament().withPlayers(players),
        teams,
        event.matchPoints(),
        event.primary(),
        event.secondaryForColours(),
        event.colourPreferences(),
        event.boardColours(),
        event.pairingAllocatedByes());
  }

  /** The event after the round: board results drawn, one match in twelve forfeited. */
  private static TeamEvent played(
      TeamEvent event,
      Pairing pairing,
      Random random,
      int boards,
      Set<Set<Integer>> met,
      Set<Integer> barred) {
    Map<Integer, Team> teams = new HashMap<>();
    event.teams().forEach(t -> teams.put(t.number(), t));
    Map<Integer, RoundEntry> entries = new HashMap<>();
    for (Board match : pairing.boards()) {
      Team white = Objects.requireNonNull(teams.get(match.white()));
      Team black = Objects.requireNonNull(teams.get(match.black()));
      boolean forfeit = random.nextInt(12) == 0;
      boolean whiteWins = random.nextBoolean();
      if (forfeit) {
        barred.add(whiteWins ? white.number() : black.number());
      } else {
        met.add(Set.of(white.number(), black.number()));
      }
      for (int b = 0; b < boards; b++) {
        int w = white.members().get(b);
        int k = black.members().get(b);
        Colour wc = b % 2 == 0 ? Colour.WHITE : Colour.BLACK;
        ResultKind own;
        if (forfeit) {
          own = whiteWins ? ResultKind.FORFEIT_WIN : ResultKind.FORFEIT_LOSS;
        } else {
          int r = random.nextInt(3);
          own = r == 0 ? ResultKind.WIN : r == 1 ? ResultKind.DRAW : ResultKind.LOSS;
        }
        entries.put(w, new RoundEntry(k, wc, own));
        entries.put(k, new RoundEntry(w, wc.opposite(), opposite(own)));
      }
    }
    pairing.pairingAllocatedBye().ifPresent(barred::add);
    return event.withTournament(
        event.tournament().withRound(entries), pairing.pairingAllocatedBye().orElse(0));
  }

  private static ResultKind opposite(ResultKind r) {
    return switch (r) {
      case WIN -> ResultKind.LOSS;
      case LOSS -> ResultKind.WIN;
      case FORFEIT_WIN -> ResultKind.FORFEIT_LOSS;
      case FORFEIT_LOSS -> ResultKind.FORFEIT_WIN;
      default -> r;
    };
  }
}
