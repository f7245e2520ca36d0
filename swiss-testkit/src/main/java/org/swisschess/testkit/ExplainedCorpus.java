package org.swisschess.testkit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.swisschess.api.Decision;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.Reason;
import org.swisschess.api.Reasoning;
import org.swisschess.api.RecordedRound;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.TeamPairingRequest;
import org.swisschess.api.Tournament;
import org.swisschess.api.WhyThisPairing;
import org.swisschess.trf.TrfDocument;
import org.swisschess.trf.TrfException;
import org.swisschess.trf.TrfReader;

/**
 * Explains every player of every round of a folder of tournament files, as {@code swiss explain
 * --all --round R} does, and proves every reason given from scratch ({@link ReasonProof}): the
 * evidence that explanations hold on real files, not only on generated rounds.
 */
public final class ExplainedCorpus {

  private ExplainedCorpus() {}

  /**
   * What the explanations of a corpus gave.
   *
   * @param files the files read
   * @param rounds the rounds explained
   * @param players the players explained
   * @param proven the reasons given, all proven, by kind of decision
   * @param withheld the alternatives whose cost could not be proven, so not given
   * @param refuted the reasons given that {@link ReasonProof} refutes: empty when all hold
   */
  public record Report(
      int files,
      int rounds,
      int players,
      Map<Decision.Kind, Integer> proven,
      int withheld,
      List<String> refuted) {

    /**
     * Copies.
     *
     * @param files the files read
     * @param rounds the rounds explained
     * @param players the players explained
     * @param proven the reasons given, all proven, by kind of decision
     * @param withheld the alternatives whose cost could not be proven, so not given
     * @param refuted the reasons given that {@link ReasonProof} refutes: empty when all hold
     */
    public Report {
      proven = Map.copyOf(proven);
      refuted = List.copyOf(refuted);
    }

    /**
     * Returns the number of reasons given.
     *
     * @return the sum over the kinds
     */
    public int reasons() {
      return proven.values().stream().mapToInt(Integer::intValue).sum();
    }

    /**
     * Returns a one-line summary.
     *
     * @return never null
     */
    public String summary() {
      return files
          + " files, "
          + rounds
          + " rounds, "
          + players
          + " players explained, "
          + reasons()
          + " reasons proven "
          + proven
          + ", "
          + withheld
          + " withheld, "
          + refuted.size()
          + " refuted";
    }
  }

  /**
   * Explains the first {@code maxFiles} {@code *.trf} files of {@code folder}, in name order, every
   * round the system pairs as recorded (a round it would pair otherwise is skipped: its reasons
   * could not all be proven).
   *
   * @param system the system that paired them
   * @param folder the corpus
   * @param maxFiles at most this many files
   * @return never null
   */
  public static Report explain(PairingSystem system, Path folder, int maxFiles) {
    List<Path> files;
    try (Stream<Path> s = Files.list(folder)) {
      files =
          s.filter(p -> p.getFileName().toString().endsWith(".trf"))
              .sorted()
              .limit(maxFiles)
              .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    int rounds = 0;
    int players = 0;
    int withheld = 0;
    Map<Decision.Kind, Integer> proven = new EnumMap<>(Decision.Kind.class);
    List<String> refuted = new ArrayList<>();
    for (Path f : files) {
      TrfDocument doc;
      try {
        doc = TrfReader.read(f);
      } catch (TrfException e) {
        throw new IllegalArgumentException(f + ": not readable: " + e.getMessage(), e);
      }
      Tournament full = doc.tournament();
      Map<String, String> options =
          doc.accelerationMethod()
              .map(m -> Map.of(PairingRequest.ACCELERATION, m.optionValue()))
              .orElse(Map.of());
      for (int r = 1; r <= full.completedRounds(); r++) {
        RecordedRound recorded = RecordedRound.of(full, r);
        PairingRequest request = recorded.request(full, options);
        Pairing pairing;
        try {
          pairing = system.pair(request);
        } catch (NoValidPairingException e) {
          continue;
        }
        if (!recorded.agreesWith(pairing)) {
          continue;
        }
        rounds++;
        WhyThisPairing why = WhyThisPairing.of(system, request, pairing);
        for (Reasoning reasoning : why.explainAll()) {
          players++;
          withheld += reasoning.unproven().size();
          for (Reason reason : reasoning.reasons()) {
            Optional<String> wrong = ReasonProof.refute(system, request, pairing, reason);
            if (wrong.isPresent()) {
              refuted.add(
                  f.getFileName() + " round " + r + ": " + reason.text() + " -- " + wrong.get());
            } else {
              proven.merge(reason.decision().kind(), 1, Integer::sum);
            }
          }
        }
      }
    }
    return new Report(files.size(), rounds, players, proven, withheld, refuted);
  }

  /**
   * Explains the team events among {@code files}, as {@code swiss explain --all --round R} does on
   * a team file: every team of every round the team system pairs as recorded (a round it would pair
   * otherwise is skipped), each reason proven from scratch ({@link TeamReasonProof}). Each file is
   * paired with the options of its tournament type (record 192), then {@code options}.
   *
   * @param system a team system
   * @param files team event files
   * @param options more request options (such as {@code readings=gacrux})
   * @return never null; {@code players} counts the teams explained
   */
  public static Report explainTeams(
      PairingSystem system, List<Path> files, Map<String, String> options) {
    int rounds = 0;
    int teams = 0;
    int withheld = 0;
    Map<Decision.Kind, Integer> proven = new EnumMap<>(Decision.Kind.class);
    List<String> refuted = new ArrayList<>();
    for (Path f : files) {
      TrfDocument doc;
      TeamEvent event;
      try {
        doc = TrfReader.read(f);
        event =
            doc.teamEvent()
                .orElseThrow(() -> new IllegalArgumentException(f + ": not a team event"));
      } catch (TrfException e) {
        throw new IllegalArgumentException(f + ": not readable: " + e.getMessage(), e);
      }
      Map<String, String> all = new TreeMap<>();
      doc.tournamentType()
          .flatMap(PairingSystems::forTournamentType)
          .ifPresent(c -> all.putAll(c.type().requestOptions()));
      all.putAll(options);
      Tournament full = event.tournament();
      for (int r = 1; r <= full.completedRounds(); r++) {
        RecordedRound recorded = RecordedRound.ofTeams(event, r);
        TeamEvent before = event.withTournament(full.upToRound(r - 1), 0);
        TeamPairingRequest request = new TeamPairingRequest(before, r, recorded.absent(), all);
        Pairing pairing;
        try {
          pairing = system.pairTeams(request);
        } catch (NoValidPairingException e) {
          continue;
        }
        if (!recorded.agreesWith(pairing)) {
          continue;
        }
        rounds++;
        WhyThisPairing why = WhyThisPairing.ofTeams(system, request, pairing);
        for (Reasoning reasoning : why.explainAll()) {
          teams++;
          withheld += reasoning.unproven().size();
          for (Reason reason : reasoning.reasons()) {
            Optional<String> wrong = TeamReasonProof.refute(system, request, pairing, reason);
            if (wrong.isPresent()) {
              refuted.add(
                  f.getFileName() + " round " + r + ": " + reason.text() + " -- " + wrong.get());
            } else {
              proven.merge(reason.decision().kind(), 1, Integer::sum);
            }
          }
        }
      }
    }
    return new Report(files.size(), rounds, teams, proven, withheld, refuted);
  }
}
