import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import type { BookmarkList } from '@pariksha/shared/schemas/bookmarks';
import { questionBookmarks, questions } from '../../db/schema/index.ts';
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
import { createExamFixture, hall } from '../attempts/test-fixtures.ts';

let t: TestApp;
let learner: AuthResponse;
let student: AuthResponse;
let su: AuthResponse;
let other: SecondOrganization;
let platformIds: string[];
let demoOrgQuestionId: string;
let otherOrgQuestionId: string;

const put = (id: string, payload: unknown, token = learner.token) =>
  t.app.inject({ method: 'PUT', url: `/api/bookmarks/${id}`, headers: authHeader(token), payload: payload as object });
const del = (id: string, token = learner.token) =>
  t.app.inject({ method: 'DELETE', url: `/api/bookmarks/${id}`, headers: authHeader(token) });
const list = (query = '', token = learner.token) =>
  t.app.inject({ method: 'GET', url: `/api/bookmarks${query}`, headers: authHeader(token) });
const status = (ids: string, token = learner.token) =>
  t.app.inject({ method: 'GET', url: `/api/bookmarks/status?ids=${ids}`, headers: authHeader(token) });

async function questionOf(organizationId: string, subject?: string) {
  const rows = await t.db
    .select({ id: questions.id, subject: questions.subject })
    .from(questions)
    .where(
      subject
        ? and(eq(questions.organizationId, organizationId), eq(questions.subject, subject))
        : eq(questions.organizationId, organizationId),
    )
    .limit(5);
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
  learner = await signIn(t.app, 'learner');
  student = await signIn(t.app, 'student');
  su = await signIn(t.app, 'superadmin');
  other = await createOrganizationWithMembers(t.app);
  platformIds = (await questionOf(DEFAULT_ORG_ID)).map((r) => r.id);
  // Not one of the seeded Demo Institute questions: those are all in its running live tests,
  // which the visibility rule hides (questions/visibility.test.ts).
  const [own] = await t.db
    .insert(questions)
    .values({
      organizationId: DEMO_ORG_ID,
      subject: 'polity',
      topic: 'parliament',
      text: { en: 'A question of the Demo Institute in no test' },
      options: [
        { id: 'a', en: 'Yes' },
        { id: 'b', en: 'No' },
      ],
      correctOptionIds: ['a'],
    })
    .returning({ id: questions.id });
  demoOrgQuestionId = own.id;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/question-bank',
    headers: authHeader(other.admin.token),
    payload: {
      subject: 'polity',
      topic: 'parliament',
      text: { en: 'A private question of another institute' },
      options: [
        { en: 'Yes', isCorrect: true },
        { en: 'No', isCorrect: false },
      ],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  otherOrgQuestionId = created.json().id;
});
afterAll(() => t?.close());

describe('PUT /api/bookmarks/:questionId', () => {
  it('bookmarks a platform question, idempotently, keeping the first source', async () => {
    const id = platformIds[0];
    const first = await put(id, { source: 'practice' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ bookmarked: true });
    expect((await put(id, { source: 'quiz' })).json()).toEqual({ bookmarked: true });
    const rows = await t.db.select().from(questionBookmarks).where(eq(questionBookmarks.userId, learner.user.id));
    expect(rows.filter((r) => r.questionId === id)).toEqual([
      expect.objectContaining({ source: 'practice', organizationId: learner.user.organizationId }),
    ]);
  });

  it("lets a member bookmark their own organisation's question", async () => {
    expect((await put(demoOrgQuestionId, { source: 'practice' }, student.token)).statusCode).toBe(200);
  });

  it("refuses another organisation's private question with 404 and writes nothing", async () => {
    const before = await countRows(t.db, questionBookmarks);
    expectError(await put(otherOrgQuestionId, { source: 'practice' }), 404, 'NOT_FOUND');
    expectError(await put(otherOrgQuestionId, { source: 'exam' }, student.token), 404, 'NOT_FOUND');
    expectError(await put(crypto.randomUUID(), { source: 'practice' }), 404, 'NOT_FOUND');
    expect(await countRows(t.db, questionBookmarks)).toBe(before);
  });

  it('allows a question of a test the caller submitted, not of one only started', async () => {
    const fixture = await createExamFixture(t.db, { organizationId: other.organization.id, sections: [{ questions: 2 }] });
    const h = hall(t.app, su.token);
    const started = await h.start(fixture.setId);
    expect(started.statusCode, started.body).toBe(201);
    const qid = fixture.questions[0].id;
    expectError(await put(qid, { source: 'exam' }, su.token), 404, 'NOT_FOUND');
    expect((await h.submit(started.json().id)).statusCode).toBe(200);
    expect((await put(qid, { source: 'exam' }, su.token)).json()).toEqual({ bookmarked: true });
    const body = (await list('?source=exam', su.token)).json() as BookmarkList;
    expect(body.data.map((d) => d.question.id)).toEqual([qid]);
  });

  it.each([
    ['an unknown source', 'x', { source: 'notes' }],
    ['no source', 'x', {}],
    ['a bad id', 'not-a-uuid', { source: 'practice' }],
  ])('refuses %s with 400', async (_label, id, payload) => {
    expectError(await put(id === 'x' ? platformIds[1] : id, payload), 400, 'VALIDATION_FAILED');
  });

  it('refuses signed-out callers with 401', async () => {
    expectError(
      await t.app.inject({ method: 'PUT', url: `/api/bookmarks/${platformIds[0]}`, payload: { source: 'quiz' } }),
      401,
      'UNAUTHORIZED',
    );
  });
});

