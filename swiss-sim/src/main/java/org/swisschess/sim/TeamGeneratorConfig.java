package org.swisschess.sim;

import java.util.Map;
import java.util.Objects;
import org.swisschess.api.TeamEvent;

/**
 * Everything the team tournament generator needs besides the system and the seed.
 *
 * <p>Example: {@code TeamGeneratorConfig.of(12, 7, 4)} is 12 teams of four boards, 7 rounds, no
 * substitutes or forfeits, Type A colours, match points primary with game points for colours (the
 * text's defaults, C.04.6 1.2.2, 1.7).
 *
 * @param teams the number of teams, from 2
 * @param rounds the number of rounds, from 1
 * @param boards the boards of a match, from 1 (C.04.6 events have 4 to 6, the differential's range)
 * @param substitutes the most substitutes a team may have besides its boards: each team gets 0 to
 *     this many, drawn; from 0
 * @param model how strengths, ratings and board results are drawn; not null
 * @param boardForfeitRate the chance that a board game of a played match is forfeited; 0 to 1
 * @param matchForfeitRate the chance that a team does not come to a match, which its opponent then
 *     wins by forfeit (record {@code 330}); 0 to 1
 * @param code the competition's colour preference type, primary score, whether the other is used
 *     for colours, and Baku (the {@code 192} code); not null
 * @param onNoValidPairing what to do when a round cannot be paired; not null
 * @param options passed unchanged to every {@link org.swisschess.api.TeamPairingRequest}; not null
 */
public record TeamGeneratorConfig(
    int teams,
    int rounds,
    int boards,
    int substitutes,
    ResultModel model,
    double boardForfeitRate,
    double matchForfeitRate,
    TeamEvent.Code code,
    NoPairingPolicy onNoValidPairing,
    Map<String, String> options) {

  /** The most players a team may have: TRF-2026's record 310 lists 14 members. */
  public static final int MAX_TEAM_SIZE = 14;

  /**
   * Validates and copies.
   *
   * @param teams from 2
   * @param rounds from 1
   * @param boards from 1
   * @param substitutes from 0, boards + substitutes at most 14
   * @param model not null
   * @param boardForfeitRate 0 to 1
   * @param matchForfeitRate 0 to 1
   * @param code not null
   * @param onNoValidPairing not null
   * @param options not null
   * @throws IllegalArgumentException for a value out of range
   */
  public TeamGeneratorConfig {
    if (teams < 2) {
      throw new IllegalArgumentException("a team tournament needs at least 2 teams, was " + teams);
    }
    if (rounds < 1) {
      throw new IllegalArgumentException("a tournament needs at least 1 round, was " + rounds);
    }
    if (boards < 1) {
      throw new IllegalArgumentException("a match needs at least 1 board, was " + boards);
    }
    if (substitutes < 0 || boards + substitutes > MAX_TEAM_SIZE) {
      throw new IllegalArgumentException(
          "boards and substitutes make at most "
              + MAX_TEAM_SIZE
              + " players a team (record 310), was "
              + boards
              + " + "
              + substitutes);
    }
    requireRate("board forfeit rate", boardForfeitRate);
    requireRate("match forfeit rate", matchForfeitRate);
    Objects.requireNonNull(model, "model");
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(onNoValidPairing, "onNoValidPairing");
    if (!model.fieldRatings().isEmpty()) {
      throw new IllegalArgumentException("a team tournament draws its own field");
    }
    options = Map.copyOf(options);
  }

  private static void requireRate(String what, double rate) {
    if (!(rate >= 0 && rate <= 1)) {
      throw new IllegalArgumentException("the " + what + " is from 0 to 1, was " + rate);
    }
  }

  /**
   * Returns the default configuration: the text's default code ({@code FIDE_TEAM}: Type A, match
   * points primary, game points for colours), no substitutes or forfeits, {@link
   * ResultModel#DEFAULT}, stop at a round that cannot be paired.
   *
   * @param teams from 2
   * @param rounds from 1
   * @param boards from 1
   * @return never null
   */
  public static TeamGeneratorConfig of(int teams, int rounds, int boards) {
    return new TeamGeneratorConfig(
        teams,
        rounds,
        boards,
        0,
        ResultModel.DEFAULT,
        0,
        0,
        TeamEvent.Code.of("FIDE_TEAM").orElseThrow(),
        NoPairingPolicy.STOP,
        Map.of());
  }

  /**
   * Returns a copy with another code.
   *
   * @param newCode not null
   * @return never null
   */
  public TeamGeneratorConfig withCode(TeamEvent.Code newCode) {
    return new TeamGeneratorConfig(
        teams,
        rounds,
        boards,
        substitutes,
        model,
        boardForfeitRate,
        matchForfeitRate,
        newCode,
        onNoValidPairing,
        options);
  }

  /**
   * Returns a copy with substitutes and forfeit rates.
   *
   * @param maxSubstitutes from 0
   * @param boardForfeits 0 to 1
   * @param matchForfeits 0 to 1
   * @return never null
   */
  public TeamGeneratorConfig withEvents(
      int maxSubstitutes, double boardForfeits, double matchForfeits) {
    return new TeamGeneratorConfig(
        teams,
        rounds,
        boards,
        maxSubstitutes,
        model,
        boardForfeits,
        matchForfeits,
        code,
        onNoValidPairing,
        options);
  }

  /**
   * Returns a copy with another model.
   *
   * @param newModel not null
   * @return never null
   */
  public TeamGeneratorConfig withModel(ResultModel newModel) {
    return new TeamGeneratorConfig(
        teams,
        rounds,
        boards,
        substitutes,
        newModel,
        boardForfeitRate,
        matchForfeitRate,
        code,
        onNoValidPairing,
        options);
  }

  /**
   * Returns a copy with other request options.
   *
   * @param newOptions not null
   * @return never null
   */
  public TeamGeneratorConfig withOptions(Map<String, String> newOptions) {
    return new TeamGeneratorConfig(
        teams,
        rounds,
        boards,
        substitutes,
        model,
        boardForfeitRate,
        matchForfeitRate,
        code,
        onNoValidPairing,
        newOptions);
  }

  /**
   * Returns a copy with another policy for rounds that cannot be paired.
   *
   * @param policy not null
   * @return never null
   */
  public TeamGeneratorConfig withPolicy(NoPairingPolicy policy) {
    return new TeamGeneratorConfig(
        teams,
        rounds,
        boards,
        substitutes,
        model,
        boardForfeitRate,
        matchForfeitRate,
        code,
        policy,
        options);
  }

  /**
   * Returns the board colour sequence of record {@code 352}: board 1 the team's colour, then
   * alternating ({@code WBWB...}).
   *
   * @return never null
   */
  public String boardColours() {
    StringBuilder sb = new StringBuilder(boards);
    for (int b = 0; b < boards; b++) {
      sb.append(b % 2 == 0 ? 'W' : 'B');
    }
    return sb.toString();
  }
}
