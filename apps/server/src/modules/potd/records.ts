import { and, asc, count, eq, gte, lte } from 'drizzle-orm';
import type { HistoryResponse, UserSummary } from '@pariksha/shared/schemas/potd';
import { addDays, displayedStreak, streakFromDays, type DayKey } from '@pariksha/shared/streak';
import type { Db } from '../../db/client.ts';
import { potdSolves } from '../../db/schema/index.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { bookmarkedProblems, saveStreak, solvedOn, streakState, todayFor } from './days.ts';

/** A user reads and writes only their own record, whatever their role. */
export function assertOwnRecord(me: AuthUser, userId: string, write = false) {
  if (me.id !== userId) {
    throw forbidden(write ? 'You can only change your own daily-problem record' : 'You can only see your own daily-problem record');
  }
}

/** The spec's problem-of-day user summary, with a few more fields the pages use. */
export async function userSummary(db: Db, me: AuthUser, now = Date.now()): Promise<UserSummary> {
  const { today } = await todayFor(db, me.organizationId, now);
  const [state, bookmarks, solvedToday, [{ total }]] = await Promise.all([
    streakState(db, me.id),
    bookmarkedProblems(db, me.id),
    solvedOn(db, me.id, today),
    db.select({ total: count() }).from(potdSolves).where(eq(potdSolves.userId, me.id)),
  ]);
  return {
    bookmarkedProblems: bookmarks,
    streak: displayedStreak(state, today),
    lastSolvedDate: state.lastSolvedDate,
    solvedToday,
    totalSolved: total,
  };
}

/**
 * The follow-up after a solve: rebuilds the streak record from the user's solves (so a record
 * can never drift from its history; the max never goes down) and, given a date, confirms a
 * solve is recorded on it.
 */
export async function syncRecord(db: Db, me: AuthUser, date: DayKey | undefined, now = Date.now()): Promise<UserSummary> {
  if (date && !(await solvedOn(db, me.id, date))) throw new AppError('UNPROCESSABLE', 'No solved problem is recorded for this day');
  await db.transaction(async (tx) => {
    const days = await tx.select({ date: potdSolves.date }).from(potdSolves).where(eq(potdSolves.userId, me.id));
    const rebuilt = streakFromDays(days.map((d) => d.date));
    const stored = await streakState(tx, me.id);
    await saveStreak(tx, me.id, { ...rebuilt, max: Math.max(rebuilt.max, stored.max) });
  });
  return userSummary(db, me, now);
}

/** The solved days of one month (default: the current one in the organisation's time zone). */
export async function history(db: Db, me: AuthUser, month: string | undefined, now = Date.now()): Promise<HistoryResponse> {
  const { today, timeZone } = await todayFor(db, me.organizationId, now);
  const m = month ?? today.slice(0, 7);
  const first = `${m}-01`;
  const last = addDays(addDays(first, 31).slice(0, 7) + '-01', -1);
  const [rows, state] = await Promise.all([
    db
      .select({ date: potdSolves.date })
      .from(potdSolves)
      .where(and(eq(potdSolves.userId, me.id), gte(potdSolves.date, first), lte(potdSolves.date, last)))
      .orderBy(asc(potdSolves.date)),
    streakState(db, me.id),
  ]);
  return { month: m, today, timeZone, solvedDates: rows.map((r) => r.date), streak: displayedStreak(state, today) };
}
