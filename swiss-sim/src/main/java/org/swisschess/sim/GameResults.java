package org.swisschess.sim;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;

/** Draws the result of each paired game, after the pairing: forfeits first, then the game. */
final class GameResults {

  private final GeneratorConfig config;
  private final long seed;
  private final List<Integer> strengths;

  GameResults(GeneratorConfig config, long seed, List<Integer> strengths) {
    this.config = config;
    this.seed = seed;
    this.strengths = strengths;
  }

  /** Puts both players' entries for the game on {@code board} into {@code entries}. */
  void play(int round, Board board, Map<Integer, RoundEntry> entries) {
    int w = board.white();
    int b = board.black();
    SplittableRandom random = Seeds.stream(seed, Seeds.GAME, round, w, b);
    double forfeit = random.nextDouble();
    double which = random.nextDouble();
    double game = random.nextDouble();
    ResultKind white;
    ResultKind black;
    EventRates rates = config.rates();
    if (forfeit < rates.forfeit()) {
      // A double forfeit is written -/- : the pairing stands, neither player scores or gets a
      // colour.
      if (which < rates.doubleForfeitShare()) {
        white = ResultKind.FORFEIT_LOSS;
        black = ResultKind.FORFEIT_LOSS;
      } else if (which < rates.doubleForfeitShare() + (1 - rates.doubleForfeitShare()) / 2) {
        white = ResultKind.FORFEIT_WIN;
        black = ResultKind.FORFEIT_LOSS;
      } else {
        white = ResultKind.FORFEIT_LOSS;
        black = ResultKind.FORFEIT_WIN;
      }
    } else {
      int sw = strengths.get(w - 1);
      int sb = strengths.get(b - 1);
      OutcomeProbabilities p = config.model().probabilities(sw, sb);
      double whiteWin = p.whiteWin();
      double draw = p.draw();
      if (game < whiteWin) {
        white = ResultKind.WIN;
        black = ResultKind.LOSS;
      } else if (game < whiteWin + draw) {
        white = ResultKind.DRAW;
        black = ResultKind.DRAW;
      } else {
        white = ResultKind.LOSS;
        black = ResultKind.WIN;
      }
    }
    entries.put(w, new RoundEntry(b, Colour.WHITE, white));
    entries.put(b, new RoundEntry(w, Colour.BLACK, black));
  }
}
