import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { runInWorker, workerTaskAt } from './pool.ts';

const at = <I, O>(name: string) => workerTaskAt<I, O>(new URL('./test-tasks.ts', import.meta.url), name);
const options = { timeoutMs: 5_000, tooComplex: 'Too complex' };

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('runInWorker', () => {
  it('runs a TypeScript task in a worker thread and returns its value', async () => {
    expect(await runInWorker(at<{ text: string }, { text: string }>('echo'), { text: 'namaste' }, options)).toEqual({ text: 'NAMASTE' });
  });

  it('rebuilds an AppError thrown in the worker, with its code, details and params', async () => {
    const error = await failure(runInWorker(at('refuse'), { why: 'bad input' }, options));
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', status: 400, message: 'Refused: {{why}}', details: { why: 'bad input' } });
  });

  it('terminates a task past its time limit (422) without blocking the event loop, then runs the next', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const error = await failure(runInWorker(at('spin'), {}, { ...options, timeoutMs: 1_000 }));
    delay.disable();
    expect(error).toMatchObject({ code: 'UNPROCESSABLE', status: 422, message: 'Too complex' });
    expect(performance.now() - started).toBeLessThan(5_000);
    // The task spun for a second; the loop kept turning (the bar leaves room for a busy machine).
    expect(delay.max / 1e6).toBeLessThan(600);
    expect(await runInWorker(at('echo'), { text: 'again' }, options)).toEqual({ text: 'AGAIN' });
  });

  it('answers 422 when the input overflows the stack', async () => {
    expect(await failure(runInWorker(at('overflow'), {}, options))).toMatchObject({ status: 422, message: 'Too complex' });
  });

  it('lets a real bug fail as an error (a 500 in a route)', async () => {
    const error = await runInWorker(at('crash'), {}, options).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(AppError);
    expect((error as Error).message).toBe('a bug');
  });
});
