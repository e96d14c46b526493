import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExamDetail, ExamList, LiveTestList, SetDetail } from '@pariksha/shared/schemas/exams';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import {
  authHeader,
  createOrganizationWithMembers,
  createTestApp,
  DEFAULT_ORG_ID,
  DEMO_ORG_ID,
  expectError,
  signIn,
  type SecondOrganization,
  type TestApp,
} from '../../test/app.ts';
import { answersFor, createExamFixture, hall, type ExamFixture } from '../attempts/test-fixtures.ts';

let t: TestApp;
let org: SecondOrganization;
let su: AuthResponse;
const tag = `zq${Date.now().toString(36)}`;
const MIN = 60_000;
const fx: Record<string, ExamFixture> = {};

beforeAll(async () => {
  t = await createTestApp({ examAutoSubmitMs: 0 });
  org = await createOrganizationWithMembers(t.app);
  su = await signIn(t.app, 'superadmin');
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * MIN);
  const own = org.organization.id;
  fx.mock = await createExamFixture(t.db, {
    organizationId: own,
    title: `${tag} mock`,
    kind: 'mock',
    code: 'SSC',
    createdAt: at(50),
    extraSets: 1,
  });
  fx.practice = await createExamFixture(t.db, {
    organizationId: own,
    title: `${tag} practice`,
    code: 'IBPS_PO',
    languages: ['en'],
    createdAt: at(40),
  });
  fx.paid = await createExamFixture(t.db, {
    organizationId: own,
    title: `${tag} paid`,
    visibility: 'paid',
    createdAt: at(30),
    durationMinutes: 15,
    totalMarks: '6',
    sections: [
      { questions: 2, markWrong: '0' },
      { questions: 1, markWrong: '0' },
    ],
  });
  fx.draft = await createExamFixture(t.db, { organizationId: own, title: `${tag} draft`, isPublished: false, createdAt: at(20) });
  fx.platform = await createExamFixture(t.db, {
    organizationId: DEFAULT_ORG_ID,
    title: `${tag} platform`,
    visibility: 'public',
    createdAt: at(10),
  });
  fx.platformInternal = await createExamFixture(t.db, {
    organizationId: DEFAULT_ORG_ID,
    title: `${tag} platform internal`,
    createdAt: at(5),
  });
  fx.otherOrg = await createExamFixture(t.db, {
    organizationId: DEMO_ORG_ID,
    title: `${tag} demo`,
    visibility: 'public',
    createdAt: at(1),
  });
  fx.upcoming = await createExamFixture(t.db, {
    organizationId: own,
    title: `${tag} live soon`,
    kind: 'live',
    startsAt: at(-60),
    endsAt: at(-120),
  });
  fx.live = await createExamFixture(t.db, {
    organizationId: own,
    title: `${tag} live now`,
    kind: 'live',
    startsAt: at(10),
    endsAt: at(-50),
  });
  fx.ended = await createExamFixture(t.db, {
    organizationId: own,
    title: `${tag} live over`,
    kind: 'live',
    startsAt: at(120),
    endsAt: at(60),
  });
});
afterAll(() => t?.close());

