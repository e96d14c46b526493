import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS } from '@pariksha/shared/schemas/question-bank';
import { AppError } from '../../lib/errors.ts';
import { parseSheet } from '../../lib/sheets/parse.ts';
import { QUESTION_SHEET_LIMITS, readQuestionImport, templateCsv, templateXlsx } from './import-files.ts';
import { buildImport } from './import-rows.ts';

const rejects = async (fn: () => unknown, message: string) => {
  let error: unknown;
  try {
    await fn();
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).message).toBe(message);
  return error as AppError;
};

async function xlsx(rows: unknown[][]) {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Sheet1').addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('readQuestionImport', () => {
  it('reads CSV and XLSX and checks every row, in a worker thread', async () => {
    const header = [...IMPORT_COLUMNS];
    const cells = { subject: 'math', topic: 'average', question_en: 'Mean of 2 and 4?', option1_en: '3', option2_en: '4', correct: '1' };
    const line = header.map((c) => cells[c as keyof typeof cells] ?? '');
    const csv = await readQuestionImport('q.csv', Buffer.from(`${header.join(',')}\n${line.join(',')}\n\n${line.join(',')}\n`), 'en');
    expect(csv.report.rows.map((r) => [r.row, r.ok])).toEqual([
      [2, true],
      [4, false],
    ]);
    expect(csv.questions).toHaveLength(1);
    const sheet = await readQuestionImport('Q.XLSX', await xlsx([header, line]), 'hi');
    expect(sheet.report).toMatchObject({ validCount: 1, errorCount: 0 });
  });
  // A spreadsheet name with other bytes is a spreadsheet problem; any other type is told every
  // format the bank reads.
  const EVERY_FORMAT = 'Upload a .csv, .xlsx, .xml (Moodle XML), .gift or .txt (GIFT or Aiken) file';
  it.each([
    ['a PDF', 'q.pdf', Buffer.from('%PDF-1.4'), EVERY_FORMAT],
    ['a renamed binary as .xlsx', 'q.xlsx', Buffer.from('not a zip'), 'Upload a .csv or .xlsx file'],
    ['an old .xls', 'q.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), EVERY_FORMAT],
    ['a binary file named .csv', 'q.csv', Buffer.from([0x41, 0x00, 0x42]), 'Upload a .csv or .xlsx file'],
    ['a zip named .csv', 'q.csv', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00]), 'Upload a .csv or .xlsx file'],
  ])('refuses %s', async (_label, name, bytes, message) => {
    await rejects(() => readQuestionImport(name, bytes, 'en'), message);
  });
  it('refuses a sheet over the question limit, in both formats', async () => {
    const many = await xlsx([['subject'], ...Array.from({ length: IMPORT_MAX_ROWS + 200 }, () => ['math'])]);
    const e = await rejects(() => readQuestionImport('q.xlsx', many, 'en'), 'A file can hold at most {{max}} questions');
    expect(e.params).toEqual({ max: IMPORT_MAX_ROWS });
    const csv = Buffer.from(`subject\n${'math\n'.repeat(IMPORT_MAX_ROWS + 1)}`);
    await rejects(() => readQuestionImport('q.csv', csv, 'en'), 'A file can hold at most {{max}} questions');
  });
  it('refuses a zip that is not a workbook, text that is not UTF-8 and missing columns, with details', async () => {
    await rejects(
      () => readQuestionImport('q.xlsx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'en'),
      'This file could not be read as a spreadsheet',
    );
    await rejects(
      () => readQuestionImport('q.csv', Buffer.from([0x73, 0x75, 0x62, 0xe9, 0x0a]), 'en'),
      'Save the CSV file with UTF-8 encoding',
    );
    const e = await rejects(
      () => readQuestionImport('q.csv', Buffer.from('subject,question_en\nmath,x\n'), 'en'),
      'The file is missing the columns: {{columns}}',
    );
    expect(e.details).toEqual({ missingColumns: ['topic', 'correct'] });
  });
});

describe('the import template', () => {
  it('CSV: BOM, the header in IMPORT_COLUMNS order and two examples that import cleanly', async () => {
    const bytes = templateCsv();
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = await parseSheet('csv', bytes, QUESTION_SHEET_LIMITS);
    expect(rows[0].values).toEqual([...IMPORT_COLUMNS]);
    const { report } = buildImport(rows);
    expect(report).toMatchObject({ validCount: 2, errorCount: 0 });
    expect(report.rows[0].preview?.text.hi).toBe('भारत का राष्ट्रीय पशु कौन सा है?');
  });
  it('XLSX: the same header and examples, plus a sheet of subjects and topics', async () => {
    const bytes = await templateXlsx();
    const rows = await parseSheet('xlsx', bytes, QUESTION_SHEET_LIMITS);
    expect(rows[0].values.slice(0, IMPORT_COLUMNS.length)).toEqual([...IMPORT_COLUMNS]);
    expect(buildImport(rows).report).toMatchObject({ validCount: 2, errorCount: 0 });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Questions', 'Subjects and topics']);
    expect(workbook.worksheets[1].actualRowCount).toBeGreaterThan(100);
  });
});
