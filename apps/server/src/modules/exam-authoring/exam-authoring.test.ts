import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import { getTemplate } from '@pariksha/shared/exam/templates';
import type { AuthoringExam } from '@pariksha/shared/schemas/exams';
import type { BankQuestion } from '@pariksha/shared/schemas/question-bank';
import { examAttempts, exams, examSectionQuestions, examSections, examSets, questions, users } from '../../db/schema/index.ts';
import {
  authHeader,
  countRows,
  createOrganizationWithMembers,
  createTestApp,
  DEFAULT_ORG_ID,
  DEMO_ORG_ID,
  expectError,
  signIn,
  signUp,
  type SecondOrganization,
  type TestApp,
} from '../../test/app.ts';

let t: TestApp;
let su: AuthResponse;
let admin: AuthResponse;
let student: AuthResponse;
let teacher: AuthResponse;
let other: SecondOrganization;
/** Question ids of the Demo Institute's bank (seeded copies). */
let demoBank: string[];

beforeAll(async () => {
  t = await createTestApp();
  [su, admin, student] = await Promise.all([signIn(t.app, 'superadmin'), signIn(t.app, 'admin'), signIn(t.app, 'student')]);
  other = await createOrganizationWithMembers(t.app);
  const future = await signUp(t.app, { inviteCode: 'DEMO2026' });
  await t.db.update(users).set({ orgRole: 'teacher' }).where(eq(users.id, future.user.id));
  teacher = await signIn(t.app, future.user.username, future.password);
  demoBank = (await t.db.select({ id: questions.id }).from(questions).where(eq(questions.organizationId, DEMO_ORG_ID))).map((q) => q.id);
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const req = (method: Method, url: string, token?: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? authHeader(token) : {}), ...headers },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const ok = <T = AuthoringExam>(res: Awaited<ReturnType<typeof req>>, status = 200): T => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
};

const hours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();
const newExam = (over: Record<string, unknown> = {}) => ({
  code: 'SSC_CGL_TIER_1',
  title: { hi: 'मॉक टेस्ट', en: 'Mock test' },
  kind: 'mock',
  ...over,
});
const createExam = async (token = admin.token, over: Record<string, unknown> = {}) =>
  ok(await req('POST', '/api/exam-authoring', token, newExam(over)), 201);

/** Every row an authoring call can write, to prove a refused call wrote nothing. */
const snapshot = async () => Promise.all([exams, examSets, examSections, examSectionQuestions].map((table) => countRows(t.db, table)));

async function addAttempt(exam: AuthoringExam, setIndex = 0) {
  await t.db.insert(examAttempts).values({
    setId: exam.sets[setIndex].id,
    examId: exam.id,
    organizationId: exam.organizationId,
    userId: student.user.id,
    deadline: new Date(Date.now() + 3600_000),
  });
}

async function bankQuestion(token: string) {
  const res = await req('POST', '/api/question-bank', token, {
    subject: 'math',
    topic: 'average',
    text: { en: `Average question ${Math.random()}` },
    options: [
      { en: '1', isCorrect: true },
      { en: '2', isCorrect: false },
    ],
  });
  return ok<BankQuestion>(res, 201);
}

/** Fills every section of every set with distinct questions of the Demo Institute's bank. */
async function fillAll(exam: AuthoringExam, token = admin.token) {
  let next = 0;
  let last = exam;
  for (const set of exam.sets) {
    for (const section of set.sections) {
      const ids = demoBank.slice(next, next + 2);
      next += 2;
      last = ok(await req('PUT', `/api/exam-authoring/sections/${section.id}/questions`, token, { questionIds: ids }));
    }
  }
  return last;
}

/**
 * Plans every section of every set for `n` questions (a test is complete at its plan), with a
 * pass mark of 1 so the smaller paper's total stays above it.
 */
async function planAll(exam: AuthoringExam, n: number) {
  let last = exam;
  for (const set of exam.sets) {
    for (const section of set.sections) {
      last = ok(await req('PATCH', `/api/exam-authoring/sections/${section.id}`, admin.token, { plannedQuestionCount: n }));
    }
    last = ok(await req('PATCH', `/api/exam-authoring/sets/${set.id}`, admin.token, { passingMarks: '1' }));
  }
  return last;
}

describe('staff only', () => {
  const id = crypto.randomUUID();
  it.each([
    ['GET', '/api/exam-authoring'],
    ['POST', '/api/exam-authoring'],
    ['GET', `/api/exam-authoring/${id}`],
    ['PATCH', `/api/exam-authoring/${id}`],
    ['DELETE', `/api/exam-authoring/${id}`],
    ['POST', `/api/exam-authoring/${id}/publish`],
    ['POST', `/api/exam-authoring/${id}/sets`],
    ['PATCH', `/api/exam-authoring/sets/${id}`],
    ['DELETE', `/api/exam-authoring/sets/${id}`],
    ['PATCH', `/api/exam-authoring/sections/${id}`],
    ['PUT', `/api/exam-authoring/sections/${id}/questions`],
  ] as const)('%s %s: 403 for students, 401 signed out, nothing written', async (method, url) => {
    const before = await snapshot();
    const body = method === 'GET' || method === 'DELETE' ? undefined : newExam();
    expectError(await req(method, url, student.token, body), 403, 'FORBIDDEN');
    expectError(await req(method, url, other.student.token, body), 403, 'FORBIDDEN');
    expectError(await req(method, url, undefined, body), 401, 'UNAUTHORIZED');
    expect(await snapshot()).toEqual(before);
  });

  it('lets a teacher author in their organisation', async () => {
    const exam = await createExam(teacher.token);
    expect(exam.organizationId).toBe(DEMO_ORG_ID);
    const [row] = await t.db.select().from(exams).where(eq(exams.id, exam.id));
    expect(row.createdBy).toBe(teacher.user.id);
  });
});

