package org.swisschess.api;

import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
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
 */
public record TeamEvent(
    Tournament tournament,
    List<Team> teams,
    ScoringSystem matchPoints,
    PrimaryScore primary,
    boolean secondaryForColours,
    ColourPreferenceType colourPreferences,
    String boardColours,
    Map<Integer, Integer> pairingAllocatedByes) {

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
   * @throws IllegalArgumentException if there is no team, a team number repeats, a player is not in
   *     the tournament or in two teams, or the board colour sequence has a letter other than W and
   *     B
   */
  public TeamEvent {
    Objects.requireNonNull(tournament, "tournament");
    Objects.requireNonNull(matchPoints, "matchPoints");
    Objects.requireNonNull(primary, "primary");
    Objects.requireNonNull(colourPreferences, "colourPreferences");
    Objects.requireNonNull(boardColours, "boardColours");
    teams = List.copyOf(teams);
    pairingAllocatedByes = Collections.unmodifiableMap(new TreeMap<>(pairingAllocatedByes));
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
        pairingAllocatedByes);
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
        pairingAllocatedByes);
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
        byes);
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
   *     opponent plays for no team, or two players of one team meet
   */
  public TeamRounds rounds(int rounds) {
    return TeamRounds.of(this, rounds);
  }
}
