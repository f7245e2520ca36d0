package org.swisschess.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.swisschess.api.Attendance;
import org.swisschess.api.Board;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.Player;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Tournament;

/**
 * The random tournament generator (RTG): plays a whole tournament with any pairing system.
 *
 * <p>Before each round the schedule (drawn from the seed alone) says who is not paired: requested
 * byes {@code H}, {@code Z}, {@code F}, announced absences, players who withdrew or have not
 * entered yet (late entries exist from the start with blank first rounds). Those players are the
 * request's absent set, so the absent players of round r are exactly those whose round-r entry has
 * no opponent and is not a PAB. Then the system pairs the round, and only then are results drawn: a
 * paired game may turn into a forfeit ({@code +}/{@code -}, or {@code -}/{@code -} for a double
 * forfeit, both keeping their colours and opponent), which changes nothing in that round's pairing.
 * So re-pairing the finished tournament round by round with the same system gives the same
 * pairings.
 *
 * <p>Deterministic: the same system, configuration and seed give the same tournament. Each game's
 * result comes from its own stream keyed by seed, round and the two players, so the same game gets
 * the same result whichever system paired it.
 *
 * <p>Example: {@code TournamentGenerator.generate(system, GeneratorConfig.of(40, 9),
 * 42L).tournament()}.
 */
public final class TournamentGenerator {

  private TournamentGenerator() {}

  /**
   * Generates a tournament.
   *
   * @param system the pairing system, not null
   * @param config the configuration, not null
   * @param seed any value
   * @return never null
   * @throws org.swisschess.api.PairingException other than {@link NoValidPairingException}, or any
   *     runtime exception the system throws, unchanged
   */
  public static GeneratedTournament generate(
      PairingSystem system, GeneratorConfig config, long seed) {
    List<Entrant> field =
        FieldGenerator.draw(config.players(), config.model(), config.rates().unrated(), seed);
    Schedule schedule = Schedule.draw(config, seed);
    List<Player> players = new ArrayList<>(field.size());
    List<Integer> strengths = new ArrayList<>(field.size());
    for (Entrant e : field) {
      players.add(
          Player.of(
              e.pairingNumber(),
              String.format(java.util.Locale.ROOT, "Player %03d", e.pairingNumber()),
              e.rating()));
      strengths.add(e.strength());
    }
    Tournament t =
        new Tournament(
            "RTG " + Long.toUnsignedString(seed),
            players,
            0,
            config.rounds(),
            schedule.initialColour(),
            config.scoring(),
            schedule.forbiddenPairs(),
            List.of(),
            Attendance.NONE);
    GameResults results = new GameResults(config, seed, strengths);
    List<RoundRecord> records = new ArrayList<>();
    List<Long> nanos = new ArrayList<>();
    for (int round = 1; round <= config.rounds(); round++) {
      Map<Integer, RoundEntry> entries = new TreeMap<>(schedule.notPairedIn(round));
      PairingRequest request = new PairingRequest(t, round, entries.keySet(), config.options());
      long start = System.nanoTime();
      Pairing pairing;
      try {
        pairing = system.pair(request);
      } catch (NoValidPairingException e) {
        nanos.add(System.nanoTime() - start);
        records.add(RoundRecord.failed(round, entries.keySet(), String.valueOf(e.getMessage())));
        if (config.onNoValidPairing() == NoPairingPolicy.STOP) {
          break;
        }
        t = t.withRound(entries);
        continue;
      }
      nanos.add(System.nanoTime() - start);
      records.add(RoundRecord.paired(round, entries.keySet(), pairing));
      for (Board b : pairing.boards()) {
        results.play(round, b, entries);
      }
      pairing
          .pairingAllocatedBye()
          .ifPresent(p -> entries.put(p, RoundEntry.bye(ResultKind.PAIRING_ALLOCATED_BYE)));
      t = t.withRound(entries);
    }
    return new GeneratedTournament(seed, system.id(), config, t, strengths, records, nanos);
  }
}
