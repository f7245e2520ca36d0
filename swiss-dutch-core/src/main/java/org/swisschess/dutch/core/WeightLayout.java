package org.swisschess.dutch.core;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;
import org.swisschess.matching.WideInt;

/**
 * Where each criterion sits in an edge weight: a field of bits per criterion, laid out by one
 * {@link Builder} from the lowest bit up, so that a criterion laid out later outweighs every one
 * before it. A criterion is a constant of the edition's own enum (its article numbers), never a
 * string. A field may be split into sub-fields, one per key (a score, a score difference), lowest
 * key lowest, each wide enough to count what it counts: then the criterion compares, from the
 * highest key down, how many pairs have each key.
 *
 * <p>Both Dutch editions build their weights with it, and {@code dutch-2026} carries the weights of
 * the players left from one bracket's layout to the next with {@link #translate}.
 *
 * @param <C> the edition's criteria
 */
public final class WeightLayout<C extends Enum<C>> {

  /** A field: its lowest bit and its width. */
  private record Field(int position, int width) {}

  private final Map<C, Field> fields;
  private final Map<C, SortedMap<Integer, Field>> subFields;
  private final int totalBits;
  private final int limbs;
  // The same, by the criterion's ordinal, for the weights of every pair of a round: a position,
  // -1 when not laid out; a sub-field's keys, increasing, and their positions.
  private final int[] positionOf;
  private final int[][] keysOf;
  private final int[][] subPositionsOf;

  private WeightLayout(
      Class<C> criteria,
      Map<C, Field> fields,
      Map<C, SortedMap<Integer, Field>> subFields,
      int totalBits,
      int limbs) {
    this.fields = fields;
    this.subFields = subFields;
    this.totalBits = totalBits;
    this.limbs = limbs;
    int count = criteria.getEnumConstants().length;
    positionOf = new int[count];
    keysOf = new int[count][];
    subPositionsOf = new int[count][];
    java.util.Arrays.fill(positionOf, -1);
    fields.forEach((c, f) -> positionOf[index(c)] = f.position());
    subFields.forEach(
        (c, sub) -> {
          int[] keys = new int[sub.size()];
          int[] positions = new int[sub.size()];
          int i = 0;
          for (Map.Entry<Integer, Field> e : sub.entrySet()) {
            keys[i] = e.getKey();
            positions[i++] = e.getValue().position();
          }
          keysOf[index(c)] = keys;
          subPositionsOf[index(c)] = positions;
        });
  }

  /**
   * Starts a layout at bit 0.
   *
   * @param criteria the edition's criteria
   * @param <C> their type
   * @return the builder
   */
  public static <C extends Enum<C>> Builder<C> builder(Class<C> criteria) {
    return new Builder<>(criteria);
  }

  /**
   * Lays out fields from the lowest bit up.
   *
   * @param <C> the edition's criteria
   */
  public static final class Builder<C extends Enum<C>> {
    private final Class<C> criteria;
    private final Map<C, Field> fields;
    private final Map<C, SortedMap<Integer, Field>> subFields;
    private int position;

    private Builder(Class<C> criteria) {
      this.criteria = criteria;
      this.fields = new EnumMap<>(criteria);
      this.subFields = new EnumMap<>(criteria);
    }

    /**
     * Lays out criterion c's field next.
     *
     * @param c the criterion, not laid out yet
     * @param width its bits
     * @return this builder
     */
    public Builder<C> field(C c, int width) {
      requireNew(c);
      fields.put(c, new Field(position, width));
      position += width;
      return this;
    }

    /**
     * Lays out criterion c's field next, as sub-fields, lowest key lowest.
     *
     * @param c the criterion, not laid out yet
     * @param widths each key's sub-field width
     * @return this builder
     */
    public Builder<C> subFields(C c, SortedMap<Integer, Integer> widths) {
      requireNew(c);
      int start = position;
      SortedMap<Integer, Field> sub = new TreeMap<>();
      for (Map.Entry<Integer, Integer> e : widths.entrySet()) {
        sub.put(e.getKey(), new Field(position, e.getValue()));
        position += e.getValue();
      }
      fields.put(c, new Field(start, position - start));
      subFields.put(c, Collections.unmodifiableSortedMap(sub));
      return this;
    }

