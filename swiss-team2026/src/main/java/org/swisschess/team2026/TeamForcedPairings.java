package org.swisschess.team2026;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.CriteriaVector;
import org.swisschess.api.Criterion;
import org.swisschess.api.Decision;
import org.swisschess.api.FloatDirection;
import org.swisschess.api.ForcedPairings;
import org.swisschess.api.Imposition;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.Points;
import org.swisschess.api.Reason;
import org.swisschess.api.TeamPairingRequest;
import org.swisschess.api.TeamRound;
import org.swisschess.api.UnsupportedRequestException;

/**
 * team-2026's {@link ForcedPairings}: the round paired again by the same procedure (3.3.2: the PAB,
 * then bracket by bracket, then colours) with an imposition kept like [C1] ({@link
 * TeamImposition}), any pairing read at the text's criteria ({@link TeamCriteria}), and the
 * alternatives a team expects: the team facing it when its bracket is paired in the first order of
 * all (3.6.3: the first half of the bracket's seats against the second half), its colour preference
 * (1.7), an opponent of its own score instead of a float (1.5), and no PAB.
 */
final class TeamForcedPairings implements ForcedPairings {

  @Override
  public ForcedPairings.Round round(PairingRequest request, Pairing pairing) {
    throw new UnsupportedRequestException(
        "team-2026 pairs the teams of a team event, not players: explain a team event");
  }

  @Override
  public ForcedPairings.Round teamRound(TeamPairingRequest request, Pairing pairing) {
    return new Round(request, pairing);
  }

  private static final class Round implements ForcedPairings.Round {

    private final TeamPairingRequest request;
    private final Pairing pairing;
    private final RoundFacts facts;
    private final TeamCriteria criteria;
    private final Map<Integer, Integer> opponent;
    private final List<TeamCriteria.Bracket> brackets;
    private final boolean seatByScore;

    Round(TeamPairingRequest request, Pairing pairing) {
      this.request = request;
      this.pairing = pairing;
      Readings readings = Readings.of(request);
      this.facts = RoundFacts.of(request, readings);
      this.criteria = new TeamCriteria(facts, readings, request.event().colourPreferences());
      this.opponent = criteria.opponents(pairing);
      this.brackets = criteria.brackets(opponent);
      this.seatByScore = readings.seatByScore();
    }

    @Override
    public Map<Integer, Points> pairingScores() {
      Map<Integer, Points> scores = new TreeMap<>();
      facts.teams().values().forEach(t -> scores.put(t.tpn(), Points.ofTenths(t.score())));
      return scores;
    }

    private PairingTeam team(int tpn) {
      if (!facts.teams().containsKey(tpn)) {
        throw new IllegalArgumentException("team " + tpn + " is not paired in the round");
      }
      return facts.team(tpn);
    }

