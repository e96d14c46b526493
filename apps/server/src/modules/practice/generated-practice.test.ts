import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import type { GeneratedPracticeList } from '@pariksha/shared/schemas/practice';
import type { GeneratedQuestionView } from '@pariksha/shared/schemas/quiz';
import { generateQuestion } from '@pariksha/shared/generators/registry';
import { GENERATED_TOPICS } from '@pariksha/shared/generators/topics';
import { authHeader, createOrganizationWithMembers, createTestApp, expectError, signIn, type TestApp } from '../../test/app.ts';

let t: TestApp;
let learner: AuthResponse;
let otherStudent: string;

const draw = (query: string, token = learner.token) =>
  t.app.inject({ method: 'GET', url: `/api/practice/generated-questions?${query}`, headers: authHeader(token) });
const reproduce = (generator: string, seed: number, token = learner.token) =>
  t.app.inject({ method: 'GET', url: `/api/quizzes/generated-questions/${generator}/${seed}`, headers: authHeader(token) });

beforeAll(async () => {
  t = await createTestApp();
  learner = await signIn(t.app, 'learner');
  otherStudent = (await createOrganizationWithMembers(t.app)).student.token;
});
afterAll(async () => {
  await t.close();
});

describe('generated practice questions ("generate more")', () => {
  it('draws fresh questions of the topic without their answers, five by default', async () => {
    const res = await draw('subject=math&topic=percentage');
    expect(res.statusCode, res.body).toBe(200);
    const list: GeneratedPracticeList = res.json();
    expect(list.data).toHaveLength(5);
    for (const item of list.data) {
      expect(item.question.topic).toBe('percentage');
      expect(item.question.subject).toBe('math');
      expect(item.question.options).toHaveLength(4);
      expect(item.question.text.hi && item.question.text.en).toBeTruthy();
      expect(item).not.toHaveProperty('correctOptionIds');
      expect(item.question).not.toHaveProperty('correctOptionIds');
      expect(item.question).not.toHaveProperty('explanation');
    }
    // Fresh seeds each time: another batch is (almost surely) other questions.
    const again: GeneratedPracticeList = (await draw('subject=math&topic=percentage')).json();
    expect(again.data.map((i) => i.seed)).not.toEqual(list.data.map((i) => i.seed));
  });

  it('names each question by generator and seed: the quiz route rebuilds the same question with its answer', async () => {
    const list: GeneratedPracticeList = (await draw('subject=math&topic=simple%20interest&count=3')).json();
    expect(list.data).toHaveLength(3);
    for (const item of list.data) {
      const res = await reproduce(item.generator, item.seed);
      expect(res.statusCode, res.body).toBe(200);
      const view: GeneratedQuestionView = res.json();
      expect(view.question.text).toEqual(item.question.text);
      expect(view.question.options).toEqual(item.question.options);
      const q = generateQuestion(item.generator, item.seed)!;
      expect(view.correctOptionIds).toEqual([item.question.options[q.correctIndex].id]);
      expect(view.explanation.hi && view.explanation.en).toBeTruthy();
    }
  });

  it('serves every arithmetic topic, for students of any organisation', async () => {
    for (const topic of GENERATED_TOPICS) {
      const res = await draw(`subject=math&topic=${encodeURIComponent(topic)}&count=2`, otherStudent);
      expect(res.statusCode, `${topic}: ${res.body}`).toBe(200);
      expect((res.json() as GeneratedPracticeList).data.every((i) => i.question.topic === topic)).toBe(true);
    }
  });

  it('refuses topics without generators, unknown topics and bad counts', async () => {
    expectError(await draw('subject=math&topic=geometry'), 400, 'VALIDATION_FAILED');
    expectError(await draw('subject=polity&topic=preamble'), 400, 'VALIDATION_FAILED');
    expectError(await draw('subject=math&topic=no-such-topic'), 400, 'VALIDATION_FAILED');
    expectError(await draw('subject=nope&topic=percentage'), 400, 'VALIDATION_FAILED');
    expectError(await draw('subject=math'), 400, 'VALIDATION_FAILED');
    expectError(await draw('subject=math&topic=percentage&count=0'), 400, 'VALIDATION_FAILED');
    expectError(await draw('subject=math&topic=percentage&count=21'), 400, 'VALIDATION_FAILED');
    expectError(await draw('subject=math&topic=percentage&count=two'), 400, 'VALIDATION_FAILED');
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/practice/generated-questions?subject=math&topic=percentage' });
    expectError(res, 401, 'UNAUTHORIZED');
  });
});
