package org.swisschess.api;

/** The float a player received in one round (C.04.3 A.4). */
public enum FloatDirection {
  /** Met an opponent with the same score. */
  NONE,
  /** Met an opponent with a lower score, or did not play (C.04.3 2017 A.4b). */
  DOWN,
  /** Met an opponent with a higher score. */
  UP
}
