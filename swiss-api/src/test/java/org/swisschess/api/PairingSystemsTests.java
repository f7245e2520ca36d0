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
import java.util.Map;
import java.util.Optional;
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

  /** What discovery says of a class path that also lists {@code extra}. */
  private IllegalStateException discoveryWith(Path dir, Class<?> extra) throws IOException {
    Path services = dir.resolve("META-INF/services");
    Files.createDirectories(services);
    Files.writeString(services.resolve(PairingSystem.class.getName()), extra.getName() + "\n");
    try (URLClassLoader loader =
        new URLClassLoader(new URL[] {dir.toUri().toURL()}, getClass().getClassLoader())) {
      return assertThrows(IllegalStateException.class, () -> PairingSystems.discover(loader));
    }
  }

  @Test
  void twoProvidersWithOneIdAreAnErrorNamingBothClasses(@TempDir Path dir) throws IOException {
    // a class loader that also sees a services file listing a second "ALPHA-test"
    assertEquals(
        "two installed pairing systems have the id 'alpha-test': "
            + AlphaTestSystem.class.getName()
            + " and "
            + AlphaTwinTestSystem.class.getName()
            + "; remove one of their jars from the class path",
        discoveryWith(dir, AlphaTwinTestSystem.class).getMessage());
  }

  @Test
  void twoProvidersAnsweringOneTournamentTypeAreAnErrorNamingBoth(@TempDir Path dir)
      throws IOException {
    assertEquals(
        "two installed pairing systems answer to the tournament type BETA_TEST_BAKU: "
            + BetaTestSystem.class.getName()
            + " (beta-test) and "
            + BetaCodeTwinTestSystem.class.getName()
            + " (gamma-test); remove one of their jars from the class path",
        discoveryWith(dir, BetaCodeTwinTestSystem.class).getMessage());
  }

  @Test
  void aTournamentTypeFindsTheSystemThatDeclaresIt() {
    PairingSystems.Selection baku =
        PairingSystems.forTournamentType(" beta_test_baku ").orElseThrow();
    assertInstanceOf(BetaTestSystem.class, baku.system());
    assertEquals(Optional.of(AccelerationMethod.BAKU), baku.type().acceleration());
    assertEquals(Map.of(PairingRequest.ACCELERATION, "baku"), baku.type().requestOptions());
    PairingSystems.Selection variant =
        PairingSystems.forTournamentType("BETA_TEST_B").orElseThrow();
    assertEquals(Map.of("variant", "b"), variant.type().requestOptions());
    assertEquals(Optional.empty(), PairingSystems.forTournamentType("FIDE_DOUBLESWISS"));
    assertEquals(Optional.empty(), PairingSystems.forTournamentType("alpha-test"), "not an id");
  }

  @Test
  void aSystemNamesTheFirstTypeThatDescribesARequestsOptions() {
    PairingSystem beta = PairingSystems.require("beta-test");
    assertEquals("BETA_TEST", beta.tournamentTypeFor(Map.of()).orElseThrow().code());
    assertEquals(
        "BETA_TEST",
        beta.tournamentTypeFor(Map.of(PairingRequest.ACCELERATION, "none", "search-steps", "9"))
            .orElseThrow()
            .code(),
        "options no type sets do not count");
    assertEquals(
        "BETA_TEST_BAKU",
        beta.tournamentTypeFor(Map.of(PairingRequest.ACCELERATION, "baku")).orElseThrow().code());
    assertEquals(
        "BETA_TEST_B", beta.tournamentTypeFor(Map.of("variant", "b")).orElseThrow().code());
    assertEquals(
        Optional.empty(),
        beta.tournamentTypeFor(Map.of(PairingRequest.ACCELERATION, "baku-bbp")),
        "no code names bbpPairings' variant");
    assertEquals(Optional.empty(), beta.tournamentTypeFor(Map.of("variant", "c")));
    assertEquals(
        Optional.empty(), PairingSystems.require("alpha-test").tournamentTypeFor(Map.of()));
  }

  @Test
  void aTournamentTypeIsOneUpperCaseWordWithoutTheAccelerationOption() {
    assertEquals("FIDE_DUBOV", TournamentType.of(" fide_dubov ").code());
    assertThrows(IllegalArgumentException.class, () -> TournamentType.of(" "));
    assertThrows(IllegalArgumentException.class, () -> TournamentType.of("FIDE DUBOV"));
    assertThrows(
        IllegalArgumentException.class,
        () -> TournamentType.of("FIDE_DUBOV").withOption(PairingRequest.ACCELERATION, "baku"));
    assertTrue(TournamentType.of("FIDE_DUBOV").hasCode("fide_dubov "));
    assertFalse(TournamentType.of("FIDE_DUBOV").hasCode("FIDE_DUBOV_BAKU"));
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
    assertEquals(List.of(), alpha.tournamentTypes(), "no code unless the system declares one");
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

  /** A second working provider, with tournament types of its own. */
  public static class BetaTestSystem extends AlphaTestSystem {
    @Override
    public String id() {
      return "beta-test";
    }

    @Override
    public List<TournamentType> tournamentTypes() {
      return List.of(
          TournamentType.of("BETA_TEST"),
          TournamentType.of("BETA_TEST_BAKU").withAcceleration(AccelerationMethod.BAKU),
          TournamentType.of("BETA_TEST_B").withOption("variant", "b"));
    }
  }

  /** Answers to one of {@link BetaTestSystem}'s codes under another id: listed only by one test. */
  public static class BetaCodeTwinTestSystem extends AlphaTestSystem {
    @Override
    public String id() {
      return "gamma-test";
    }

    @Override
    public List<TournamentType> tournamentTypes() {
      return List.of(
          TournamentType.of("GAMMA_TEST"),
          TournamentType.of("beta_test_baku").withAcceleration(AccelerationMethod.BAKU));
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