    @Override
    public Situation situation(int tpn) {
      PairingTeam me = team(tpn);
      Points score = Points.ofTenths(me.score());
      String group = "scoregroup " + Scores.text(me.score());
      TeamColourPreference preference = me.preference();
      Colour due = preference.has() ? preference.colour() : Colour.NONE;
      int o = opponent.getOrDefault(tpn, 0);
      List<Alternative> alternatives = new ArrayList<>();
      if (o == 0) {
        alternatives.add(
            new Alternative(
                Reason.Topic.BYE,
                Imposition.noBye(tpn),
                "Your team gets the pairing-allocated bye (PAB)"));
        return new Situation(tpn, score, group, FloatDirection.NONE, due, alternatives);
      }
      PairingTeam them = team(o);
      // 1.5: both teams of a pair of unequal scores are floaters; the lower one floats up into the
      // higher one's bracket, and nobody floats down (3.3.2 pairs every resident in its bracket)
      FloatDirection floated = me.score() < them.score() ? FloatDirection.UP : FloatDirection.NONE;
      natural(tpn)
          .filter(n -> n != o)
          .ifPresent(
              n ->
                  alternatives.add(
                      new Alternative(
                          Reason.Topic.OPPONENT,
                          Imposition.pair(tpn, n),
                          "You might expect team "
                              + n
                              + ", who faces you when your bracket is paired in the first order"
                              + " of all (3.6.3: the first half of the bracket by "
                              + (seatByScore ? "score, then pairing number," : "pairing number")
                              + " against the second half)")));
      Colour got = colour(tpn);
      if (due != Colour.NONE && got != due) {
        alternatives.add(
            new Alternative(
                Reason.Topic.COLOUR,
                Imposition.colour(tpn, due),
                "Your "
                    + (preference.strength() == TeamColourPreference.Strength.MILD
                        ? "mild "
                        : request.event().colourPreferences()
                                == org.swisschess.api.TeamEvent.ColourPreferenceType.TYPE_B
                            ? "strong "
                            : "")
                    + "colour preference is "
                    + (due == Colour.WHITE ? "White" : "Black")));
      }
      if (me.score() != them.score()) {
        alternatives.add(
            new Alternative(
                Reason.Topic.FLOAT,
                Imposition.noFloat(tpn),
                "You play team "
                    + o
                    + " of scoregroup "
                    + Scores.text(them.score())
                    + ", not a team of your own"
                    + (alone(me) ? " (no other team has " + score + " points)" : "")));
      }
      return new Situation(tpn, score, group, floated, due, alternatives);
    }

    /** The colour the pairing gives the team: its board 1's (1.6.1). */
    private Colour colour(int tpn) {
      Optional<Board> b = pairing.boardOf(tpn);
      return b.isEmpty() ? Colour.NONE : b.get().white() == tpn ? Colour.WHITE : Colour.BLACK;
    }

    /**
     * The team facing {@code tpn} in the first pairing of all of its bracket as made (its residents
     * and upfloaters): seat i against seat i + n/2 (3.6.3, the rule summary's worked example 3).
     */
    private Optional<Integer> natural(int tpn) {
      for (TeamCriteria.Bracket b : brackets) {
        List<Integer> members = b.members();
        if (!members.contains(tpn) || members.size() % 2 != 0) {
          continue;
        }
        List<Integer> seats = criteria.seats(members);
        int half = seats.size() / 2;
        int at = seats.indexOf(tpn);
        return Optional.of(at < half ? seats.get(at + half) : seats.get(at - half));
      }
      return Optional.empty();
    }

    private boolean alone(PairingTeam me) {
      return facts.teams().values().stream()
          .noneMatch(t -> t.tpn() != me.tpn() && t.score() == me.score());
    }

    @Override
    public Optional<Decision> forbiddenOutright(Imposition imposition) {
      if (imposition.kind() != Imposition.Kind.PAIR) {
        return Optional.empty(); // no absolute colours for teams (Preface), no other bar
      }
      int a = imposition.player();
      int b = imposition.opponent();
      if (criteria.mayMeet().mayMeet(a, b)) {
        return Optional.empty();
      }
      int met = 0;
      List<TeamRound> rounds = request.event().rounds(request.round() - 1).of(a);
      for (int r = rounds.size(); r >= 1 && met == 0; r--) {
        TeamRound m = rounds.get(r - 1);
        if (m.isPlayed() && m.opponent() == b) {
          met = r;
        }
      }
      return Optional.of(
          new Decision(
              Decision.Kind.FORBIDDEN,
              TeamCriteria.C1,
              "",
              List.of(),
              List.of(),
              "teams " + a + " and " + b + " already met" + (met > 0 ? " in round " + met : "")));
    }

    @Override
    public Pairing pair(Imposition imposition) {
      return Team2026System.pairRound(request, TeamImposition.of(imposition));
    }

    @Override
    public CriteriaVector criteria(Pairing pairing) {
      return criteria.of(pairing);
    }

    @Override
    public Criterion completion() {
      return TeamCriteria.C3;
    }

    @Override
    public Criterion order() {
      return TeamCriteria.ORDER;
    }
  }
}
