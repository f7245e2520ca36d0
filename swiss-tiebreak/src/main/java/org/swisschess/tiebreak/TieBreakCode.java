package org.swisschess.tiebreak;

import java.util.Locale;
import java.util.Optional;

/**
 * The tie-breaks of FIDE's C.07 (in force since 1 March 2026), by the acronyms of its Article 5 and
 * of the TRF-2026 records {@code 202} and {@code 212}.
 *
 * <p>Each code knows its article, whether a higher value ranks first, and which modifiers (Article
 * 14 and the TRF descriptor syntax) it takes: {@code C} Cut-n, {@code M} Median-n, {@code L} Koya
 * limit, {@code P} forfeits as played games, {@code F} Fore Buchholz, {@code R} reverse order,
 * {@code K} the SSSC normalising factor.
 */
public enum TieBreakCode {
  /** Points: the primary score. */
  PTS("Points", "4.1", true, "", Scope.BOTH),
  /** Match points (teams). */
  MPTS("Match points", "11.1", true, "", Scope.TEAM),
  /** Game points (teams). */
  GPTS("Game points", "11.1", true, "", Scope.TEAM),
  /** Direct Encounter, type A. */
  DE("Direct Encounter", "6", false, "P", Scope.BOTH),
  /** Number of Wins, with or without playing. */
  WIN("Number of Wins", "7.1", true, "", Scope.BOTH),
  /** Number of Games Won over the board. */
  WON("Number of Games Won", "7.2", true, "", Scope.BOTH),
  /** Number of Games Played with Black. */
  BPG("Number of Games Played with Black", "7.3", true, "", Scope.BOTH),
  /** Number of Games Won with Black. */
  BWG("Number of Games Won with Black", "7.4", true, "", Scope.BOTH),
  /** (Sum of) Progressive Scores. */
  PS("Progressive Scores", "7.5", true, "C", Scope.BOTH),
  /** Rounds one Elected to Play in (formerly GE, Games one Elected to play). */
  REP("Rounds one Elected to Play in", "7.6", true, "", Scope.BOTH),
  /** Standard Points. */
  STD("Standard Points", "7.7", true, "", Scope.BOTH),
  /** Tournament Pairing Number: lower ranks first unless reversed. */
  TPN("Tournament Pairing Number", "7.8", false, "R", Scope.BOTH),
  /** Buchholz. */
  BH("Buchholz", "8.1", true, "CMP", Scope.BOTH),
  /** Average of Opponents' Buchholz (or Fore Buchholz with {@code /F}). */
  AOB("Average of Opponents' Buchholz", "8.2", true, "F", Scope.BOTH),
  /** Fore Buchholz. */
  FB("Fore Buchholz", "8.3", true, "CMP", Scope.BOTH),
  /** The participant's own score adjusted as opponents see it (16.3), the base of Buchholz. */
  ABH("Adjusted score for Buchholz", "16.3", true, "", Scope.BOTH),
  /** The participant's own Fore score adjusted as opponents see it (16.3), the base of FB. */
  AFB("Adjusted score for Fore Buchholz", "16.3", true, "", Scope.BOTH),
  /** Sonneborn-Berger. */
  SB("Sonneborn-Berger", "9.1", true, "CMP", Scope.BOTH),
  /** Koya System. */
  KS("Koya System", "9.2", true, "L", Scope.BOTH),
  /** Average Rating of Opponents. */
  ARO("Average Rating of Opponents", "10.1", true, "CM", Scope.INDIVIDUAL),
  /** Tournament Performance Rating. */
  TPR("Tournament Performance Rating", "10.2", true, "", Scope.INDIVIDUAL),
  /** Perfect Tournament Performance. */
  PTP("Perfect Tournament Performance", "10.3", true, "", Scope.INDIVIDUAL),
  /** Average Tournament Performance Rating of Opponents. */
  APRO("Average Performance Rating of Opponents", "10.4", true, "", Scope.INDIVIDUAL),
  /** Average Perfect Tournament Performance of Opponents. */
  APPO("Average Perfect Performance of Opponents", "10.5", true, "", Scope.INDIVIDUAL),
  /** Rating: higher ranks first unless reversed. */
  RTNG("Rating", "10.6", true, "R", Scope.INDIVIDUAL),
  /** Board Count (teams; lower is better). */
  BC("Board Count", "12.1", false, "", Scope.TEAM),
  /** Top Board Results (teams). */
  TBR("Top Board Results", "12.2", false, "", Scope.TEAM),
  /** Bottom Board Elimination (teams). */
  BBE("Bottom Board Elimination", "12.3", false, "", Scope.TEAM),
  /** Match Points where the competition is decided by game points, and vice versa (teams). */
  MPVGP("Match Points or Game Points", "13.1", true, "", Scope.TEAM),
  /** Extended Sonneborn-Berger: opponents' match points times match points scored. */
  EMMSB("Extended Sonneborn-Berger MP x MP", "13.2.1", true, "CP", Scope.TEAM),
  /** Extended Sonneborn-Berger: opponents' match points times game points scored. */
  EMGSB("Extended Sonneborn-Berger MP x GP", "13.2.2", true, "CP", Scope.TEAM),
  /** Extended Sonneborn-Berger: opponents' game points times match points scored. */
  EGMSB("Extended Sonneborn-Berger GP x MP", "13.2.3", true, "CP", Scope.TEAM),
  /** Extended Sonneborn-Berger: opponents' game points times game points scored. */
  EGGSB("Extended Sonneborn-Berger GP x GP", "13.2.4", true, "CP", Scope.TEAM),
  /** Extended Direct Encounter (teams). */
  EDE("Extended Direct Encounter", "13.3", false, "P", Scope.TEAM),
  /** EDE, then Board Count, then Top Board Results. */
  EDEBT("EDE + BC + TBR", "13.3.2", false, "P", Scope.TEAM),
  /** EDE, then Board Count, then Bottom Board Elimination. */
  EDEBB("EDE + BC + BBE", "13.3.2", false, "P", Scope.TEAM),
  /** EDE, then Top Board Results. */
  EDET("EDE + TBR", "13.3.2", false, "P", Scope.TEAM),
  /** EDE, then Bottom Board Elimination. */
  EDEB("EDE + BBE", "13.3.2", false, "P", Scope.TEAM),
  /** Scores and Schedule Strength Combination (teams). */
  SSSC("Scores and Schedule Strength Combination", "13.4", true, "PFK", Scope.TEAM);

