import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, ensureDefaultOrganization, seedDemo } from './db/seed.ts';

/**
 * The primary of `WORKERS=<n>` (docs/deploy.md, "Both cores"): it serves nothing itself. It
 * migrates and seeds once, so workers never race on the schema, then forks the workers that
 * share the port (node's cluster hands connections round-robin), forks a new one when one dies,
 * and on SIGTERM/SIGINT asks each to finish its requests. One worker runs the background work
 * (job queue, auto-submit); whichever replaces it inherits that role.
 *
 * If the primary itself is killed (kill -9), each worker exits as soon as its channel to the
 * primary closes (node's cluster does that), and nothing is lost that was acknowledged: every
 * answer is committed before its response (attempts/save-batcher.ts).
 */

/** More deaths than this within CRASH_WINDOW_MS and replacements wait, doubling up to MAX_BACKOFF_MS. */
const CRASHES_BEFORE_BACKOFF = 5;
const CRASH_WINDOW_MS = 10_000;
const MAX_BACKOFF_MS = 30_000;
/** How long the workers get to finish in-flight requests on shutdown (each has its own 10 s limit). */
const SHUTDOWN_MS = 15_000;

type Level = 'info' | 'warn' | 'error';
const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

/** The primary's few lines, in the workers' format: pino's JSON in production, plain text in development. */
function primaryLogger(config: Config) {
  const threshold = LEVELS[config.logLevel] ?? 30;
  return (level: Level, msg: string, extra: Record<string, unknown> = {}) => {
    if (LEVELS[level] < threshold) return;
    const out = level === 'info' ? process.stdout : process.stderr;
    if (config.env === 'development') {
      out.write(`[primary ${process.pid}] ${level.toUpperCase()}: ${msg}${Object.keys(extra).length ? ` ${JSON.stringify(extra)}` : ''}\n`);
    } else {
      out.write(`${JSON.stringify({ level: LEVELS[level], time: Date.now(), pid: process.pid, role: 'primary', msg, ...extra })}\n`);
    }
  };
}

/** Migrations and the demo data, once, before any worker starts. */
async function prepareDatabase(config: Config, log: ReturnType<typeof primaryLogger>) {
  const database = await openDatabase({ url: config.databaseUrl, poolSize: 2 });
  try {
    await ensureDefaultOrganization(database.db, config.productName);
    if (config.seedDemo) {
      const { created } = await seedDemo(database.db);
      if (created) {
        log(
          'info',
          `Demo data seeded. Sign in with password ${DEMO_PASSWORD} as: ${DEMO_ACCOUNTS.map((a) => `${a.email} (${a.role})`).join(', ')}`,
        );
      }
    }
  } finally {
    await database.close();
  }
}

/**
 * A young generation (V8's semi-space) of 64 MB unless the command line chose one: docs/deploy.md,
 * "Young generation". With a thousand requests in flight, V8's default 16 MB let their objects
 * outlive each scavenge, to be copied and then promoted over and over.
 */
export function withYoungGeneration(execArgv: string[]): string[] {
  return execArgv.some((a) => a.startsWith('--max-semi-space-size')) ? execArgv : ['--max-semi-space-size=64', ...execArgv];
}

export async function runPrimary(config: Config): Promise<void> {
  const log = primaryLogger(config);
  const count = config.workers.count;
  await prepareDatabase(config, log);

  const deaths: number[] = [];
  let backoffMs = 0;
  let shuttingDown = false;
  let announced = false;
  const listening = new Set<number>();
  /** Which worker runs the jobs; its replacement takes the role over. */
  let jobsWorker: Worker | null = null;

  // The workers get the young generation `npm start` gives a one-process server (scripts/start.mjs).
  cluster.setupPrimary({ execArgv: withYoungGeneration(process.execArgv) });
  const fork = (runJobs: boolean): Worker => {
    // The worker's config.ts reads RUN_JOBS; RUN_JOBS=false set for the whole deployment stays off.
    const worker = cluster.fork({ RUN_JOBS: String(runJobs && config.runJobs) });
    if (runJobs) jobsWorker = worker;
    return worker;
  };

  cluster.on('listening', (worker, address) => {
    listening.add(worker.id);
    if (!announced && listening.size >= count) {
      announced = true;
      log('info', `Pariksha is running on http://localhost:${address.port} with ${count} workers (database: postgres, redis)`, {
        workers: Object.values(cluster.workers ?? {}).map((w) => w?.process.pid),
      });
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    listening.delete(worker.id);
    const hadJobs = worker === jobsWorker;
    if (hadJobs) jobsWorker = null;
    if (shuttingDown) return;
    const now = Date.now();
    deaths.push(now);
    while (deaths.length && deaths[0] < now - CRASH_WINDOW_MS) deaths.shift();
    backoffMs = deaths.length > CRASHES_BEFORE_BACKOFF ? Math.min(MAX_BACKOFF_MS, Math.max(1000, backoffMs * 2)) : 0;
    log(
      'error',
      `worker ${worker.process.pid} died (${signal ?? `exit code ${code}`}); starting another${backoffMs ? ` in ${backoffMs} ms` : ''}`,
      {
        worker: worker.process.pid,
        code,
        signal,
        jobs: hadJobs,
      },
    );
    const replace = () => {
      if (!shuttingDown) fork(hadJobs);
    };
    if (backoffMs) setTimeout(replace, backoffMs).unref();
    else replace();
  });

  for (let i = 0; i < count; i++) fork(i === 0);

  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    log('info', `${signal} received: asking ${workers.length} workers to finish their requests`);
    if (!workers.length) process.exit(0);
    let failed = false;
    let left = workers.length;
    const timer = setTimeout(() => {
      log('error', `workers still running after ${SHUTDOWN_MS / 1000} s: killing them`);
      for (const w of workers) w.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_MS);
    for (const w of workers) {
      w.once('exit', (code) => {
        if (code !== 0) failed = true;
        if (--left === 0) {
          clearTimeout(timer);
          log('info', 'all workers stopped');
          process.exit(failed ? 1 : 0);
        }
      });
      // A worker shuts down gracefully on SIGTERM (main.ts); a Ctrl-C in a terminal reaches it too.
      w.process.kill('SIGTERM');
    }
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
