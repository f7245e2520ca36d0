package org.swisschess.dutch2017;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.swisschess.api.Colour;
import org.swisschess.api.Player;
import org.swisschess.api.ResultKind;
import org.swisschess.api.RoundEntry;
import org.swisschess.api.ScoringSystem;
import org.swisschess.api.Tournament;

/**
 * A minimal reader of the corpus files (TRF-16 player lines only, standard scoring), so that the
 * engine can be checked before the swiss-trf module is merged.
 */
final class CorpusFiles {

  private CorpusFiles() {}

  static Tournament read(Path file) throws IOException {
    String text = Files.readString(file, StandardCharsets.UTF_8);
    List<String> lines = new ArrayList<>();
    for (String l : text.split("\r\n|\r|\n")) {
      if (l.startsWith("001")) {
        lines.add(l);
      }
    }
    int rounds = 0;
    for (String l : lines) {
      rounds = Math.max(rounds, (l.stripTrailing().length() - 91 + 9) / 10);
    }
    List<Player> players = new ArrayList<>();
    for (String l : lines) {
      int id = Integer.parseInt(l.substring(4, 8).strip());
      String ratingText = l.length() >= 52 ? l.substring(48, 52).strip() : "";
      int rating = ratingText.isEmpty() ? 0 : Integer.parseInt(ratingText);
      List<RoundEntry> entries = new ArrayList<>();
      for (int r = 1; r <= rounds; r++) {
        int c = 91 + 10 * (r - 1);
        String block = l.length() > c ? l.substring(c, Math.min(l.length(), c + 8)) : "";
        block = String.format(java.util.Locale.ROOT, "%-8s", block);
        String opp = block.substring(0, 4).strip();
        char colour = block.charAt(5);
        char result = block.charAt(7);
        int o = opp.isEmpty() ? 0 : Integer.parseInt(opp);
        ResultKind kind = ResultKind.ofCode(result).orElseThrow();
        Colour col = colour == 'w' || colour == 'W' ? Colour.WHITE : colour == 'b' || colour == 'B' ? Colour.BLACK : Colour.NONE;
        if (o == 0) {
          entries.add(RoundEntry.bye(kind == ResultKind.FORFEIT_LOSS ? ResultKind.ZERO_POINT_BYE : kind));
        } else {
          entries.add(new RoundEntry(o, col, kind));
        }
      }
      players.add(new Player(id, l.substring(14, Math.min(l.length(), 47)).strip(), "", "", rating, "", "", "", 0, entries));
    }
    // The initial colour, as bbpPairings infers it: the colour of the higher-ranked player of a
    // round-1 game, turned round when that player's effective pairing number (rank among the
    // players present in round 1) is even.
    Colour initial = Colour.WHITE;
    players.sort(java.util.Comparator.comparingInt(Player::pairingNumber));
    int effective = 0;
    for (Player p : players) {
      if (rounds == 0) {
        break;
      }
      RoundEntry e = p.round(1);
      boolean present = e.hasOpponent() || e.result() == ResultKind.PAIRING_ALLOCATED_BYE;
      if (!present) {
        continue;
      }
      effective++;
      if (e.hasOpponent() && e.opponent() > p.pairingNumber() && e.colour() != Colour.NONE) {
        initial = effective % 2 == 1 ? e.colour() : e.colour().opposite();
        break;
      }
    }
    return new Tournament(file.getFileName().toString(), players, rounds, rounds, initial, ScoringSystem.STANDARD,
        List.of(), List.of());
  }

  static Set<Integer> absentIn(Tournament full, int round) {
    Set<Integer> absent = new HashSet<>();
    for (Player p : full.players()) {
      RoundEntry e = p.round(round);
      if (!e.hasOpponent() && e.result() != ResultKind.PAIRING_ALLOCATED_BYE) {
        absent.add(p.pairingNumber());
      }
    }
    return absent;
  }
}
