package org.swisschess.api;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The registry of installed {@link PairingSystem}s, discovered with {@link ServiceLoader}. A
 * provider that fails to load is logged and skipped; the others stay available.
 *
 * <p>Example: {@code PairingSystems.require("dutch-2017").pair(request)}.
 */
public final class PairingSystems {

  private static final Logger LOG = LoggerFactory.getLogger(PairingSystems.class);

  private PairingSystems() {}

  /**
   * Returns every installed system, sorted by id.
   *
   * @return a new list, never null
   */
  public static List<PairingSystem> all() {
    return load(Thread.currentThread().getContextClassLoader());
  }

  /**
   * Returns the installed system with id {@code id}; ids compare case-insensitively.
   *
   * @param id not null
   * @return the system, or empty if none has that id
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

  static List<PairingSystem> load(ClassLoader loader) {
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
    found.sort(Comparator.comparing(PairingSystem::id));
    return found;
  }
}
