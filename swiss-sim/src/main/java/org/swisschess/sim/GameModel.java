package org.swisschess.sim;

/**
 * How a game's result is drawn from the two players' true strengths: the built-in models of {@link
 * OutcomeModel}, a {@link ResultTable} read from a small file, or a model of the user's own.
 *
 * <p>Example, a model where White always scores 60 % by draws and wins alike:
 *
 * <pre>{@code
 * GameModel mine = new GameModel() {
 *   public String id() { return "mine"; }
 *   public OutcomeProbabilities probabilities(ResultModel settings, int white, int black) {
 *     return new OutcomeProbabilities(0.4, 0.4, 0.2);
 *   }
 * };
 * GeneratorConfig.of(40, 9).withModel(ResultModel.DEFAULT.withOutcomes(mine));
 * }</pre>
 *
 * <p>A model must be a pure function of its arguments (the same game gets the same result whichever
 * system paired it) and thread-safe.
 */
public interface GameModel {

  /**
   * Returns the model's name as a report records it: for the built-in models and tables, the {@code
   * --model} value that makes it again.
   *
   * @return never null
   */
  String id();

  /**
   * Returns the chances of a game's results.
   *
   * @param settings the field and White advantage settings (the elo models use them); not null
   * @param white White's true strength
   * @param black Black's true strength
   * @return never null
   */
  OutcomeProbabilities probabilities(ResultModel settings, int white, int black);
}
