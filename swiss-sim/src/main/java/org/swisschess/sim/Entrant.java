package org.swisschess.sim;

/**
 * One generated player before any round: pairing number, true strength and published rating.
 *
 * @param pairingNumber from 1, by descending rating
 * @param strength the true playing strength (Elo) that results are drawn from
 * @param rating the published rating the pairing system sees
 */
record Entrant(int pairingNumber, int strength, int rating) {}
