import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import type { NormalisationOverview, NormalisedResult } from '@pariksha/shared/schemas/normalisation';
import { examAttempts } from '../../db/schema/index.ts';
import {
  authHeader,
  createOrganizationWithMembers,
  createTestApp,
  DEMO_ORG_ID,
  expectError,
  signIn,
  type SecondOrganization,
  type TestApp,
} from '../../test/app.ts';
import { createExamFixture, createStudents, type ExamFixture } from '../attempts/test-fixtures.ts';

let t: TestApp;
let admin: AuthResponse;
let other: SecondOrganization;
let students: Awaited<ReturnType<typeof createStudents>>;
let live: ExamFixture;
const HOUR = 3_600_000;

/** Submitted first attempts written straight in: `slots[i]` lists the scores of set i, one student each, in turn. */
async function sit(fixture: ExamFixture, slots: number[][], from = 0, startedAt = Date.now() - 2 * HOUR) {
  let s = from;
  const ids: string[] = [];
  for (const [i, scores] of slots.entries()) {
    for (const score of scores) {
      const student = students[s++];
      const [row] = await t.db
        .insert(examAttempts)
        .values({
          setId: fixture.setIds[i],
          examId: fixture.examId,
          organizationId: DEMO_ORG_ID,
          userId: student.id,
          status: 'submitted',
          startedAt: new Date(startedAt + s * 1000),
          deadline: new Date(startedAt + HOUR),
          submittedAt: new Date(startedAt + HOUR / 2),
          submittedBy: 'student',
          scoreNumerator: Math.round(score * 100),
          scoreDenominator: 100,
          scoreHundredths: Math.round(score * 100),
          correct: 0,
          wrong: 0,
          unattempted: 0,
          timeTakenMs: 600_000,
        })
        .returning({ id: examAttempts.id });
      ids.push(row.id);
    }
  }
  return ids;
}

const liveTest = (endsAt: Date, extraSets = 1) =>
  createExamFixture(t.db, {
    organizationId: DEMO_ORG_ID,
    kind: 'live',
    title: 'Two-slot live test',
    startsAt: new Date(Date.now() - 3 * HOUR),
    endsAt,
    extraSets,
  });

const overview = (token: string, examId: string) =>
  t.app.inject({ method: 'GET', url: `/api/exam-authoring/${examId}/normalisation`, headers: authHeader(token) });
const choose = (token: string, examId: string, method: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/exam-authoring/${examId}/normalisation`, headers: authHeader(token), payload: { method } });
const standing = (token: string, setId: string, attemptId?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/exam-sets/${setId}/normalised-result${attemptId ? `?attemptId=${attemptId}` : ''}`,
    headers: authHeader(token),
  });

beforeAll(async () => {
  t = await createTestApp({ examAutoSubmitMs: 0 });
  admin = await signIn(t.app, 'admin');
  other = await createOrganizationWithMembers(t.app);
  students = await createStudents(t.app, t.db, DEMO_ORG_ID, 16);
  live = await liveTest(new Date(Date.now() - HOUR));
  // Slot 1 (easier): 40, 50, 60, 70; slot 2 (harder): 20, 30, 40, 50 (students 0–3, then 4–7).
  await sit(live, [
    [40, 50, 60, 70],
    [20, 30, 40, 50],
  ]);
});
afterAll(() => t?.close());

