import { badRequest } from '../errors.ts';
import { workerTask } from './outcome.ts';

/** Tasks for pool.test.ts: each exercises one way a worker job can end. */

export const echo = workerTask((input: { text: string }) => ({ text: input.text.toUpperCase() }));

export const refuse = workerTask((input: { why: string }): never => {
  throw badRequest('Refused: {{why}}', { why: input.why });
});

export const spin = workerTask((): never => {
  for (;;) {
    // A parser stuck on hostile input: never yields.
  }
});

const recurse = (n: number): number => recurse(n + 1) + 1;
export const overflow = workerTask(() => recurse(0));

export const crash = workerTask(() => {
  throw new TypeError('a bug');
});
