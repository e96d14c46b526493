import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import type { QuizDashboard, QuizView } from '@pariksha/shared/schemas/quiz';
import { SUBJECTS } from '@pariksha/shared/taxonomy/taxonomy';
import { questions, quizAttemptAnswers, quizAttempts } from '../../db/schema/index.ts';
import {
  authHeader,
  countRows,
  createOrganizationWithMembers,
  createTestApp,
  DEFAULT_ORG_ID,
  expectError,
  signIn,
  signUp,
  type SecondOrganization,
  type TestApp,
} from '../../test/app.ts';

let t: TestApp;
let learner: AuthResponse;
let other: SecondOrganization;
let privateIds: string[];
/** A topic of the second organisation's own questions (the platform may have some too). */
const SUBJECT = 'environment';
const TOPIC = 'biodiversity';

const start = (payload: unknown, token = learner.token) =>
  t.app.inject({ method: 'POST', url: '/api/quizzes', headers: authHeader(token), payload: payload as object });
const answer = (quizId: string, payload: unknown, token = learner.token) =>
  t.app.inject({ method: 'POST', url: `/api/quizzes/${quizId}/answers`, headers: authHeader(token), payload: payload as object });
const finish = (quizId: string, token = learner.token) =>
  t.app.inject({ method: 'POST', url: `/api/quizzes/${quizId}/finish`, headers: authHeader(token) });
const view = (quizId: string, token = learner.token) =>
  t.app.inject({ method: 'GET', url: `/api/quizzes/${quizId}`, headers: authHeader(token) });
const dashboard = (query = '', token = learner.token) =>
  t.app.inject({ method: 'GET', url: `/api/quizzes/dashboard${query}`, headers: authHeader(token) });

async function correctOf(questionIds: string[]) {
  const rows = await t.db
    .select({ id: questions.id, correct: questions.correctOptionIds, options: questions.options })
    .from(questions)
    .where(inArray(questions.id, questionIds));
  return new Map(rows.map((r) => [r.id, { right: r.correct[0], wrong: r.options.find((o) => !r.correct.includes(o.id))!.id }]));
}

async function poolSize(orgIds: string[], subject: string, topic?: string) {
  const [{ n }] = await t.db
    .select({ n: count() })
    .from(questions)
    .where(and(inArray(questions.organizationId, orgIds), eq(questions.subject, subject), topic ? eq(questions.topic, topic) : undefined));
  return n;
}

beforeAll(async () => {
  t = await createTestApp();
  learner = await signIn(t.app, 'learner');
  other = await createOrganizationWithMembers(t.app);
  const rows = await t.db
    .insert(questions)
    .values(
      Array.from({ length: 6 }, (_, i) => ({
        organizationId: other.organization.id,
        subject: SUBJECT,
        topic: TOPIC,
        text: { hi: `जैव विविधता प्रश्न ${i}`, en: `Biodiversity question ${i}` },
        options: ['a', 'b', 'c', 'd'].map((id) => ({ id, hi: `विकल्प ${id}`, en: `Option ${id}` })),
        correctOptionIds: ['c'],
        explanation: { hi: 'व्याख्या', en: 'Explanation' },
      })),
    )
    .returning({ id: questions.id });
  privateIds = rows.map((r) => r.id);
});
afterAll(() => t?.close());

