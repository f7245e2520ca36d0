package org.swisschess.trf;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.Tournament;

/** TEMP stand-in: a read TRF file. */
public final class TrfDocument {
  private final String source;
  private final Tournament tournament;
  private final Map<Integer, RoundEntry> presetEntries;
  private final Set<Integer> absentInNextRound;
  private final String tournamentType;

  TrfDocument(String source, Tournament tournament, Map<Integer, RoundEntry> presetEntries,
      Set<Integer> absentInNextRound, String tournamentType) {
    this.source = source;
    this.tournament = tournament;
    this.presetEntries = Map.copyOf(presetEntries);
    this.absentInNextRound = Set.copyOf(absentInNextRound);
    this.tournamentType = tournamentType;
  }

  /** @return the file name */
  public String source() {
    return source;
  }

  /** @return the completed rounds */
  public Tournament tournament() {
    return tournament;
  }

  /** @return pre-set entries of the next round */
  public Map<Integer, RoundEntry> presetEntries() {
    return presetEntries;
  }

  /** @return players not to pair next round */
  public Set<Integer> absentInNextRound() {
    return absentInNextRound;
  }

  /** @return the 092/192 value */
  public Optional<String> tournamentType() {
    return Optional.ofNullable(tournamentType);
  }

  /**
   * @param t a tournament
   * @return a document for it
   */
  public static TrfDocument of(Tournament t) {
    return new TrfDocument("", t, Map.of(), Set.of(), null);
  }

  /**
   * @param t a tournament
   * @return the document with t
   */
  public TrfDocument withTournament(Tournament t) {
    return new TrfDocument(source, t, presetEntries, absentInNextRound, tournamentType);
  }
}
