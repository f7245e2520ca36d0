package org.swisschess.cli;

import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.swisschess.tiebreak.TieBreak;
import org.swisschess.tiebreak.TieBreakList;
import org.swisschess.tiebreak.TieBreakSyntaxException;
import org.swisschess.trf.TieBreakRecord;
import org.swisschess.trf.TrfDocument;
import org.swisschess.trf.TrfException;

/**
 * The tie-break list that ranks a file: {@code --tiebreaks} when given, else the file's {@code 202}
 * or {@code 212} record, else the score alone (said in {@link #note()}).
 *
 * @param list the list
 * @param source where it comes from, for messages: {@code --tiebreaks}, {@code 202}, ...
 * @param note what to tell the user about the choice; empty when it needs no comment
 */
record TieBreakChoice(TieBreakList list, String source, Optional<String> note) {

  /** The list when neither the command line nor the file gives one. */
  static final String DEFAULT = "PTS";

  /**
   * Parses a {@code --tiebreaks} value.
   *
   * @throws CliException a usage error pointing at the wrong code
   */
  static TieBreakList parseOption(String text) {
    try {
      return TieBreakList.parse(text);
    } catch (TieBreakSyntaxException e) {
      throw new CliException(
          ExitCode.USAGE,
          "--tiebreaks " + text + ": column " + (e.offset() + 1) + ": " + e.getMessage());
    }
  }

  /**
   * Parses a {@code --tiebreaks} value for an event of teams or of individuals.
   *
   * @throws CliException a usage error pointing at the wrong code, or at the first the event cannot
   *     use
   */
  static TieBreakList parseOption(String text, boolean teamEvent) {
    parseOption(text);
    try {
      return TieBreakList.parse(text, teamEvent);
    } catch (TieBreakSyntaxException e) {
      throw new CliException(
          ExitCode.USAGE,
          "--tiebreaks " + text + ": column " + (e.offset() + 1) + ": " + e.getMessage());
    }
  }

  /**
   * Chooses the list for a document.
   *
   * @param option the parsed {@code --tiebreaks}, or null
   * @param document the file
   * @throws TrfException for a wrong or repeated record, or one naming a code the event cannot use
   *     (a team code for individuals, ...), or wrong team records (bad input, exit 3), located
   * @throws CliException a usage error for a {@code --tiebreaks} code the event cannot use
   */
  static TieBreakChoice choose(@Nullable TieBreakList option, TrfDocument document)
      throws TrfException {
    boolean teamEvent = !document.teams().isEmpty();
    if (option != null) {
      for (TieBreak tb : option.tieBreaks()) {
        Optional<String> why = TieBreakList.unusable(tb, teamEvent);
        if (why.isPresent()) {
          throw new CliException(ExitCode.USAGE, document.source() + ": --tiebreaks: " + why.get());
        }
      }
      return new TieBreakChoice(option, "--tiebreaks", Optional.empty());
    }
    List<TieBreakRecord> records = document.tieBreakRecords();
    if (records.isEmpty()) {
      return new TieBreakChoice(
          TieBreakList.parse(DEFAULT),
          "default",
          Optional.of(
              document.source()
                  + " names no tie-breaks (record 202 or 212) and --tiebreaks is not given: "
                  + "ranked by points alone, ties shared"));
    }
    if (records.size() > 1) {
      TieBreakRecord second = records.get(1);
      throw new TrfException(
          document.source(),
          second.line(),
          1,
          "one tie-break record (202 or 212: TRF-2026 says one or the other; the first is on line "
              + records.get(0).line()
              + ")",
          "a second, " + second.code());
    }
    TieBreakRecord r = records.get(0);
    try {
      TieBreakList list =
          r.code().equals(TieBreakRecord.AFTER_SCORE)
              ? TieBreakList.ofRecord202(r.value(), teamEvent)
              : TieBreakList.ofRecord212(r.value(), teamEvent);
      return new TieBreakChoice(list, "record " + r.code(), Optional.empty());
    } catch (TieBreakSyntaxException e) {
      throw new TrfException(
          document.source(),
          r.line(),
          r.valueColumn() + e.offset(),
          e.expected(),
          "'" + e.found() + "'");
    }
  }
}