    private void requireNew(C c) {
      if (fields.containsKey(c)) {
        throw new IllegalStateException(c + " is laid out twice");
      }
    }

    /** The bit the next field would start at. */
    public int position() {
      return position;
    }

    /**
     * The layout.
     *
     * @param headroom bits above the last field that a weight may need (a fixed pair's weight, the
     *     matching's own sums)
     * @return the layout
     */
    public WeightLayout<C> build(int headroom) {
      return new WeightLayout<>(
          criteria, fields, subFields, position, WideInt.limbsFor(position + headroom));
    }
  }

  // An index into arrays built for the same enum, as EnumMap uses it: never stored or compared.
  @SuppressWarnings("EnumOrdinal")
  private static int index(Enum<?> c) {
    return c.ordinal();
  }

  /** The limbs of a weight. */
  public int limbs() {
    return limbs;
  }

  /** The bits of every field together. */
  public int totalBits() {
    return totalBits;
  }

  /**
   * Whether criterion c is laid out.
   *
   * @param c a criterion
   * @return whether it has a field
   */
  public boolean has(C c) {
    return fields.containsKey(c);
  }

  /**
   * The lowest bit of criterion c's field.
   *
   * @param c a criterion laid out
   * @return its position
   */
  public int position(C c) {
    return field(c).position();
  }

  /**
   * The width of criterion c's field (all its sub-fields).
   *
   * @param c a criterion laid out
   * @return its bits
   */
  public int width(C c) {
    return field(c).width();
  }

  /**
   * The lowest bit of the sub-field of key in criterion c's field, counted from the field's own
   * lowest bit.
   *
   * @param c a criterion laid out with sub-fields
   * @param key a key laid out
   * @return the offset within the field
   */
  public int offset(C c, int key) {
    return subField(c, key).position() - field(c).position();
  }

  private Field field(C c) {
    Field f = fields.get(c);
    if (f == null) {
      throw new IllegalStateException(c + " is not laid out");
    }
    return f;
  }

  private Field subField(C c, int key) {
    SortedMap<Integer, Field> sub = subFields.get(c);
    Field f = sub == null ? null : sub.get(key);
    if (f == null) {
      throw new IllegalStateException(c + " has no sub-field for " + key);
    }
    return f;
  }

  /**
   * Adds value to criterion c's field of weight w.
   *
   * @param w the weight
   * @param wo its offset
   * @param c a criterion laid out
   * @param value what to add; may be negative
   */
  public void add(long[] w, int wo, C c, long value) {
    int position = positionOf[index(c)];
    if (position < 0) {
      throw new IllegalStateException(c + " is not laid out");
    }
    WideInt.addBit(w, wo, limbs, position, value);
  }

  /**
   * Adds value to the sub-field of key in criterion c's field of weight w.
   *
   * @param w the weight
   * @param wo its offset
   * @param c a criterion laid out with sub-fields
   * @param key a key laid out
   * @param value what to add; may be negative
   */
  public void add(long[] w, int wo, C c, int key, long value) {
    int[] keys = keysOf[index(c)];
    int i = keys == null ? -1 : java.util.Arrays.binarySearch(keys, key);
    if (i < 0) {
      throw new IllegalStateException(c + " has no sub-field for " + key);
    }
    WideInt.addBit(w, wo, limbs, subPositionsOf[index(c)][i], value);
  }

