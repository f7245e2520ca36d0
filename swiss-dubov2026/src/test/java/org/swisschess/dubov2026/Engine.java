package org.swisschess.dubov2026;

import java.util.List;
import org.swisschess.api.History;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.Tournament;

/**
 * Test helper: the engine asked about a tournament written down with swiss-testkit's {@code Games}.
 */
final class Engine {

  private Engine() {}

  /** The next round as dubov-2026 pairs it, loaded by id as a user would. */
  static Pairing pair(Tournament t) {
    return PairingSystems.require("dubov-2026").pair(PairingRequest.of(t));
  }

  /** One player as the engine reads him before the next round. */
  static DubovPlayer contestant(Tournament t, int id) {
    History h = History.of(t);
    return DubovPlayers.of(h.player(id), h, t.completedRounds() + 1, t);
  }

  /** Boards as "w-b" strings, board order kept. */
  static List<String> boards(Pairing p) {
    return p.boards().stream().map(b -> b.white() + "-" + b.black()).toList();
  }
}
