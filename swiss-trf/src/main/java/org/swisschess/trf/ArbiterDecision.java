package org.swisschess.trf;

/**
 * Something the pairing rules forbid but an arbiter may decide all the same, which the reader
 * accepts in a history only when asked to: by default a file that shows it is refused with a
 * located error, because a file that shows it by accident (a typing slip, a merge of two files) is
 * far more common than the decision.
 *
 * <p>Example: {@code TrfReader.read(path, EnumSet.of(ArbiterDecision.REMATCH))}.
 */
public enum ArbiterDecision {
  /**
   * Two players who had already played each other played again (C.04.1 Art. 2: "two participants
   * shall not play against each other more than once"). Games not played (forfeits) are not
   * meetings (C.04.2 Art. 3.5) and never need this.
   */
  REMATCH,

  /**
   * A player received the pairing-allocated bye a second time (C.04.1 Art. 4, in every edition: a
   * participant who has already received it may not receive it again).
   */
  REPEATED_PAB
}
