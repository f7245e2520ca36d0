package org.swisschess.cli;

import java.nio.file.Path;
import java.util.List;

/**
 * The other engine of a cross-check, as {@link CrosscheckTournament} calls it: one call with the
 * JaVaFo/bbpPairings arguments ({@code IN.trf -p OUT}, {@code -g CONFIG -o OUT -s SEED}). {@link
 * ExternalEngine} runs a process; {@link CrosscheckTimer} answers in-process so that only our side
 * of the test is timed.
 */
interface CrosscheckEngine {

  /**
   * Runs one call.
   *
   * @param dir the working folder of the call
   * @param args the arguments after the engine's command
   * @return how the call ended
   * @throws ExternalEngine.NotStartable if the engine cannot be started at all
   * @throws InterruptedException if the run is interrupted
   */
  ExternalEngine.Call run(Path dir, List<String> args)
      throws ExternalEngine.NotStartable, InterruptedException;
}
