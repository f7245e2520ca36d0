package org.swisschess.trf;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.Points;
import org.swisschess.api.ScoringSystem;

/**
 * Collects the point values of {@code XXS} (JaVaFo), {@code BBW}... (bbpPairings) and {@code 162}
 * (TRF-2026) records in file order, and remembers where each value was set so that a contradiction
 * names both places.
 *
 * <p>A value may be given again only unchanged, with one exception: a code for one value (JaVaFo's
 * {@code FPB=}, bbpPairings' {@code BBU}, TRF-2026's {@code 162 P}) refines what a shortcut for
 * several ({@code W=}, {@code BBW}, {@code 162 W}) set before it, as JaVaFo's manual shows with
 * {@code W=3 FPB=1}. Any other change is refused: the file would say two things.
 *
 * <p>The engines differ on the PAB: JaVaFo's {@code XXS W=} leaves the PAB at 1.0 unless {@code
 * PAB=} is given, while bbpPairings' {@code BBW} and TRF-2026's {@code 162 W} make the PAB worth a
 * win unless a PAB value ({@code BBU}, {@code 162 P}) is given anywhere in the file. Each record
 * keeps its own engine's meaning.
 */
final class ScoringBuilder {

  /** The twelve values, named as JaVaFo's XXS codes name them. */
  enum Value {
    WW("a White win"),
    BW("a Black win"),
    WD("a White draw"),
    BD("a Black draw"),
    WL("a White loss"),
    BL("a Black loss"),
    FW("a forfeit win"),
    FL("a forfeit loss"),
    ZPB("a zero-point bye"),
    HPB("a half-point bye"),
    FPB("a full-point bye"),
    PAB("the pairing-allocated bye");

    private final String meaning;

    Value(String meaning) {
      this.meaning = meaning;
    }
  }

  /** Where a value was written: the line, the column and the text of the code that set it. */
  record Source(SourceLine line, int column, String text, boolean shortcut) {}

  private final Map<Value, Points> values = new EnumMap<>(Value.class);
  private final Map<Value, Source> sources = new EnumMap<>(Value.class);
  private @Nullable Points pabFollowingWin; // set only when a win shortcut gives the PAB's value

  ScoringBuilder() {
    ScoringSystem s = ScoringSystem.STANDARD;
    values.put(Value.WW, s.whiteWin());
    values.put(Value.BW, s.blackWin());
    values.put(Value.WD, s.whiteDraw());
    values.put(Value.BD, s.blackDraw());
    values.put(Value.WL, s.whiteLoss());
    values.put(Value.BL, s.blackLoss());
    values.put(Value.FW, s.forfeitWin());
    values.put(Value.FL, s.forfeitLoss());
    values.put(Value.ZPB, s.zeroPointBye());
    values.put(Value.HPB, s.halfPointBye());
    values.put(Value.FPB, s.fullPointBye());
    values.put(Value.PAB, s.pairingAllocatedBye());
  }

  /**
   * Applies one JaVaFo {@code XXS} code. {@code W} covers WW BW FW FPB and {@code D} covers WD BD
   * HPB, as JaVaFo's manual defines them.
   *
   * @return false if the code is unknown
   */
  boolean xxs(String code, Points v, SourceLine line, int column, String text) throws TrfException {
    switch (code) {
      case "W" -> win(v, new Source(line, column, text, true));
      case "D" -> draw(v, new Source(line, column, text, true));
      default -> {
        Value value;
        try {
          value = Value.valueOf(code);
        } catch (IllegalArgumentException e) {
          return false;
        }
        set(value, v, new Source(line, column, text, false));
      }
    }
    return true;
  }

  /**
   * Applies one bbpPairings {@code BB?} record: W win, D draw, L loss, Z zero-point bye, F forfeit
   * loss, U pairing-allocated bye.
   *
   * @return false if the letter is unknown
   */
  boolean bbp(char letter, Points v, SourceLine line, int column, String text) throws TrfException {
    Source shortcut = new Source(line, column, text, true);
    Source specific = new Source(line, column, text, false);
    switch (letter) {
      case 'W' -> {
        win(v, shortcut);
        pabFollowsWin(v);
      }
      case 'D' -> draw(v, shortcut);
      case 'L' -> loss(v, shortcut);
      case 'Z' -> set(Value.ZPB, v, specific);
      case 'F' -> set(Value.FL, v, specific);
      case 'U' -> set(Value.PAB, v, specific);
      default -> {
        return false;
      }
    }
    return true;
  }

  /**
   * Applies one TRF-2026 {@code 162} letter: W win (over the board, by forfeit, full-point bye), D
   * draw and half-point bye, L loss, A absence (zero-point bye, forfeit loss), P PAB, X unknown
   * result (no result code of a round column means "unknown", so X changes nothing here).
   *
   * @return false if the letter is unknown
   */
  boolean trf2026(char letter, Points v, SourceLine line, int column, String text)
      throws TrfException {
    Source shortcut = new Source(line, column, text, true);
    switch (letter) {
      case 'W' -> {
        win(v, shortcut);
        pabFollowsWin(v);
      }
      case 'D' -> draw(v, shortcut);
      case 'L' -> loss(v, shortcut);
      case 'A' -> {
        set(Value.ZPB, v, shortcut);
        set(Value.FL, v, shortcut);
      }
      case 'P' -> set(Value.PAB, v, new Source(line, column, text, false));
      case 'X' -> {
        // an unknown result has no round-column code, so it scores nothing we read
      }
      default -> {
        return false;
      }
    }
    return true;
  }

  private void win(Points v, Source s) throws TrfException {
    set(Value.WW, v, s);
    set(Value.BW, v, s);
    set(Value.FW, v, s);
    set(Value.FPB, v, s);
  }

