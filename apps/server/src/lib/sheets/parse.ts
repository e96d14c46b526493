import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { AppError, badRequest } from '../errors.ts';
import { NotAZip, unpackZip, ZipTooLarge } from './zip.ts';

/**
 * CSV and XLSX parsing with limits, run in a worker thread (sheet-worker.ts). Each stops as
 * soon as the file holds more rows than allowed, so a long file costs little beyond its
 * first rows; an XLSX is refused before parsing when it unpacks too large or its first sheet
 * has too many rows.
 */

/** One row of the sheet with its spreadsheet number (the header is row 1) and cell texts. */
export type SheetRow = { row: number; values: string[] };
export type SheetFormat = 'csv' | 'xlsx';

export type ParseLimits = {
  /** Rows with any text after the header row; one more is refused. */
  maxRows: number;
  /** Refusal past maxRows, with {{max}}: the caller's noun ("at most {{max}} questions"). */
  tooManyRows: string;
  /** Rows are padded to at least this many cells. */
  minColumns: number;
  /** Cells further right are ignored. */
  maxColumns: number;
  /** The XML and other parts of an XLSX, unpacked, may not exceed this. */
  maxUnpackedBytes: number;
};

const UNREADABLE = 'This file could not be read as a spreadsheet';

/** Row 1 (the header, even if blank) and then every row with text, numbered as in the file. */
export async function parseSheet(format: SheetFormat, bytes: Uint8Array, limits: ParseLimits): Promise<SheetRow[]> {
  return format === 'csv' ? parseCsv(bytes, limits) : parseXlsx(bytes, limits);
}
/** Rows with only spaces or formats count as rows in a workbook's own tally; some room for them. */
const ROW_SLACK = 100;

const isBlank = (values: string[]) => values.every((v) => v.trim() === '');
const tooMany = (limits: ParseLimits) =>
  new AppError('VALIDATION_FAILED', limits.tooManyRows, { maxRows: limits.maxRows }, { max: limits.maxRows });

/**
 * Row 1 (the header) whatever it holds, then every row with text, numbered as in the file.
 * A spreadsheet row is a CSV record, even when a quoted cell spans several lines.
 */
export function parseCsv(bytes: Uint8Array, limits: ParseLimits): SheetRow[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Excel's plain "CSV" is the Windows code page; Hindi needs "CSV UTF-8".
    throw badRequest('Save the CSV file with UTF-8 encoding');
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const rows: SheetRow[] = [];
  let record = 0;
  let failure: AppError | null = null;
  Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    // In chunks, so that stopping at the row limit stops the work: given the whole text,
    // Papa splits all of it into lines (five times over, to guess the delimiter) first.
    chunkSize: 64 * 1024,
    step: (result, parser) => {
      record++;
      if (result.errors.some((e) => e.type === 'Quotes')) {
        failure = new AppError('VALIDATION_FAILED', 'The CSV file has an unclosed quote near row {{row}}', undefined, { row: record });
        return parser.abort();
      }
      const values = result.data.slice(0, limits.maxColumns).map((v) => String(v ?? ''));
      if (record > 1 && isBlank(values)) return;
      rows.push({ row: record, values: pad(values, limits.minColumns) });
      if (rows.length - 1 > limits.maxRows) {
        failure = tooMany(limits);
        parser.abort();
      }
    },
  });
  if (failure) throw failure;
  if (!rows.length) rows.push({ row: 1, values: pad([], limits.minColumns) });
  return rows;
}

/** The first worksheet, as the user sees its cells (numbers, dates, rich text, formula results). */
export async function parseXlsx(bytes: Uint8Array, limits: ParseLimits): Promise<SheetRow[]> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let parts: Map<string, Buffer>;
  try {
    parts = unpackZip(buffer, limits.maxUnpackedBytes);
  } catch (err) {
    if (err instanceof ZipTooLarge) throw badRequest('This file is too large to read. Split it into smaller files.');
    if (err instanceof NotAZip) throw badRequest(UNREADABLE);
    throw err;
  }
  const first = firstSheet(parts);
  if (first && countRowsWithValues(first, limits.maxRows + ROW_SLACK) > limits.maxRows + ROW_SLACK) throw tooMany(limits);

  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest(UNREADABLE);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(UNREADABLE);
  if (sheet.actualRowCount > limits.maxRows + 1 + ROW_SLACK) throw tooMany(limits);
  const width = Math.min(limits.maxColumns, Math.max(sheet.getRow(1).cellCount, limits.minColumns));
  const rows: SheetRow[] = [];
  let overflow = false;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (overflow) return;
    const values: string[] = [];
    // cell.text renders numbers, rich text, hyperlinks and formula results as the user sees them.
    for (let c = 1; c <= width; c++) values.push(row.getCell(c).text ?? '');
    if (rowNumber > 1 && isBlank(values)) return;
    rows.push({ row: rowNumber, values });
    overflow = rows.length - (rows[0].row === 1 ? 1 : 0) > limits.maxRows;
  });
  if (overflow) throw tooMany(limits);
  // The header must be the sheet's first row, even if the author left it blank.
  if (rows[0]?.row !== 1) rows.unshift({ row: 1, values: pad([], width) });
  return rows;
}

function pad(values: string[], width: number): string[] {
  while (values.length < width) values.push('');
  return values;
}

/** The XML of the workbook's first sheet (in tab order), found through workbook.xml and its relations. */
function firstSheet(parts: Map<string, Buffer>): Buffer | undefined {
  const workbook = parts.get('xl/workbook.xml')?.toString('utf8');
  const rels = parts.get('xl/_rels/workbook.xml.rels')?.toString('utf8');
  const sheetTag = workbook?.match(/<(?:[\w.-]+:)?sheet\s[^>]*>/)?.[0];
  const id = sheetTag?.match(/\s[\w.-]+:id="([^"]*)"/)?.[1];
  if (!id || !rels) return undefined;
  const rel = rels.match(new RegExp(`<(?:[\\w.-]+:)?Relationship\\s[^>]*Id="${id.replace(/[^\w-]/g, '')}"[^>]*>`))?.[0];
  const target = rel?.match(/\sTarget="([^"]*)"/)?.[1];
  if (!target) return undefined;
  return parts.get(target.startsWith('/') ? target.slice(1) : `xl/${target}`);
}

/**
 * Rows holding a value, formula or inline string in sheet XML, counted up to `stop` + 1 with
 * plain byte searches: no XML parser, no strings built.
 */
export function countRowsWithValues(xml: Buffer, stop: number): number {
  let count = 0;
  let i = 0;
  for (;;) {
    const start = xml.indexOf('<row', i);
    if (start === -1) return count;
    const next = xml[start + 4];
    // '<rowBreaks>' and the like are other elements.
    if (next !== 0x20 && next !== 0x3e && next !== 0x2f && next !== 0x09 && next !== 0x0a && next !== 0x0d) {
      i = start + 4;
      continue;
    }
    const tagEnd = xml.indexOf('>', start);
    if (tagEnd === -1) return count;
    i = tagEnd + 1;
    if (xml[tagEnd - 1] === 0x2f) continue; // <row .../>: no cells
    const end = xml.indexOf('</row>', i);
    const cells = xml.subarray(i, end === -1 ? xml.length : end);
    if (hasValue(cells) && ++count > stop) return count;
    if (end === -1) return count;
    i = end + 6;
  }
}

const hasValue = (cells: Buffer) => ['<v>', '<v ', '<f>', '<f ', '<is>'].some((tag) => cells.includes(tag));
