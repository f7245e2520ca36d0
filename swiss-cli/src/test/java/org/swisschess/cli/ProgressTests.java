package org.swisschess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class ProgressTests {

  @Test
  void onATerminalTheCounterIsRewrittenInPlaceAndClearedAtTheEnd() {
    StringWriter err = new StringWriter();
    Progress p = new Progress(new PrintWriter(err), 11, true);

    p.update(1);
    p.clear();
    p.update(11);

    String blank = "\r" + " ".repeat("checked 1/11 files".length()) + "\r";
    String blankLast = "\r" + " ".repeat("checked 11/11 files".length()) + "\r";
    assertEquals(
        "\rchecked 1/11 files" + blank + "\rchecked 11/11 files" + blankLast, err.toString());
  }

  @Test
  void inALogALineIsWrittenEveryFewFilesAndAtTheEnd() {
    StringWriter err = new StringWriter();
    Progress p = new Progress(new PrintWriter(err), 400, false);

    for (int i = 1; i <= 400; i++) {
      p.update(i);
    }

    String log = err.toString();
    assertEquals(20, log.split("\n").length, log);
    assertEquals("checked 20/400 files", log.split("\n")[0]);
  }

  @Test
  void tenFilesOrFewerNeedNoProgress() {
    StringWriter err = new StringWriter();
    Progress p = new Progress(new PrintWriter(err), 10, true);

    for (int i = 1; i <= 10; i++) {
      p.update(i);
    }

    assertEquals("", err.toString());
  }
}