describe('POST /api/quizzes', () => {
  it('starts a 10-question quiz of a subject with no answers in the payload', async () => {
    const res = await start({ subject: 'math' });
    expect(res.statusCode, res.body).toBe(201);
    const quiz = res.json() as QuizView;
    expect(quiz).toMatchObject({ subject: 'math', topic: null, score: 0, total: 10, answered: 0, finishedAt: null });
    expect(quiz.items).toHaveLength(10);
    expect(new Set(quiz.items.map((i) => i.question.id)).size).toBe(10);
    expect(quiz.items.every((i) => i.question.subject === 'math' && i.chosenOptionId === null)).toBe(true);
    expect(res.body).not.toMatch(/correctOptionIds|explanation|isCorrect/);
    const [row] = await t.db.select().from(quizAttempts).where(eq(quizAttempts.id, quiz.id));
    expect(row).toMatchObject({
      userId: learner.user.id,
      organizationId: learner.user.organizationId,
      subject: 'math',
      topic: null,
      total: 10,
    });
  });

  it('gives fewer questions when the pool is smaller, from the platform and the own organisation only', async () => {
    const pool = await poolSize([DEFAULT_ORG_ID, other.organization.id], SUBJECT, TOPIC);
    const res = await start({ subject: SUBJECT, topic: TOPIC }, other.student.token);
    expect(res.statusCode, res.body).toBe(201);
    const quiz = res.json() as QuizView;
    expect(quiz.total).toBe(Math.min(10, pool));
    expect(quiz.items.every((i) => i.question.topic === TOPIC)).toBe(true);
  });

  it("never puts another organisation's private questions in a quiz", async () => {
    const pool = await poolSize([DEFAULT_ORG_ID], SUBJECT, TOPIC);
    const res = await start({ subject: SUBJECT, topic: TOPIC });
    if (pool === 0) {
      expectError(res, 422, 'UNPROCESSABLE');
      return;
    }
    const ids = (res.json() as QuizView).items.map((i) => i.question.id);
    expect(ids.some((id) => privateIds.includes(id))).toBe(false);
  });

  it.each([
    ['no subject', {}],
    ['an unknown subject', { subject: 'astrology' }],
    ['a topic of another subject', { subject: 'math', topic: 'parliament' }],
    ['an empty topic', { subject: 'math', topic: '' }],
  ])('refuses %s with 400 and stores nothing', async (_label, payload) => {
    const before = await countRows(t.db, quizAttempts);
    expectError(await start(payload), 400, 'VALIDATION_FAILED');
    expect(await countRows(t.db, quizAttempts)).toBe(before);
  });

  it('answers 422 when the topic has no questions', async () => {
    // A taxonomy topic with no platform questions (the demo covers a part of the taxonomy).
    const used = await t.db
      .selectDistinct({ subject: questions.subject, topic: questions.topic })
      .from(questions)
      .where(eq(questions.organizationId, DEFAULT_ORG_ID));
    const taken = new Set(used.map((u) => `${u.subject}/${u.topic}`));
    const empty = SUBJECTS.flatMap((s) => Object.keys(s.topics).map((topic) => ({ subject: s.key, topic }))).find(
      (x) => !taken.has(`${x.subject}/${x.topic}`),
    )!;
    expect(empty).toBeDefined();
    expectError(await start(empty), 422, 'UNPROCESSABLE');
  });
});

describe('answering and finishing a quiz', () => {
  let me: AuthResponse;
  let quiz: QuizView;
  let key: Map<string, { right: string; wrong: string }>;
  beforeAll(async () => {
    me = await signUp(t.app);
    quiz = (await start({ subject: 'math' }, me.token)).json();
    key = await correctOf(quiz.items.map((i) => i.question.id));
  });

  it('gives instant feedback: right, then wrong, with the correct option and explanation', async () => {
    const q0 = quiz.items[0].question.id;
    const right = await answer(quiz.id, { questionId: q0, optionId: key.get(q0)!.right }, me.token);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ correct: true, correctOptionId: key.get(q0)!.right, score: 1, answered: 1 });
    expect(right.json().explanation).toBeTypeOf('object');
    const q1 = quiz.items[1].question.id;
    const wrong = (await answer(quiz.id, { questionId: q1, optionId: key.get(q1)!.wrong }, me.token)).json();
    expect(wrong).toMatchObject({ correct: false, correctOptionId: key.get(q1)!.right, score: 1, answered: 2 });
  });

  it('reveals the answer only of answered questions while the quiz runs', async () => {
    const res = await view(quiz.id, me.token);
    expect(res.statusCode).toBe(200);
    const body = res.json() as QuizView;
    expect(body).toMatchObject({ answered: 2, score: 1, finishedAt: null });
    expect(body.items[0]).toMatchObject({ correct: true, correctOptionIds: [key.get(body.items[0].question.id)!.right] });
    expect(body.items[1]).toMatchObject({ correct: false, chosenOptionId: key.get(body.items[1].question.id)!.wrong });
    expect(body.items[2]).toEqual({ question: expect.any(Object), chosenOptionId: null, correct: null });
  });

  it('refuses a second answer to the same question with 409 and keeps the first', async () => {
    const q0 = quiz.items[0].question.id;
    expectError(await answer(quiz.id, { questionId: q0, optionId: key.get(q0)!.wrong }, me.token), 409, 'CONFLICT');
    const [row] = await t.db
      .select()
      .from(quizAttemptAnswers)
      .where(and(eq(quizAttemptAnswers.attemptId, quiz.id), eq(quizAttemptAnswers.questionId, q0)));
    expect(row).toMatchObject({ chosenOptionId: key.get(q0)!.right, correct: true });
  });

  it.each([
    ['a question not in the quiz', () => ({ questionId: crypto.randomUUID(), optionId: 'a' })],
    ['an option the question does not have', () => ({ questionId: quiz.items[3].question.id, optionId: 'z' })],
    ['no option', () => ({ questionId: quiz.items[3].question.id })],
    ['a bad question id', () => ({ questionId: 'q1', optionId: 'a' })],
  ])('refuses %s with 400', async (_label, payload) => {
    expectError(await answer(quiz.id, payload(), me.token), 400, 'VALIDATION_FAILED');
  });

  it("refuses another user's quiz with 404 everywhere", async () => {
    const q3 = quiz.items[3].question.id;
    expectError(await answer(quiz.id, { questionId: q3, optionId: key.get(q3)!.right }), 404, 'NOT_FOUND');
    expectError(await view(quiz.id), 404, 'NOT_FOUND');
    expectError(await finish(quiz.id), 404, 'NOT_FOUND');
    expectError(await view(quiz.id, other.admin.token), 404, 'NOT_FOUND');
    expectError(await view('not-an-id', me.token), 400, 'VALIDATION_FAILED');
    expectError(await view(crypto.randomUUID(), me.token), 404, 'NOT_FOUND');
  });

  it('finishes with the score and a review of every question, idempotently', async () => {
    const q2 = quiz.items[2].question.id;
    await answer(quiz.id, { questionId: q2, optionId: key.get(q2)!.right }, me.token);
    const res = await finish(quiz.id, me.token);
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json() as QuizView;
    expect(done).toMatchObject({ score: 2, total: 10, answered: 3, finishedAt: expect.any(String) });
    for (const item of done.items) {
      expect(item.correctOptionIds).toEqual([key.get(item.question.id)!.right]);
      expect(item.explanation).toBeTypeOf('object');
    }
    expect(done.items.slice(3).every((i) => i.chosenOptionId === null && i.correct === null)).toBe(true);
    const again = (await finish(quiz.id, me.token)).json() as QuizView;
    expect(again.finishedAt).toBe(done.finishedAt);
    const [row] = await t.db.select().from(quizAttempts).where(eq(quizAttempts.id, quiz.id));
    expect(row).toMatchObject({ score: 2, total: 10, finishedAt: expect.any(Date) });
  });

  it('refuses answers after the quiz is finished with 409', async () => {
    const q5 = quiz.items[5].question.id;
    expectError(await answer(quiz.id, { questionId: q5, optionId: key.get(q5)!.right }, me.token), 409, 'CONFLICT');
  });
});

