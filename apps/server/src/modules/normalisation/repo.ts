import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { examAttempts, exams, examSets } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { rowsOf } from '../attempts/repo.ts';

export type ExamRow = typeof exams.$inferSelect;

/** The test's sets (its slots), in order. */
export const slotsOf = (db: Db, examId: string) =>
  db
    .select({ id: examSets.id, title: examSets.title })
    .from(examSets)
    .where(eq(examSets.examId, examId))
    .orderBy(asc(examSets.position), asc(examSets.createdAt));

export type CountedAttempt = { attemptId: string; setId: string; scoreHundredths: number };

/**
 * One sitting per candidate: a student's first attempt of the slot they started first (a
 * student who also sat another slot is not counted twice, nor with a paper seen before).
 * Read per set through the leaderboard's partial index (submitted first attempts).
 */
export async function countedAttempts(db: Db, setIds: string[]): Promise<CountedAttempt[]> {
  if (!setIds.length) return [];
  const sets = sql.join(
    setIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await rowsOf<{ attemptId: string; setId: string; h: number | null }>(
    db,
    sql`select distinct on (user_id) id as "attemptId", set_id as "setId", score_hundredths as h
        from exam_attempts
        where set_id in (${sets}) and status = 'submitted' and attempt_number = 1
        order by user_id, started_at asc, id asc`,
  );
  return rows.map((r) => ({ attemptId: r.attemptId, setId: r.setId, scoreHundredths: Number(r.h ?? 0) }));
}

/** The caller's own submitted attempt of the set, with its exam: the one named, or the latest. */
export async function ownSubmitted(db: Db, user: AuthUser, setId: string, attemptId?: string) {
  const where = attemptId
    ? and(eq(examAttempts.id, attemptId), eq(examAttempts.setId, setId), eq(examAttempts.userId, user.id))
    : and(eq(examAttempts.setId, setId), eq(examAttempts.userId, user.id), eq(examAttempts.status, 'submitted'));
  const [row] = await db
    .select({ attempt: examAttempts, exam: exams })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .where(where)
    .orderBy(desc(examAttempts.submittedAt))
    .limit(1);
  if (!row) throw notFound('Result');
  if (row.attempt.status !== 'submitted') throw conflict('This test has not been submitted yet');
  return row;
}
