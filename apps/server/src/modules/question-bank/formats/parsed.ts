import { IMPORT_COLUMNS } from '@pariksha/shared/schemas/question-bank';
import type { SheetRow } from '../import-rows.ts';

/**
 * What every question format (GIFT, Aiken, Moodle XML) is read into, and how it becomes the
 * same rows a spreadsheet gives: the spreadsheet's checks, report and all-or-nothing save then
 * apply unchanged.
 */
export type Lang2 = { hi?: string; en?: string };
export type ParsedQuestion = {
  /** Where the question starts: its line in a text file, its number in an XML file. */
  row: number;
  subject?: string;
  topic?: string;
  difficulty?: string;
  text: Lang2;
  options: (Lang2 & { correct: boolean })[];
  explanation: Lang2;
  /** Index into the file's images (Moodle XML), saved through the storage on import. */
  image?: number;
};
/** A question of a type Pariksha has no use for (essay, matching...): named in the report, not imported. */
export type SkippedQuestion = { row: number; name: string; type: string };
export type ImportImage = { name: string; bytes: Uint8Array };
export type ParsedFile = { questions: ParsedQuestion[]; skipped: SkippedQuestion[]; images: ImportImage[] };

/** The placeholder an image's question carries until the import saves the image and knows its URL. */
export const PENDING_IMAGE = '/api/files/pending-import-image/';

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * One text into its languages: Moodle's multilang spans (`<span lang="hi" class="multilang">`)
 * or `{mlang hi}…{mlang}` when present, otherwise Hindi if it has Devanagari, else English.
 */
export function splitLanguages(text: string): Lang2 {
  const spans = [...text.matchAll(/<span\s+lang="(hi|en)"\s+class="multilang">([\s\S]*?)<\/span>/gi)];
  const mlang = [...text.matchAll(/\{mlang\s+(hi|en)\}([\s\S]*?)\{mlang\}/gi)];
  const found = spans.length ? spans : mlang;
  if (found.length) {
    const out: Lang2 = {};
    for (const [, lang, body] of found) out[lang.toLowerCase() as 'hi' | 'en'] = body.trim();
    return out;
  }
  const t = text.trim();
  if (!t) return {};
  return DEVANAGARI.test(t) ? { hi: t } : { en: t };
}

const OPTION_SLOTS = 6;

/** The header and one row per question, in the spreadsheet's columns. */
export function toSheetRows(questions: ParsedQuestion[]): SheetRow[] {
  const header: SheetRow = { row: 1, values: [...IMPORT_COLUMNS] };
  const rows = questions.map((q): SheetRow => {
    const cells: Record<string, string> = {
      subject: q.subject ?? '',
      topic: q.topic ?? '',
      difficulty: q.difficulty ?? '',
      question_hi: q.text.hi ?? '',
      question_en: q.text.en ?? '',
      explanation_hi: q.explanation.hi ?? '',
      explanation_en: q.explanation.en ?? '',
      correct: q.options.flatMap((o, i) => (o.correct ? [String(i + 1)] : [])).join(','),
      image_url: q.image === undefined ? '' : `${PENDING_IMAGE}${q.image}`,
    };
    // Past six options there is no column: the row fails on `correct` rather than losing options.
    q.options.slice(0, OPTION_SLOTS).forEach((o, i) => {
      cells[`option${i + 1}_hi`] = o.hi ?? '';
      cells[`option${i + 1}_en`] = o.en ?? '';
    });
    if (q.options.length > OPTION_SLOTS) cells.correct = 'too many options';
    return { row: q.row, values: IMPORT_COLUMNS.map((c) => cells[c] ?? '') };
  });
  return [header, ...rows];
}

/** Category paths ('$course$/top/Mathematics/Percentage', 'math/percentage'): the last two parts. */
export function categoryOf(path: string): { subject?: string; topic?: string } {
  const parts = path
    .split('/')
    .map((p) => p.trim())
    .filter((p) => p && p !== '$course$' && p !== '$system$' && p !== '$module$' && p.toLowerCase() !== 'top');
  if (parts.length === 0) return {};
  if (parts.length === 1) return { subject: parts[0] };
  return { subject: parts[parts.length - 2], topic: parts[parts.length - 1] };
}
