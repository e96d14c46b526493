import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { parseWorkers } from '../config.ts';
import { createInvalidationBus } from './invalidation.ts';

describe('invalidation bus', () => {
  it('without Redis runs this process handlers only, for the topic published', async () => {
    const bus = createInvalidationBus(null, 'local');
    const seen: string[][] = [];
    const off = bus.on('sets', (keys) => seen.push(keys));
    bus.on('other', () => seen.push(['wrong topic']));
    await bus.publish('sets', ['a', 'b']);
    await bus.publish('sets', []);
    off();
    await bus.publish('sets', ['c']);
    expect(seen).toEqual([['a', 'b']]);
    await bus.close();
  });

  it.skipIf(!process.env.REDIS_URL)('through Redis reaches the other processes once, and only on the same scope', async () => {
    const redis = new Redis(process.env.REDIS_URL!);
    const scope = `test-${process.pid}-${Date.now()}`;
    const [a, b, elsewhere] = [
      createInvalidationBus(redis, scope),
      createInvalidationBus(redis, scope),
      createInvalidationBus(redis, `${scope}-other`),
    ];
    try {
      await Promise.all([a.ready, b.ready, elsewhere.ready]);
      const onA: string[][] = [];
      const onB: string[][] = [];
      const onElsewhere: string[][] = [];
      a.on('sets', (k) => onA.push(k));
      const heard = new Promise<void>((resolve) =>
        b.on('sets', (k) => {
          onB.push(k);
          resolve();
        }),
      );
      elsewhere.on('sets', (k) => onElsewhere.push(k));
      await a.publish('sets', ['set-1']);
      await heard;
      // The publisher ran its own handler once, at publish (not again from the channel).
      await redis.ping();
      expect(onA).toEqual([['set-1']]);
      expect(onB).toEqual([['set-1']]);
      expect(onElsewhere).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close(), elsewhere.close()]);
      redis.disconnect();
    }
  });
});

describe('WORKERS', () => {
  const pg = 'postgres://x@127.0.0.1/db';
  const redis = 'redis://127.0.0.1:6379';

  it('is one process with the embedded database, saying why when WORKERS was asked for', () => {
    expect(parseWorkers({}, 8)).toEqual({ count: 1, reason: 'embedded database' });
    expect(parseWorkers({ WORKERS: 4 }, 8)).toMatchObject({ count: 1, reason: expect.stringContaining('PGlite') });
  });

  it('defaults to one per core with PostgreSQL and Redis, and to one without Redis', () => {
    expect(parseWorkers({ DATABASE_URL: pg, REDIS_URL: redis }, 2)).toMatchObject({ count: 2 });
    expect(parseWorkers({ DATABASE_URL: pg }, 2)).toMatchObject({ count: 1, reason: expect.stringContaining('REDIS_URL') });
  });

  it('takes WORKERS as given, and refuses more than one without Redis', () => {
    expect(parseWorkers({ DATABASE_URL: pg, REDIS_URL: redis, WORKERS: 3 }, 2)).toMatchObject({ count: 3 });
    expect(parseWorkers({ DATABASE_URL: pg, WORKERS: 1 }, 2)).toMatchObject({ count: 1 });
    expect(() => parseWorkers({ DATABASE_URL: pg, WORKERS: 2 }, 2)).toThrow(/WORKERS=2 needs REDIS_URL/);
  });
});
