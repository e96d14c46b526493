import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AttemptAnalysis } from '@pariksha/shared/schemas/attempts';
import type { BookmarkList } from '@pariksha/shared/schemas/bookmarks';
import type { PracticeQuestionList, PracticeSubjects } from '@pariksha/shared/schemas/practice';
import type { PotdToday, SubmitResponse } from '@pariksha/shared/schemas/potd';
import type { QuizView } from '@pariksha/shared/schemas/quiz';
import { dayKey } from '@pariksha/shared/streak';
import { findSubject } from '@pariksha/shared/taxonomy/taxonomy';
import { findDemoExamId } from '../../db/demo/exams.ts';
import { examSets, exams, potdProblems, questionBookmarks, questions } from '../../db/schema/index.ts';
import {
  authHeader,
  createOrganizationWithMembers,
  createTestApp,
  DEMO_ORG_ID,
  expectError,
  signUp,
  type SecondOrganization,
  type TestApp,
} from '../../test/app.ts';
import { answersFor, createExamFixture, hall, type ExamFixture } from '../attempts/test-fixtures.ts';
import { keyReleased } from './visibility.ts';

/**
 * The attacks of security issue 9, one by one: a student reads the answer key of a question
 * that is still locked in a test (a live test not over, an unpublished test, a test they are
 * sitting) through every student route that serves questions. Each must be refused or
 * withheld, and served again once the lock is gone.
 */

let t: TestApp;
/** A math topic no seeded question has, so an institute's lists of it hold only its own questions. */
let topic: string;
const HOUR = 3600_000;

type Session = { token: string };
const get = (url: string, s: Session) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: authHeader(s.token) });
const send = (method: 'POST' | 'PUT', url: string, s: Session, payload: object = {}) =>
  t.app.inject({ method, url: `/api${url}`, headers: authHeader(s.token), payload });

const practiceAnswer = (id: string, s: Session) => get(`/practice/questions/${id}/answer`, s);
const practiceCheck = (id: string, optionId: string, s: Session) => send('POST', `/practice/questions/${id}/check`, s, { optionId });
const practiceIds = async (s: Session) => {
  const res = await get(`/practice/questions?subject=math&topic=${encodeURIComponent(topic)}&limit=50`, s);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as PracticeQuestionList).data.map((q) => q.id);
};
const topicCount = async (s: Session) => {
  const body = (await get('/practice/subjects', s)).json() as PracticeSubjects;
  return body.subjects.find((x) => x.subject === 'math')?.topics.find((x) => x.topic === topic)?.count ?? 0;
};
const startQuiz = (s: Session) => send('POST', '/quizzes', s, { subject: 'math', topic });
const bookmark = (id: string, s: Session) => send('PUT', `/bookmarks/${id}`, s, { source: 'practice' });
const makeCard = (id: string, s: Session) => send('POST', '/flash-cards/from-question', s, { questionId: id });

/** A fresh institute (admin and student) per test, so no test sees another's questions or attempts. */
let institute: () => Promise<SecondOrganization & { newStudent: () => Promise<Session & { userId: string }> }>;

const ids = (fx: ExamFixture) => fx.questions.map((q) => q.id);
const section = () => [{ questions: 3, topics: [topic] }];

function runningLiveTest(organizationId: string) {
  return createExamFixture(t.db, {
    organizationId,
    kind: 'live',
    startsAt: new Date(Date.now() - HOUR),
    endsAt: new Date(Date.now() + HOUR),
    sections: section(),
  });
}
/** Closes a live test's window, as the clock would. */
const closeWindow = (examId: string) =>
  t.db
    .update(exams)
    .set({ startsAt: new Date(Date.now() - 2 * HOUR), endsAt: new Date(Date.now() - 1000) })
    .where(eq(exams.id, examId));