describe('POST /api/exam-authoring', () => {
  it('creates a draft exam with "Set 1" and the template’s sections copied in order', async () => {
    const exam = await createExam(admin.token, { timingMode: 'perSection', description: { en: 'Practice hard' } });
    const template = getTemplate('SSC_CGL_TIER_1');
    expect(exam).toMatchObject({
      code: 'SSC_CGL_TIER_1',
      title: { hi: 'मॉक टेस्ट', en: 'Mock test' },
      description: { en: 'Practice hard' },
      kind: 'mock',
      visibility: 'organization',
      languages: ['hi', 'en'],
      organizationId: DEMO_ORG_ID,
      organizationName: 'Demo Institute',
      isPublished: false,
      startsAt: null,
      endsAt: null,
      liveStatus: null,
      setCount: 1,
      attemptedSetCount: 0,
      attemptCount: 0,
    });
    expect(exam.sets).toHaveLength(1);
    const [set] = exam.sets;
    expect(set).toMatchObject({
      examId: exam.id,
      title: { hi: 'सेट 1', en: 'Set 1' },
      position: 0,
      timingMode: 'perSection',
      durationMinutes: Number(template.duration),
      passingMarks: template.passingMarks,
      totalMarks: template.totalMarks,
      questionCount: 0,
    });
    expect(set.sections).toEqual(
      template.sections.map((s, i) => ({
        id: expect.any(String),
        position: i,
        name: { hi: s.sectionNameHi, en: s.sectionName },
        durationMinutes: Number(s.sectionDuration),
        questionCount: 0,
        plannedQuestionCount: Number(s.totalQuestions),
        markCorrect: s.markForCorrectAns,
        markWrong: s.markForInCorrectAns,
        timePerQuestionSeconds: Number(s.timePerQuestion),
        questionIds: [],
        gaps: { noAnswerKey: 0, noHindi: 0, noEnglish: 0 },
      })),
    );
    const rows = await t.db.select().from(examSections).where(eq(examSections.setId, set.id));
    expect(rows.every((r) => r.organizationId === DEMO_ORG_ID)).toBe(true);
  });

  it.each(['NTPC', 'RBI_GRADE_B', 'GENERAL_EXAM', 'UPSC_CSE'] as const)('copies the %s template', async (code) => {
    const exam = await createExam(admin.token, { code, kind: 'practice' });
    const template = getTemplate(code);
    expect(exam.sets[0].sections.map((s) => [s.name.en, s.plannedQuestionCount, s.markCorrect, s.markWrong])).toEqual(
      template.sections.map((s) => [s.sectionName, Number(s.totalQuestions), s.markForCorrectAns, s.markForInCorrectAns]),
    );
    expect(exam.sets[0].totalMarks).toBe(template.totalMarks);
  });

  it('creates a live test with its window and reports where it is', async () => {
    const live = await createExam(admin.token, { kind: 'live', startsAt: hours(-1), endsAt: hours(1) });
    expect(live).toMatchObject({ kind: 'live', liveStatus: 'live' });
    const upcoming = await createExam(admin.token, { kind: 'live', startsAt: hours(24), endsAt: hours(26) });
    expect(upcoming.liveStatus).toBe('upcoming');
    const ended = await createExam(admin.token, { kind: 'live', startsAt: hours(-3), endsAt: hours(-2) });
    expect(ended.liveStatus).toBe('ended');
  });

  it('keeps no window on a practice or mock test', async () => {
    const exam = await createExam(admin.token, { kind: 'practice', startsAt: hours(1), endsAt: hours(2) });
    expect(exam).toMatchObject({ startsAt: null, endsAt: null, liveStatus: null });
  });

  it.each([
    ['an unknown exam code', { code: 'JEE' }],
    ['no title', { title: {} }],
    ['a blank title', { title: { hi: '  ', en: '' } }],
    ['a title over 200 characters', { title: { en: 'x'.repeat(201) } }],
    ['an unknown kind', { kind: 'quiz' }],
    ['an unknown visibility', { visibility: 'everyone' }],
    ['no language', { languages: [] }],
    ['an unknown timing mode', { timingMode: 'perQuestion' }],
    ['a live test without a window', { kind: 'live' }],
    ['a live test ending before it starts', { kind: 'live', startsAt: hours(2), endsAt: hours(1) }],
    ['a date that is not a date', { kind: 'live', startsAt: 'tomorrow', endsAt: hours(1) }],
  ])('refuses %s with 400 and writes nothing', async (_label, over) => {
    const before = await snapshot();
    const error = expectError(await req('POST', '/api/exam-authoring', admin.token, newExam(over)), 400, 'VALIDATION_FAILED');
    expect(error.details).toEqual({ fields: expect.any(Array) });
    expect(await snapshot()).toEqual(before);
  });
});

