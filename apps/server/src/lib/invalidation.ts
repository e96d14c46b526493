import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Tells every server process that something it may hold in memory changed, so each drops its
 * copy: the workers of a cluster (cluster.ts) and instances behind a load balancer share
 * PostgreSQL but not their caches. Through Redis pub/sub when REDIS_URL is set; without Redis
 * there is one process and a publish only reaches the handlers here.
 *
 * Redis delivers a message at most once (one sent while a subscriber reconnects is lost), so a
 * cache that relies on this still keeps a short TTL as its bound. Publish after the change is
 * committed: a process that reads again on the message must see the new rows.
 */
export type InvalidationBus = {
  /** Runs this process's handlers at once, then tells the other processes. */
  publish(topic: string, keys: string[]): Promise<void>;
  /** Handlers of a topic; several may listen. Runs for this process's publishes and the others'. */
  on(topic: string, handler: (keys: string[]) => void): () => void;
  /** Resolves once this process hears the others (at once without Redis; never rejects). */
  ready: Promise<void>;
  close(): Promise<void>;
};

type Message = { o: string; t: string; k: string[] };

/**
 * `scope` keeps deployments (and test databases) that share one Redis apart: the database's
 * name is enough, since only processes over the same database hold the same entries.
 */
export function createInvalidationBus(redis: Redis | null, scope: string, log?: { warn: (o: object, m: string) => void }): InvalidationBus {
  const origin = randomUUID();
  const channel = `pariksha:invalidate:${scope}`;
  const handlers = new Map<string, Set<(keys: string[]) => void>>();

  const deliver = (topic: string, keys: string[]) => {
    for (const handler of handlers.get(topic) ?? []) {
      try {
        handler(keys);
      } catch (err) {
        log?.warn({ err, topic }, 'an invalidation handler failed');
      }
    }
  };

  const subscriber = redis?.duplicate() ?? null;
  let ready = Promise.resolve();
  if (subscriber) {
    subscriber.on('message', (ch: string, raw: string) => {
      if (ch !== channel) return;
      let message: Message;
      try {
        message = JSON.parse(raw) as Message;
      } catch {
        return;
      }
      // This process ran its handlers when it published.
      if (message.o === origin || !Array.isArray(message.k)) return;
      deliver(message.t, message.k);
    });
    // ioredis subscribes again by itself after a reconnect.
    ready = subscriber.subscribe(channel).then(
      () => undefined,
      (err: unknown) => log?.warn({ err }, 'invalidation channel subscription failed: caches fall back to their TTLs'),
    );
  }

  return {
    ready,
    async publish(topic, keys) {
      if (!keys.length) return;
      deliver(topic, keys);
      if (!redis) return;
      try {
        await redis.publish(channel, JSON.stringify({ o: origin, t: topic, k: keys } satisfies Message));
      } catch (err) {
        // The change is committed; the other processes' TTLs bound how long they serve the old copy.
        log?.warn({ err, topic }, 'invalidation publish failed');
      }
    },
    on(topic, handler) {
      let set = handlers.get(topic);
      if (!set) handlers.set(topic, (set = new Set()));
      set.add(handler);
      return () => set.delete(handler);
    },
    async close() {
      handlers.clear();
      if (subscriber) await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
