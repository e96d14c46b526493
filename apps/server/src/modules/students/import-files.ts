import Papa from 'papaparse';
import { STUDENT_IMPORT_COLUMNS, type Student } from '@pariksha/shared/schemas/students';
import { detectFormat, SHEET_TIMEOUT_MS, SHEET_TOO_COMPLEX } from '../../lib/sheets/read-sheet.ts';
import { writeXlsxFile } from '../../lib/sheets/write-sheet.ts';
import { runInWorker, workerTaskAt } from '../../lib/workers/pool.ts';
import type { StudentCandidate } from './import-rows.ts';
import type { StudentImportJob } from './import-worker.ts';

/** Reading the uploaded student sheet (in a worker) and writing the template and the export. */

export function readStudentFile(filename: string, bytes: Buffer, lang: string): Promise<StudentCandidate[]> {
  const job: StudentImportJob = { format: detectFormat(filename, bytes), bytes, lang };
  return runInWorker(
    workerTaskAt<StudentImportJob, StudentCandidate[]>(new URL('./import-worker.ts', import.meta.url), 'readStudentImport'),
    job,
    {
      timeoutMs: SHEET_TIMEOUT_MS,
      tooComplex: SHEET_TOO_COMPLEX,
    },
  );
}

/** Two examples that import cleanly once a batch named "Morning Batch" exists. */
const TEMPLATE_ROWS: string[][] = [
  ['Ravi Kumar', 'ravi.kumar', '', '9876543210', 'Suresh Kumar', '9812345678', '', 'hi', 'Morning Batch'],
  ['प्रिया शर्मा', 'priya.sharma', 'priya@example.com', '', 'सुनीता शर्मा', '9898989898', 'sunita@example.com', 'en', 'Morning Batch'],
];

/**
 * With a byte-order mark, so Excel opens the Devanagari correctly; a cell starting with = + - @
 * is prefixed with ' so a name like "=HYPERLINK(...)" stays text when the admin opens the file.
 */
const csv = (table: (string | number | null)[][]) =>
  Buffer.from(`\ufeff${Papa.unparse(table, { newline: '\r\n', escapeFormulae: true })}\r\n`, 'utf8');

export async function studentTemplate(format: 'csv' | 'xlsx'): Promise<Buffer> {
  const header = [...STUDENT_IMPORT_COLUMNS];
  if (format === 'csv') return csv([header, ...TEMPLATE_ROWS]);
  return writeXlsxFile({ sheetName: 'Students', header, rows: TEMPLATE_ROWS, defaultWidth: 18 });
}

const EXPORT_HEADER = [
  'name',
  'username',
  'email',
  'mobile',
  'guardian_name',
  'guardian_mobile',
  'guardian_email',
  'guardian_language',
  'batches',
  'status',
  'joined_at',
];

/**
 * The list in the import's columns (so an export can be edited and imported elsewhere) plus
 * status and joining date. XLSX in a worker; CSV here, a few ms even for the largest list.
 */
export async function studentExport(format: 'csv' | 'xlsx', students: Student[]): Promise<Buffer> {
  const rows = students.map((s) => [
    s.name,
    s.username,
    s.email ?? '',
    s.mobile ?? '',
    s.guardianName ?? '',
    s.guardianMobile ?? '',
    s.guardianEmail ?? '',
    s.guardianLanguage,
    s.batches.map((b) => b.name).join('; '),
    s.status,
    s.joinedAt.slice(0, 10),
  ]);
  if (format === 'csv') return csv([EXPORT_HEADER, ...rows]);
  return writeXlsxFile({ sheetName: 'Students', header: EXPORT_HEADER, rows, defaultWidth: 18 });
}
