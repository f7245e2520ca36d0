package org.swisschess.sim;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * How a game's result is drawn from the two players' strengths.
 *
 * <p>Example: {@code OutcomeModel.FIDE_2024.probabilities(ResultModel.DEFAULT, 2000, 2000)} gives
 * White 0.355, a draw 0.363, Black 0.282.
 */
public enum OutcomeModel implements GameModel {

  /**
   * FIDE's statistical model for chess tournament simulations, 2024 (O. Milvang), the one FIDE's
   * approval of pairing programs refers to.
   */
  FIDE_2024("fide"),

  /** Its predecessor of 2015 (O. Milvang). */
  FIDE_2015("fide-2015"),

  /**
   * The project's own model: the Elo expectation with a White advantage and a draw rate that rises
   * with the level, as {@link ResultModel} sets them.
   */
  ELO("elo"),

  /**
   * The Elo expectation with the White advantage and no draws: White wins with probability {@code E
   * = 1 / (1 + 10^((Rb - Rw - advantage) / 400))}, so the expected score is the Elo one.
   */
  NO_DRAWS("no-draws");

  private final String id;

  OutcomeModel(String id) {
    this.id = id;
  }

  /**
   * Returns the name on the command line: {@code fide}, {@code fide-2015}, {@code elo} or {@code
   * no-draws}.
   *
   * @return never null
   */
  @Override
  public String id() {
    return id;
  }

  /**
   * Returns the model of that name, case-insensitively.
   *
   * @param name a name, not null
   * @return empty if no model has that name
   */
  public static Optional<OutcomeModel> fromId(String name) {
    String n = name.strip().toLowerCase(Locale.ROOT);
    return Arrays.stream(values()).filter(m -> m.id.equals(n)).findFirst();
  }

  /**
   * Returns the names of all models, for messages.
   *
   * @return never null
   */
  public static String ids() {
    return Arrays.stream(values()).map(OutcomeModel::id).collect(Collectors.joining(", "));
  }

  /**
   * Returns the chances of a game's results.
   *
   * @param settings the White advantage and draw rates {@link #ELO} uses; not null
   * @param white White's true strength
   * @param black Black's true strength
   * @return never null
   */
  @Override
  public OutcomeProbabilities probabilities(ResultModel settings, int white, int black) {
    return switch (this) {
      case FIDE_2024 -> Milvang2024.probabilities(white, black);
      case FIDE_2015 -> Milvang2015.probabilities(white, black);
      case ELO -> {
        double draw = settings.drawChance(white, black);
        double whiteWin = Math.max(0, settings.expectedScore(white, black) - draw / 2);
        yield new OutcomeProbabilities(whiteWin, draw, Math.max(0, 1 - whiteWin - draw));
      }
      case NO_DRAWS -> {
        double e = settings.expectedScore(white, black);
        yield new OutcomeProbabilities(e, 0, 1 - e);
      }
    };
  }
}
