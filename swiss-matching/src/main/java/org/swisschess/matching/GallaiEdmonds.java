package org.swisschess.matching;

import java.util.ArrayList;
import java.util.List;

/**
 * The Gallai-Edmonds decomposition of a graph, with one maximum matching: the <em>deficient</em>
 * vertices (D: some maximum matching leaves them single), the <em>barrier</em> (A: the neighbours
 * of D outside D) and the rest (C: perfectly matched among themselves by every maximum matching).
 * Every maximum matching matches each vertex of A into a different odd component of D, pairs every
 * component of D but one vertex internally, and leaves single one vertex of every component A does
 * not reach: the number of single vertices is the number of components of D less the size of A
 * (Gallai 1964, Edmonds 1965). It is what makes "no larger matching exists" explainable.
 */
public final class GallaiEdmonds {

  private final int[] mate;
  private final boolean[] deficient;
  private final boolean[] barrier;
  private final List<int[]> components;

  GallaiEdmonds(int[][] adjacency, int[] mate, boolean[] deficient) {
    int n = adjacency.length;
    this.mate = mate;
    this.deficient = deficient;
    this.barrier = new boolean[n];
    for (int v = 0; v < n; v++) {
      if (deficient[v]) {
        for (int w : adjacency[v]) {
          barrier[w] = !deficient[w];
        }
      }
    }
    this.components = new ArrayList<>();
    boolean[] seen = new boolean[n];
    int[] stack = new int[n];
    for (int v = 0; v < n; v++) {
      if (!deficient[v] || seen[v]) {
        continue;
      }
      int top = 0;
      int size = 0;
      int[] members = new int[n];
      stack[top++] = v;
      seen[v] = true;
      while (top > 0) {
        int u = stack[--top];
        members[size++] = u;
        for (int w : adjacency[u]) {
          if (deficient[w] && !seen[w]) {
            seen[w] = true;
            stack[top++] = w;
          }
        }
      }
      int[] component = java.util.Arrays.copyOf(members, size);
      java.util.Arrays.sort(component);
      components.add(component);
    }
  }

  /**
   * One maximum matching.
   *
   * @return for each vertex its mate, or -1; a copy
   */
  public int[] mate() {
    return mate.clone();
  }

  /**
   * The number of pairs of a maximum matching.
   *
   * @return how many pairs
   */
  public int pairs() {
    return CardinalityMatching.pairs(mate);
  }

  /**
   * Whether some maximum matching leaves v single (v is in D).
   *
   * @param v a vertex
   * @return whether v is deficient
   */
  public boolean isDeficient(int v) {
    return deficient[v];
  }

  /**
   * Whether v is a neighbour of D outside D (v is in A).
   *
   * @param v a vertex
   * @return whether v is in the barrier
   */
  public boolean isBarrier(int v) {
    return barrier[v];
  }

  /**
   * The connected components of the subgraph D induces, each of odd size, in the order of their
   * lowest vertex.
   *
   * @return each component's vertices, increasing
   */
  public List<int[]> deficientComponents() {
    List<int[]> copy = new ArrayList<>(components.size());
    for (int[] c : components) {
      copy.add(c.clone());
    }
    return copy;
  }
}
