package org.swisschess.cli;

import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.RecordedRound;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.Tournament;
import org.swisschess.trf.TrfDocument;
import org.swisschess.trf.TrfException;

/**
 * A tournament file as {@code swiss pair} and {@code swiss explain} read it: the file, the system
 * chosen for it, and then the round asked for with the one request that pairs it ({@link Round}).
 *
 * <p>Both commands refuse in one order: an unknown {@code --system} before the file is read; then
 * the file's own errors; then the choice (a type code no installed system answers to, a bad {@code
 * --acceleration}); then the command's refusal of the system chosen (a team system, one that cannot
 * explain); then a round out of range; then a request the tournament contradicts.
 *
 * @param source the file as named on the command line
 * @param document the file read
 * @param choice the system and the acceleration chosen for it
 */
record TournamentFile(String source, TrfDocument document, SystemChoice choice) {

  /**
   * Reads {@code file} and chooses its system, printing the choice's note on {@code err}.
   *
   * @param file the file, or {@code -} for standard input
   * @param system the {@code --system} value, or null to let the file decide
   * @param acceleration the {@code --acceleration} option
   * @param decisions the arbiter's decisions the file may record
   * @param stdin standard input
   * @param err where the note goes
   * @return never null
   * @throws CliException with {@link ExitCode#USAGE} for an unknown system or method, or a type
   *     code no installed system answers to
   * @throws TrfException if the file cannot be read, located
   */
  static TournamentFile read(
      Path file,
      @Nullable String system,
      AccelerationOption acceleration,
      DecisionOptions decisions,
      InputStream stdin,
      PrintWriter err)
      throws TrfException {
    if (system != null) {
      SystemChoice.require(system, ""); // a usage error goes before any complaint about the file
    }
    TrfDocument document = TrfInput.read(file, decisions.accepted(), stdin);
    SystemChoice choice = SystemChoice.choose(system, acceleration, document);
    choice.note().ifPresent(note -> err.println("swiss: " + note));
    return new TournamentFile(TrfInput.name(file), document, choice);
  }

  /** Returns the system chosen. */
  PairingSystem system() {
    return choice.system();
  }

  /**
   * Returns the round {@code --round} asks for: a completed round (to pair again) or the next one.
   *
   * @param requested the {@code --round} value, or null for the next round
   * @param purpose what the command does with it, for the message: {@code pair}, {@code explain}
   * @return from 1 to the completed rounds + 1
   * @throws CliException with {@link ExitCode#USAGE} for a round out of that range
   */
  int roundNumber(@Nullable Integer requested, String purpose) {
    return roundNumber(requested, purpose, document.tournament().completedRounds());
  }

  /**
   * Returns the file's team event, for a system that pairs teams.
   *
   * @return never null
   * @throws CliException with {@link ExitCode#BAD_INPUT} when the file has no team records
   * @throws TrfException if the team records contradict each other, located
   */
  TeamEvent teamEvent() throws TrfException {
    return document
        .teamEvent()
        .orElseThrow(
            () ->
                new CliException(
                    ExitCode.BAD_INPUT,
                    source
                        + ": "
                        + system().id()
                        + " pairs teams, but the file has no team records (310 or 013)"));
  }

  /**
   * Returns the round of a team event {@code --round} asks for, as {@link #roundNumber} does for
   * players.
   *
   * @param event the file's team event ({@link #teamEvent()})
   * @param requested the {@code --round} value, or null for the next round
   * @param purpose what the command does with it, for the message
   * @return from 1 to the event's completed rounds + 1
   * @throws CliException with {@link ExitCode#USAGE} for a round out of that range
   */
  int roundNumber(TeamEvent event, @Nullable Integer requested, String purpose) {
    return roundNumber(requested, purpose, event.tournament().completedRounds());
  }

  private int roundNumber(@Nullable Integer requested, String purpose, int completed) {
    int r = requested == null ? completed + 1 : requested;
    if (r < 1 || r > completed + 1) {
      throw new CliException(
          ExitCode.USAGE,
          "--round "
              + r
              + " is out of range: "
              + source
              + " has "
              + completed
              + " completed rounds, so the round to "
              + purpose
              + " is 1 to "
              + (completed + 1));
    }
    return r;
  }

  /**
   * Returns round {@code r} and the request that pairs it with the choice's options. The next
   * round: the players the tournament says play it (its attendance, which the reader fills from the
   * pre-set entries, {@code XXZ} and {@code 240}). A completed round: as recorded ({@link
   * RecordedRound}), whoever the file shows without an opponent (and without the PAB) absent.
   *
   * @param r a round {@link #roundNumber} returned
   * @return never null
   * @throws CliException with {@link ExitCode#BAD_INPUT} naming the file if the tournament
   *     contradicts the request (a player its attendance keeps out of the round is paired in it)
   */
  Round round(int r) {
    Tournament full = document.tournament();
    Map<String, String> options = choice.requestOptions();
    try {
      if (r == full.completedRounds() + 1) {
        return new Round(this, Optional.empty(), PairingRequest.of(full, Set.of(), options));
      }
      RecordedRound recorded = RecordedRound.of(full, r);
      return new Round(this, Optional.of(recorded), recorded.request(full, options));
    } catch (IllegalArgumentException e) {
      throw new CliException(ExitCode.BAD_INPUT, source + ": " + e.getMessage(), e);
    }
  }

  /**
   * The round a command pairs or explains, read from the file once.
   *
   * @param file the file it was read from
   * @param recorded the round as the file records it; empty for the next round
   * @param request the request that pairs it: the tournament before it, its absent players, the
   *     choice's options
   */
  record Round(TournamentFile file, Optional<RecordedRound> recorded, PairingRequest request) {

    /** Returns the round's number. */
    int number() {
      return request.round();
    }
  }
}