  private void draw(Points v, Source s) throws TrfException {
    set(Value.WD, v, s);
    set(Value.BD, v, s);
    set(Value.HPB, v, s);
  }

  private void loss(Points v, Source s) throws TrfException {
    set(Value.WL, v, s);
    set(Value.BL, v, s);
  }

  /**
   * The points of {@code v}: every value has one, the standard scoring's until a record sets it.
   */
  private Points value(Value v) {
    Points p = values.get(v);
    if (p == null) {
      throw new IllegalStateException("no points for " + v.meaning);
    }
    return p;
  }

  private void pabFollowsWin(Points v) {
    // the win shortcuts have been checked against each other by win()
    pabFollowingWin = v;
  }

  private void set(Value value, Points v, Source s) throws TrfException {
    Source before = sources.get(value);
    if (before != null && !value(value).equals(v) && !(before.shortcut() && !s.shortcut())) {
      throw s.line()
          .error(
              s.column(),
              "the points of "
                  + value.meaning
                  + " given once: line "
                  + before.line().number()
                  + " gives "
                  + value(value)
                  + " ("
                  + SourceLine.quote(before.text())
                  + "); a code for one value may refine a shortcut, nothing else may change it",
              SourceLine.quote(s.text()));
    }
    if (before == null || !value(value).equals(v)) {
      values.put(value, v);
      sources.put(value, s);
    }
  }

  /** One value below another ({@code strict}) or not above it. */
  private record Order(Value lower, Value higher, boolean strict) {
    Points lowerOf(ScoringSystem s) {
      return get(s, lower);
    }

    Points higherOf(ScoringSystem s) {
      return get(s, higher);
    }
  }

  /**
   * What every scoring must satisfy to score a tournament: a win worth more than a loss, and a draw
   * neither less than a loss nor more than a win, for both colours and for games won by forfeit.
   */
  private static final List<Order> ORDERS =
      List.of(
          new Order(Value.WL, Value.WW, true),
          new Order(Value.BL, Value.BW, true),
          new Order(Value.FL, Value.FW, true),
          new Order(Value.WL, Value.WD, false),
          new Order(Value.WD, Value.WW, false),
          new Order(Value.BL, Value.BD, false),
          new Order(Value.BD, Value.BW, false));

  /**
   * Returns why the reader would refuse a scoring system, for the writer, which refuses to write
   * what does not read back.
   *
   * @return empty if the reader takes it
   */
  static Optional<String> problem(ScoringSystem s) {
    for (Value v : Value.values()) {
      if (get(s, v).tenths() < 0) {
        return Optional.of("the points of " + v.meaning + " are negative: " + get(s, v));
      }
    }
    for (Order o : ORDERS) {
      int cmp = o.lowerOf(s).compareTo(o.higherOf(s));
      if (cmp > 0 || (cmp == 0 && o.strict())) {
        return Optional.of(
            o.higher().meaning
                + " ("
                + o.higherOf(s)
                + ") must be worth "
                + (o.strict() ? "more than " : "at least ")
                + o.lower().meaning
                + " ("
                + o.lowerOf(s)
                + ")");
      }
    }
    return Optional.empty();
  }

  private static Points get(ScoringSystem s, Value v) {
    return switch (v) {
      case WW -> s.whiteWin();
      case BW -> s.blackWin();
      case WD -> s.whiteDraw();
      case BD -> s.blackDraw();
      case WL -> s.whiteLoss();
      case BL -> s.blackLoss();
      case FW -> s.forfeitWin();
      case FL -> s.forfeitLoss();
      case ZPB -> s.zeroPointBye();
      case HPB -> s.halfPointBye();
      case FPB -> s.fullPointBye();
      case PAB -> s.pairingAllocatedBye();
    };
  }

  /**
   * Returns the scoring system, after checking that it can score a tournament: a win is worth more
   * than a loss, and a draw neither less than a loss nor more than a win, for both colours and for
   * games won by forfeit.
   */
  ScoringSystem build() throws TrfException {
    for (Order o : ORDERS) {
      requireOrder(o.lower(), o.higher(), o.strict());
    }
    Points following = pabFollowingWin;
    Points pab =
        !sources.containsKey(Value.PAB) && following != null ? following : value(Value.PAB);
    return new ScoringSystem(
        value(Value.WW),
        value(Value.BW),
        value(Value.WD),
        value(Value.BD),
        value(Value.WL),
        value(Value.BL),
        value(Value.FW),
        value(Value.FL),
        value(Value.ZPB),
        value(Value.HPB),
        value(Value.FPB),
        pab);
  }

  private static boolean isAfter(Source b, Source a) {
    return b.line().number() > a.line().number()
        || (b.line().number() == a.line().number() && b.column() > a.column());
  }

  /** Requires {@code lower} below {@code higher} (or not above it, when not {@code strict}). */
  private void requireOrder(Value lower, Value higher, boolean strict) throws TrfException {
    int cmp = value(lower).compareTo(value(higher));
    if (cmp < 0 || (cmp == 0 && !strict)) {
      return;
    }
    Source a = sources.get(lower);
    Source b = sources.get(higher);
    // at least one of them was set, or the defaults would hold; locate the later one
    Source at =
        Objects.requireNonNull(
            a == null || (b != null && isAfter(b, a)) ? b : a, "a value set by a record");
    String where =
        a != null && b != null && a.line() != b.line()
            ? " (lines " + a.line().number() + " and " + b.line().number() + ")"
            : "";
    throw at.line()
        .error(
            at.column(),
            "a scoring in which "
                + higher.meaning
                + (strict ? " is worth more than " : " is worth at least ")
                + lower.meaning
                + " (here "
                + value(higher)
                + " and "
                + value(lower)
                + where
                + ")",
            SourceLine.quote(at.text()));
  }
}
