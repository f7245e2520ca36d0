package org.swisschess.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** TRF-2026 records 202 and 212: read with their place, written back, replaced. */
class TieBreakRecordTests {

  private static String withLine(int at, String record) {
    List<String> lines = new ArrayList<>(Trf.SAMPLE);
    lines.add(at, record);
    return Trf.lines("\n", lines);
  }

  @Test
  void record202IsReadWithItsLineAndValueColumn() throws TrfException {
    TrfDocument doc = TrfReader.parse(withLine(2, "202 BH/C1,BH,SB"), "t.trf");
    assertEquals(List.of(new TieBreakRecord("202", "BH/C1,BH,SB", 3, 5)), doc.tieBreakRecords());
  }

  @Test
  void bothRecordsAreReturnedInFileOrder() throws TrfException {
    List<String> lines = new ArrayList<>(Trf.SAMPLE);
    lines.add(1, "212 PTS,SB");
    lines.add("202 BH");
    TrfDocument doc = TrfReader.parse(Trf.lines("\n", lines), "t.trf");
    assertEquals(List.of("212", "202"), doc.tieBreakRecords().stream().map(r -> r.code()).toList());
  }

  @Test
  void aFileWithoutTieBreaksHasNoRecord() throws TrfException {
    assertTrue(TrfReader.parse(Trf.sample(), "t.trf").tieBreakRecords().isEmpty());
  }

  @Test
  void theRecordIsWrittenBackUnchanged() throws TrfException {
    String text = withLine(2, "202 BH/C1,BH,SB");
    assertEquals(text, TrfWriter.write(TrfReader.parse(text, "t.trf")));
  }

  @Test
  void withTieBreakRecordReplacesTheFirstAndDropsTheOthers() throws TrfException {
    List<String> lines = new ArrayList<>(Trf.SAMPLE);
    lines.add(1, "202 BH");
    lines.add("212 PTS,SB");
    TrfDocument doc =
        TrfReader.parse(Trf.lines("\n", lines), "t.trf").withTieBreakRecord("212", "PTS,BH/C1");
    String written = TrfWriter.write(doc);
    List<String> expected = new ArrayList<>(Trf.SAMPLE);
    expected.add(1, "212 PTS,BH/C1");
    assertEquals(Trf.lines("\n", expected), written);
    assertEquals(
        List.of(new TieBreakRecord("212", "PTS,BH/C1", 2, 5)),
        TrfReader.parse(written, "t.trf").tieBreakRecords());
  }

  @Test
  void withTieBreakRecordGoesBeforeThePlayersWhenTheFileHasNone() throws TrfException {
    String written =
        TrfWriter.write(TrfReader.parse(Trf.sample(), "t.trf").withTieBreakRecord("202", "SB"));
    List<String> expected = new ArrayList<>(Trf.SAMPLE);
    expected.add(3, "202 SB");
    assertEquals(Trf.lines("\n", expected), written);
  }

  @Test
  void onlyRecords202And212AreTieBreakRecords() {
    assertThrows(IllegalArgumentException.class, () -> new TieBreakRecord("222", "x", 1, 5));
  }
}
