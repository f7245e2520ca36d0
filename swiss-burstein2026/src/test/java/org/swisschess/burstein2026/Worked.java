package org.swisschess.burstein2026;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.Tournament;
import org.swisschess.trf.TrfReader;

/** The worked examples kept as TRF files under {@code worked/}: read and paired as a user would. */
final class Worked {

  private Worked() {}

  static Tournament tournament(String name) {
    try (InputStream in = Worked.class.getResourceAsStream("/worked/" + name)) {
      if (in == null) {
        throw new AssertionError("no test resource worked/" + name);
      }
      String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      return TrfReader.parse(text, name).tournament();
    } catch (IOException | org.swisschess.trf.TrfException e) {
      throw new AssertionError(name + ": " + e.getMessage(), e);
    }
  }

  static Pairing pair(String name) {
    return PairingSystems.require("burstein-2026").pair(PairingRequest.of(tournament(name)));
  }
}
