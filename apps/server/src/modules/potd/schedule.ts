import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_ORG_ID } from '@pariksha/shared/constants';
import {
  SCHEDULE_DEFAULT_FUTURE_DAYS,
  SCHEDULE_DEFAULT_PAST_DAYS,
  SCHEDULE_MAX_RANGE_DAYS,
  type PickerList,
  type pickerQuery,
  type ScheduleEntry,
  type ScheduleList,
  type scheduleRequest,
  type SolversResponse,
} from '@pariksha/shared/schemas/potd';
import { addDays, daysBetween, type DayKey } from '@pariksha/shared/streak';
import type { Db, Tx } from '../../db/client.ts';
import { potdProblems, potdSolves, questions, users } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { toQuestionValues } from '../question-bank/repo.ts';
import { potdOrgIds, todayFor } from './days.ts';
import { usableQuestion } from './today.ts';

type QuestionRow = typeof questions.$inferSelect;

const toScheduleQuestion = (q: QuestionRow, organizationId: string) => ({
  id: q.id,
  subject: q.subject,
  topic: q.topic,
  difficulty: q.difficulty,
  text: q.text,
  isPlatform: q.organizationId === DEFAULT_ORG_ID && organizationId !== DEFAULT_ORG_ID,
});

async function solvedCountsBetween(db: Db | Tx, organizationId: string, from: DayKey, to: DayKey) {
  const rows = await db
    .select({ date: potdSolves.date, n: count() })
    .from(potdSolves)
    .where(and(eq(potdSolves.organizationId, organizationId), gte(potdSolves.date, from), lte(potdSolves.date, to)))
    .groupBy(potdSolves.date);
  return Object.fromEntries(rows.map((r) => [r.date, r.n]));
}

async function entriesBetween(db: Db | Tx, organizationId: string, from: DayKey, to: DayKey): Promise<ScheduleEntry[]> {
  const rows = await db
    .select({ problem: potdProblems, question: questions, createdByName: users.name })
    .from(potdProblems)
    .innerJoin(questions, eq(questions.id, potdProblems.questionId))
    .leftJoin(users, eq(users.id, potdProblems.createdBy))
    .where(and(eq(potdProblems.organizationId, organizationId), gte(potdProblems.date, from), lte(potdProblems.date, to)))
    .orderBy(asc(potdProblems.date));
  const counts = await solvedCountsBetween(db, organizationId, from, to);
  return rows.map((r) => ({
    id: r.problem.id,
    date: r.problem.date,
    question: toScheduleQuestion(r.question, organizationId),
    createdByName: r.createdByName,
    solvedCount: counts[r.problem.date] ?? 0,
  }));
}

/** The organisation's schedule between two days (default: a week back to a month ahead). */
export async function listSchedule(db: Db, me: AuthUser, q: { from?: DayKey; to?: DayKey }, now = Date.now()): Promise<ScheduleList> {
  const { today, timeZone } = await todayFor(db, me.organizationId, now);
  const from =
    q.from ??
    (q.to ? addDays(q.to, -(SCHEDULE_DEFAULT_PAST_DAYS + SCHEDULE_DEFAULT_FUTURE_DAYS)) : addDays(today, -SCHEDULE_DEFAULT_PAST_DAYS));
  const to = q.to ?? addDays(from, SCHEDULE_DEFAULT_PAST_DAYS + SCHEDULE_DEFAULT_FUTURE_DAYS);
  if (daysBetween(from, to) + 1 > SCHEDULE_MAX_RANGE_DAYS) {
    throw new AppError('VALIDATION_FAILED', 'Choose a date range of at most {{days}} days', undefined, { days: SCHEDULE_MAX_RANGE_DAYS });
  }
  const [data, solvedCounts] = await Promise.all([
    entriesBetween(db, me.organizationId, from, to),
    solvedCountsBetween(db, me.organizationId, from, to),
  ]);
  return { from, to, today, timeZone, data, solvedCounts };
}

async function assertChangeable(tx: Tx, organizationId: string, date: DayKey, today: DayKey) {
  if (date < today) throw new AppError('UNPROCESSABLE', 'Past days cannot be changed');
  const [existing] = await tx
    .select({ id: potdProblems.id })
    .from(potdProblems)
    .where(and(eq(potdProblems.organizationId, organizationId), eq(potdProblems.date, date)))
    .for('update');
  if (existing) {
    const [{ n }] = await tx.select({ n: count() }).from(potdSolves).where(eq(potdSolves.potdProblemId, existing.id));
    if (n > 0) throw conflict("Students have already solved this day's problem; it cannot be changed");
  }
  return existing;
}

/**
 * Sets the day's problem: a question of the organisation's bank or the platform's, or a new
 * question (saved to the organisation's bank in the same transaction). Replaces the day's
 * problem until someone has solved it.
 */