describe('GET /api/exam-authoring and /:examId', () => {
  it("lists the organisation's exams, drafts included, newest first, and nobody else's", async () => {
    const draft = await createExam(admin.token, { title: { en: 'Newest draft' } });
    const theirs = await createExam(other.admin.token);
    const res = ok<{ data: (AuthoringExam & { attemptCount: number })[] }>(await req('GET', '/api/exam-authoring', teacher.token));
    expect(res.data[0]).toMatchObject({ id: draft.id, isPublished: false, setCount: 1, attemptCount: 0 });
    expect(res.data.map((e) => e.id)).not.toContain(theirs.id);
    expect(new Set(res.data.map((e) => e.organizationId))).toEqual(new Set([DEMO_ORG_ID]));
    // The seeded live tests of the Demo Institute are there too.
    expect(res.data.filter((e) => e.kind === 'live' && e.isPublished).length).toBeGreaterThanOrEqual(2);
    const theirList = ok<{ data: AuthoringExam[] }>(await req('GET', '/api/exam-authoring', other.admin.token));
    expect(theirList.data.map((e) => e.id)).toEqual([theirs.id]);
  });

  it("answers the editor's view to its staff and superAdmin; 404 to another organisation", async () => {
    const exam = await createExam();
    expect(ok(await req('GET', `/api/exam-authoring/${exam.id}`, teacher.token))).toEqual(exam);
    expect(ok(await req('GET', `/api/exam-authoring/${exam.id}`, su.token)).id).toBe(exam.id);
    expectError(await req('GET', `/api/exam-authoring/${exam.id}`, other.admin.token), 404, 'NOT_FOUND');
    expectError(await req('GET', `/api/exam-authoring/${crypto.randomUUID()}`, admin.token), 404, 'NOT_FOUND');
    expectError(await req('GET', '/api/exam-authoring/not-an-id', admin.token), 400, 'VALIDATION_FAILED');
  });

  it('shows the seeded platform mock to superAdmin with its 100 questions', async () => {
    const [row] = await t.db
      .select()
      .from(exams)
      .where(and(eq(exams.organizationId, DEFAULT_ORG_ID), eq(exams.code, 'SSC_CGL_TIER_1')));
    const exam = ok(await req('GET', `/api/exam-authoring/${row.id}`, su.token));
    expect(exam.sets[0].questionCount).toBe(100);
    expect(exam.sets[0].sections.map((s) => s.questionIds.length)).toEqual([25, 25, 25, 25]);
    expectError(await req('GET', `/api/exam-authoring/${row.id}`, admin.token), 404, 'NOT_FOUND');
  });
});

describe('PATCH /api/exam-authoring/:examId', () => {
  it('changes the title, description, visibility, languages and kind', async () => {
    const exam = await createExam();
    const res = ok(
      await req('PATCH', `/api/exam-authoring/${exam.id}`, teacher.token, {
        title: { en: 'Renamed' },
        description: { hi: 'विवरण' },
        visibility: 'public',
        languages: ['en'],
        kind: 'live',
        startsAt: hours(1),
        endsAt: hours(3),
      }),
    );
    expect(res).toMatchObject({
      title: { en: 'Renamed' },
      description: { hi: 'विवरण' },
      visibility: 'public',
      languages: ['en'],
      kind: 'live',
      liveStatus: 'upcoming',
    });
    // Back to practice drops the window.
    expect(ok(await req('PATCH', `/api/exam-authoring/${exam.id}`, admin.token, { kind: 'practice' }))).toMatchObject({
      kind: 'practice',
      startsAt: null,
      endsAt: null,
    });
  });

  it('checks the live window against what is stored', async () => {
    const exam = await createExam(admin.token, { kind: 'live', startsAt: hours(1), endsAt: hours(3) });
    const [before] = await t.db.select().from(exams).where(eq(exams.id, exam.id));
    expectError(await req('PATCH', `/api/exam-authoring/${exam.id}`, admin.token, { endsAt: hours(0.5) }), 400, 'VALIDATION_FAILED');
    expectError(await req('PATCH', `/api/exam-authoring/${exam.id}`, admin.token, { startsAt: null }), 400, 'VALIDATION_FAILED');
    const practice = await createExam();
    expectError(await req('PATCH', `/api/exam-authoring/${practice.id}`, admin.token, { kind: 'live' }), 400, 'VALIDATION_FAILED');
    expect(ok(await req('PATCH', `/api/exam-authoring/${exam.id}`, admin.token, { endsAt: hours(5) })).endsAt).not.toBe(exam.endsAt);
    const [after] = await t.db.select().from(exams).where(eq(exams.id, exam.id));
    expect(after.startsAt).toEqual(before.startsAt);
  });

  it.each([
    ['an empty body', {}],
    ['a blank title', { title: { en: ' ' } }],
    ['an unknown kind', { kind: 'quiz' }],
    ['no languages', { languages: [] }],
    ['the code (fixed at creation)', { code: 'NTPC', title: 7 }],
  ])('refuses %s with 400, changing nothing', async (_label, body) => {
    const exam = await createExam();
    const [before] = await t.db.select().from(exams).where(eq(exams.id, exam.id));
    expectError(await req('PATCH', `/api/exam-authoring/${exam.id}`, admin.token, body), 400, 'VALIDATION_FAILED');
    const [after] = await t.db.select().from(exams).where(eq(exams.id, exam.id));
    expect(after).toEqual(before);
  });

  it("answers 404 to another organisation's admin, changing nothing", async () => {
    const exam = await createExam();
    expectError(await req('PATCH', `/api/exam-authoring/${exam.id}`, other.admin.token, { title: { en: 'Hijacked' } }), 404, 'NOT_FOUND');
    const [row] = await t.db.select().from(exams).where(eq(exams.id, exam.id));
    expect(row.title).toEqual({ hi: 'मॉक टेस्ट', en: 'Mock test' });
  });
});

