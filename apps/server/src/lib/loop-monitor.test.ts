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
  // An 800 ms block against a 700 ms bar: a busy machine's scheduling hiccups stay far below it.
  it('reports a block within the window, forgets it two periods later, and starts afresh on reset', async () => {
    const loop = startLoopMonitor({ periodMs: 400 });
    try {
      await sleep(30);
      setTimeout(() => block(800), 1);
      await sleep(50);
      expect(loop.read().maxMs).toBeGreaterThanOrEqual(700);
      await sleep(900);
      expect(loop.read().maxMs).toBeLessThan(700);
      setTimeout(() => block(800), 1);
      await sleep(50);
      await loop.reset();
      expect(loop.read().maxMs).toBeLessThan(700);
      // Measuring from the moment reset resolves: a block right after it counts.
      block(800);
      await sleep(30);
      expect(loop.read().maxMs).toBeGreaterThanOrEqual(700);
    } finally {
      loop.stop();
    }
  });
});
