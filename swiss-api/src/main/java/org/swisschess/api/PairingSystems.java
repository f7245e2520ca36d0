package org.swisschess.api;

import java.lang.ref.SoftReference;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.WeakHashMap;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The registry of installed {@link PairingSystem}s, discovered with {@link ServiceLoader} once per
 * class loader and cached. A provider that fails to load is logged and skipped; the others stay
 * available. Two providers with the same id (compared case-insensitively) are an error that names
 * both classes: which of them pairs would otherwise depend on the class path's order.
 *
 * <p>Example: {@code PairingSystems.require("dutch-2017").pair(request)}.
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
  private static final Map<ClassLoader, SoftReference<List<PairingSystem>>> CACHE =
      new WeakHashMap<>();

  /** Stands for the bootstrap loader, which a WeakHashMap cannot hold as null. */
  private static final ClassLoader BOOTSTRAP = new ClassLoader(null) {};

  private PairingSystems() {}

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

  private static String installedIds() {
    List<PairingSystem> all = all();
    return all.isEmpty()
        ? "none"
        : all.stream().map(PairingSystem::id).collect(Collectors.joining(", "));
  }

  static List<PairingSystem> load(@Nullable ClassLoader loader) {
    ClassLoader key = loader == null ? BOOTSTRAP : loader;
    synchronized (CACHE) {
      SoftReference<List<PairingSystem>> cached = CACHE.get(key);
      List<PairingSystem> systems = cached == null ? null : cached.get();
      if (systems == null) {
        systems = discover(loader);
        CACHE.put(key, new SoftReference<>(systems));
      }
      return systems;
    }
  }

  /** Runs the service loader: no cache. */
  static List<PairingSystem> discover(@Nullable ClassLoader loader) {
    List<PairingSystem> found = new ArrayList<>();
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
        found.add(it.next());
      } catch (ServiceConfigurationError | LinkageError e) {
        LOG.warn("skipping a pairing system that failed to load: {}", e.toString());
      }
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
    return List.copyOf(found);
  }
}