  /** Whether a code applies to individual events, team events or both. */
  public enum Scope {
    /** Individual events only. */
    INDIVIDUAL,
    /** Team events only. */
    TEAM,
    /** Both. */
    BOTH
  }

  private final String title;
  private final String article;
  private final boolean higherFirst;
  private final String modifiers;
  private final Scope scope;

  TieBreakCode(String title, String article, boolean higherFirst, String modifiers, Scope scope) {
    this.title = title;
    this.article = article;
    this.higherFirst = higherFirst;
    this.modifiers = modifiers;
    this.scope = scope;
  }

  /**
   * Returns the name C.07 gives the tie-break.
   *
   * @return never null
   */
  public String title() {
    return title;
  }

  /**
   * Returns the article of C.07 that defines it, such as {@code 8.1}.
   *
   * @return never null
   */
  public String article() {
    return article;
  }

  /**
   * Returns whether a higher value ranks first before any {@code /R}.
   *
   * @return false for the codes ranked low to high ({@code DE}, {@code TPN}, {@code BC}, ...)
   */
  public boolean higherFirst() {
    return higherFirst;
  }

  /**
   * Returns whether the code takes the modifier letter {@code letter} ({@code C M L P F R K}).
   *
   * @param letter an upper-case modifier letter
   * @return true if allowed
   */
  public boolean takes(char letter) {
    return modifiers.indexOf(letter) >= 0;
  }

  /**
   * Returns whether the code applies to individual or team events.
   *
   * @return never null
   */
  public Scope scope() {
    return scope;
  }

  /**
   * Returns the code for an acronym, case-insensitively; {@code GE}, the name before 2024, is
   * {@link #REP}.
   *
   * @param acronym such as {@code bh}
   * @return empty if no code has that acronym
   */
  public static Optional<TieBreakCode> ofAcronym(String acronym) {
    String upper = acronym.toUpperCase(Locale.ROOT);
    if (upper.equals("GE")) {
      return Optional.of(REP);
    }
    for (TieBreakCode c : values()) {
      if (c.name().equals(upper)) {
        return Optional.of(c);
      }
    }
    return Optional.empty();
  }
}
