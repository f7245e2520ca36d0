package org.swisschess.sim;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import org.swisschess.tiebreak.TieBreakList;

/**
 * A simulation: {@code tournaments} fields drawn from {@code seed}, each played once by every
 * system, ranked by the tie-break list for the standings metrics.
 *
 * @param generator the tournament configuration shared by all; not null
 * @param tournaments how many tournaments per system, from 1
 * @param seed the master seed; tournament i uses a seed derived from it and i
 * @param threads worker threads, from 1; the results do not depend on it
 * @param tieBreaks the C.07 list of the tie-broken standings; not null
 * @param shard the part of the tournaments to play; not null
 * @param standingsByRound whether the tie-broken standings are ranked after every round (the
 *     standings correlations per round) or only at the end, which is faster
 * @param teams for team systems ({@link org.swisschess.api.PairingSystem.Competitors#TEAMS}): the
 *     team events to play ({@link TeamTournamentGenerator}), its rounds those of {@code generator};
 *     empty for individual systems; not null
 */
public record SimulationConfig(
    GeneratorConfig generator,
    int tournaments,
    long seed,
    int threads,
    TieBreakList tieBreaks,
    Shard shard,
    boolean standingsByRound,
    Optional<TeamGeneratorConfig> teams) {

  /** The tie-breaks when none are given: points, Buchholz cut 1, Buchholz, Sonneborn-Berger. */
  public static final TieBreakList DEFAULT_TIE_BREAKS = TieBreakList.parse("PTS,BH/C1,BH,SB");

  /**
   * Validates.
   *
   * @param generator the tournament configuration shared by all; not null
   * @param tournaments how many tournaments per system, from 1
   * @param seed the master seed; tournament i uses a seed derived from it and i
   * @param threads worker threads, from 1; the results do not depend on it
   * @param tieBreaks the C.07 list of the tie-broken standings; not null
   * @param shard the part of the tournaments to play; not null
   * @param standingsByRound whether the standings are ranked after every round or only at the end
   * @param teams the team events of a team system, or empty; not null
   * @throws IllegalArgumentException if tournaments or threads is below 1, or the team events'
   *     rounds are not the generator's
   */
  public SimulationConfig {
    Objects.requireNonNull(generator, "generator");
    Objects.requireNonNull(teams, "teams");
    if (teams.isPresent() && teams.get().rounds() != generator.rounds()) {
      throw new IllegalArgumentException(
          "the team events have "
              + teams.get().rounds()
              + " rounds, the simulation "
              + generator.rounds());
    }
    Objects.requireNonNull(tieBreaks, "tieBreaks");
    Objects.requireNonNull(shard, "shard");
    if (tournaments < 1) {
      throw new IllegalArgumentException("tournaments must be at least 1, was " + tournaments);
    }
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be at least 1, was " + threads);
    }
  }

  /**
   * A simulation of individual systems.
   *
   * @param generator the tournament configuration shared by all; not null
   * @param tournaments how many tournaments per system, from 1
   * @param seed the master seed
   * @param threads worker threads, from 1
   * @param tieBreaks the C.07 list; not null
   * @param shard the part to play; not null
   * @param standingsByRound whether the standings are ranked after every round
   */
  public SimulationConfig(
      GeneratorConfig generator,
      int tournaments,
      long seed,
      int threads,
      TieBreakList tieBreaks,
      Shard shard,
      boolean standingsByRound) {
    this(
        generator,
        tournaments,
        seed,
        threads,
        tieBreaks,
        shard,
        standingsByRound,
        Optional.empty());
  }

  /**
   * Returns a copy that plays team events of a team system.
   *
   * @param events the team events; its rounds those of the generator; not null
   * @return never null
   */
  public SimulationConfig withTeams(TeamGeneratorConfig events) {
    return new SimulationConfig(
        generator,
        tournaments,
        seed,
        threads,
        tieBreaks,
        shard,
        standingsByRound,
        Optional.of(events));
  }

  /**
   * The whole simulation with the {@link #DEFAULT_TIE_BREAKS}.
   *
   * @param generator the tournament configuration shared by all; not null
   * @param tournaments how many tournaments per system, from 1
   * @param seed the master seed
   * @param threads worker threads, from 1
   */
  public SimulationConfig(GeneratorConfig generator, int tournaments, long seed, int threads) {
    this(generator, tournaments, seed, threads, DEFAULT_TIE_BREAKS, Shard.ALL, true);
  }

  /**
   * Returns a copy with another tie-break list.
   *
   * @param list not null
   * @return never null
   */
  public SimulationConfig withTieBreaks(TieBreakList list) {
    return new SimulationConfig(
        generator, tournaments, seed, threads, list, shard, standingsByRound, teams);
  }

  /**
   * Returns a copy that plays one shard.
   *
   * @param part not null
   * @return never null
   */
  public SimulationConfig withShard(Shard part) {
    return new SimulationConfig(
        generator, tournaments, seed, threads, tieBreaks, part, standingsByRound, teams);
  }

  /**
   * Returns a copy that ranks the tie-broken standings after every round, or only at the end.
   *
   * @param everyRound false for the final standings only
   * @return never null
   */
  public SimulationConfig withStandingsByRound(boolean everyRound) {
    return new SimulationConfig(
        generator, tournaments, seed, threads, tieBreaks, shard, everyRound, teams);
  }

  /**
   * Returns the seed of tournament {@code index}, the same for every system.
   *
   * @param index from 0
   * @return the seed to pass to {@link TournamentGenerator#generate}
   */
  public long tournamentSeed(int index) {
    return Seeds.derive(seed, Seeds.TOURNAMENT, index);
  }

  /**
   * Returns every setting that decides the results, named as {@code swiss simulate}'s options, so
   * that a report that prints them can be repeated from them alone (threads and shard, which change
   * nothing, are left out).
   *
   * @return in a fixed order; never null
   */
  public Map<String, String> settings() {
    GeneratorConfig g = generator;
    ResultModel m = g.model();
    EventRates e = g.rates();
    Map<String, String> s = new LinkedHashMap<>();
    if (teams.isPresent()) {
      TeamGeneratorConfig t = teams.get();
      s.put("teams", Integer.toString(t.teams()));
      s.put("rounds", Integer.toString(t.rounds()));
      s.put("tournaments", Integer.toString(tournaments));
      s.put("seed", Long.toString(seed));
      s.putAll(t.model().settings());
      s.put("boards", Integer.toString(t.boards()));
      s.put("substitutes", Integer.toString(t.substitutes()));
      s.put("team-type", t.code().text());
      s.put("forfeit-rate", num(t.boardForfeitRate()));
      s.put("match-forfeit-rate", num(t.matchForfeitRate()));
      s.put("on-no-pairing", t.onNoValidPairing() == NoPairingPolicy.STOP ? "stop" : "skip");
      new TreeMap<>(t.options()).forEach((k, v) -> s.put("option:" + k, v));
      s.put("tiebreaks", tieBreaks.toString());
      s.put("standings-by-round", Boolean.toString(standingsByRound));
      return s;
    }
    s.put("players", Integer.toString(g.players()));
    s.put("rounds", Integer.toString(g.rounds()));
    s.put("tournaments", Integer.toString(tournaments));
    s.put("seed", Long.toString(seed));
    s.putAll(m.settings());
    s.put("unrated-rate", num(e.unrated()));
    s.put("half-bye-rate", num(e.halfPointBye()));
    s.put("zero-bye-rate", num(e.zeroPointBye()));
    s.put("full-bye-rate", num(e.fullPointBye()));
    s.put("absence-rate", num(e.absence()));
    s.put("forfeit-rate", num(e.forfeit()));
    s.put("double-forfeit-share", num(e.doubleForfeitShare()));
    s.put("withdrawal-rate", num(e.withdrawal()));
    s.put("late-entry-rate", num(e.lateEntry()));
    s.put("forbidden-pairs", Integer.toString(g.forbiddenPairs()));
    s.put(
        "scoring",
        g.scoring().whiteWin() + "-" + g.scoring().whiteDraw() + "-" + g.scoring().whiteLoss());
    s.put("on-no-pairing", g.onNoValidPairing() == NoPairingPolicy.STOP ? "stop" : "skip");
    new TreeMap<>(g.options()).forEach((k, v) -> s.put("option:" + k, v));
    s.put("tiebreaks", tieBreaks.toString());
    s.put("standings-by-round", Boolean.toString(standingsByRound));
    return s;
  }

  static String num(double v) {
    return Double.toString(v);
  }
}
