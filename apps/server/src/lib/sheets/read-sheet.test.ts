import { monitorEventLoopDelay } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { detectFormat, readSheetFile } from './read-sheet.ts';

async function xlsx(rows: unknown[][]) {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Sheet1').addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('detectFormat', () => {
  it('goes by name and content', async () => {
    expect(detectFormat('q.csv', Buffer.from('subject,topic\n'))).toBe('csv');
    expect(detectFormat('Q.XLSX', await xlsx([['a']]))).toBe('xlsx');
    expect(() => detectFormat('q.xlsx', Buffer.from('subject,topic'))).toThrow('Upload a .csv or .xlsx file');
  });
});

describe('readSheetFile', () => {
  it('parses in a worker thread: refusals come back as AppErrors with the default message', async () => {
    const error = await readSheetFile('s.csv', Buffer.from('name\na\nb\nc\n'), { maxRows: 2 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 400, message: 'A file can hold at most {{max}} rows', params: { max: 2 } });
  });

  it('reads a 60,000-row XLSX without blocking the event loop (refused at the row limit)', async () => {
    const bytes = await xlsx([['subject'], ...Array.from({ length: 60_000 }, () => ['math'])]);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const error = await readSheetFile('big.xlsx', bytes, { maxRows: 2000 }).catch((e: unknown) => e);
    delay.disable();
    expect(error).toMatchObject({ status: 400, message: 'A file can hold at most {{max}} rows' });
    // exceljs alone takes over a second on these rows; a busy machine may still add a few hundred ms.
    expect(delay.max / 1e6).toBeLessThan(500);
  });

  it('gives up past its time limit with 422', async () => {
    const bytes = await xlsx(Array.from({ length: 1500 }, (_, i) => [i, 'math', 'average']));
    const error = await readSheetFile('slow.xlsx', bytes, { maxRows: 2000 }, 1).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422, message: 'This file took too long to read. Split it into smaller files.' });
  });
});
