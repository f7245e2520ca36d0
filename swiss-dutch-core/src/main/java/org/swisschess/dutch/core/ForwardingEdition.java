package org.swisschess.dutch.core;

import java.util.List;
import org.swisschess.api.FloatDirection;
import org.swisschess.api.History;
import org.swisschess.api.PlayerHistory;
import org.swisschess.api.Tournament;

/**
 * An edition that decides everything as another one does: a subclass overrides the one step it
 * wants to watch or change (a test that checks what each round builds, for one), and every other
 * decision stays the other edition's, including those with a default.
 */
public abstract class ForwardingEdition implements DutchEdition {

  private final DutchEdition edition;

  /**
   * Forwards to an edition.
   *
   * @param edition the edition whose decisions these are
   */
  protected ForwardingEdition(DutchEdition edition) {
    this.edition = edition;
  }

  @Override
  public FloatDirection floatIn(
      PlayerHistory player, History history, Tournament tournament, int round) {
    return edition.floatIn(player, history, tournament, round);
  }

  @Override
  public boolean mayReceivePairingAllocatedBye(PlayerHistory player, Tournament tournament) {
    return edition.mayReceivePairingAllocatedBye(player, tournament);
  }

  @Override
  public int[] pairRound(
      List<Entrant> sorted,
      AbsoluteCriteria absolute,
      int playedRounds,
      RoundExplanation explanation,
      Shortcuts shortcuts) {
    return edition.pairRound(sorted, absolute, playedRounds, explanation, shortcuts);
  }

  @Override
  public long estimatedBytes(int players) {
    return edition.estimatedBytes(players);
  }

  @Override
  public ArticleNames articleNames() {
    return edition.articleNames();
  }

  @Override
  public boolean boardOrderByPairingScore() {
    return edition.boardOrderByPairingScore();
  }
}
