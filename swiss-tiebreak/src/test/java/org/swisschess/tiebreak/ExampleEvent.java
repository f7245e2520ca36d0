package org.swisschess.tiebreak;

import java.util.ArrayList;
import java.util.List;
import org.swisschess.api.Tournament;

/**
 * Builds a complete tournament around one participant (pairing number 1) of a worked example in
 * which only that participant's rounds and the final scores of its opponents are given: each
 * opponent plays every other round against a participant of its own who plays only that game, with
 * results that bring it to the given score. So each opponent has played every round and its
 * adjusted score (C.07 16.3) is its score, unless the example gives it unplayed rounds.
 */
final class ExampleEvent {

  /** One round of the subject: against an opponent, or an unplayed round without one. */
  record Round(String result, double opponentScore, String opponentTail) {}

  private final List<Round> rounds = new ArrayList<>();

  /** A game (result 1, =, 0) or forfeit (+, -) against an opponent who scored {@code score}. */
  ExampleEvent game(String result, double score) {
    rounds.add(new Round(result, score, ""));
    return this;
  }

  /**
   * A game or forfeit against an opponent whose last rounds are the unplayed {@code tail} (such as
   * {@code "ZZ"}: zero-point byes after withdrawing) and who scored {@code score} in all.
   */
  ExampleEvent game(String result, double score, String tail) {
    rounds.add(new Round(result, score, tail));
    return this;
  }

  /** An unplayed round without an opponent: {@code H}, {@code Z}, {@code F}, {@code U}. */
  ExampleEvent bye(String code) {
    rounds.add(new Round(code, -1, ""));
    return this;
  }

  Tournament tournament() {
    int n = rounds.size();
    List<String> subject = new ArrayList<>();
    int next = 2;
    List<Integer> opponentIds = new ArrayList<>();
    for (Round r : rounds) {
      if (r.opponentScore() < 0) {
        opponentIds.add(0);
        continue;
      }
      opponentIds.add(next++);
    }
    List<String[]> opponentRounds = new ArrayList<>();
    List<String[]> fillerRounds = new ArrayList<>();
    for (int k = 0; k < n; k++) {
      Round r = rounds.get(k);
      int opp = opponentIds.get(k);
      if (opp == 0) {
        subject.add(r.result());
        continue;
      }
      char res = r.result().charAt(0);
      char colour = k % 2 == 0 ? 'w' : 'b';
      char other = colour == 'w' ? 'b' : 'w';
      subject.add(opp + "" + colour + res);
      char back =
          switch (res) {
            case '1' -> '0';
            case '0' -> '1';
            case '+' -> '-';
            case '-' -> '+';
            default -> '=';
          };
      String[] own = new String[n];
      own[k] = 1 + "" + other + back;
      int half = (int) Math.round(2 * r.opponentScore()) - halfPoints(back);
      String tail = r.opponentTail();
      for (int j = n - tail.length(); j < n; j++) {
        own[j] = String.valueOf(tail.charAt(j - (n - tail.length())));
        half -= halfPoints(tail.charAt(j - (n - tail.length())));
      }
      for (int j = 0; j < n; j++) {
        if (own[j] != null) {
          continue;
        }
        char result = half >= 2 ? '1' : half == 1 ? '=' : '0';
        half -= halfPoints(result);
        own[j] = "#" + result; // against a filler, numbered below
      }
      if (half != 0) {
        throw new IllegalArgumentException("score " + r.opponentScore() + " is out of reach");
      }
      opponentRounds.add(own);
    }
    int filler = next;
    List<String[]> resolved = new ArrayList<>();
    for (String[] own : opponentRounds) {
      String[] done = own.clone();
      for (int j = 0; j < n; j++) {
        if (done[j].startsWith("#")) {
          char result = done[j].charAt(done[j].length() - 1);
          int id = filler++;
          int oppId = next - opponentRounds.size() + resolved.size();
          done[j] = id + "w" + result;
          String[] f = new String[n];
          for (int i = 0; i < n; i++) {
            f[i] = ".";
          }
          char back = result == '1' ? '0' : result == '0' ? '1' : '=';
          f[j] = oppId + "b" + back;
          fillerRounds.add(f);
        }
      }
      resolved.add(done);
    }
    TrfText trf = new TrfText().header("012 Worked example");
    trf.player(1, 2000, subject.toArray(String[]::new));
    int id = 2;
    for (String[] own : resolved) {
      trf.player(id++, 1900, own);
    }
    for (String[] f : fillerRounds) {
      trf.player(id++, 1500, f);
    }
    trf.header("XXR " + n);
    return trf.tournament();
  }

  private static int halfPoints(char result) {
    return switch (result) {
      case '1', '+', 'F', 'U' -> 2;
      case '=', 'H' -> 1;
      default -> 0;
    };
  }
}
