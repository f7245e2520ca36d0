package org.swisschess.dutch2012;

/**
 * Two players paired in a bracket, by rank (their place in the A.2 order), before colours are
 * allocated (section E): {@code first} is the one the procedure placed first (from S1, or the
 * higher-ranked when the pair comes from a matching).
 */
record Pair(int first, int second) {}
