import { daysOfMonth, summarize } from '@pariksha/shared/attendance';
import type {
  AttendanceBatchList,
  AttendanceDay,
  AttendanceReport,
  AttendanceSave,
  AttendanceSaveResult,
  AttendanceSettings,
  MyAttendance,
} from '@pariksha/shared/schemas/attendance';
import { todayIn } from '@pariksha/shared/streak';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors.ts';
import { isAdmin, type AuthUser } from '../../plugins/auth.ts';
import { batchFor, organizationTimeZone, type BatchContext } from './policy.ts';
import {
  insertChanges,
  selectBatches,
  selectDay,
  selectHistory,
  selectMarkable,
  selectRange,
  selectReportStudents,
  selectStored,
  selectStudentRange,
  selectThreshold,
  upsertMarks,
  upsertThreshold,
  type StoredMark,
} from './repo.ts';

export const FUTURE_DATE = 'Attendance cannot be marked for a future date';

/** A day after today in the organisation's time zone is refused (reading it too: nothing can be there). */
function requireNotFuture(date: string, timeZone: string, now: Date) {
  if (date > todayIn(timeZone, now)) throw badRequest(FUTURE_DATE, { date });
}

export async function listBatches(db: Db, user: AuthUser, now = new Date()): Promise<AttendanceBatchList> {
  const [data, timeZone] = await Promise.all([selectBatches(db, user.organizationId), organizationTimeZone(db, user.organizationId)]);
  return { data, today: todayIn(timeZone, now) };
}

async function dayView(db: Db | Tx, ctx: BatchContext, date: string, now: Date): Promise<AttendanceDay> {
  const [[batch], data, history] = await Promise.all([
    selectBatches(db, ctx.batch.organizationId, ctx.batch.id),
    selectDay(db, ctx.batch.id, date),
    selectHistory(db, ctx.batch.id, date),
  ]);
  return { batch: batch!, date, today: todayIn(ctx.timeZone, now), data, history };
}

export async function getDay(db: Db, user: AuthUser, query: { batchId: string; date: string }, now = new Date()): Promise<AttendanceDay> {
  const ctx = await batchFor(db, user, query.batchId);
  requireNotFuture(query.date, ctx.timeZone, now);
  return dayView(db, ctx, query.date, now);
}

const sameMark = (a: StoredMark, b: StoredMark) => a.status === b.status && a.note === b.note;

/**
 * Marks a batch's day in one transaction: new marks are written, marks whose status or note
 * changed are overwritten and each change is kept in attendance_changes (who, from what, to
 * what, when); unchanged marks are left alone, so saving the same list twice records nothing.
 * Only the batch's active students can be marked; one wrong id refuses the whole save.
 */
export async function saveDay(
  db: Db,
  user: AuthUser,
  body: AttendanceSave & { records: StoredMark[] },
  now = new Date(),
): Promise<AttendanceSaveResult> {
  return db.transaction(async (tx) => {
    const ctx = await batchFor(tx, user, body.batchId, { lock: true });
    requireNotFuture(body.date, ctx.timeZone, now);
    if (ctx.batch.archivedAt) throw conflict('This batch is archived and its attendance can no longer be changed');
    const ids = body.records.map((r) => r.studentId);
    const markable = await selectMarkable(tx, ctx.batch.id, ids);
    const outside = ids.filter((id) => !markable.has(id));
    if (outside.length > 0) {
      throw new AppError('VALIDATION_FAILED', 'Some of the students are not in this batch', { studentIds: outside });
    }
    const stored = await selectStored(tx, ctx.batch.id, body.date);
    const writes: StoredMark[] = [];
    const changes: { before: StoredMark; after: StoredMark }[] = [];
    for (const r of body.records) {
      const after: StoredMark = { studentId: r.studentId, status: r.status, note: r.note ?? null };
      const before = stored.get(r.studentId);
      if (before && sameMark(before, after)) continue;
      writes.push(after);
      if (before) changes.push({ before, after });
    }
    const at = { organizationId: ctx.batch.organizationId, groupId: ctx.batch.id, date: body.date, userId: user.id, now };
    await upsertMarks(tx, at, writes);
    await insertChanges(tx, at, changes);
    return { ...(await dayView(tx, ctx, body.date, now)), created: writes.length - changes.length, changed: changes.length };
  });
}

function monthRange(month: string, today: string) {
  const days = daysOfMonth(month, today);
  return { days, from: `${month}-01`, to: daysOfMonth(month).at(-1)! };
}

export async function getReport(
  db: Db,
  user: AuthUser,
  query: { batchId: string; month: string },
  now = new Date(),
): Promise<AttendanceReport> {
  const ctx = await batchFor(db, user, query.batchId);
  const { days, from, to } = monthRange(query.month, todayIn(ctx.timeZone, now));
  const [[batch], students, marks, thresholdPercent] = await Promise.all([
    selectBatches(db, user.organizationId, ctx.batch.id),
    selectReportStudents(db, ctx.batch.id, from, to),
    selectRange(db, ctx.batch.id, from, to),
    selectThreshold(db, user.organizationId),
  ]);
  const index = new Map(days.map((d, i) => [d, i]));
  const grid = new Map(students.map((s) => [s.id, days.map(() => null as StoredMark['status'] | null)]));
  for (const m of marks) {
    const i = index.get(m.date);
    const row = grid.get(m.studentId);
    if (i !== undefined && row) row[i] = m.status;
  }
  const data = students.map((s) => {
    const statuses = grid.get(s.id)!;
    return { studentId: s.id, name: s.name, username: s.username, ...summarize(statuses, thresholdPercent), statuses };
  });
  return { batch: batch!, month: query.month, days, thresholdPercent, data };
}

/** A student's own month: every mark in every batch, and one summary over them. */
export async function getMine(db: Db, user: AuthUser, month: string, now = new Date()): Promise<MyAttendance> {
  const timeZone = await organizationTimeZone(db, user.organizationId);
  const { from, to } = monthRange(month, todayIn(timeZone, now));
  const [records, thresholdPercent] = await Promise.all([
    selectStudentRange(db, user.organizationId, user.id, from, to),
    selectThreshold(db, user.organizationId),
  ]);
  const { present, absent, late, halfDay, marked, percentage, flagged } = summarize(
    records.map((r) => r.status),
    thresholdPercent,
  );
  return {
    month,
    today: todayIn(timeZone, now),
    thresholdPercent,
    summary: { present, absent, late, halfDay, marked, percentage, flagged },
    records,
  };
}

export async function getSettings(db: Db, user: AuthUser): Promise<AttendanceSettings> {
  return { thresholdPercent: await selectThreshold(db, user.organizationId) };
}

/** decisions.md: teachers mark attendance; only owners and admins change settings. */
export async function updateSettings(db: Db, user: AuthUser, body: AttendanceSettings): Promise<AttendanceSettings> {
  if (!isAdmin(user) && user.orgRole !== 'owner') throw forbidden('Only admins can change attendance settings');
  await upsertThreshold(db, user.organizationId, user.id, body.thresholdPercent);
  return getSettings(db, user);
}
