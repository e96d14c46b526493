import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS } from '@pariksha/shared/schemas/question-bank';
import { AppError } from '../../lib/errors.ts';
import { detectFormat, readCsv, readXlsx, templateCsv, templateXlsx } from './import-files.ts';
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

describe('detectFormat', () => {
  it('goes by name and content', async () => {
    expect(detectFormat('q.csv', Buffer.from('subject,topic\n'))).toBe('csv');
    expect(detectFormat('Q.XLSX', await xlsx([['a']]))).toBe('xlsx');
  });
  it.each([
    ['a PDF', 'q.pdf', Buffer.from('%PDF-1.4')],
    ['a renamed binary as .xlsx', 'q.xlsx', Buffer.from('not a zip')],
    ['an old .xls', 'q.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0])],
    ['a binary file named .csv', 'q.csv', Buffer.from([0x41, 0x00, 0x42])],
    ['a zip named .csv', 'q.csv', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00])],
  ])('refuses %s', async (_label, name, bytes) => {
    await rejects(() => detectFormat(name, bytes), 'Upload a .csv or .xlsx file');
  });
});

describe('readCsv', () => {
  it('strips the BOM, keeps quoted commas and line breaks, and counts records as rows', () => {
    const rows = readCsv(Buffer.from('\ufeffsubject,question_en\r\nmath,"Two lines,\nwith a comma"\r\n\r\nmath,Next\r\n', 'utf8'));
    expect(rows[0]).toEqual({ row: 1, values: ['subject', 'question_en'] });
    expect(rows[1]).toEqual({ row: 2, values: ['math', 'Two lines,\nwith a comma'] });
    expect(rows[3]).toEqual({ row: 4, values: ['math', 'Next'] });
  });
  it('reads semicolon-separated files (Excel in some locales)', () => {
    expect(readCsv(Buffer.from('subject;topic;correct\nmath;percentage;1,3\n'))[1].values).toEqual(['math', 'percentage', '1,3']);
  });
  it('refuses text that is not UTF-8 and an unclosed quote', async () => {
    await rejects(() => readCsv(Buffer.from([0x73, 0x75, 0x62, 0xe9, 0x0a])), 'Save the CSV file with UTF-8 encoding');
    const e = await rejects(
      () => readCsv(Buffer.from('subject,question_en\nmath,"never closed\n')),
      'The CSV file has an unclosed quote near row {{row}}',
    );
    expect(e.params).toEqual({ row: 2 });
  });
});

describe('readXlsx', () => {
  it('reads the first sheet with real row numbers, numbers as text and blank rows skipped', async () => {
    const rows = await readXlsx(await xlsx([['subject', 'correct'], ['math', 2], [], ['polity', '1,3']]));
    expect(rows).toEqual([
      { row: 1, values: expect.arrayContaining(['subject', 'correct']) },
      { row: 2, values: expect.arrayContaining(['math', '2']) },
      { row: 4, values: expect.arrayContaining(['polity', '1,3']) },
    ]);
  });
  it('refuses a zip that is not a workbook and a sheet far over the row limit', async () => {
    await rejects(() => readXlsx(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])), 'This file could not be read as a spreadsheet');
    const many = await xlsx([['subject'], ...Array.from({ length: IMPORT_MAX_ROWS + 200 }, () => ['math'])]);
    await rejects(() => readXlsx(many), 'A file can hold at most {{max}} questions');
  });
});

describe('the import template', () => {
  it('CSV: BOM, the header in IMPORT_COLUMNS order and two examples that import cleanly', () => {
    const bytes = templateCsv();
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = readCsv(bytes);
    expect(rows[0].values).toEqual([...IMPORT_COLUMNS]);
    const { report } = buildImport(rows);
    expect(report).toMatchObject({ validCount: 2, errorCount: 0 });
    expect(report.rows[0].preview?.text.hi).toBe('भारत का राष्ट्रीय पशु कौन सा है?');
  });
  it('XLSX: the same header and examples, plus a sheet of subjects and topics', async () => {
    const bytes = await templateXlsx();
    const rows = await readXlsx(bytes);
    expect(rows[0].values.slice(0, IMPORT_COLUMNS.length)).toEqual([...IMPORT_COLUMNS]);
    expect(buildImport(rows).report).toMatchObject({ validCount: 2, errorCount: 0 });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Questions', 'Subjects and topics']);
    expect(workbook.worksheets[1].actualRowCount).toBeGreaterThan(100);
  });
});
