import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@pariksha/shared/streak';
import type { OrganizationDashboard, StudentPerformance } from '@pariksha/shared/schemas/dashboards';
import {
  attendanceRecords,
  examAttempts,
  groupMembers,
  groups,
  guardianDigests,
  messageDeliveries,
  studentProfiles,
  users,
} from '../../db/schema/index.ts';
import { checkDigestsDue, sendOrganizationDigests } from '../../jobs/guardian-digest.ts';
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

let t: TestApp;
let a: SecondOrganization;
let b: SecondOrganization;
let other: Awaited<ReturnType<typeof signUp>>;
let idle: Awaited<ReturnType<typeof signUp>>;
let batchId: string;
const DAY = 86_400_000;

/** A submitted first attempt with a score out of 100 marks, `daysAgo` days back. */
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

beforeAll(async () => {
  // No poller: the digest tests run the queued jobs themselves (a poller raced them on PostgreSQL).
  t = await createTestApp({ jobsPollMs: 0 });
  a = await createOrganizationWithMembers(t.app);
  b = await createOrganizationWithMembers(t.app);
  other = await signUp(t.app, { inviteCode: a.organization.inviteCode! });
  const orgId = a.organization.id;
  const [batch] = await t.db.insert(groups).values({ organizationId: orgId, name: 'Batch A', isBatch: true }).returning();
  batchId = batch.id;
  await t.db.insert(groupMembers).values([
    { groupId: batchId, userId: a.student.user.id },
    { groupId: batchId, userId: other.user.id },
  ]);
  await t.db.insert(studentProfiles).values({
    userId: a.student.user.id,
    organizationId: orgId,
    guardianName: 'Ramesh',
    guardianEmail: 'guardian@test.example.com',
    guardianLanguage: 'hi',
  });
  // a.student: absent on 4 of the last 5 days (20% < 75%) and falling scores 80 → 60 → 40.
  const today = todayIn('Asia/Kolkata');
  await t.db.insert(attendanceRecords).values(
    [0, 1, 2, 3, 4].map((n) => ({
      organizationId: orgId,
      groupId: batchId,
      studentId: a.student.user.id,
      date: addDays(today, -n),
      status: n === 0 ? ('present' as const) : ('absent' as const),
    })),
  );
  await t.db
    .insert(attendanceRecords)
    .values({ organizationId: orgId, groupId: batchId, studentId: other.user.id, date: today, status: 'late' });
  const exams = await Promise.all(
    [0, 1, 2].map(() => createExamFixture(t.db, { organizationId: orgId, isPublished: true, totalMarks: '100' })),
  );
  await submitted(orgId, a.student.user.id, exams[0].setId, exams[0].examId, 80, 3);
  await submitted(orgId, a.student.user.id, exams[1].setId, exams[1].examId, 60, 2);
  await submitted(orgId, a.student.user.id, exams[2].setId, exams[2].examId, 40, 1);
  await submitted(orgId, other.user.id, exams[2].setId, exams[2].examId, 90, 1);
  // `idle` joined a month ago and has done nothing since.
  idle = await signUp(t.app, { inviteCode: a.organization.inviteCode! });
  await t.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - 30 * DAY) })
    .where(eq(users.id, idle.user.id));
});

afterAll(() => t?.close());

