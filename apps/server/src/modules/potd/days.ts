import { and, count, eq } from 'drizzle-orm';
import { DEFAULT_ORG_ID, DEFAULT_TIME_ZONE } from '@pariksha/shared/constants';
import { dayKey, EMPTY_STREAK, isTimeZone, type DayKey, type StreakState } from '@pariksha/shared/streak';
import type { Db, Tx } from '../../db/client.ts';
import { organizations, potdSolves, potdStreaks, questionBookmarks } from '../../db/schema/index.ts';

export type Lang = 'hi' | 'en';

/** The organisations whose daily problem a member may get: their own, then the platform's. */
export const potdOrgIds = (organizationId: string) =>
  organizationId === DEFAULT_ORG_ID ? [DEFAULT_ORG_ID] : [organizationId, DEFAULT_ORG_ID];

/** The organisation's time zone (Asia/Kolkata when unset or unknown to the runtime). */
export async function orgTimeZone(db: Db | Tx, organizationId: string): Promise<string> {
  const [row] = await db.select({ timeZone: organizations.timeZone }).from(organizations).where(eq(organizations.id, organizationId));
  const tz = row?.timeZone ?? DEFAULT_TIME_ZONE;
  return isTimeZone(tz) ? tz : DEFAULT_TIME_ZONE;
}

/** "Today" for an organisation: the date in its time zone. */
export async function todayFor(db: Db | Tx, organizationId: string, now = Date.now()): Promise<{ timeZone: string; today: DayKey }> {
  const timeZone = await orgTimeZone(db, organizationId);
  return { timeZone, today: dayKey(now, timeZone) };
}

export async function streakState(db: Db | Tx, userId: string): Promise<StreakState> {
  const [row] = await db.select().from(potdStreaks).where(eq(potdStreaks.userId, userId));
  return row ? { current: row.currentStreak, max: row.maxStreak, lastSolvedDate: row.lastSolvedDate } : EMPTY_STREAK;
}

export async function saveStreak(db: Db | Tx, userId: string, state: StreakState) {
  const values = { currentStreak: state.current, maxStreak: state.max, lastSolvedDate: state.lastSolvedDate, updatedAt: new Date() };
  await db
    .insert(potdStreaks)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: potdStreaks.userId, set: values });
}

export async function solvedOn(db: Db | Tx, userId: string, date: DayKey): Promise<boolean> {
  const [row] = await db
    .select({ id: potdSolves.id })
    .from(potdSolves)
    .where(and(eq(potdSolves.userId, userId), eq(potdSolves.date, date)));
  return !!row;
}

/** The spec's bookmarkedProblems: the user's bookmarks made on the daily problem. */
export async function bookmarkedProblems(db: Db | Tx, userId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(questionBookmarks)
    .where(and(eq(questionBookmarks.userId, userId), eq(questionBookmarks.source, 'potd')));
  return n;
}

/** Texts in the asked language, the other one where it is missing. */
export const pick = (b: { hi?: string; en?: string } | null | undefined, lang: Lang) =>
  (lang === 'hi' ? b?.hi || b?.en : b?.en || b?.hi) ?? '';
