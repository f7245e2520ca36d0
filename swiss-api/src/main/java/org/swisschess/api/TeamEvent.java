package org.swisschess.api;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * A team event: the players' games (a {@link Tournament}), the teams they play for, and how matches
 * are scored and coloured. Its matches are worked out from the games ({@link #rounds(int)}, C.07
 * 11.1): two teams meet in a round when their players meet; a team's game points (GP) are its
 * players' points in the round, and its match points (MP) come from comparing the two teams' game
 * points. Pairing (C.04.6) and standings (C.07) read this one model.
 *
 * <p>Example: {@code new TeamEvent(tournament, teams, TeamEvent.DEFAULT_MATCH_POINTS,
 * PrimaryScore.MATCH)}.
 *
 * @param tournament the players and their games; not null
 * @param teams the teams, each player in at most one; not null, not empty
 * @param matchPoints the match points of a team win, draw and loss (TRF-2026 record {@code 362});
 *     not null
 * @param primary which score ranks the teams first (C.04.6 1.2.1); not null
 * @param secondaryForColours whether the other score is compared in colour allocation (C.04.6
 *     1.2.1, 4.2.2); true by default (1.2.2)
 * @param colourPreferences the kind of colour preference the competition uses (C.04.6 1.7); not
 *     null
 * @param boardColours the board colour sequence of record {@code 352} (such as {@code WBWB}: board
 *     1's colour is the team's), or empty when the file states none; not null
 * @param pairingAllocatedByes the team that had the PAB in each round, by round (TRF-2026 record
 *     {@code 320}); a team whose players all have the PAB in a round had it too; not null
 * @param pabValue the match and game points of the PAB when the competition states them (record
 *     {@code 320}, or a {@code 162 P} value per board); empty: a drawn match's (C.04.6 1.4); not
 *     null
 * @param forfeitedMatches the matches that were not played (record {@code 330}), by round and White
 *     team; not null
 */
public record TeamEvent(
    Tournament tournament,
    List<Team> teams,
    ScoringSystem matchPoints,
    PrimaryScore primary,
    boolean secondaryForColours,
    ColourPreferenceType colourPreferences,
    String boardColours,
    Map<Integer, Integer> pairingAllocatedByes,
    Optional<PabValue> pabValue,
    List<ForfeitedMatch> forfeitedMatches) {

  /**
   * The value of the pairing-allocated bye a competition states (C.04.6 1.4: "unless the
   * competition's regulations set other values"; every PAB of the event gets the same).
   *
   * <p>Example: {@code PabValue.ofMatch(Points.ONE, Points.parse("2.0"))} is TRF-2026's {@code 320
   * 1.0 2.0}: one match point and two game points, whatever the number of boards.
   *
   * @param matchPoints the PAB's match points, or empty for a drawn match's (record {@code 362}'s
   *     {@code TD}); not null
   * @param gamePoints the PAB's game points: of the whole match, or of each board when {@code
   *     perBoard}; not null
   * @param perBoard whether {@code gamePoints} is the value of one board (a {@code 162 P} value)
   *     rather than of the match (record {@code 320})
   */
  public record PabValue(Optional<Points> matchPoints, Points gamePoints, boolean perBoard) {

    /**
     * Validates.
     *
     * @param matchPoints the match points, or empty for a drawn match's; not null
     * @param gamePoints the game points; not null
     * @param perBoard whether the game points are per board
     * @throws IllegalArgumentException for negative points
     */
    public PabValue {
      Objects.requireNonNull(matchPoints, "matchPoints");
      Objects.requireNonNull(gamePoints, "gamePoints");
      if (gamePoints.tenths() < 0 || matchPoints.map(p -> p.tenths() < 0).orElse(false)) {
        throw new IllegalArgumentException("a PAB is worth at least nothing");
      }
    }

    /**
     * The value record {@code 320} states: match points and the match's game points.
     *
     * @param matchPoints not null
     * @param gamePoints not null
     * @return never null
     */
    public static PabValue ofMatch(Points matchPoints, Points gamePoints) {
      return new PabValue(Optional.of(matchPoints), gamePoints, false);
    }

    /**
     * The value a {@code 162 P} record states: game points per board, a drawn match's match points.
     *
     * @param gamePointsPerBoard not null
     * @return never null
     */
    public static PabValue perBoard(Points gamePointsPerBoard) {
      return new PabValue(Optional.empty(), gamePointsPerBoard, true);
    }

    /**
     * Returns the PAB's match points in an event.
     *
     * @param matchScoring the event's match points; not null
     * @return the stated value, else a drawn match's
     */
    public Points matchPoints(ScoringSystem matchScoring) {
      return matchPoints.orElse(matchScoring.whiteDraw());
    }

    /**
     * Returns the PAB's game points in a match of {@code boards} boards.
     *
     * @param boards the number of boards, at least 1
     * @return never null
     */
    public Points gamePoints(int boards) {
      return perBoard ? Points.ofTenths(gamePoints.tenths() * boards) : gamePoints;
    }
  }

  /**
   * A match that was not played (TRF-2026 record {@code 330}): one team, or both, did not come. The
   * present team's players may be written with the absent team's players as opponents or against
   * {@code 0000}; either way the match is no meeting (C.04.2 3.5) and has no colour (C.04.6 1.6.1).
   *
   * <p>Example: {@code new ForfeitedMatch(3, 7, 11, Outcome.WHITE_WINS)} is TRF-2026's {@code 330
   * +- 3 7 11}: in round 3 team 7 (White on board 1) won by forfeit against team 11.
   *
   * @param round the round, from 1
   * @param white the team scheduled with White on board 1
   * @param black the team scheduled with Black on board 1
   * @param outcome who won by forfeit; not null
   */
  public record ForfeitedMatch(int round, int white, int black, Outcome outcome) {

    /** Who won a forfeited match. */
    public enum Outcome {
      /** {@code +-}: the White team won by forfeit. */
      WHITE_WINS("+-"),
      /** {@code -+}: the Black team won by forfeit. */
      BLACK_WINS("-+"),
      /** {@code --}: neither team came; both lost. */
      DOUBLE_FORFEIT("--");

      private final String code;

      Outcome(String code) {
        this.code = code;
      }

      /**
       * Returns the TRF-2026 code of record {@code 330}.
       *
       * @return {@code +-}, {@code -+} or {@code --}
       */
      public String code() {
        return code;
      }

      /**
       * Reads a record {@code 330} code.
       *
       * @param code {@code +-}, {@code -+} or {@code --}; not null
       * @return empty for anything else
       */
      public static Optional<Outcome> ofCode(String code) {
        for (Outcome o : values()) {
          if (o.code.equals(code)) {
            return Optional.of(o);
          }
        }
        return Optional.empty();
      }
    }

    /**
     * Validates.
     *
     * @param round from 1
     * @param white a team number, from 1
     * @param black a team number, from 1, not {@code white}
     * @param outcome not null
     * @throws IllegalArgumentException for a round or team below 1, or a team against itself
     */
    public ForfeitedMatch {
      Objects.requireNonNull(outcome, "outcome");
      if (round < 1 || white < 1 || black < 1) {
        throw new IllegalArgumentException(
            "a forfeited match has a round and two teams, from 1: "
                + round
                + " "
                + white
                + "-"
                + black);
      }
      if (white == black) {
        throw new IllegalArgumentException("team " + white + " cannot meet itself");
      }
    }

    /**
     * Returns the other team of the match.
     *
     * @param team one of the two teams
     * @return the other one, 0 if {@code team} is in neither
     */
    public int opponentOf(int team) {
      return team == white ? black : team == black ? white : 0;
    }

    /**
     * Returns whether a team of the match won it by forfeit.
     *
     * @param team one of the two teams
     * @return true for the team that came against the one that did not
     */
    public boolean wonBy(int team) {
      return (team == white && outcome == Outcome.WHITE_WINS)
          || (team == black && outcome == Outcome.BLACK_WINS);
    }
  }

  /** The score that decides the event (C.04.6 1.2, C.07 13). */
  public enum PrimaryScore {
    /** Match points first, game points second: the default (C.04.6 1.2.2). */
    MATCH,
    /** Game points first, match points second. */
    GAME
  }

  /** The colour preferences of a team competition (C.04.6 1.7). */
  public enum ColourPreferenceType {
    /** Type A, "simple" (1.7.1): the default. */
    TYPE_A,
    /** Type B (1.7.2): strong and mild preferences. */
    TYPE_B,
    /** No colour preferences at all (1.7). */
    NONE
  }

  /** Match points 2, 1, 0: the default of TRF-2026 record 362. */
  public static final ScoringSystem DEFAULT_MATCH_POINTS =
      ScoringSystem.of(Points.ofTenths(20), Points.ONE, Points.ZERO);

  /**
   * Validates and copies.
   *
   * @param tournament the players and their games; not null
   * @param teams the teams, each player in at most one; not null, not empty
   * @param matchPoints the match points of a team win, draw and loss; not null
   * @param primary which score ranks the teams first; not null
   * @param secondaryForColours whether the other score is compared in colour allocation
   * @param colourPreferences the kind of colour preference; not null
   * @param boardColours the board colour sequence ({@code W} and {@code B} only), or empty; not
   *     null
   * @param pairingAllocatedByes the PAB team by round; not null
   * @param pabValue the stated PAB value, or empty for a drawn match's; not null
   * @param forfeitedMatches the matches not played; not null
   * @throws IllegalArgumentException if there is no team, a team number repeats, a player is not in
   *     the tournament or in two teams, the board colour sequence has a letter other than W and B,
   *     a PAB or forfeited match names a team not in the event, or a team is in two forfeited
   *     matches of one round or has the PAB in a round it forfeited
   */
  public TeamEvent {
    Objects.requireNonNull(tournament, "tournament");
    Objects.requireNonNull(matchPoints, "matchPoints");
    Objects.requireNonNull(primary, "primary");
    Objects.requireNonNull(colourPreferences, "colourPreferences");
    Objects.requireNonNull(boardColours, "boardColours");
    teams = List.copyOf(teams);
    pairingAllocatedByes = Collections.unmodifiableMap(new TreeMap<>(pairingAllocatedByes));
    Objects.requireNonNull(pabValue, "pabValue");
    List<ForfeitedMatch> forfeits = new ArrayList<>(forfeitedMatches);
    forfeits.sort(
        Comparator.comparingInt(ForfeitedMatch::round).thenComparingInt(ForfeitedMatch::white));
    forfeitedMatches = List.copyOf(forfeits);
    if (teams.isEmpty()) {
      throw new IllegalArgumentException("a team event needs teams");
    }
    if (!boardColours.chars().allMatch(c -> c == 'W' || c == 'B')) {
      throw new IllegalArgumentException(
          "a board colour sequence has W and B only, was '" + boardColours + "'");
    }
    Map<Integer, Integer> teamOf = new HashMap<>();
    Map<Integer, Team> numbers = new HashMap<>();
    for (Team team : teams) {
      numbers.put(team.number(), team);
    }
    for (Map.Entry<Integer, Integer> e : pairingAllocatedByes.entrySet()) {
      if (!numbers.containsKey(e.getValue())) {
        throw new IllegalArgumentException(
            "round "
                + e.getKey()
                + ": the PAB team "
                + e.getValue()
                + " is not a team of the event");
      }
    }
    Set<String> inRound = new HashSet<>();
    for (ForfeitedMatch f : forfeitedMatches) {
      for (int side : new int[] {f.white(), f.black()}) {
        if (!numbers.containsKey(side)) {
          throw new IllegalArgumentException(
              "round "
                  + f.round()
                  + ": the forfeited match's team "
                  + side
                  + " is not a team of the event");
        }
        if (!inRound.add(f.round() + ":" + side)) {
          throw new IllegalArgumentException(
              "round " + f.round() + ": team " + side + " is in two forfeited matches");
        }
        Integer pab = pairingAllocatedByes.get(f.round());
        if (pab != null && pab == side) {
          throw new IllegalArgumentException(
              "round " + f.round() + ": team " + side + " has the PAB and a forfeited match");
        }
      }
    }
    numbers.clear();
    for (Team team : teams) {
      if (numbers.put(team.number(), team) != null) {
        throw new IllegalArgumentException("team number " + team.number() + " is used twice");
      }
      for (int id : team.members()) {
        if (tournament.findPlayer(id).isEmpty()) {
          throw new IllegalArgumentException(
              "team " + team.number() + ": player " + id + " is not in the tournament");
        }
        Integer before = teamOf.put(id, team.number());
        if (before != null) {
          throw new IllegalArgumentException(
              "player " + id + " is in teams " + before + " and " + team.number());
        }
      }
    }
  }

  /**
   * A team event with the text's defaults for colours: the secondary score used (C.04.6 1.2.2),
   * Type A preferences (1.7), no board colour sequence.
   *
   * @param tournament the players and their games; not null
   * @param teams the teams; not null, not empty
   * @param matchPoints the match points of a team win, draw and loss; not null
   * @param primary which score ranks the teams first; not null
   */
  public TeamEvent(
      Tournament tournament, List<Team> teams, ScoringSystem matchPoints, PrimaryScore primary) {
    this(tournament, teams, matchPoints, primary, true, ColourPreferenceType.TYPE_A, "", Map.of());
  }

  /**
   * A team event whose PAB is worth a drawn match (C.04.6 1.4) and whose forfeited matches are read
   * from the games alone (no record {@code 330}).
   *
   * @param tournament the players and their games; not null
   * @param teams the teams; not null, not empty
   * @param matchPoints the match points of a team win, draw and loss; not null
   * @param primary which score ranks the teams first; not null
   * @param secondaryForColours whether the other score is compared in colour allocation
   * @param colourPreferences the kind of colour preference; not null
   * @param boardColours the board colour sequence, or empty; not null
   * @param pairingAllocatedByes the PAB team by round; not null
   */
  public TeamEvent(
      Tournament tournament,
      List<Team> teams,
      ScoringSystem matchPoints,
      PrimaryScore primary,
      boolean secondaryForColours,
      ColourPreferenceType colourPreferences,
      String boardColours,
      Map<Integer, Integer> pairingAllocatedByes) {
    this(
        tournament,
        teams,
        matchPoints,
        primary,
        secondaryForColours,
        colourPreferences,
        boardColours,
        pairingAllocatedByes,
        Optional.empty(),
        List.of());
  }

  /**
   * Reads what a TRF-2026 record {@code 192} team code says of the scores and colour preferences:
   * {@code FIDE_TEAM[_TYPEA|_TYPEB][_MP|_GP][_GP|_MP][_BAKU]}. The first of {@code _MP}/{@code _GP}
   * names the primary score; the other named after it is used for colours; one named alone leaves
   * the secondary score out of colour allocation; none gives the default (MP primary, GP for
   * colours, C.04.6 1.2.2). No {@code _TYPEA}/{@code _TYPEB}: no colour preferences when the code
   * names a score, else Type A.
   *
   * <p>Example: {@code TeamEvent.Code.of("FIDE_TEAM_TYPEB_GP_MP")} is Type B, game points primary,
   * match points for colours.
   *
   * @param primary the primary score
   * @param secondaryForColours whether the secondary score is used for colours
   * @param colourPreferences the preference type
   * @param baku whether the code asks for the Baku acceleration
   */
  public record Code(
      PrimaryScore primary,
      boolean secondaryForColours,
      ColourPreferenceType colourPreferences,
      boolean baku) {

    /**
     * Validates.
     *
     * @param primary not null
     * @param secondaryForColours whether the secondary score is used for colours
     * @param colourPreferences not null
     * @param baku whether Baku acceleration is asked for
     * @throws IllegalArgumentException for Baku with game points primary (C.04.7 1.4.4)
     */
    public Code {
      Objects.requireNonNull(primary, "primary");
      Objects.requireNonNull(colourPreferences, "colourPreferences");
      if (baku && primary == PrimaryScore.GAME) {
        throw new IllegalArgumentException(
            "the Baku acceleration is used with match points primary only (C.04.7 1.4.4)");
      }
    }

    /**
     * Parses a {@code 192} code.
     *
     * @param code the code, any case; not null
     * @return empty if it is not a FIDE team code
     * @throws IllegalArgumentException for a Baku code with game points primary
     */
    public static Optional<Code> of(String code) {
      String c = code.strip().toUpperCase(Locale.ROOT);
      if (!c.startsWith("FIDE_TEAM")) {
        return Optional.empty();
      }
      String rest = c.substring("FIDE_TEAM".length());
      ColourPreferenceType type = null;
      if (rest.startsWith("_TYPEA")) {
        type = ColourPreferenceType.TYPE_A;
        rest = rest.substring(6);
      } else if (rest.startsWith("_TYPEB")) {
        type = ColourPreferenceType.TYPE_B;
        rest = rest.substring(6);
      }
      PrimaryScore primary = null;
      boolean secondary = false;
      for (int i = 0; i < 2 && (rest.startsWith("_MP") || rest.startsWith("_GP")); i++) {
        PrimaryScore s = rest.startsWith("_MP") ? PrimaryScore.MATCH : PrimaryScore.GAME;
        rest = rest.substring(3);
        if (primary == null) {
          primary = s;
        } else if (s != primary) {
          secondary = true;
        } else {
          return Optional.empty();
        }
      }
      boolean baku = false;
      if (rest.equals("_BAKU")) {
        baku = true;
        rest = "";
      }
      if (!rest.isEmpty()) {
        return Optional.empty();
      }
      if (primary == null) {
        return Optional.of(
            new Code(
                PrimaryScore.MATCH, true, type == null ? ColourPreferenceType.TYPE_A : type, baku));
      }
      return Optional.of(
          new Code(primary, secondary, type == null ? ColourPreferenceType.NONE : type, baku));
    }

    /**
     * Writes the code back: {@code FIDE_TEAM}, the type, the primary score, the secondary one if
     * used for colours, {@code _BAKU}.
     *
     * @return never null
     */
    public String text() {
      StringBuilder sb = new StringBuilder("FIDE_TEAM");
      switch (colourPreferences) {
        case TYPE_A -> sb.append("_TYPEA");
        case TYPE_B -> sb.append("_TYPEB");
        case NONE -> {}
      }
      sb.append(primary == PrimaryScore.MATCH ? "_MP" : "_GP");
      if (secondaryForColours) {
        sb.append(primary == PrimaryScore.MATCH ? "_GP" : "_MP");
      }
      if (baku) {
        sb.append("_BAKU");
      }
      return sb.toString();
    }
  }

  /**
   * Returns this event with a code's scores and colour preferences.
   *
   * @param code not null
   * @return never null
   */
  public TeamEvent with(Code code) {
    return new TeamEvent(
        tournament,
        teams,
        matchPoints,
        code.primary(),
        code.secondaryForColours(),
        code.colourPreferences(),
        boardColours,
        pairingAllocatedByes,
        pabValue,
        forfeitedMatches);
  }

  /**
   * Returns this event with a board colour sequence.
   *
   * @param sequence {@code W}/{@code B} letters, or empty; not null
   * @return never null
   */
  public TeamEvent withBoardColours(String sequence) {
    return new TeamEvent(
        tournament,
        teams,
        matchPoints,
        primary,
        secondaryForColours,
        colourPreferences,
        sequence,
        pairingAllocatedByes,
        pabValue,
        forfeitedMatches);
  }

  /**
   * Returns this event with another tournament (one more round, say) and, if {@code pab} is not 0,
   * that team's PAB in the tournament's last completed round.
   *
   * @param next the players and their games; not null
   * @param pab the PAB team of the last round, 0 for none
   * @return never null
   */
  public TeamEvent withTournament(Tournament next, int pab) {
    Map<Integer, Integer> byes = new TreeMap<>(pairingAllocatedByes);
    if (pab != 0) {
      byes.put(next.completedRounds(), pab);
    }
    return new TeamEvent(
        next,
        teams,
        matchPoints,
        primary,
        secondaryForColours,
        colourPreferences,
        boardColours,
        byes,
        pabValue,
        forfeitedMatches);
  }

  /**
   * Returns this event with a stated PAB value.
   *
   * @param value the value, or empty for a drawn match's; not null
   * @return never null
   */
  public TeamEvent withPabValue(Optional<PabValue> value) {
    return new TeamEvent(
        tournament,
        teams,
        matchPoints,
        primary,
        secondaryForColours,
        colourPreferences,
        boardColours,
        pairingAllocatedByes,
        value,
        forfeitedMatches);
  }

  /**
   * Returns this event with its forfeited matches (record {@code 330}).
   *
   * @param matches not null
   * @return never null
   */
  public TeamEvent withForfeitedMatches(List<ForfeitedMatch> matches) {
    return new TeamEvent(
        tournament,
        teams,
        matchPoints,
        primary,
        secondaryForColours,
        colourPreferences,
        boardColours,
        pairingAllocatedByes,
        pabValue,
        matches);
  }

  /**
   * Returns the forfeited match of a team in a round.
   *
   * @param round from 1
   * @param team a team number
   * @return empty if the team forfeited no match that round (or the file has no record {@code 330}
   *     for it)
   */
  public Optional<ForfeitedMatch> forfeitedMatch(int round, int team) {
    for (ForfeitedMatch f : forfeitedMatches) {
      if (f.round() == round && (f.white() == team || f.black() == team)) {
        return Optional.of(f);
      }
    }
    return Optional.empty();
  }

  /**
   * Returns the team of a number.
   *
   * @param number a team number
   * @return empty if no team has it
   */
  public Optional<Team> team(int number) {
    return teams.stream().filter(t -> t.number() == number).findFirst();
  }

  /**
   * Works out the matches of the first {@code rounds} rounds from the games.
   *
   * @param rounds from 0 to the tournament's completed rounds
   * @return never null
   * @throws IllegalArgumentException if a team meets two teams in one round, a player with an
   *     opponent plays for no team, two players of one team meet, or a forfeited match contradicts
   *     the board games (a board of it played, a team meeting another, the boards' points against
   *     the stated winner)
   */
  public TeamRounds rounds(int rounds) {
    return TeamRounds.of(this, rounds);
  }
}
