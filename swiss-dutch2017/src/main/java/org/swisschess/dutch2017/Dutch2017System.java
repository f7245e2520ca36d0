package org.swisschess.dutch2017;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.swisschess.api.Board;
import org.swisschess.api.BoardOrder;
import org.swisschess.api.Colour;
import org.swisschess.api.ColourRules;
import org.swisschess.api.FloatDirection;
import org.swisschess.api.History;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.Player;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Points;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Tournament;

/**
 * The FIDE (Dutch) System, C.04.3 as approved at Baku 2016 with the 2017 definitions: pairing
 * system {@code dutch-2017}.
 *
 * <p>Example: {@code PairingSystems.require("dutch-2017").pair(PairingRequest.of(tournament))}.
 */
public final class Dutch2017System implements PairingSystem {

  /** Creates the system; used by {@link java.util.ServiceLoader}. */
  public Dutch2017System() {}

  @Override
  public String id() {
    return "dutch-2017";
  }

  @Override
  public String name() {
    return "FIDE Dutch System (C.04.3, 2017)";
  }

  @Override
  public ColourRules colourRules() {
    return new ColourRules(2, 2, true);
  }

  @Override
  public Pairing pair(PairingRequest request) {
    Tournament tournament = request.tournament();
    int round = request.round();
    History history = History.of(tournament);
    List<Entrant> entrants = entrants(request, history);
    entrants.sort((a, b) -> a.ranksAbove(b) ? -1 : b.ranksAbove(a) ? 1 : 0);
    AbsoluteCriteria absolute = new AbsoluteCriteria(tournament, round);
    RoundExplanation explanation = new RoundExplanation(absolute);
    int[] partner = new RoundPairer(entrants, absolute, tournament.completedRounds(), explanation).pair();

    ColourAllocator colours = new ColourAllocator(tournament.initialColour());
    List<Board> boards = new ArrayList<>();
    OptionalInt bye = OptionalInt.empty();
    Map<Integer, Entrant> byId = new HashMap<>();
    for (Entrant e : entrants) {
      byId.put(e.id, e);
    }
    for (int i = 0; i < entrants.size(); i++) {
      Entrant e = entrants.get(i);
      if (partner[i] < 0) {
        if (bye.isPresent()) {
          throw new org.swisschess.api.NoValidPairingException("more than one player left unpaired", explanation.build());
        }
        bye = OptionalInt.of(e.id);
        explanation.bye(e);
        continue;
      }
      Entrant o = entrants.get(partner[i]);
      if (e.id < o.id) {
        // E.1-E.5, decided from the player with the lower pairing number's side.
        boolean white = colours.colourOf(e, o) == Colour.WHITE;
        boards.add(white ? new Board(e.id, o.id) : new Board(o.id, e.id));
      }
    }
    List<Board> ordered = BoardOrder.sort(boards, id -> Points.ofTenths(byId.get(id).plainScore),
        id -> byId.get(id).rank);
    return new Pairing(round, ordered, bye, explanation.build());
  }

  private static List<Entrant> entrants(PairingRequest request, History history) {
    Tournament t = request.tournament();
    int round = request.round();
    int played = t.completedRounds();
    List<Entrant> result = new ArrayList<>();
    int rank = 0;
    List<Player> byNumber = new ArrayList<>(t.players());
    byNumber.sort(Comparator.comparingInt(Player::pairingNumber));
    for (Player p : byNumber) {
      boolean present = request.isPresent(p.pairingNumber());
      if (!present && !tookPartInPairing(p)) {
        continue; // players who never entered a pairing do not count for the ranking (E.5 parity)
      }
      int myRank = rank++;
      if (!present) {
        continue;
      }
      PlayerHistory h = history.player(p.pairingNumber());
      FloatDirection f1 = played >= 1 ? floatOf(h, history, played) : null;
      FloatDirection f2 = played >= 2 ? floatOf(h, history, played - 1) : null;
      result.add(new Entrant(h, myRank, h.acceleratedScoreBefore(round).tenths(), h.score().tenths(),
          ColourPreference.of(h.colourHistory()), f1, f2, !h.hadPairingAllocatedBye() && !h.hadForfeitWin()));
    }
    return result;
  }

  private static boolean tookPartInPairing(Player p) {
    for (RoundEntry e : p.rounds()) {
      if (e.hasOpponent() || e.result() == ResultKind.PAIRING_ALLOCATED_BYE || e.result() == ResultKind.FORFEIT_WIN) {
        return true;
      }
    }
    return false;
  }

  /** A.4 b, on pairing scores: a player who did not play floats down. */
  private static FloatDirection floatOf(PlayerHistory h, History history, int round) {
    RoundEntry e = h.player().round(round);
    if (!e.isPlayedGame()) {
      return FloatDirection.DOWN;
    }
    int mine = h.acceleratedScoreBefore(round).tenths();
    int theirs = history.player(e.opponent()).acceleratedScoreBefore(round).tenths();
    return mine > theirs ? FloatDirection.DOWN : mine < theirs ? FloatDirection.UP : FloatDirection.NONE;
  }
}