/** A question of the institute's bank in no test at all. */
async function freeQuestion(organizationId: string) {
  const [row] = await t.db
    .insert(questions)
    .values({
      organizationId,
      subject: 'math',
      topic,
      text: { en: 'A practice question in no test' },
      options: [
        { id: 'a', en: 'Yes' },
        { id: 'b', en: 'No' },
      ],
      correctOptionIds: ['a'],
      explanation: { en: 'Because yes' },
    })
    .returning({ id: questions.id });
  return row.id;
}

const startAttempt = (s: Session, setId: string) => hall(t.app, s.token).startWithPaper(setId);

beforeAll(async () => {
  t = await createTestApp({ examAutoSubmitMs: 0 });
  const used = new Set(
    (await t.db.selectDistinct({ topic: questions.topic }).from(questions).where(eq(questions.subject, 'math'))).map((r) => r.topic),
  );
  topic = Object.keys(findSubject('math')!.topics).find((k) => !used.has(k))!;
  expect(topic).toBeTruthy();
  institute = async () => {
    const org = await createOrganizationWithMembers(t.app);
    const newStudent = async () => {
      const s = await signUp(t.app, { inviteCode: org.organization.inviteCode! });
      return { token: s.token, userId: s.user.id };
    };
    return { ...org, newStudent };
  };
});
afterAll(() => t?.close());

describe('keyReleased (pure)', () => {
  const now = Date.parse('2026-03-10T10:00:00Z');
  it('releases a practice set or a mock at once', () => {
    expect(keyReleased({ kind: 'practice', endsAt: null }, now)).toBe(true);
    expect(keyReleased({ kind: 'mock', endsAt: new Date(now + HOUR) }, now)).toBe(true);
  });
  it('releases a live test only from the moment its window closes; one with no end never', () => {
    expect(keyReleased({ kind: 'live', endsAt: new Date(now + 1) }, now)).toBe(false);
    expect(keyReleased({ kind: 'live', endsAt: new Date(now) }, now)).toBe(true);
    expect(keyReleased({ kind: 'live', endsAt: new Date(now - HOUR) }, now)).toBe(true);
    expect(keyReleased({ kind: 'live', endsAt: null }, now)).toBe(false);
  });
});

