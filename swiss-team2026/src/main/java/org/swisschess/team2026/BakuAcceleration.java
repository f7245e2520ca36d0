package org.swisschess.team2026;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.swisschess.api.Acceleration;
import org.swisschess.api.AccelerationMethod;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.TeamPairingRequest;
import org.swisschess.api.UnsupportedAccelerationException;

/**
 * The acceleration a team request asks for (the option {@value PairingRequest#ACCELERATION}, which
 * a {@code _BAKU} code of record 192 sets), worked out by the one home of acceleration methods,
 * {@link AccelerationMethod#teamAccelerations}: the virtual match points of each team of group A,
 * by team number. C.04.7 1.4.4: only with match points primary.
 */
final class BakuAcceleration {

  private BakuAcceleration() {}

  /** The virtual points by team number; empty without acceleration. */
  static Map<Integer, Acceleration> of(TeamPairingRequest request) {
    Optional<AccelerationMethod> method = method(request);
    Map<Integer, Acceleration> out = new TreeMap<>();
    if (method.isEmpty()) {
      return out;
    }
    Set<Integer> absent = request.round() == 1 ? request.absent() : Set.of();
    for (Acceleration a : method.get().teamAccelerations(request.event(), absent)) {
      out.put(a.player(), a);
    }
    return out;
  }

  private static Optional<AccelerationMethod> method(TeamPairingRequest request) {
    String value = request.options().get(PairingRequest.ACCELERATION);
    if (value == null || value.strip().equalsIgnoreCase("none")) {
      return Optional.empty();
    }
    return Optional.of(
        AccelerationMethod.fromOptionValue(value)
            .orElseThrow(
                () ->
                    new UnsupportedAccelerationException(
                        "option "
                            + PairingRequest.ACCELERATION
                            + "="
                            + value
                            + ": expected none, "
                            + AccelerationMethod.BAKU.optionValue()
                            + " or "
                            + AccelerationMethod.BAKU_BBP.optionValue())));
  }
}