describe('DELETE /api/exam-authoring/:examId', () => {
  it('deletes an exam without attempts with its sets, sections and question links (not the questions)', async () => {
    const exam = await fillAll(await createExam());
    const bank = await countRows(t.db, questions);
    expect(ok(await req('DELETE', `/api/exam-authoring/${exam.id}`, admin.token))).toEqual({ ok: true });
    expect(await t.db.select().from(exams).where(eq(exams.id, exam.id))).toEqual([]);
    expect(await t.db.select().from(examSets).where(eq(examSets.examId, exam.id))).toEqual([]);
    for (const s of exam.sets[0].sections) {
      expect(await t.db.select().from(examSections).where(eq(examSections.id, s.id))).toEqual([]);
      expect(await t.db.select().from(examSectionQuestions).where(eq(examSectionQuestions.sectionId, s.id))).toEqual([]);
    }
    expect(await countRows(t.db, questions)).toBe(bank);
  });

  it('refuses with 409 once anyone has attempted it', async () => {
    const exam = await createExam();
    await addAttempt(exam);
    const before = await snapshot();
    const error = expectError(await req('DELETE', `/api/exam-authoring/${exam.id}`, admin.token), 409, 'CONFLICT');
    expect(error.message).toBe('This test has attempts. Unpublish it instead');
    expect(await snapshot()).toEqual(before);
    expect(ok(await req('GET', `/api/exam-authoring/${exam.id}`, admin.token)).attemptCount).toBe(1);
  });

  it("answers 404 to another organisation's admin and 400 to a bad id", async () => {
    const exam = await createExam();
    const before = await snapshot();
    expectError(await req('DELETE', `/api/exam-authoring/${exam.id}`, other.admin.token), 404, 'NOT_FOUND');
    expectError(await req('DELETE', '/api/exam-authoring/123', admin.token), 400, 'VALIDATION_FAILED');
    expect(await snapshot()).toEqual(before);
  });
});

