import { badRequest } from '../errors.ts';
import { runInWorker, workerTaskAt } from '../workers/pool.ts';
import type { ParseLimits, SheetFormat, SheetRow } from './parse.ts';
import type { SheetJob } from './sheet-worker.ts';

/**
 * Reading an uploaded spreadsheet (CSV or XLSX) into rows, for any import: questions today,
 * students next. The parsing runs in a worker thread with a time limit and stops at the row
 * limit, so no upload can stall the server; refusals are AppErrors (400) with a message for
 * the user. An import that also validates its rows in the worker composes its own task from
 * `parseSheet` (parse.ts) and `sheetLimits`, as the question bank's import-worker.ts does.
 */

export type { SheetFormat, SheetRow } from './parse.ts';

export type SheetLimits = Partial<Omit<ParseLimits, 'maxRows'>> & {
  /** Rows with any text after the header row. */
  maxRows: number;
};

/** Wall time for reading a sheet in the worker, queueing and a cold worker's start included. */
export const SHEET_TIMEOUT_MS = 30_000;
export const SHEET_TOO_COMPLEX = 'This file took too long to read. Split it into smaller files.';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * The format by name and content: an .xlsx must really be a zip (the OOXML container), a .csv
 * must not be binary. A renamed .xls, PDF or image is refused before any parsing.
 */
export function detectFormat(filename: string, bytes: Buffer): SheetFormat {
  const name = filename.toLowerCase();
  const isZip = bytes.subarray(0, 4).equals(ZIP_MAGIC);
  if (name.endsWith('.xlsx') && isZip) return 'xlsx';
  if (name.endsWith('.csv') && !isZip && !bytes.includes(0)) return 'csv';
  throw badRequest('Upload a .csv or .xlsx file');
}

/** The limits with their defaults filled in. */
export function sheetLimits(limits: SheetLimits): ParseLimits {
  return {
    tooManyRows: 'A file can hold at most {{max}} rows',
    minColumns: 0,
    maxColumns: 100,
    // A full sheet of 2,000 long questions unpacks to under 10 MB.
    maxUnpackedBytes: 32 * 1024 * 1024,
    ...limits,
  };
}

/**
 * Row 1 (the header, even if blank) and then every row with text, numbered as in the file.
 * A file with more than `maxRows` such rows is refused without being read to its end.
 */
export async function readSheetFile(
  filename: string,
  bytes: Buffer,
  limits: SheetLimits,
  timeoutMs = SHEET_TIMEOUT_MS,
): Promise<SheetRow[]> {
  const job: SheetJob = { format: detectFormat(filename, bytes), bytes, limits: sheetLimits(limits) };
  return runInWorker(workerTaskAt<SheetJob, SheetRow[]>(new URL('./sheet-worker.ts', import.meta.url), 'readSheet'), job, {
    timeoutMs,
    tooComplex: SHEET_TOO_COMPLEX,
  });
}
