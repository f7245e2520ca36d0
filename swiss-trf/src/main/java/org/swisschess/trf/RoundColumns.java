package org.swisschess.trf;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.swisschess.api.Colour;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;

/**
 * Checks the completed round columns across player lines: each pairing recorded on both lines with
 * matching colours and results, at most one pairing-allocated bye a round, and, unless an arbiter's
 * decision is accepted, no second PAB for a player and no second game between two players. Errors
 * are located on the line of the lower pairing number and name the other line.
 */
final class RoundColumns {

  private final Map<Integer, PlayerLine> players;
  private final int completed;
  private final Set<ArbiterDecision> accepted;

  RoundColumns(Map<Integer, PlayerLine> players, int completed, Set<ArbiterDecision> accepted) {
    this.players = players;
    this.completed = completed;
    this.accepted = accepted;
  }

  void check() throws TrfException {
    PlayerLine[] pabByRound = new PlayerLine[completed + 1];
    Map<Integer, Integer> metInRound = new HashMap<>();
    for (PlayerLine p : players.values()) {
      metInRound.clear();
      int firstPab = 0;
      for (int r = 1; r <= completed; r++) {
        Optional<RoundEntry> block = p.block(r);
        if (block.isEmpty()) {
          continue;
        }
        RoundEntry e = block.get();
        if (e.hasOpponent()) {
          PlayerLine o = pairing(p, r, e);
          if (e.isPlayedGame()) {
            rematch(p, o, r, metInRound);
          }
        } else if (e.result() == ResultKind.PAIRING_ALLOCATED_BYE) {
          onePabPerRound(p, r, pabByRound);
          if (firstPab != 0 && !accepted.contains(ArbiterDecision.REPEATED_PAB)) {
            throw p.line()
                .error(
                    PlayerLine.blockColumn(r) + 7,
                    "no second pairing-allocated bye for player "
                        + p.id()
                        + " (C.04.1 Art. 4: it had one in round "
                        + firstPab
                        + "; if an arbiter decided it, accept it with --allow repeated-pab,"
                        + " ArbiterDecision.REPEATED_PAB)",
                    SourceLine.quote(
                        p.line()
                            .field(PlayerLine.blockColumn(r) + 7, PlayerLine.blockColumn(r) + 7)));
          }
          if (firstPab == 0) {
            firstPab = r;
          }
        }
      }
    }
  }

  /** Checks one pairing seen from {@code p} and returns the opponent's line. */
  private PlayerLine pairing(PlayerLine p, int r, RoundEntry e) throws TrfException {
    int c = PlayerLine.blockColumn(r);
    PlayerLine o = players.get(e.opponent());
    if (o == null) {
      throw p.line()
          .error(
              c,
              "an opponent who is a player of the tournament (1 to "
                  + players.size()
                  + ") in round "
                  + r,
              SourceLine.quote(p.line().field(c, c + 3)));
    }
    RoundEntry back = o.block(r).orElse(RoundEntry.ABSENT);
    if (back.opponent() != p.id()) {
      throw p.line()
          .error(
              c,
              "player " + e.opponent() + " to list player " + p.id() + " as opponent in round " + r,
              "line "
                  + o.line().number()
                  + " lists "
                  + (back.hasOpponent() ? "opponent " + back.opponent() : "no opponent"));
    }
    if (e.isPlayedGame() != back.isPlayedGame()) {
      throw p.line()
          .error(
              c + 7,
              "a result of the same kind as player "
                  + e.opponent()
                  + "'s in round "
                  + r
                  + " (line "
                  + o.line().number()
                  + " has '"
                  + back.result().code()
                  + "': both played or both unplayed)",
              SourceLine.quote(p.line().field(c + 7, c + 7)));
    }
    if (e.isPlayedGame()) {
      if (back.colour() != e.colour().opposite()) {
        throw p.line()
            .error(
                c + 5,
                "colour "
                    + back.colour().opposite().code()
                    + " against player "
                    + e.opponent()
                    + " in round "
                    + r
                    + " (line "
                    + o.line().number()
                    + " has "
                    + back.colour().code()
                    + ")",
                SourceLine.quote(p.line().field(c + 5, c + 5)));
      }
      ResultKind expected = complement(back.result());
      if (e.result() != expected) {
        throw p.line()
            .error(
                c + 7,
                "result "
                    + expected.code()
                    + " against player "
                    + e.opponent()
                    + " in round "
                    + r
                    + " (line "
                    + o.line().number()
                    + " has "
                    + back.result().code()
                    + ")",
                SourceLine.quote(p.line().field(c + 7, c + 7)));
      }
    } else {
      forfeit(p, o, r, e, back);
    }
    return o;
  }

