package org.swisschess.api;

import java.util.Objects;

/**
 * How many points each kind of result is worth, per colour where TRF allows it ({@code XXS}).
 *
 * <p>{@link #STANDARD} is FIDE's 1-½-0 with a full-point PAB. A football-style system: {@code
 * ScoringSystem.of(Points.parse("3"), Points.parse("1"), Points.ZERO)}.
 *
 * @param whiteWin a win with White
 * @param blackWin a win with Black
 * @param whiteDraw a draw with White
 * @param blackDraw a draw with Black
 * @param whiteLoss a loss with White
 * @param blackLoss a loss with Black
 * @param forfeitWin a forfeit win
 * @param forfeitLoss a forfeit loss
 * @param zeroPointBye a zero-point bye; also an absence
 * @param halfPointBye a half-point bye
 * @param fullPointBye a full-point bye
 * @param pairingAllocatedBye the pairing-allocated bye
 */
public record ScoringSystem(
    Points whiteWin,
    Points blackWin,
    Points whiteDraw,
    Points blackDraw,
    Points whiteLoss,
    Points blackLoss,
    Points forfeitWin,
    Points forfeitLoss,
    Points zeroPointBye,
    Points halfPointBye,
    Points fullPointBye,
    Points pairingAllocatedBye) {

  /** FIDE's standard scoring: win 1, draw ½, loss 0, PAB 1. */
  public static final ScoringSystem STANDARD = of(Points.ONE, Points.HALF, Points.ZERO);

  /**
   * Checks that no value is null.
   *
   * @param whiteWin a win with White
   * @param blackWin a win with Black
   * @param whiteDraw a draw with White
   * @param blackDraw a draw with Black
   * @param whiteLoss a loss with White
   * @param blackLoss a loss with Black
   * @param forfeitWin a forfeit win
   * @param forfeitLoss a forfeit loss
   * @param zeroPointBye a zero-point bye; also an absence
   * @param halfPointBye a half-point bye
   * @param fullPointBye a full-point bye
   * @param pairingAllocatedBye the pairing-allocated bye
   */
  public ScoringSystem {
    Objects.requireNonNull(whiteWin, "whiteWin");
    Objects.requireNonNull(blackWin, "blackWin");
    Objects.requireNonNull(whiteDraw, "whiteDraw");
    Objects.requireNonNull(blackDraw, "blackDraw");
    Objects.requireNonNull(whiteLoss, "whiteLoss");
    Objects.requireNonNull(blackLoss, "blackLoss");
    Objects.requireNonNull(forfeitWin, "forfeitWin");
    Objects.requireNonNull(forfeitLoss, "forfeitLoss");
    Objects.requireNonNull(zeroPointBye, "zeroPointBye");
    Objects.requireNonNull(halfPointBye, "halfPointBye");
    Objects.requireNonNull(fullPointBye, "fullPointBye");
    Objects.requireNonNull(pairingAllocatedBye, "pairingAllocatedBye");
  }

  /**
   * Returns the system with the given win, draw and loss values for both colours, forfeits scored
   * as win and loss, byes as loss, draw and win, and the PAB as a win.
   *
   * @param win points for a win, not null
   * @param draw points for a draw, not null
   * @param loss points for a loss, not null
   * @return never null
   */
  public static ScoringSystem of(Points win, Points draw, Points loss) {
    return new ScoringSystem(win, win, draw, draw, loss, loss, win, loss, loss, draw, win, win);
  }

  /**
   * Returns the points one round entry is worth.
   *
   * @param entry the entry, not null
   * @return never null
   */
  public Points points(RoundEntry entry) {
    boolean white = entry.colour() != Colour.BLACK;
    return switch (entry.result()) {
      case WIN, UNRATED_WIN -> white ? whiteWin : blackWin;
      case DRAW, UNRATED_DRAW -> white ? whiteDraw : blackDraw;
      case LOSS, UNRATED_LOSS -> white ? whiteLoss : blackLoss;
      case FORFEIT_WIN -> forfeitWin;
      case FORFEIT_LOSS -> forfeitLoss;
      case HALF_POINT_BYE -> halfPointBye;
      case FULL_POINT_BYE -> fullPointBye;
      case PAIRING_ALLOCATED_BYE -> pairingAllocatedBye;
      case ZERO_POINT_BYE, ABSENT -> zeroPointBye;
      case ADJOURNED -> Points.ZERO; // nothing is scored before the result is known
    };
  }

  /**
   * Returns the larger of the two win values, what "a win's points" means for rules that ask
   * whether a player scored a win without playing.
   *
   * @return never null
   */
  public Points win() {
    return whiteWin.compareTo(blackWin) >= 0 ? whiteWin : blackWin;
  }

  /**
   * Returns the smaller of the two loss values.
   *
   * @return never null
   */
  public Points loss() {
    return whiteLoss.compareTo(blackLoss) <= 0 ? whiteLoss : blackLoss;
  }

  /**
   * Returns whether this is {@link #STANDARD}.
   *
   * @return true for 1-½-0 scoring with a full-point PAB
   */
  public boolean isStandard() {
    return equals(STANDARD);
  }
}
