package org.swisschess.rating1998;

/** Receives candidates in the order the text tries them; returns true to stop the search. */
@FunctionalInterface
interface CandidateVisitor {
  boolean visit(Candidate candidate);
}
