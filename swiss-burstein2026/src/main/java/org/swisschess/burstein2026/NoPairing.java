package org.swisschess.burstein2026;

/** The round cannot be paired under the absolute criteria (1.9.3: the Chief Arbiter decides). */
final class NoPairing extends RuntimeException {

  private static final long serialVersionUID = 1L;

  NoPairing(String reason) {
    super(reason, null, false, false);
  }
}
