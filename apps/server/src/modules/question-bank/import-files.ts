import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS, type ImportDefaults } from '@pariksha/shared/schemas/question-bank';
import { SUBJECTS } from '@pariksha/shared/taxonomy/taxonomy';
import { detectFormat, SHEET_TIMEOUT_MS, SHEET_TOO_COMPLEX, sheetLimits } from '../../lib/sheets/read-sheet.ts';
import { runInWorker, workerTaskAt } from '../../lib/workers/pool.ts';
import { badRequest } from '../../lib/errors.ts';
import { looksLikeGift } from './formats/gift.ts';
import type { FileImportResult, ImportJob, QuestionFileFormat } from './import-worker.ts';

/** Reading and writing the import spreadsheets (CSV and XLSX); no database. */

/** The question sheet: its header and up to IMPORT_MAX_ROWS questions; parsing stops at the first row past it. */
export const QUESTION_SHEET_LIMITS = sheetLimits({
  maxRows: IMPORT_MAX_ROWS,
  tooManyRows: 'A file can hold at most {{max}} questions',
  minColumns: IMPORT_COLUMNS.length,
});

/**
 * The uploaded sheet read and checked row by row (the report) in a worker thread: parsing a
 * full sheet and validating 2,000 questions would hold the event loop for half a second.
 * `questions` is empty unless asked for (a preview needs only the report).
 */
export function readQuestionImport(
  filename: string,
  bytes: Buffer,
  lang: string,
  withQuestions = true,
  defaults: ImportDefaults = {},
): Promise<FileImportResult> {
  const job: ImportJob = { format: detectQuestionFormat(filename, bytes), bytes, lang, withQuestions, defaults };
  return runInWorker(workerTaskAt<ImportJob, FileImportResult>(new URL('./import-worker.ts', import.meta.url), 'readImport'), job, {
    timeoutMs: SHEET_TIMEOUT_MS,
    tooComplex: SHEET_TOO_COMPLEX,
  });
}

const TEXT_FORMATS_MESSAGE = 'Upload a .csv, .xlsx, .xml (Moodle XML), .gift or .txt (GIFT or Aiken) file';

/**
 * The format by name, and for text formats by content: `.xml` is Moodle XML, `.gift` GIFT, and
 * a `.txt` is GIFT when it has answers in braces, otherwise Aiken. Binary text is refused.
 */
export function detectQuestionFormat(filename: string, bytes: Buffer): QuestionFileFormat {
  const name = filename.toLowerCase();
  if (name.endsWith('.csv') || name.endsWith('.xlsx')) return detectFormat(filename, bytes);
  const isText = !bytes.includes(0);
  if (isText && name.endsWith('.xml')) return 'moodle';
  if (isText && name.endsWith('.gift')) return 'gift';
  if (isText && name.endsWith('.txt')) return looksLikeGift(bytes.toString('utf8')) ? 'gift' : 'aiken';
  throw badRequest(TEXT_FORMATS_MESSAGE);
}

/** The downloadable template: the header and two bilingual examples that import cleanly. */
export const TEMPLATE_ROWS: Record<(typeof IMPORT_COLUMNS)[number], string>[] = [
  {
    subject: 'static gk',
    topic: 'national symbols',
    difficulty: 'easy',
    question_hi: 'भारत का राष्ट्रीय पशु कौन सा है?',
    question_en: 'Which is the national animal of India?',
    option1_hi: 'बाघ',
    option1_en: 'Tiger',
    option2_hi: 'शेर',
    option2_en: 'Lion',
    option3_hi: 'हाथी',
    option3_en: 'Elephant',
    option4_hi: 'मोर',
    option4_en: 'Peacock',
    option5_hi: '',
    option5_en: '',
    option6_hi: '',
    option6_en: '',
    correct: '1',
    explanation_hi: 'बाघ (पैंथेरा टाइग्रिस) को 1973 में भारत का राष्ट्रीय पशु घोषित किया गया।',
    explanation_en: 'The tiger (Panthera tigris) was declared the national animal of India in 1973.',
    image_url: '',
  },
  {
    subject: 'math',
    topic: 'number system',
    difficulty: 'medium',
    question_hi: 'निम्नलिखित में से कौन-सी संख्याएँ अभाज्य हैं?',
    question_en: 'Which of the following numbers are prime?',
    option1_hi: '2',
    option1_en: '2',
    option2_hi: '4',
    option2_en: '4',
    option3_hi: '7',
    option3_en: '7',
    option4_hi: '9',
    option4_en: '9',
    option5_hi: '',
    option5_en: '',
    option6_hi: '',
    option6_en: '',
    correct: '1,3',
    explanation_hi: '2 और 7 के केवल दो गुणनखंड (1 और स्वयं) हैं; 4 = 2 × 2 और 9 = 3 × 3 भाज्य हैं।',
    explanation_en: '2 and 7 have only two factors (1 and themselves); 4 = 2 × 2 and 9 = 3 × 3 are composite.',
    image_url: '',
  },
];

const templateTable = () => [[...IMPORT_COLUMNS], ...TEMPLATE_ROWS.map((r) => IMPORT_COLUMNS.map((c) => r[c]))];

/** With a byte-order mark, so Excel opens the Devanagari correctly. */
export function templateCsv(): Buffer {
  return Buffer.from(`\ufeff${Papa.unparse(templateTable(), { newline: '\r\n' })}\r\n`, 'utf8');
}

let templateXlsxCache: Promise<Buffer> | null = null;

/**
 * The questions sheet first (the one imported), then every subject and topic key for reference.
 * Made once: writing it takes 100-500 ms of the event loop, and it never changes.
 */
export function templateXlsx(): Promise<Buffer> {
  templateXlsxCache ??= writeTemplateXlsx().catch((err: unknown) => {
    templateXlsxCache = null;
    throw err;
  });
  return templateXlsxCache;
}

async function writeTemplateXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Questions', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRows(templateTable());
  sheet.getRow(1).font = { bold: true };
  // Text format, so Excel keeps '1,3' and '2' in `correct` as written.
  sheet.columns.forEach((column) => {
    column.width = 18;
    column.numFmt = '@';
  });
  const topics = workbook.addWorksheet('Subjects and topics');
  topics.addRow(['subject', 'topic', 'subject (हिंदी)', 'topic (हिंदी)', 'subject (English)', 'topic (English)']);
  topics.getRow(1).font = { bold: true };
  for (const s of SUBJECTS) {
    for (const [key, label] of Object.entries(s.topics)) topics.addRow([s.key, key, s.label.hi, label.hi, s.label.en, label.en]);
  }
  topics.columns.forEach((column) => (column.width = 28));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
