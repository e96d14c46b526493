import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { DEFAULT_ORG_ID } from '@pariksha/shared/constants';
import type { Db } from '../client.ts';
import {
  ATTENDANCE_STATUS_VALUES,
  attendanceRecords,
  attemptAnswers,
  examAttempts,
  examSectionQuestions,
  examSections,
  examSets,
  flashCardDecks,
  flashCardReviewLogs,
  flashCardStates,
  groupMembers,
  groups,
  questions,
  quizAttemptAnswers,
  quizAttempts,
  users,
} from '../schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { startAttempt } from '../../modules/attempts/service.ts';
import { submitAttempt } from '../../modules/attempts/submit.ts';
import { DEMO_ORG_ID } from '../seed.ts';
import { findDemoExamId } from './exams.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const STUDENT = 'student@example.com';
export const DEMO_BATCH_NAME = 'Morning Batch — SSC CGL 2026';

/** Deterministic "randomness": the same demo on every machine and every run. */
const pick = (seed: number, n: number) => (seed * 7919 + 104_729) % n;

/** The day (YYYY-MM-DD) of an instant in India, where the demo institute is. */
const dayInIndia = (t: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(t));

type Student = { id: string; organizationId: string; name: string };

/**
 * What the demo student has done before the first sign-in, so the dashboards show data: a few
 * quizzes over the last days, a finished SSC mock (submitted, scored, ranked), flash cards
 * reviewed, and attendance in the institute's morning batch. Each part is skipped when the
 * student already has that kind of history, so seeding again changes nothing.
 */
export async function seedDemoHistory(db: Db, now = Date.now()) {
  const [student] = await db
    .select({ id: users.id, organizationId: users.organizationId, name: users.name })
    .from(users)
    .where(eq(users.email, STUDENT));
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
  if (!student || !admin) return;
  await seedQuizzes(db, student, now);
  await seedFinishedMock(db, student, now);
  await seedFlashCardReviews(db, student, now);
  await seedAttendance(db, student, admin.id, now);
}

/** Five finished quizzes, one a day over the last five days, 60–90 % right. */
async function seedQuizzes(db: Db, student: Student, now: number) {
  const [{ n }] = await db.select({ n: count() }).from(quizAttempts).where(eq(quizAttempts.userId, student.id));
  if (n > 0) return;
  const bank = await db
    .select({
      id: questions.id,
      subject: questions.subject,
      topic: questions.topic,
      options: questions.options,
      correct: questions.correctOptionIds,
    })
    .from(questions)
    .where(inArray(questions.organizationId, [DEFAULT_ORG_ID, DEMO_ORG_ID]))
    .orderBy(asc(questions.sourceKey), asc(questions.id));
  const subjects = [...new Set(bank.map((q) => q.subject))];
  if (subjects.length === 0) return;
  await db.transaction(async (tx) => {
    for (let day = 5; day >= 1; day--) {
      const subject = subjects[day % subjects.length]!;
      const picked = bank.filter((q) => q.subject === subject).slice((day * 3) % 5, ((day * 3) % 5) + 10);
      if (picked.length === 0) continue;
      const startedAt = now - day * DAY - 3 * 60 * MINUTE;
      const right = new Set(picked.map((_, i) => i).filter((i) => pick(day * 31 + i, 10) < 6 + (day % 4)));
      const [attempt] = await tx
        .insert(quizAttempts)
        .values({
          userId: student.id,
          organizationId: student.organizationId,
          subject,
          topic: null,
          score: right.size,
          total: picked.length,
          startedAt: new Date(startedAt),
          finishedAt: new Date(startedAt + (picked.length + 2) * MINUTE),
        })
        .returning({ id: quizAttempts.id });
      await tx.insert(quizAttemptAnswers).values(
        picked.map((q, position) => {
          const correct = right.has(position);
          const wrong = q.options.find((o) => !q.correct.includes(o.id))?.id ?? q.options[0]!.id;
          return {
            attemptId: attempt!.id,
            questionId: q.id,
            position,
            subject: q.subject,
            topic: q.topic,
            chosenOptionId: correct ? q.correct[0]! : wrong,
            correct,
            answeredAt: new Date(startedAt + (position + 1) * MINUTE),
          };
        }),
      );
    }
  });
}

/**
 * The SSC CGL Tier 1 mock taken two days ago through the same start and submit as a student's
 * (scored, ranked, with its analysis): about two thirds attempted, most of those right.
 */