export async function scheduleDay(
  db: Db,
  me: AuthUser,
  date: DayKey,
  body: z.output<typeof scheduleRequest>,
  now = Date.now(),
): Promise<ScheduleEntry> {
  const { today } = await todayFor(db, me.organizationId, now);
  if (date < today) throw new AppError('UNPROCESSABLE', 'Choose today or a later date');
  await db.transaction(async (tx) => {
    await assertChangeable(tx, me.organizationId, date, today);
    let questionId: string;
    if ('questionId' in body) {
      const [q] = await tx
        .select({ id: questions.id, usable: sql<boolean>`(${usableQuestion})` })
        .from(questions)
        .where(and(eq(questions.id, body.questionId), inArray(questions.organizationId, potdOrgIds(me.organizationId))));
      if (!q) throw notFound('Question');
      if (!q.usable) throw new AppError('UNPROCESSABLE', 'This question needs at least 2 options and a correct one');
      questionId = q.id;
    } else {
      const [created] = await tx
        .insert(questions)
        .values({ ...toQuestionValues(body.question), organizationId: me.organizationId, createdBy: me.id })
        .returning({ id: questions.id });
      questionId = created.id;
    }
    await tx
      .insert(potdProblems)
      .values({ organizationId: me.organizationId, date, questionId, createdBy: me.id })
      .onConflictDoUpdate({
        target: [potdProblems.organizationId, potdProblems.date],
        set: { questionId, createdBy: me.id, createdAt: new Date() },
      });
  });
  const [entry] = await entriesBetween(db, me.organizationId, date, date);
  return entry;
}

export async function unscheduleDay(db: Db, me: AuthUser, date: DayKey, now = Date.now()) {
  const { today } = await todayFor(db, me.organizationId, now);
  await db.transaction(async (tx) => {
    const existing = await assertChangeable(tx, me.organizationId, date, today);
    if (!existing) throw new AppError('NOT_FOUND', 'No problem is scheduled for this day');
    await tx.delete(potdProblems).where(eq(potdProblems.id, existing.id));
  });
}

/** The organisation's members who solved the day's problem (theirs or the platform's), first solver first. */
export async function solversOn(db: Db, me: AuthUser, date: DayKey): Promise<SolversResponse> {
  const rows = await db
    .select({ userId: users.id, name: users.name, username: users.username, solvedAt: potdSolves.solvedAt })
    .from(potdSolves)
    .innerJoin(users, eq(users.id, potdSolves.userId))
    .where(and(eq(potdSolves.organizationId, me.organizationId), eq(potdSolves.date, date)))
    .orderBy(asc(potdSolves.solvedAt));
  return { date, data: rows.map((r) => ({ ...r, solvedAt: r.solvedAt.toISOString() })) };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The question picker: the organisation's bank and the platform's, own questions first. */
export async function pickerQuestions(db: Db, me: AuthUser, q: z.output<typeof pickerQuery>): Promise<PickerList> {
  const conditions: SQL[] = [inArray(questions.organizationId, potdOrgIds(me.organizationId)), usableQuestion];
  if (q.subject) conditions.push(eq(questions.subject, q.subject.toLowerCase()));
  if (q.topic) conditions.push(eq(questions.topic, q.topic.toLowerCase()));
  if (q.difficulty) conditions.push(eq(questions.difficulty, q.difficulty));
  if (q.search) {
    const pattern = `%${escapeLike(q.search)}%`;
    conditions.push(or(ilike(sql`${questions.text} ->> 'hi'`, pattern), ilike(sql`${questions.text} ->> 'en'`, pattern))!);
  }
  const where = and(...conditions);
  // Written out in full: drizzle leaves columns unqualified in a one-table select, and the
  // subquery's own id would shadow the question's.
  const lastScheduled = sql<
    string | null
  >`(select max(pp.date)::text from potd_problems pp where pp.question_id = "questions"."id" and pp.organization_id = ${me.organizationId})`;
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(questions).where(where),
    db
      .select({ row: questions, lastScheduled })
      .from(questions)
      .where(where)
      .orderBy(
        sql`(${questions.organizationId} = ${me.organizationId}) desc`,
        desc(questions.createdAt),
        asc(questions.sourceKey),
        asc(questions.id),
      )
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
  ]);
  return {
    data: rows.map(({ row, lastScheduled }) => ({
      ...toScheduleQuestion(row, me.organizationId),
      options: row.options.map((o) => ({ id: o.id, ...(o.hi ? { hi: o.hi } : {}), ...(o.en ? { en: o.en } : {}) })),
      correctOptionIds: row.correctOptionIds,
      lastScheduled,
    })),
    page: q.page,
    limit: q.limit,
    total,
  };
}
