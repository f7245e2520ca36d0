package org.swisschess.dubov;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.swisschess.api.Colour;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Points;
import org.swisschess.api.RoundEntry;

/**
 * One present player as the Dubov rules see him in the round being paired. His pairing number,
 * name, R and colour history are read from one value, his {@link PlayerHistory} (swiss-api's facts
 * of the games played: colour difference, last colour, the last two games' colour), so that they
 * cannot disagree.
 *
 * @param index position in the round's list of present players
 * @param history the player's history: pairing number, name, R (0 if unrated) and colours
 * @param score the pairing score: points before the round plus any acceleration
 * @param aro ARO of Dubov 1
 * @param upfloats how often the player was transferred to a higher score group (2.5)
 * @param upfloatedLastRound whether the last round was such a transfer (2.5, "two times running")
 * @param byeBarred whether 2.2 bars him from the bye
 */
record Entrant(
    int index,
    PlayerHistory history,
    Points score,
    Aro aro,
    int upfloats,
    boolean upfloatedLastRound,
    boolean byeBarred) {

  private static final Comparator<Entrant> ALPHABETICAL =
      Comparator.comparing((Entrant e) -> e.name().toLowerCase(Locale.ROOT))
          .thenComparing(Entrant::name)
          .thenComparingInt(Entrant::id);

  /** Dubov 6.2: white-seekers by increasing ARO, then lower R, then alphabetically. */
  static final Comparator<Entrant> WHITE_SEEKER_ORDER =
      Comparator.comparing(Entrant::aro)
          .thenComparingInt(Entrant::rating)
          .thenComparing(ALPHABETICAL);

  /** Dubov 6.2: black-seekers by decreasing R, then higher ARO, then alphabetically. */
  static final Comparator<Entrant> BLACK_SEEKER_ORDER =
      Comparator.comparingInt(Entrant::rating)
          .reversed()
          .thenComparing(Comparator.comparing(Entrant::aro).reversed())
          .thenComparing(ALPHABETICAL);

  /** Dubov 7.1, 7.2 and 8.2: highest R first, then lowest ARO. */
  static final Comparator<Entrant> HIGHEST_R_LOWEST_ARO =
      Comparator.comparingInt(Entrant::rating)
          .reversed()
          .thenComparing(Entrant::aro)
          .thenComparing(ALPHABETICAL);

  /** The pairing number. */
  int id() {
    return history.id();
  }

  /** The name, for the alphabetical tie-breaks of 6.2, 7.3 and 7.4. */
  String name() {
    return history.player().name();
  }

  /** R of Dubov 1, 0 if unrated. */
  int rating() {
    return history.player().rating();
  }

  /** Whites less blacks over the games played ({@link PlayerHistory#colourDifference()}). */
  int colourDifference() {
    return history.colourDifference();
  }

  /**
   * The colour of each completed round, round 1 first, {@link Colour#NONE} for a round without a
   * game played (chapter 3 goes back round by round).
   */
  List<Colour> coloursByRound() {
    List<Colour> byRound = new ArrayList<>();
    for (RoundEntry e : history.player().rounds()) {
      byRound.add(e.isPlayedGame() ? e.colour() : Colour.NONE);
    }
    return byRound;
  }

  /** Dubov 1: the due colour, {@link Colour#NONE} before the first game. */
  Colour due() {
    return DueColour.of(history);
  }

  /** The colour 2.3 or 2.4 demands, {@link Colour#NONE} if free. */
  Colour forced() {
    return DueColour.forced(history);
  }

  /**
   * The colour the player "should play" in 6.2: the colour 2.3/2.4 demands, otherwise the due
   * colour of Dubov 1 (they differ only when 2.4 overrides a due colour; README gap 1-c).
   */
  Colour seeking() {
    Colour f = forced();
    return f != Colour.NONE ? f : due();
  }

  boolean mayTake(Colour colour) {
    return DueColour.mayTake(history, colour);
  }

  /** A short label for the explanation. */
  String label() {
    return id() + " (R " + rating() + ", ARO " + aro + ")";
  }
}