async function seedFinishedMock(db: Db, student: Student, now: number) {
  const examId = await findDemoExamId(db, 'demo:ssc-cgl-tier-1-mock-1');
  if (!examId) return;
  const [set] = await db
    .select({ id: examSets.id })
    .from(examSets)
    .where(eq(examSets.examId, examId))
    .orderBy(asc(examSets.createdAt))
    .limit(1);
  if (!set) return;
  const [{ n }] = await db
    .select({ n: count() })
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, student.id), eq(examAttempts.setId, set.id)));
  if (n > 0) return;
  const user: AuthUser = {
    id: student.id,
    sub: student.id,
    organizationId: student.organizationId,
    role: 'user',
    orgRole: 'student',
    name: student.name,
  };
  const startedAt = now - 2 * DAY - 5 * 60 * MINUTE;
  await startAttempt(db, user, set.id, 'hi', { now: startedAt });
  const [attempt] = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, student.id), eq(examAttempts.setId, set.id)));
  if (!attempt) return;
  const paper = await db
    .select({ id: questions.id, options: questions.options, correct: questions.correctOptionIds })
    .from(examSectionQuestions)
    .innerJoin(examSections, eq(examSections.id, examSectionQuestions.sectionId))
    .innerJoin(questions, eq(questions.id, examSectionQuestions.questionId))
    .where(eq(examSections.setId, set.id))
    .orderBy(asc(examSections.position), asc(examSectionQuestions.position));
  const answered = paper.filter((_, i) => pick(i, 3) !== 0);
  if (answered.length) {
    await db.insert(attemptAnswers).values(
      answered.map((q, i) => {
        const right = pick(i + 11, 5) !== 0;
        const wrong = q.options.find((o) => !q.correct.includes(o.id))?.id ?? q.options[0]!.id;
        return {
          attemptId: attempt.id,
          questionId: q.id,
          selectedOptionIds: [right ? q.correct[0]! : wrong],
          state: 'answered' as const,
          timeSpentMs: (20 + pick(i, 40)) * 1000,
          clientSeq: i + 1,
          updatedAt: new Date(startedAt + (i + 1) * 25_000),
        };
      }),
    );
  }
  await submitAttempt(db, attempt.id, 'student', { now: startedAt + 52 * MINUTE });
}

/** The student's revision deck was reviewed twice before: the review history the deck's schedule implies. */
async function seedFlashCardReviews(db: Db, student: Student, now: number) {
  const [{ n }] = await db.select({ n: count() }).from(flashCardReviewLogs).where(eq(flashCardReviewLogs.userId, student.id));
  if (n > 0) return;
  const states = await db
    .select({ cardId: flashCardStates.cardId, lastReview: flashCardStates.lastReview, due: flashCardStates.due })
    .from(flashCardStates)
    .innerJoin(flashCardDecks, eq(flashCardDecks.ownerId, student.id))
    .where(eq(flashCardStates.userId, student.id));
  const logs = [...new Map(states.map((s) => [s.cardId, s])).values()].flatMap((s, i) => {
    const last = s.lastReview?.getTime() ?? now - 4 * DAY;
    const first = last - 3 * DAY;
    return [
      // The first sight of the card (new -> learning), then a review three days later.
      {
        userId: student.id,
        cardId: s.cardId,
        rating: 3,
        state: 0,
        due: new Date(first),
        stability: 0,
        difficulty: 0,
        elapsedDays: 0,
        lastElapsedDays: 0,
        scheduledDays: 0,
        reviewedAt: new Date(first + i * MINUTE),
      },
      {
        userId: student.id,
        cardId: s.cardId,
        rating: i % 4 === 0 ? 2 : 3,
        state: 1,
        due: new Date(last),
        stability: 2.3,
        difficulty: 5,
        elapsedDays: 3,
        lastElapsedDays: 0,
        scheduledDays: 3,
        reviewedAt: new Date(last + i * MINUTE),
      },
    ];
  });
  if (logs.length) await db.insert(flashCardReviewLogs).values(logs);
}

/** The institute's morning batch with the demo student in it, marked on the last ten weekdays. */
async function seedAttendance(db: Db, student: Student, adminId: string, now: number) {
  if (student.organizationId !== DEMO_ORG_ID) return;
  const [existing] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.organizationId, DEMO_ORG_ID), eq(groups.name, DEMO_BATCH_NAME)));
  if (existing) return;
  await db.transaction(async (tx) => {
    const [batch] = await tx
      .insert(groups)
      .values({
        organizationId: DEMO_ORG_ID,
        name: DEMO_BATCH_NAME,
        description: 'Mon–Sat, 7:30 AM. SSC CGL Tier 1 preparation.',
        isBatch: true,
        createdBy: adminId,
      })
      .returning({ id: groups.id });
    await tx.insert(groupMembers).values([
      { groupId: batch!.id, userId: adminId, role: 'moderator' },
      { groupId: batch!.id, userId: student.id, role: 'member' },
    ]);
    const days: string[] = [];
    for (let back = 1; days.length < 10 && back < 30; back++) {
      const t = now - back * DAY;
      // Sundays off (the batch meets Monday to Saturday).
      if (new Date(t + 5.5 * 60 * MINUTE).getUTCDay() !== 0) days.push(dayInIndia(t));
    }
    const statusOf = (i: number): (typeof ATTENDANCE_STATUS_VALUES)[number] =>
      i === 3 ? 'absent' : i === 6 ? 'late' : i === 8 ? 'halfDay' : 'present';
    await tx.insert(attendanceRecords).values(
      days.map((date, i) => ({
        organizationId: DEMO_ORG_ID,
        groupId: batch!.id,
        studentId: student.id,
        date,
        status: statusOf(i),
        updatedBy: adminId,
        updatedAt: new Date(now - (i + 1) * DAY),
      })),
    );
  });
}
