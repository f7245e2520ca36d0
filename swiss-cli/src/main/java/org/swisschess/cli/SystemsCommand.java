package org.swisschess.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PairingSystems;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code swiss systems}: lists the installed pairing systems. */
@Command(
    name = "systems",
    mixinStandardHelpOptions = true,
    description =
        "Lists the installed pairing systems: id, version and name; baselines for simulation studies"
            + " (not FIDE systems) are marked so.")
final class SystemsCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    List<PairingSystem> all = PairingSystems.all();
    if (all.isEmpty()) {
      spec.commandLine().getErr().println("swiss: no pairing system is installed");
      return ExitCode.OK;
    }
    int idWidth = all.stream().mapToInt(s -> s.id().length()).max().orElse(0);
    int versionWidth = all.stream().mapToInt(s -> s.version().length()).max().orElse(0);
    for (PairingSystem s : all) {
      String line = pad(s.id(), idWidth) + "  " + pad(s.version(), versionWidth) + "  " + s.name();
      out.println(s.isBaseline() ? line + "  [baseline, not a FIDE system]" : line);
    }
    return ExitCode.OK;
  }

  private static String pad(String s, int width) {
    return s + " ".repeat(width - s.length());
  }
}
