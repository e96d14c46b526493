import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors.ts';
import { countRowsWithValues, parseCsv, parseXlsx, type ParseLimits } from './parse.ts';
import { unpackZip, ZipTooLarge } from './zip.ts';

const limits: ParseLimits = {
  maxRows: 50,
  tooManyRows: 'At most {{max}} rows',
  minColumns: 3,
  maxColumns: 10,
  maxUnpackedBytes: 8 * 1024 * 1024,
};

const refusal = async (fn: () => unknown, message: string) => {
  const error = await Promise.resolve()
    .then(fn)
    .then(
      () => null,
      (e: unknown) => e,
    );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).message).toBe(message);
  return error as AppError;
};

async function xlsx(rows: unknown[][], more: (w: ExcelJS.Workbook) => void = () => {}) {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Sheet1').addRows(rows);
  more(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A zip holding one deflated entry, written by hand (for sizes no library would write). */
function zipOf(name: string, data: Buffer) {
  const packed = deflateRawSync(data);
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(1, 24); // claims 1 byte: the cap must not trust it
  central.writeUInt16LE(nameBytes.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + nameBytes.length, 12);
  end.writeUInt32LE(30 + nameBytes.length + packed.length, 16);
  return Buffer.concat([local, nameBytes, packed, central, nameBytes, end]);
}

describe('parseCsv', () => {
  it('strips the BOM, keeps quoted commas and line breaks, numbers records as rows and drops blank ones', () => {
    const rows = parseCsv(
      Buffer.from('\ufeffsubject,question_en\r\nmath,"Two lines,\nwith a comma"\r\n\r\n , \r\nmath,Next\r\n', 'utf8'),
      limits,
    );
    expect(rows).toEqual([
      { row: 1, values: ['subject', 'question_en', ''] },
      { row: 2, values: ['math', 'Two lines,\nwith a comma', ''] },
      { row: 5, values: ['math', 'Next', ''] },
    ]);
  });
  it('reads semicolon-separated files (Excel in some locales)', () => {
    expect(parseCsv(Buffer.from('subject;topic;correct\nmath;percentage;1,3\n'), limits)[1].values).toEqual(['math', 'percentage', '1,3']);
  });
  it('refuses text that is not UTF-8 and an unclosed quote', async () => {
    await refusal(() => parseCsv(Buffer.from([0x73, 0x75, 0x62, 0xe9, 0x0a]), limits), 'Save the CSV file with UTF-8 encoding');
    const e = await refusal(
      () => parseCsv(Buffer.from('subject,question_en\nmath,"never closed\n'), limits),
      'The CSV file has an unclosed quote near row {{row}}',
    );
    expect(e.params).toEqual({ row: 2 });
  });
  it('takes up to maxRows rows after the header and refuses one more, with the caller’s message', async () => {
    const csv = (n: number) => Buffer.from(['h', ...Array.from({ length: n }, (_, i) => `r${i}`)].join('\n'));
    expect(parseCsv(csv(50), limits)).toHaveLength(51);
    const e = await refusal(() => parseCsv(csv(51), limits), 'At most {{max}} rows');
    expect(e).toMatchObject({ status: 400, params: { max: 50 }, details: { maxRows: 50 } });
  });
  it('stops at the limit instead of reading a long file to its end', async () => {
    // A long file whose last record has an unclosed quote: a parser that went on past the row
    // limit would reach it and report the quote; one that stopped reports only the limit.
    const long = Buffer.from(`h\n${'math,x\n'.repeat(1_000_000)}math,"never closed\n`);
    const e = await refusal(() => parseCsv(long, limits), 'At most {{max}} rows');
    expect(e.params).toEqual({ max: 50 });
  });
  it('keeps at most maxColumns cells of a row', () => {
    expect(parseCsv(Buffer.from(`${'a,'.repeat(30)}a\n`), limits)[0].values).toHaveLength(10);
  });
});

describe('parseXlsx', () => {
  it('reads the first sheet with real row numbers, numbers as text and blank rows skipped', async () => {
    const rows = await parseXlsx(await xlsx([['subject', 'correct'], ['math', 2], [], ['polity', '1,3']]), limits);
    expect(rows).toEqual([
      { row: 1, values: ['subject', 'correct', ''] },
      { row: 2, values: ['math', '2', ''] },
      { row: 4, values: ['polity', '1,3', ''] },
    ]);
  });
  it('keeps a blank header as row 1', async () => {
    const rows = await parseXlsx(await xlsx([[], ['math']]), limits);
    expect(rows.map((r) => r.row)).toEqual([1, 2]);
  });
  it('judges the row limit on the first sheet in tab order, even when that is not sheet1.xml', async () => {
    // sheet1.xml is 'Back' with too many rows; the first tab is 'Front' (sheet2.xml).
    const bytes = await xlsx(
      Array.from({ length: 200 }, () => ['back']),
      (w) => {
        const front = w.addWorksheet('Front');
        front.addRows([['front'], ['row']]);
        (front as unknown as { orderNo: number }).orderNo = -1;
      },
    );
    expect((await parseXlsx(bytes, limits)).map((r) => r.values[0])).toEqual(['front', 'row']);
  });
  it('refuses a zip that is not a workbook', async () => {
    await refusal(() => parseXlsx(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), limits), 'This file could not be read as a spreadsheet');
    await refusal(() => parseXlsx(zipOf('hello.txt', Buffer.from('hello')), limits), 'This file could not be read as a spreadsheet');
  });
  it('refuses a sheet over the row limit before exceljs parses it', async () => {
    const bytes = await xlsx([['subject'], ...Array.from({ length: 60_000 }, () => ['math'])]);
    const parsing = vi.spyOn(ExcelJS.Workbook.prototype, 'xlsx', 'get');
    try {
      const e = await refusal(() => parseXlsx(bytes, limits), 'At most {{max}} rows');
      expect(e.params).toEqual({ max: 50 });
      expect(parsing).not.toHaveBeenCalled();
    } finally {
      parsing.mockRestore();
    }
  });
  it('refuses one row over the limit exactly, after parsing', async () => {
    expect(await parseXlsx(await xlsx([['h'], ...Array.from({ length: 50 }, () => ['x'])]), limits)).toHaveLength(51);
    await refusal(async () => parseXlsx(await xlsx([['h'], ...Array.from({ length: 51 }, () => ['x'])]), limits), 'At most {{max}} rows');
  });
  it('refuses a zip bomb without unpacking past the cap, whatever sizes the zip claims', async () => {
    const bomb = zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(64 * 1024 * 1024, 0x20));
    expect(bomb.length).toBeLessThan(100_000);
    expect(() => unpackZip(bomb, 8 * 1024 * 1024)).toThrow(ZipTooLarge);
    await refusal(() => parseXlsx(bomb, limits), 'This file is too large to read. Split it into smaller files.');
  });
});

describe('countRowsWithValues', () => {
  it('counts rows with a value, formula or inline string; not empty or format-only rows or other elements', () => {
    const xml = Buffer.from(
      '<sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"/><row r="3" s="1"><c r="A3" s="1"/></row>' +
        '<row r="4"><c r="A4"><f>1+1</f></c></row><row r="5"><c t="inlineStr"><is><t>x</t></is></c></row></sheetData><rowBreaks count="1"/>',
    );
    expect(countRowsWithValues(xml, 100)).toBe(3);
    expect(countRowsWithValues(xml, 1)).toBe(2);
  });
});
