package org.swisschess.testkit;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;
import org.swisschess.api.Acceleration;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.ForbiddenPair;
import org.swisschess.api.History;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.Player;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.ResultKind;
import org.swisschess.api.Tournament;
import org.swisschess.trf.TrfDocument;
import org.swisschess.trf.TrfException;
import org.swisschess.trf.TrfReader;
import org.swisschess.trf.TrfWriter;

/**
 * The checks of {@link PairingSystemContract}, each a plain method that returns the violations it
 * finds (empty when the pairing keeps the rule), so they can be run on hand-made pairings too.
 */
public final class ContractChecks {

  private ContractChecks() {}

  /**
   * Runs every check of a pairing the system returned for {@code request}.
   *
   * @param system the system that paired, for its colour rules and bye eligibility; not null
   * @param request not null
   * @param pairing not null
   * @return never null
   */
  public static List<Violation> checkPairing(
      PairingSystem system, PairingRequest request, Pairing pairing) {
    List<Violation> out = new ArrayList<>();
    out.addAll(checkRoundNumber(request, pairing));
    out.addAll(checkEveryPresentPlayerExactlyOnce(request, pairing));
    out.addAll(checkAbsentPlayersNeverPaired(request, pairing));
    out.addAll(checkPairingAllocatedByeOnlyWhenOdd(request, pairing));
    out.addAll(checkNoRematch(request, pairing));
    out.addAll(checkNoForbiddenPair(request, pairing));
    out.addAll(checkByeEligibility(system, request, pairing));
    out.addAll(checkColourRules(system, request, pairing));
    return out;
  }

  /**
   * The pairing is of the round asked for.
   *
   * @param request not null
   * @param pairing not null
   * @return never null
   */
  public static List<Violation> checkRoundNumber(PairingRequest request, Pairing pairing) {
    if (pairing.round() == request.round()) {
      return List.of();
    }
    return List.of(
        new Violation(
            "round",
            "asked for round " + request.round() + ", got a pairing of round " + pairing.round()));
  }

  /**
   * Every present player appears exactly once, on a board or as the PAB, and nobody else appears.
   *
   * @param request not null
   * @param pairing not null
   * @return never null
   */
  public static List<Violation> checkEveryPresentPlayerExactlyOnce(
      PairingRequest request, Pairing pairing) {
    Map<Integer, Integer> seen = appearances(pairing);
    List<Violation> out = new ArrayList<>();
    Tournament t = request.tournament();
    for (Player p : t.players()) {
      int id = p.pairingNumber();
      int times = seen.getOrDefault(id, 0);
      if (request.isPresent(id) && times != 1) {
        out.add(
            new Violation(
                "exactly-once",
                "round "
                    + request.round()
                    + ": present player "
                    + id
                    + " appears "
                    + times
                    + " times"));
      }
    }
    for (int id : seen.keySet()) {
      if (t.findPlayer(id).isEmpty()) {
        out.add(
            new Violation(
                "exactly-once",
                "round " + request.round() + ": player " + id + " is not in the tournament"));
      }
    }
    return out;
  }

  /**
   * No absent player is on a board or gets the PAB.
   *
   * @param request not null
   * @param pairing not null
   * @return never null
   */
  public static List<Violation> checkAbsentPlayersNeverPaired(
      PairingRequest request, Pairing pairing) {
    List<Violation> out = new ArrayList<>();
    for (int id : appearances(pairing).keySet()) {
      if (request.absent().contains(id)) {
        out.add(
            new Violation(
                "absent-never",
                "round " + request.round() + ": absent player " + id + " is paired"));
      }
    }
    return out;
  }

  /**
   * A PAB only when the number of present players is odd (the record allows at most one).
   *
   * @param request not null
   * @param pairing not null
   * @return never null
   */
  public static List<Violation> checkPairingAllocatedByeOnlyWhenOdd(
      PairingRequest request, Pairing pairing) {
    long present =
        request.tournament().players().stream()
            .filter(p -> request.isPresent(p.pairingNumber()))
            .count();
    if (pairing.pairingAllocatedBye().isPresent() && present % 2 == 0) {
      return List.of(
          new Violation(
              "pab-when-odd",
              "round "
                  + request.round()
                  + ": a PAB to player "
                  + pairing.pairingAllocatedBye().getAsInt()
                  + " with "
                  + present
                  + " players to pair"));
    }
    if (pairing.pairingAllocatedBye().isEmpty() && present % 2 == 1) {
      return List.of(
          new Violation(
              "pab-when-odd",
              "round " + request.round() + ": no PAB with " + present + " players to pair"));
    }
    return List.of();
  }

