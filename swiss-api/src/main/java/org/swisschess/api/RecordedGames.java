package org.swisschess.api;

import java.util.List;

/**
 * What any tournament's record of a pairing must satisfy, whatever the system: both sides say the
 * same thing. A file or a program that records something else describes a tournament that cannot
 * have happened.
 */
final class RecordedGames {

  private RecordedGames() {}

  /**
   * Requires the two entries of one pairing to agree: played on both sides or on neither; for a
   * played game, complementary results (1 and 0, = and =, W and L, D and D, adjourned on both); for
   * a game not played, at most one forfeit winner and colours given on both sides or on neither.
   * The played game's colours and the adjourned game are checked by {@link Tournament}.
   */
  static void requireAgreement(int a, int b, int round, RoundEntry e, RoundEntry back) {
    String game = "players " + a + " and " + b + " round " + round + ": ";
    if (e.isPlayedGame() != back.isPlayedGame()) {
      throw new IllegalArgumentException(
          game
              + "a game is played on both sides or on neither ("
              + e.result()
              + " against "
              + back.result()
              + ")");
    }
    if (e.isPlayedGame()) {
      if (e.result() != complement(back.result())) {
        throw new IllegalArgumentException(
            game + "the results " + e.result() + " and " + back.result() + " do not match");
      }
      return;
    }
    if (e.result() == ResultKind.FORFEIT_WIN && back.result() == ResultKind.FORFEIT_WIN) {
      throw new IllegalArgumentException(
          game + "both are credited with the forfeit win; a game has at most one winner");
    }
    if (e.colour() != back.colour().opposite()) {
      throw new IllegalArgumentException(
          game
              + "the colours of an unplayed game are opposite or both NONE, not "
              + e.colour()
              + " and "
              + back.colour());
    }
  }

  /** Requires at most one pairing-allocated bye in every round (C.04.1 Art. 3: one participant). */
  static void requireOnePabPerRound(List<Player> players, int completedRounds) {
    for (int r = 1; r <= completedRounds; r++) {
      int first = 0;
      for (Player p : players) {
        if (p.round(r).result() == ResultKind.PAIRING_ALLOCATED_BYE) {
          if (first != 0) {
            throw new IllegalArgumentException(
                "round "
                    + r
                    + ": players "
                    + first
                    + " and "
                    + p.pairingNumber()
                    + " both have the pairing-allocated bye; a round has at most one");
          }
          first = p.pairingNumber();
        }
      }
    }
  }

  private static ResultKind complement(ResultKind kind) {
    return switch (kind) {
      case WIN -> ResultKind.LOSS;
      case LOSS -> ResultKind.WIN;
      case UNRATED_WIN -> ResultKind.UNRATED_LOSS;
      case UNRATED_LOSS -> ResultKind.UNRATED_WIN;
      default -> kind;
    };
  }
}
