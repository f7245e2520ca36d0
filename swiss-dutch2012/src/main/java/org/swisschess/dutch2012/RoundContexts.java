package org.swisschess.dutch2012;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.swisschess.api.Colour;
import org.swisschess.api.ColourPreference;
import org.swisschess.api.History;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Tournament;

/** Builds the {@link RoundContext} of a request: who plays, in A.2 order, with what history. */
final class RoundContexts {

  private RoundContexts() {}

  static RoundContext of(PairingRequest request) {
    Tournament t = request.tournament();
    int round = request.round();
    History history = History.of(t);
    List<PlayerHistory> present = new ArrayList<>();
    for (PlayerHistory h : history.players()) {
      if (request.isPresent(h.id())) {
        present.add(h);
      }
    }
    // A.2: score, then pairing number
    present.sort(
        Comparator.comparing((PlayerHistory h) -> h.acceleratedScoreBefore(round))
            .reversed()
            .thenComparingInt(PlayerHistory::id));
    boolean lastRound = round >= t.plannedRounds();
    int win = t.scoring().win().tenths();
    List<Entrant> entrants = new ArrayList<>(present.size());
    for (int rank = 0; rank < present.size(); rank++) {
      PlayerHistory h = present.get(rank);
      ColourPreference pref = h.colourPreference(); // A.7.a-c, A.7.f: the API's, the same words
      // A.10: over 50% of the maximum possible score when pairing the last round
      boolean top = lastRound && 2L * h.score().tenths() > (long) (round - 1) * win;
      List<Colour> colours = new ArrayList<>();
      for (RoundEntry e : h.player().rounds()) {
        colours.add(e.isPlayedGame() ? e.colour() : Colour.NONE);
      }
      entrants.add(
          new Entrant(
              h.id(),
              h.acceleratedScoreBefore(round).tenths(),
              rank,
              pref,
              h.colourHistory().size(),
              Floats2012.floatIn(h, history, round - 1),
              Floats2012.floatIn(h, history, round - 2),
              Floats2012.mayReceivePairingAllocatedBye(h, t.scoring()),
              top,
              colours));
    }
    int n = entrants.size();
    boolean[][] mayMeet = new boolean[n][n];
    for (int a = 0; a < n; a++) {
      for (int b = a + 1; b < n; b++) {
        int ia = entrants.get(a).id();
        int ib = entrants.get(b).id();
        // B.1.a: a game not played (forfeit) is not a meeting; forbidden pairs count as met
        boolean ok = !present.get(a).hasPlayed(ib) && !t.isForbidden(ia, ib, round);
        mayMeet[a][b] = ok;
        mayMeet[b][a] = ok;
      }
    }
    return new RoundContext(
        entrants, mayMeet, round, lastRound, win, t.initialColour(), RoundBudget.of(request));
  }
}