  /**
   * Writes weight {@code w} of layout {@code from} in this layout, field by field (sub-field by
   * sub-field).
   *
   * @param from the layout w is in
   * @param w the weight
   * @param wo its offset
   * @param out where to write it in this layout
   * @param oo the offset there
   * @throws IllegalStateException if the weight has a field this layout lacks or cannot hold, or is
   *     not a sum of non-negative fields (a weight with a bias below zero)
   */
  public void translate(WeightLayout<C> from, long[] w, int wo, long[] out, int oo) {
    WideInt.setZero(out, oo, limbs);
    long[] check = new long[from.limbs];
    for (Map.Entry<C, Field> e : from.fields.entrySet()) {
      C c = e.getKey();
      SortedMap<Integer, Field> sub = from.subFields.get(c);
      if (sub == null) {
        carry(c, e.getValue(), fields.get(c), from, w, wo, check, out, oo);
      } else {
        SortedMap<Integer, Field> targets = subFields.get(c);
        for (Map.Entry<Integer, Field> s : sub.entrySet()) {
          Field target = targets == null ? null : targets.get(s.getKey());
          carry(c, s.getValue(), target, from, w, wo, check, out, oo);
        }
      }
    }
    if (WideInt.compare(check, 0, w, wo, from.limbs) != 0) {
      throw new IllegalStateException("a weight carried to another layout is not a sum of fields");
    }
  }

  /**
   * Writes a value of layout {@code from} that need not be a sum of fields (a dual of the matching,
   * kept from one bracket to the next) in this layout, as near as a field-by-field copy gets: each
   * field's bits (sub-field by sub-field) go to its place here, the bits above {@code from}'s last
   * field go above this layout's last field (cut to the room there), and the bits of a field this
   * layout lacks are dropped. Exact for a sum of fields this layout holds; for anything else a
   * start that the matching makes feasible by raising.
   *
   * @param from the layout the value is in
   * @param w the value, zero or more
   * @param wo its offset
   * @param out where to write it in this layout
   * @param oo the offset there
   */
  public void translateApproximately(WeightLayout<C> from, long[] w, int wo, long[] out, int oo) {
    WideInt.setZero(out, oo, limbs);
    for (Map.Entry<C, Field> e : from.fields.entrySet()) {
      C c = e.getKey();
      SortedMap<Integer, Field> sub = from.subFields.get(c);
      if (sub == null) {
        copyBits(e.getValue(), fields.get(c), from, w, wo, out, oo);
      } else {
        SortedMap<Integer, Field> targets = subFields.get(c);
        for (Map.Entry<Integer, Field> s : sub.entrySet()) {
          copyBits(
              s.getValue(), targets == null ? null : targets.get(s.getKey()), from, w, wo, out, oo);
        }
      }
    }
    int above = Math.min(61, from.limbs * 62 - from.totalBits);
    long high = WideInt.bits(w, wo, from.limbs, from.totalBits, above);
    // What this layout has room for above its last field, the matching's two bits of headroom
    // kept: a larger value is cut to it, which only starts the dual lower (the start raises it).
    int room = limbs * WideInt.LIMB_BITS - totalBits - 2;
    WideInt.addBit(out, oo, limbs, totalBits, room >= 62 ? high : Math.min(high, (1L << room) - 1));
  }

  private void copyBits(
      Field source,
      @Nullable Field target,
      WeightLayout<C> from,
      long[] w,
      int wo,
      long[] out,
      int oo) {
    if (target == null) {
      return;
    }
    int width = Math.min(source.width(), target.width());
    for (int b = 0; b < width; b += 61) {
      long value = WideInt.bits(w, wo, from.limbs, source.position() + b, Math.min(61, width - b));
      WideInt.addBit(out, oo, limbs, target.position() + b, value);
    }
  }

  private void carry(
      C c,
      Field source,
      @Nullable Field target,
      WeightLayout<C> from,
      long[] w,
      int wo,
      long[] check,
      long[] out,
      int oo) {
    long value = WideInt.bits(w, wo, from.limbs, source.position(), source.width());
    if (value == 0) {
      return;
    }
    WideInt.addBit(check, 0, from.limbs, source.position(), value);
    if (target == null || (target.width() < source.width() && value >>> target.width() != 0)) {
      throw new IllegalStateException("a weight's field " + c + " has no place in the new layout");
    }
    WideInt.addBit(out, oo, limbs, target.position(), value);
  }

  /**
   * The bits needed to count up to value.
   *
   * @param value a count, zero or more
   * @return its bit length
   */
  public static int bitsToRepresent(int value) {
    return 32 - Integer.numberOfLeadingZeros(value);
  }
}
