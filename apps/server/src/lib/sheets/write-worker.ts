import ExcelJS from 'exceljs';
import { workerTask } from '../workers/outcome.ts';

export type XlsxJob = {
  sheetName: string;
  header: string[];
  rows: (string | number | null)[][];
  /** Column widths in characters, by index; others get the default. */
  widths?: Record<number, number>;
  defaultWidth?: number;
};

/**
 * Runs in a worker thread (lib/workers/pool.ts): building an XLSX of a few thousand rows holds a
 * thread for most of a second, which the event loop of a live test cannot spare.
 */
export const writeXlsx = workerTask(async ({ sheetName, header, rows, widths = {}, defaultWidth = 14 }: XlsxJob) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.columns.forEach((c, i) => (c.width = widths[i] ?? defaultWidth));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
});