  /**
   * No two players meet again after a played game; forfeited games do not count as played.
   *
   * @param request not null
   * @param pairing not null
   * @return never null
   */
  public static List<Violation> checkNoRematch(PairingRequest request, Pairing pairing) {
    History h = History.of(request.tournament());
    List<Violation> out = new ArrayList<>();
    for (Board b : pairing.boards()) {
      if (known(request, b) && h.player(b.white()).hasPlayed(b.black())) {
        out.add(
            new Violation(
                "rematch",
                "round "
                    + request.round()
                    + ": "
                    + b.white()
                    + " and "
                    + b.black()
                    + " have played each other before"));
      }
    }
    return out;
  }

  /**
   * No board joins a forbidden pair.
   *
   * @param request not null
   * @param pairing not null
   * @return never null
   */
  public static List<Violation> checkNoForbiddenPair(PairingRequest request, Pairing pairing) {
    List<Violation> out = new ArrayList<>();
    for (Board b : pairing.boards()) {
      if (request.tournament().isForbidden(b.white(), b.black(), request.round())) {
        out.add(
            new Violation(
                "forbidden-pair",
                "round "
                    + request.round()
                    + ": "
                    + b.white()
                    + " and "
                    + b.black()
                    + " are a forbidden pair"));
      }
    }
    return out;
  }

  /**
   * The PAB goes only to a player the system itself allows it ({@link
   * PairingSystem#mayReceivePairingAllocatedBye}).
   *
   * @param system not null
   * @param request not null
   * @param pairing not null
   * @return never null
   */
  public static List<Violation> checkByeEligibility(
      PairingSystem system, PairingRequest request, Pairing pairing) {
    if (pairing.pairingAllocatedBye().isEmpty()) {
      return List.of();
    }
    int bye = pairing.pairingAllocatedBye().getAsInt();
    Tournament t = request.tournament();
    if (t.findPlayer(bye).isEmpty()) {
      return List.of();
    }
    PlayerHistory h = History.of(t).player(bye);
    if (system.mayReceivePairingAllocatedBye(h, t)) {
      return List.of();
    }
    return List.of(
        new Violation(
            "pab-eligibility",
            "round "
                + request.round()
                + ": player "
                + bye
                + " gets the PAB but may not (had a PAB: "
                + h.hadPairingAllocatedBye()
                + ", had a forfeit win: "
                + h.hadForfeitWin()
                + ")"));
  }

  /**
   * Every paired player stays within the system's absolute {@link PairingSystem#colourRules()}
   * after the round, counting played games only; games with a top scorer exempt in the last round
   * if declared.
   *
   * @param system not null
   * @param request not null
   * @param pairing not null
   * @return never null
   */
  public static List<Violation> checkColourRules(
      PairingSystem system, PairingRequest request, Pairing pairing) {
    Tournament t = request.tournament();
    History h = History.of(t);
    List<Violation> out = new ArrayList<>();
    for (Board b : pairing.boards()) {
      if (!known(request, b)) {
        continue;
      }
      for (int id : new int[] {b.white(), b.black()}) {
        Colour c = id == b.white() ? Colour.WHITE : Colour.BLACK;
        int opponent = id == b.white() ? b.black() : b.white();
        Optional<String> breach =
            AbsoluteColourRules.breach(
                system.colourRules(), h.player(id), h.player(opponent), c, t, request.round());
        if (breach.isPresent()) {
          out.add(
              new Violation(
                  "colour-rules",
                  "round "
                      + request.round()
                      + ": player "
                      + id
                      + " gets "
                      + c
                      + " after "
                      + h.player(id).colourHistory()
                      + ": "
                      + breach.get()));
        }
      }
    }
    return out;
  }

  /**
   * A system that found no valid pairing must be right: for at most 12 present players, an
   * exhaustive search must find none either. Larger fields cannot be confirmed and pass.
   *
   * @param system not null
   * @param request the request the system could not pair; not null
   * @return never null
   */
  public static List<Violation> checkNoValidPairingConfirmed(
      PairingSystem system, PairingRequest request) {
    long present =
        request.tournament().players().stream()
            .filter(p -> request.isPresent(p.pairingNumber()))
            .count();
    if (present > BruteForcePairing.MAX_PLAYERS || !BruteForcePairing.exists(system, request)) {
      return List.of();
    }
    return List.of(
        new Violation(
            "no-valid-pairing",
            "round "
                + request.round()
                + ": the system found no pairing of "
                + present
                + " players, but one exists without rematch, forbidden pair or colour-rule breach"));
  }

  /**
   * Two pairings of the same round are the same: the same boards with the same colours in the same
   * order, the same PAB.
   *
   * @param check the name to report, such as {@code deterministic}; not null
   * @param round the round, for the message
   * @param expected not null
   * @param actual not null
   * @return never null
   */
  public static List<Violation> checkSameOutput(
      String check, int round, Pairing expected, Pairing actual) {
    if (expected.boards().equals(actual.boards())
        && expected.pairingAllocatedBye().equals(actual.pairingAllocatedBye())) {
      return List.of();
    }
    return List.of(
        new Violation(
            check,
            "round " + round + ": first " + describe(expected) + ", then " + describe(actual)));
  }