describe('staff: method and slot statistics', () => {
  it('shows each slot’s candidates, mean, sd, top-0.1 % mean, min and max, and the pooled ones', async () => {
    const res = await overview(admin.token, live.examId);
    expect(res.statusCode, res.body).toBe(200);
    const body: NormalisationOverview = res.json();
    expect(body).toMatchObject({ method: 'none', kind: 'live', slotCount: 2, windowClosed: true });
    // Slot 1: mean 55, sd √125 = 11.18; slot 2: mean 35; pooled: mean 45, sd √225 = 15.
    expect(body.slots[0]).toMatchObject({
      setId: live.setIds[0],
      candidates: 4,
      mean: 55,
      sd: 11.18,
      topCount: 1,
      topMean: 70,
      min: 40,
      max: 70,
    });
    expect(body.slots[1]).toMatchObject({ candidates: 4, mean: 35, sd: 11.18, topMean: 50, min: 20, max: 50, normalisedMean: null });
    expect(body.pooled).toMatchObject({ candidates: 8, mean: 45, sd: 15, topMean: 70 });
  });

  it('staff choose equipercentile; the slots’ normalised means then agree', async () => {
    const res = await choose(admin.token, live.examId, 'equipercentile');
    expect(res.statusCode, res.body).toBe(200);
    const body: NormalisationOverview = res.json();
    expect(body.method).toBe('equipercentile');
    // Both slots map to 30, 40, 50, 70 (shared/exam/normalisation.test.ts): mean 47.5.
    expect(body.slots.map((s) => s.normalisedMean)).toEqual([47.5, 47.5]);
    expect((await overview(admin.token, live.examId)).json().method).toBe('equipercentile');
  });

  it('refuses an unknown method, and a method for a test that is not live', async () => {
    expectError(await choose(admin.token, live.examId, 'zscore'), 400, 'VALIDATION_FAILED');
    const practice = await createExamFixture(t.db, { organizationId: DEMO_ORG_ID, extraSets: 1 });
    expectError(await choose(admin.token, practice.examId, 'linear'), 400, 'VALIDATION_FAILED');
    expect((await choose(admin.token, practice.examId, 'none')).statusCode).toBe(200);
  });

  it('another organisation gets 404; a student 403', async () => {
    expectError(await overview(other.admin.token, live.examId), 404, 'NOT_FOUND');
    expectError(await choose(other.admin.token, live.examId, 'linear'), 404, 'NOT_FOUND');
    expectError(await overview(students[0].token, live.examId), 403, 'FORBIDDEN');
    expectError(await overview(admin.token, '00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
  });
});

describe('student: raw and normalised standing', () => {
  it('equipercentile: the top of the harder slot stands with the top of the easier one', async () => {
    await choose(admin.token, live.examId, 'equipercentile');
    const res = await standing(students[7].token, live.setIds[1]);
    expect(res.statusCode, res.body).toBe(200);
    // Raw 50 across both slots: 70 and 60 above → rank 3; 6 of 8 at or below → 75.
    // Normalised: 100th percentile of slot 2 → the pooled top, 70: rank 1 (with slot 1's 70), 100.
    expect(res.json()).toEqual<NormalisedResult>({
      setId: live.setIds[1],
      examId: live.examId,
      method: 'equipercentile',
      status: 'ready',
      availableAt: null,
      slotCount: 2,
      candidates: 8,
      raw: { score: '50.00', rank: 3, percentile: 75 },
      normalised: { score: '70.00', rank: 1, percentile: 100 },
    });
  });

  it('linear: slot 2 is the same shape 20 lower, so its places get slot 1’s normalised scores', async () => {
    await choose(admin.token, live.examId, 'linear');
    // Slot 2: mean 35, sd 11.1803, mean + sd 46.1803, top 50; pooled mean + sd 60, top 70:
    // slope 10 / 3.8197 = 2.618; 50 ↦ 70; 20 ↦ 2.618 × (20 − 46.1803) + 60 = −8.54 (ties with slot 1's 40).
    const top: NormalisedResult = (await standing(students[7].token, live.setIds[1])).json();
    expect(top.normalised).toEqual({ score: '70.00', rank: 1, percentile: 100 });
    const last: NormalisedResult = (await standing(students[4].token, live.setIds[1])).json();
    expect(last.raw).toEqual({ score: '20.00', rank: 8, percentile: 12.5 });
    expect(last.normalised).toEqual({ score: '-8.54', rank: 7, percentile: 25 });
  });

  it('says when the standing comes while the window is open', async () => {
    const endsAt = new Date(Date.now() + HOUR);
    const open = await liveTest(endsAt);
    await sit(open, [[10], [20]], 8);
    await choose(admin.token, open.examId, 'equipercentile');
    const body: NormalisedResult = (await standing(students[8].token, open.setIds[0])).json();
    expect(body).toMatchObject({ status: 'pending', availableAt: endsAt.toISOString(), raw: null, normalised: null });
  });

  it('nothing to normalise with method none or a single slot', async () => {
    const single = await liveTest(new Date(Date.now() - HOUR), 0);
    const [attempt] = await sit(single, [[10]], 10);
    await choose(admin.token, single.examId, 'linear');
    expect((await standing(students[10].token, single.setId, attempt)).json()).toMatchObject({ status: 'notApplicable', slotCount: 1 });
    await choose(admin.token, live.examId, 'none');
    expect((await standing(students[0].token, live.setIds[0])).json()).toMatchObject({ status: 'notApplicable', method: 'none' });
  });

  it('a student who sat both slots counts once, in the slot started first', async () => {
    const twice = await liveTest(new Date(Date.now() - HOUR));
    const [first] = await sit(twice, [[30], []], 11, Date.now() - 2 * HOUR);
    const [later] = await sit(twice, [[], [45]], 11, Date.now() - 90 * 60_000);
    await sit(twice, [[20], [40]], 12);
    await choose(admin.token, twice.examId, 'equipercentile');
    const counted: NormalisedResult = (await standing(students[11].token, twice.setIds[0], first)).json();
    expect(counted).toMatchObject({ status: 'ready', candidates: 3 });
    const notCounted: NormalisedResult = (await standing(students[11].token, twice.setIds[1], later)).json();
    expect(notCounted).toMatchObject({ status: 'notCounted', raw: null });
  });

  it('another organisation’s student, or one without a result, gets 404; bad ids 400', async () => {
    expectError(await standing(other.student.token, live.setIds[0]), 404, 'NOT_FOUND');
    expectError(await standing(students[15].token, live.setIds[0]), 404, 'NOT_FOUND');
    expectError(await standing(students[0].token, 'not-a-uuid'), 400, 'VALIDATION_FAILED');
    expectError(await standing(students[0].token, live.setIds[0], 'nope'), 400, 'VALIDATION_FAILED');
  });
});
