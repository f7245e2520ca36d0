package org.swisschess.sim;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * What a simulation has summed so far, in memory that does not grow with the number of tournaments:
 * per system and metric the exact sums of {@link Moments} and a quantile sketch, per pair of
 * systems the sums of the differences, the colour differences' counts and the timings' sketch. Sums
 * are exact and counts integers, so states {@link #merge merge} in any order into the state one run
 * gives; {@link #write()} and {@link #read(String)} carry it between processes exactly: a shard's
 * output, and a checkpoint a shard that died resumes from.
 */
public final class SimulationState {

  private static final String MAGIC = "swiss-simulation-state 1";

  private final Map<String, String> settings;
  private final List<String> systems;
  private final List<String> metrics;
  private Shard shard;
  private int done;
  private final List<List<Moments>> bySystem = new ArrayList<>();
  private final List<TreeMap<Integer, Long>> colours = new ArrayList<>();
  private final List<QuantileSketch> timings = new ArrayList<>();
  private final List<List<Moments>> byPair = new ArrayList<>();

  private SimulationState(
      Map<String, String> settings, List<String> systems, int rounds, Shard shard, boolean empty) {
    this.settings = new LinkedHashMap<>(settings);
    this.systems = List.copyOf(systems);
    this.metrics = Metrics.names(rounds);
    this.shard = shard;
    if (empty) {
      for (int s = 0; s < systems.size(); s++) {
        bySystem.add(newMoments(true));
        colours.add(new TreeMap<>());
        timings.add(new QuantileSketch());
      }
      for (int p = 0; p < pairs(); p++) {
        byPair.add(newMoments(false));
      }
    }
  }

  private List<Moments> newMoments(boolean withQuantiles) {
    List<Moments> out = new ArrayList<>(metrics.size());
    for (int i = 0; i < metrics.size(); i++) {
      out.add(new Moments(withQuantiles));
    }
    return out;
  }

  private int pairs() {
    return systems.size() * (systems.size() - 1) / 2;
  }

  /**
   * Returns the state of a simulation not yet started.
   *
   * @param config not null
   * @param systemIds the systems in the order played; not null, not empty
   * @return never null
   */
  public static SimulationState start(SimulationConfig config, List<String> systemIds) {
    if (systemIds.isEmpty()) {
      throw new IllegalArgumentException("no system to simulate");
    }
    Map<String, String> s = new LinkedHashMap<>();
    s.put("systems", String.join(",", systemIds));
    s.putAll(config.settings());
    return new SimulationState(s, systemIds, config.generator().rounds(), config.shard(), true);
  }

  /**
   * Returns the settings that decide the results, named as {@code swiss simulate}'s options.
   *
   * @return never null
   */
  public Map<String, String> settings() {
    return java.util.Collections.unmodifiableMap(settings);
  }

  /**
   * Returns the shard summed.
   *
   * @return never null
   */
  public Shard shard() {
    return shard;
  }

  /**
   * Returns how many of the shard's tournaments are summed: they are its first ones, in index
   * order, so a resumed run starts with the shard's tournament {@code done()}.
   *
   * @return from 0
   */
  public int done() {
    return done;
  }

  /**
   * Returns whether every tournament of the shard is summed.
   *
   * @return whether {@link #done()} is the shard's size
   */
  public boolean complete() {
    return done == shard.size(tournaments());
  }

  private int tournaments() {
    return Integer.parseInt(settings.get("tournaments"));
  }

  /**
   * Adds the next tournament of the shard: one metrics record per system, in the systems' order.
   *
   * @param oneTournament not null
   */
  public void add(List<TournamentMetrics> oneTournament) {
    if (oneTournament.size() != systems.size()) {
      throw new IllegalArgumentException(
          "expected metrics of " + systems.size() + " systems, found " + oneTournament.size());
    }
    for (int s = 0; s < systems.size(); s++) {
      TournamentMetrics m = oneTournament.get(s);
      List<Moments> moments = bySystem.get(s);
      for (int i = 0; i < metrics.size(); i++) {
        moments.get(i).add(m.values().get(i));
      }
      for (int d : m.colourDifferences()) {
        colours.get(s).merge(d, 1L, Long::sum);
      }
      for (long nanos : m.pairingNanos()) {
        timings.get(s).add((double) nanos);
      }
    }
    int p = 0;
    for (int a = 0; a < systems.size(); a++) {
      for (int b = a + 1; b < systems.size(); b++) {
        List<Double> va = oneTournament.get(a).values();
        List<Double> vb = oneTournament.get(b).values();
        List<Moments> moments = byPair.get(p++);
        for (int i = 0; i < metrics.size(); i++) {
          moments.get(i).add(va.get(i) - vb.get(i));
        }
      }
    }
    done++;
  }

  /**
   * Returns the state of the whole simulation from the states of all its shards, complete: the
   * state one run gives, to the last bit.
   *
   * @param shards one complete state per shard 1..N of one simulation, in any order; not null
   * @return never null
   * @throws IllegalArgumentException naming the shard if the settings differ, a shard is missing,
   *     repeated or incomplete
   */
  public static SimulationState merge(List<SimulationState> shards) {
    if (shards.isEmpty()) {
      throw new IllegalArgumentException("no shard to merge");
    }
    SimulationState first = shards.get(0);
    int n = first.shard.count();
    boolean[] seen = new boolean[n + 1];
    for (SimulationState s : shards) {
      if (!s.settings.equals(first.settings)) {
        throw new IllegalArgumentException(
            "shard "
                + s.shard
                + " was run with other settings than shard "
                + first.shard
                + ": "
                + difference(first.settings, s.settings));
      }
      if (s.shard.count() != n) {
        throw new IllegalArgumentException(
            "shard " + s.shard + " is not one of " + n + " shards like shard " + first.shard);
      }
      if (seen[s.shard.index()]) {
        throw new IllegalArgumentException("shard " + s.shard + " is given twice");
      }
      seen[s.shard.index()] = true;
      if (!s.complete()) {
        throw new IllegalArgumentException(
            "shard "
                + s.shard
                + " is incomplete: "
                + s.done
                + " of "
                + s.shard.size(s.tournaments())
                + " tournaments (run it again to resume)");
      }
    }
    for (int k = 1; k <= n; k++) {
      if (!seen[k]) {
        throw new IllegalArgumentException("shard " + k + "/" + n + " is missing");
      }
    }
    SimulationState out =
        new SimulationState(first.settings, first.systems, rounds(first), Shard.ALL, true);
    for (SimulationState s : shards) {
      out.done += s.done;
      for (int i = 0; i < out.systems.size(); i++) {
        for (int m = 0; m < out.metrics.size(); m++) {
          out.bySystem.get(i).get(m).merge(s.bySystem.get(i).get(m));
        }
        int sys = i;
        s.colours.get(i).forEach((k, v) -> out.colours.get(sys).merge(k, v, Long::sum));
        out.timings.get(i).merge(s.timings.get(i));
      }
      for (int p = 0; p < out.pairs(); p++) {
        for (int m = 0; m < out.metrics.size(); m++) {
          out.byPair.get(p).get(m).merge(s.byPair.get(p).get(m));
        }
      }
    }
    return out;
  }

  private static String difference(Map<String, String> a, Map<String, String> b) {
    for (String k : a.keySet()) {
      if (!Objects.equals(a.get(k), b.get(k))) {
        return k + " " + a.get(k) + " against " + b.get(k);
      }
    }
    return "other settings";
  }

  private static int rounds(SimulationState s) {
    return Integer.parseInt(s.settings.get("rounds"));
  }

  /**
   * Returns the report of what is summed.
   *
   * @return never null
   */
  public SimulationReport report() {
    List<SystemSummary> summaries = new ArrayList<>();
    for (int s = 0; s < systems.size(); s++) {
      List<MetricSummary> ms = new ArrayList<>();
      for (int m = 0; m < metrics.size(); m++) {
        ms.add(bySystem.get(s).get(m).summary(metrics.get(m)));
      }
      QuantileSketch t = timings.get(s);
      summaries.add(
          new SystemSummary(
              systems.get(s),
              done,
              ms,
              colours.get(s),
              t.count() == 0 ? 0 : t.quantile(0.5) / 1e6,
              t.count() == 0 ? 0 : t.quantile(0.95) / 1e6));
    }
    List<Comparison> comparisons = new ArrayList<>();
    int p = 0;
    for (int a = 0; a < systems.size(); a++) {
      for (int b = a + 1; b < systems.size(); b++) {
        List<MetricSummary> ds = new ArrayList<>();
        for (int m = 0; m < metrics.size(); m++) {
          ds.add(byPair.get(p).get(m).summary(metrics.get(m)));
        }
        comparisons.add(new Comparison(systems.get(a), systems.get(b), ds));
        p++;
      }
    }
    return new SimulationReport(settings, summaries, comparisons);
  }

  /**
   * Writes the state as text, exactly (sums as decimals, extremes in hexadecimal).
   *
   * @return lines ending in LF; never null
   */
  public String write() {
    StringBuilder sb = new StringBuilder(MAGIC).append('\n');
    settings.forEach((k, v) -> sb.append("setting ").append(k).append('=').append(v).append('\n'));
    sb.append("shard ").append(shard).append('\n');
    sb.append("done ").append(done).append('\n');
    for (int s = 0; s < systems.size(); s++) {
      sb.append("system ").append(systems.get(s)).append('\n');
      for (int m = 0; m < metrics.size(); m++) {
        sb.append("m ").append(bySystem.get(s).get(m).write()).append('\n');
      }
      sb.append("colours ");
      boolean firstColour = true;
      for (Map.Entry<Integer, Long> e : colours.get(s).entrySet()) {
        sb.append(firstColour ? "" : ",").append(e.getKey()).append(':').append(e.getValue());
        firstColour = false;
      }
      sb.append('\n');
      sb.append("timings ").append(timings.get(s).write()).append('\n');
    }
    for (int p = 0; p < pairs(); p++) {
      sb.append("pair\n");
      for (int m = 0; m < metrics.size(); m++) {
        sb.append("d ").append(byPair.get(p).get(m).write()).append('\n');
      }
    }
    sb.append("end\n");
    return sb.toString();
  }

  /**
   * Reads a state {@link #write()} wrote.
   *
   * @param text not null
   * @return never null
   * @throws IllegalArgumentException naming the line that is not what was expected
   */
  public static SimulationState read(String text) {
    String[] lines = text.split("\n", -1);
    int[] at = {0};
    try {
      expect(lines, at, MAGIC);
      Map<String, String> settings = new LinkedHashMap<>();
      while (lines[at[0]].startsWith("setting ")) {
        String kv = lines[at[0]++].substring("setting ".length());
        int eq = kv.indexOf('=');
        settings.put(kv.substring(0, eq), kv.substring(eq + 1));
      }
      Shard shard = Shard.parse(field(lines, at, "shard "));
      int done = Integer.parseInt(field(lines, at, "done "));
      List<String> systems = List.of(setting(settings, "systems").split(","));
      SimulationState s =
          new SimulationState(
              settings, systems, Integer.parseInt(setting(settings, "rounds")), shard, false);
      s.done = done;
      for (String id : systems) {
        expect(lines, at, "system " + id);
        List<Moments> ms = new ArrayList<>();
        for (int m = 0; m < s.metrics.size(); m++) {
          ms.add(Moments.read(field(lines, at, "m ")));
        }
        s.bySystem.add(ms);
        TreeMap<Integer, Long> c = new TreeMap<>();
        String cs = field(lines, at, "colours ");
        if (!cs.isEmpty()) {
          for (String e : cs.split(",")) {
            int colon = e.indexOf(':');
            c.put(Integer.parseInt(e.substring(0, colon)), Long.parseLong(e.substring(colon + 1)));
          }
        }
        s.colours.add(c);
        s.timings.add(QuantileSketch.read(field(lines, at, "timings ")));
      }
      for (int p = 0; p < s.pairs(); p++) {
        expect(lines, at, "pair");
        List<Moments> ms = new ArrayList<>();
        for (int m = 0; m < s.metrics.size(); m++) {
          ms.add(Moments.read(field(lines, at, "d ")));
        }
        s.byPair.add(ms);
      }
      expect(lines, at, "end");
      return s;
    } catch (RuntimeException e) {
      if (e instanceof StateFormatException) {
        throw e;
      }
      throw new StateFormatException(
          "line " + (at[0] + 1) + ": " + (e.getMessage() == null ? e.toString() : e.getMessage()));
    }
  }

  /** A state text that is not what {@link #write()} writes (truncated, edited, another version). */
  static final class StateFormatException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    StateFormatException(String message) {
      super(message);
    }
  }

  private static String setting(Map<String, String> settings, String key) {
    String value = settings.get(key);
    if (value == null) {
      throw new StateFormatException("no setting '" + key + "' in the state's header");
    }
    return value;
  }

  private static void expect(String[] lines, int[] at, String line) {
    if (at[0] >= lines.length || !lines[at[0]].equals(line)) {
      throw new StateFormatException(
          "line "
              + (at[0] + 1)
              + ": expected '"
              + line
              + "', found '"
              + (at[0] < lines.length ? lines[at[0]] : "the end of the file")
              + "'");
    }
    at[0]++;
  }

  private static String field(String[] lines, int[] at, String prefix) {
    if (at[0] >= lines.length || !lines[at[0]].startsWith(prefix)) {
      throw new StateFormatException(
          "line "
              + (at[0] + 1)
              + ": expected a line starting '"
              + prefix.strip()
              + "', found '"
              + (at[0] < lines.length ? lines[at[0]] : "the end of the file")
              + "'");
    }
    return lines[at[0]++].substring(prefix.length());
  }
}