  /**
   * Returns the same request with the tournament rebuilt from its players, forbidden pairs and
   * accelerations in another order (and the absent set rebuilt): input order must not matter.
   *
   * @param request not null
   * @param seed decides the order
   * @return never null
   */
  public static PairingRequest shuffled(PairingRequest request, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Tournament t = request.tournament();
    List<Player> players = shuffle(t.players(), random);
    List<ForbiddenPair> forbidden = shuffle(t.forbiddenPairs(), random);
    List<Acceleration> accelerations = shuffle(t.accelerations(), random);
    Tournament reordered =
        new Tournament(
            t.name(),
            players,
            t.completedRounds(),
            t.plannedRounds(),
            t.initialColour(),
            t.scoring(),
            forbidden,
            accelerations,
            t.attendance());
    Set<Integer> absent =
        new HashSet<>(shuffle(new ArrayList<>(new TreeSet<>(request.absent())), random));
    return new PairingRequest(reordered, request.round(), absent, request.options());
  }

  /**
   * Returns the same request read back from TRF text in which the player ({@code 001}) lines are in
   * another order, as a file from another program may have them.
   *
   * <p>TRF cannot tell a last round in which nobody was paired from the round being paired (a
   * column of entries without opponents), so such a state has no TRF form and gives empty.
   *
   * @param request not null
   * @param seed decides the order
   * @return empty if the last completed round has no game and no PAB
   * @throws IllegalStateException if the TRF round trip does not give the same tournament back
   */
  public static Optional<PairingRequest> shuffledViaTrf(PairingRequest request, long seed) {
    Tournament t = request.tournament();
    if (t.completedRounds() > 0
        && t.players().stream()
            .map(p -> p.round(t.completedRounds()))
            .noneMatch(e -> e.hasOpponent() || e.result() == ResultKind.PAIRING_ALLOCATED_BYE)) {
      return Optional.empty();
    }
    List<String> lines = new ArrayList<>(TrfWriter.write(TrfDocument.of(t)).lines().toList());
    List<Integer> playerLines = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).startsWith("001")) {
        playerLines.add(i);
      }
    }
    List<Integer> order = shuffle(playerLines, new SplittableRandom(seed));
    List<String> shuffled = new ArrayList<>(lines);
    for (int i = 0; i < playerLines.size(); i++) {
      shuffled.set(playerLines.get(i), lines.get(order.get(i)));
    }
    String text = String.join("\n", shuffled) + "\n";
    Tournament back;
    try {
      back = TrfReader.parse(text, "shuffled.trf").tournament();
    } catch (TrfException e) {
      throw new IllegalStateException(
          "the TRF of the tournament does not read back: " + e.getMessage(), e);
    }
    if (!back.players().equals(t.players())
        || !back.forbiddenPairs().equals(t.forbiddenPairs())
        || !back.scoring().equals(t.scoring())
        || back.initialColour() != t.initialColour()
        || back.plannedRounds() != t.plannedRounds()
        || !back.accelerations().equals(t.accelerations())
        || !back.attendance()
            .notPaired(request.round())
            .equals(t.attendance().notPaired(request.round()))) {
      throw new IllegalStateException("the TRF round trip changed the tournament:\n" + text);
    }
    return Optional.of(
        new PairingRequest(back, request.round(), request.absent(), request.options()));
  }

  private static <T> List<T> shuffle(List<T> list, SplittableRandom random) {
    List<T> out = new ArrayList<>(list);
    for (int i = out.size() - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      T x = out.get(i);
      out.set(i, out.get(j));
      out.set(j, x);
    }
    return out;
  }

  static String describe(Pairing p) {
    StringBuilder sb = new StringBuilder();
    for (Board b : p.boards()) {
      sb.append(b.white()).append('-').append(b.black()).append(' ');
    }
    p.pairingAllocatedBye().ifPresent(bye -> sb.append("PAB ").append(bye));
    return sb.toString().strip();
  }

  private static boolean known(PairingRequest request, Board b) {
    return request.tournament().findPlayer(b.white()).isPresent()
        && request.tournament().findPlayer(b.black()).isPresent();
  }

  private static Map<Integer, Integer> appearances(Pairing pairing) {
    Map<Integer, Integer> seen = new TreeMap<>();
    for (Board b : pairing.boards()) {
      seen.merge(b.white(), 1, Integer::sum);
      seen.merge(b.black(), 1, Integer::sum);
    }
    pairing.pairingAllocatedBye().ifPresent(id -> seen.merge(id, 1, Integer::sum));
    return seen;
  }
}
