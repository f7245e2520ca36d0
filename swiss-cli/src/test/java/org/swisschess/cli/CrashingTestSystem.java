package org.swisschess.cli;

import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Tournament;

/**
 * A test-only pairing system with a defect: it always throws. The tournament's name chooses what:
 * {@code StackOverflowError} and {@code OutOfMemoryError} throw those errors, as an engine that
 * recursed too deep or a field too large for the heap would; any other name an
 * IllegalStateException.
 */
public final class CrashingTestSystem implements PairingSystem {

  /** The id tests pass to {@code --system}. */
  public static final String ID = "crashing-test";

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String name() {
    return "Always crashes (test only)";
  }

  /** Declares C.2 of the 2017 Dutch text: not after a PAB or a forfeit win. */
  @Override
  public boolean mayReceivePairingAllocatedBye(PlayerHistory player, Tournament tournament) {
    return !player.hadPairingAllocatedBye() && !player.hadForfeitWin();
  }

  @Override
  public Pairing pair(PairingRequest request) {
    switch (request.tournament().name()) {
      case "StackOverflowError" -> throw new StackOverflowError();
      case "OutOfMemoryError" -> throw new OutOfMemoryError("Java heap space");
      default -> throw new IllegalStateException("boom in round " + request.round());
    }
  }
}