  /** A game not played: at most one side won it, and the colours both given or both left out. */
  private static void forfeit(PlayerLine p, PlayerLine o, int r, RoundEntry e, RoundEntry back)
      throws TrfException {
    int c = PlayerLine.blockColumn(r);
    if (e.result() == ResultKind.FORFEIT_WIN && back.result() == ResultKind.FORFEIT_WIN) {
      throw p.line()
          .error(
              c + 7,
              "'-' against player "
                  + o.id()
                  + " in round "
                  + r
                  + " (line "
                  + o.line().number()
                  + " gives player "
                  + o.id()
                  + " the forfeit win: one game has at most one winner; '-' on both lines if"
                  + " neither came)",
              SourceLine.quote(p.line().field(c + 7, c + 7)));
    }
    if (e.colour() != back.colour().opposite()) {
      String expected =
          back.colour() == Colour.NONE
              ? "no colour ('-' or blank) for the unplayed game against player "
                  + o.id()
                  + " in round "
                  + r
                  + ", as line "
                  + o.line().number()
                  + " has (colours are given on both lines or on neither)"
              : "colour "
                  + back.colour().opposite().code()
                  + " for the unplayed game against player "
                  + o.id()
                  + " in round "
                  + r
                  + " (line "
                  + o.line().number()
                  + " has "
                  + back.colour().code()
                  + ")";
      throw p.line().error(c + 5, expected, SourceLine.quote(p.line().field(c + 5, c + 5)));
    }
  }

  private static void onePabPerRound(PlayerLine p, int r, PlayerLine[] pabByRound)
      throws TrfException {
    PlayerLine other = pabByRound[r];
    if (other != null) {
      int c = PlayerLine.blockColumn(r) + 7;
      throw p.line()
          .error(
              c,
              "at most one pairing-allocated bye in round "
                  + r
                  + " (player "
                  + other.id()
                  + " has it on line "
                  + other.line().number()
                  + ")",
              SourceLine.quote(p.line().field(c, c)));
    }
    pabByRound[r] = p;
  }

  /** C.04.1 Art. 2: a second game played between the same two players. */
  private void rematch(PlayerLine p, PlayerLine o, int r, Map<Integer, Integer> metInRound)
      throws TrfException {
    Integer before = metInRound.putIfAbsent(o.id(), r);
    if (before == null || accepted.contains(ArbiterDecision.REMATCH)) {
      return;
    }
    int c = PlayerLine.blockColumn(r);
    throw p.line()
        .error(
            c,
            "an opponent player "
                + p.id()
                + " has not played before (C.04.1 Art. 2: players "
                + p.id()
                + " and "
                + o.id()
                + " played each other in round "
                + before
                + ", lines "
                + p.line().number()
                + " and "
                + o.line().number()
                + "; if an arbiter decided the rematch, accept it with --allow rematch,"
                + " ArbiterDecision.REMATCH)",
            SourceLine.quote(p.line().field(c, c + 3)));
  }

  static ResultKind complement(ResultKind kind) {
    return switch (kind) {
      case WIN -> ResultKind.LOSS;
      case LOSS -> ResultKind.WIN;
      case UNRATED_WIN -> ResultKind.UNRATED_LOSS;
      case UNRATED_LOSS -> ResultKind.UNRATED_WIN;
      default -> kind;
    };
  }
}
