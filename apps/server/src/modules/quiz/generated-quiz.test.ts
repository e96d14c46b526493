import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import type { GeneratedQuestionView, QuizAnswerFeedback, QuizView } from '@pariksha/shared/schemas/quiz';
import { generateQuestion } from '@pariksha/shared/generators/registry';
import { quizAttemptAnswers } from '../../db/schema/index.ts';
import { authHeader, createOrganizationWithMembers, createTestApp, expectError, signIn, type TestApp } from '../../test/app.ts';

let t: TestApp;
let learner: AuthResponse;

const start = (payload: unknown, token = learner.token) =>
  t.app.inject({ method: 'POST', url: '/api/quizzes', headers: authHeader(token), payload: payload as object });
const answer = (quizId: string, payload: unknown, token = learner.token) =>
  t.app.inject({ method: 'POST', url: `/api/quizzes/${quizId}/answers`, headers: authHeader(token), payload: payload as object });
const view = (quizId: string, token = learner.token) =>
  t.app.inject({ method: 'GET', url: `/api/quizzes/${quizId}`, headers: authHeader(token) });
const reproduce = (path: string, token = learner.token) =>
  t.app.inject({ method: 'GET', url: `/api/quizzes/generated-questions/${path}`, headers: authHeader(token) });

/** The stored (generator, seed) of each item, in order: what the server rebuilds answers from. */
async function storedSeeds(quizId: string) {
  return t.db
    .select({ generator: quizAttemptAnswers.generator, seed: quizAttemptAnswers.seed, itemId: quizAttemptAnswers.itemId })
    .from(quizAttemptAnswers)
    .where(eq(quizAttemptAnswers.attemptId, quizId))
    .orderBy(quizAttemptAnswers.position);
}

beforeAll(async () => {
  t = await createTestApp();
  learner = await signIn(t.app, 'learner');
});
afterAll(async () => {
  await t.close();
});

