import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { attendanceRecords, examAttempts, flashCardReviewLogs, groups, quizAttempts, users } from '../schema/index.ts';
import { authHeader, createTestApp, DEMO_ORG_ID, signIn, type TestApp } from '../../test/app.ts';
import { DEMO_BATCH_NAME, seedDemoHistory } from './history.ts';

/** The harness seeds the demo without history (its counts start from a fresh student); here it is added. */
describe('the demo student history', () => {
  let t: TestApp;
  let studentId: string;
  const counts = async () => {
    const n = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
    return {
      quizzes: await n(t.db.select({ n: count() }).from(quizAttempts).where(eq(quizAttempts.userId, studentId))),
      submitted: await n(
        t.db
          .select({ n: count() })
          .from(examAttempts)
          .where(and(eq(examAttempts.userId, studentId), eq(examAttempts.status, 'submitted'))),
      ),
      reviews: await n(t.db.select({ n: count() }).from(flashCardReviewLogs).where(eq(flashCardReviewLogs.userId, studentId))),
      attendance: await n(t.db.select({ n: count() }).from(attendanceRecords).where(eq(attendanceRecords.studentId, studentId))),
      batches: await n(
        t.db
          .select({ n: count() })
          .from(groups)
          .where(and(eq(groups.organizationId, DEMO_ORG_ID), eq(groups.name, DEMO_BATCH_NAME))),
      ),
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    [{ id: studentId }] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'student@example.com'));
    await seedDemoHistory(t.db);
  });
  afterAll(() => t.close());

  it('gives the student quizzes, a finished mock, flash-card reviews and attendance, once', async () => {
    const first = await counts();
    expect(first).toEqual({ quizzes: 5, submitted: 1, reviews: expect.any(Number), attendance: 10, batches: 1 });
    expect(first.reviews).toBeGreaterThan(0);
    // Seeding again changes nothing.
    await seedDemoHistory(t.db);
    expect(await counts()).toEqual(first);
  });

  it('shows on the dashboards the student opens first', async () => {
    const { token } = await signIn(t.app, 'student@example.com');
    const quiz = await t.app.inject({ method: 'GET', url: '/api/quizzes/dashboard', headers: authHeader(token) });
    expect(quiz.statusCode).toBe(200);
    const dashboard = quiz.json<{ totals: { quizzes: number; answered: number }; recent: unknown[] }>();
    expect(dashboard.totals.quizzes).toBe(5);
    expect(dashboard.recent.length).toBeGreaterThan(0);

    const [mock] = await t.db
      .select()
      .from(examAttempts)
      .where(and(eq(examAttempts.userId, studentId), eq(examAttempts.status, 'submitted')));
    expect(mock!.scoreHundredths).toBeGreaterThan(0);
    expect(mock!.correct! + mock!.wrong! + mock!.unattempted!).toBe(100);

    // The last ten weekdays, in this month and the one before.
    const monthOf = (d: Date) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).format(d);
    let marked = 0;
    for (const month of new Set([monthOf(new Date()), monthOf(new Date(Date.now() - 20 * 24 * 3600_000))])) {
      const res = await t.app.inject({ method: 'GET', url: `/api/attendance/me?month=${month}`, headers: authHeader(token) });
      expect(res.statusCode).toBe(200);
      marked += res.json<{ records: unknown[] }>().records.length;
    }
    expect(marked).toBe(10);
  });
});