describe('POST /api/exam-authoring/:examId/publish', () => {
  it('refuses with 422 while a section is short of its plan, giving the first reason and every blocker', async () => {
    const exam = await createExam();
    ok(
      await req('PUT', `/api/exam-authoring/sections/${exam.sets[0].sections[0].id}/questions`, admin.token, {
        questionIds: [demoBank[0]],
      }),
    );
    const error = expectError(
      await req('POST', `/api/exam-authoring/${exam.id}/publish`, admin.token, { isPublished: true }),
      422,
      'UNPROCESSABLE',
    );
    expect(error.message).toBe('Not ready to publish: General Intelligence and Reasoning (Set 1) needs 24 more question(s)');
    const blockers = (error.details as { blockers: { kind: string; sectionId: string; missing: number }[] }).blockers;
    expect(blockers.map((b) => [b.kind, b.sectionId, b.missing])).toEqual(
      exam.sets[0].sections.map((s, i) => ['short', s.id, i === 0 ? 24 : 25]),
    );
    const hindi = await req(
      'POST',
      `/api/exam-authoring/${exam.id}/publish`,
      admin.token,
      { isPublished: true },
      { 'accept-language': 'hi' },
    );
    expect(expectError(hindi, 422, 'UNPROCESSABLE').message).toContain('में 24 और प्रश्न चाहिए');
    const [row] = await t.db.select().from(exams).where(eq(exams.id, exam.id));
    expect(row.isPublished).toBe(false);
  });

  it('checks every set, then publishes and unpublishes', async () => {
    let exam = await planAll(await fillAll(await createExam()), 2);
    exam = ok(await req('POST', `/api/exam-authoring/${exam.id}/sets`, admin.token, { title: { en: 'Set 2' } }), 201);
    const error = expectError(
      await req('POST', `/api/exam-authoring/${exam.id}/publish`, admin.token, { isPublished: true }),
      422,
      'UNPROCESSABLE',
    );
    const blockers = (error.details as { blockers: { setId: string }[] }).blockers;
    expect(blockers).toHaveLength(4);
    expect(blockers.every((b) => b.setId === exam.sets[1].id)).toBe(true);
    const secondSet = exam.sets[1];
    let next = 40;
    for (const section of secondSet.sections) {
      ok(await req('PATCH', `/api/exam-authoring/sections/${section.id}`, admin.token, { plannedQuestionCount: 1 }));
      ok(await req('PUT', `/api/exam-authoring/sections/${section.id}/questions`, admin.token, { questionIds: [demoBank[next++]] }));
    }
    // Four questions of 2 marks: the template's pass mark is out of reach until lowered.
    const passMark = expectError(
      await req('POST', `/api/exam-authoring/${exam.id}/publish`, admin.token, { isPublished: true }),
      422,
      'UNPROCESSABLE',
    );
    expect(passMark.message).toMatch(/^Not ready to publish: the pass mark of Set 2 \(\d+\) is above its total marks \(8\)$/);
    ok(await req('PATCH', `/api/exam-authoring/sets/${secondSet.id}`, admin.token, { passingMarks: '3' }));
    const published = ok(await req('POST', `/api/exam-authoring/${exam.id}/publish`, teacher.token, { isPublished: true }));
    expect(published.isPublished).toBe(true);
    const unpublished = ok(await req('POST', `/api/exam-authoring/${exam.id}/publish`, admin.token, { isPublished: false }));
    expect(unpublished.isPublished).toBe(false);
  });

  it('refuses a question without text in a language the test is offered in', async () => {
    const exam = await planAll(await createExam(admin.token, { languages: ['hi', 'en'] }), 1);
    const englishOnly = await bankQuestion(admin.token);
    let next = 60;
    for (const [i, section] of exam.sets[0].sections.entries()) {
      const id = i === 0 ? englishOnly.id : demoBank[next++];
      ok(await req('PUT', `/api/exam-authoring/sections/${section.id}/questions`, admin.token, { questionIds: [id] }));
    }
    const current = ok(await req('GET', `/api/exam-authoring/${exam.id}`, admin.token));
    expect(current.sets[0].sections[0].gaps).toEqual({ noAnswerKey: 0, noHindi: 1, noEnglish: 0 });
    const error = expectError(
      await req('POST', `/api/exam-authoring/${exam.id}/publish`, admin.token, { isPublished: true }),
      422,
      'UNPROCESSABLE',
    );
    expect(error.message).toBe('Not ready to publish: 1 question(s) in General Intelligence and Reasoning (Set 1) have no Hindi text');
    // Offered in English only, the same paper is complete.
    ok(await req('PATCH', `/api/exam-authoring/${exam.id}`, admin.token, { languages: ['en'] }));
    expect(ok(await req('POST', `/api/exam-authoring/${exam.id}/publish`, admin.token, { isPublished: true })).isPublished).toBe(true);
  });

  it('refuses a bad body with 400 and another organisation with 404', async () => {
    const exam = await fillAll(await createExam());
    expectError(await req('POST', `/api/exam-authoring/${exam.id}/publish`, admin.token, { isPublished: 'yes' }), 400, 'VALIDATION_FAILED');
    expectError(await req('POST', `/api/exam-authoring/${exam.id}/publish`, admin.token, {}), 400, 'VALIDATION_FAILED');
    expectError(await req('POST', `/api/exam-authoring/${exam.id}/publish`, other.admin.token, { isPublished: true }), 404, 'NOT_FOUND');
    const [row] = await t.db.select().from(exams).where(eq(exams.id, exam.id));
    expect(row.isPublished).toBe(false);
  });
});