describe('GET /api/quizzes/dashboard', () => {
  it('shows accuracy by subject and topic, the day’s volume, weak topics and recent quizzes — only the caller’s', async () => {
    const me = await signUp(t.app, { inviteCode: other.organization.inviteCode! });
    // All wrong on the biodiversity topic (six of the organisation's own questions at least).
    const quiz = (await start({ subject: SUBJECT, topic: TOPIC }, me.token)).json() as QuizView;
    const key = await correctOf(quiz.items.map((i) => i.question.id));
    for (const item of quiz.items)
      await answer(quiz.id, { questionId: item.question.id, optionId: key.get(item.question.id)!.wrong }, me.token);
    await finish(quiz.id, me.token);
    // And one math quiz, first answer right, left unfinished.
    const mathQuiz = (await start({ subject: 'math' }, me.token)).json() as QuizView;
    const mathKey = await correctOf([mathQuiz.items[0].question.id]);
    await answer(
      mathQuiz.id,
      { questionId: mathQuiz.items[0].question.id, optionId: mathKey.get(mathQuiz.items[0].question.id)!.right },
      me.token,
    );

    const res = await dashboard('', me.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as QuizDashboard;
    const n = quiz.total;
    expect(body).toMatchObject({ days: 30, timeZone: 'Asia/Kolkata' });
    expect(body.totals).toEqual({ quizzes: 1, answered: n + 1, correct: 1, accuracy: 1 / (n + 1) });
    expect(body.bySubject).toEqual(
      expect.arrayContaining([
        { subject: SUBJECT, answered: n, correct: 0, accuracy: 0 },
        { subject: 'math', answered: 1, correct: 1, accuracy: 1 },
      ]),
    );
    expect(body.byTopic).toContainEqual({ subject: SUBJECT, topic: TOPIC, answered: n, correct: 0, accuracy: 0 });
    expect(body.weakTopics).toEqual([{ subject: SUBJECT, topic: TOPIC, answered: n, correct: 0, accuracy: 0 }]);
    expect(body.timeline).toHaveLength(30);
    expect(body.timeline.at(-1)).toMatchObject({ answered: n + 1, correct: 1 });
    expect(body.timeline.slice(0, -1).every((d) => d.answered === 0)).toBe(true);
    expect(body.recent).toEqual([{ id: quiz.id, subject: SUBJECT, topic: TOPIC, score: 0, total: n, finishedAt: expect.any(String) }]);

    const mathOnly = (await dashboard('?subject=math&days=7', me.token)).json() as QuizDashboard;
    expect(mathOnly.timeline).toHaveLength(7);
    expect(mathOnly.timeline.at(-1)).toMatchObject({ answered: 1, correct: 1, accuracy: 1 });

    const stranger = (await dashboard('', (await signUp(t.app)).token)).json() as QuizDashboard;
    expect(stranger).toMatchObject({ totals: { quizzes: 0, answered: 0 }, bySubject: [], weakTopics: [], recent: [] });
  });

  it.each(['?days=3', '?days=400', '?days=abc'])('refuses %s with 400', async (query) => {
    expectError(await dashboard(query), 400, 'VALIDATION_FAILED');
  });

  it('refuses signed-out callers with 401', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/quizzes/dashboard' }), 401, 'UNAUTHORIZED');
  });
});
