import type { AttendanceStatus } from '@pariksha/shared/attendance';
import { localize } from '@pariksha/shared/messages';
import type { AttendanceReport } from '@pariksha/shared/schemas/attendance';
import { writeXlsxFile } from '../../lib/sheets/write-sheet.ts';

type Lang = 'hi' | 'en';
type Cell = string | number | null;

/** One letter per status in the grid, spelled out in the legend under it. */
const CODES: Record<AttendanceStatus, string> = { present: 'P', absent: 'A', late: 'L', halfDay: 'H' };
const NAMES: Record<AttendanceStatus, string> = { present: 'Present', absent: 'Absent', late: 'Late', halfDay: 'Half-day' };
export const PERCENTAGE_RULE = 'Percentage = (present + late + 0.5 × half-day) ÷ days marked × 100';

/**
 * The month as a sheet: a row per student with a column per day (the status letter, empty where
 * not marked), the counts and the percentage; then the legend and the rule, so the file reads on
 * its own when printed.
 */
export function reportTable(report: AttendanceReport, lang: Lang) {
  const t = (s: string, params?: Record<string, string | number>) => localize(s, lang, params);
  const code = (s: AttendanceStatus) => t(CODES[s]);
  const header = [
    t('Name'),
    t('Username'),
    ...report.days.map((d) => String(Number(d.slice(8)))),
    t(NAMES.present),
    t(NAMES.absent),
    t(NAMES.late),
    t(NAMES.halfDay),
    t('Days marked'),
    t('Percentage'),
    t('Below {{threshold}}%', { threshold: report.thresholdPercent }),
  ];
  const rows: Cell[][] = report.data.map((r) => [
    r.name,
    r.username,
    ...r.statuses.map((s) => (s ? code(s) : '')),
    r.present,
    r.absent,
    r.late,
    r.halfDay,
    r.marked,
    r.percentage,
    r.flagged ? t('Yes') : '',
  ]);
  const legend: Cell[][] = [
    [],
    ...(Object.keys(CODES) as AttendanceStatus[]).map((s) => [`${code(s)} = ${t(NAMES[s])}`]),
    [t(PERCENTAGE_RULE)],
  ];
  return { header, rows, legend, firstCount: 2 + report.days.length };
}

/** A cell a spreadsheet would run as a formula (=, +, -, @) is made plain text. */
const defuse = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);
const csvCell = (v: Cell) => {
  const s = v === null ? '' : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export function toCsv(report: AttendanceReport, lang: Lang): string {
  const { header, rows, legend } = reportTable(report, lang);
  // Names and usernames are free text; everything else is written by us.
  const lines = [header, ...rows.map((row) => row.map((v, i) => (i < 2 && typeof v === 'string' ? defuse(v) : v))), ...legend].map((row) =>
    row.map(csvCell).join(','),
  );
  // The byte-order mark makes Excel read the Hindi names as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export async function toXlsx(report: AttendanceReport, lang: Lang): Promise<Buffer> {
  const { header, rows, legend, firstCount } = reportTable(report, lang);
  const widths: Record<number, number> = { 0: 28, 1: 18 };
  for (let i = 2; i < firstCount; i++) widths[i] = 4;
  return writeXlsxFile({
    sheetName: localize('Attendance', lang),
    header,
    rows: [...rows, ...legend],
    widths,
    defaultWidth: 12,
  });
}

export async function exportReport(report: AttendanceReport, format: 'csv' | 'xlsx', lang: Lang) {
  const name = `${report.batch.name} ${report.month}`.replace(/[\\/:*?"<>|\r\n]+/g, ' ').trim() || 'attendance';
  if (format === 'csv') return { body: toCsv(report, lang), contentType: 'text/csv; charset=utf-8', filename: `${name}.csv` };
  return {
    body: await toXlsx(report, lang),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    filename: `${name}.xlsx`,
  };
}
