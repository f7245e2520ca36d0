package org.swisschess.trf;

import org.swisschess.api.Points;
import org.swisschess.api.ScoringSystem;

/**
 * Collects the point values of {@code XXS} (JaVaFo), {@code BBW}... (bbpPairings) and {@code 162}
 * (TRF-2026) records in file order; a later value overrides an earlier one.
 *
 * <p>The engines differ on the PAB: JaVaFo's {@code XXS W=} leaves the PAB at 1.0 unless {@code
 * PAB=} is given, while bbpPairings' {@code BBW} and TRF-2026's {@code 162 W} make the PAB worth a
 * win unless a PAB value ({@code BBU}, {@code 162 P}) is given anywhere in the file. Each record
 * keeps its own engine's meaning.
 */
final class ScoringBuilder {

  private Points whiteWin = Points.ONE;
  private Points blackWin = Points.ONE;
  private Points whiteDraw = Points.HALF;
  private Points blackDraw = Points.HALF;
  private Points whiteLoss = Points.ZERO;
  private Points blackLoss = Points.ZERO;
  private Points forfeitWin = Points.ONE;
  private Points forfeitLoss = Points.ZERO;
  private Points zeroPointBye = Points.ZERO;
  private Points halfPointBye = Points.HALF;
  private Points fullPointBye = Points.ONE;
  private Points pab = Points.ONE;
  private boolean pabGiven;
  private Points pabFollowingWin;

  /**
   * Applies one JaVaFo {@code XXS} code. {@code W} covers WW BW FW FPB and {@code D} covers WD BD
   * HPB, as JaVaFo's manual defines them.
   *
   * @return false if the code is unknown
   */
  boolean xxs(String code, Points v) {
    switch (code) {
      case "WW" -> whiteWin = v;
      case "BW" -> blackWin = v;
      case "WD" -> whiteDraw = v;
      case "BD" -> blackDraw = v;
      case "WL" -> whiteLoss = v;
      case "BL" -> blackLoss = v;
      case "ZPB" -> zeroPointBye = v;
      case "HPB" -> halfPointBye = v;
      case "FPB" -> fullPointBye = v;
      case "PAB" -> setPab(v);
      case "FW" -> forfeitWin = v;
      case "FL" -> forfeitLoss = v;
      case "W" -> win(v);
      case "D" -> draw(v);
      default -> {
        return false;
      }
    }
    return true;
  }

  /**
   * Applies one bbpPairings {@code BB?} record: W win, D draw, L loss, Z zero-point bye, F forfeit
   * loss, U pairing-allocated bye.
   *
   * @return false if the letter is unknown
   */
  boolean bbp(char letter, Points v) {
    switch (letter) {
      case 'W' -> {
        win(v);
        pabFollowingWin = v;
      }
      case 'D' -> draw(v);
      case 'L' -> loss(v);
      case 'Z' -> zeroPointBye = v;
      case 'F' -> forfeitLoss = v;
      case 'U' -> setPab(v);
      default -> {
        return false;
      }
    }
    return true;
  }

  /**
   * Applies one TRF-2026 {@code 162} letter: W win (over the board, by forfeit, full-point bye), D
   * draw and half-point bye, L loss, A absence (zero-point bye, forfeit loss), P PAB, X unknown
   * result (no result code of a round column means "unknown", so X changes nothing here).
   *
   * @return false if the letter is unknown
   */
  boolean trf2026(char letter, Points v) {
    switch (letter) {
      case 'W' -> {
        win(v);
        pabFollowingWin = v;
      }
      case 'D' -> draw(v);
      case 'L' -> loss(v);
      case 'A' -> {
        zeroPointBye = v;
        forfeitLoss = v;
      }
      case 'P' -> setPab(v);
      case 'X' -> {
        // an unknown result has no round-column code, so it scores nothing we read
      }
      default -> {
        return false;
      }
    }
    return true;
  }

  private void win(Points v) {
    whiteWin = v;
    blackWin = v;
    forfeitWin = v;
    fullPointBye = v;
  }

  private void draw(Points v) {
    whiteDraw = v;
    blackDraw = v;
    halfPointBye = v;
  }

  private void loss(Points v) {
    whiteLoss = v;
    blackLoss = v;
  }

  private void setPab(Points v) {
    pab = v;
    pabGiven = true;
  }

  ScoringSystem build() {
    Points pabValue = !pabGiven && pabFollowingWin != null ? pabFollowingWin : pab;
    return new ScoringSystem(
        whiteWin,
        blackWin,
        whiteDraw,
        blackDraw,
        whiteLoss,
        blackLoss,
        forfeitWin,
        forfeitLoss,
        zeroPointBye,
        halfPointBye,
        fullPointBye,
        pabValue);
  }
}
