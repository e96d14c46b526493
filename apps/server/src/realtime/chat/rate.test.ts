import { describe, expect, it } from 'vitest';
import { tokenBucket } from './rate.ts';

describe('tokenBucket', () => {
  it('allows a burst, then refills at its rate, never above the burst', () => {
    let now = 0;
    const bucket = tokenBucket(3, 2, () => now);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
    now += 499;
    expect(bucket.take()).toBe(false);
    now += 1;
    expect(bucket.take()).toBe(true);
    now += 60_000;
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
  });
});
