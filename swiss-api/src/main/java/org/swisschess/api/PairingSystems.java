package org.swisschess.api;

import java.lang.ref.SoftReference;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.TreeMap;
import java.util.WeakHashMap;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The registry of installed {@link PairingSystem}s, discovered with {@link ServiceLoader} once per
 * class loader and cached. A provider that fails to load is logged and skipped; the others stay
 * available. Two providers with the same id (compared case-insensitively) are an error that names
 * both classes: which of them pairs would otherwise depend on the class path's order. So are two
 * providers that answer to one tournament type ({@link PairingSystem#tournamentTypes()}).
 *
 * <p>Example: {@code PairingSystems.require("dutch-2017").pair(request)}, or for a file whose
 * {@code 192} record reads {@code FIDE_DUBOV_BAKU}:
 *
 * <pre>{@code
 * PairingSystems.Selection s = PairingSystems.forTournamentType("FIDE_DUBOV_BAKU").orElseThrow();
 * Pairing next = s.system().pair(new PairingRequest(tournament, round, absent, s.type().requestOptions()));
 * }</pre>
 *
 * <p>Thread-safe: the registry may be called from any thread, and the systems it returns are
 * stateless.
 */
public final class PairingSystems {

  private static final Logger LOG = LoggerFactory.getLogger(PairingSystems.class);

  /**
   * The systems found per class loader. Soft values: the list refers to classes of its loader, so a
   * strong value would keep a discarded loader (a redeployed web application) alive for ever.
   */
  private static final Map<ClassLoader, SoftReference<Installed>> CACHE = new WeakHashMap<>();

  /** Stands for the bootstrap loader, which a WeakHashMap cannot hold as null. */
  private static final ClassLoader BOOTSTRAP = new ClassLoader(null) {};

  private PairingSystems() {}

  /**
   * An installed system and the tournament type of its declaration that a code names.
   *
   * @param system the system that answers to the code; not null
   * @param type its declaration of the code, with the acceleration and options the code asks for;
   *     not null
   * @since 1.0.0
   */
  public record Selection(PairingSystem system, TournamentType type) {

    /**
     * Validates.
     *
     * @param system not null
     * @param type not null
     */
    public Selection {
      Objects.requireNonNull(system, "system");
      Objects.requireNonNull(type, "type");
    }
  }

  /** What discovery found: the systems by id, and each declared code's system. */
  record Installed(List<PairingSystem> systems, Map<String, Selection> byCode) {}

  /**
   * Returns every installed system, sorted by id.
   *
   * @return an unmodifiable list, never null
   * @throws IllegalStateException if two installed providers have the same id
   */
  public static List<PairingSystem> all() {
    return load(Thread.currentThread().getContextClassLoader());
  }

  /**
   * Returns the installed system with id {@code id}; ids compare case-insensitively.
   *
   * @param id not null
   * @return the system, or empty if none has that id
   * @throws IllegalStateException if two installed providers have the same id
   */
  public static Optional<PairingSystem> find(String id) {
    String wanted = id.toLowerCase(Locale.ROOT);
    return all().stream().filter(s -> s.id().toLowerCase(Locale.ROOT).equals(wanted)).findFirst();
  }

  /**
   * Returns the installed system with id {@code id}.
   *
   * @param id not null
   * @return never null
   * @throws IllegalArgumentException naming the installed ids if none has that id
   * @throws IllegalStateException if two installed providers have the same id
   */
  public static PairingSystem require(String id) {
    return find(id)
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    "unknown pairing system '" + id + "'; installed: " + installedIds()));
  }

  /**
   * Returns the installed system that answers to a tournament type: the one that declares the code
   * among its {@link PairingSystem#tournamentTypes()}, with that declaration.
   *
   * <p>Whether a value is a code at all is for the file format to say: a TRF reader refuses a
   * {@code 192} value that is none. A code that no installed system answers to (such as {@code
   * FIDE_DOUBLESWISS} when no Double-Swiss system is installed) gives empty.
   *
   * @param code a {@code 192} value as written, case and surrounding blanks ignored; not null
   * @return the system and its declaration, or empty if no installed system answers to the code
   * @throws IllegalStateException if two installed providers have the same id or answer to one code
   * @since 1.0.0
   */
  public static Optional<Selection> forTournamentType(String code) {
    String wanted = code.strip().toUpperCase(Locale.ROOT);
    return Optional.ofNullable(
        installed(Thread.currentThread().getContextClassLoader()).byCode().get(wanted));
  }

  private static String installedIds() {
    List<PairingSystem> all = all();
    return all.isEmpty()
        ? "none"
        : all.stream().map(PairingSystem::id).collect(Collectors.joining(", "));
  }

  static List<PairingSystem> load(@Nullable ClassLoader loader) {
    return installed(loader).systems();
  }

  private static Installed installed(@Nullable ClassLoader loader) {
    ClassLoader key = loader == null ? BOOTSTRAP : loader;
    synchronized (CACHE) {
      SoftReference<Installed> cached = CACHE.get(key);
      Installed installed = cached == null ? null : cached.get();
      if (installed == null) {
        installed = discover(loader);
        CACHE.put(key, new SoftReference<>(installed));
      }
      return installed;
    }
  }

  /** Runs the service loader: no cache. */
  static Installed discover(@Nullable ClassLoader loader) {
    List<PairingSystem> found = new ArrayList<>();
    List<List<TournamentType>> declared = new ArrayList<>();
    ServiceLoader<PairingSystem> serviceLoader =
        loader == null
            ? ServiceLoader.load(PairingSystem.class)
            : ServiceLoader.load(PairingSystem.class, loader);
    Iterator<PairingSystem> it = serviceLoader.iterator();
    while (true) {
      try {
        if (!it.hasNext()) {
          break;
        }
        PairingSystem system = it.next();
        List<TournamentType> types = List.copyOf(system.tournamentTypes());
        found.add(system);
        declared.add(types);
      } catch (ServiceConfigurationError | LinkageError | RuntimeException e) {
        LOG.warn("skipping a pairing system that failed to load: {}", e.toString());
      }
    }
    Map<PairingSystem, List<TournamentType>> typesOf = new HashMap<>();
    for (int i = 0; i < found.size(); i++) {
      typesOf.put(found.get(i), declared.get(i));
    }
    found.sort(Comparator.comparing(s -> s.id().toLowerCase(Locale.ROOT)));
    for (int i = 1; i < found.size(); i++) {
      PairingSystem a = found.get(i - 1);
      PairingSystem b = found.get(i);
      if (a.id().equalsIgnoreCase(b.id())) {
        throw new IllegalStateException(
            "two installed pairing systems have the id '"
                + b.id().toLowerCase(Locale.ROOT)
                + "': "
                + a.getClass().getName()
                + " and "
                + b.getClass().getName()
                + "; remove one of their jars from the class path");
      }
    }
    Map<String, Selection> byCode = new TreeMap<>();
    for (PairingSystem system : found) {
      for (TournamentType type : typesOf.getOrDefault(system, List.of())) {
        Selection earlier = byCode.putIfAbsent(type.code(), new Selection(system, type));
        if (earlier != null) {
          throw new IllegalStateException(
              earlier.system() == system
                  ? "the pairing system '"
                      + system.id()
                      + "' ("
                      + system.getClass().getName()
                      + ") declares the tournament type "
                      + type.code()
                      + " twice"
                  : "two installed pairing systems answer to the tournament type "
                      + type.code()
                      + ": "
                      + earlier.system().getClass().getName()
                      + " ("
                      + earlier.system().id()
                      + ") and "
                      + system.getClass().getName()
                      + " ("
                      + system.id()
                      + "); remove one of their jars from the class path");
        }
      }
    }
    return new Installed(List.copyOf(found), Collections.unmodifiableMap(byCode));
  }
}
