package org.swisschess.cli;

import picocli.CommandLine.IVersionProvider;

/** Reads the version from the jar manifest. */
final class VersionProvider implements IVersionProvider {
  @Override
  public String[] getVersion() {
    String v = Main.class.getPackage().getImplementationVersion();
    return new String[] {"swiss " + (v == null ? "development" : v)};
  }
}
