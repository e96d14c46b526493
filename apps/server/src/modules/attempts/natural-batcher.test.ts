import { describe, expect, it } from 'vitest';
import { NaturalBatcher } from './natural-batcher.ts';

/** A write that records its batches and can be held open until released. */
function recorder<I>(answer: (item: I) => unknown = (item) => item) {
  const batches: I[][] = [];
  const held: Array<() => void> = [];
  let hold = false;
  let open = 0;
  let maxOpen = 0;
  const write = async (items: I[]) => {
    batches.push(items);
    open += 1;
    maxOpen = Math.max(maxOpen, open);
    try {
      if (hold) await new Promise<void>((resolve) => held.push(resolve));
      return items.map(answer);
    } finally {
      open -= 1;
    }
  };
  return {
    write,
    batches,
    held,
    get maxOpen() {
      return maxOpen;
    },
    holdWrites(on: boolean) {
      hold = on;
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('NaturalBatcher', () => {
  it('writes the requests of one turn in one batch, each caller getting its own outcome', async () => {
    const r = recorder<number>((n) => n * 10);
    const batcher = new NaturalBatcher(r.write, { maxInFlight: 2, maxBatch: 100 });
    const outcomes = await Promise.all([1, 2, 3, 4, 5].map((n) => batcher.push(n)));
    expect(outcomes).toEqual([10, 20, 30, 40, 50]);
    expect(r.batches).toEqual([[1, 2, 3, 4, 5]]);
  });

  it('caps a batch by size, sending an oversized request alone', async () => {
    const r = recorder<string>();
    const batcher = new NaturalBatcher(r.write, { maxInFlight: 1, maxBatch: 5, sizeOf: (s) => s.length });
    const outcomes = await Promise.all(['ab', 'cd', 'e', 'fghijkl', 'm'].map((s) => batcher.push(s)));
    expect(outcomes).toEqual(['ab', 'cd', 'e', 'fghijkl', 'm']);
    expect(r.batches).toEqual([['ab', 'cd', 'e'], ['fghijkl'], ['m']]);
  });

  it('keeps at most maxInFlight writes open; requests arriving meanwhile go together in the next one', async () => {
    const r = recorder<number>();
    r.holdWrites(true);
    const batcher = new NaturalBatcher(r.write, { maxInFlight: 2, maxBatch: 100 });
    const first = batcher.push(1);
    await tick();
    const second = batcher.push(2);
    await tick();
    const rest = [3, 4, 5, 6].map((n) => batcher.push(n));
    await tick();
    await tick();
    // Two writes are open; 3–6 wait for one of them to finish.
    expect(r.batches).toEqual([[1], [2]]);
    r.holdWrites(false);
    r.held.splice(0).forEach((release) => release());
    expect(await Promise.all([first, second, ...rest])).toEqual([1, 2, 3, 4, 5, 6]);
    expect(r.batches).toEqual([[1], [2], [3, 4, 5, 6]]);
    expect(r.maxOpen).toBe(2);
  });

  it("fails every caller of a failed batch, unless failures are isolated: then only the bad request's caller", async () => {
    const failing = async (items: number[]) => {
      if (items.includes(13)) throw new Error('unlucky');
      return items;
    };
    const shared = new NaturalBatcher(failing, { maxInFlight: 1, maxBatch: 100 });
    const all = await Promise.allSettled([1, 13, 2].map((n) => shared.push(n)));
    expect(all.map((s) => s.status)).toEqual(['rejected', 'rejected', 'rejected']);
    // The batcher goes on working after a failure.
    expect(await shared.push(3)).toBe(3);

    const isolated = new NaturalBatcher(failing, { maxInFlight: 1, maxBatch: 100, isolateFailures: true });
    const each = await Promise.allSettled([1, 13, 2].map((n) => isolated.push(n)));
    expect(each).toEqual([
      { status: 'fulfilled', value: 1 },
      { status: 'rejected', reason: new Error('unlucky') },
      { status: 'fulfilled', value: 2 },
    ]);
  });
});
