import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { examAttempts, exams } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { isStaff, type AuthUser } from '../../plugins/auth.ts';
import { isExamVisible, type ExamRow } from '../exams/repo.ts';
import { requireExamAccess } from '../payments/entitlements.ts';

export const DISCUSSION_NOT_YET_OPEN = 'The discussion opens when the live test ends, so nobody shares answers during it';
export const SUBMIT_FIRST = 'Submit this test to join its discussion';

/** Staff of the exam's organisation (and superAdmins): they moderate its discussions. */
export const isExamStaff = (user: AuthUser, exam: Pick<ExamRow, 'organizationId'>) =>
  user.role === 'superAdmin' || (isStaff(user) && user.organizationId === exam.organizationId);

/**
 * When a discussion is open, by the server's clock:
 * - a live test: once its window has ended, for everyone, staff included (a live test with no
 *   end yet never opens), so nobody passes answers to students still writing it;
 * - a practice or mock test (no shared window): for a student once they have submitted it
 *   themselves, since the thread holds the answer key; for its staff at any time.
 */
export function liveWindowClosed(exam: Pick<ExamRow, 'kind' | 'endsAt'>, now: Date): boolean {
  return exam.kind !== 'live' || (exam.endsAt !== null && now.getTime() >= exam.endsAt.getTime());
}

/**
 * The gate of every discussion route. Who may call: members who could take the test (the
 * exam catalogue's visibility rule, and a plan for a paid series) and the staff of the exam's
 * organisation. Anyone else gets 404, so another organisation's tests stay unknown; before
 * the live window has ended, 409 with when it opens.
 */
export async function openDiscussion(db: Db | Tx, user: AuthUser, examId: string, now = new Date()) {
  const [exam] = await db.select().from(exams).where(eq(exams.id, examId));
  if (!exam) throw notFound('Test');
  const staff = isExamStaff(user, exam);
  if (!staff && !isExamVisible(user, exam)) throw notFound('Test');
  if (!liveWindowClosed(exam, now)) {
    throw new AppError('CONFLICT', DISCUSSION_NOT_YET_OPEN, { opensAt: exam.endsAt?.toISOString() ?? null });
  }
  if (!staff) {
    await requireExamAccess(db, user, exam, now);
    if (exam.kind !== 'live') {
      const [mine] = await db
        .select({ id: examAttempts.id })
        .from(examAttempts)
        .where(and(eq(examAttempts.examId, exam.id), eq(examAttempts.userId, user.id), eq(examAttempts.status, 'submitted')))
        .limit(1);
      // 409, not 403: the web ends the session on any 403 (spec 8), and this is only a matter of time.
      if (!mine) throw conflict(SUBMIT_FIRST);
    }
  }
  return { exam, staff };
}
