import type { Redis } from 'ioredis';

/**
 * Counts failed password checks per account inside a window. In memory for one instance; in Redis
 * when REDIS_URL is set so every instance sees the same count.
 */
export type AttemptCounter = {
  count(key: string): Promise<number>;
  hit(key: string): Promise<number>;
  reset(key: string): Promise<void>;
};

/**
 * Failures are counted per account, whichever of its identifiers (email or username) was typed,
 * and by the current-password check of a password change too.
 */
export const accountKey = (userId: string) => `user:${userId}`;
/** An identifier that names no account is counted on its own, so guessing at it costs the same. */
export const identifierKey = (identifier: string) => `id:${identifier.trim().toLowerCase()}`;

export function createMemoryCounter(windowMs: number, now = () => Date.now()): AttemptCounter {
  const hits = new Map<string, number[]>();
  const fresh = (key: string) => {
    const list = (hits.get(key) ?? []).filter((t) => now() - t < windowMs);
    if (list.length) hits.set(key, list);
    else hits.delete(key);
    return list;
  };
  return {
    async count(key) {
      return fresh(key).length;
    },
    async hit(key) {
      const list = fresh(key);
      list.push(now());
      hits.set(key, list);
      return list.length;
    },
    async reset(key) {
      hits.delete(key);
    },
  };
}

export function createRedisCounter(redis: Redis, windowMs: number): AttemptCounter {
  const k = (key: string) => `signin-fail:${key}`;
  return {
    async count(key) {
      return Number((await redis.get(k(key))) ?? 0);
    },
    async hit(key) {
      const n = await redis.incr(k(key));
      if (n === 1) await redis.pexpire(k(key), windowMs);
      return n;
    },
    async reset(key) {
      await redis.del(k(key));
    },
  };
}
