import { workerTask } from '../../lib/workers/outcome.ts';
import { prepareBody } from './sanitize.ts';

/** Runs in a worker thread (lib/workers/pool.ts): DOMPurify's DOM work off the event loop. */
export const prepare = workerTask(prepareBody);
