import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffHome, StudentHome } from '@pariksha/shared/schemas/home';
import { todayIn } from '@pariksha/shared/streak';
import { attendanceRecords, examAttempts, groupMembers, groups, users } from '../../db/schema/index.ts';
import {
  authHeader,
  createOrganizationWithMembers,
  createTestApp,
  expectError,
  signUp,
  type SecondOrganization,
  type TestApp,
} from '../../test/app.ts';
import { createExamFixture } from '../attempts/test-fixtures.ts';
import { chooseMock, endOfDay } from './service.ts';

let t: TestApp;
let a: SecondOrganization;
let b: SecondOrganization;
let classmate: Awaited<ReturnType<typeof signUp>>;
let liveExamId: string;
let laterExamId: string;
let sscMockId: string;
let bankMockId: string;
let batchId: string;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function submitted(organizationId: string, userId: string, setId: string, examId: string, score: number, daysAgo: number) {
  const at = new Date(Date.now() - daysAgo * DAY);
  await t.db.insert(examAttempts).values({
    organizationId,
    userId,
    setId,
    examId,
    status: 'submitted',
    startedAt: new Date(at.getTime() - 60_000),
    deadline: at,
    submittedAt: at,
    submittedBy: 'student',
    scoreNumerator: score,
    scoreDenominator: 1,
    scoreHundredths: score * 100,
    correct: score / 10,
    wrong: 1,
    unattempted: 0,
    timeTakenMs: 60_000,
  });
}

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? authHeader(token) : {} });
const studentHome = async (token: string, lang = 'en') => {
  const res = await get(`/api/home/student?lang=${lang}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StudentHome;
};
const staffHome = async (token: string) => {
  const res = await get('/api/home/staff', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StaffHome;
};

beforeAll(async () => {
  t = await createTestApp({ jobsPollMs: 0 });
  a = await createOrganizationWithMembers(t.app);
  b = await createOrganizationWithMembers(t.app);
  classmate = await signUp(t.app, { inviteCode: a.organization.inviteCode! });
  const orgId = a.organization.id;
  const now = Date.now();
  // A live test running now, one starting in three days, and two free mocks of different exams.
  liveExamId = (
    await createExamFixture(t.db, { organizationId: orgId, kind: 'live', startsAt: new Date(now - HOUR), endsAt: new Date(now + 2 * HOUR) })
  ).examId;
  laterExamId = (
    await createExamFixture(t.db, {
      organizationId: orgId,
      kind: 'live',
      startsAt: new Date(now + 3 * DAY),
      endsAt: new Date(now + 3 * DAY + HOUR),
    })
  ).examId;
  sscMockId = (await createExamFixture(t.db, { organizationId: orgId, kind: 'mock', code: 'SSC_CGL_TIER_1', title: 'SSC mock' })).examId;
  bankMockId = (await createExamFixture(t.db, { organizationId: orgId, kind: 'mock', code: 'IBPS_PO', title: 'Bank mock' })).examId;

  // Three results for the student: 80 → 60 → 70 (out of 12 marks each: fixtures' total).
  const papers = await Promise.all([0, 1, 2].map(() => createExamFixture(t.db, { organizationId: orgId, totalMarks: '100' })));
  await submitted(orgId, a.student.user.id, papers[0].setId, papers[0].examId, 80, 3);
  await submitted(orgId, a.student.user.id, papers[1].setId, papers[1].examId, 60, 2);
  await submitted(orgId, a.student.user.id, papers[2].setId, papers[2].examId, 70, 1);
  // An attempt in progress on a practice paper.
  const practice = await createExamFixture(t.db, { organizationId: orgId, title: 'Practice to resume' });
  await t.db.insert(examAttempts).values({
    organizationId: orgId,
    userId: a.student.user.id,
    setId: practice.setId,
    examId: practice.examId,
    status: 'inProgress',
    deadline: new Date(now + HOUR),
  });

  // A batch of two students, one marked today.
  const [batch] = await t.db.insert(groups).values({ organizationId: orgId, name: 'Morning batch', isBatch: true }).returning();
  batchId = batch.id;
  await t.db.insert(groupMembers).values([
    { groupId: batchId, userId: a.student.user.id },
    { groupId: batchId, userId: classmate.user.id },
  ]);
  await t.db
    .insert(attendanceRecords)
    .values({ organizationId: orgId, groupId: batchId, studentId: classmate.user.id, date: todayIn('Asia/Kolkata'), status: 'present' });
});

afterAll(() => t?.close());

describe('GET /api/home/student', () => {
  it('gives a student their day: the test to resume, live tests, results with the trend', async () => {
    const home = await studentHome(a.student.token);
    expect(home.resume).toMatchObject({ examTitle: { en: 'Practice to resume' } });
    expect(home.tests?.live.map((x) => x.examId)).toEqual([liveExamId]);
    expect(home.tests?.upcoming.map((x) => x.examId)).toEqual([laterExamId]);
    expect(home.tests?.live[0]).toMatchObject({ status: 'live', questionCount: 6, inProgressAttemptId: null });
    expect(home.results?.recent.map((r) => [r.percent, r.change])).toEqual([
      [70, 10],
      [60, -20],
      [80, null],
    ]);
    expect(home.flashCards).toEqual({ due: 0, nextDueAt: null });
    expect(home.potd).not.toBeNull();
    expect(home.weakTopics).toEqual([]);
  });

  it('recommends a free mock of the goal, and any free mock without one', async () => {
    expect((await studentHome(a.student.token)).recommended?.exam).toMatchObject({ forGoal: false });
    await t.db
      .update(users)
      .set({ examGoals: ['banking'] })
      .where(eq(users.id, a.student.user.id));
    const home = await studentHome(a.student.token);
    expect(home.goals).toEqual(['banking']);
    expect(home.recommended?.exam).toMatchObject({ examId: bankMockId, code: 'IBPS_PO', forGoal: true, questionCount: 6 });
    await t.db
      .update(users)
      .set({ examGoals: ['ssc'] })
      .where(eq(users.id, a.student.user.id));
    expect((await studentHome(a.student.token)).recommended?.exam?.examId).toBe(sscMockId);
  });

  it('shows a new student empty cards, not errors', async () => {
    const home = await studentHome(classmate.token, 'hi');
    expect(home.resume).toBeNull();
    expect(home.results).toEqual({ recent: [] });
    expect(home.weakTopics).toEqual([]);
    expect(home.flashCards).toEqual({ due: 0, nextDueAt: null });
  });

  it("never shows another organisation's tests or results", async () => {
    const home = await studentHome(b.student.token);
    const ids = [...(home.tests?.live ?? []), ...(home.tests?.upcoming ?? [])].map((x) => x.examId);
    expect(ids).not.toContain(liveExamId);
    expect(ids).not.toContain(laterExamId);
    expect([sscMockId, bankMockId]).not.toContain(home.recommended?.exam?.examId);
    expect(home.results).toEqual({ recent: [] });
    expect(home.resume).toBeNull();
  });

  it('needs a sign-in and refuses a language it does not know', async () => {
    expectError(await get('/api/home/student'), 401, 'UNAUTHORIZED');
    expectError(await get('/api/home/student?lang=fr', a.student.token), 400, 'VALIDATION_FAILED');
  });
});

describe('GET /api/home/staff', () => {
  it("gives the institute's staff today's live tests, attendance to take, results and students to watch", async () => {
    const home = await staffHome(a.admin.token);
    expect(home.organizationName).toBe(a.organization.name);
    expect(home.tests?.live.map((x) => x.examId)).toEqual([liveExamId]);
    // Three days ahead is not today's.
    expect(home.tests?.upcoming).toEqual([]);
    expect(home.attendance).toEqual({ batches: [{ batchId, name: 'Morning batch', students: 2, marked: 1 }], total: 1 });
    expect(home.recentResults?.map((r) => r.percent)).toEqual([70, 60, 80]);
    expect(home.needsAttention?.total).toBeGreaterThanOrEqual(0);
  });

  it("shows another organisation's admin nothing of this one, and refuses students", async () => {
    const other = await staffHome(b.admin.token);
    expect(other.organizationName).toBe(b.organization.name);
    expect(other.tests?.live.map((x) => x.examId)).not.toContain(liveExamId);
    expect(other.attendance).toEqual({ batches: [], total: 0 });
    expect(other.recentResults).toEqual([]);
    expect(other.needsAttention?.students.map((s) => s.studentId)).not.toContain(a.student.user.id);
    expectError(await get('/api/home/staff', a.student.token), 403, 'FORBIDDEN');
    expectError(await get('/api/home/staff'), 401, 'UNAUTHORIZED');
  });
});

describe('home rules', () => {
  const mock = (code: string, setCount = 1, attemptedSetCount = 0) => ({ code, setCount, attemptedSetCount });

  it('chooses an untaken mock of the goal, then a taken one, then any', () => {
    const taken = mock('SSC', 1, 1);
    const fresh = mock('SSC_CGL_TIER_1');
    const bank = mock('IBPS_PO');
    expect(chooseMock([taken, bank, fresh], ['SSC', 'SSC_CGL_TIER_1'])).toEqual({ exam: fresh, forGoal: true });
    expect(chooseMock([taken, bank], ['SSC'])).toEqual({ exam: taken, forGoal: true });
    expect(chooseMock([taken, bank], ['CTET'])).toEqual({ exam: bank, forGoal: false });
    expect(chooseMock([taken], [])).toEqual({ exam: taken, forGoal: false });
    expect(chooseMock([], ['SSC'])).toBeNull();
  });

  it("ends today at the organisation's midnight", () => {
    const now = Date.parse('2026-03-10T12:00:00Z'); // 17:30 in Kolkata
    const end = endOfDay('2026-03-10', 'Asia/Kolkata', now);
    expect(new Date(end).toISOString()).toBe('2026-03-10T18:30:00.000Z');
  });
});