describe('generated maths quizzes', () => {
  it('starts ten fresh percentage questions with no answer, seed or key in sight', async () => {
    const res = await start({ subject: 'math', topic: 'percentage', source: 'generated', count: 10 });
    expect(res.statusCode, res.body).toBe(201);
    const quiz: QuizView = res.json();
    expect(quiz.generated).toBe(true);
    expect(quiz.total).toBe(10);
    expect(quiz.items).toHaveLength(10);
    for (const item of quiz.items) {
      expect(item.question.topic).toBe('percentage');
      expect(item.question.options).toHaveLength(4);
      expect(item.question.text.hi && item.question.text.en).toBeTruthy();
      expect(item).not.toHaveProperty('correctOptionIds');
      expect(item).not.toHaveProperty('generated');
    }
    // Nothing in the answer names the seeds or generators.
    const stored = await storedSeeds(quiz.id);
    for (const s of stored) expect(res.body).not.toContain(String(s.seed));
    expect(res.body).not.toContain('percentage-of');
  });

  it('checks each answer on the server from the generator and seed, and reveals the seed with it', async () => {
    const quiz: QuizView = (await start({ subject: 'math', topic: 'simple interest', source: 'generated', count: 3 })).json();
    const stored = await storedSeeds(quiz.id);
    const [first, second] = quiz.items;
    const q1 = generateQuestion(stored[0].generator!, stored[0].seed!)!;
    const right = ['a', 'b', 'c', 'd'][q1.correctIndex];
    const ok = await answer(quiz.id, { questionId: first.question.id, optionId: right });
    expect(ok.statusCode, ok.body).toBe(200);
    const fb: QuizAnswerFeedback = ok.json();
    expect(fb).toMatchObject({ correct: true, correctOptionIds: [right], score: 1, answered: 1 });
    expect(fb.explanation.hi && fb.explanation.en).toBeTruthy();

    const q2 = generateQuestion(stored[1].generator!, stored[1].seed!)!;
    const wrong = ['a', 'b', 'c', 'd'][(q2.correctIndex + 1) % 4];
    const bad: QuizAnswerFeedback = (await answer(quiz.id, { questionId: second.question.id, optionId: wrong })).json();
    expect(bad.correct).toBe(false);
    expectError(await answer(quiz.id, { questionId: second.question.id, optionId: wrong }), 409, 'CONFLICT');
    expectError(await answer(quiz.id, { questionId: quiz.items[2].question.id, optionId: 'z' }), 400, 'VALIDATION_FAILED');

    const now: QuizView = (await view(quiz.id)).json();
    expect(now.items[0].generated).toEqual({ generator: stored[0].generator, seed: stored[0].seed });
    expect(now.items[0].correctOptionIds).toEqual([right]);
    expect(now.items[2]).not.toHaveProperty('generated');
    expect(now.score).toBe(1);
  });

  it('reproduces a question from its generator and seed, the same as in the quiz', async () => {
    const quiz: QuizView = (await start({ subject: 'math', topic: 'average', source: 'generated', count: 1 })).json();
    const [stored] = await storedSeeds(quiz.id);
    const res = await reproduce(`${stored.generator}/${stored.seed}`);
    expect(res.statusCode, res.body).toBe(200);
    const again: GeneratedQuestionView = res.json();
    expect(again.question.text).toEqual(quiz.items[0].question.text);
    expect(again.question.options).toEqual(quiz.items[0].question.options);
    expect(again.correctOptionIds).toHaveLength(1);
    expectError(await reproduce('no-such-generator/1'), 404, 'NOT_FOUND');
    expectError(await reproduce('percentage-of/-4'), 400, 'VALIDATION_FAILED');
    expectError(await reproduce('percentage-of/abc'), 400, 'VALIDATION_FAILED');
    expect((await t.app.inject({ method: 'GET', url: '/api/quizzes/generated-questions/percentage-of/1' })).statusCode).toBe(401);
  });

  it('refuses a topic without a generator and bad counts', async () => {
    expectError(await start({ subject: 'math', topic: 'geometry', source: 'generated' }), 400, 'VALIDATION_FAILED');
    expectError(await start({ subject: 'polity', source: 'generated' }), 400, 'VALIDATION_FAILED');
    expectError(await start({ subject: 'math', topic: 'percentage', source: 'generated', count: 0 }), 400, 'VALIDATION_FAILED');
    expectError(await start({ subject: 'math', topic: 'percentage', source: 'generated', count: 31 }), 400, 'VALIDATION_FAILED');
    expectError(await start({ subject: 'math', topic: 'percentage', source: 'magic' }), 400, 'VALIDATION_FAILED');
  });

  it("keeps a generated quiz to its owner: another organisation's student gets 404", async () => {
    const quiz: QuizView = (await start({ subject: 'math', topic: 'time and work', source: 'generated', count: 2 })).json();
    const other = await createOrganizationWithMembers(t.app);
    expectError(await view(quiz.id, other.student.token), 404, 'NOT_FOUND');
    expectError(await answer(quiz.id, { questionId: quiz.items[0].question.id, optionId: 'a' }, other.student.token), 404, 'NOT_FOUND');
  });

  it('counts generated answers in the dashboard by topic', async () => {
    const quiz: QuizView = (await start({ subject: 'math', topic: 'number system', source: 'generated', count: 1 })).json();
    await answer(quiz.id, { questionId: quiz.items[0].question.id, optionId: 'a' });
    const finished = await t.app.inject({ method: 'POST', url: `/api/quizzes/${quiz.id}/finish`, headers: authHeader(learner.token) });
    expect(finished.statusCode).toBe(200);
    const dash = (await t.app.inject({ method: 'GET', url: '/api/quizzes/dashboard', headers: authHeader(learner.token) })).json();
    expect(dash.byTopic.some((r: { topic: string }) => r.topic === 'number system')).toBe(true);
  });
});
