package org.swisschess.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swisschess.sim.SimulationHtml;

/**
 * {@code swiss simulate --report DIR} rendered in a real browser (headless Chromium): every chart
 * draws, with as many series as it should, none of zero size.
 */
class ReportRenderingTests {

  /** Measures every chart after layout and writes the result into the body's data-check. */
  private static final String CHECK =
      "<script>window.addEventListener('load',()=>{const out=[];"
          + "document.querySelectorAll('svg.chart').forEach((svg,i)=>{let drawn=0,all=0;"
          + "svg.querySelectorAll('.series,.band').forEach(e=>{all++;const b=e.getBBox();"
          + "if((b.width>0||b.height>0)&&isFinite(b.x)&&isFinite(b.y))drawn++;});"
          + "const b=svg.getBoundingClientRect();"
          + "out.push(i+':'+drawn+'/'+all+':'+Math.round(b.width)+'x'+Math.round(b.height));});"
          + "document.body.setAttribute('data-check',out.join(' '));});</script>";

  private static Optional<String> chromium() {
    for (String name : List.of("chromium", "chromium-browser", "google-chrome")) {
      for (String dir :
          System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
        if (Files.isExecutable(Path.of(dir, name))) {
          return Optional.of(Path.of(dir, name).toString());
        }
      }
    }
    return Optional.empty();
  }

  @Test
  void everyChartDrawsInHeadlessChromium(@TempDir Path dir) throws Exception {
    Path report = dir.resolve("report");
    Cli.Result r =
        Cli.run(
            "simulate",
            "--systems",
            "dutch-2026,monrad,ideal",
            "--players",
            "12",
            "--rounds",
            "5",
            "--tournaments",
            "20",
            "--seed",
            "3",
            "--report",
            report.toString());
    assertEquals(0, r.code(), r.err());
    for (String csv : SimulationHtml.CSV_FILES) {
      assertTrue(Files.size(report.resolve(csv)) > 0, csv);
    }
    String html = Files.readString(report.resolve("index.html"), StandardCharsets.UTF_8);
    // self-contained: no script, no font, nothing fetched
    assertTrue(!html.contains("<script") && !html.contains("src=") && !html.contains("url("), html);
    assertEquals(
        List.of(),
        Pattern.compile("https?://(?!www\\.w3\\.org/2000/svg)")
            .matcher(html)
            .results()
            .map(java.util.regex.MatchResult::group)
            .toList());
    Optional<String> browser = chromium();
    assumeTrue(browser.isPresent(), "no Chromium installed (apt-get install chromium)");
    String chrome = browser.get();
    Path check = report.resolve("check.html");
    Files.writeString(check, html.replace("</body>", CHECK + "</body>"), StandardCharsets.UTF_8);
    ProcessBuilder pb =
        new ProcessBuilder(
            chrome,
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--user-data-dir=" + dir.resolve("profile"),
            "--virtual-time-budget=5000",
            "--dump-dom",
            check.toUri().toString());
    pb.redirectError(dir.resolve("chromium.err").toFile());
    pb.redirectOutput(dir.resolve("dom.html").toFile());
    Process p = pb.start();
    if (!p.waitFor(120, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      throw new IOException("Chromium did not finish in 2 minutes");
    }
    String dom = Files.readString(dir.resolve("dom.html"), StandardCharsets.UTF_8);
    Matcher m = Pattern.compile("data-check=\"([^\"]*)\"").matcher(dom);
    assertTrue(
        m.find(), "Chromium ran the check: " + Files.readString(dir.resolve("chromium.err")));
    List<String> charts = new ArrayList<>(List.of(m.group(1).split(" ")));
    // tau of the score and of the standings by round, the boxes, one histogram per pairing system
    assertEquals(5, charts.size(), m.group(1));
    List<Integer> series = List.of(3, 3, 3, 1, 1);
    for (int i = 0; i < charts.size(); i++) {
      String[] f = charts.get(i).split(":");
      String[] drawn = f[1].split("/");
      assertEquals(
          drawn[0], drawn[1], "every element of chart " + i + " has a size: " + m.group(1));
      // by round a band and a line per system (the ideal's flat line has no height, but a width)
      int expected = i < 2 ? 2 * series.get(i) : series.get(i);
      assertEquals(expected, Integer.parseInt(drawn[1]), "chart " + i + ": " + m.group(1));
      assertEquals("640x320", f[2], "chart " + i);
    }
  }
}
