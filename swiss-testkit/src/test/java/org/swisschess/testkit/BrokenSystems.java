package org.swisschess.testkit;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.atomic.AtomicLong;
import org.swisschess.api.Board;
import org.swisschess.api.Explanation;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Tournament;
import org.swisschess.api.TournamentType;

/** Deliberately broken systems, each breaking one rule of the contract. */
public final class BrokenSystems {

  private BrokenSystems() {}

  private static Pairing copy(Pairing p, List<Board> boards, OptionalInt bye) {
    return new Pairing(p.round(), boards, bye, p.explanation());
  }

  /** Pairs absent players as if present. */
  public static final class IgnoresAbsentees extends BacktrackingTestSystem {
    /** For the registry. */
    public IgnoresAbsentees() {
      super(new Keeps(false, true, true, true, true));
    }

    @Override
    public String id() {
      return "test-broken-ignores-absentees";
    }
  }

  /** Gives the PAB to the lowest player even if he already had one. */
  public static final class GivesASecondPab extends BacktrackingTestSystem {
    /** For the registry. */
    public GivesASecondPab() {
      super(new Keeps(true, true, true, true, false));
    }

    @Override
    public String id() {
      return "test-broken-second-pab";
    }

    @Override
    boolean byeAllowed(PlayerHistory p, Tournament t) {
      // The worst choice first: someone who already had the PAB.
      return p.hadPairingAllocatedBye() || super.byeAllowed(p, t);
    }
  }

  /** Puts one player on a second board (which the Pairing record itself refuses). */
  public static final class PairsAPlayerTwice extends BacktrackingTestSystem {
    @Override
    public String id() {
      return "test-broken-pairs-twice";
    }

    @Override
    public Pairing pair(PairingRequest request) {
      Pairing p = super.pair(request);
      if (p.boards().size() < 2) {
        return p;
      }
      List<Board> boards = new ArrayList<>(p.boards());
      boards.set(1, new Board(boards.get(1).white(), boards.get(0).white()));
      return copy(p, boards, p.pairingAllocatedBye());
    }
  }

  /** Pairs around an adjourned game as if it scored nothing, a silent guess at its result. */
  public static final class CountsAdjournedGamesAsNothing extends BacktrackingTestSystem {
    @Override
    public String id() {
      return "test-broken-adjourned-as-nothing";
    }

    @Override
    boolean refusesAdjournedGames() {
      return false;
    }
  }

  /**
   * Pairs a request that names an acceleration method as if it named none, though it reads explicit
   * virtual points: a {@code _BAKU} tournament type silently ignored.
   */
  public static final class IgnoresTheAccelerationMethod extends BacktrackingTestSystem {
    @Override
    public String id() {
      return "test-broken-ignores-acceleration";
    }

    @Override
    Tournament pairingTournament(PairingRequest request) {
      return request.tournament();
    }
  }

  /**
   * Declares a code the TRF reader refuses, and a second that it never names for its own output: a
   * file it wrote would not pick it again.
   */
  public static final class DeclaresItsTypesWrongly extends BacktrackingTestSystem {
    @Override
    public String id() {
      return "test-broken-tournament-types";
    }

    @Override
    public List<TournamentType> tournamentTypes() {
      return List.of(TournamentType.of("MY_SWISS"), TournamentType.of("CUSTOM_SWISS"));
    }

    @Override
    public Optional<TournamentType> tournamentTypeFor(Map<String, String> options) {
      return Optional.empty();
    }
  }

  /** Allows rematches. */
  static final class Rematches extends BacktrackingTestSystem {
    Rematches() {
      super(new Keeps(true, false, true, true, true));
    }
  }

  /** Ignores forbidden pairs. */
  static final class IgnoresForbiddenPairs extends BacktrackingTestSystem {
    IgnoresForbiddenPairs() {
      super(new Keeps(true, true, false, true, true));
    }
  }

  /** Ignores its own colour rules: the lower number always has White. */
  static final class IgnoresColours extends BacktrackingTestSystem {
    IgnoresColours() {
      super(new Keeps(true, true, true, false, true));
    }
  }

  /** Leaves the last board out. */
  static final class DropsABoard extends BacktrackingTestSystem {
    @Override
    public Pairing pair(PairingRequest request) {
      Pairing p = super.pair(request);
      return p.boards().isEmpty()
          ? p
          : copy(p, p.boards().subList(0, p.boards().size() - 1), p.pairingAllocatedBye());
    }
  }

  /** With an even number to pair, turns the last board into a PAB and drops the other player. */
  static final class ByeWhenEven extends BacktrackingTestSystem {
    @Override
    public Pairing pair(PairingRequest request) {
      Pairing p = super.pair(request);
      if (p.pairingAllocatedBye().isPresent() || p.boards().isEmpty()) {
        return p;
      }
      Board last = p.boards().get(p.boards().size() - 1);
      return copy(p, p.boards().subList(0, p.boards().size() - 1), OptionalInt.of(last.black()));
    }
  }

  /** Gives up from round 3 on. */
  static final class GivesUpEarly extends BacktrackingTestSystem {
    @Override
    public Pairing pair(PairingRequest request) {
      if (request.round() >= 3) {
        throw new NoValidPairingException("gave up", Explanation.EMPTY);
      }
      return super.pair(request);
    }
  }

  /** Swaps colours on every other call. */
  static final class Nondeterministic extends BacktrackingTestSystem {
    private final AtomicLong calls = new AtomicLong();

    @Override
    public Pairing pair(PairingRequest request) {
      Pairing p = super.pair(request);
      if (calls.incrementAndGet() % 2 == 0 || p.boards().isEmpty()) {
        return p;
      }
      List<Board> boards = new ArrayList<>(p.boards());
      boards.set(
          0, new Board(/* white= */ boards.get(0).black(), /* black= */ boards.get(0).white()));
      return copy(p, boards, p.pairingAllocatedBye());
    }
  }

  /** Lets the order of the forbidden pairs decide board 1's colours. */
  static final class OrderDependent extends BacktrackingTestSystem {
    @Override
    public Pairing pair(PairingRequest request) {
      Pairing p = super.pair(request);
      var forbidden = request.tournament().forbiddenPairs();
      if (forbidden.isEmpty()
          || p.boards().isEmpty()
          || forbidden
              .get(0)
              .equals(
                  forbidden.stream()
                      .min(Comparator.comparingInt(f -> f.first() * 10_000 + f.second()))
                      .orElseThrow())) {
        return p;
      }
      List<Board> boards = new ArrayList<>(p.boards());
      boards.set(
          0, new Board(/* white= */ boards.get(0).black(), /* black= */ boards.get(0).white()));
      return copy(p, boards, p.pairingAllocatedBye());
    }
  }
}
