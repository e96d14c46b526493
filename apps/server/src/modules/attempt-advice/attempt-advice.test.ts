import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { attemptAdvice, type AttemptAdvice, type TopicAdvice } from '@pariksha/shared/schemas/attempt-advice';
import type { AttemptView } from '@pariksha/shared/schemas/attempts';
import { exams, practiceAnswers, quizAttemptAnswers, quizAttempts } from '../../db/schema/index.ts';
import {
  authHeader,
  createOrganizationWithMembers,
  createTestApp,
  DEFAULT_ORG_ID,
  DEMO_ORG_ID,
  expectError,
  signUp,
  type SecondOrganization,
  type TestApp,
} from '../../test/app.ts';
import { createExamFixture, hall, type AnswerInput, type FixtureQuestion } from '../attempts/test-fixtures.ts';

let t: TestApp;
let other: SecondOrganization;
const MIN = 60_000;

beforeAll(async () => {
  t = await createTestApp({ examAutoSubmitMs: 0 });
  other = await createOrganizationWithMembers(t.app);
});
afterAll(() => t?.close());

type Student = ReturnType<typeof hall> & { userId: string; token: string };
async function newStudent(inviteCode = 'DEMO2026'): Promise<Student> {
  const session = await signUp(t.app, { inviteCode });
  return Object.assign(hall(t.app, session.token), { userId: session.user.id, token: session.token });
}

async function sit(s: Student, setId: string, answers: AnswerInput[]): Promise<string> {
  const started = await s.start(setId);
  expect(started.statusCode, started.body).toBeLessThan(300);
  const view: AttemptView = started.json();
  if (answers.length) expect((await s.save(view.id, answers)).statusCode).toBe(200);
  const res = await s.submit(view.id);
  expect(res.statusCode, res.body).toBe(200);
  return view.id;
}

const get = (s: { token: string }, url: string) => t.app.inject({ method: 'GET', url, headers: authHeader(s.token) });
const advice = (s: { token: string }, setId: string, attemptId?: string) =>
  get(s, `/api/exam-sets/${setId}/advice${attemptId ? `?attemptId=${attemptId}` : ''}`);
const strategy = (s: { token: string }, setId: string) => get(s, `/api/exam-sets/${setId}/strategy`);

function parsed(res: { statusCode: number; body: string }): AttemptAdvice {
  expect(res.statusCode, res.body).toBe(200);
  const body = JSON.parse(res.body);
  expect(attemptAdvice.strict().parse(body)).toEqual(body);
  return body;
}
const topicOf = (a: AttemptAdvice, topic: string): TopicAdvice => a.topics.find((x) => x.topic === topic)!;

/** `correct` right then `wrong` wrong answers to the given questions, in order. */
const answer = (qs: FixtureQuestion[], correct: number, wrong: number, seq = 1): AnswerInput[] =>
  qs
    .slice(0, correct + wrong)
    .map((q, i) => ({ questionId: q.id, selectedOptionIds: i < correct ? q.correct : q.wrong, clientSeq: seq + i }));

const fill = (topic: string, n: number) => Array<string>(n).fill(topic);

/** A mock of 25 questions (+1 / −0.50): 13 on series, 10 on coding, 2 on algebra. */
async function mock(organizationId = DEMO_ORG_ID, extra: Partial<Parameters<typeof createExamFixture>[1]> = {}) {
  const fx = await createExamFixture(t.db, {
    organizationId,
    kind: 'mock',
    sections: [
      {
        name: { hi: 'तर्कशक्ति', en: 'Reasoning' },
        questions: 25,
        markCorrect: '1',
        markWrong: '0.50',
        topics: [...fill('series', 13), ...fill('coding', 10), ...fill('algebra', 2)],
      },
      { name: { hi: 'सामान्य ज्ञान', en: 'General awareness' }, questions: 2, markCorrect: '1', markWrong: '0', topics: ['polity'] },
    ],
    totalMarks: '27',
    ...extra,
  });
  const q = fx.questions;
  return { fx, series: q.slice(0, 13), coding: q.slice(13, 23), algebra: q.slice(23, 25) };
}

