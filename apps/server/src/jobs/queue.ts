import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client.ts';

/**
 * The background job queue: one `jobs` table (db/schema/jobs.ts), drained in-process by every
 * server instance, on PGlite and on PostgreSQL alike.
 *
 * Why not pg-boss: it keeps its own schema outside the Drizzle migrations, polls and runs
 * maintenance on timers of its own, and on PGlite (one connection shared by every request)
 * its multi-statement, advisory-locked SQL would have needed an adapter of its own; a second
 * code path for the embedded default is what this table avoids. The semantics are pg-boss's:
 * retryLimit, retryDelay, retryBackoff (delay * 2^retry), singletonKey, expiry of a job whose
 * worker died, a claim with FOR UPDATE SKIP LOCKED so several instances never run one job twice
 * at the same time.
 *
 * Delivery is at least once: a handler that succeeded but whose instance died before the job
 * was marked done runs again once the job expires, so handlers must be idempotent.
 */
export type JobOptions = {
  /** Retries after the first try (default 3): a job runs at most retryLimit + 1 times. */
  retryLimit?: number;
  /** Seconds before the first retry (default 10). */
  retryDelaySeconds?: number;
  /** Double the delay on each retry (default true): 10 s, 20 s, 40 s... */
  retryBackoff?: boolean;
  /** An active job not finished after this long is taken to have lost its worker (default 300). */
  expireSeconds?: number;
  /** Seconds to wait before the first try. */
  startAfterSeconds?: number;
  /** A second job of the same name and key is not added (send returns null). */
  singletonKey?: string;
};

export type Job<T = unknown> = {
  id: string;
  name: string;
  data: T;
  /** Retries so far: 0 on the first try. */
  retryCount: number;
  retryLimit: number;
  /** This try is the last: if it fails the job is failed for good. */
  lastTry: boolean;
};

export type JobHandler<T = unknown> = (job: Job<T>) => Promise<void>;

export type Queue = {
  /**
   * Adds a job; pass `db` as a transaction to add it with the rows it is about (it runs only
   * once they are committed). Returns the job id, or null when its singletonKey was taken.
   */
  send<T>(name: string, data: T, options?: JobOptions, db?: Db | Tx): Promise<string | null>;
  /** Adds many jobs of one name in a few statements. */
  sendMany<T>(name: string, items: { data: T; options?: JobOptions }[], db?: Db | Tx): Promise<number>;
  /** Registers the handler of one job name (one per name). */
  work<T>(name: string, handler: JobHandler<T>): void;
  /** Wakes the drainer now (after a transaction that added jobs commits), instead of at the next poll. */
  nudge(): void;
  /**
   * Runs every job that is due, until none is left; the poller calls it, tests call it with a
   * clock of their own to walk through retries. Returns how many jobs ran.
   */
  drain(options?: { now?: Date }): Promise<number>;
  start(): void;
  /** Stops polling and waits for the jobs in flight; a job not started stays for the next start. */
  stop(): Promise<void>;
};

export type QueueOptions = {
  /** How often an instance looks for due jobs; 0: only drain() runs them (tests). */
  pollIntervalMs: number;
  /** Jobs claimed per statement. */
  batchSize?: number;
  /** Jobs run at once by this instance. */
  concurrency?: number;
  /** Completed and failed jobs are deleted after this many days. */
  keepDays?: number;
};

type ClaimedRow = { id: string; name: string; data: unknown; retry_count: number; retry_limit: number };

const SEND_CHUNK = 500;

