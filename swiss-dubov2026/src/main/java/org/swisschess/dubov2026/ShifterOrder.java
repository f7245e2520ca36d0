package org.swisschess.dubov2026;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** C.04.4.1 (2026) 4.3: the order in which players are tried as shifters between G1 and G2. */
final class ShifterOrder {

  private ShifterOrder() {}

  /** 4.3.2: White seekers by ascending ARO, then ascending TPN. */
  static final Comparator<DubovPlayer> WHITE_SEEKERS =
      Comparator.comparingInt(DubovPlayer::aro).thenComparingInt(DubovPlayer::tpn);

  /** 4.3.2: Black seekers by ascending TPN. */
  static final Comparator<DubovPlayer> BLACK_SEEKERS = Comparator.comparingInt(DubovPlayer::tpn);

  /**
   * 4.3.3: sequence numbers from the middle out: #1 to the player in the (remaining) middle of the
   * sorted list or, with two in the middle, to the one higher in the list; then again on what
   * remains. For A B C D E F G: D C E B F A G.
   *
   * @param sorted the list sorted as 4.3.2 says
   * @return the same players, #1 first
   */
  static <T> List<T> fromTheMiddle(List<T> sorted) {
    List<T> remaining = new ArrayList<>(sorted);
    List<T> out = new ArrayList<>(sorted.size());
    while (!remaining.isEmpty()) {
      // with an odd count the middle is (size-1)/2; with an even count the higher of the two
      out.add(remaining.remove((remaining.size() - 1) / 2));
    }
    return out;
  }
}
