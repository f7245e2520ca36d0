package org.swisschess.baselines;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Tournament;

/**
 * Random pairing within scoregroups, a baseline and not a FIDE system: the present players by
 * score, each scoregroup shuffled, then paired down the list as {@link MonradSystem} pairs it (a
 * player left over meets the highest of the next group he may meet). The shuffle is drawn from the
 * request: option {@code random-seed} if given, else a hash of the round and every player's games
 * by pairing number, so the same request gets the same pairing, whatever the order of players in a
 * file.
 */
public final class RandomScoregroupSystem implements PairingSystem {

  /** The id. */
  public static final String ID = "random-scoregroups";

  /** The request option that fixes the shuffle. */
  public static final String SEED_OPTION = "random-seed";

  /** For the {@link java.util.ServiceLoader}. */
  public RandomScoregroupSystem() {}

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String name() {
    return "Random pairing within scoregroups";
  }

  @Override
  public boolean isBaseline() {
    return true;
  }

  @Override
  public boolean mayReceivePairingAllocatedBye(PlayerHistory player, Tournament tournament) {
    return OrderedPairing.mayReceivePairingAllocatedBye(player);
  }

  @Override
  public Pairing pair(PairingRequest request) {
    return OrderedPairing.pairInScoreOrder(
        request, ID, order -> shuffledWithinScoregroups(order, request));
  }

  /** Each scoregroup of {@code order} shuffled (Fisher-Yates), the groups in their order. */
  private static List<PlayerHistory> shuffledWithinScoregroups(
      List<PlayerHistory> order, PairingRequest request) {
    SplittableRandom random = new SplittableRandom(request.longOption(SEED_OPTION, hash(request)));
    List<PlayerHistory> shuffled = new ArrayList<>(order.size());
    int i = 0;
    while (i < order.size()) {
      int j = i;
      while (j < order.size() && order.get(j).score().equals(order.get(i).score())) {
        j++;
      }
      List<PlayerHistory> group = new ArrayList<>(order.subList(i, j));
      // Fisher-Yates
      for (int k = group.size() - 1; k > 0; k--) {
        int r = random.nextInt(k + 1);
        PlayerHistory x = group.get(k);
        group.set(k, group.get(r));
        group.set(r, x);
      }
      shuffled.addAll(group);
      i = j;
    }
    return shuffled;
  }

  /** A hash of what decides the round: the round, the present players and their games. */
  private static long hash(PairingRequest request) {
    long h = 0x9e3779b97f4a7c15L * (request.round() + 1);
    List<org.swisschess.api.Player> players = new ArrayList<>(request.tournament().players());
    players.sort(java.util.Comparator.comparingInt(org.swisschess.api.Player::pairingNumber));
    for (org.swisschess.api.Player p : players) {
      h = mix(h + p.pairingNumber() + (request.isPresent(p.pairingNumber()) ? 0 : 1L << 40));
      for (RoundEntry e : p.rounds()) {
        h =
            mix(
                h
                    + 31L * e.opponent()
                    + 7L * e.colour().name().hashCode()
                    + e.result().name().hashCode());
      }
    }
    return h;
  }

  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
    z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
    return z ^ (z >>> 31);
  }
}