describe('a live test whose window has not closed', () => {
  it('Weekly Live Test 1 (demo): a student sitting it gets none of its 50 answers from practice, nor after submitting early; all once it closes', async () => {
    const examId = (await findDemoExamId(t.db, 'demo:weekly-live-test-1', DEMO_ORG_ID))!;
    const [set] = await t.db.select().from(examSets).where(eq(examSets.examId, examId));
    const [exam] = await t.db.select().from(exams).where(eq(exams.id, examId));
    const s = await signUp(t.app, { inviteCode: 'DEMO2026' });
    const view = await startAttempt(s, set.id);
    expect(view.questions).toHaveLength(50);
    const lookUpAll = () => Promise.all(view.questions.map((q) => practiceAnswer(q.id, s)));
    for (const res of await lookUpAll()) expectError(res, 404, 'NOT_FOUND');

    expect((await hall(t.app, s.token).submit(view.id)).statusCode).toBe(200);
    for (const res of await lookUpAll()) expectError(res, 404, 'NOT_FOUND');

    try {
      await closeWindow(examId);
      const served = await lookUpAll();
      expect(served.map((r) => r.statusCode)).toEqual(view.questions.map(() => 200));
      const [first] = await t.db.select().from(questions).where(eq(questions.id, view.questions[0].id));
      expect(served[0].json()).toEqual({ correctOptionIds: first.correctOptionIds, explanation: first.explanation });
    } finally {
      await t.db.update(exams).set({ startsAt: exam.startsAt, endsAt: exam.endsAt }).where(eq(exams.id, examId));
    }
  });

  it('practice check refuses its questions (to students and to the institute’s own staff alike) until it closes', async () => {
    const org = await institute();
    const live = await runningLiveTest(org.organization.id);
    const q = live.questions[0];
    expectError(await practiceCheck(q.id, q.correct[0], org.student), 404, 'NOT_FOUND');
    expectError(await practiceCheck(q.id, q.wrong[0], org.student), 404, 'NOT_FOUND');
    // Staff are not exempt on student pages; they have the question bank (staff only).
    expectError(await practiceAnswer(q.id, org.admin), 404, 'NOT_FOUND');
    const bank = await get(`/question-bank/${q.id}`, org.admin);
    expect(bank.statusCode, bank.body).toBe(200);
    expectError(await get(`/question-bank/${q.id}`, org.student), 403, 'FORBIDDEN');

    await closeWindow(live.examId);
    const res = await practiceCheck(q.id, q.correct[0], org.student);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ correct: true, correctOptionIds: q.correct });
  });

  it('the practice list and its counts leave its questions out until it closes', async () => {
    const org = await institute();
    const free = await freeQuestion(org.organization.id);
    const live = await runningLiveTest(org.organization.id);
    expect(await practiceIds(org.student)).toEqual([free]);
    expect(await topicCount(org.student)).toBe(1);

    await closeWindow(live.examId);
    expect((await practiceIds(org.student)).sort()).toEqual([free, ...ids(live)].sort());
    expect(await topicCount(org.student)).toBe(4);
  });

  it('a new quiz never includes its questions until it closes', async () => {
    const org = await institute();
    const free = await freeQuestion(org.organization.id);
    const live = await runningLiveTest(org.organization.id);
    const quiz = await startQuiz(org.student);
    expect(quiz.statusCode, quiz.body).toBe(201);
    expect((quiz.json() as QuizView).items.map((i) => i.question.id)).toEqual([free]);

    await closeWindow(live.examId);
    const later = (await startQuiz(org.student)).json() as QuizView;
    expect(later.items.map((i) => i.question.id).sort()).toEqual([free, ...ids(live)].sort());
  });

  it('bookmarks: refuses a new one; an earlier one leaves the list (answer and all) until it closes', async () => {
    const org = await institute();
    const live = await runningLiveTest(org.organization.id);
    const [first, second] = ids(live);
    expectError(await bookmark(first, org.student), 404, 'NOT_FOUND');
    // Bookmarked before the question went into the test.
    await t.db
      .insert(questionBookmarks)
      .values({ userId: org.student.user.id, questionId: second, organizationId: org.organization.id, source: 'practice' });
    const res = await get('/bookmarks', org.student);
    expect(res.json()).toMatchObject({ data: [], total: 0 });
    expect(res.body).not.toContain(second);

    await closeWindow(live.examId);
    expect((await bookmark(first, org.student)).statusCode).toBe(200);
    const list = (await get('/bookmarks', org.student)).json() as BookmarkList;
    expect(list.data.map((b) => b.question.id).sort()).toEqual([first, second].sort());
    expect(list.data.find((b) => b.question.id === first)?.question.correctOptionIds).toEqual(live.questions[0].correct);
  });

  it('flash cards: no card (its back is the answer) even after submitting the live test early; one once it closes', async () => {
    const org = await institute();
    const live = await runningLiveTest(org.organization.id);
    const s = await org.newStudent();
    const view = await startAttempt(s, live.setId);
    expectError(await makeCard(live.questions[0].id, s), 404, 'NOT_FOUND');
    expect((await hall(t.app, s.token).submit(view.id)).statusCode).toBe(200);
    expectError(await makeCard(live.questions[0].id, s), 404, 'NOT_FOUND');

    await closeWindow(live.examId);
    const made = await makeCard(live.questions[0].id, s);
    expect(made.statusCode, made.body).toBe(201);
  });

  it('the analysis of a submitted attempt withholds the key, explanations, outcomes and topics until endsAt', async () => {
    const org = await institute();
    const live = await runningLiveTest(org.organization.id);
    const [exam] = await t.db.select().from(exams).where(eq(exams.id, live.examId));
    const s = await org.newStudent();
    const h = hall(t.app, s.token);
    const view = await startAttempt(s, live.setId);
    expect((await h.save(view.id, answersFor(live.questions, 1, 1))).statusCode).toBe(200);
    expect((await h.submit(view.id)).statusCode).toBe(200);

    const early = await h.analysis(live.setId);
    expect(early.statusCode, early.body).toBe(200);
    const hidden = early.json() as AttemptAnalysis;
    expect(hidden).toMatchObject({ answersHidden: true, keyReleasedAt: exam.endsAt!.toISOString(), topics: [] });
    expect(hidden.questions).toHaveLength(3);
    for (const q of hidden.questions) expect(q).toMatchObject({ correctOptionIds: null, explanation: null, outcome: null });
    // The student's own choices stay.
    expect(hidden.questions.find((q) => q.id === live.questions[1].id)?.selectedOptionIds).toEqual(live.questions[1].wrong);
    expect(early.body).not.toMatch(/Explanation \d|व्याख्या/);

    await closeWindow(live.examId);
    const shown = (await h.analysis(live.setId)).json() as AttemptAnalysis;
    expect(shown).toMatchObject({ answersHidden: false, keyReleasedAt: null });
    expect(shown.questions.map((q) => [q.correctOptionIds, q.outcome])).toEqual([
      [live.questions[0].correct, 'correct'],
      [live.questions[1].correct, 'wrong'],
      [live.questions[2].correct, 'unattempted'],
    ]);
    expect(shown.questions[0].explanation).toEqual({ en: 'Explanation 1', hi: 'व्याख्या 1' });
    expect(shown.topics).toEqual([expect.objectContaining({ topic, correct: 1, wrong: 1, unattempted: 1 })]);
  });
});

