package org.swisschess.dutch.core;

/**
 * How an edition numbers the criteria the explanation cites.
 *
 * @param colourPreference fewest players without their colour preference
 * @param strongColourPreference fewest players without their strong colour preference
 * @param repeatedDownfloats fewest repeated downfloats
 * @param repeatedUpfloats fewest repeated upfloats
 * @param byeRule who may receive the PAB, for the bye's explanation
 * @param meetOnce no two players meet twice (absolute)
 * @param byeOnce at most one PAB a round, and not to a player who had one (absolute)
 * @param absoluteColours no two players with the same absolute colour preference meet (absolute)
 */
public record ArticleNames(
    String meetOnce,
    String byeOnce,
    String absoluteColours,
    String colourPreference,
    String strongColourPreference,
    String repeatedDownfloats,
    String repeatedUpfloats,
    String byeRule) {

  /** The 2017 text's numbering. */
  public static final ArticleNames DUTCH_2017 =
      new ArticleNames(
          "C.1",
          "C.2",
          "C.3",
          "C.10",
          "C.11",
          "C.12",
          "C.13",
          "the lowest-ranked player whose bye keeps every criterion best met, never one who already had a PAB or a"
              + " forfeit win (C.2)");
}
