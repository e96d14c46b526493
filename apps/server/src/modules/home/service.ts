import type { FastifyBaseLogger } from 'fastify';
import { examsOfFamilies } from '@pariksha/shared/exam/families';
import type { ExamDetail } from '@pariksha/shared/schemas/exams';
import type { HomeResult, HomeTest, StaffHome, StudentHome } from '@pariksha/shared/schemas/home';
import { addDays, dayKey } from '@pariksha/shared/streak';
import { subjectLabel, topicLabel } from '@pariksha/shared/taxonomy/taxonomy';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import * as dashboards from '../dashboards/service.ts';
import * as dashboardsRepo from '../dashboards/repo.ts';
import { listExams, listLive } from '../exams/service.ts';
import { reviewQueue } from '../flash-cards/service.ts';
import { getToday } from '../potd/today.ts';
import { accuracyOf, weakTopics } from '../quiz/stats.ts';
import { round2, submittedTest } from '../dashboards/test-result.ts';
import { examGoalsOf, openAttemptOf } from './repo.ts';

type Lang = 'hi' | 'en';

const STUDENT_TESTS = 4;
const STAFF_TESTS = 6;
const RECENT_RESULTS = 5;
const ATTENTION_SHOWN = 5;
/** Newest free mocks looked through for one that fits the goal. */
const MOCKS_SCANNED = 50;

/**
 * One card's part: a failure is logged and answered as null (that card's error state), so one
 * slow or broken module does not take the whole home down with it.
 */
async function part<T>(log: FastifyBaseLogger, name: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    log.error({ err, part: name }, 'home: a card could not be read');
    return null;
  }
}

/** A live test as the home shows it: its first paper and the caller's attempt on it. */
export function toHomeTest(exam: ExamDetail): HomeTest | null {
  if (exam.liveStatus !== 'live' && exam.liveStatus !== 'upcoming') return null;
  const set = [...exam.sets].sort((a, b) => a.position - b.position)[0];
  return {
    examId: exam.id,
    code: exam.code,
    title: exam.title,
    organizationName: exam.organizationName,
    status: exam.liveStatus,
    startsAt: exam.startsAt,
    endsAt: exam.endsAt,
    setId: set?.id ?? null,
    questionCount: set?.questionCount ?? 0,
    durationMinutes: set?.durationMinutes ?? 0,
    inProgressAttemptId: set?.me.inProgressAttemptId ?? null,
    submittedAttemptId: set?.me.lastSubmittedAttemptId ?? null,
  };
}

async function liveTests(db: Db, user: AuthUser, limit: number, startsBefore?: number) {
  const list = await listLive(db, user);
  const pick = (exams: ExamDetail[]) =>
    exams
      .filter((e) => startsBefore === undefined || !e.startsAt || Date.parse(e.startsAt) < startsBefore)
      .map(toHomeTest)
      .filter((t): t is HomeTest => t !== null)
      .slice(0, limit);
  return { live: pick(list.live), upcoming: pick(list.upcoming) };
}

/**
 * The submitted tests, newest first, each with the change in percentage points from the one
 * before it (the trend a student reads at a glance).
 */
export function recentResults(tests: dashboardsRepo.TestRow[], limit: number): HomeResult[] {
  const shown = tests.map(submittedTest);
  return shown
    .map((test, i) => {
      const before = i > 0 ? shown[i - 1].percent : null;
      const change = test.percent !== null && before !== null ? round2(test.percent - before) : null;
      return { ...test, change };
    })
    .slice(-limit)
    .reverse();
}

/**
 * A free mock for the goal: one of the goal's exams not yet taken, else one of them taken,
 * else (no goal, or nothing for it) any free mock not yet taken, else any. Newest first.
 */
export function chooseMock<T extends { code: string; setCount: number; attemptedSetCount: number }>(
  mocks: T[],
  goalCodes: readonly string[],
): { exam: T; forGoal: boolean } | null {
  const fresh = (m: T) => m.attemptedSetCount < m.setCount;
  const forGoal = mocks.filter((m) => goalCodes.includes(m.code));
  const exam = forGoal.find(fresh) ?? forGoal[0] ?? mocks.find(fresh) ?? mocks[0];
  return exam ? { exam, forGoal: goalCodes.includes(exam.code) } : null;
}