describe('an unpublished test', () => {
  it('hides its questions from practice, quizzes, bookmarks and cards until it is published', async () => {
    const org = await institute();
    const free = await freeQuestion(org.organization.id);
    const draft = await createExamFixture(t.db, {
      organizationId: org.organization.id,
      kind: 'mock',
      isPublished: false,
      sections: section(),
    });
    const q = draft.questions[0];
    expectError(await practiceAnswer(q.id, org.student), 404, 'NOT_FOUND');
    expectError(await practiceCheck(q.id, q.correct[0], org.student), 404, 'NOT_FOUND');
    expect(await practiceIds(org.student)).toEqual([free]);
    expect(((await startQuiz(org.student)).json() as QuizView).items.map((i) => i.question.id)).toEqual([free]);
    expectError(await bookmark(q.id, org.student), 404, 'NOT_FOUND');
    expectError(await makeCard(q.id, org.student), 404, 'NOT_FOUND');

    await t.db.update(exams).set({ isPublished: true }).where(eq(exams.id, draft.examId));
    expect((await practiceAnswer(q.id, org.student)).json()).toMatchObject({ correctOptionIds: q.correct });
    expect((await practiceIds(org.student)).sort()).toEqual([free, ...ids(draft)].sort());
  });
});

describe("the caller's own attempt in progress (a mock)", () => {
  it('hides the paper from the student sitting it, not from a classmate; after submission it is the review', async () => {
    const org = await institute();
    const mock = await createExamFixture(t.db, { organizationId: org.organization.id, kind: 'mock', sections: section() });
    const q = mock.questions[0];
    const sitter = await org.newStudent();
    const view = await startAttempt(sitter, mock.setId);

    expectError(await practiceAnswer(q.id, sitter), 404, 'NOT_FOUND');
    expectError(await practiceCheck(q.id, q.correct[0], sitter), 404, 'NOT_FOUND');
    expect(await practiceIds(sitter)).toEqual([]);
    expectError(await startQuiz(sitter), 422, 'UNPROCESSABLE');
    expectError(await bookmark(q.id, sitter), 404, 'NOT_FOUND');
    expectError(await makeCard(q.id, sitter), 404, 'NOT_FOUND');
    // A classmate who is not sitting it practises it as usual.
    expect((await practiceAnswer(q.id, org.student)).json()).toMatchObject({ correctOptionIds: q.correct });

    expect((await hall(t.app, sitter.token).submit(view.id)).statusCode).toBe(200);
    expect((await practiceAnswer(q.id, sitter)).json()).toMatchObject({ correctOptionIds: q.correct });
    expect((await practiceIds(sitter)).sort()).toEqual(ids(mock).sort());
  });

  it('a quiz begun before withholds those answers and gives no feedback on them while the test runs', async () => {
    const org = await institute();
    const mock = await createExamFixture(t.db, { organizationId: org.organization.id, kind: 'mock', sections: section() });
    const s = await org.newStudent();
    const quiz = (await startQuiz(s)).json() as QuizView;
    const [first, second] = quiz.items.map((i) => i.question.id);
    const keyOf = (id: string) => mock.questions.find((q) => q.id === id)!.correct;
    const answered = await send('POST', `/quizzes/${quiz.id}/answers`, s, { questionId: first, optionId: keyOf(first)[0] });
    expect(answered.statusCode, answered.body).toBe(200);

    const view = await startAttempt(s, mock.setId);
    const during = (await get(`/quizzes/${quiz.id}`, s)).json() as QuizView;
    expect(during.items.every((i) => i.correctOptionIds === undefined && i.explanation === undefined)).toBe(true);
    expectError(await send('POST', `/quizzes/${quiz.id}/answers`, s, { questionId: second, optionId: 'a' }), 404, 'NOT_FOUND');
    const finished = (await send('POST', `/quizzes/${quiz.id}/finish`, s)).json() as QuizView;
    expect(finished.items.every((i) => i.correctOptionIds === undefined)).toBe(true);

    expect((await hall(t.app, s.token).submit(view.id)).statusCode).toBe(200);
    const after = (await get(`/quizzes/${quiz.id}`, s)).json() as QuizView;
    expect(after.items.map((i) => i.correctOptionIds)).toEqual(after.items.map((i) => keyOf(i.question.id)));
  });
});