describe('sets', () => {
  it('adds a set after the others with the template’s sections', async () => {
    const exam = await createExam(admin.token, { code: 'NTPC', kind: 'practice' });
    const res = ok(
      await req('POST', `/api/exam-authoring/${exam.id}/sets`, teacher.token, {
        title: { hi: 'सेट 2', en: 'Set 2' },
        timingMode: 'perSection',
      }),
      201,
    );
    expect(res.setCount).toBe(2);
    expect(res.sets[1]).toMatchObject({
      title: { hi: 'सेट 2', en: 'Set 2' },
      position: 1,
      timingMode: 'perSection',
      durationMinutes: 90,
      totalMarks: '100',
    });
    expect(res.sets[1].sections.map((s) => s.name.en)).toEqual(['Mathematics', 'General Intelligence and Reasoning', 'General Awareness']);
    expect(res.sets[1].sections.map((s) => s.id)).not.toEqual(res.sets[0].sections.map((s) => s.id));
  });

  it('edits a set', async () => {
    const exam = await createExam();
    const res = ok(
      await req('PATCH', `/api/exam-authoring/sets/${exam.sets[0].id}`, admin.token, {
        title: { en: 'Paper A' },
        timingMode: 'perSection',
        durationMinutes: 75,
        passingMarks: '50.5',
      }),
    );
    expect(res.sets[0]).toMatchObject({ title: { en: 'Paper A' }, timingMode: 'perSection', durationMinutes: 75, passingMarks: '50.5' });
  });

  it.each([
    ['an empty body', {}],
    ['a zero duration', { durationMinutes: 0 }],
    ['a fractional duration', { durationMinutes: 1.5 }],
    ['negative passing marks', { passingMarks: '-1' }],
    ['passing marks as a number', { passingMarks: 40 }],
    ['an unknown timing mode', { timingMode: 'never' }],
  ])('refuses %s with 400, changing nothing', async (_label, body) => {
    const exam = await createExam();
    const [before] = await t.db.select().from(examSets).where(eq(examSets.id, exam.sets[0].id));
    expectError(await req('PATCH', `/api/exam-authoring/sets/${exam.sets[0].id}`, admin.token, body), 400, 'VALIDATION_FAILED');
    const [after] = await t.db.select().from(examSets).where(eq(examSets.id, exam.sets[0].id));
    expect(after).toEqual(before);
  });

  it('refuses a set without a title with 400', async () => {
    const exam = await createExam();
    const before = await snapshot();
    expectError(await req('POST', `/api/exam-authoring/${exam.id}/sets`, admin.token, { title: {} }), 400, 'VALIDATION_FAILED');
    expect(await snapshot()).toEqual(before);
  });

  it('deletes a set, but not the last one or one with attempts', async () => {
    let exam = await createExam();
    exam = ok(await req('POST', `/api/exam-authoring/${exam.id}/sets`, admin.token, { title: { en: 'Set 2' } }), 201);
    exam = ok(await req('POST', `/api/exam-authoring/${exam.id}/sets`, admin.token, { title: { en: 'Set 3' } }), 201);
    await addAttempt(exam, 1);
    let before = await snapshot();
    expect(expectError(await req('DELETE', `/api/exam-authoring/sets/${exam.sets[1].id}`, admin.token), 409, 'CONFLICT').message).toBe(
      'This set has attempts and cannot be deleted',
    );
    expect(await snapshot()).toEqual(before);
    const afterDelete = ok(await req('DELETE', `/api/exam-authoring/sets/${exam.sets[2].id}`, admin.token));
    expect(afterDelete.sets.map((s) => s.id)).toEqual([exam.sets[0].id, exam.sets[1].id]);

    const single = await createExam();
    before = await snapshot();
    expect(expectError(await req('DELETE', `/api/exam-authoring/sets/${single.sets[0].id}`, admin.token), 409, 'CONFLICT').message).toBe(
      'A test needs at least one set',
    );
    expect(await snapshot()).toEqual(before);
  });

  it("answers 404 to another organisation's admin on every set route", async () => {
    let exam = await createExam();
    exam = ok(await req('POST', `/api/exam-authoring/${exam.id}/sets`, admin.token, { title: { en: 'Set 2' } }), 201);
    const before = await snapshot();
    expectError(await req('POST', `/api/exam-authoring/${exam.id}/sets`, other.admin.token, { title: { en: 'Mine' } }), 404, 'NOT_FOUND');
    expectError(
      await req('PATCH', `/api/exam-authoring/sets/${exam.sets[1].id}`, other.admin.token, { title: { en: 'Mine' } }),
      404,
      'NOT_FOUND',
    );
    expectError(await req('DELETE', `/api/exam-authoring/sets/${exam.sets[1].id}`, other.admin.token), 404, 'NOT_FOUND');
    expectError(
      await req('PATCH', `/api/exam-authoring/sets/${crypto.randomUUID()}`, admin.token, { title: { en: 'X' } }),
      404,
      'NOT_FOUND',
    );
    expect(await snapshot()).toEqual(before);
    expect(ok(await req('GET', `/api/exam-authoring/${exam.id}`, admin.token)).sets[1].title).toEqual({ en: 'Set 2' });
  });
});

