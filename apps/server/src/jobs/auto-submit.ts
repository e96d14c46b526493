import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { dueAttemptIds, submitAttempt } from '../modules/attempts/submit.ts';

export type AutoSubmitOptions = {
  now?: number;
  /** Attempts fetched per query. */
  batchSize?: number;
  /** Batches per run, so one run cannot hold the process for long; the next tick continues. */
  maxBatches?: number;
  /** Submissions in flight at once (each is a short transaction). */
  concurrency?: number;
  /** Checked between submissions: the app is closing, the next run will carry on. */
  stopped?: () => boolean;
  /** One attempt that cannot be scored must not hold up the others. */
  onError?: (attemptId: string, err: unknown) => void;
};

/**
 * Submits (submittedBy 'auto') every in-progress attempt whose deadline + grace has passed:
 * attempts whose student closed the browser, and attempts left open while the server was down.
 * Safe with several instances: each submission locks its row (SKIP LOCKED here) and only an
 * attempt still 'inProgress' is scored, so no attempt is ever submitted twice.
 * Returns how many attempts this run submitted.
 */
export async function submitExpiredAttempts(db: Db, options: AutoSubmitOptions = {}): Promise<number> {
  const { batchSize = 100, maxBatches = 10, concurrency = 4, stopped = () => false } = options;
  let submitted = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const now = options.now ?? Date.now();
    const ids = await dueAttemptIds(db, now, batchSize);
    let next = 0;
    const worker = async () => {
      while (next < ids.length && !stopped()) {
        const id = ids[next++];
        try {
          const result = await submitAttempt(db, id, 'auto', { now, skipLocked: true });
          if (result?.closed) submitted += 1;
        } catch (err) {
          options.onError?.(id, err);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, ids.length) }, worker));
    if (ids.length < batchSize || stopped()) break;
  }
  return submitted;
}

/**
 * Runs the job once when the app is ready (catching up after a restart) and then every
 * `intervalMs`. The timer does not keep the process alive, and closing the app waits for a
 * run in progress so the database is not closed under it.
 */
export function registerAutoSubmit(app: FastifyInstance, intervalMs: number) {
  if (intervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = submitExpiredAttempts(app.deps.db, {
      stopped: () => stopped,
      onError: (attemptId, err) => app.log.error({ err, attemptId }, 'auto-submit of an attempt failed'),
    })
      .then((n) => {
        if (n > 0) app.log.info({ submitted: n }, 'auto-submitted expired attempts');
      })
      .catch((err) => app.log.error({ err }, 'auto-submit failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  });
}
