package org.swisschess.cli;

import java.util.Locale;

/**
 * The Java virtual machine ran out of heap or stack: a limit of the run, not a defect of the input,
 * so the message says what ran out, while doing what, and how to raise the limit. Exit 70.
 */
final class ResourceExhausted extends RuntimeException {
  private static final long serialVersionUID = 1L;

  ResourceExhausted(String doing, VirtualMachineError cause) {
    super(describe(doing, cause), cause);
  }

  /**
   * Returns the one line that explains {@code e}.
   *
   * @param doing what swiss was doing, e.g. "checking open.trf"
   */
  static String describe(String doing, Error e) {
    if (e instanceof OutOfMemoryError) {
      return String.format(
          Locale.ROOT,
          "out of memory while %s (%s, heap limit %d MiB): give Java a larger heap, e.g."
              + " SWISS_JAVA_OPTS=-Xmx4g ./swiss ..., or java -Xmx4g -jar swiss.jar ...",
          doing,
          e.getMessage() == null ? "OutOfMemoryError" : e.getMessage(),
          Runtime.getRuntime().maxMemory() >> 20);
    }
    if (e instanceof StackOverflowError) {
      return "out of stack while "
          + doing
          + ": give Java a larger stack, e.g. SWISS_JAVA_OPTS=-Xss64m ./swiss ..., or java"
          + " -Xss64m -jar swiss.jar ...";
    }
    return "internal error while " + doing + ": " + e;
  }
}
