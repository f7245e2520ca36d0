package org.swisschess.cli;

import java.io.Console;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

/** Whether a person is watching: progress lines are drawn only for a terminal. */
final class Terminal {

  private Terminal() {}

  /**
   * Returns whether standard input and output are a terminal. Up to Java 21 that is {@code
   * System.console() != null}; from Java 22 the console exists even when output is redirected, and
   * {@code Console.isTerminal()} (not in Java 17's API, so called by name) tells.
   */
  static boolean isInteractive() {
    @SuppressWarnings("SystemConsoleNull") // the Java 22 case is handled below
    Console console = System.console();
    if (console == null) {
      return false;
    }
    try {
      Method isTerminal = Console.class.getMethod("isTerminal");
      return (Boolean) isTerminal.invoke(console);
    } catch (NoSuchMethodException e) {
      return true;
    } catch (IllegalAccessException | InvocationTargetException e) {
      return false;
    }
  }
}
