import { parseSheet, type SheetFormat } from '../../lib/sheets/parse.ts';
import { sheetLimits } from '../../lib/sheets/read-sheet.ts';
import { workerTask } from '../../lib/workers/outcome.ts';
import { STUDENT_IMPORT_COLUMNS, STUDENT_IMPORT_MAX_ROWS } from '@pariksha/shared/schemas/students';
import { readStudentRows } from './import-rows.ts';

export type StudentImportJob = { format: SheetFormat; bytes: Uint8Array; lang: string };

const LIMITS = sheetLimits({
  maxRows: STUDENT_IMPORT_MAX_ROWS,
  tooManyRows: 'A file can hold at most {{max}} students',
  minColumns: STUDENT_IMPORT_COLUMNS.length,
  maxColumns: 30,
});

/** Runs in a worker thread (lib/workers/pool.ts): the sheet parsed and every row checked. */
export const readStudentImport = workerTask(async ({ format, bytes, lang }: StudentImportJob) =>
  readStudentRows(await parseSheet(format, bytes, LIMITS), lang),
);
