import type { z } from 'zod';
import { localize } from '@pariksha/shared/messages';
import {
  DIFFICULTIES,
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  questionInput,
  type ImportDefaults,
  type ImportReport,
  type ImportRow,
} from '@pariksha/shared/schemas/question-bank';
import { SUBJECTS, type Subject } from '@pariksha/shared/taxonomy/taxonomy';
import { AppError } from '../../lib/errors.ts';

/**
 * Turning spreadsheet rows into bank questions, and the row-by-row report. Pure: no database
 * and no file formats (import-files.ts reads CSV and XLSX into `SheetRow`s).
 */

/** One non-empty line of the sheet: its spreadsheet row number (header = 1) and cell texts. */
export type SheetRow = { row: number; values: string[] };
export type ValidQuestion = z.output<typeof questionInput>;
export type ImportResult = { report: ImportReport; questions: ValidQuestion[] };

const OPTION_COUNT = 6;
const REQUIRED_COLUMNS = ['subject', 'topic', 'correct'] as const;
const KNOWN = new Set<string>(IMPORT_COLUMNS);

const norm = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
/** 'Question HI', 'question-hi' and 'question_hi' all name the same column. */
const headerKey = (s: string) => norm(s).replace(/[\s-]+/g, '_');

/**
 * Maps the header row to column indexes. Unknown columns are ignored; a missing required column
 * fails the whole file (400), since every row would fail for the same reason.
 */
export function readHeader(values: string[]): Map<string, number> {
  const columns = new Map<string, number>();
  values.forEach((v, i) => {
    const key = headerKey(v);
    if (KNOWN.has(key) && !columns.has(key)) columns.set(key, i);
  });
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.has(c));
  const hasQuestion = columns.has('question_hi') || columns.has('question_en');
  if (missing.length || !hasQuestion) {
    const names = [...missing, ...(hasQuestion ? [] : ['question_hi', 'question_en'])];
    throw new AppError(
      'VALIDATION_FAILED',
      'The file is missing the columns: {{columns}}',
      { missingColumns: names },
      { columns: names.join(', ') },
    );
  }
  return columns;
}

// Subjects and topics may be written as the taxonomy key or either label ('Polity', 'राजव्यवस्था').
const subjectIndex = new Map<string, Subject>();
const topicIndex = new Map<Subject, Map<string, string>>();
for (const s of SUBJECTS) {
  for (const name of [s.key, s.label.en, s.label.hi]) subjectIndex.set(norm(name), s);
  const topics = new Map<string, string>();
  for (const [key, label] of Object.entries(s.topics)) for (const name of [key, label.en, label.hi]) topics.set(norm(name), key);
  topicIndex.set(s, topics);
}

const DIFFICULTY_NAMES: Record<string, string> = { आसान: 'easy', सरल: 'easy', मध्यम: 'medium', कठिन: 'hard' };
const normalDifficulty = (s: string) => {
  const n = norm(s);
  if (!n) return undefined;
  return (DIFFICULTIES as readonly string[]).includes(n) ? n : (DIFFICULTY_NAMES[n] ?? n);
};

type RowError = { column: string | null; message: string; params?: Record<string, string | number> };

/** Which column a schema issue belongs to, so the report can point at the cell. */
function columnOf(path: PropertyKey[], message: string, optionCount: number): string | null {
  const [head, index, lang] = path;
  switch (head) {
    case 'subject':
    case 'topic':
    case 'difficulty':
      return head;
    case 'text':
      return index === 'en' ? 'question_en' : 'question_hi';
    case 'explanation':
      return index === 'en' ? 'explanation_en' : 'explanation_hi';
    case 'imageUrl':
      return 'image_url';
    case 'options':
      if (typeof index === 'number') return `option${index + 1}_${lang === 'en' ? 'en' : 'hi'}`;
      if (message === 'Mark at least one option as correct') return 'correct';
      return `option${Math.min(optionCount + 1, OPTION_COUNT)}_hi`;
    default:
      return null;
  }
}

/** `correct` holds option numbers: '2', '1,3', '1; 3' or '1 3'. */
function parseCorrect(raw: string, optionCount: number): { numbers: number[]; errors: RowError[] } {
  const tokens = raw.split(/[\s,;]+/).filter(Boolean);
  if (!tokens.length || tokens.some((t) => !/^\d+$/.test(t))) {
    return { numbers: [], errors: [{ column: 'correct', message: 'Write the number of the correct option, such as 2 or 1,3' }] };
  }
  const numbers = [...new Set(tokens.map(Number))];
  const errors: RowError[] = numbers
    .filter((n) => n < 1 || n > optionCount)
    .map((n) => ({ column: 'correct', message: 'Option {{n}} is empty', params: { n } }));
  return { numbers, errors };
}

