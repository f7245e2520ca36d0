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
 * <p>A system that stopped a search at one of its caps says so in {@link #searchLimits()}: the
 * pairing is then the best found, not necessarily the one an exhaustive reading of its rules gives.
 *
 * @param sections in the order the system made its decisions; not null
 * @param searchLimits the search caps reached while pairing, in the order they were reached; empty
 *     when every search ran to its end; not null
 */
public record Explanation(List<Section> sections, List<SearchLimit> searchLimits) {

  /** An explanation with nothing in it. */
  public static final Explanation EMPTY = new Explanation(List.of());

  /**
   * Copies the lists.
   *
   * @param sections in the order the system made its decisions; not null
   * @param searchLimits the search caps reached while pairing; not null
   */
  public Explanation {
    sections = List.copyOf(sections);
    searchLimits = List.copyOf(searchLimits);
  }

  /**
   * An explanation of sections only, with no search limit reached.
   *
   * @param sections not null
   */
  public Explanation(List<Section> sections) {
    this(sections, List.of());
  }

  /**
   * Returns whether every search ran to its end, so that no cap shaped the result.
   *
   * @return true when {@link #searchLimits()} is empty
   */
  public boolean searchComplete() {
    return searchLimits.isEmpty();
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
   * Returns the explanation as plain text: each title, then its lines indented; then, if a search
   * cap was reached, a section "Search limits" with one line per {@link SearchLimit}.
   *
   * @return never null; empty when there are no sections and no search limits
   */
  public String toText() {
    StringBuilder sb = new StringBuilder();
    for (Section s : sections) {
      sb.append(s.title()).append('\n');
      for (String line : s.lines()) {
        sb.append("  ").append(line).append('\n');
      }
    }
    if (!searchLimits.isEmpty()) {
      sb.append("Search limits").append('\n');
      for (SearchLimit limit : searchLimits) {
        sb.append("  ").append(limit.toText()).append('\n');
      }
    }
    return sb.toString();
  }

  /** Collects sections; not thread-safe. */
  public static final class Builder {
    private final List<Section> sections = new ArrayList<>();
    private final List<SearchLimit> searchLimits = new ArrayList<>();

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
     * Records a search cap that was reached.
     *
     * @param limit not null
     * @return this builder
     */
    public Builder searchLimit(SearchLimit limit) {
      searchLimits.add(Objects.requireNonNull(limit, "limit"));
      return this;
    }

    /**
     * Returns the explanation built so far.
     *
     * @return never null
     */
    public Explanation build() {
      return new Explanation(sections, searchLimits);
    }
  }
}
