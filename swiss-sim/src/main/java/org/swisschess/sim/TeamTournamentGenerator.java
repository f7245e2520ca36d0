package org.swisschess.sim;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.swisschess.api.Attendance;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.Player;
import org.swisschess.api.Points;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Team;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.TeamPairingRequest;
import org.swisschess.api.Tournament;

/**
 * The random team tournament generator: plays a whole team Swiss (C.04.6) with a team pairing
 * system, on the individual generator's result model.
 *
 * <p>The field: each team's strength is drawn from the model's rating spread, its players' true
 * strengths around it (a quarter of the spread), their ratings from the strengths as the individual
 * generator draws them; a team lists its players by rating (board order), and the team pairing
 * numbers follow the teams' average rating over their boards (C.04.6 1.1.2 leaves the order to the
 * competition). Each team has its boards and 0 to {@link TeamGeneratorConfig#substitutes()}
 * substitutes. Player IDs run team by team, board by board, when they stay below 1000; a larger
 * field is numbered board by board across the teams, so that every team's board 1 stays below 1000
 * (Gacrux reads a 4-digit first member of record 310 as misaligned).
 *
 * <p>Each round: the system pairs the teams; then each team's line-up is drawn (its first players,
 * or, with substitutes, half the time some of boards 2 onward rest; board 1 always plays), a team
 * may not come ({@link TeamGeneratorConfig#matchForfeitRate()}: its opponent wins every board by
 * forfeit, record {@code 330}), and every board of a played match is drawn as the individual
 * generator draws a game, from the two board players' true strengths, with White on board 1 for the
 * team the pairing gives White and the boards alternating ({@code 352 WBWB...}); a board may be
 * forfeited ({@link TeamGeneratorConfig#boardForfeitRate()}). The PAB team's players and the
 * resting substitutes are written as not paired ({@code 0000 - Z}); the PAB is worth a drawn match
 * (C.04.6 1.4), which record {@code 320} states.
 *
 * <p>Deterministic: the same system, configuration and seed give the same event. A board's result
 * comes from the same stream as an individual game between the same two players in the same round.
 *
 * <p>Example: {@code TeamTournamentGenerator.generate(system, TeamGeneratorConfig.of(12, 7, 4),
 * 1L).event()}.
 */
public final class TeamTournamentGenerator {

  /** Player IDs stay below this when the field allows it (Gacrux's 310 reader). */
  static final int ID_LIMIT = 1000;

  private TeamTournamentGenerator() {}

