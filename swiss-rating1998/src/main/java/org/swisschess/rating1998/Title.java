package org.swisschess.rating1998;

import java.util.Locale;

/**
 * The FIDE titles of A.2 c, best first; the TRF code of each and its spelled-out form are
 * recognised.
 */
enum Title {
  GM("g", "gm"),
  WGM("wg", "wgm"),
  IM("m", "im"),
  WIM("wm", "wim"),
  FM("f", "fm"),
  WFM("wf", "wfm"),
  // C.04.1 A.2 c: candidate masters (c, wc) and everyone else count as "no title".
  NONE("", "");

  private final String trfCode;
  private final String spelled;

  Title(String trfCode, String spelled) {
    this.trfCode = trfCode;
    this.spelled = spelled;
  }

  /** Maps the TRF title column ({@code g}, {@code wg}, {@code m}, ...) case-insensitively. */
  static Title ofCode(String code) {
    String c = code.strip().toLowerCase(Locale.ROOT);
    if (c.isEmpty()) {
      return NONE;
    }
    for (Title t : values()) {
      if (t != NONE && (t.trfCode.equals(c) || t.spelled.equals(c))) {
        return t;
      }
    }
    return NONE;
  }
}
