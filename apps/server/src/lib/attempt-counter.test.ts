import { describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { createMemoryCounter, createRedisCounter } from './attempt-counter.ts';

describe('memory attempt counter', () => {
  it('counts hits per key inside the window and forgets them after it', async () => {
    let now = 1_000_000;
    const counter = createMemoryCounter(60_000, () => now);
    expect(await counter.count('a')).toBe(0);
    expect(await counter.hit('a')).toBe(1);
    now += 10_000;
    expect(await counter.hit('a')).toBe(2);
    expect(await counter.hit('b')).toBe(1);
    expect(await counter.count('a')).toBe(2);
    now += 50_001; // the first hit is now older than the window
    expect(await counter.count('a')).toBe(1);
    now += 10_000;
    expect(await counter.count('a')).toBe(0);
    expect(await counter.count('b')).toBe(0);
  });

  it('reset clears one key only', async () => {
    const counter = createMemoryCounter(60_000);
    await counter.hit('a');
    await counter.hit('b');
    await counter.reset('a');
    expect(await counter.count('a')).toBe(0);
    expect(await counter.count('b')).toBe(1);
  });
});

describe('redis attempt counter', () => {
  /** Just the commands the counter uses, with expiry by a fake clock. */
  function fakeRedis() {
    let now = 0;
    const store = new Map<string, { value: number; expiresAt: number }>();
    const live = (k: string) => {
      const e = store.get(k);
      if (e && e.expiresAt <= now) store.delete(k);
      return store.get(k);
    };
    const redis = {
      async get(k: string) {
        const e = live(k);
        return e ? String(e.value) : null;
      },
      async incr(k: string) {
        const e = live(k) ?? { value: 0, expiresAt: Infinity };
        e.value += 1;
        store.set(k, e);
        return e.value;
      },
      async pexpire(k: string, ms: number) {
        const e = live(k);
        if (e) e.expiresAt = now + ms;
        return 1;
      },
      async del(k: string) {
        return store.delete(k) ? 1 : 0;
      },
    };
    return { redis: redis as unknown as Redis, store, advance: (ms: number) => (now += ms) };
  }

  it('counts with INCR, sets the window on the first hit only, and resets with DEL', async () => {
    const { redis, store, advance } = fakeRedis();
    const counter = createRedisCounter(redis, 60_000);
    expect(await counter.count('x')).toBe(0);
    expect(await counter.hit('x')).toBe(1);
    advance(30_000);
    expect(await counter.hit('x')).toBe(2); // does not extend the window
    expect([...store.keys()]).toEqual(['signin-fail:x']);
    advance(30_000);
    expect(await counter.count('x')).toBe(0);
    await counter.hit('x');
    await counter.reset('x');
    expect(await counter.count('x')).toBe(0);
  });
});
