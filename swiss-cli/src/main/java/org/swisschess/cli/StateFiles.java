package org.swisschess.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;
import java.util.Objects;
import org.swisschess.sim.Shard;
import org.swisschess.sim.SimulationState;

/**
 * A simulation's state on disk: written to a temporary file beside it and moved over it, so that a
 * process killed while saving leaves the previous state whole.
 */
final class StateFiles {

  /** States are small (a few hundred kB); a bigger file is not one. */
  private static final long MAX_BYTES = 256L << 20;

  private StateFiles() {}

  static void save(Path file, SimulationState state) {
    Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
    try {
      Files.writeString(tmp, state.write(), StandardCharsets.UTF_8);
      try {
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
      }
    } catch (IOException e) {
      throw new CliException(ExitCode.BAD_INPUT, "cannot write " + file + ": " + e, e);
    }
  }

  static SimulationState read(Path file) {
    try {
      if (Files.size(file) > MAX_BYTES) {
        throw new CliException(
            ExitCode.BAD_INPUT, file + ": is larger than a simulation state can be");
      }
      return SimulationState.read(Files.readString(file, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new CliException(ExitCode.BAD_INPUT, "cannot read " + file + ": " + e, e);
    } catch (IllegalArgumentException e) {
      throw new CliException(
          ExitCode.BAD_INPUT,
          file + ": not a simulation state written by 'swiss simulate --state': " + e.getMessage(),
          e);
    }
  }

  /** The first setting where a saved state and the run asked for differ. */
  static String difference(SimulationState saved, SimulationState asked, Shard shard) {
    if (!saved.shard().equals(shard)) {
      return "shard " + saved.shard() + ", asked " + shard;
    }
    Map<String, String> a = saved.settings();
    Map<String, String> b = asked.settings();
    for (String k : b.keySet()) {
      if (!Objects.equals(a.get(k), b.get(k))) {
        return "--" + k + " " + a.get(k) + " there, " + b.get(k) + " now";
      }
    }
    return "other settings";
  }
}