describe('GET /api/bookmarks and /api/bookmarks/status', () => {
  let me: AuthResponse;
  beforeAll(async () => {
    me = await signUp(t.app);
    // Newest first: practice, quiz, potd in that order of creation.
    await put(platformIds[0], { source: 'practice' }, me.token);
    await new Promise((r) => setTimeout(r, 5));
    await put(platformIds[1], { source: 'quiz' }, me.token);
    await new Promise((r) => setTimeout(r, 5));
    await put(platformIds[2], { source: 'potd' }, me.token);
  });

  it('lists the caller’s bookmarks newest first, with the answer and explanation', async () => {
    const res = await list('', me.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as BookmarkList;
    expect(body).toMatchObject({ total: 3, page: 1, limit: 20 });
    expect(body.data.map((d) => [d.question.id, d.source])).toEqual([
      [platformIds[2], 'potd'],
      [platformIds[1], 'quiz'],
      [platformIds[0], 'practice'],
    ]);
    const [row] = await t.db.select().from(questions).where(eq(questions.id, platformIds[2]));
    expect(body.data[0].question).toMatchObject({
      text: row.text,
      correctOptionIds: row.correctOptionIds,
      explanation: row.explanation,
      subject: row.subject,
      topic: row.topic,
      difficulty: row.difficulty,
    });
    expect(body.data[0].question.options[0]).toEqual({ id: 'a', text: { hi: row.options[0].hi, en: row.options[0].en } });
  });

  it('filters by source and subject and paginates', async () => {
    expect(((await list('?source=quiz', me.token)).json() as BookmarkList).data.map((d) => d.question.id)).toEqual([platformIds[1]]);
    const [q] = await t.db.select().from(questions).where(eq(questions.id, platformIds[0]));
    const bySubject = (await list(`?subject=${encodeURIComponent(q.subject)}`, me.token)).json() as BookmarkList;
    expect(bySubject.data.every((d) => d.question.subject === q.subject)).toBe(true);
    expect(bySubject.data.map((d) => d.question.id)).toContain(platformIds[0]);
    const page2 = (await list('?limit=2&page=2', me.token)).json() as BookmarkList;
    expect(page2).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page2.data.map((d) => d.question.id)).toEqual([platformIds[0]]);
  });

  it('never shows another user’s bookmarks', async () => {
    const stranger = await signUp(t.app);
    expect((await list('', stranger.token)).json()).toMatchObject({ data: [], total: 0 });
    expect((await status(platformIds.slice(0, 3).join(','), stranger.token)).json()).toEqual({ bookmarked: [] });
  });

  it('answers which of the given ids are bookmarked', async () => {
    const res = await status([platformIds[0], platformIds[3], platformIds[2]].join(','), me.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().bookmarked.sort()).toEqual([platformIds[0], platformIds[2]].sort());
  });

  it.each(['?source=notes', '?limit=0', '?limit=101', '?page=0'])('refuses list query %s with 400', async (q) => {
    expectError(await list(q, me.token), 400, 'VALIDATION_FAILED');
  });

  it('refuses bad status ids with 400', async () => {
    expectError(await status('abc', me.token), 400, 'VALIDATION_FAILED');
    expectError(await status('', me.token), 400, 'VALIDATION_FAILED');
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/bookmarks/status', headers: authHeader(me.token) }),
      400,
      'VALIDATION_FAILED',
    );
    const many = Array.from({ length: 101 }, () => crypto.randomUUID()).join(',');
    expectError(await status(many, me.token), 400, 'VALIDATION_FAILED');
  });
});

describe('DELETE /api/bookmarks/:questionId', () => {
  it('removes only the caller’s bookmark, idempotently', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const id = platformIds[4];
    await put(id, { source: 'practice' }, a.token);
    await put(id, { source: 'quiz' }, b.token);
    const res = await del(id, a.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ bookmarked: false });
    expect((await del(id, a.token)).json()).toEqual({ bookmarked: false });
    expect((await list('', a.token)).json().total).toBe(0);
    expect((await list('', b.token)).json().total).toBe(1);
  });

  it('refuses a bad id with 400 and signed-out callers with 401', async () => {
    expectError(await del('nope'), 400, 'VALIDATION_FAILED');
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/bookmarks/${platformIds[0]}` }), 401, 'UNAUTHORIZED');
  });
});
