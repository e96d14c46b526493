import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import { addDays, dayKey } from '@pariksha/shared/streak';
import { potdProblems, questions } from '../../db/schema/index.ts';
import { authHeader, createTestApp, DEFAULT_ORG_ID, DEMO_ORG_ID, expectError, signIn, type TestApp } from '../../test/app.ts';

/**
 * The two "no problem" answers, on a platform whose bank has nothing the roll-over can pick
 * (its own app: the rows removed here would disturb the other tests).
 */
let t: TestApp;
let student: AuthResponse;

beforeAll(async () => {
  t = await createTestApp();
  student = await signIn(t.app, 'student');
  await t.db.delete(potdProblems);
  // Nothing usable to pick: no correct options left in the platform bank.
  await t.db.update(questions).set({ correctOptionIds: [] }).where(eq(questions.organizationId, DEFAULT_ORG_ID));
});
afterAll(() => t?.close());

const today = () => t.app.inject({ method: 'GET', url: '/api/potd/today', headers: authHeader(student.token) });

describe('GET /api/potd/today with nothing to show', () => {
  it('answers 204 (No problem available for today) when no daily problem was ever scheduled', async () => {
    const res = await today();
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await t.db.select().from(potdProblems)).toEqual([]);
    // Sign-in does not open the dialog, and submitting is refused.
    expect((await signIn(t.app, 'student')).potd?.showDialog).toBe(false);
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/potd/submit', headers: authHeader(student.token), payload: { answer: 'x' } }),
      404,
      'NOT_FOUND',
    );
  });

  it("answers problem null (We're working on today's problem) when other days have problems but today has none", async () => {
    const [q] = await t.db.select({ id: questions.id }).from(questions).where(eq(questions.organizationId, DEMO_ORG_ID)).limit(1);
    const tomorrow = addDays(dayKey(Date.now(), 'Asia/Kolkata'), 1);
    await t.db.insert(potdProblems).values({ organizationId: DEMO_ORG_ID, date: tomorrow, questionId: q.id });
    const res = await today();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ alreadySolved: false, problem: null, streak: { current: 4, max: 6 } });
  });
});
