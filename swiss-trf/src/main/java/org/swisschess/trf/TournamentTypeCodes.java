package org.swisschess.trf;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The encoded tournament types of TRF-2026's record {@code 192} (the ETT26 table), and what a code
 * says of acceleration: the grammar of the codes, a fact of the format. Both the handbook's {@code
 * FIDE_DUTCH_2026} and the TEC draft's (and bbpPairings' and Gacrux's) {@code FIDE_DUTCH_2025} are
 * accepted. A {@code _BAKU} code asks the engine to work out the Baku acceleration (C.04.7) itself.
 * Which installed system answers to a code is for the systems to declare ({@link
 * org.swisschess.api.PairingSystems#forTournamentType(String)}), not for this table.
 *
 * <p>Example: {@code TournamentTypeCodes.isCode("FIDE_DOUBLESWISS")} is true, {@code
 * TournamentTypeCodes.isCode("Swiss open")} false.
 *
 * @since 1.0.0
 */
public final class TournamentTypeCodes {

  /** Individual codes; each Swiss one may also end in {@code _BAKU}. */
  private static final Set<String> SWISS =
      Set.of(
          "FIDE_DUTCH_2017",
          "FIDE_DUTCH_2025",
          "FIDE_DUTCH_2026",
          "FIDE_DUTCH",
          "FIDE_DUBOV",
          "FIDE_BURSTEIN",
          "FIDE_DOUBLESWISS");

  private static final Set<String> OTHERS =
      Set.of(
          "CUSTOM_SWISS",
          "CUSTOM_DOUBLESWISS",
          "FIDE_SCHILLER",
          "CUSTOM_SCHILLER",
          "FIDE_SCHEVENINGEN",
          "FIDE_DOUBLESCHEVENINGEN",
          "CUSTOM_SCHEVENINGEN",
          "CUSTOM_KNOCKOUT",
          "CUSTOM_TEAM_SWISS",
          "CUSTOM_TEAM_SWISS_MP",
          "CUSTOM_TEAM_SWISS_GP",
          "CUSTOM_TEAM_KNOCKOUT");

  /** Round robins, individual and team, with ETT26's optional group suffix {@code _Gn}. */
  private static final Pattern ROUND_ROBIN =
      Pattern.compile("(BERGER|FIDE|CUSTOM)(_TEAM)?_(DOUBLE)?ROUNDROBIN(_G[0-9]+)?");

  /**
   * Team Swiss: colour type, primary and secondary score; Baku only with match points primary
   * (C.04.7 1.4.4: not when game points are the primary score).
   */
  private static final Pattern TEAM =
      Pattern.compile("FIDE_TEAM(_TYPE[AB])?(_MP(_GP)?(_BAKU)?|_GP(_MP)?|_BAKU)?");

  private static final String BAKU = "_BAKU";

  private TournamentTypeCodes() {}

  /**
   * Returns whether {@code code} is a code of TRF-2026's record {@code 192} (the ETT26 table).
   *
   * @param code a value as written, case and surrounding blanks ignored; not null
   * @return true for a code, whether or not an installed system answers to it
   */
  public static boolean isCode(String code) {
    String c = normal(code);
    String base = c.endsWith(BAKU) ? c.substring(0, c.length() - BAKU.length()) : c;
    return SWISS.contains(base)
        || OTHERS.contains(c)
        || ROUND_ROBIN.matcher(c).matches()
        || TEAM.matcher(c).matches();
  }

  /** Returns whether a known code asks for the Baku acceleration. */
  static boolean isBaku(String code) {
    String c = normal(code);
    return isCode(c) && c.endsWith(BAKU);
  }

  /** Whether a code would be a team Swiss code with game points primary and Baku. */
  static boolean isTeamGameBaku(String code) {
    String c = normal(code);
    return c.endsWith(BAKU)
        && TEAM_GP.matcher(c.substring(0, c.length() - BAKU.length())).matches();
  }

  private static final Pattern TEAM_GP = Pattern.compile("FIDE_TEAM(_TYPE[AB])?_GP(_MP)?");

  private static String normal(String code) {
    return code.strip().toUpperCase(Locale.ROOT);
  }
}
