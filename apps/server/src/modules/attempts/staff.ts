import { asc, eq } from 'drizzle-orm';
import { formatMarks, fraction } from '@pariksha/shared/exam/fraction';
import { rankEntries } from '@pariksha/shared/exam/ranking';
import { localize } from '@pariksha/shared/messages';
import type { SetAttemptRow, SetAttempts } from '@pariksha/shared/schemas/attempts';
import type { Bilingual } from '@pariksha/shared/schemas/exams';
import type { Db } from '../../db/client.ts';
import { examAttempts, users } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { writeXlsxFile } from '../../lib/sheets/write-sheet.ts';
import { isStaff, type AuthUser } from '../../plugins/auth.ts';
import { findSetWithExam, loadSections } from '../exams/repo.ts';
import { storedSections } from './results.ts';

/**
 * Staff of the exam's organisation (superAdmin: any) see every attempt of a set. Another
 * organisation gets 404, as if the set did not exist; a student of the same one gets 403.
 */
export async function staffContext(db: Db, user: AuthUser, setId: string) {
  const ctx = await findSetWithExam(db, setId);
  if (!ctx) throw notFound('Test');
  if (user.role !== 'superAdmin') {
    if (ctx.exam.organizationId !== user.organizationId) throw notFound('Test');
    if (!isStaff(user)) throw forbidden('Only admins and teachers can see the results of a test');
  }
  return ctx;
}

/** Ranked first attempts first (as on the leaderboard), then retakes and open attempts, newest first. */
export async function listSetAttempts(db: Db, user: AuthUser, setId: string): Promise<SetAttempts> {
  return (await collect(db, user, setId)).results;
}

async function collect(db: Db, user: AuthUser, setId: string) {
  const ctx = await staffContext(db, user, setId);
  const [sections, rows] = await Promise.all([
    loadSections(db, [setId]),
    db
      .select({ a: examAttempts, name: users.name, username: users.username })
      .from(examAttempts)
      .innerJoin(users, eq(users.id, examAttempts.userId))
      .where(eq(examAttempts.setId, setId))
      .orderBy(asc(examAttempts.startedAt)),
  ]);
  const ranked = rankEntries(
    rows
      .filter((r) => r.a.status === 'submitted' && r.a.attemptNumber === 1)
      .map((r) => ({ id: r.a.id, scoreHundredths: r.a.scoreHundredths ?? 0, timeTakenMs: r.a.timeTakenMs ?? 0 })),
  );
  const rankOf = new Map(ranked.map((r) => [r.id, r.rank]));
  const order = new Map(ranked.map((r, i) => [r.id, i]));
  const sorted = [...rows].sort((x, y) => {
    const ox = order.get(x.a.id);
    const oy = order.get(y.a.id);
    if (ox !== undefined || oy !== undefined) return (ox ?? Infinity) - (oy ?? Infinity);
    return y.a.startedAt.getTime() - x.a.startedAt.getTime();
  });
  const data: SetAttemptRow[] = sorted.map(({ a, name, username }) => ({
    attemptId: a.id,
    userId: a.userId,
    name,
    username,
    status: a.status,
    startedAt: a.startedAt.toISOString(),
    submittedAt: a.submittedAt?.toISOString() ?? null,
    submittedBy: a.submittedBy,
    score: a.status === 'submitted' ? formatMarks(fraction(a.scoreNumerator ?? 0, a.scoreDenominator ?? 1)) : null,
    correct: a.correct,
    wrong: a.wrong,
    unattempted: a.unattempted,
    timeTakenMs: a.timeTakenMs,
    rank: rankOf.get(a.id) ?? null,
    sections: storedSections(a).map((s) => ({ sectionId: s.sectionId, score: formatMarks(fraction(s.num, s.den)) })),
  }));
  const results: SetAttempts = { setId, title: ctx.set.title, sections: sections.map((s) => ({ sectionId: s.id, name: s.name })), data };
  return { results, examTitle: ctx.exam.title };
}

// ---------- export ----------

const pick = (text: Bilingual, lang: 'hi' | 'en') => (lang === 'hi' ? (text.hi ?? text.en) : (text.en ?? text.hi)) ?? '';

/** mm:ss, minutes not wrapped into hours (a 180-minute paper reads 180:00). */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '';
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

type Cell = string | number;

function table(results: SetAttempts, lang: 'hi' | 'en'): { header: string[]; rows: Cell[][] } {
  const t = (s: string) => localize(s, lang);
  const header = [
    t('Rank'),
    t('Name'),
    t('Username'),
    t('Status'),
    t('Score'),
    t('Correct'),
    t('Wrong'),
    t('Unattempted'),
    t('Time (mm:ss)'),
    ...results.sections.map((s) => pick(s.name, lang)),
  ];
  const rows = results.data.map((r) => {
    const bySection = new Map(r.sections.map((s) => [s.sectionId, s.score]));
    return [
      r.rank ?? '',
      r.name,
      r.username,
      t(r.status === 'submitted' ? 'Submitted' : 'In progress'),
      r.score ?? '',
      r.correct ?? '',
      r.wrong ?? '',
      r.unattempted ?? '',
      formatDuration(r.timeTakenMs),
      ...results.sections.map((s) => bySection.get(s.sectionId) ?? ''),
    ];
  });
  return { header, rows };
}

/** A cell a spreadsheet would run as a formula (=, +, -, @) is made plain text. */
const defuse = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);
const csvCell = (v: Cell) => {
  const s = typeof v === 'number' ? String(v) : v;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export function toCsv(results: SetAttempts, lang: 'hi' | 'en'): string {
  const { header, rows } = table(results, lang);
  // Names are free text; scores (which may be negative) are written by us and stay numbers.
  const textColumns = new Set([1, 2]);
  const lines = [header, ...rows].map((row) =>
    row.map((v, i) => csvCell(textColumns.has(i) && typeof v === 'string' ? defuse(v) : v)).join(','),
  );
  // The byte-order mark makes Excel read the Hindi names as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export async function toXlsx(results: SetAttempts, lang: 'hi' | 'en'): Promise<Buffer> {
  const { header, rows } = table(results, lang);
  // Rank, score, counts and section scores are numbers a teacher can sort and sum; time stays mm:ss text.
  const numeric = (i: number) => i === 0 || (i >= 4 && i <= 7) || i >= 9;
  return writeXlsxFile({
    sheetName: localize('Results', lang),
    header,
    rows: rows.map((row) => row.map((v, i) => (v === '' ? null : numeric(i) ? Number(v) : v))),
    widths: { 1: 28 },
  });
}

export async function exportSetAttempts(db: Db, user: AuthUser, setId: string, format: 'csv' | 'xlsx', lang: 'hi' | 'en') {
  const { results, examTitle } = await collect(db, user, setId);
  const name = [pick(examTitle, lang), pick(results.title, lang)]
    .filter(Boolean)
    .join(' - ')
    .replace(/[\\/:*?"<>|\r\n]+/g, ' ')
    .trim();
  if (format === 'csv') {
    return { body: toCsv(results, lang), contentType: 'text/csv; charset=utf-8', filename: `${name || 'results'}.csv` };
  }
  return {
    body: await toXlsx(results, lang),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    filename: `${name || 'results'}.xlsx`,
  };
}
