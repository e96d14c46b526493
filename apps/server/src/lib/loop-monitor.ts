import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

/**
 * How long the event loop was kept from running: the server's rule is that no request may
 * block it for more than 100 ms (heavy parsing goes to lib/workers). The figures cover a
 * recent window: the current period and the one before, each `periodMs` long.
 */
export type LoopDelay = { p99Ms: number; maxMs: number };

export type LoopMonitor = {
  /** p99 and maximum delay over the last one to two periods, in ms. */
  read(): LoopDelay;
  /** Forgets everything so far; resolves once the new window is measuring. */
  reset(): Promise<void>;
  stop(): void;
};

const RESOLUTION_MS = 10;

/**
 * A histogram records the gap between two ticks of its timer, so a fresh one misses a block
 * that starts before its first tick. Hence two overlapping histograms, each living two
 * periods: the older one still covers the moment the newer one starts.
 */
export function startLoopMonitor({ periodMs = 10_000 } = {}): LoopMonitor {
  const start = () => {
    const h = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
    h.enable();
    return h;
  };
  let older: IntervalHistogram = start();
  let newer: IntervalHistogram = start();
  const rotate = setInterval(() => {
    older.disable();
    older = newer;
    newer = start();
  }, periodMs);
  rotate.unref();
  // The delay is what exceeds the timer's own interval.
  const delayOf = (ns: number) => Math.max(0, Math.round((ns / 1e6 - RESOLUTION_MS) * 10) / 10);
  const figures = (h: IntervalHistogram): LoopDelay =>
    h.count === 0 ? { p99Ms: 0, maxMs: 0 } : { p99Ms: delayOf(h.percentile(99)), maxMs: delayOf(h.max) };
  return {
    read() {
      const [a, b] = [figures(older), figures(newer)];
      return { p99Ms: Math.max(a.p99Ms, b.p99Ms), maxMs: Math.max(a.maxMs, b.maxMs) };
    },
    async reset() {
      older.disable();
      newer.disable();
      older = start();
      newer = start();
      // Its first tick only starts the clock (and histogram.reset() would stop it again).
      await new Promise((resolve) => setTimeout(resolve, 3 * RESOLUTION_MS));
    },
    stop() {
      clearInterval(rotate);
      older.disable();
      newer.disable();
    },
  };
}
