package org.swisschess.cli;

/** Writes a pairing in one output format. */
interface PairingFormatter {

  /**
   * Returns the pairing as text, every line ending in {@code \n}.
   *
   * @param round the pairing and its context
   * @param explain whether to include the system's explanation, where the format has room for it
   * @return never null
   */
  String format(PairedRound round, boolean explain);
}
