package org.swisschess.cli;

import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/** Whether {@code --debug} was given, before or after the subcommand's name. */
final class Debug {

  private Debug() {}

  static boolean requested(CommandSpec spec) {
    for (CommandLine cl = spec.commandLine(); cl != null; cl = cl.getParent()) {
      if (cl.getParseResult() != null && cl.getParseResult().hasMatchedOption("--debug")) {
        return true;
      }
    }
    return false;
  }
}
