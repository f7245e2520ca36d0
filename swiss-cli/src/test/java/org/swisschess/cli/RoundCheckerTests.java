package org.swisschess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.Explanation;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.Player;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.RecordedRound;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Tournament;

class RoundCheckerTests {

  /**
   * Six players, two rounds. Round 1: 1-2 (1 White, won), 3 and 4 a forfeit written without
   * colours, 5 the PAB, 6 absent. Round 2: 2-1 (2 White), 3-5 (3 White), 4 and 6 half-point byes.
   */
  private static Tournament sixPlayers() {
    List<Player> players = new ArrayList<>();
    players.add(
        player(
            1,
            new RoundEntry(2, Colour.WHITE, ResultKind.WIN),
            new RoundEntry(2, Colour.BLACK, ResultKind.DRAW)));
    players.add(
        player(
            2,
            new RoundEntry(1, Colour.BLACK, ResultKind.LOSS),
            new RoundEntry(1, Colour.WHITE, ResultKind.DRAW)));
    players.add(
        player(
            3,
            new RoundEntry(4, Colour.NONE, ResultKind.FORFEIT_WIN),
            new RoundEntry(5, Colour.WHITE, ResultKind.WIN)));
    players.add(
        player(
            4,
            new RoundEntry(3, Colour.NONE, ResultKind.FORFEIT_LOSS),
            RoundEntry.bye(ResultKind.HALF_POINT_BYE)));
    players.add(
        player(
            5,
            RoundEntry.bye(ResultKind.PAIRING_ALLOCATED_BYE),
            new RoundEntry(3, Colour.BLACK, ResultKind.LOSS)));
    players.add(player(6, RoundEntry.ABSENT, RoundEntry.bye(ResultKind.HALF_POINT_BYE)));
    return Tournament.start(3, players.stream().map(p -> p.withRounds(List.of())).toList())
        .withRound(entries(players, 1))
        .withRound(entries(players, 2));
  }

  private static Player player(int id, RoundEntry... rounds) {
    return Player.of(id, "P" + id, 2000 - id).withRounds(List.of(rounds));
  }

  private static java.util.Map<Integer, RoundEntry> entries(List<Player> players, int round) {
    java.util.Map<Integer, RoundEntry> m = new java.util.HashMap<>();
    players.forEach(p -> m.put(p.pairingNumber(), p.round(round)));
    return m;
  }

  @Test
  void theRecordedRoundHasColouredBoardsColourlessForfeitsThePabAndTheUnpaired() {
    RecordedRound r1 = RecordedRound.of(sixPlayers(), 1);

    assertEquals(Set.of(new Board(1, 2)), r1.boards());
    assertEquals(Set.of(new Board(3, 4)), r1.colourless());
    assertEquals(OptionalInt.of(5), r1.pairingAllocatedBye());
    assertEquals(Set.of(6), r1.absent());
  }

  @Test
  void aColourlessForfeitAgreesWithEitherColourButColouredBoardsMustMatch() {
    RecordedRound r1 = RecordedRound.of(sixPlayers(), 1);

    assertTrue(r1.agreesWith(pairing(1, OptionalInt.of(5), new Board(1, 2), new Board(4, 3))));
    assertTrue(r1.agreesWith(pairing(1, OptionalInt.of(5), new Board(3, 4), new Board(1, 2))));
    assertFalse(r1.agreesWith(pairing(1, OptionalInt.of(5), new Board(2, 1), new Board(3, 4))));
    assertFalse(r1.agreesWith(pairing(1, OptionalInt.of(6), new Board(1, 2), new Board(3, 4))));
    assertFalse(r1.agreesWith(pairing(1, OptionalInt.empty(), new Board(1, 2), new Board(3, 4))));
    assertFalse(r1.agreesWith(pairing(1, OptionalInt.of(5), new Board(1, 2))));
  }

  @Test
  void theSystemIsAskedForTheRoundFromTheStateBeforeItWithTheUnpairedAbsent() {
    Recording system =
        new Recording(pairing(2, OptionalInt.empty(), new Board(2, 1), new Board(3, 5)));

    RoundCheck check = new RoundChecker(system).check(sixPlayers(), 2);

    assertEquals(RoundCheck.Outcome.IDENTICAL, check.outcome());
    PairingRequest asked = system.asked();
    assertEquals(2, asked.round());
    assertEquals(1, asked.tournament().completedRounds());
    assertEquals(Set.of(4, 6), asked.absent());
  }

  @Test
  void aDifferentPairingIsDifferent() {
    RoundCheck check =
        new RoundChecker(
                new Recording(pairing(2, OptionalInt.empty(), new Board(1, 2), new Board(3, 5))))
            .check(sixPlayers(), 2);

    assertEquals(RoundCheck.Outcome.DIFFERENT, check.outcome());
    assertEquals(Optional.empty(), check.error());
  }

  @Test
  void aColourSwapIsMarkedSideBySide() {
    Pairing ours = pairing(2, OptionalInt.empty(), new Board(1, 2), new Board(3, 5));
    RoundCheck check = new RoundChecker(new Recording(ours)).check(sixPlayers(), 2);
    StringWriter out = new StringWriter();
    CheckReport report = new CheckReport(new PrintWriter(out, true), false);

    report.add(
        new TournamentCheck("six.trf", Optional.of("recording"), List.of(check), Optional.empty()));

    assertEquals(
        """
        six.trf round 2 (recording): different
          file     swiss
          2 - 1  | 1 - 2
          3 - 5    3 - 5
          no bye   no bye
        """,
        out.toString());
    assertEquals(
        "checked 1 tournaments, 1 rounds: 0 identical, 1 different, 0 errors", report.summary());
    assertFalse(report.allIdentical());
  }

  private static Pairing pairing(int round, OptionalInt bye, Board... boards) {
    return new Pairing(round, List.of(boards), bye, Explanation.EMPTY);
  }

  /** Answers with a fixed pairing and remembers what it was asked. */
  private static final class Recording implements PairingSystem {
    private final Pairing answer;
    private @Nullable PairingRequest request;

    Recording(Pairing answer) {
      this.answer = answer;
    }

    /** The request it was asked to pair. */
    PairingRequest asked() {
      PairingRequest r = request;
      if (r == null) {
        throw new AssertionError("the system was not asked to pair");
      }
      return r;
    }

    @Override
    public String id() {
      return "recording";
    }

    @Override
    public String name() {
      return "Recording";
    }

    /** Declares C.2 of the 2017 Dutch text: not after a PAB or a forfeit win. */
    @Override
    public boolean mayReceivePairingAllocatedBye(PlayerHistory player, Tournament tournament) {
      return !player.hadPairingAllocatedBye() && !player.hadForfeitWin();
    }

    @Override
    public Pairing pair(PairingRequest request) {
      this.request = request;
      return answer;
    }
  }
}