const get = (url: string, token = org.student.token) => t.app.inject({ method: 'GET', url, headers: authHeader(token) });
async function list(query: string, token?: string): Promise<ExamList> {
  const res = await get(`/api/exams?search=${tag}${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const ids = (l: { data: Array<{ id: string }> }) => l.data.map((e) => e.id);

describe('GET /api/exams', () => {
  it("lists the caller's organisation's published tests and the platform's public ones, newest first", async () => {
    const res = await list('');
    expect(ids(res)).toEqual([fx.ended, fx.live, fx.upcoming, fx.platform, fx.paid, fx.practice, fx.mock].map((f) => f.examId));
    expect(res.total).toBe(7);
    const platform = res.data.find((e) => e.id === fx.platform.examId)!;
    expect(platform).toMatchObject({
      organizationId: DEFAULT_ORG_ID,
      visibility: 'public',
      isPublished: true,
      liveStatus: null,
      setCount: 1,
    });
    expect(platform.organizationName).toBeTruthy();
    // Each card tells what a paper holds: questions, duration, marks and negative marking.
    expect(platform.paper).toEqual({ questionCount: 6, durationMinutes: 20, totalMarks: '12', markWrong: '0.50' });
    const paid = res.data.find((e) => e.id === fx.paid.examId)!;
    expect(paid.paper).toEqual({ questionCount: 3, durationMinutes: 15, totalMarks: '6', markWrong: '0' });
    expect(res.data.find((e) => e.id === fx.live.examId)!.liveStatus).toBe('live');
  });

  it('filters by kind, code, language, access and search, and pages', async () => {
    expect(ids(await list('&kind=mock'))).toEqual([fx.mock.examId]);
    expect(ids(await list('&code=IBPS_PO'))).toEqual([fx.practice.examId]);
    expect(ids(await list('&language=hi'))).not.toContain(fx.practice.examId);
    expect(ids(await list('&language=en'))).toContain(fx.practice.examId);
    expect(ids(await list('&access=paid'))).toEqual([fx.paid.examId]);
    expect(ids(await list('&access=free'))).not.toContain(fx.paid.examId);
    expect(ids(await list('%20PRACTICE'))).toEqual([fx.practice.examId]);
    // Wildcards in a search are literal text.
    expect((await list('%25')).total).toBe(0);
    const page2 = await list('&limit=2&page=2');
    expect(page2).toMatchObject({ page: 2, limit: 2, total: 7 });
    expect(ids(page2)).toEqual([fx.upcoming.examId, fx.platform.examId]);
    expect((await list('&limit=2&page=9')).data).toEqual([]);
  });

  it('counts the sets the caller has submitted', async () => {
    const h = hall(t.app, org.student.token);
    const view = (await h.start(fx.mock.setId)).json();
    await h.save(view.id, answersFor(fx.mock.questions, 1, 0));
    await h.submit(view.id);
    const mock = (await list('&kind=mock')).data[0];
    expect(mock).toMatchObject({ setCount: 2, attemptedSetCount: 1 });
    expect((await list('&kind=mock', org.admin.token)).data[0].attemptedSetCount).toBe(0);
  });

  it("shows another organisation's student none of these except the platform's public test; superAdmin sees all published", async () => {
    const demoStudent = await signIn(t.app, 'student');
    expect(ids(await list('', demoStudent.token)).sort()).toEqual([fx.platform.examId, fx.otherOrg.examId].sort());
    const all = ids(await list('', su.token));
    expect(all).toEqual(expect.arrayContaining([fx.platformInternal.examId, fx.otherOrg.examId, fx.mock.examId]));
    expect(all).not.toContain(fx.draft.examId);
  });

  it.each([
    ['limit=0'],
    ['limit=51'],
    ['page=0'],
    ['page=x'],
    ['code=NOPE'],
    ['kind=quiz'],
    ['language=fr'],
    ['access=gratis'],
    [`search=${'x'.repeat(101)}`],
  ])('refuses ?%s with 400', async (query) => {
    expectError(await get(`/api/exams?${query}`), 400, 'VALIDATION_FAILED');
  });
});

describe('GET /api/exams/live', () => {
  it('groups visible live tests by the server clock, with their sets', async () => {
    const res = await get('/api/exams/live');
    expect(res.statusCode, res.body).toBe(200);
    const body: LiveTestList = res.json();
    expect(Math.abs(Date.parse(body.serverNow) - Date.now())).toBeLessThan(10_000);
    expect(ids({ data: body.upcoming })).toContain(fx.upcoming.examId);
    expect(ids({ data: body.live })).toContain(fx.live.examId);
    expect(ids({ data: body.ended })).toContain(fx.ended.examId);
    const all = [...body.upcoming, ...body.live, ...body.ended];
    expect(all.every((e) => e.kind === 'live')).toBe(true);
    expect(all.find((e) => e.id === fx.live.examId)!.sets[0].sections).toHaveLength(2);
    const demo = (await get('/api/exams/live', (await signIn(t.app, 'student')).token)).json() as LiveTestList;
    expect(ids({ data: [...demo.upcoming, ...demo.live, ...demo.ended] })).not.toContain(fx.live.examId);
  });
});

describe('GET /api/exams/:examId and /api/exam-sets/:setId', () => {
  it('describes the exam with its sets, sections and the caller’s standing', async () => {
    const h = hall(t.app, org.student.token);
    const view = (await h.start(fx.practice.setId)).json();
    const res = await get(`/api/exams/${fx.practice.examId}`);
    expect(res.statusCode, res.body).toBe(200);
    const exam: ExamDetail = res.json();
    expect(exam).toMatchObject({ id: fx.practice.examId, code: 'IBPS_PO', kind: 'practice', languages: ['en'], setCount: 1 });
    expect(exam.sets).toHaveLength(1);
    expect(exam.sets[0]).toMatchObject({
      id: fx.practice.setId,
      timingMode: 'whole',
      durationMinutes: 20,
      questionCount: 6,
      me: { inProgressAttemptId: view.id, lastSubmittedAttemptId: null, lastScore: null, attemptsUsed: 1 },
    });
    expect(exam.sets[0].sections[0]).toEqual({
      id: fx.practice.sections[0].id,
      position: 0,
      name: { hi: 'खंड 1', en: 'Section 1' },
      durationMinutes: 10,
      questionCount: 3,
      plannedQuestionCount: 3,
      markCorrect: '2',
      markWrong: '0.50',
      timePerQuestionSeconds: 36,
    });
    await h.save(view.id, answersFor(fx.practice.questions, 2, 1));
    await h.submit(view.id);
    const setRes = await get(`/api/exam-sets/${fx.practice.setId}`);
    expect(setRes.statusCode, setRes.body).toBe(200);
    const set: SetDetail = setRes.json();
    expect(set.me).toEqual({ inProgressAttemptId: null, lastSubmittedAttemptId: view.id, lastScore: '3.50', attemptsUsed: 1 });
    expect(set.exam).toMatchObject({ id: fx.practice.examId, attemptedSetCount: 1, setCount: 1 });
    expect(Math.abs(Date.parse(set.serverNow) - Date.now())).toBeLessThan(10_000);
  });

  it('answers 404 for drafts, other organisations and unknown ids; 400 for malformed ones', async () => {
    expectError(await get(`/api/exams/${fx.draft.examId}`), 404, 'NOT_FOUND');
    expectError(await get(`/api/exam-sets/${fx.draft.setId}`), 404, 'NOT_FOUND');
    // Public, but owned by another institute (not the platform): still invisible.
    expectError(await get(`/api/exams/${fx.otherOrg.examId}`), 404, 'NOT_FOUND');
    expectError(await get(`/api/exam-sets/${fx.otherOrg.setId}`), 404, 'NOT_FOUND');
    expectError(await get(`/api/exams/${fx.platformInternal.examId}`), 404, 'NOT_FOUND');
    expectError(await get(`/api/exams/${crypto.randomUUID()}`), 404, 'NOT_FOUND');
    expectError(await get(`/api/exam-sets/${crypto.randomUUID()}`), 404, 'NOT_FOUND');
    expectError(await get('/api/exams/nope'), 400, 'VALIDATION_FAILED');
    expectError(await get('/api/exam-sets/nope'), 400, 'VALIDATION_FAILED');
    expect((await get(`/api/exams/${fx.platform.examId}`)).statusCode).toBe(200);
    expect((await get(`/api/exams/${fx.otherOrg.examId}`, su.token)).statusCode).toBe(200);
    expectError(await t.app.inject({ method: 'GET', url: '/api/exams' }), 401, 'UNAUTHORIZED');
  });
});
