package org.swisschess.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.Player;
import org.swisschess.api.Tournament;
import org.swisschess.tiebreak.Standing;
import org.swisschess.tiebreak.Standings;
import org.swisschess.tiebreak.StandingsOptions;
import org.swisschess.tiebreak.TieBreakList;
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

/** {@code swiss standings}: ranks a tournament by FIDE's tie-breaks (C.07, 2026). */
@Command(
    name = "standings",
    mixinStandardHelpOptions = true,
    description =
        "Ranks the tournament in FILE after a round by the FIDE tie-breaks (C.07, in force since 1 "
            + "March 2026) of --tiebreaks, else of the file's record 202 or 212, else by points.")
final class StandingsCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @Parameters(
      index = "0",
      paramLabel = "FILE",
      description = "The tournament, a TRF file; - reads it from standard input.")
  Path file;

  @Mixin DecisionOptions decisions;

  @ParentCommand SwissCommand parent;

  @Option(
      names = {"-r", "--after-round"},
      paramLabel = "N",
      description = "The standings after round N, 0 to the completed rounds. Default: the last.")
  @Nullable Integer afterRound;

  @Option(
      names = {"-t", "--tiebreaks"},
      paramLabel = "LIST",
      description =
          "Tie-break codes in order, comma-separated, as TRF-2026 writes them: "
              + "PTS,BH/C1,BH,SB,DE. Default: the file's 202/212 record, else PTS.")
  @Nullable String tiebreaks;

  @Option(
      names = "--unrated-rating",
      paramLabel = "RATING",
      description =
          "The rating the regulations give unrated players for ARO, TPR, PTP, APRO, APPO and RTNG. "
              + "Without it those tie-breaks have no value when anyone is unrated (C.07 Article 10).")
  @Nullable Integer unratedRating;

  @Option(
      names = {"-f", "--format"},
      paramLabel = "FORMAT",
      defaultValue = "text",
      converter = StandingsFormat.Converter.class,
      description =
          "text (a table), csv (rank,id,CODE,... in rank order) or json. Default: ${DEFAULT-VALUE}.")
  StandingsFormat format;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "OUT",
      description = "Write the standings to OUT instead of stdout.")
  @Nullable Path output;

  @Option(
      names = "--trf",
      paramLabel = "OUT",
      description =
          "Also write the tournament to OUT with the rank column (86-89) filled in and a 212 "
              + "record naming the list.")
  @Nullable Path trfOutput;

  @Override
  public Integer call() throws TrfException {
    TieBreakList option = tiebreaks == null ? null : TieBreakChoice.parseOption(tiebreaks);
    if (unratedRating != null && (unratedRating < 0 || unratedRating > 9999)) {
      throw new CliException(
          ExitCode.USAGE, "--unrated-rating must be 0 to 9999, was " + unratedRating);
    }
    TrfDocument document = TrfInput.read(file, decisions.accepted(), parent.stdin);
    String source = TrfInput.name(file);
    Tournament t = document.tournament();
    int round = afterRound == null ? t.completedRounds() : afterRound;
    if (round < 0 || round > t.completedRounds()) {
      throw new CliException(
          ExitCode.USAGE,
          "--after-round "
              + round
              + " is out of range: "
              + source
              + " has "
              + t.completedRounds()
              + " completed rounds");
    }
    if (trfOutput != null && round != t.completedRounds()) {
      throw new CliException(
          ExitCode.USAGE,
          "--trf writes the rank column of the standings after the last round ("
              + t.completedRounds()
              + "), not after round "
              + round);
    }
    TieBreakChoice choice = TieBreakChoice.choose(option, document);
    PrintWriter err = spec.commandLine().getErr();
    choice.note().ifPresent(n -> err.println("swiss: " + n));
    StandingsOptions options =
        new StandingsOptions(
            OptionalInt.of(round),
            unratedRating == null ? OptionalInt.empty() : OptionalInt.of(unratedRating));
    StandingsEvent event = StandingsEvent.of(document);
    Standings standings;
    try {
      standings = event.standings(choice.list(), options);
    } catch (IllegalArgumentException e) {
      // a team tie-break on an individual event, or the reverse
      throw new CliException(
          option != null ? ExitCode.USAGE : ExitCode.BAD_INPUT,
          source + ": " + choice.source() + ": " + e.getMessage(),
          e);
    }
    write(output, format.format(standings, event, choice.source()));
    if (trfOutput != null) {
      if (event.teams().isPresent()) {
        throw new CliException(
            ExitCode.USAGE, "--trf writes players' ranks; this file ranks teams (310/013)");
      }
      write(trfOutput, TrfWriter.write(withRanks(document, standings)));
    }
    return ExitCode.OK;
  }

  /** The document with the rank column from {@code s} and a 212 record naming its list. */
  static TrfDocument withRanks(TrfDocument document, Standings s) {
    Tournament t = document.tournament();
    List<Player> ranked = new ArrayList<>();
    for (Player p : t.players()) {
      Standing line = s.line(p.pairingNumber()).orElseThrow();
      ranked.add(
          new Player(
              p.pairingNumber(),
              p.name(),
              p.sex(),
              p.title(),
              p.rating(),
              p.federation(),
              p.fideId(),
              p.birthDate(),
              line.rank(),
              p.rounds()));
    }
    return document
        .withTournament(t.withPlayers(ranked))
        .withTieBreakRecord("212", s.tieBreaks().toRecord212());
  }

  private void write(@Nullable Path target, String text) {
    if (target == null) {
      PrintWriter out = spec.commandLine().getOut();
      out.print(text);
      out.flush();
      return;
    }
    try {
      Files.writeString(target, text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new CliException(ExitCode.BAD_INPUT, "cannot write " + target + ": " + e, e);
    }
  }
}
