package org.swisschess.dutch.core;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Which {@link Shortcut}s a pairing may take: all of them unless the request's options say
 * otherwise.
 */
public final class Shortcuts {

  /** The option that switches every shortcut: {@code all} (the default) or {@code none}. */
  public static final String ALL_OPTION = "shortcuts";

  /** The prefix of the option that switches one shortcut: {@code shortcut.swap=off}. */
  public static final String ONE_OPTION = "shortcut.";

  /** Every shortcut on: the default. */
  public static final Shortcuts ALL = new Shortcuts(EnumSet.allOf(Shortcut.class));

  /** Every shortcut off: the generation order as the text gives it, one solve a decision. */
  public static final Shortcuts NONE = new Shortcuts(EnumSet.noneOf(Shortcut.class));

  private final Set<Shortcut> on;

  private Shortcuts(Set<Shortcut> on) {
    this.on = Set.copyOf(on);
  }

  /**
   * Exactly the given shortcuts on.
   *
   * @param on the shortcuts to take
   * @return the switches
   */
  public static Shortcuts only(Set<Shortcut> on) {
    return new Shortcuts(on.isEmpty() ? EnumSet.noneOf(Shortcut.class) : EnumSet.copyOf(on));
  }

  /**
   * The switches a request's options ask for: {@code shortcuts=all|none} first, then {@code
   * shortcut.<name>=on|off} for single ones ({@link Shortcut#optionName}). Other options are not
   * this class's business and are ignored.
   *
   * @param options the request's options
   * @return the switches
   * @throws IllegalArgumentException if a shortcut option has a value other than the ones above, or
   *     names no shortcut
   */
  public static Shortcuts from(Map<String, String> options) {
    EnumSet<Shortcut> on = EnumSet.allOf(Shortcut.class);
    String all = options.get(ALL_OPTION);
    if (all != null) {
      switch (all.toLowerCase(Locale.ROOT)) {
        case "all" -> on = EnumSet.allOf(Shortcut.class);
        case "none" -> on = EnumSet.noneOf(Shortcut.class);
        default ->
            throw new IllegalArgumentException(
                "option " + ALL_OPTION + ": expected all or none, found " + all);
      }
    }
    for (Map.Entry<String, String> option : options.entrySet()) {
      if (!option.getKey().startsWith(ONE_OPTION)) {
        continue;
      }
      String name = option.getKey().substring(ONE_OPTION.length());
      Shortcut shortcut = null;
      for (Shortcut s : Shortcut.values()) {
        if (s.optionName().equals(name)) {
          shortcut = s;
        }
      }
      if (shortcut == null) {
        throw new IllegalArgumentException(
            "option " + option.getKey() + ": no such shortcut; known: " + names());
      }
      switch (option.getValue().toLowerCase(Locale.ROOT)) {
        case "on" -> on.add(shortcut);
        case "off" -> on.remove(shortcut);
        default ->
            throw new IllegalArgumentException(
                "option " + option.getKey() + ": expected on or off, found " + option.getValue());
      }
    }
    return new Shortcuts(on);
  }

  private static String names() {
    StringBuilder b = new StringBuilder();
    for (Shortcut s : Shortcut.values()) {
      b.append(b.length() == 0 ? "" : ", ").append(s.optionName());
    }
    return b.toString();
  }

  /**
   * Whether a shortcut is on.
   *
   * @param shortcut the shortcut
   * @return whether it may be taken
   */
  public boolean on(Shortcut shortcut) {
    return on.contains(shortcut);
  }

  @Override
  public String toString() {
    return "Shortcuts" + on;
  }
}
