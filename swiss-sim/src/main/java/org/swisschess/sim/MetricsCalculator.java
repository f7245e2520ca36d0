package org.swisschess.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import java.util.function.IntFunction;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.FloatDirection;
import org.swisschess.api.History;
import org.swisschess.api.Pairing;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Team;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.TeamRound;
import org.swisschess.api.TeamRounds;
import org.swisschess.api.Tournament;
import org.swisschess.tiebreak.Standing;
import org.swisschess.tiebreak.Standings;
import org.swisschess.tiebreak.StandingsOptions;
import org.swisschess.tiebreak.TieBreakList;

/** Measures one generated tournament: the metrics of {@link Metrics}, README for the formulas. */
final class MetricsCalculator {

  private MetricsCalculator() {}

  static TournamentMetrics measure(int index, GeneratedTournament g, TieBreakList tieBreaks) {
    return measure(index, g, tieBreaks, true);
  }

  /**
   * Measures; without {@code standingsByRound} the standings correlations are computed for the
   * final standings only (the rounds before have them undefined), which saves most of the metrics'
   * time: the standings after every round are the expensive part.
   */
  static TournamentMetrics measure(
      int index, GeneratedTournament g, TieBreakList tieBreaks, boolean standingsByRound) {
    Tournament t = g.tournament();
    History h = History.of(t);
    int n = t.players().size();
    int planned = g.config().rounds();
    int completed = t.completedRounds();
    double[] strengths = new double[n];
    int strongest = 0;
    for (int i = 0; i < n; i++) {
      strengths[i] = g.strength(h.players().get(i).id());
      if (strengths[i] > strengths[strongest]) {
        strongest = i;
      }
    }
    List<Double> values = new ArrayList<>(Metrics.FINAL.size() + 6 * planned);
    double[][] byRound = new double[planned][];
    Standings finalStandings = Standings.of(t, tieBreaks);
    fillByRound(
        byRound,
        completed,
        standingsByRound,
        finalStandings,
        r -> standings(t, tieBreaks, r),
        (r, s) -> correlations(h, r, strengths, s));
    double[] last =
        completed == 0 ? correlations(h, 0, strengths, finalStandings) : byRound[completed - 1];
    for (double v : last) {
      values.add(v);
    }

    double[] scores = new double[n];
    double top = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < n; i++) {
      scores[i] = h.players().get(i).score().tenths();
      top = Math.max(top, scores[i]);
    }
    int onTop = 0;
    for (double s : scores) {
      onTop += s == top ? 1 : 0;
    }
    values.add(scores[strongest] == top ? 1.0 / onTop : 0.0);
    values.add(firstAlone(finalStandings, h.players().get(strongest).id()));

