package org.swisschess.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.TeamPairingRequest;
import org.swisschess.api.Tournament;
import org.swisschess.api.UnsupportedAccelerationException;
import org.swisschess.api.UnsupportedRequestException;
import org.swisschess.trf.TrfDocument;
import org.swisschess.trf.TrfException;
import org.swisschess.trf.TrfWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code swiss pair}: pairs the next round of a TRF file, or re-pairs a past one. */
@Command(
    name = "pair",
    mixinStandardHelpOptions = true,
    description =
        "Pairs the next round of the tournament in FILE (or round N from the state after round"
            + " N-1).")
final class PairCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @Option(
      names = {"-s", "--system"},
      paramLabel = "ID",
      description =
          "The pairing system (see 'swiss systems'). Default: the one the file's tournament type"
              + " names, else "
              + SystemChoice.DEFAULT_SYSTEM
              + ".")
  @Nullable String system;

  @Parameters(
      index = "0",
      paramLabel = "FILE",
      description = "The tournament, a TRF file; - reads it from standard input.")
  Path file;

  @Mixin DecisionOptions decisions;

  @Mixin AccelerationOption acceleration;

  @Mixin ReadingsOption readings;

  @Option(
      names = "--write-acceleration",
      paramLabel = "TRF",
      description =
          "Also write the file to TRF with its virtual points (those of the acceleration method, or"
              + " its own records) as explicit TRF-2026 250 records, which any engine that reads 250"
              + " pairs the same way.")
  @Nullable Path writeAcceleration;

  @ParentCommand SwissCommand parent;

  @Option(
      names = {"-r", "--round"},
      paramLabel = "N",
      description = "The round to pair, 1 to the completed rounds + 1. Default: the next round.")
  @Nullable Integer round;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "OUT",
      description = "Write the pairing to OUT instead of stdout.")
  @Nullable Path output;

  @Option(
      names = {"-f", "--format"},
      paramLabel = "FORMAT",
      defaultValue = "pairs",
      converter = OutputFormat.Converter.class,
      description =
          "pairs (the JaVaFo/bbpPairings output: number of pairs, then 'white black' per board, the"
              + " bye as 'id 0'), text (boards with names and scores) or json. Default:"
              + " ${DEFAULT-VALUE}.")
  OutputFormat format;

  @Option(
      names = {"-e", "--explain"},
      description = "Include the system's explanation (text, json; with pairs it goes to stderr).")
  boolean explain;

  @Override
  public Integer call() throws TrfException {
    PrintWriter err = spec.commandLine().getErr();
    TournamentFile read =
        TournamentFile.read(file, system, acceleration, decisions, parent.stdin, err);
    TrfDocument document = read.document();
    PairingSystem pairingSystem = read.system();
    if (pairingSystem.competitors() == PairingSystem.Competitors.TEAMS) {
      return pairTeams(read, err);
    }
    if (readings.value != null) {
      throw new CliException(
          ExitCode.USAGE,
          "--readings chooses between the readings of a team system (team-2026): "
              + pairingSystem.id()
              + " has none");
    }
    int toPair = read.roundNumber(round, "pair");
    if (document.declaredRounds().isPresent() && toPair > document.declaredRounds().getAsInt()) {
      // Allowed (an event may add rounds), but the last-round rules (topscorers) no longer apply
      // where the arbiter may expect them, so say so rather than pair silently.
      err.println(
          "swiss: warning: round "
              + toPair
              + " is beyond the "
              + document.declaredRounds().getAsInt()
              + " rounds "
              + read.source()
              + " declares (XXR/142)");
    }
    PairingRequest request = read.round(toPair).request();
    Pairing pairing;
    Tournament paired;
    try {
      // the virtual points worked out once: the scores shown and the 250 records written
      paired = request.pairingTournament();
      pairing = pairingSystem.pair(request);
      if (writeAcceleration != null) {
        writeTrf(TrfWriter.writeWithAccelerations(document, paired.accelerations()));
      }
    } catch (UnsupportedAccelerationException e) {
      throw VirtualPointsInput.refusal(e, document, acceleration);
    } catch (UnsupportedRequestException e) {
      throw new CliException(ExitCode.BAD_INPUT, read.source() + ": " + e.getMessage(), e);
    } catch (NoValidPairingException e) {
      // Why the round cannot be paired is the error's detail: shown with or without --explain.
      err.print(e.explanation().toText());
      throw e;
    }
    write(
        format
            .formatter()
            .format(
                new PairedRound(pairingSystem.id(), paired, pairing, request.absent()), explain));
    if (explain && format == OutputFormat.PAIRS) {
      err.print(pairing.explanation().toText());
      err.flush();
    }
    return ExitCode.OK;
  }

  /** A team event: its teams paired by a team system. */
  private int pairTeams(TournamentFile read, PrintWriter err) throws TrfException {
    String source = read.source();
    PairingSystem pairingSystem = read.system();
    Map<String, String> typeOptions = read.choice().requestOptions();
    TeamEvent event = read.teamEvent();
    int completed = event.tournament().completedRounds();
    int toPair = read.roundNumber(event, round, "pair");
    Map<String, String> options = new java.util.TreeMap<>(typeOptions);
    options.putAll(readings.options());
    Pairing pairing;
    TeamPairingRequest request;
    try {
      TeamEvent before =
          toPair == completed + 1
              ? event
              : event.withTournament(event.tournament().upToRound(toPair - 1), 0);
      request = TeamPairingRequest.of(before, options);
      pairing = pairingSystem.pairTeams(request);
    } catch (UnsupportedRequestException | IllegalArgumentException e) {
      throw new CliException(ExitCode.BAD_INPUT, source + ": " + e.getMessage(), e);
    } catch (NoValidPairingException e) {
      // the round cannot be paired (3.3.3): why, with or without --explain, and where
      err.print(e.explanation().toText());
      throw new NoValidPairingException(source + ": " + e.getMessage(), e.explanation());
    }
    String text =
        switch (format) {
          case TEXT -> {
            String boards = TeamPairs.text(request.event(), pairing, request.absent());
            if (explain && !pairing.explanation().sections().isEmpty()) {
              yield boards + "\nExplanation:\n" + pairing.explanation().toText();
            }
            // a capped search shaped this pairing: say so even without --explain
            yield boards + TeamPairs.searchLimits(pairing);
          }
          case JSON ->
              format
                  .formatter()
                  .format(
                      new PairedRound(
                          pairingSystem.id(),
                          request.event().tournament(),
                          pairing,
                          request.absent()),
                      explain);
          default -> TeamPairs.pairs(pairing);
        };
    write(text);
    if (explain && format == OutputFormat.PAIRS) {
      err.print(pairing.explanation().toText());
      err.flush();
    }
    return ExitCode.OK;
  }

  private void writeTrf(String text) {
    try {
      Files.writeString(writeAcceleration, text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new CliException(ExitCode.BAD_INPUT, "cannot write " + writeAcceleration + ": " + e, e);
    }
  }

  private void write(String text) {
    if (output == null) {
      PrintWriter out = spec.commandLine().getOut();
      out.print(text);
      out.flush();
      return;
    }
    try {
      Files.writeString(output, text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new CliException(ExitCode.BAD_INPUT, "cannot write " + output + ": " + e, e);
    }
  }
}