  /**
   * Generates a team tournament.
   *
   * @param system a team pairing system, not null
   * @param config the configuration, not null
   * @param seed any value
   * @return never null
   * @throws org.swisschess.api.PairingException other than {@link NoValidPairingException}, or any
   *     runtime exception the system throws, unchanged
   */
  public static GeneratedTeamTournament generate(
      PairingSystem system, TeamGeneratorConfig config, long seed) {
    Field field = Field.draw(config, seed);
    int boards = config.boards();
    ScoringSystem games = ScoringSystem.STANDARD;
    SplittableRandom colourStream = Seeds.stream(seed, Seeds.SCHEDULE);
    Colour initial = colourStream.nextBoolean() ? Colour.WHITE : Colour.BLACK;
    Tournament t =
        new Tournament(
            "Team RTG " + Long.toUnsignedString(seed),
            field.players(),
            0,
            config.rounds(),
            initial,
            games,
            List.of(),
            List.of(),
            Attendance.NONE);
    TeamEvent.Code code = config.code();
    TeamEvent event =
        new TeamEvent(
            t,
            field.teams(),
            TeamEvent.DEFAULT_MATCH_POINTS,
            code.primary(),
            code.secondaryForColours(),
            code.colourPreferences(),
            config.boardColours(),
            Map.of(),
            Optional.of(
                TeamEvent.PabValue.ofMatch(
                    TeamEvent.DEFAULT_MATCH_POINTS.whiteDraw(),
                    Points.ofTenths(games.whiteDraw().tenths() * boards))),
            List.of());
    Map<String, String> options = new TreeMap<>(config.options());
    if (code.baku()) {
      options.putIfAbsent(PairingRequest.ACCELERATION, "baku");
    }
    GeneratorConfig gameConfig =
        new GeneratorConfig(
            field.players().size(),
            config.rounds(),
            config.model(),
            new EventRates(0, 0, 0, 0, config.boardForfeitRate(), 0, 0, 0, 0),
            0,
            games,
            config.onNoValidPairing(),
            Map.of());
    GameResults results = new GameResults(gameConfig, seed, field.strengths());
    List<RoundRecord> records = new ArrayList<>();
    List<Long> nanos = new ArrayList<>();
    List<TeamEvent.ForfeitedMatch> forfeits = new ArrayList<>();
    for (int round = 1; round <= config.rounds(); round++) {
      TeamPairingRequest request = TeamPairingRequest.of(event, options);
      long start = System.nanoTime();
      Pairing pairing;
      try {
        pairing = system.pairTeams(request);
      } catch (NoValidPairingException e) {
        nanos.add(System.nanoTime() - start);
        records.add(RoundRecord.failed(round, request.absent(), String.valueOf(e.getMessage())));
        if (config.onNoValidPairing() == NoPairingPolicy.STOP) {
          break;
        }
        event = event.withTournament(event.tournament().withRound(notPaired(field)), 0);
        continue;
      }
      nanos.add(System.nanoTime() - start);
      records.add(RoundRecord.paired(round, request.absent(), pairing));
      Map<Integer, RoundEntry> entries = notPaired(field);
      for (Board match : pairing.boards()) {
        Team white = event.team(match.white()).orElseThrow();
        Team black = event.team(match.black()).orElseThrow();
        List<Integer> lw = lineUp(white, config, seed, round);
        List<Integer> lb = lineUp(black, config, seed, round);
        SplittableRandom comes =
            Seeds.stream(seed, Seeds.MATCH, round, white.number(), black.number());
        if (comes.nextDouble() < config.matchForfeitRate()) {
          boolean whiteAbsent = comes.nextBoolean();
          forfeits.add(
              new TeamEvent.ForfeitedMatch(
                  round,
                  white.number(),
                  black.number(),
                  whiteAbsent
                      ? TeamEvent.ForfeitedMatch.Outcome.BLACK_WINS
                      : TeamEvent.ForfeitedMatch.Outcome.WHITE_WINS));
          for (int b = 0; b < boards; b++) {
            Colour c = boardColour(config, b);
            ResultKind w = whiteAbsent ? ResultKind.FORFEIT_LOSS : ResultKind.FORFEIT_WIN;
            ResultKind k = whiteAbsent ? ResultKind.FORFEIT_WIN : ResultKind.FORFEIT_LOSS;
            entries.put(lw.get(b), new RoundEntry(lb.get(b), c, w));
            entries.put(lb.get(b), new RoundEntry(lw.get(b), c.opposite(), k));
          }
          continue;
        }
        for (int b = 0; b < boards; b++) {
          boolean whiteTeamWhite = boardColour(config, b) == Colour.WHITE;
          int wp = whiteTeamWhite ? lw.get(b) : lb.get(b);
          int bp = whiteTeamWhite ? lb.get(b) : lw.get(b);
          results.play(round, new Board(wp, bp), entries);
        }
      }
      int pab = pairing.pairingAllocatedBye().orElse(0);
      event =
          event
              .withTournament(event.tournament().withRound(entries), pab)
              .withForfeitedMatches(forfeits);
    }
    return new GeneratedTeamTournament(
        seed, system.id(), config, event, field.strengths(), records, nanos);
  }

  /** Board {@code b}'s colour (0-based) for the team with White on board 1: W B W B ... */
  private static Colour boardColour(TeamGeneratorConfig config, int b) {
    return config.boardColours().charAt(b) == 'W' ? Colour.WHITE : Colour.BLACK;
  }

  /** Every player not paired (until a match places him): written {@code 0000 - Z}. */
  private static Map<Integer, RoundEntry> notPaired(Field field) {
    Map<Integer, RoundEntry> entries = new TreeMap<>();
    for (Player p : field.players()) {
      entries.put(p.pairingNumber(), RoundEntry.bye(ResultKind.ZERO_POINT_BYE));
    }
    return entries;
  }

