package org.swisschess.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Why a pairing came out as it did, in sections a system fills (one per score bracket, say).
 *
 * <p>Example: {@code Explanation.builder().section("Bracket 3.0", List.of("residents: 1 4
 * 7")).build()}.
 *
 * @param sections in the order the system made its decisions; not null
 */
public record Explanation(List<Section> sections) {

  /** An explanation with nothing in it. */
  public static final Explanation EMPTY = new Explanation(List.of());

  /**
   * Copies the list.
   *
   * @param sections in the order the system made its decisions; not null
   */
  public Explanation {
    sections = List.copyOf(sections);
  }

  /**
   * One titled part of an explanation.
   *
   * @param title a short heading, not null
   * @param lines the facts, one per line; not null
   */
  public record Section(String title, List<String> lines) {
    /**
     * Copies the list.
     *
     * @param title a short heading, not null
     * @param lines the facts, one per line; not null
     */
    public Section {
      Objects.requireNonNull(title, "title");
      lines = List.copyOf(lines);
    }
  }

  /**
   * Returns a new builder.
   *
   * @return never null
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns the explanation as plain text: each title, then its lines indented.
   *
   * @return never null; empty when there are no sections
   */
  public String toText() {
    StringBuilder sb = new StringBuilder();
    for (Section s : sections) {
      sb.append(s.title()).append('\n');
      for (String line : s.lines()) {
        sb.append("  ").append(line).append('\n');
      }
    }
    return sb.toString();
  }

  /** Collects sections; not thread-safe. */
  public static final class Builder {
    private final List<Section> sections = new ArrayList<>();

    private Builder() {}

    /**
     * Adds a section.
     *
     * @param title not null
     * @param lines not null
     * @return this builder
     */
    public Builder section(String title, List<String> lines) {
      sections.add(new Section(title, lines));
      return this;
    }

    /**
     * Returns the explanation built so far.
     *
     * @return never null
     */
    public Explanation build() {
      return new Explanation(sections);
    }
  }
}