describe('advice for a submitted attempt', () => {
  let s: Student;
  let m: Awaited<ReturnType<typeof mock>>;
  let attemptId: string;

  beforeAll(async () => {
    s = await newStudent();
    m = await mock();
    // series 5 of 13 (38%), coding 9 of 10, algebra untouched.
    attemptId = await sit(s, m.fx.setId, [...answer(m.series, 5, 8, 1), ...answer(m.coding, 9, 1, 100)]);
  });

  it("gives each topic of the paper the student's accuracy and the verdict under the section's marking", async () => {
    const a = parsed(await advice(s, m.fx.setId));
    expect(a).toMatchObject({ setId: m.fx.setId, attemptId, minAnswers: 5, historyAnswers: 23 });
    expect(a.sections).toEqual([
      {
        sectionId: m.fx.sections[0].id,
        name: { hi: 'तर्कशक्ति', en: 'Reasoning' },
        markCorrect: '1',
        markWrong: '0.50',
        options: 4,
        breakEven: 33.33,
        guessExpectedMarks: -0.13,
        eliminate: 2,
      },
      {
        sectionId: m.fx.sections[1].id,
        name: { hi: 'सामान्य ज्ञान', en: 'General awareness' },
        markCorrect: '1',
        markWrong: '0',
        options: 4,
        breakEven: 0,
        guessExpectedMarks: 0.25,
        eliminate: 0,
      },
    ]);
    // Section order, then the topics with most questions first.
    expect(a.topics.map((x) => x.topic)).toEqual(['series', 'coding', 'algebra', 'polity']);
    expect(topicOf(a, 'series')).toMatchObject({
      subject: 'math',
      questions: 13,
      answered: 13,
      correct: 5,
      accuracy: 38.46,
      recommendation: 'attemptWhenSure',
      breakEven: 33.33,
      eliminate: 2,
      options: 4,
    });
    expect(topicOf(a, 'coding')).toMatchObject({ answered: 10, correct: 9, accuracy: 90, recommendation: 'attempt', attemptAnyway: null });
    expect(topicOf(a, 'algebra')).toMatchObject({ answered: 0, accuracy: null, recommendation: 'notEnoughData' });
    expect(topicOf(a, 'polity')).toMatchObject({ recommendation: 'attempt', attemptAnyway: 'noPenalty' });
  });

  it('counts a retake nothing (the solutions were read), quizzes fully, and practice by its first check only', async () => {
    const retake = await sit(s, m.fx.setId, answer(m.series, 13, 0));
    const [quiz] = await t.db
      .insert(quizAttempts)
      .values({ userId: s.userId, organizationId: DEMO_ORG_ID, subject: 'math', total: 3 })
      .returning();
    await t.db.insert(quizAttemptAnswers).values(
      m.series.slice(0, 3).map((q, i) => ({
        attemptId: quiz.id,
        questionId: q.id,
        position: i,
        subject: 'math',
        topic: 'series',
        chosenOptionId: 'a',
        correct: true,
      })),
    );
    // Checked wrong first, then right once the answer was shown: one answer, wrong.
    await t.db.insert(practiceAnswers).values([
      {
        userId: s.userId,
        questionId: m.algebra[0].id,
        organizationId: DEMO_ORG_ID,
        chosenOptionId: 'x',
        correct: false,
        answeredAt: new Date(Date.now() - MIN),
      },
      { userId: s.userId, questionId: m.algebra[0].id, organizationId: DEMO_ORG_ID, chosenOptionId: 'y', correct: true },
    ]);
    const a = parsed(await advice(s, m.fx.setId, retake));
    expect(a.attemptId).toBe(retake);
    expect(topicOf(a, 'series')).toMatchObject({ answered: 16, correct: 8 });
    expect(topicOf(a, 'algebra')).toMatchObject({ answered: 1, correct: 0, recommendation: 'notEnoughData' });
    // The first attempt's advice reads the same history.
    expect(topicOf(parsed(await advice(s, m.fx.setId, attemptId)), 'series')).toMatchObject({ answered: 16, correct: 8 });
  });

  it("leaves out a live test's answers until its key is out", async () => {
    const learner = await newStudent();
    const live = await createExamFixture(t.db, {
      organizationId: DEMO_ORG_ID,
      kind: 'live',
      startsAt: new Date(Date.now() - MIN),
      endsAt: new Date(Date.now() + 60 * MIN),
      sections: [{ questions: 6, markCorrect: '1', markWrong: '0.50', topics: ['series'] }],
      totalMarks: '6',
    });
    await sit(learner, live.setId, answer(live.questions, 6, 0));
    const before = parsed(await advice(learner, live.setId));
    expect(topicOf(before, 'series')).toMatchObject({ answered: 0, recommendation: 'notEnoughData' });
    await t.db
      .update(exams)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(exams.id, live.examId));
    const after = parsed(await advice(learner, live.setId));
    expect(topicOf(after, 'series')).toMatchObject({ answered: 6, correct: 6, recommendation: 'attempt' });
  });

  it('is only for the caller: a set never sat, an attempt in progress, someone else’s attempt, another organisation', async () => {
    const fresh = await newStudent();
    expectError(await advice(fresh, m.fx.setId), 404, 'NOT_FOUND');
    expectError(await advice(fresh, m.fx.setId, attemptId), 404, 'NOT_FOUND');
    const open: AttemptView = (await fresh.start(m.fx.setId)).json();
    expectError(await advice(fresh, m.fx.setId, open.id), 409, 'CONFLICT');
    expectError(await advice(other.student, m.fx.setId, attemptId), 404, 'NOT_FOUND');
  });

  it('refuses bad ids and anonymous callers', async () => {
    expectError(await advice(s, 'not-a-uuid'), 400, 'VALIDATION_FAILED');
    expectError(await advice(s, m.fx.setId, 'nope'), 400, 'VALIDATION_FAILED');
    expectError(await t.app.inject({ method: 'GET', url: `/api/exam-sets/${m.fx.setId}/advice` }), 401, 'UNAUTHORIZED');
  });
});

