package org.swisschess.trf;

/**
 * How much text the reader takes before it refuses a file as absurd, so that no input can fill the
 * heap before its error is found.
 *
 * <p>The largest legal file holds 9,999 player lines of 999 round blocks: about 10,100 characters a
 * line, 101 million in all. The widest other record lists every player once ({@code XXZ}, {@code
 * XXP}, {@code 240}, {@code 260}: five columns a pairing number, about 50,000 characters).
 *
 * @param maxLineLength the most characters a line may hold, its line end not counted
 * @param maxLines the most lines a file may hold
 * @param maxCharacters the most characters a file may hold, line ends included
 */
record TrfLimits(int maxLineLength, int maxLines, long maxCharacters) {

  /** Twice the widest record; a million lines; 160 million characters. */
  static final TrfLimits DEFAULT = new TrfLimits(100_000, 1_000_000, 160_000_000L);
}
