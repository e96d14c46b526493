import type { ImportDefaults } from '@pariksha/shared/schemas/question-bank';
import { parseSheet, type SheetFormat } from '../../lib/sheets/parse.ts';
import { badRequest } from '../../lib/errors.ts';
import { workerTask } from '../../lib/workers/outcome.ts';
import { parseAiken } from './formats/aiken.ts';
import { parseGift } from './formats/gift.ts';
import { parseMoodleXml } from './formats/moodle-xml.ts';
import { toSheetRows, type ImportImage, type ParsedFile } from './formats/parsed.ts';
import { QUESTION_SHEET_LIMITS } from './import-files.ts';
import { buildImport, type ImportResult } from './import-rows.ts';

/** A spreadsheet, or one of Moodle's question formats (GIFT, Aiken, Moodle XML). */
export type QuestionFileFormat = SheetFormat | 'gift' | 'aiken' | 'moodle';
export type ImportJob = { format: QuestionFileFormat; bytes: Uint8Array; lang: string; withQuestions: boolean; defaults?: ImportDefaults };
export type FileImportResult = ImportResult & { images: ImportImage[] };

function parseQuestionFile(format: 'gift' | 'aiken' | 'moodle', bytes: Uint8Array): ParsedFile {
  const text = new TextDecoder('utf-8').decode(bytes);
  return format === 'moodle' ? parseMoodleXml(text) : format === 'gift' ? parseGift(text) : parseAiken(text);
}

/**
 * Runs in a worker thread (lib/workers/pool.ts): the file parsed and every question validated.
 * Every format becomes the spreadsheet's rows first, so one set of checks and one report serve
 * them all. The questions (and images) come back only when they will be saved: copying 2,000
 * of them into the main thread costs it 30-80 ms, the report alone 3 ms.
 */
export const readImport = workerTask(async ({ format, bytes, lang, withQuestions, defaults }: ImportJob): Promise<FileImportResult> => {
  if (format === 'csv' || format === 'xlsx') {
    const { report, questions } = buildImport(await parseSheet(format, bytes, QUESTION_SHEET_LIMITS), lang, defaults);
    return { report, questions: withQuestions ? questions : [], images: [] };
  }
  const parsed = parseQuestionFile(format, bytes);
  if (parsed.questions.length === 0) {
    if (parsed.skipped.length) throw badRequest('The file has no multiple-choice questions', { skipped: parsed.skipped });
    throw badRequest('The file has no questions');
  }
  const { report, questions } = buildImport(toSheetRows(parsed.questions), lang, defaults);
  return {
    report: { ...report, skipped: parsed.skipped },
    questions: withQuestions ? questions : [],
    images: withQuestions ? parsed.images : [],
  };
});
