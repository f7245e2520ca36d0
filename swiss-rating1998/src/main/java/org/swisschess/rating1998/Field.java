package org.swisschess.rating1998;

import java.util.ArrayList;
import java.util.List;
import org.swisschess.api.Colour;
import org.swisschess.api.History;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Points;
import org.swisschess.api.Tournament;

/**
 * The players of one round in A.2 order and the absolute criteria between each two of them: B.1 a
 * (forbidden pairs count as having met) and B.2 (some colour allocation keeps both within the
 * colour limits).
 */
final class Field {

  private final PairingRequest request;
  private final List<Competitor> players;
  private final boolean[][] mayMeet;

  private Field(PairingRequest request, List<Competitor> players) {
    this.request = request;
    this.players = players;
    int n = players.size();
    this.mayMeet = new boolean[n][n];
    Tournament t = request.tournament();
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        Competitor a = players.get(i);
        Competitor b = players.get(j);
        boolean ok =
            !a.history().hasPlayed(b.id()) // B.1 a; F.2: unplayed pairings do not count
                && !t.isForbidden(a.id(), b.id(), request.round())
                && colourAllocationExists(a, b);
        mayMeet[i][j] = ok;
        mayMeet[j][i] = ok;
      }
    }
  }

  static Field of(PairingRequest request) {
    Tournament t = request.tournament();
    int round = request.round();
    History history = History.of(t);
    boolean lastRound = round >= t.plannedRounds();
    long maximum = (long) (round - 1) * t.scoring().win().tenths();
    List<Competitor> list = new ArrayList<>();
    for (PlayerHistory h : history.players()) {
      if (!request.isPresent(h.id())) {
        continue; // F.5: absent and withdrawn players are not paired
      }
      Points score = h.acceleratedScoreBefore(round);
      boolean overHalf = lastRound && round > 1 && 2L * score.tenths() > maximum;
      list.add(
          new Competitor(
              0,
              h,
              score,
              Title.ofCode(h.player().title()),
              ColourPreference.of(h, overHalf),
              FloatHistory.floatIn(h, history, round - 1),
              FloatHistory.floatIn(h, history, round - 2),
              overHalf,
              ByeRule.mayReceivePairingAllocatedBye(h, t)));
    }
    list.sort(RankingOrder.A2);
    List<Competitor> ranked = new ArrayList<>(list.size());
    for (int i = 0; i < list.size(); i++) {
      Competitor c = list.get(i);
      ranked.add(
          new Competitor(
              i,
              c.history(),
              c.score(),
              c.title(),
              c.preference(),
              c.lastFloat(),
              c.floatTwoRoundsBefore(),
              c.overHalf(),
              c.byeEligible()));
    }
    return new Field(request, List.copyOf(ranked));
  }

  private static boolean colourAllocationExists(Competitor a, Competitor b) {
    return (a.mayReceive(Colour.WHITE) && b.mayReceive(Colour.BLACK))
        || (a.mayReceive(Colour.BLACK) && b.mayReceive(Colour.WHITE));
  }

  /** Absolute criteria B.1 a and B.2 between two players of this round. */
  boolean mayMeet(Competitor a, Competitor b) {
    return mayMeet[a.rank()][b.rank()];
  }

  List<Competitor> players() {
    return players;
  }

  PairingRequest request() {
    return request;
  }
}
