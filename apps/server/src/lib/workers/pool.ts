import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { AppError } from '../errors.ts';
import type { WorkerOutcome } from './outcome.ts';

/**
 * Heavy parsing (HTML sanitising, spreadsheets) runs here, off the event loop, so one request
 * cannot freeze the server for everyone: each task has a time limit, and a worker that passes
 * it is terminated (piscina starts a fresh one). One pool per process, shared by every app
 * instance, because what it guards is the machine's cores; idle workers do not keep the
 * process alive.
 */

/** A function exported by a worker module and wrapped with `workerTask` (outcome.ts). */
export type WorkerTask<I, O> = { filename: string; name: string; _types?: (input: I) => O };

export const workerTaskAt = <I, O>(moduleUrl: URL, name: string): WorkerTask<I, O> => ({ filename: fileURLToPath(moduleUrl), name });

export type RunOptions = {
  /** Wall time from queueing to answer; past it the task is cancelled and its worker terminated. */
  timeoutMs: number;
  /** The message when the input is too heavy: time limit, memory or stack exhausted. */
  tooComplex: string;
};

const BUSY = 'The server is busy. Please try again in a minute.';

/**
 * Workers load the TypeScript sources like the main thread: the server runs under tsx, but
 * Vitest transforms modules itself and a worker inherits nothing from that, so tsx is loaded
 * explicitly whenever this file is TypeScript. Resolved at start-up, not in a request.
 */
const execArgv = import.meta.url.endsWith('.ts')
  ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href]
  : undefined;

let pool: Piscina | null = null;

function getPool(): Piscina {
  pool ??= new Piscina({
    // One warm worker (the sanitiser's DOM costs a few hundred ms to load); at least two, so
    // one slow upload cannot hold up every other, but no more than the cores beside the loop.
    minThreads: 1,
    maxThreads: Math.max(2, availableParallelism() - 1),
    idleTimeout: 60_000,
    maxQueue: 32,
    // Each task in its own turn of the worker's event loop. With piscina's default (a blocking
    // Atomics wait between tasks) every task runs in one endless V8 job, and objects held by a
    // WeakRef (jsdom's NodeIterators, which hold whole documents) are kept until the job ends:
    // 40 MB more per long note until the worker runs out of memory.
    atomics: 'disabled',
    // A worker that runs out of heap dies alone (ERR_WORKER_OUT_OF_MEMORY), not the server.
    resourceLimits: { maxOldGenerationSizeMb: 256, stackSizeMb: 4 },
    execArgv,
  });
  return pool;
}

/** Runs `task` in a worker; refusals made there come back as the same AppError. */
export async function runInWorker<I, O>(task: WorkerTask<I, O>, input: I, options: RunOptions): Promise<O> {
  let outcome: WorkerOutcome<O>;
  try {
    outcome = await getPool().run(input, { filename: task.filename, name: task.name, signal: AbortSignal.timeout(options.timeoutMs) });
  } catch (err) {
    const e = err as Error & { code?: string };
    if (e.name === 'AbortError' || e.code === 'ERR_WORKER_OUT_OF_MEMORY') throw new AppError('UNPROCESSABLE', options.tooComplex);
    if (e.message === 'Task queue is at limit') throw new AppError('RATE_LIMITED', BUSY);
    throw err;
  }
  if (outcome.ok) return outcome.value;
  if ('tooComplex' in outcome) throw new AppError('UNPROCESSABLE', options.tooComplex);
  const { code, message, details, params } = outcome.error;
  throw new AppError(code, message, details, params);
}

/** Ends the workers (on shutdown); the next task starts a new pool. */
export async function closeWorkers(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.destroy();
}
