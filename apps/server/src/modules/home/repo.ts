import { and, desc, eq, gt } from 'drizzle-orm';
import { isExamFamily, type ExamFamily } from '@pariksha/shared/exam/families';
import { ANSWER_GRACE_MS } from '@pariksha/shared/exam/timing';
import type { Db } from '../../db/client.ts';
import { examAttempts, examSets, exams, users } from '../../db/schema/index.ts';

/**
 * The home's own reads: the little no other module answers. Everything else on the home is
 * read through the exams, attempts, daily-problem, flash-card, quiz and dashboard modules.
 */

/** The caller's exam goals as stored (unknown values from an older list are dropped). */
export async function examGoalsOf(db: Db, userId: string): Promise<ExamFamily[]> {
  const [row] = await db.select({ goals: users.examGoals }).from(users).where(eq(users.id, userId));
  return (row?.goals ?? []).filter(isExamFamily);
}

/**
 * The caller's newest attempt still open to answers (its deadline, with the grace the hall
 * allows, not yet passed): the one "resume" leads to. An expired one is the auto-submit job's.
 */
export async function openAttemptOf(db: Db, userId: string, now: number) {
  const [row] = await db
    .select({
      attemptId: examAttempts.id,
      examId: examAttempts.examId,
      setId: examAttempts.setId,
      deadline: examAttempts.deadline,
      examTitle: exams.title,
      setTitle: examSets.title,
    })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .innerJoin(examSets, eq(examSets.id, examAttempts.setId))
    .where(
      and(
        eq(examAttempts.userId, userId),
        eq(examAttempts.status, 'inProgress'),
        gt(examAttempts.deadline, new Date(now - ANSWER_GRACE_MS)),
      ),
    )
    .orderBy(desc(examAttempts.startedAt))
    .limit(1);
  return row;
}
