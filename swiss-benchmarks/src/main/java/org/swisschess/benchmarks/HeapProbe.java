package org.swisschess.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;

/**
 * Heap use while a round is paired, from the JVM's memory pools.
 *
 * <p>The peak is the sum over the heap pools (eden, survivor, old generation) of each pool's peak
 * usage since {@link #reset()}. The pools peak at different moments, so the sum is an upper bound
 * of the heap occupied at any one time; it counts garbage not yet collected and everything else the
 * JVM holds (the tournament, the generator), so it is what the pairing needed at most, not what it
 * retains.
 */
final class HeapProbe {

  private HeapProbe() {}

  /** Collects what is garbage now, then starts a new peak in every heap pool. */
  static void reset() {
    System.gc();
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP && pool.isValid()) {
        pool.resetPeakUsage();
      }
    }
  }

  /**
   * Returns the sum of the heap pools' peaks since {@link #reset()}.
   *
   * @return bytes
   */
  static long peakBytes() {
    long sum = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP && pool.isValid()) {
        sum += pool.getPeakUsage().getUsed();
      }
    }
    return sum;
  }

  /**
   * Returns the bytes the current thread has allocated so far, or -1 if the JVM cannot tell.
   *
   * @return bytes, or -1
   */
  static long allocatedBytes() {
    if (ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean bean
        && bean.isThreadAllocatedMemorySupported()
        && bean.isThreadAllocatedMemoryEnabled()) {
      return bean.getCurrentThreadAllocatedBytes();
    }
    return -1;
  }

  /**
   * CPU time of the calling thread (user and system), for a pairing timed on a machine shared with
   * other work.
   *
   * @return nanoseconds, or -1 when the JVM does not measure it
   */
  static long threadCpuNanos() {
    java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
    if (bean.isCurrentThreadCpuTimeSupported() && bean.isThreadCpuTimeEnabled()) {
      return bean.getCurrentThreadCpuTime();
    }
    return -1;
  }
}
