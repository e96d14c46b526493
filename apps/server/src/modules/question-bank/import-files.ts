import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS } from '@pariksha/shared/schemas/question-bank';
import { SUBJECTS } from '@pariksha/shared/taxonomy/taxonomy';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { SheetRow } from './import-rows.ts';

/** Reading and writing the import spreadsheets (CSV and XLSX); no database. */

export type SheetFormat = 'csv' | 'xlsx';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const WRONG_TYPE = 'Upload a .csv or .xlsx file';

/**
 * The format by name and content: an .xlsx must really be a zip (the OOXML container), a .csv
 * must not be binary. A renamed .xls, PDF or image is refused before any parsing.
 */
export function detectFormat(filename: string, bytes: Buffer): SheetFormat {
  const name = filename.toLowerCase();
  const isZip = bytes.subarray(0, 4).equals(ZIP_MAGIC);
  if (name.endsWith('.xlsx') && isZip) return 'xlsx';
  if (name.endsWith('.csv') && !isZip && !bytes.includes(0)) return 'csv';
  throw badRequest(WRONG_TYPE);
}

export async function readSheet(format: SheetFormat, bytes: Buffer): Promise<SheetRow[]> {
  return format === 'csv' ? readCsv(bytes) : readXlsx(bytes);
}

/** Allowed beyond the question limit: blank rows, and the header, before we give up early. */
const ROW_SLACK = 100;

export function readCsv(bytes: Buffer): SheetRow[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Excel's plain "CSV" is the Windows code page; Hindi needs "CSV UTF-8".
    throw badRequest('Save the CSV file with UTF-8 encoding');
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  const quoteError = parsed.errors.find((e) => e.type === 'Quotes');
  if (quoteError) {
    throw new AppError('VALIDATION_FAILED', 'The CSV file has an unclosed quote near row {{row}}', undefined, {
      row: (quoteError.row ?? 0) + 1,
    });
  }
  // A spreadsheet row is a CSV record, even when a quoted cell spans several lines.
  return parsed.data.map((values, i) => ({ row: i + 1, values: values.map((v) => String(v ?? '')) }));
}

export async function readXlsx(bytes: Buffer): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest('This file could not be read as a spreadsheet');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('This file could not be read as a spreadsheet');
  if (sheet.actualRowCount > IMPORT_MAX_ROWS + ROW_SLACK) {
    throw new AppError(
      'VALIDATION_FAILED',
      'A file can hold at most {{max}} questions',
      { rows: sheet.actualRowCount - 1 },
      { max: IMPORT_MAX_ROWS },
    );
  }
  const width = Math.max(sheet.getRow(1).cellCount, IMPORT_COLUMNS.length);
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values: string[] = [];
    // cell.text renders numbers, rich text, hyperlinks and formula results as the user sees them.
    for (let c = 1; c <= width; c++) values.push(row.getCell(c).text ?? '');
    rows.push({ row: rowNumber, values });
  });
  // The header must be the sheet's first row, even if the author left it blank.
  if (rows[0]?.row !== 1) rows.unshift({ row: 1, values: [] });
  return rows;
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

/** The questions sheet first (the one imported), then every subject and topic key for reference. */
export async function templateXlsx(): Promise<Buffer> {
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
  topics.addRow(['subject', 'topic', 'subject (हिन्दी)', 'topic (हिन्दी)', 'subject (English)', 'topic (English)']);
  topics.getRow(1).font = { bold: true };
  for (const s of SUBJECTS) {
    for (const [key, label] of Object.entries(s.topics)) topics.addRow([s.key, key, s.label.hi, label.hi, s.label.en, label.en]);
  }
  topics.columns.forEach((column) => (column.width = 28));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
