import { parseSheet, type SheetFormat } from '../../lib/sheets/parse.ts';
import { workerTask } from '../../lib/workers/outcome.ts';
import { QUESTION_SHEET_LIMITS } from './import-files.ts';
import { buildImport } from './import-rows.ts';

export type ImportJob = { format: SheetFormat; bytes: Uint8Array; lang: string; withQuestions: boolean };

/**
 * Runs in a worker thread (lib/workers/pool.ts): the sheet parsed and every row validated.
 * The questions come back only when they will be saved: copying 2,000 of them into the main
 * thread costs it 30-80 ms, the report alone 3 ms.
 */
export const readImport = workerTask(async ({ format, bytes, lang, withQuestions }: ImportJob) => {
  const { report, questions } = buildImport(await parseSheet(format, bytes, QUESTION_SHEET_LIMITS), lang);
  return { report, questions: withQuestions ? questions : [] };
});
