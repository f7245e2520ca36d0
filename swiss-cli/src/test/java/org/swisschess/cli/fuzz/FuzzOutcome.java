package org.swisschess.cli.fuzz;

/** What became of one fuzzed file; anything else (another exception) fails the property. */
enum FuzzOutcome {
  /** Read, and the system paired the next round (a valid pairing: everyone present, once). */
  PAIRED,
  /** Read, and the system proved that no pairing satisfies its absolute criteria. */
  NO_VALID_PAIRING,
  /** Refused by the reader with {@code file:line:column: expected ..., found ...}. */
  REFUSED_LOCATED,
  /** Read, and the system refused a request its rules do not cover (an adjourned game). */
  REFUSED_UNSUPPORTED
}