describe('GET /api/organizations/:organizationId/dashboard', () => {
  const url = () => `/api/organizations/${a.organization.id}/dashboard`;

  it('gives the organisation’s staff the figures, each from its aggregate', async () => {
    const res = await t.app.inject({ method: 'GET', url: url(), headers: authHeader(a.admin.token) });
    expect(res.statusCode, res.body).toBe(200);
    const d: OrganizationDashboard = res.json();
    expect(d.students.total).toBe(3);
    expect(d.students.activeThisWeek).toBe(2);
    expect(d.tests).toMatchObject({ run: 3, attempts: 4, averagePercent: 67.5 });
    expect(d.attendanceToday).toEqual([
      expect.objectContaining({ batchId, name: 'Batch A', students: 2, marked: 2, present: 1, late: 1, percentage: 100 }),
    ]);
    expect(d.recentResults).toHaveLength(4);
    expect(d.weekly).toHaveLength(12);
    expect(d.weekly.reduce((n, w) => n + w.attempts, 0)).toBe(4);
    const flagged = d.needsAttention.find((s) => s.studentId === a.student.user.id);
    expect(flagged?.reasons).toEqual(
      expect.arrayContaining([
        { kind: 'lowAttendance', percentage: 20, threshold: 75 },
        { kind: 'fallingScores', percents: [80, 60, 40] },
      ]),
    );
    expect(d.needsAttention.find((s) => s.studentId === other.user.id)).toBeUndefined();
    expect(d.needsAttention.find((s) => s.studentId === idle.user.id)?.reasons).toEqual([
      { kind: 'inactive', lastActiveAt: null, days: 30 },
    ]);
  });

  it('is refused to students (403) and hidden from another organisation’s staff (404)', async () => {
    expectError(await t.app.inject({ method: 'GET', url: url(), headers: authHeader(a.student.token) }), 403, 'FORBIDDEN');
    expectError(await t.app.inject({ method: 'GET', url: url(), headers: authHeader(b.admin.token) }), 404, 'NOT_FOUND');
    expectError(await t.app.inject({ method: 'GET', url: url() }), 401, 'UNAUTHORIZED');
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/organizations/not-a-uuid/dashboard', headers: authHeader(a.admin.token) }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('GET /api/organizations/:organizationId/students/:studentId/performance', () => {
  const url = (studentId = a.student.user.id, orgId = a.organization.id) => `/api/organizations/${orgId}/students/${studentId}/performance`;

  it('shows staff the tests with rank and percentile, attendance and batches', async () => {
    const res = await t.app.inject({ method: 'GET', url: url(), headers: authHeader(a.admin.token) });
    expect(res.statusCode, res.body).toBe(200);
    const p: StudentPerformance = res.json();
    expect(p.student).toMatchObject({ id: a.student.user.id, batches: [{ id: batchId, name: 'Batch A' }] });
    expect(p.tests.map((x) => x.percent)).toEqual([80, 60, 40]);
    // The last set was also taken by `other` with 90: rank 2 of 2.
    expect(p.tests[2]).toMatchObject({ rank: 2, participants: 2, percentile: 50 });
    expect(p.tests[0]).toMatchObject({ rank: 1, participants: 1, percentile: 100 });
    expect(p.attendance.month).toBe(todayIn('Asia/Kolkata').slice(0, 7));
    expect(p.attendance.threshold).toBe(75);
    expect(p.attendance.yearPercentage).toBe(20);
    expect(p.quiz).toMatchObject({ attempts: 0, accuracy: null });
  });

  it('lets a student read their own and nobody else’s', async () => {
    const own = await t.app.inject({ method: 'GET', url: url(), headers: authHeader(a.student.token) });
    expect(own.statusCode, own.body).toBe(200);
    expectError(await t.app.inject({ method: 'GET', url: url(), headers: authHeader(other.token) }), 404, 'NOT_FOUND');
    expectError(await t.app.inject({ method: 'GET', url: url(), headers: authHeader(b.admin.token) }), 404, 'NOT_FOUND');
    expectError(
      await t.app.inject({ method: 'GET', url: url(a.student.user.id, b.organization.id), headers: authHeader(b.admin.token) }),
      404,
      'NOT_FOUND',
    );
  });

  it('validates the month', async () => {
    expectError(
      await t.app.inject({ method: 'GET', url: `${url()}?month=2026-13`, headers: authHeader(a.admin.token) }),
      400,
      'VALIDATION_FAILED',
    );
    const res = await t.app.inject({ method: 'GET', url: `${url()}?month=2020-01`, headers: authHeader(a.admin.token) });
    expect(res.json().attendance).toMatchObject({ month: '2020-01', marked: 0, percentage: null, days: [] });
  });
});

describe('guardian digest preview and switch', () => {
  const url = () => `/api/organizations/${a.organization.id}/students/${a.student.user.id}/digest`;

  it('previews the digest in the guardian’s language, or the one asked for', async () => {
    const month = todayIn('Asia/Kolkata').slice(0, 7);
    const hi = await t.app.inject({ method: 'GET', url: `${url()}?month=${month}`, headers: authHeader(a.admin.token) });
    expect(hi.statusCode, hi.body).toBe(200);
    expect(hi.json()).toMatchObject({ language: 'hi', guardianName: 'Ramesh', email: 'guardian@test.example.com', sentAt: null });
    expect(hi.json().text).toContain('उपस्थिति');
    const en = await t.app.inject({ method: 'GET', url: `${url()}?month=${month}&lang=en`, headers: authHeader(a.admin.token) });
    expect(en.json().text).toContain('Attendance');
    expectError(await t.app.inject({ method: 'GET', url: url(), headers: authHeader(a.student.token) }), 403, 'FORBIDDEN');
    expectError(await t.app.inject({ method: 'GET', url: url(), headers: authHeader(b.admin.token) }), 404, 'NOT_FOUND');
  });

  it('turns the digest off and on for the organisation only', async () => {
    const put = (token: string, enabled: boolean, orgId = a.organization.id) =>
      t.app.inject({ method: 'PUT', url: `/api/organizations/${orgId}/digest-settings`, headers: authHeader(token), payload: { enabled } });
    expect((await put(a.admin.token, false)).json()).toEqual({ enabled: false });
    const d = await t.app.inject({
      method: 'GET',
      url: `/api/organizations/${a.organization.id}/dashboard`,
      headers: authHeader(a.admin.token),
    });
    expect(d.json().guardianDigestEnabled).toBe(false);
    expect((await put(a.admin.token, true)).json()).toEqual({ enabled: true });
    expectError(await put(b.admin.token, false), 404, 'NOT_FOUND');
    expectError(await put(a.student.token, false), 403, 'FORBIDDEN');
    expectError(
      await t.app.inject({
        method: 'PUT',
        url: `/api/organizations/${a.organization.id}/digest-settings`,
        headers: authHeader(a.admin.token),
        payload: { enabled: 'yes' },
      }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('the monthly guardian digest job', () => {
  it('queues organisations on their 1st and sends each guardian one digest per month, however often it runs', async () => {
    const firstOfMonth = new Date('2026-12-01T06:00:00+05:30');
    const before = new Date('2026-11-30T06:00:00+05:30');
    expect(await checkDigestsDue(t.app.deps, before)).toBe(0);
    expect(await checkDigestsDue(t.app.deps, firstOfMonth)).toBeGreaterThanOrEqual(2);
    // The second check of the day finds the organisation's job already queued.
    expect(await checkDigestsDue(t.app.deps, firstOfMonth)).toBe(0);

    const month = '2026-11';
    expect(await sendOrganizationDigests(t.app.deps, a.organization.id, month)).toBe(1);
    expect(await sendOrganizationDigests(t.app.deps, a.organization.id, month)).toBe(0);
    const sent = await t.db.select().from(messageDeliveries).where(eq(messageDeliveries.source, 'guardianDigest'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'email', address: 'guardian@test.example.com', language: 'hi' });
    expect(sent[0].body).toContain('उपस्थिति');
    const rows = await t.db.select().from(guardianDigests).where(eq(guardianDigests.studentId, a.student.user.id));
    expect(rows.map((r) => r.month)).toEqual([month]);
    // The preview shows it went out.
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/organizations/${a.organization.id}/students/${a.student.user.id}/digest?month=${month}`,
      headers: authHeader(a.admin.token),
    });
    expect(preview.json().sentAt).toEqual(expect.any(String));
  });

  it('skips organisations that turned it off', async () => {
    await t.app.inject({
      method: 'PUT',
      url: `/api/organizations/${b.organization.id}/digest-settings`,
      headers: authHeader(b.admin.token),
      payload: { enabled: false },
    });
    const queued = await checkDigestsDue(t.app.deps, new Date('2027-01-01T06:00:00+05:30'));
    const jobs = (await t.db.execute(
      sql`select data->>'organizationId' as org from jobs where name = 'guardianDigest.organization' and data->>'month' = '2026-12'`,
    )) as unknown as { rows: Array<{ org: string }> };
    expect(queued).toBe(jobs.rows.length);
    expect(jobs.rows.map((r) => r.org)).toContain(a.organization.id);
    expect(jobs.rows.map((r) => r.org)).not.toContain(b.organization.id);
  });
});
