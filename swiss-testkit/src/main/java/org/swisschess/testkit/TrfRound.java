package org.swisschess.testkit;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.Map;
import java.util.Objects;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.RecordedRound;
import org.swisschess.api.Tournament;
import org.swisschess.trf.ArbiterDecision;
import org.swisschess.trf.TrfDocument;
import org.swisschess.trf.TrfException;
import org.swisschess.trf.TrfReader;

/**
 * The request to pair one round of a TRF file kept as a test resource, as {@code swiss pair FILE
 * --round R} makes it: a past round is paired from the state before it with the players the file
 * shows without an opponent (and without the PAB) absent; the round after the last completed one
 * with the players the file marks absent for it. For worked examples and reproducers that are whole
 * tournaments rather than hand-built ones.
 *
 * <p>Example: {@code TrfRound.request(MyTests.class, "fidelity/case.trf", 5)}.
 */
public final class TrfRound {

  private TrfRound() {}

  /**
   * Reads a TRF resource and returns the request for {@code round}.
   *
   * @param anchor the class whose class loader finds the resource; not null
   * @param resource the resource's name relative to the class path root, such as {@code
   *     fidelity/case.trf}; not null
   * @param round from 1 to the file's completed rounds + 1
   * @return never null
   * @throws IllegalArgumentException if the resource is missing, unreadable or the round out of
   *     range
   */
  public static PairingRequest request(Class<?> anchor, String resource, int round) {
    TrfDocument doc = read(anchor, resource);
    Tournament full = doc.tournament();
    int completed = full.completedRounds();
    if (round < 1 || round > completed + 1) {
      throw new IllegalArgumentException(
          resource + " has " + completed + " completed rounds: cannot pair round " + round);
    }
    if (round == completed + 1) {
      return PairingRequest.of(full); // the tournament knows who is absent next round
    }
    return RecordedRound.of(full, round).request(full, Map.of());
  }

  /**
   * Reads a TRF resource and returns the request for the round after its completed ones.
   *
   * @param anchor the class whose class loader finds the resource; not null
   * @param resource the resource's name relative to the class path root; not null
   * @return never null
   */
  public static PairingRequest next(Class<?> anchor, String resource) {
    TrfDocument doc = read(anchor, resource);
    Tournament full = doc.tournament();
    return PairingRequest.of(full);
  }

  private static TrfDocument read(Class<?> anchor, String resource) {
    Objects.requireNonNull(anchor, "anchor");
    String path = resource.startsWith("/") ? resource : "/" + resource;
    try (InputStream in = anchor.getResourceAsStream(path)) {
      if (in == null) {
        throw new IllegalArgumentException("no test resource " + resource);
      }
      // Test resources may record what only an arbiter's decision allows (the chaotic states hold
      // rematches and repeated PABs on purpose): they are read as recorded.
      return TrfReader.parse(
          new String(in.readAllBytes(), StandardCharsets.UTF_8),
          resource,
          EnumSet.allOf(ArbiterDecision.class));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (TrfException e) {
      throw new IllegalArgumentException(resource + ": " + e.getMessage(), e);
    }
  }
}
