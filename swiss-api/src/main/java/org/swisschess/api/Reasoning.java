package org.swisschess.api;

import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * Why one player was paired as he was: his opponent, colour, float or pairing-allocated bye, each
 * against the alternative he would naturally expect, with the rule that decided and the numbers.
 * Every reason is proven: the round was paired again with the alternative imposed and compared
 * criterion by criterion (see {@link WhyThisPairing}).
 *
 * @param player the pairing number
 * @param pairingScore his pairing score before the round; not null
 * @param scoregroup his scoregroup in a player's words; not null
 * @param opponent his opponent, or empty (the pairing-allocated bye); not null
 * @param colour his colour, {@link Colour#NONE} with the bye; not null
 * @param floatDirection the float of his pairing (the bye counts as the system says); not null
 * @param dueColour his colour preference, {@link Colour#NONE} without one; not null
 * @param reasons the proven reasons, in the order opponent, colour, float, bye; not null
 * @param unproven the alternatives considered whose cost could not be proven, so not shown; not
 *     null
 * @param competitors what {@code player} numbers: a player, or the team of a team event (then the
 *     colour is its board 1's, C.04.6 1.6.1, and the bye is the PAB); not null
 * @since 1.0.0
 */
public record Reasoning(
    int player,
    Points pairingScore,
    String scoregroup,
    OptionalInt opponent,
    Colour colour,
    FloatDirection floatDirection,
    Colour dueColour,
    List<Reason> reasons,
    List<Imposition> unproven,
    PairingSystem.Competitors competitors) {

  /**
   * Validates and copies.
   *
   * @param player the pairing number
   * @param pairingScore not null
   * @param scoregroup not null
   * @param opponent not null
   * @param colour not null
   * @param floatDirection not null
   * @param dueColour not null
   * @param reasons not null
   * @param unproven not null
   * @param competitors not null
   */
  public Reasoning {
    Objects.requireNonNull(competitors, "competitors");
    Objects.requireNonNull(pairingScore, "pairingScore");
    Objects.requireNonNull(scoregroup, "scoregroup");
    Objects.requireNonNull(opponent, "opponent");
    Objects.requireNonNull(colour, "colour");
    Objects.requireNonNull(floatDirection, "floatDirection");
    Objects.requireNonNull(dueColour, "dueColour");
    reasons = List.copyOf(reasons);
    unproven = List.copyOf(unproven);
  }

  /**
   * Returns whether the player got the pairing-allocated bye.
   *
   * @return true with no opponent
   */
  public boolean pairingAllocatedBye() {
    return opponent.isEmpty();
  }

  /**
   * Returns the explanation as plain text: a headline, then one indented line per reason.
   *
   * <p>Example: {@code Player 5 (3.0 points, scoregroup 3.0) plays 12 with White.}; for a team,
   * {@code Team 5 (6.0 points, scoregroup 6.0) plays team 12 with White on board 1.}
   *
   * @return never null; ends with a line break
   */
  public String toText() {
    boolean team = competitors == PairingSystem.Competitors.TEAMS;
    StringBuilder sb = new StringBuilder();
    sb.append(team ? "Team " : "Player ")
        .append(player)
        .append(" (")
        .append(pairingScore)
        .append(" points, ")
        .append(scoregroup)
        .append(")");
    if (opponent.isEmpty()) {
      sb.append(
          team ? " gets the pairing-allocated bye (PAB).\n" : " gets the pairing-allocated bye.\n");
    } else {
      sb.append(team ? " plays team " : " plays ")
          .append(opponent.getAsInt())
          .append(" with ")
          .append(colour == Colour.WHITE ? "White" : "Black")
          .append(team ? " on board 1" : "");
      if (floatDirection != FloatDirection.NONE) {
        sb.append(floatDirection == FloatDirection.DOWN ? ", floating down" : ", floating up");
      }
      sb.append(".\n");
    }
    if (opponent.isPresent() && dueColour != Colour.NONE && dueColour == colour) {
      sb.append("  Colour: ")
          .append(colour == Colour.WHITE ? "White" : "Black")
          .append(team ? " on board 1" : "")
          .append(", as your colour preference asks.\n");
    }
    for (Reason r : reasons) {
      sb.append("  ").append(title(r.topic(), team)).append(": ").append(r.text()).append('\n');
    }
    if (!unproven.isEmpty()) {
      sb.append("  (")
          .append(unproven.size())
          .append(unproven.size() == 1 ? " alternative" : " alternatives")
          .append(" could not be proven worse and ")
          .append(unproven.size() == 1 ? "is" : "are")
          .append(" not shown.)\n");
    }
    return sb.toString();
  }

  private static String title(Reason.Topic topic, boolean team) {
    return switch (topic) {
      case OPPONENT -> "Opponent";
      case COLOUR -> "Colour";
      case FLOAT -> "Float";
      case BYE -> team ? "PAB" : "Bye";
    };
  }
}
