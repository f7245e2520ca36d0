package org.swisschess.rating1998;

import java.util.List;

/**
 * One candidate pairing of (part of) a bracket.
 *
 * @param pairs each pair higher-ranked first as it came from S1 and S2
 * @param unpaired the players this candidate leaves unpaired, in A.2 order
 * @param conflicts the pairs that cannot fulfil both colour preferences (B.4)
 */
record Candidate(List<Competitor[]> pairs, List<Competitor> unpaired, int conflicts) {}
