package org.swisschess.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Another pairing engine, run as a process with the JaVaFo/bbpPairings command line: {@code ENGINE
 * IN.trf -p OUT}, {@code ENGINE -g CONFIG -o OUT -s SEED}. Each call is bounded by a time-out; what
 * went wrong (the process could not start, it ran out of time, it exited with an error) is said as
 * such, never taken for a pairing.
 */
final class ExternalEngine implements CrosscheckEngine {

  /** How a call ended. */
  enum Ending {
    /** Exit code 0. */
    OK,
    /** Killed after the time-out. */
    TIMEOUT,
    /** Another exit code, or killed by a signal. */
    CRASH
  }

  /**
   * What a call did.
   *
   * @param ending how it ended
   * @param exitCode the exit code, -1 after a time-out
   * @param stderr the end of what it wrote on stderr and stdout, for messages
   */
  record Call(Ending ending, int exitCode, String stderr) {

    /** Returns a one-line description of a failed call. */
    String describe(String what) {
      return switch (ending) {
        case OK -> what + " succeeded";
        case TIMEOUT -> what + " timed out";
        case CRASH ->
            what
                + " exited with code "
                + exitCode
                + (stderr.isBlank() ? "" : ": " + stderr.strip().replaceAll("\\s+", " "));
      };
    }
  }

  /** The engine command cannot be started at all: not found, not executable. */
  static final class NotStartable extends Exception {
    private static final long serialVersionUID = 1L;

    NotStartable(String message, Throwable cause) {
      super(message, cause);
    }
  }

  private final List<String> command;
  private final long timeoutMillis;

  /**
   * An engine.
   *
   * @param command the command words, e.g. {@code [bbpPairings.exe, --dutch]}
   * @param timeoutMillis the longest a call may take
   */
  ExternalEngine(List<String> command, long timeoutMillis) {
    if (command.isEmpty()) {
      throw new IllegalArgumentException("an empty engine command");
    }
    this.command = List.copyOf(command);
    this.timeoutMillis = timeoutMillis;
  }

  /**
   * Splits a command line into words at blanks; single or double quotes keep blanks in a word.
   *
   * @throws IllegalArgumentException for an empty command or an unclosed quote
   */
  static List<String> split(String line) {
    List<String> words = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    boolean inWord = false;
    char quote = 0;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (quote != 0) {
        if (c == quote) {
          quote = 0;
        } else {
          word.append(c);
        }
      } else if (c == '\'' || c == '"') {
        quote = c;
        inWord = true;
      } else if (Character.isWhitespace(c)) {
        if (inWord) {
          words.add(word.toString());
          word.setLength(0);
          inWord = false;
        }
      } else {
        word.append(c);
        inWord = true;
      }
    }
    if (quote != 0) {
      throw new IllegalArgumentException("unclosed " + quote + " in the engine command: " + line);
    }
    if (inWord) {
      words.add(word.toString());
    }
    if (words.isEmpty()) {
      throw new IllegalArgumentException("the engine command is empty");
    }
    return words;
  }

  /** Returns the command as given, for messages. */
  String name() {
    return String.join(" ", command);
  }

  /**
   * Runs the engine with {@code args} after its command words, in {@code dir}, its output kept in
   * files there (so that a talkative engine never blocks on a full pipe).
   *
   * @throws NotStartable if the process cannot be started
   * @throws InterruptedException if the run is interrupted (the process is killed)
   */
  @Override
  public Call run(Path dir, List<String> args) throws NotStartable, InterruptedException {
    List<String> all = new ArrayList<>(command);
    all.addAll(args);
    Path log = dir.resolve("engine-output.txt");
    ProcessBuilder pb =
        new ProcessBuilder(all)
            .directory(dir.toFile())
            .redirectErrorStream(true)
            .redirectOutput(log.toFile());
    Process p;
    try {
      p = pb.start();
    } catch (IOException e) {
      throw new NotStartable("cannot run the engine '" + name() + "': " + e.getMessage(), e);
    }
    try {
      if (!p.waitFor(timeoutMillis, TimeUnit.MILLISECONDS)) {
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
        p.waitFor(5, TimeUnit.SECONDS);
        return new Call(Ending.TIMEOUT, -1, tail(log));
      }
    } catch (InterruptedException e) {
      p.descendants().forEach(ProcessHandle::destroyForcibly);
      p.destroyForcibly();
      throw e;
    }
    int code = p.exitValue();
    return new Call(code == 0 ? Ending.OK : Ending.CRASH, code, tail(log));
  }

  /** The last 300 characters of the engine's output, read from its end whatever its size. */
  private static String tail(Path log) {
    try (java.nio.channels.SeekableByteChannel ch = Files.newByteChannel(log)) {
      long size = ch.size();
      int take = (int) Math.min(size, 1200); // 300 characters of up to 4 bytes each
      ch.position(size - take);
      java.nio.ByteBuffer buf = java.nio.ByteBuffer.allocate(take);
      while (buf.hasRemaining() && ch.read(buf) > 0) {
        // read the whole tail
      }
      String s = new String(buf.array(), 0, buf.position(), StandardCharsets.UTF_8);
      return s.length() > 300 ? s.substring(s.length() - 300) : s;
    } catch (IOException e) {
      return "";
    }
  }
}
