package org.swisschess.dutch.core;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;
import org.swisschess.api.Board;
import org.swisschess.api.BoardOrder;
import org.swisschess.api.Colour;
import org.swisschess.api.FloatDirection;
import org.swisschess.api.History;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.Player;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Points;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Tournament;

/**
 * The steps every edition of the Dutch System shares around its round pairing: the players of the
 * round in A.2 order, the pairing by the edition, the colours (E.1-E.5) and the board order.
 */
public final class DutchPairing {

  private DutchPairing() {}

  /**
   * Pairs the requested round under {@code edition}.
   *
   * @param request the round to pair
   * @param edition the rule edition
   * @return the pairing with its explanation
   */
  public static Pairing pair(PairingRequest request, DutchEdition edition) {
    return pair(request, edition, Imposed.NONE, RoundOptimum.NONE);
  }

  /**
   * Pairs the requested round under {@code edition} with an alternative imposed, kept like an
   * absolute criterion (see {@link Imposed}), keeping its brackets in {@code optimum} or starting
   * from those kept there.
   */
  static Pairing pair(
      PairingRequest request, DutchEdition edition, Imposed imposed, RoundOptimum optimum) {
    // the method's virtual points, if any, become the pairing scores (C.04.7 1.5)
    Tournament tournament = request.pairingTournament();
    int round = request.round();
    int players = 0;
    for (Player p : tournament.players()) {
      players += request.isPresent(p.pairingNumber()) ? 1 : 0;
    }
    MemoryGuard.requireRoom(players, edition.estimatedBytes(players), MemoryGuard::free);
    History history = History.of(tournament);
    List<Entrant> entrants = entrants(request, tournament, history, edition, imposed);
    entrants.sort((a, b) -> a.ranksAbove(b) ? -1 : b.ranksAbove(a) ? 1 : 0);
    AbsoluteCriteria absolute = new AbsoluteCriteria(tournament, round, imposed);
    RoundExplanation explanation = new RoundExplanation(absolute, edition.articleNames());
    explanation.virtualPoints(round, VirtualPoints.lines(request, tournament));
    Shortcuts shortcuts = Shortcuts.from(request.options());
    int[] partner =
        edition.pairRound(
            entrants, absolute, tournament.completedRounds(), explanation, shortcuts, optimum);

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
          throw new NoValidPairingException(
              "more than one player left unpaired", explanation.impossible(entrants));
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
    boolean byPairingScore = edition.boardOrderByPairingScore();
    List<Board> ordered =
        BoardOrder.sort(
            boards,
            id -> {
              Entrant e = Objects.requireNonNull(byId.get(id)); // every board's ids are entrants
              return Points.ofTenths(byPairingScore ? e.score : e.plainScore);
            },
            id -> Objects.requireNonNull(byId.get(id)).rank);
    return new Pairing(round, ordered, bye, explanation.build());
  }

  /** The round's players in A.2 order, as {@link #pair} sees them. */
  static List<Entrant> sortedEntrants(PairingRequest request, DutchEdition edition) {
    Tournament tournament = request.pairingTournament();
    List<Entrant> entrants =
        entrants(request, tournament, History.of(tournament), edition, Imposed.NONE);
    entrants.sort((a, b) -> a.ranksAbove(b) ? -1 : b.ranksAbove(a) ? 1 : 0);
    return entrants;
  }

  private static List<Entrant> entrants(
      PairingRequest request,
      Tournament t,
      History history,
      DutchEdition edition,
      Imposed imposed) {
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
      FloatDirection f1 =
          played >= 1 ? edition.floatIn(h, history, t, played) : FloatDirection.NONE;
      FloatDirection f2 =
          played >= 2 ? edition.floatIn(h, history, t, played - 1) : FloatDirection.NONE;
      result.add(
          new Entrant(
              h,
              myRank,
              h.acceleratedScoreBefore(round).tenths(),
              h.score().tenths(),
              ColourFacts.of(h),
              f1,
              f2,
              edition.mayReceivePairingAllocatedBye(h, t) && !imposed.barsBye(h.id()),
              playedGames(p, played)));
    }
    return result;
  }

  private static int playedGames(Player p, int played) {
    int count = 0;
    for (int r = 1; r <= played; r++) {
      if (p.round(r).isPlayedGame()) {
        count++;
      }
    }
    return count;
  }

  private static boolean tookPartInPairing(Player p) {
    for (RoundEntry e : p.rounds()) {
      if (e.hasOpponent()
          || e.result() == ResultKind.PAIRING_ALLOCATED_BYE
          || e.result() == ResultKind.FORFEIT_WIN) {
        return true;
      }
    }
    return false;
  }
}