  /**
   * A team's players in a round, board order: its first players, or, with substitutes, half the
   * time a random choice of which of boards 2 onward rest (board 1 always plays).
   */
  static List<Integer> lineUp(Team team, TeamGeneratorConfig config, long seed, int round) {
    List<Integer> members = team.members();
    int boards = config.boards();
    if (members.size() == boards) {
      return members;
    }
    SplittableRandom random = Seeds.stream(seed, Seeds.LINEUP, round, team.number());
    List<Integer> out = new ArrayList<>(members);
    if (random.nextBoolean()) {
      return out.subList(0, boards);
    }
    while (out.size() > boards) {
      out.remove(1 + random.nextInt(out.size() - 1));
    }
    return out;
  }

  /** The drawn field: players, their strengths by ID, and the teams by TPN. */
  record Field(List<Player> players, List<Integer> strengths, List<Team> teams) {

    static Field draw(TeamGeneratorConfig config, long seed) {
      ResultModel model = config.model();
      SplittableRandom random = Seeds.stream(seed, Seeds.FIELD);
      record Member(int strength, int rating) {}
      record Drawn(int index, List<Member> members, double average) {}
      List<Drawn> drawn = new ArrayList<>();
      for (int i = 0; i < config.teams(); i++) {
        int size =
            config.boards()
                + (config.substitutes() == 0 ? 0 : random.nextInt(config.substitutes() + 1));
        double base = model.ratingMean() + random.nextGaussian() * model.ratingSpread();
        List<Member> members = new ArrayList<>();
        for (int k = 0; k < size; k++) {
          int strength = clamp(base + random.nextGaussian() * model.ratingSpread() / 4.0, model);
          int rating = clamp(strength + random.nextGaussian() * model.ratingNoise(), model);
          members.add(new Member(strength, rating));
        }
        members.sort(
            Comparator.comparingInt(Member::rating)
                .reversed()
                .thenComparing(Comparator.comparingInt(Member::strength).reversed()));
        double average =
            members.subList(0, config.boards()).stream()
                .mapToInt(Member::rating)
                .average()
                .orElse(0);
        drawn.add(new Drawn(i, members, average));
      }
      drawn.sort(
          Comparator.comparingDouble(Drawn::average).reversed().thenComparingInt(Drawn::index));
      int total = drawn.stream().mapToInt(d -> d.members().size()).sum();
      int[][] ids = new int[drawn.size()][];
      int next = 1;
      if (total < ID_LIMIT) {
        for (int t = 0; t < drawn.size(); t++) {
          ids[t] = new int[drawn.get(t).members().size()];
          for (int k = 0; k < ids[t].length; k++) {
            ids[t][k] = next++;
          }
        }
      } else {
        for (int t = 0; t < drawn.size(); t++) {
          ids[t] = new int[drawn.get(t).members().size()];
        }
        for (int k = 0; k < TeamGeneratorConfig.MAX_TEAM_SIZE; k++) {
          for (int t = 0; t < drawn.size(); t++) {
            if (k < ids[t].length) {
              ids[t][k] = next++;
            }
          }
        }
      }
      Player[] players = new Player[total];
      Integer[] strengths = new Integer[total];
      List<Team> teams = new ArrayList<>();
      for (int t = 0; t < drawn.size(); t++) {
        List<Integer> members = new ArrayList<>();
        for (int k = 0; k < ids[t].length; k++) {
          Member m = drawn.get(t).members().get(k);
          int id = ids[t][k];
          players[id - 1] =
              Player.of(
                  id,
                  String.format(java.util.Locale.ROOT, "Player %03d-%d", t + 1, k + 1),
                  m.rating());
          strengths[id - 1] = m.strength();
          members.add(id);
        }
        teams.add(
            new Team(t + 1, String.format(java.util.Locale.ROOT, "Team %03d", t + 1), members));
      }
      return new Field(List.of(players), List.of(strengths), teams);
    }

    private static int clamp(double value, ResultModel model) {
      return (int)
          Math.max(model.ratingFloor(), Math.min(model.ratingCeiling(), Math.round(value)));
    }
  }
}
