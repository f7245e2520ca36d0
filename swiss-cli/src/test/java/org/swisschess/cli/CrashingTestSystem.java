package org.swisschess.cli;

import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;

/** A test-only pairing system with a defect: it always throws. */
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

  @Override
  public Pairing pair(PairingRequest request) {
    throw new IllegalStateException("boom in round " + request.round());
  }
}
