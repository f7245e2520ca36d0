package org.swisschess.dubov2026;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.swisschess.api.Colour;
import org.swisschess.api.ColourPreference;
import org.swisschess.api.FloatDirection;
import org.swisschess.api.History;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Tournament;
import org.swisschess.basic2026.ByeEligibility;
import org.swisschess.basic2026.RoundPlayer;

/** Reads every player to be paired from the history, as the 2026 text sees them. */
final class DubovPlayers {

  private DubovPlayers() {}

  /**
   * The players to pair in the request's round, by descending pairing score, then ascending TPN.
   *
   * @param request the request
   * @param history the history of {@link PairingRequest#pairingTournament()}
   * @return never null
   */
  static List<DubovPlayer> toPair(PairingRequest request, History history) {
    Tournament t = history.tournament();
    int round = request.round();
    List<DubovPlayer> out = new ArrayList<>();
    for (PlayerHistory h : history.players()) {
      if (request.isPresent(h.id())) {
        out.add(of(h, history, round, t));
      }
    }
    out.sort(
        Comparator.comparing(DubovPlayer::score).reversed().thenComparingInt(DubovPlayer::tpn));
    return out;
  }

  static DubovPlayer of(PlayerHistory h, History history, int round, Tournament t) {
    long ratingSum = 0;
    int upfloats = 0;
    boolean upfloatedLast = false;
    for (int r = 1; r < round; r++) {
      RoundEntry e = h.player().round(r);
      if (!e.isPlayedGame()) {
        continue;
      }
      ratingSum += t.player(e.opponent()).rating(); // 1.7.1: opponents met over the board
      // 1.8: upfloated = paired, in a game played, against a higher pairing score (README)
      boolean up = history.pairingFloat(h, r) == FloatDirection.UP;
      if (up) {
        upfloats++;
      }
      if (r == round - 1) {
        upfloatedLast = up;
      }
    }
    int games = h.colourHistory().size();
    return new DubovPlayer(
        new RoundPlayer(
            h.id(),
            h.acceleratedScoreBefore(round),
            h.colourHistory(),
            colourPreference(h.colourPreference()),
            ByeEligibility.mayReceive(h, t.scoring())),
        h.player().rating(),
        Aro.of(ratingSum, games),
        upfloats,
        upfloatedLast,
        MaximumUpfloater.isMaximumUpfloater(upfloats, t.plannedRounds()));
  }

  /** 1.6.4: "Players who have not played any game have a mild colour preference for Black". */
  static final ColourPreference BEFORE_THE_FIRST_GAME =
      new ColourPreference(Colour.BLACK, ColourPreference.Strength.MILD);

  /**
   * 1.6: the colour preference. 1.6.1-1.6.3 are the definition the Dutch and Burstein texts share
   * ({@link PlayerHistory#colourPreference()}); 1.6.4 is this text's own: a player who has not
   * played has a mild preference for Black, not none.
   *
   * @param shared the shared definition's preference, {@link ColourPreference#NONE} before the
   *     first game
   * @return never {@link ColourPreference#NONE}
   */
  static ColourPreference colourPreference(ColourPreference shared) {
    return shared.hasPreference() ? shared : BEFORE_THE_FIRST_GAME;
  }
}