describe('PATCH /api/exam-authoring/sections/:sectionId', () => {
  it('edits a section; total marks and time per question follow', async () => {
    const exam = await createExam();
    const [first] = exam.sets[0].sections;
    const res = ok(
      await req('PATCH', `/api/exam-authoring/sections/${first.id}`, teacher.token, {
        name: { en: 'Reasoning', hi: 'तर्कशक्ति' },
        durationMinutes: 20,
        plannedQuestionCount: 30,
        markCorrect: '3',
        markWrong: '1',
      }),
    );
    expect(res.sets[0].sections[0]).toMatchObject({
      name: { en: 'Reasoning', hi: 'तर्कशक्ति' },
      durationMinutes: 20,
      plannedQuestionCount: 30,
      markCorrect: '3',
      markWrong: '1',
      timePerQuestionSeconds: 40,
    });
    expect(res.sets[0].totalMarks).toBe('240'); // 30 × 3 + 3 × 25 × 2
  });

  it('keeps marks fixed once the set has attempts, but still allows a new name', async () => {
    const exam = await createExam();
    await addAttempt(exam);
    const section = exam.sets[0].sections[1];
    const error = expectError(
      await req('PATCH', `/api/exam-authoring/sections/${section.id}`, admin.token, { markWrong: '1' }),
      409,
      'CONFLICT',
    );
    expect(error.message).toBe('This set already has attempts; its marks cannot change');
    const [row] = await t.db.select().from(examSections).where(eq(examSections.id, section.id));
    expect(row.markWrong).toBe('0.50');
    expect(
      ok(await req('PATCH', `/api/exam-authoring/sections/${section.id}`, admin.token, { name: { en: 'GA' }, markWrong: '0.50' })).sets[0]
        .sections[1].name,
    ).toEqual({ en: 'GA' });
  });

  it.each([
    ['an empty body', {}],
    ['marks that are not a number', { markCorrect: 'two' }],
    ['negative marks', { markWrong: '-0.5' }],
    ['a zero duration', { durationMinutes: 0 }],
    ['zero planned questions', { plannedQuestionCount: 0 }],
    ['a blank name', { name: { en: '' } }],
  ])('refuses %s with 400, changing nothing', async (_label, body) => {
    const exam = await createExam();
    const section = exam.sets[0].sections[0];
    const [before] = await t.db.select().from(examSections).where(eq(examSections.id, section.id));
    expectError(await req('PATCH', `/api/exam-authoring/sections/${section.id}`, admin.token, body), 400, 'VALIDATION_FAILED');
    const [after] = await t.db.select().from(examSections).where(eq(examSections.id, section.id));
    expect(after).toEqual(before);
  });

  it("answers 404 to another organisation's admin, changing nothing", async () => {
    const exam = await createExam();
    const section = exam.sets[0].sections[0];
    expectError(
      await req('PATCH', `/api/exam-authoring/sections/${section.id}`, other.admin.token, { markCorrect: '9' }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await req('PATCH', `/api/exam-authoring/sections/${crypto.randomUUID()}`, admin.token, { markCorrect: '9' }),
      404,
      'NOT_FOUND',
    );
    const [row] = await t.db.select().from(examSections).where(eq(examSections.id, section.id));
    expect(row.markCorrect).toBe('2');
  });
});

describe('PUT /api/exam-authoring/sections/:sectionId/questions', () => {
  it('sets the questions in the given order and replaces them on the next call', async () => {
    const exam = await createExam();
    const section = exam.sets[0].sections[2];
    const ids = [demoBank[5], demoBank[3], demoBank[4]];
    let res = ok(await req('PUT', `/api/exam-authoring/sections/${section.id}/questions`, teacher.token, { questionIds: ids }));
    expect(res.sets[0].sections[2]).toMatchObject({ questionIds: ids, questionCount: 3 });
    expect(res.sets[0].questionCount).toBe(3);
    expect(ok<BankQuestion>(await req('GET', `/api/question-bank/${ids[0]}`, admin.token)).usedInSections).toBeGreaterThanOrEqual(1);
    res = ok(await req('PUT', `/api/exam-authoring/sections/${section.id}/questions`, admin.token, { questionIds: [demoBank[4]] }));
    expect(res.sets[0].sections[2].questionIds).toEqual([demoBank[4]]);
    res = ok(await req('PUT', `/api/exam-authoring/sections/${section.id}/questions`, admin.token, { questionIds: [] }));
    expect(res.sets[0].sections[2].questionIds).toEqual([]);
    expect(await t.db.select().from(examSectionQuestions).where(eq(examSectionQuestions.sectionId, section.id))).toEqual([]);
  });

  it("refuses another organisation's questions and unknown ids with 400, writing nothing", async () => {
    const exam = await createExam();
    const section = exam.sets[0].sections[0];
    ok(await req('PUT', `/api/exam-authoring/sections/${section.id}/questions`, admin.token, { questionIds: [demoBank[0]] }));
    const foreign = await bankQuestion(other.admin.token);
    const [platform] = await t.db.select({ id: questions.id }).from(questions).where(eq(questions.organizationId, DEFAULT_ORG_ID)).limit(1);
    const unknown = crypto.randomUUID();
    const before = await snapshot();
    const error = expectError(
      await req('PUT', `/api/exam-authoring/sections/${section.id}/questions`, admin.token, {
        questionIds: [demoBank[1], foreign.id, platform.id, unknown],
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.message).toBe('Some questions are not in your question bank');
    expect(error.details).toEqual({ questionIds: [foreign.id, platform.id, unknown] });
    expect(await snapshot()).toEqual(before);
    expect(ok(await req('GET', `/api/exam-authoring/${exam.id}`, admin.token)).sets[0].sections[0].questionIds).toEqual([demoBank[0]]);
  });

  it('refuses a question twice in a section or in two sections of one set', async () => {
    const exam = await createExam();
    const [a, b] = exam.sets[0].sections;
    ok(await req('PUT', `/api/exam-authoring/sections/${a.id}/questions`, admin.token, { questionIds: [demoBank[10], demoBank[11]] }));
    const before = await snapshot();
    expect(
      expectError(
        await req('PUT', `/api/exam-authoring/sections/${b.id}/questions`, admin.token, { questionIds: [demoBank[12], demoBank[12]] }),
        400,
        'VALIDATION_FAILED',
      ).message,
    ).toBe('A question can appear only once in a section');
    const error = expectError(
      await req('PUT', `/api/exam-authoring/sections/${b.id}/questions`, admin.token, { questionIds: [demoBank[12], demoBank[11]] }),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.message).toBe('A question can appear only once in a set');
    expect(error.details).toEqual({ questionIds: [demoBank[11]] });
    expect(await snapshot()).toEqual(before);
    // Another set of the same exam may reuse it.
    const withSet2 = ok(await req('POST', `/api/exam-authoring/${exam.id}/sets`, admin.token, { title: { en: 'Set 2' } }), 201);
    ok(
      await req('PUT', `/api/exam-authoring/sections/${withSet2.sets[1].sections[1].id}/questions`, admin.token, {
        questionIds: [demoBank[11]],
      }),
    );
  });

  it('holds a section to its planned count: more is refused until the plan is changed on purpose', async () => {
    const exam = await createExam();
    const section = exam.sets[0].sections[0];
    ok(await req('PATCH', `/api/exam-authoring/sections/${section.id}`, admin.token, { plannedQuestionCount: 2 }));
    const before = await snapshot();
    const error = expectError(
      await req('PUT', `/api/exam-authoring/sections/${section.id}/questions`, admin.token, {
        questionIds: [demoBank[20], demoBank[21], demoBank[22]],
      }),
      422,
      'UNPROCESSABLE',
    );
    expect(error.message).toBe('This section is planned for 2 questions. Change the plan to add more');
    expect(error.details).toEqual({ plannedQuestionCount: 2 });
    expect(await snapshot()).toEqual(before);
    ok(await req('PATCH', `/api/exam-authoring/sections/${section.id}`, admin.token, { plannedQuestionCount: 3 }));
    const res = ok(
      await req('PUT', `/api/exam-authoring/sections/${section.id}/questions`, admin.token, {
        questionIds: [demoBank[20], demoBank[21], demoBank[22]],
      }),
    );
    expect(res.sets[0].sections[0].questionCount).toBe(3);
    // A section left over its plan (the plan lowered afterwards) may still lose questions.
    ok(await req('PATCH', `/api/exam-authoring/sections/${section.id}`, admin.token, { plannedQuestionCount: 1 }));
    const shrunk = ok(
      await req('PUT', `/api/exam-authoring/sections/${section.id}/questions`, admin.token, { questionIds: [demoBank[21], demoBank[20]] }),
    );
    expect(shrunk.sets[0].sections[0].questionIds).toEqual([demoBank[21], demoBank[20]]);
  });

  it('refuses changes once the set has attempts (409)', async () => {
    const exam = await fillAll(await createExam());
    await addAttempt(exam);
    const before = await snapshot();
    const error = expectError(
      await req('PUT', `/api/exam-authoring/sections/${exam.sets[0].sections[0].id}/questions`, admin.token, {
        questionIds: [demoBank[30]],
      }),
      409,
      'CONFLICT',
    );
    expect(error.message).toBe('This set already has attempts; its questions cannot change');
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['no list', {}],
    ['ids that are not uuids', { questionIds: ['abc'] }],
    ['more than 500 ids', { questionIds: Array.from({ length: 501 }, () => crypto.randomUUID()) }],
    ['a list that is not an array', { questionIds: 'all' }],
  ])('refuses %s with 400', async (_label, body) => {
    const exam = await createExam();
    const before = await snapshot();
    expectError(
      await req('PUT', `/api/exam-authoring/sections/${exam.sets[0].sections[0].id}/questions`, admin.token, body),
      400,
      'VALIDATION_FAILED',
    );
    expect(await snapshot()).toEqual(before);
  });

  it("answers 404 to another organisation's admin, even with their own questions", async () => {
    const exam = await createExam();
    const theirs = await bankQuestion(other.admin.token);
    const before = await snapshot();
    expectError(
      await req('PUT', `/api/exam-authoring/sections/${exam.sets[0].sections[0].id}/questions`, other.admin.token, {
        questionIds: [theirs.id],
      }),
      404,
      'NOT_FOUND',
    );
    expect(await snapshot()).toEqual(before);
  });

  it("lets superAdmin fill another organisation's exam from that organisation's bank only", async () => {
    const exam = await createExam(other.admin.token);
    const theirs = await bankQuestion(other.admin.token);
    const section = exam.sets[0].sections[0];
    expectError(
      await req('PUT', `/api/exam-authoring/sections/${section.id}/questions`, su.token, { questionIds: [demoBank[0]] }),
      400,
      'VALIDATION_FAILED',
    );
    const res = ok(await req('PUT', `/api/exam-authoring/sections/${section.id}/questions`, su.token, { questionIds: [theirs.id] }));
    expect(res.sets[0].sections[0].questionIds).toEqual([theirs.id]);
  });

  it('makes the question undeletable from the bank while used (409)', async () => {
    const exam = await createExam();
    const q = await bankQuestion(admin.token);
    ok(await req('PUT', `/api/exam-authoring/sections/${exam.sets[0].sections[0].id}/questions`, admin.token, { questionIds: [q.id] }));
    expectError(await req('DELETE', `/api/question-bank/${q.id}`, admin.token), 409, 'CONFLICT');
  });
});

describe('messages in Hindi', () => {
  it('answers errors in the caller’s language', async () => {
    const res = await req('GET', '/api/exam-authoring', student.token, undefined, { 'accept-language': 'hi' });
    expect(expectError(res, 403, 'FORBIDDEN').message).toBe('केवल एडमिन और शिक्षक ही टेस्ट प्रबंधित कर सकते हैं');
    const missing = await req('GET', `/api/exam-authoring/${crypto.randomUUID()}`, admin.token, undefined, { 'accept-language': 'hi' });
    expect(expectError(missing, 404, 'NOT_FOUND').message).toBe('टेस्ट नहीं मिला');
  });
});
