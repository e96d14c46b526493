import { describe, expect, it } from 'vitest';
import { startLoopMonitor } from './loop-monitor.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const block = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
};

describe('startLoopMonitor', () => {
  // A 300 ms block against a 250 ms bar: a busy machine's scheduling hiccups stay below it.
  it('reports a block within the window, forgets it two periods later, and starts afresh on reset', async () => {
    const loop = startLoopMonitor({ periodMs: 400 });
    try {
      await sleep(30);
      setTimeout(() => block(300), 1);
      await sleep(50);
      expect(loop.read().maxMs).toBeGreaterThanOrEqual(250);
      await sleep(900);
      expect(loop.read().maxMs).toBeLessThan(250);
      setTimeout(() => block(300), 1);
      await sleep(50);
      await loop.reset();
      expect(loop.read().maxMs).toBeLessThan(250);
      // Measuring from the moment reset resolves: a block right after it counts.
      block(300);
      await sleep(30);
      expect(loop.read().maxMs).toBeGreaterThanOrEqual(250);
    } finally {
      loop.stop();
    }
  });
});