describe('the daily problem', () => {
  const todayOf = async (s: Session) => {
    const res = await get('/potd/today?lang=en', s);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PotdToday;
  };

  it('keeps isCorrect on the options but the explanation out until the problem is solved', async () => {
    const s = await signUp(t.app);
    const before = await todayOf(s);
    expect(before.alreadySolved).toBe(false);
    expect(before.problem!.options.filter((o) => o.isCorrect).length).toBeGreaterThan(0);
    expect(before.problem!.explanation).toBeNull();
    const [question] = await t.db.select().from(questions).where(eq(questions.id, before.problem!.questionId));
    expect(question.explanation.en).toBeTruthy();

    const wrong = (await send('POST', '/potd/submit', s, { answer: before.problem!.options.find((o) => !o.isCorrect)!.text })).json();
    expect(wrong).toMatchObject({ success: false });
    expect(wrong).not.toHaveProperty('explanation');
    const right = (await send('POST', '/potd/submit', s, { answer: before.problem!.options.find((o) => o.isCorrect)!.text })).json();
    expect(right as SubmitResponse).toMatchObject({ success: true, counted: true, explanation: question.explanation.en });
    expect((await todayOf(s)).problem!.explanation).toBe(question.explanation.en);
  });

  it("an institute's problem taken from its running live test is not served: its members get the platform's until the test ends", async () => {
    const org = await institute();
    const live = await runningLiveTest(org.organization.id);
    const date = dayKey(Date.now(), 'Asia/Kolkata');
    await t.db.insert(potdProblems).values({ organizationId: org.organization.id, date, questionId: live.questions[0].id });
    for (const who of [org.student, org.admin]) {
      const today = await todayOf(who);
      expect(today.problem).toMatchObject({ isPlatform: true });
      expect(today.problem!.questionId).not.toBe(live.questions[0].id);
    }
    const theirs = (await send('POST', '/potd/submit', org.student, { answer: 'Option a' })).json() as SubmitResponse;
    expect(theirs.success).toBe(false);

    await closeWindow(live.examId);
    const [own] = await t.db
      .select()
      .from(potdProblems)
      .where(and(eq(potdProblems.organizationId, org.organization.id), eq(potdProblems.date, date)));
    expect((await todayOf(org.student)).problem).toMatchObject({ id: own.id, questionId: live.questions[0].id, isPlatform: false });
  });
});