export function createQueue(db: Db, log: FastifyBaseLogger, options: QueueOptions): Queue {
  const { pollIntervalMs, batchSize = 20, concurrency = 5, keepDays = 14 } = options;
  const handlers = new Map<string, JobHandler<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopped = false;
  let draining: Promise<number> | null = null;
  let again = false;
  let lastCleanup = 0;

  const row = <T>(name: string, data: T, o: JobOptions = {}) => ({
    name,
    data: JSON.stringify(data ?? {}),
    retryLimit: o.retryLimit ?? 3,
    retryDelaySeconds: o.retryDelaySeconds ?? 10,
    retryBackoff: o.retryBackoff ?? true,
    expireSeconds: o.expireSeconds ?? 300,
    startAfterSeconds: o.startAfterSeconds ?? 0,
    singletonKey: o.singletonKey ?? null,
  });

  async function insert(rows: ReturnType<typeof row>[], target: Db | Tx): Promise<string[]> {
    const values = sql.join(
      rows.map(
        (r) =>
          sql`(${r.name}, ${r.data}::jsonb, ${r.retryLimit}, ${r.retryDelaySeconds}, ${r.retryBackoff}, ${r.expireSeconds}, now() + make_interval(secs => ${r.startAfterSeconds}), ${r.singletonKey})`,
      ),
      sql`, `,
    );
    const result = (await target.execute(sql`
      insert into jobs (name, data, retry_limit, retry_delay_seconds, retry_backoff, expire_seconds, start_after, singleton_key)
      values ${values}
      on conflict (name, singleton_key) do nothing
      returning id`)) as unknown as { rows: { id: string }[] };
    return result.rows.map((r) => r.id);
  }

  async function claim(names: string[], now: Date | undefined, limit: number): Promise<ClaimedRow[]> {
    const nameList: SQL = sql.join(
      names.map((n) => sql`${n}`),
      sql`, `,
    );
    // The database's clock unless a test gives one: `start_after` is the database's now() in
    // microseconds, and the JavaScript clock in whole milliseconds could read a job sent in the
    // same millisecond as not yet due.
    const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
    // One statement, so a job is claimed once even without SKIP LOCKED (PGlite has one
    // connection); on PostgreSQL SKIP LOCKED lets instances claim side by side without waiting.
    const result = (await db.execute(sql`
      update jobs set state = 'active', started_at = ${at},
        retry_count = case when jobs.state = 'active' then jobs.retry_count + 1 else jobs.retry_count end
      where id in (
        select id from jobs
        where name in (${nameList})
          and ((state = 'created' and start_after <= ${at})
            or (state = 'active' and started_at + make_interval(secs => expire_seconds) <= ${at}))
        order by start_after
        limit ${limit}
        for update skip locked)
      returning id, name, data, retry_count, retry_limit`)) as unknown as { rows: ClaimedRow[] };
    return result.rows;
  }

  async function complete(id: string, now: Date) {
    await db.execute(sql`update jobs set state = 'completed', completed_at = ${now.toISOString()}::timestamptz, last_error = null
      where id = ${id} and state = 'active'`);
  }

  async function fail(id: string, now: Date, reason: string) {
    const at = sql`${now.toISOString()}::timestamptz`;
    await db.execute(sql`update jobs set
        state = case when retry_count < retry_limit then 'created' else 'failed' end,
        start_after = case when retry_count < retry_limit
          then ${at} + make_interval(secs => retry_delay_seconds * case when retry_backoff then power(2, retry_count) else 1 end)
          else start_after end,
        retry_count = case when retry_count < retry_limit then retry_count + 1 else retry_count end,
        completed_at = case when retry_count < retry_limit then null else ${at} end,
        last_error = ${reason.slice(0, 1000)}
      where id = ${id} and state = 'active'`);
  }

  async function runOne(claimed: ClaimedRow, clock: () => Date) {
    const handler = handlers.get(claimed.name);
    if (!handler) return;
    const job: Job = {
      id: claimed.id,
      name: claimed.name,
      data: claimed.data,
      retryCount: claimed.retry_count,
      retryLimit: claimed.retry_limit,
      lastTry: claimed.retry_count >= claimed.retry_limit,
    };
    try {
      await handler(job);
      await complete(job.id, clock());
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      log.warn({ jobId: job.id, job: job.name, retry: job.retryCount, lastTry: job.lastTry, reason }, 'job failed');
      await fail(job.id, clock(), reason);
    }
  }

  async function drainOnce(now?: Date): Promise<number> {
    const names = [...handlers.keys()];
    if (names.length === 0) return 0;
    const clock = () => now ?? new Date();
    let ran = 0;
    while (!stopped) {
      const claimed = await claim(names, now, batchSize);
      if (claimed.length === 0) break;
      let next = 0;
      const lane = async () => {
        while (next < claimed.length) await runOne(claimed[next++], clock);
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, claimed.length) }, lane));
      ran += claimed.length;
    }
    if (Date.now() - lastCleanup > 3_600_000) {
      lastCleanup = Date.now();
      await db.execute(sql`delete from jobs where state in ('completed', 'failed')
        and completed_at < now() - make_interval(days => ${keepDays})`);
    }
    return ran;
  }

  function tick() {
    if (stopped) return;
    if (draining) {
      again = true;
      return;
    }
    again = false;
    draining = drainOnce()
      .catch((err) => {
        log.error({ err }, 'job queue drain failed');
        return 0;
      })
      .finally(() => {
        draining = null;
        if (again && !stopped) setImmediate(tick);
      });
  }

  return {
    async send(name, data, o, target = db) {
      const [id] = await insert([row(name, data, o)], target);
      if (target === db) this.nudge();
      return id ?? null;
    },
    async sendMany(name, items, target = db) {
      let added = 0;
      for (let i = 0; i < items.length; i += SEND_CHUNK) {
        added += (
          await insert(
            items.slice(i, i + SEND_CHUNK).map((it) => row(name, it.data, it.options)),
            target,
          )
        ).length;
      }
      if (target === db) this.nudge();
      return added;
    },
    work(name, handler) {
      if (handlers.has(name)) throw new Error(`A handler for job "${name}" is already registered`);
      handlers.set(name, handler as JobHandler<unknown>);
    },
    nudge() {
      if (started && !stopped) setImmediate(tick);
    },
    async drain(o = {}) {
      // Waits for a poll in progress so a test's drain never races the poller's.
      while (draining) await draining;
      return drainOnce(o.now);
    },
    start() {
      if (started || pollIntervalMs <= 0) return;
      started = true;
      timer = setInterval(tick, pollIntervalMs);
      timer.unref();
      setImmediate(tick);
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (draining) await draining;
    },
  };
}