/** Builds the candidate question from one row; the shared schema then has the last word. */
export function rowToQuestion(cell: (column: string) => string): {
  result: z.ZodSafeParseResult<ValidQuestion>;
  errors: RowError[];
  preview: NonNullable<ImportRow['preview']>;
} {
  const errors: RowError[] = [];

  let subject = norm(cell('subject'));
  let topic = norm(cell('topic'));
  const known = subjectIndex.get(subject);
  if (!subject) errors.push({ column: 'subject', message: 'Choose a subject' });
  else if (!known) errors.push({ column: 'subject', message: 'Choose a subject from the list' });
  else {
    subject = known.key;
    const topicKey = topicIndex.get(known)!.get(topic);
    if (!topic) errors.push({ column: 'topic', message: 'Choose a topic' });
    else if (!topicKey) errors.push({ column: 'topic', message: 'Choose a topic of this subject from the list' });
    else topic = topicKey;
  }

  // Options must be filled from 1 on; a gap would shift the numbers `correct` refers to.
  const filled = Array.from({ length: OPTION_COUNT }, (_, i) => ({ hi: cell(`option${i + 1}_hi`), en: cell(`option${i + 1}_en`) }));
  const lastFilled = filled.findLastIndex((o) => o.hi || o.en);
  const options = filled.slice(0, lastFilled + 1);
  options.forEach((o, i) => {
    if (!o.hi && !o.en && i < lastFilled) errors.push({ column: `option${i + 1}_hi`, message: 'Fill the options in order, without gaps' });
  });

  const correctRaw = cell('correct');
  const correct = parseCorrect(correctRaw, options.length);
  errors.push(...correct.errors);

  const text = { hi: cell('question_hi') || undefined, en: cell('question_en') || undefined };
  const candidate = {
    subject,
    topic,
    difficulty: normalDifficulty(cell('difficulty')),
    text,
    options: options.map((o, i) => ({ hi: o.hi || undefined, en: o.en || undefined, isCorrect: correct.numbers.includes(i + 1) })),
    explanation: { hi: cell('explanation_hi') || undefined, en: cell('explanation_en') || undefined },
    imageUrl: cell('image_url') || null,
  };
  const result = questionInput.safeParse(candidate);
  if (!result.success) {
    // A cell already reported above says it better than the schema's summary of the same fault.
    const reported = new Set(errors.map((e) => e.column));
    for (const issue of result.error.issues) {
      const column = columnOf(issue.path, issue.message, options.length);
      if (column && reported.has(column)) continue;
      if (issue.message === 'Choose a subject and topic from the list' && (reported.has('subject') || reported.has('topic'))) continue;
      if (!errors.some((e) => e.column === column && e.message === issue.message)) errors.push({ column, message: issue.message });
    }
  }
  const preview = {
    subject,
    topic,
    difficulty: candidate.difficulty ?? 'medium',
    text: { ...(text.hi ? { hi: text.hi } : {}), ...(text.en ? { en: text.en } : {}) },
    optionCount: options.length,
    correct: correctRaw,
    hasImage: !!candidate.imageUrl,
  };
  return { result, errors, preview };
}

/**
 * A row's cells with the import's default subject and topic filled in where the row has none.
 * The topic default belongs to the default subject: a row of another subject keeps its gap
 * (and the report says to choose a topic) rather than getting a topic of the wrong subject.
 */
function withDefaults(cell: (column: string) => string, defaults: ImportDefaults): (column: string) => string {
  if (!defaults.subject) return cell;
  return (column) => {
    const written = cell(column);
    if (written) return written;
    if (column === 'subject') return defaults.subject!;
    if (column === 'topic' && defaults.topic) {
      const subject = norm(cell('subject'));
      if (!subject || subjectIndex.get(subject)?.key === defaults.subject) return defaults.topic;
    }
    return written;
  };
}

/**
 * The whole import: header, then every non-blank row. The report lists every row, so the
 * author can fix all mistakes in one go; `questions` holds the valid ones in sheet order.
 */
export function buildImport(rows: SheetRow[], lang: string = 'en', defaults: ImportDefaults = {}): ImportResult {
  if (!rows.length) throw new AppError('VALIDATION_FAILED', 'The file has no questions');
  const [header, ...body] = rows;
  const columns = readHeader(header.values);
  const data = body.filter((r) => r.values.some((v) => v.trim() !== ''));
  if (!data.length) throw new AppError('VALIDATION_FAILED', 'The file has no questions');
  if (data.length > IMPORT_MAX_ROWS) {
    throw new AppError('VALIDATION_FAILED', 'A file can hold at most {{max}} questions', { rows: data.length }, { max: IMPORT_MAX_ROWS });
  }

  const report: ImportRow[] = [];
  const questions: ValidQuestion[] = [];
  const seen = new Map<string, number>();
  for (const r of data) {
    const written = (column: string) => {
      const i = columns.get(column);
      return i === undefined ? '' : (r.values[i] ?? '').trim();
    };
    const { result, errors, preview } = rowToQuestion(withDefaults(written, defaults));
    // The same question twice in one file is almost always a copy-paste slip.
    const fingerprint = `${norm(preview.text.hi ?? '')}\u0000${norm(preview.text.en ?? '')}`;
    const firstRow = seen.get(fingerprint);
    if (fingerprint !== '\u0000' && firstRow !== undefined) {
      errors.push({
        column: preview.text.hi ? 'question_hi' : 'question_en',
        message: 'The same question is also in row {{row}}',
        params: { row: firstRow },
      });
    } else if (firstRow === undefined) seen.set(fingerprint, r.row);

    const ok = errors.length === 0 && result.success;
    if (ok) questions.push(result.data);
    report.push({
      row: r.row,
      ok,
      errors: errors.map((e) => ({ column: e.column, message: localize(e.message, lang, e.params) })),
      preview,
    });
  }
  const validCount = report.filter((r) => r.ok).length;
  return { report: { rows: report, validCount, errorCount: report.length - validCount, imported: 0 }, questions };
}