async function recommended(db: Db, user: AuthUser, goals: StudentHome['goals']) {
  const { data } = await listExams(db, user, { kind: 'mock', access: 'free', page: 1, limit: MOCKS_SCANNED });
  const chosen = chooseMock(
    data.filter((m) => m.setCount > 0),
    examsOfFamilies(goals),
  );
  if (!chosen) return { exam: null };
  const { exam, forGoal } = chosen;
  return {
    exam: {
      examId: exam.id,
      code: exam.code,
      kind: exam.kind,
      title: exam.title,
      questionCount: exam.paper?.questionCount ?? null,
      durationMinutes: exam.paper?.durationMinutes ?? null,
      totalMarks: exam.paper?.totalMarks ?? null,
      forGoal,
    },
  };
}

export async function studentHome(db: Db, log: FastifyBaseLogger, user: AuthUser, lang: Lang, now = Date.now()): Promise<StudentHome> {
  const goals = (await part(log, 'goals', () => examGoalsOf(db, user.id))) ?? [];
  const [resume, potd, flashCards, tests, mock, results, weak] = await Promise.all([
    part(log, 'resume', () => openAttemptOf(db, user.id, now)),
    part(log, 'potd', async () => {
      const today = await getToday(db, user, lang, now);
      if (!today) return { state: 'none' as const, solved: false, streak: { current: 0, max: 0 }, problem: null };
      const { problem } = today;
      return {
        state: problem ? ('problem' as const) : ('working' as const),
        solved: today.alreadySolved,
        streak: today.streak,
        problem: problem ? { questionText: problem.questionText, difficulty: problem.difficulty, category: problem.category } : null,
      };
    }),
    part(log, 'flashCards', async () => {
      const queue = await reviewQueue(db, user, { limit: 1 });
      return { due: queue.totalDue, nextDueAt: queue.nextDueAt };
    }),
    part(log, 'tests', () => liveTests(db, user, STUDENT_TESTS)),
    part(log, 'recommended', () => recommended(db, user, goals)),
    part(log, 'results', async () => ({ recent: recentResults(await dashboardsRepo.studentTests(db, user.id), RECENT_RESULTS) })),
    part(log, 'weakTopics', async () => {
      const rows = await dashboardsRepo.topicAccuracy(db, user.id);
      return weakTopics(rows.map((r) => ({ subject: r.subject, topic: r.topic, ...accuracyOf(r.answered, r.correct) }))).map((t) => ({
        ...t,
        subjectLabel: subjectLabel(t.subject, lang),
        topicLabel: topicLabel(t.subject, t.topic, lang),
      }));
    }),
  ]);
  return {
    serverNow: new Date(now).toISOString(),
    goals,
    resume: resume ? { ...resume, deadline: resume.deadline.toISOString() } : null,
    potd,
    flashCards,
    tests,
    recommended: mock,
    results,
    weakTopics: weak,
  };
}

/** The end of `today` in the organisation's time zone, as an instant (the next day's first moment). */
export function endOfDay(today: string, timeZone: string, now: number): number {
  const tomorrow = addDays(today, 1);
  // Step forward from now to the first instant whose local date is tomorrow (at most a day; hour steps, then minutes).
  let t = now;
  for (const step of [3_600_000, 60_000]) {
    while (dayKey(t + step, timeZone) < tomorrow) t += step;
  }
  return t + 60_000;
}

export async function staffHome(db: Db, log: FastifyBaseLogger, user: AuthUser, now = new Date()): Promise<StaffHome> {
  const org = await dashboards.requireOrg(db, user.organizationId);
  const today = dayKey(now.getTime(), org.timeZone);
  const [tests, dashboard] = await Promise.all([
    part(log, 'tests', () => liveTests(db, user, STAFF_TESTS, endOfDay(today, org.timeZone, now.getTime()))),
    part(log, 'dashboard', () => dashboards.organizationDashboard(db, user.organizationId, now)),
  ]);
  const batches = dashboard?.attendanceToday.filter((b) => b.students > 0) ?? [];
  return {
    serverNow: now.toISOString(),
    today,
    organizationName: org.name,
    tests,
    attendance: dashboard
      ? {
          batches: batches
            .filter((b) => b.marked < b.students)
            .map(({ batchId, name, students, marked }) => ({ batchId, name, students, marked })),
          total: batches.length,
        }
      : null,
    recentResults: dashboard?.recentResults.slice(0, RECENT_RESULTS) ?? null,
    needsAttention: dashboard
      ? { students: dashboard.needsAttention.slice(0, ATTENTION_SHOWN), total: dashboard.needsAttention.length }
      : null,
  };
}
