package org.swisschess.rating1998;

/** How far the relative float criteria are relaxed, in the order C.9 and C.10 drop them. */
enum Relaxation {
  /** Every relative criterion in force. */
  NONE("all of B.5, B.6"),
  /** C.9: B.6 dropped for downfloats. */
  B6_DOWN("B.6 dropped for downfloats"),
  /** C.9: B.6 and B.5 dropped for downfloats. */
  B5_DOWN("B.6, B.5 dropped for downfloats"),
  /** C.10: B.6 dropped for upfloats too. */
  B6_UP("B.6, B.5 dropped for downfloats, B.6 for upfloats"),
  /** C.10: B.5 dropped for upfloats too. */
  B5_UP("B.5, B.6 dropped for all floats");

  private final String text;

  Relaxation(String text) {
    this.text = text;
  }

  boolean b6Down() {
    return this == NONE;
  }

  boolean b5Down() {
    return compareTo(B5_DOWN) < 0;
  }

  boolean b6Up() {
    return compareTo(B6_UP) < 0;
  }

  boolean b5Up() {
    return compareTo(B5_UP) < 0;
  }

  String text() {
    return text;
  }
}
