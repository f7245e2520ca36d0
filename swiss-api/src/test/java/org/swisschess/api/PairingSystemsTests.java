package org.swisschess.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The registry over the test-scope providers of META-INF/services: {@link AlphaTestSystem}, {@link
 * BetaTestSystem} and {@link BrokenTestSystem}, whose constructor throws.
 */
class PairingSystemsTests {

  @Test
  void allListsTheWorkingProvidersSortedById() {
    assertEquals(
        List.of("alpha-test", "beta-test"),
        PairingSystems.all().stream().map(PairingSystem::id).toList());
  }

  @Test
  void aBrokenProviderIsSkippedNotFatal() {
    assertTrue(
        PairingSystems.all().stream().noneMatch(s -> s.getClass().equals(BrokenTestSystem.class)));
    assertTrue(PairingSystems.find("alpha-test").isPresent(), "the others stay available");
  }

  @Test
  void providersAreDiscoveredOncePerClassLoader() {
    ClassLoader loader = getClass().getClassLoader();
    assertSame(PairingSystems.load(loader), PairingSystems.load(loader));
    assertNotSame(PairingSystems.discover(loader), PairingSystems.discover(loader));
  }

  @Test
  void twoProvidersWithOneIdAreAnErrorNamingBothClasses(@TempDir Path dir) throws IOException {
    // a class loader that also sees a services file listing a second "ALPHA-test"
    Path services = dir.resolve("META-INF/services");
    Files.createDirectories(services);
    Files.writeString(
        services.resolve(PairingSystem.class.getName()),
        AlphaTwinTestSystem.class.getName() + "\n");
    try (URLClassLoader loader =
        new URLClassLoader(new URL[] {dir.toUri().toURL()}, getClass().getClassLoader())) {
      IllegalStateException e =
          assertThrows(IllegalStateException.class, () -> PairingSystems.discover(loader));
      assertEquals(
          "two installed pairing systems have the id 'alpha-test': "
              + AlphaTestSystem.class.getName()
              + " and "
              + AlphaTwinTestSystem.class.getName()
              + "; remove one of their jars from the class path",
          e.getMessage());
    }
  }

  @Test
  void findIgnoresCase() {
    assertInstanceOf(AlphaTestSystem.class, PairingSystems.find("ALPHA-Test").orElseThrow());
    assertFalse(PairingSystems.find("gamma").isPresent());
  }

  @Test
  void requireNamesTheInstalledIdsForAnUnknownId() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> PairingSystems.require("dutch-1900"));
    assertEquals(
        "unknown pairing system 'dutch-1900'; installed: alpha-test, beta-test", e.getMessage());
    assertInstanceOf(BetaTestSystem.class, PairingSystems.require("beta-test"));
  }

  @Test
  void requiredSystemPairs() {
    Tournament t = Tournament.start(3, List.of(Player.of(1, "A", 0), Player.of(2, "B", 0)));
    Pairing p = PairingSystems.require("alpha-test").pair(PairingRequest.of(t));
    assertEquals(List.of(new Board(1, 2)), p.boards());
  }

  @Test
  void spiDefaults() {
    PairingSystem alpha = PairingSystems.require("alpha-test");
    assertEquals("development", alpha.version(), "no jar manifest when run from classes");
    assertEquals(ColourRules.NONE, alpha.colourRules());
  }

  /** Pairs the first two present players, nothing else. */
  public static class AlphaTestSystem implements PairingSystem {
    @Override
    public String id() {
      return "alpha-test";
    }

    @Override
    public String name() {
      return "Alpha (test)";
    }

    /** Declares the simplest rule: one PAB each. */
    @Override
    public boolean mayReceivePairingAllocatedBye(PlayerHistory player, Tournament tournament) {
      return !player.hadPairingAllocatedBye();
    }

    @Override
    public Pairing pair(PairingRequest request) {
      List<Player> present =
          request.tournament().players().stream()
              .filter(p -> request.isPresent(p.pairingNumber()))
              .toList();
      return new Pairing(
          request.round(),
          List.of(new Board(present.get(0).pairingNumber(), present.get(1).pairingNumber())),
          OptionalInt.empty(),
          Explanation.EMPTY);
    }
  }

  /** Claims the id of {@link AlphaTestSystem}, in another case: listed only by one test. */
  public static class AlphaTwinTestSystem extends AlphaTestSystem {
    @Override
    public String id() {
      return "ALPHA-test";
    }
  }

  /** A second working provider. */
  public static class BetaTestSystem extends AlphaTestSystem {
    @Override
    public String id() {
      return "beta-test";
    }
  }

  /** A provider that cannot be created. */
  public static class BrokenTestSystem extends AlphaTestSystem {
    /** Always fails. */
    public BrokenTestSystem() {
      throw new IllegalStateException("broken on purpose");
    }
  }
}
