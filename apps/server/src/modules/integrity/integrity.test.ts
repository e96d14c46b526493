import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AttemptView } from '@pariksha/shared/schemas/attempts';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import type { IntegrityReport } from '@pariksha/shared/schemas/integrity';
import { examAttempts, signIns } from '../../db/schema/index.ts';
import {
  authHeader,
  createOrganizationWithMembers,
  createTestApp,
  DEMO_ORG_ID,
  DEMO_PASSWORD,
  expectError,
  signIn,
  type SecondOrganization,
  type TestApp,
} from '../../test/app.ts';
import { createExamFixture, createStudents, hall, type ExamFixture } from '../attempts/test-fixtures.ts';
import { agentOf } from '../auth/devices.ts';

let t: TestApp;
let admin: AuthResponse;
let other: SecondOrganization;
let set: ExamFixture;
const ids: Record<string, string> = {};
const OPTIONS = ['a', 'b', 'c', 'd'];
const PHONE = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

const signInFrom = (identifier: string, userAgent: string, deviceId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    headers: { 'user-agent': userAgent, 'x-device-id': deviceId },
    payload: { identifier, password: DEMO_PASSWORD },
  });

beforeAll(async () => {
  t = await createTestApp({ examAutoSubmitMs: 0 });
  admin = await signIn(t.app, 'admin');
  other = await createOrganizationWithMembers(t.app);
  set = await createExamFixture(t.db, {
    organizationId: DEMO_ORG_ID,
    kind: 'live',
    startsAt: new Date(Date.now() - 60_000),
    endsAt: new Date(Date.now() + 3_600_000),
    sections: [{ questions: 12 }],
  });
  const qs = set.questions;
  const students = await createStudents(t.app, t.db, DEMO_ORG_ID, 8);
  // Six honest students: each wrong on two questions of their own (questions k and k + 6).
  for (const [k, s] of students.slice(0, 6).entries()) {
    const view: AttemptView = (await s.start(set.setId)).json();
    const answers = qs.map((q, i) => ({
      questionId: q.id,
      selectedOptionIds: i % 6 === k ? [OPTIONS.filter((o) => !q.correct.includes(o))[k % 3]] : q.correct,
      timeSpentMs: 30_000,
      clientSeq: i + 1,
    }));
    expect((await s.save(view.id, answers)).statusCode).toBe(200);
    ids[`honest${k}`] = view.id;
  }
  // Two who copy: the same wrong option on every question.
  for (const [k, s] of students.slice(6).entries()) {
    const view: AttemptView = (await s.start(set.setId)).json();
    const answers = qs.map((q, i) => ({
      questionId: q.id,
      selectedOptionIds: [OPTIONS.filter((o) => !q.correct.includes(o))[i % 3]],
      timeSpentMs: 30_000,
      clientSeq: i + 1,
    }));
    expect((await s.save(view.id, answers)).statusCode).toBe(200);
    ids[`copy${k}`] = view.id;
  }
  // The demo student: signed in from a phone and a laptop, three fast right answers, and the
  // test hidden five times (four counted with a save, the fifth with the submit).
  const phone: AuthResponse = (await signInFrom('student', PHONE, 'phone-device-0001')).json();
  expect((await signInFrom('student', LAPTOP, 'laptop-device-0001')).statusCode).toBe(200);
  const h = hall(t.app, phone.token);
  const view: AttemptView = (await h.start(set.setId)).json();
  ids.demo = view.id;
  const fast = qs.slice(0, 3).map((q, i) => ({ questionId: q.id, selectedOptionIds: q.correct, timeSpentMs: 400, clientSeq: i + 1 }));
  expect((await h.save(view.id, fast, { tabSwitches: 4 })).statusCode).toBe(200);
  const submitted = await t.app.inject({
    method: 'POST',
    url: `/api/attempts/${view.id}/submit`,
    headers: h.headers,
    payload: { tabSwitches: 5 },
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
});
afterAll(() => t?.close());

const report = (token: string, setId = set.setId) =>
  t.app.inject({ method: 'GET', url: `/api/exam-sets/${setId}/integrity`, headers: authHeader(token) });

describe('tab switches with the answers', () => {
  it('keeps the highest count sent with a save or the submit', async () => {
    const [row] = await t.db.select({ n: examAttempts.tabSwitches }).from(examAttempts).where(eq(examAttempts.id, ids.demo));
    expect(row.n).toBe(5);
  });

  it('never lowers it, and refuses a negative count', async () => {
    const [s] = await createStudents(t.app, t.db, DEMO_ORG_ID, 1);
    const view: AttemptView = (await s.start(set.setId)).json();
    const q = set.questions[0];
    const save = (tabSwitches: number, clientSeq: number) =>
      s.save(view.id, [{ questionId: q.id, selectedOptionIds: q.correct, timeSpentMs: 20_000, clientSeq }], { tabSwitches });
    expect((await save(3, 1)).statusCode).toBe(200);
    expect((await save(1, 2)).statusCode).toBe(200);
    const [row] = await t.db.select({ n: examAttempts.tabSwitches }).from(examAttempts).where(eq(examAttempts.id, view.id));
    expect(row.n).toBe(3);
    expectError(await save(-1, 3), 400, 'VALIDATION_FAILED');
  });

  it('takes concurrent saves of several attempts with rising counts (one statement, no deadlock)', async () => {
    const students = await createStudents(t.app, t.db, DEMO_ORG_ID, 3);
    const views: AttemptView[] = await Promise.all(students.map(async (s) => (await s.start(set.setId)).json()));
    const saves = Array.from({ length: 8 }, (_, round) =>
      students.map((s, k) => {
        const q = set.questions[round % set.questions.length];
        return s.save(views[k].id, [{ questionId: q.id, selectedOptionIds: q.correct, timeSpentMs: 20_000, clientSeq: round + 1 }], {
          tabSwitches: round + 1,
        });
      }),
    ).flat();
    for (const res of await Promise.all(saves)) expect(res.statusCode, res.body).toBe(200);
    const rows = await t.db.select({ id: examAttempts.id, n: examAttempts.tabSwitches }).from(examAttempts);
    for (const v of views) expect(rows.find((r) => r.id === v.id)?.n).toBe(8);
  });
});

describe('sign-in devices', () => {
  it('names the browser family', () => {
    expect(agentOf(PHONE)).toBe('Chrome on Android');
    expect(agentOf(LAPTOP)).toBe('Firefox on Windows');
    expect(agentOf(undefined)).toBe('Unknown');
  });

  it('writes nothing on a refresh from the same device, and a row for another device', async () => {
    const session: AuthResponse = (await signInFrom('learner', PHONE, 'learner-phone-01')).json();
    const count = async () => (await t.db.select().from(signIns).where(eq(signIns.userId, session.user.id))).length;
    const before = await count();
    const refresh = (refreshToken: string, deviceId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: { 'user-agent': PHONE, 'x-device-id': deviceId },
        payload: { refreshToken },
      });
    const same = await refresh(session.refreshToken, 'learner-phone-01');
    expect(same.statusCode, same.body).toBe(200);
    expect(await count()).toBe(before);
    const elsewhere = await refresh(same.json().refreshToken, 'another-device-99');
    expect(elsewhere.statusCode).toBe(200);
    expect(await count()).toBe(before + 1);
  });
});

describe('GET /api/exam-sets/:setId/integrity', () => {
  it('shows staff the copying pair with its chance, and the other signals with their evidence', async () => {
    const res = await report(admin.token);
    expect(res.statusCode, res.body).toBe(200);
    const body: IntegrityReport = res.json();
    expect(body.attemptsChecked).toBeGreaterThanOrEqual(9);
    expect(body.pairs).toHaveLength(1);
    const [pair] = body.pairs;
    expect([pair.a.attemptId, pair.b.attemptId].sort()).toEqual([ids.copy0, ids.copy1].sort());
    expect(pair.sharedWrong).toBe(12);
    expect(pair.positions).toHaveLength(12);
    expect(pair.chance).toBeLessThan(body.thresholds.pairChance);
    expect(pair.a.name).toMatch(/^Rush student/);

    const flagOf = (id: string) => body.flagged.find((f) => f.attemptId === id);
    expect(flagOf(ids.copy0)?.reasons).toEqual(['similarPair']);
    expect(flagOf(ids.copy0)?.pairedWith).toEqual([expect.objectContaining({ attemptId: ids.copy1, sharedWrong: 12 })]);
    const demo = flagOf(ids.demo)!;
    expect(demo.reasons.sort()).toEqual(['devices', 'fastAnswers', 'tabSwitches']);
    expect(demo.tabSwitches).toBe(5);
    expect(demo.fastAnswers).toHaveLength(3);
    expect(demo.fastAnswers[0]).toMatchObject({ position: 1, timeSpentMs: 400, minReadMs: 2_000, correct: true });
    expect(demo.devices.map((d) => d.agent)).toEqual(['Chrome on Android', 'Firefox on Windows']);
    for (let k = 0; k < 6; k++) expect(flagOf(ids[`honest${k}`])).toBeUndefined();
  });

  it('flags nothing on a test nobody has taken', async () => {
    const empty = await createExamFixture(t.db, { organizationId: DEMO_ORG_ID, kind: 'live', sections: [{ questions: 2 }] });
    const body: IntegrityReport = (await report(admin.token, empty.setId)).json();
    expect(body).toMatchObject({ attemptsChecked: 0, pairs: [], flagged: [] });
  });

  it("refuses another organisation's staff (404), a student (403), anyone signed out (401) and a bad id (400)", async () => {
    expectError(await report(other.admin.token), 404, 'NOT_FOUND');
    const student = await signIn(t.app, 'student');
    expectError(await report(student.token), 403, 'FORBIDDEN');
    expectError(await t.app.inject({ method: 'GET', url: `/api/exam-sets/${set.setId}/integrity` }), 401, 'UNAUTHORIZED');
    expectError(await report(admin.token, 'not-an-id'), 400, 'VALIDATION_FAILED');
    expectError(await report(admin.token, '00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
  });
});
