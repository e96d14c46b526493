import { AppError } from '../errors.ts';

/**
 * What a worker task sends back. An AppError does not survive the trip between threads (only
 * an Error's message does), so it travels as plain data and is rebuilt on the main thread.
 */
export type WorkerOutcome<O> =
  | { ok: true; value: O }
  | { ok: false; error: { code: AppError['code']; message: string; details?: unknown; params?: Record<string, string | number> } }
  | { ok: false; tooComplex: true };

/**
 * Wraps a function that runs inside a worker thread. Input the caller must refuse (an AppError)
 * and input too deep for the stack (a RangeError: call stack or array length) come back as
 * outcomes; anything else is a bug and fails the task.
 */
export function workerTask<I, O>(run: (input: I) => O | Promise<O>): (input: I) => Promise<WorkerOutcome<O>> {
  return async (input) => {
    try {
      return { ok: true, value: await run(input) };
    } catch (err) {
      if (err instanceof AppError) {
        return { ok: false, error: { code: err.code, message: err.message, details: err.details, params: err.params } };
      }
      if (err instanceof RangeError) return { ok: false, tooComplex: true };
      throw err;
    }
  };
}
