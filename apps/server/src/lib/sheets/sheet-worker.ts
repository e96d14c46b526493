import { workerTask } from '../workers/outcome.ts';
import { parseSheet, type ParseLimits, type SheetFormat } from './parse.ts';

export type SheetJob = { format: SheetFormat; bytes: Uint8Array; limits: ParseLimits };

/** Runs in a worker thread (lib/workers/pool.ts): spreadsheet parsing off the event loop. */
export const readSheet = workerTask(({ format, bytes, limits }: SheetJob) => parseSheet(format, bytes, limits));
