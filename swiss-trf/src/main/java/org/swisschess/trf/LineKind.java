package org.swisschess.trf;

/**
 * What a line of a TRF text means to the reader, so that the writer knows which lines it may
 * rewrite.
 */
enum LineKind {
  /** {@code 001}. */
  PLAYER,
  /** {@code 012}. */
  NAME,
  /** {@code XXR}, {@code 142}. */
  ROUNDS,
  /** {@code XXC}, {@code 152}. */
  COLOUR,
  /** {@code XXS}, {@code BBW BBD BBL BBZ BBF BBU}, {@code 162}. */
  SCORING,
  /** {@code XXP}, {@code 260}. */
  FORBIDDEN,
  /** {@code XXA}, {@code 250}. */
  ACCELERATION,
  /** {@code XXZ}. */
  ABSENT,
  /** {@code 240}. */
  BYES,
  /** {@code 092}, {@code 192}. */
  TYPE,
  /** Comments, blank lines and every record the reader does not interpret. */
  OTHER
}
