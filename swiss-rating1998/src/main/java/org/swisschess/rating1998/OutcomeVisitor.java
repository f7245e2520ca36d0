package org.swisschess.rating1998;

/** Receives bracket outcomes in the order the text tries them; returns true to stop. */
@FunctionalInterface
interface OutcomeVisitor {
  boolean visit(BracketOutcome outcome);
}