describe('strategy card before a start', () => {
  it("reads the student's history for the topics of a set not yet started", async () => {
    const s = await newStudent();
    const first = await mock();
    await sit(s, first.fx.setId, [...answer(first.series, 2, 8, 1), ...answer(first.coding, 10, 0, 100)]);
    const next = await mock();
    const card = parsed(await strategy(s, next.fx.setId));
    expect(card).toMatchObject({ setId: next.fx.setId, attemptId: null, historyAnswers: 20 });
    expect(card.sections.map((x) => x.eliminate)).toEqual([2, 0]);
    expect(topicOf(card, 'series')).toMatchObject({ answered: 10, correct: 2, accuracy: 20, recommendation: 'skip' });
    expect(topicOf(card, 'coding')).toMatchObject({ answered: 10, correct: 10, recommendation: 'attempt' });
  });

  it('with no history at all: every topic not enough data, the scheme still explained', async () => {
    const s = await newStudent();
    const { fx } = await mock();
    const card = parsed(await strategy(s, fx.setId));
    expect(card.historyAnswers).toBe(0);
    expect(card.topics.filter((x) => x.recommendation === 'notEnoughData').map((x) => x.topic)).toEqual(['series', 'coding', 'algebra']);
    expect(card.sections[0]).toMatchObject({ breakEven: 33.33, eliminate: 2 });
  });

  it("another organisation's private set, an unpublished one, or no set at all is 404; a public one of the platform is fine", async () => {
    const s = await newStudent();
    const theirs = await mock(other.organization.id);
    expectError(await strategy(s, theirs.fx.setId), 404, 'NOT_FOUND');
    expectError(await strategy(other.student, (await mock()).fx.setId), 404, 'NOT_FOUND');
    parsed(await strategy(other.student, theirs.fx.setId));
    const platform = await mock(DEFAULT_ORG_ID, { visibility: 'public' });
    expect(parsed(await strategy(other.student, platform.fx.setId)).topics).toHaveLength(4);
    const draft = await mock(DEMO_ORG_ID, { isPublished: false });
    expectError(await strategy(s, draft.fx.setId), 404, 'NOT_FOUND');
    expectError(await strategy(s, '00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
    expectError(await strategy(s, 'x'), 400, 'VALIDATION_FAILED');
  });
});

describe('student of another organisation', () => {
  it('gets their own advice on their own set', async () => {
    const s = await newStudent(other.organization.inviteCode!);
    const { fx, series } = await mock(other.organization.id);
    await sit(s, fx.setId, answer(series, 5, 0));
    expect(topicOf(parsed(await advice(s, fx.setId)), 'series')).toMatchObject({ answered: 5, correct: 5 });
  });
});
