import type { ImportReport, ImportRow } from '@pariksha/shared/schemas/question-bank';

export type ImportReadiness = { canImport: boolean; reason: 'noReport' | 'empty' | 'errors' | 'ready' | 'done'; count: number };

/** The import is all or nothing: it is offered only for a checked file whose every row is valid. */
export function importReadiness(report: ImportReport | null | undefined): ImportReadiness {
  if (!report) return { canImport: false, reason: 'noReport', count: 0 };
  if (report.imported > 0) return { canImport: false, reason: 'done', count: report.imported };
  if (report.rows.length === 0 || report.validCount === 0)
    return { canImport: false, reason: report.errorCount ? 'errors' : 'empty', count: 0 };
  if (report.errorCount > 0 || report.rows.some((r) => !r.ok)) return { canImport: false, reason: 'errors', count: report.validCount };
  return { canImport: true, reason: 'ready', count: report.validCount };
}

/** Rows with errors first? No: spreadsheet order, so row numbers read top to bottom like the file. */
export const errorRows = (report: ImportReport): ImportRow[] => report.rows.filter((r) => !r.ok);

/** Spreadsheets, and Moodle's formats: Moodle XML (.xml), GIFT (.gift or .txt) and Aiken (.txt). */
export const ACCEPTED_EXTENSIONS = ['.csv', '.xlsx', '.xml', '.gift', '.txt'] as const;

/** A file the server will not take, caught before uploading (type by name: browsers disagree on MIME types). */
export function fileProblem(file: File, maxBytes: number): 'type' | 'size' | null {
  const name = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((ext) => name.endsWith(ext))) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}
