package org.swisschess.api;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The pairing-relevant history of every player of a {@link Tournament}, computed once.
 *
 * <p>Example: {@code History.of(t).player(7).colourDifference()}.
 */
public final class History {

  private final Tournament tournament;
  private final Map<Integer, PlayerHistory> byId;
  private final List<PlayerHistory> all;

  private History(Tournament tournament) {
    this.tournament = tournament;
    Map<Integer, PlayerHistory> map = new HashMap<>();
    List<PlayerHistory> list = new ArrayList<>();
    // each player's accelerations found once: a method such as Baku gives half the field one
    Map<Integer, List<Acceleration>> accelerations = new HashMap<>();
    for (Acceleration a : tournament.accelerations()) {
      accelerations.computeIfAbsent(a.player(), id -> new ArrayList<>()).add(a);
    }
    for (Player p : tournament.players()) {
      PlayerHistory h =
          new PlayerHistory(
              p, tournament, accelerations.getOrDefault(p.pairingNumber(), List.of()));
      map.put(p.pairingNumber(), h);
      list.add(h);
    }
    this.byId = map;
    this.all = List.copyOf(list);
  }

  /**
   * Computes the history of every player.
   *
   * @param tournament not null
   * @return never null
   */
  public static History of(Tournament tournament) {
    return new History(tournament);
  }

  /**
   * Returns the tournament.
   *
   * @return never null
   */
  public Tournament tournament() {
    return tournament;
  }

  /**
   * Returns the float of the pairing {@code player} had in {@code round}, on pairing scores (points
   * plus virtual points, {@link PlayerHistory#acceleratedScoreBefore}): the one meaning of a float
   * that every system shares ({@link FloatDirection#between}). Whether a forfeit counts as a
   * pairing, and what a round without an opponent counts as, is each system's own article.
   *
   * @param player a player of this history, not null
   * @param round a completed round in which the player had an opponent (a game or a forfeit)
   * @return never null
   * @throws IllegalArgumentException if the player had no opponent in that round
   */
  public FloatDirection pairingFloat(PlayerHistory player, int round) {
    RoundEntry e = player.player().round(round);
    if (!e.hasOpponent()) {
      throw new IllegalArgumentException(
          "player " + player.id() + " had no opponent in round " + round);
    }
    return FloatDirection.between(
        player.acceleratedScoreBefore(round), player(e.opponent()).acceleratedScoreBefore(round));
  }

  /**
   * Returns one player's history.
   *
   * @param pairingNumber a pairing number of the tournament
   * @return never null
   * @throws IllegalArgumentException if no player has that number
   */
  public PlayerHistory player(int pairingNumber) {
    PlayerHistory h = byId.get(pairingNumber);
    if (h == null) {
      throw new IllegalArgumentException("no player has pairing number " + pairingNumber);
    }
    return h;
  }

  /**
   * Returns every player's history in pairing-number order.
   *
   * @return never null, unmodifiable
   */
  public List<PlayerHistory> players() {
    return all;
  }
}