    PairingTally tally = new PairingTally();
    for (RoundRecord r : g.rounds()) {
      if (r.failed()) {
        tally.failed++;
        continue;
      }
      Pairing pairing = r.pairing().orElseThrow();
      for (Board b : pairing.boards()) {
        int white = t.player(b.white()).rating();
        int black = t.player(b.black()).rating();
        tally.board(white, black);
      }
      tally.pabs += pairing.pairingAllocatedBye().isPresent() ? 1 : 0;
    }
    for (PlayerHistory p : h.players()) {
      OptionalDouble aro = p.averageOpponentRating();
      if (aro.isPresent()) {
        tally.opponentMeans.add(aro.getAsDouble());
      }
      tally.colours(p.colourDifference(), p.colourHistory());
      FloatDirection previous = FloatDirection.NONE;
      for (int r = 1; r <= completed; r++) {
        FloatDirection f = floatOf(h, p, r);
        tally.floated(f, previous);
        previous = f;
      }
    }
    return tally.finish(index, g.seed(), n, values, byRound, g.pairingNanos());
  }

  /**
   * Measures a team tournament ({@link TeamTournamentGenerator}): the metrics of {@link Metrics}
   * with the teams as the participants. A team's true strength is the mean of its players', its
   * score the event's primary score (C.04.6 1.2), its standings {@link Standings#ofTeams}; its
   * colour is its board 1's in played matches (1.6.1), a float a played match against a team of
   * another score before the round, or the PAB (a downfloat); the rating difference is taken board
   * by board, the opponents' rating as the mean of the opposing team's players'.
   */
  static TournamentMetrics measureTeams(
      int index, GeneratedTeamTournament g, TieBreakList tieBreaks, boolean standingsByRound) {
    TeamEvent event = g.event();
    Tournament t = event.tournament();
    int planned = g.config().rounds();
    int completed = t.completedRounds();
    List<Team> teams = new ArrayList<>(event.teams());
    teams.sort(java.util.Comparator.comparingInt(Team::number));
    int n = teams.size();
    TeamRounds rounds = event.rounds(completed);
    double[] strengths = new double[n];
    double[] rating = new double[n];
    java.util.Map<Integer, Integer> index0 = new java.util.HashMap<>();
    int strongest = 0;
    for (int i = 0; i < n; i++) {
      Team team = teams.get(i);
      index0.put(team.number(), i);
      double sum = 0;
      double rated = 0;
      int ratedCount = 0;
      for (int id : team.members()) {
        sum += g.strengths().get(id - 1);
        int r = t.player(id).rating();
        if (r > 0) {
          rated += r;
          ratedCount++;
        }
      }
      strengths[i] = sum / team.members().size();
      rating[i] = ratedCount == 0 ? Double.NaN : rated / ratedCount;
      if (strengths[i] > strengths[strongest]) {
        strongest = i;
      }
    }
    boolean matchFirst = event.primary() == TeamEvent.PrimaryScore.MATCH;
    // scores[i][r]: the primary score after r rounds
    int[][] scores = new int[n][completed + 1];
    for (int i = 0; i < n; i++) {
      List<TeamRound> list = rounds.of(teams.get(i).number());
      for (int r = 1; r <= completed; r++) {
        TeamRound m = list.get(r - 1);
        scores[i][r] = scores[i][r - 1] + (matchFirst ? m.matchPoints() : m.gamePoints()).tenths();
      }
    }
    List<Double> values = new ArrayList<>(Metrics.FINAL.size() + 6 * planned);
    Standings finalStandings =
        Standings.ofTeams(event, tieBreaks, StandingsOptions.DEFAULT.afterRound(completed));
    double[][] byRound = new double[planned][];
    fillByRound(
        byRound,
        completed,
        standingsByRound,
        finalStandings,
        r -> Standings.ofTeams(event, tieBreaks, StandingsOptions.DEFAULT.afterRound(r)),
        (r, s) -> teamCorrelations(scores, r, strengths, index0, s));
    double[] last =
        completed == 0
            ? teamCorrelations(scores, 0, strengths, index0, null)
            : byRound[completed - 1];
    for (double v : last) {
      values.add(v);
    }
    int top = Integer.MIN_VALUE;
    for (int i = 0; i < n; i++) {
      top = Math.max(top, scores[i][completed]);
    }
    int onTop = 0;
    for (int i = 0; i < n; i++) {
      onTop += scores[i][completed] == top ? 1 : 0;
    }
    values.add(scores[strongest][completed] == top ? 1.0 / onTop : 0.0);
    values.add(firstAlone(finalStandings, teams.get(strongest).number()));

    PairingTally tally = new PairingTally();
    for (RoundRecord r : g.rounds()) {
      if (r.failed()) {
        tally.failed++;
        continue;
      }
      Pairing pairing = r.pairing().orElseThrow();
      tally.pabs += pairing.pairingAllocatedBye().isPresent() ? 1 : 0;
      if (r.round() > completed) {
        continue;
      }
      for (Board b : pairing.boards()) {
        List<Integer> white = rounds.of(b.white()).get(r.round() - 1).lineUp();
        List<Integer> black = rounds.of(b.black()).get(r.round() - 1).lineUp();
        for (int k = 0; k < Math.min(white.size(), black.size()); k++) {
          int w = t.player(white.get(k)).rating();
          int bl = t.player(black.get(k)).rating();
          tally.board(w, bl);
        }
      }
    }
    for (int i = 0; i < n; i++) {
      List<TeamRound> list = rounds.of(teams.get(i).number());
      double opponents = 0;
      int rated = 0;
      int cd = 0;
      List<Colour> colours = new ArrayList<>();
      FloatDirection previous = FloatDirection.NONE;
      for (int r = 1; r <= completed; r++) {
        TeamRound m = list.get(r - 1);
        FloatDirection f = FloatDirection.NONE;
        if (m.colour() != Colour.NONE) {
          colours.add(m.colour());
          cd += m.colour() == Colour.WHITE ? 1 : -1;
          int o = java.util.Objects.requireNonNull(index0.get(m.opponent()));
          if (!Double.isNaN(rating[o])) {
            opponents += rating[o];
            rated++;
          }
          int mine = scores[i][r - 1];
          int theirs = scores[o][r - 1];
          f = theirs > mine ? FloatDirection.UP : theirs < mine ? FloatDirection.DOWN : f;
        } else if (m.result() == ResultKind.PAIRING_ALLOCATED_BYE) {
          f = FloatDirection.DOWN;
        }
        tally.floated(f, previous);
        previous = f;
      }
      if (rated > 0) {
        tally.opponentMeans.add(opponents / rated);
      }
      tally.colours(cd, colours);
    }
    return tally.finish(index, g.seed(), n, values, byRound, g.pairingNanos());
  }

  /** {@link #correlations} for teams: the primary score after {@code round}, then the standings. */
  private static double[] teamCorrelations(
      int[][] scores,
      int round,
      double[] strengths,
      java.util.Map<Integer, Integer> index,
      @Nullable Standings s) {
    int n = strengths.length;
    double[] score = new double[n];
    for (int i = 0; i < n; i++) {
      score[i] = scores[i][round];
    }
    if (s == null) {
      return sixCorrelations(score, strengths, null);
    }
    double[] place = new double[n];
    for (Standing line : s.lines()) {
      place[java.util.Objects.requireNonNull(index.get(line.pairingNumber()))] = -line.rank();
    }
    return sixCorrelations(score, strengths, place);
  }

  /**
   * The metrics of the ranking by true strength ({@link IdealRanking}): every correlation of the
   * strengths with themselves, the strongest player first, the pairing metrics undefined.
   */
  static TournamentMetrics ideal(int index, long seed, SimulationConfig config) {
    GeneratorConfig c = config.generator();
    List<Entrant> field = FieldGenerator.draw(c.players(), c.model(), c.rates().unrated(), seed);
    double[] strengths = new double[field.size()];
    for (int i = 0; i < strengths.length; i++) {
      strengths[i] = field.get(i).strength();
    }
    double[] k = RankCorrelation.kendall(strengths, strengths);
    double rho = RankCorrelation.spearman(strengths, strengths);
    double[] six = {k[0], k[1], rho, k[0], k[1], rho};
    double best = java.util.Arrays.stream(strengths).max().orElse(0);
    long onTop = java.util.Arrays.stream(strengths).filter(s -> s == best).count();
    List<Double> values = new ArrayList<>();
    for (double v : six) {
      values.add(v);
    }
    values.add(1.0 / onTop);
    values.add(onTop == 1 ? 1.0 : 0.0);
    while (values.size() < Metrics.FINAL.size()) {
      values.add(Double.NaN);
    }
    for (int r = 0; r < c.rounds(); r++) {
      for (double v : six) {
        values.add(v);
      }
    }
    return new TournamentMetrics(index, seed, field.size(), values, List.of(), List.of());
  }

  /**
   * The six correlations of {@link Metrics#BY_ROUND} after {@code round}: the score, then the
   * tie-broken standings (the negated rank, so that first is highest), against the strengths.
   */
  private static Standings standings(Tournament t, TieBreakList tieBreaks, int round) {
    return Standings.of(t, tieBreaks, StandingsOptions.DEFAULT.afterRound(round));
  }

  /** {@code s} null: the standings correlations undefined (NaN). */
  private static double[] correlations(
      History h, int round, double[] strengths, @Nullable Standings s) {
    int n = strengths.length;
    double[] score = new double[n];
    for (int i = 0; i < n; i++) {
      score[i] = h.players().get(i).scoreAfter(round).tenths();
    }
    if (s == null) {
      return sixCorrelations(score, strengths, null);
    }
    double[] place = new double[n];
    for (Standing line : s.lines()) {
      place[indexOf(h, line.pairingNumber())] = -line.rank();
    }
    return sixCorrelations(score, strengths, place);
  }

  /**
   * {@link RankCorrelation#kendall}'s two values and Spearman's rho of the scores, then of the
   * places, against the strengths; without places, those three undefined (NaN).
   */
  private static double[] sixCorrelations(
      double[] score, double[] strengths, double @Nullable [] place) {
    double[] ks = RankCorrelation.kendall(score, strengths);
    double rs = RankCorrelation.spearman(score, strengths);
    if (place == null) {
      return new double[] {ks[0], ks[1], rs, Double.NaN, Double.NaN, Double.NaN};
    }
    double[] kp = RankCorrelation.kendall(place, strengths);
    return new double[] {
      ks[0], ks[1], rs, kp[0], kp[1], RankCorrelation.spearman(place, strengths)
    };
  }

  private static int indexOf(History h, int pairingNumber) {
    List<PlayerHistory> players = h.players();
    // players are held by pairing number, 1..n, in the generator's tournaments
    int guess = pairingNumber - 1;
    if (guess >= 0 && guess < players.size() && players.get(guess).id() == pairingNumber) {
      return guess;
    }
    for (int i = 0; i < players.size(); i++) {
      if (players.get(i).id() == pairingNumber) {
        return i;
      }
    }
    throw new IllegalStateException("the standings name player " + pairingNumber);
  }

  /** The correlations after a round, {@code s} null: the standings correlations undefined. */
  private interface RoundCorrelations {
    double[] after(int round, @Nullable Standings s);
  }

  /**
   * Fills {@code byRound} round by round: the rounds not played undefined, the last played with the
   * final standings, the others with their own standings only with {@code standingsByRound}.
   */
  private static void fillByRound(
      double[][] byRound,
      int completed,
      boolean standingsByRound,
      Standings finalStandings,
      IntFunction<Standings> standingsAfter,
      RoundCorrelations correlations) {
    for (int r = 1; r <= byRound.length; r++) {
      boolean withStandings = standingsByRound || r == completed;
      byRound[r - 1] =
          r > completed
              ? nan6()
              : correlations.after(
                  r,
                  r == completed ? finalStandings : withStandings ? standingsAfter.apply(r) : null);
    }
  }

  /** 1 when the participant numbered {@code number} stands first in {@code s}, alone; else 0. */
  private static double firstAlone(Standings s, int number) {
    Standing first = s.lines().get(0);
    boolean alone = s.lines().size() < 2 || s.lines().get(1).rank() > first.rank();
    return first.pairingNumber() == number && alone ? 1.0 : 0.0;
  }

  private static double[] nan6() {
    return new double[] {Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN};
  }

  /** The standard deviation of a whole population (divided by n). */
  static double populationSd(List<Double> values) {
    double mean = 0;
    for (double v : values) {
      mean += v;
    }
    mean /= values.size();
    double ss = 0;
    for (double v : values) {
      ss += (v - mean) * (v - mean);
    }
    return StrictMath.sqrt(ss / values.size());
  }

  /**
   * The float of a played game (C.04.3 A.4, on pairing scores) or a PAB (a downfloat); none for
   * forfeits, byes and absences.
   */
  private static FloatDirection floatOf(History h, PlayerHistory p, int round) {
    RoundEntry e = p.player().round(round);
    if (e.isPlayedGame()) {
      return h.pairingFloat(p, round);
    }
    return e.result() == ResultKind.PAIRING_ALLOCATED_BYE
        ? FloatDirection.DOWN
        : FloatDirection.NONE;
  }

  static int longestRun(List<Colour> colours) {
    int best = 0;
    int run = 0;
    Colour last = Colour.NONE;
    for (Colour c : colours) {
      run = c == last ? run + 1 : 1;
      last = c;
      best = Math.max(best, run);
    }
    return best;
  }

  /**
   * The pairing metrics of {@link Metrics#FINAL} after the correlations, counted participant by
   * participant and round by round, players and teams alike.
   */
  private static final class PairingTally {
    int ratedBoards;
    long ratingDifference;
    int pabs;
    int failed;
    final List<Double> opponentMeans = new ArrayList<>();
    final List<Integer> colourDifferences = new ArrayList<>();
    int imbalanced;
    int longestRun;
    int up;
    int down;
    int repeated;

    /** A board between these ratings; an unrated player (0) has no rating to differ from. */
    void board(int white, int black) {
      if (white > 0 && black > 0) {
        ratedBoards++;
        ratingDifference += Math.abs(white - black);
      }
    }

    /** One participant's colour difference and colours in the order played. */
    void colours(int colourDifference, List<Colour> colours) {
      colourDifferences.add(colourDifference);
      imbalanced += Math.abs(colourDifference) >= 2 ? 1 : 0;
      longestRun = Math.max(longestRun, longestRun(colours));
    }

    /** One participant's float in a round, after {@code previous} in the round before. */
    void floated(FloatDirection f, FloatDirection previous) {
      up += f == FloatDirection.UP ? 1 : 0;
      down += f == FloatDirection.DOWN ? 1 : 0;
      repeated += f != FloatDirection.NONE && f == previous ? 1 : 0;
    }

    /** Appends the pairing metrics, then the correlations round by round, to {@code values}. */
    TournamentMetrics finish(
        int index,
        long seed,
        int n,
        List<Double> values,
        double[][] byRound,
        List<Long> pairingNanos) {
      values.add(ratedBoards == 0 ? Double.NaN : (double) ratingDifference / ratedBoards);
      values.add(opponentMeans.isEmpty() ? Double.NaN : populationSd(opponentMeans));
      values.add(populationSd(colourDifferences.stream().map(Integer::doubleValue).toList()));
      values.add((double) imbalanced / n);
      values.add((double) longestRun);
      values.add((double) up / n);
      values.add((double) down / n);
      values.add((double) repeated / n);
      values.add((double) pabs);
      values.add((double) failed);
      for (double[] round : byRound) {
        for (double v : round) {
          values.add(v);
        }
      }
      return new TournamentMetrics(index, seed, n, values, colourDifferences, pairingNanos);
    }
  }
}
