import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { DEFAULT_ORG_ID } from '@pariksha/shared/constants';
import { addDays, dayKey, streakFromDays } from '@pariksha/shared/streak';
import type { Db } from '../client.ts';
import { DEMO_ORG_ID } from '../seed.ts';
import { organizations, potdProblems, potdSolves, potdStreaks, questions, users } from '../schema/index.ts';

/** Days scheduled around the seed date; later days come from the server's roll-over. */
export const POTD_DEMO_PAST_DAYS = 14;
export const POTD_DEMO_FUTURE_DAYS = 30;

/**
 * Days (relative to the seed date) on which the demo student solved the daily problem: a run of
 * six ending a week ago and a run of four ending yesterday, so the calendar has history, the
 * max streak (6) is above the current one (4), and today is still open (the dialog shows).
 */
export const STUDENT_SOLVED_OFFSETS = [-12, -11, -10, -9, -8, -7, -4, -3, -2, -1];

/** Alternates subjects, so consecutive days do not all ask maths. */
function mixBySubject<T extends { subject: string }>(rows: T[]): T[] {
  const groups = new Map<string, T[]>();
  for (const r of rows) groups.set(r.subject, [...(groups.get(r.subject) ?? []), r]);
  const lists = [...groups.values()];
  const out: T[] = [];
  for (let i = 0; out.length < rows.length; i++) for (const l of lists) if (l[i]) out.push(l[i]);
  return out;
}

async function scheduleOrg(db: Db, organizationId: string, today: string, shift: number, scheduledBy: string) {
  const [by] = await db.select({ id: users.id }).from(users).where(eq(users.email, scheduledBy));
  const bank = await db
    .select({ id: questions.id, subject: questions.subject })
    .from(questions)
    .where(eq(questions.organizationId, organizationId))
    .orderBy(asc(questions.sourceKey), asc(questions.id));
  if (!bank.length) return;
  const mixed = mixBySubject(bank);
  const rows = [];
  for (let offset = -POTD_DEMO_PAST_DAYS; offset <= POTD_DEMO_FUTURE_DAYS; offset++) {
    const q = mixed[(offset + POTD_DEMO_PAST_DAYS + shift) % mixed.length];
    rows.push({ organizationId, date: addDays(today, offset), questionId: q.id, createdBy: by?.id ?? null });
  }
  await db.insert(potdProblems).values(rows).onConflictDoNothing();
}

/**
 * The demo's daily problems: the platform's and the Demo Institute's, from two weeks before the
 * seed date to a month after, and the demo student's past solves. Idempotent: days already
 * scheduled are kept, and the solves are written only once.
 */
export async function seedDemoPotd(db: Db, now = new Date()): Promise<void> {
  const [org] = await db.select({ timeZone: organizations.timeZone }).from(organizations).where(eq(organizations.id, DEMO_ORG_ID));
  const today = dayKey(now, org?.timeZone ?? 'Asia/Kolkata');
  await scheduleOrg(db, DEFAULT_ORG_ID, today, 0, 'superadmin@example.com');
  await scheduleOrg(db, DEMO_ORG_ID, today, 7, 'admin@example.com');

  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'student@example.com'));
  if (!student) return;
  const [{ n }] = await db.select({ n: count() }).from(potdSolves).where(eq(potdSolves.userId, student.id));
  if (n > 0) return;
  const days = STUDENT_SOLVED_OFFSETS.map((o) => addDays(today, o));
  const problems = await db
    .select({ id: potdProblems.id, date: potdProblems.date })
    .from(potdProblems)
    .where(and(eq(potdProblems.organizationId, DEMO_ORG_ID), inArray(potdProblems.date, days)));
  const problemOn = new Map(problems.map((p) => [p.date, p.id]));
  const state = streakFromDays(days);
  await db.transaction(async (tx) => {
    await tx.insert(potdSolves).values(
      days.map((date, i) => ({
        userId: student.id,
        organizationId: DEMO_ORG_ID,
        date,
        potdProblemId: problemOn.get(date) ?? null,
        // Mornings in India, a few minutes apart from day to day.
        solvedAt: new Date(`${date}T0${2 + (i % 4)}:${10 + i * 3}:00Z`),
      })),
    );
    await tx
      .insert(potdStreaks)
      .values({ userId: student.id, currentStreak: state.current, maxStreak: state.max, lastSolvedDate: state.lastSolvedDate })
      .onConflictDoNothing();
  });
}
