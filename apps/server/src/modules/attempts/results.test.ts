import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AttemptAnalysis, AttemptResult, AttemptView, Leaderboard, MyLeaderboards } from '@pariksha/shared/schemas/attempts';
import { examAttempts, exams } from '../../db/schema/index.ts';
import { createTestApp, DEMO_ORG_ID, expectError, signUp, type TestApp } from '../../test/app.ts';
import { answersFor, createExamFixture, hall, type AnswerInput, type ExamFixture } from './test-fixtures.ts';

let t: TestApp;
const MIN = 60_000;

beforeAll(async () => {
  t = await createTestApp({ examAutoSubmitMs: 0 });
});
afterAll(() => t?.close());

type Student = ReturnType<typeof hall> & { userId: string; name: string };
async function newStudent(name = 'Student'): Promise<Student> {
  const session = await signUp(t.app, { inviteCode: 'DEMO2026', name });
  return Object.assign(hall(t.app, session.token), { userId: session.user.id, name });
}

/** Starts, saves the given answers, submits; returns the result. */
async function sit(s: Student, setId: string, answers: AnswerInput[]): Promise<AttemptResult> {
  const started = await s.start(setId);
  expect(started.statusCode, started.body).toBeLessThan(300);
  const view: AttemptView = started.json();
  if (answers.length) {
    const saved = await s.save(view.id, answers);
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const res = await s.submit(view.id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const setTime = (attemptId: string, ms: number) => t.db.update(examAttempts).set({ timeTakenMs: ms }).where(eq(examAttempts.id, attemptId));

describe('scoring', () => {
  it('SSC scheme: score = 2 × correct − 0.5 × wrong, per section and in total; marked-only answers are not scored', async () => {
    const ssc = await createExamFixture(t.db, {
      organizationId: DEMO_ORG_ID,
      code: 'SSC',
      sections: [{ questions: 5 }, { questions: 5 }],
      totalMarks: '20',
      passingMarks: '10.5',
    });
    const [s1, s2] = [ssc.questions.slice(0, 5), ssc.questions.slice(5)];
    const answers: AnswerInput[] = [
      ...answersFor(s1, 4, 1, 1),
      ...answersFor(s2, 2, 2, 10),
      // 'marked' (for review) without saving the answer: not scored even though it carries an option.
      { questionId: s2[4].id, selectedOptionIds: s2[4].wrong, state: 'marked', clientSeq: 20 },
    ];
    const result = await sit(await newStudent(), ssc.setId, answers);
    expect(result).toMatchObject({ score: '10.50', correct: 6, wrong: 3, unattempted: 1, accuracy: 66.67, totalMarks: '20', passed: true });
    expect(result.sections).toEqual([
      {
        sectionId: ssc.sections[0].id,
        name: { hi: 'खंड 1', en: 'Section 1' },
        score: '7.50',
        maxScore: '10.00',
        correct: 4,
        wrong: 1,
        unattempted: 0,
      },
      {
        sectionId: ssc.sections[1].id,
        name: { hi: 'खंड 2', en: 'Section 2' },
        score: '3.00',
        maxScore: '10.00',
        correct: 2,
        wrong: 2,
        unattempted: 1,
      },
    ]);
    const [row] = await t.db.select().from(examAttempts).where(eq(examAttempts.id, result.attemptId));
    expect(row).toMatchObject({ scoreNumerator: 21, scoreDenominator: 2, scoreHundredths: 1050 });
  });

  it('RAILWAY_GROUP_D: three wrong answers cost exactly 1.00 (thirds kept exact, not 0.99)', async () => {
    const rrb = await createExamFixture(t.db, {
      organizationId: DEMO_ORG_ID,
      code: 'RAILWAY_GROUP_D',
      sections: [{ questions: 6, markCorrect: '1', markWrong: '0.33' }],
      totalMarks: '6',
      passingMarks: '2',
    });
    const threeWrong = await sit(await newStudent(), rrb.setId, answersFor(rrb.questions, 0, 3));
    expect(threeWrong).toMatchObject({ score: '-1.00', correct: 0, wrong: 3, passed: false });
    const [row] = await t.db.select().from(examAttempts).where(eq(examAttempts.id, threeWrong.attemptId));
    expect(row).toMatchObject({ scoreNumerator: -1, scoreDenominator: 1, scoreHundredths: -100 });

    const mixed = await sit(await newStudent(), rrb.setId, answersFor(rrb.questions, 2, 3));
    expect(mixed.score).toBe('1.00');
    const one = await sit(await newStudent(), rrb.setId, answersFor(rrb.questions, 1, 1));
    expect(one.score).toBe('0.67');
  });

  it('a question with two correct options counts only when exactly both are chosen', async () => {
    const multi = await createExamFixture(t.db, { organizationId: DEMO_ORG_ID, sections: [{ questions: 2, multipleCorrect: [0, 1] }] });
    const [q1, q2] = multi.questions;
    const result = await sit(await newStudent(), multi.setId, [
      { questionId: q1.id, selectedOptionIds: [...q1.correct].reverse(), clientSeq: 1 },
      { questionId: q2.id, selectedOptionIds: [q2.correct[0]], clientSeq: 2 },
    ]);
    expect(result).toMatchObject({ correct: 1, wrong: 1, score: '1.50' });
  });
});

describe('ranks, percentiles and the leaderboard', () => {
  let set: ExamFixture;
  const students: Record<string, Student> = {};
  const results: Record<string, AttemptResult> = {};

  beforeAll(async () => {
    set = await createExamFixture(t.db, { organizationId: DEMO_ORG_ID, sections: [{ questions: 3 }] });
    // Scores 6, 6, 4, 6, 0; times crafted below: D fastest of the 6s, A and B tie exactly.
    const plan: Array<[string, number, number]> = [
      ['A', 3, 0],
      ['B', 3, 0],
      ['C', 2, 0],
      ['D', 3, 0],
      ['E', 0, 0],
    ];
    for (const [name, correct, wrong] of plan) {
      students[name] = await newStudent(`Rank ${name}`);
      results[name] = await sit(students[name], set.setId, answersFor(set.questions, correct, wrong));
    }
    const times: Record<string, number> = { A: 100_000, B: 100_000, C: 10_000, D: 50_000, E: 10_000 };
    for (const [name, ms] of Object.entries(times)) await setTime(results[name].attemptId, ms);
  });

  it('ranks by score then time, ties share a rank, and percentiles follow', async () => {
    const expected: Record<string, [number, number]> = { D: [1, 100], A: [2, 80], B: [2, 80], C: [4, 40], E: [5, 20] };
    for (const [name, [rank, pct]] of Object.entries(expected)) {
      const res = await students[name].result(set.setId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ rank, percentile: pct, totalAttempts: 5, ranksAt: null });
    }
  });

  it('pages the leaderboard with competition ranks across page boundaries and always fills `me`', async () => {
    const page = async (p: number, who = students.C): Promise<Leaderboard> => {
      const res = await who.leaderboard(set.setId, `?page=${p}&limit=2`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const one = await page(1);
    expect(one.total).toBe(5);
    expect(one.rows.map((r) => [r.name, r.rank, r.score])).toEqual([
      ['Rank D', 1, '6.00'],
      [expect.stringMatching(/Rank [AB]/), 2, '6.00'],
    ]);
    expect(one.me).toEqual({ rank: 4, userId: students.C.userId, name: 'Rank C', score: '4.00', timeTakenMs: 10_000, isMe: true });
    const two = await page(2);
    expect(two.rows.map((r) => [r.name, r.rank])).toEqual([
      [expect.stringMatching(/Rank [AB]/), 2],
      ['Rank C', 4],
    ]);
    expect(two.rows[1].isMe).toBe(true);
    expect(new Set([one.rows[1].name, two.rows[0].name])).toEqual(new Set(['Rank A', 'Rank B']));
    expect((await page(3)).rows.map((r) => [r.name, r.rank])).toEqual([['Rank E', 5]]);
    expect((await page(9)).rows).toEqual([]);

    const outsider = await newStudent();
    const board: Leaderboard = (await outsider.leaderboard(set.setId)).json();
    expect(board.me).toBeNull();
    expect(board.rows).toHaveLength(5);
  });

  it('keeps retakes off the board; a retake is placed where it would stand', async () => {
    const retake = await sit(students.E, set.setId, answersFor(set.questions, 2, 0));
    expect(retake).toMatchObject({ score: '4.00', totalAttempts: 5 });
    expect(retake.rank).toBeGreaterThanOrEqual(4);
    const board: Leaderboard = (await students.E.leaderboard(set.setId)).json();
    expect(board.total).toBe(5);
    expect(board.me).toMatchObject({ rank: 5, score: '0.00' });
    // The latest result is the retake; the first one is still reachable by id.
    expect((await students.E.result(set.setId)).json().attemptId).toBe(retake.attemptId);
    expect((await students.E.result(set.setId, results.E.attemptId)).json()).toMatchObject({ rank: 5, score: '0.00' });
  });

  it('lists the caller’s boards with their rank', async () => {
    const mine: MyLeaderboards = (await students.A.myBoards()).json();
    expect(mine.data).toEqual([
      expect.objectContaining({
        setId: set.setId,
        examId: set.examId,
        rank: 2,
        total: 5,
        score: '6.00',
        title: { hi: 'सेट 1', en: 'Set 1' },
      }),
    ]);
  });
});

describe('live tests', () => {
  it('hide ranks, the board and others’ figures until the window closes', async () => {
    const endsAt = new Date(Date.now() + 10 * MIN);
    const live = await createExamFixture(t.db, { organizationId: DEMO_ORG_ID, kind: 'live', startsAt: new Date(Date.now() - MIN), endsAt });
    const a = await newStudent('Live A');
    const b = await newStudent('Live B');
    const ra = await sit(a, live.setId, answersFor(live.questions, 4, 0));
    await sit(b, live.setId, answersFor(live.questions, 2, 0));
    expect(ra).toMatchObject({ rank: null, percentile: null, totalAttempts: 1, ranksAt: endsAt.toISOString() });
    expect((await b.result(live.setId)).json()).toMatchObject({ rank: null, percentile: null, totalAttempts: 2 });
    const hidden: Leaderboard = (await a.leaderboard(live.setId)).json();
    expect(hidden).toMatchObject({ total: 2, rows: [], me: null, ranksAt: endsAt.toISOString() });
    expect(((await a.myBoards()).json() as MyLeaderboards).data[0]).toMatchObject({ setId: live.setId, rank: null, total: 2 });
    const early: AttemptAnalysis = (await b.analysis(live.setId)).json();
    expect(early.comparison).toMatchObject({ topper: null, average: null });

    await t.db
      .update(exams)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(exams.id, live.examId));
    expect((await a.result(live.setId)).json()).toMatchObject({ rank: 1, percentile: 100 });
    expect((await b.result(live.setId)).json()).toMatchObject({ rank: 2, percentile: 50 });
    const shown: Leaderboard = (await b.leaderboard(live.setId)).json();
    expect(shown.rows.map((r) => [r.name, r.rank])).toEqual([
      ['Live A', 1],
      ['Live B', 2],
    ]);
    expect(shown.me).toMatchObject({ rank: 2, name: 'Live B' });
    const late: AttemptAnalysis = (await b.analysis(live.setId)).json();
    expect(late.comparison.topper).toMatchObject({ score: '8.00', correct: 4 });
    expect(late.comparison.average).toMatchObject({ score: '6.00', correct: 3, wrong: 0, accuracy: 100 });
  });
});

describe('analysis', () => {
  it('reviews every question with the key, the explanation, time spent and topic strength', async () => {
    const set = await createExamFixture(t.db, {
      organizationId: DEMO_ORG_ID,
      sections: [{ questions: 8, topics: ['arithmetic', 'percentage'] }],
    });
    // arithmetic: q0, q2, q4, q6; percentage: q1, q3, q5, q7.
    const q = set.questions;
    const answers: AnswerInput[] = [
      { questionId: q[0].id, selectedOptionIds: q[0].correct, clientSeq: 1, timeSpentMs: 4000 },
      { questionId: q[2].id, selectedOptionIds: q[2].correct, clientSeq: 2 },
      { questionId: q[4].id, selectedOptionIds: q[4].correct, clientSeq: 3 },
      { questionId: q[6].id, selectedOptionIds: q[6].wrong, clientSeq: 4 },
      { questionId: q[1].id, selectedOptionIds: q[1].wrong, clientSeq: 5 },
      { questionId: q[3].id, selectedOptionIds: q[3].wrong, clientSeq: 6 },
      { questionId: q[5].id, selectedOptionIds: q[5].correct, clientSeq: 7 },
    ];
    const s = await newStudent();
    const result = await sit(s, set.setId, answers);
    const res = await s.analysis(set.setId, result.attemptId);
    expect(res.statusCode, res.body).toBe(200);
    const analysis: AttemptAnalysis = res.json();
    expect(analysis.result).toEqual(result);
    expect(analysis.questions).toHaveLength(8);
    expect(analysis.questions[0]).toMatchObject({
      id: q[0].id,
      correctOptionIds: q[0].correct,
      selectedOptionIds: q[0].correct,
      outcome: 'correct',
      state: 'answered',
      timeSpentMs: 4000,
      explanation: { en: 'Explanation 1', hi: 'व्याख्या 1' },
      subject: 'math',
      topic: 'arithmetic',
    });
    expect(analysis.questions[7]).toMatchObject({ outcome: 'unattempted', state: 'notVisited', selectedOptionIds: [], timeSpentMs: 0 });
    expect(analysis.topics).toEqual([
      { subject: 'math', topic: 'arithmetic', correct: 3, wrong: 1, unattempted: 0, accuracy: 75, strength: 'strong' },
      { subject: 'math', topic: 'percentage', correct: 1, wrong: 2, unattempted: 1, accuracy: 33.33, strength: 'weak' },
    ]);
    expect(analysis.comparison.you).toEqual({
      score: result.score,
      correct: 4,
      wrong: 3,
      accuracy: 57.14,
      timeTakenMs: result.timeTakenMs,
      sections: [{ sectionId: set.sections[0].id, score: '6.50' }],
    });
    expect(analysis.comparison.topper).toEqual(analysis.comparison.you);

    const second = await newStudent();
    await sit(second, set.setId, answersFor(q, 1, 0));
    const both: AttemptAnalysis = (await second.analysis(set.setId)).json();
    expect(both.comparison.average).toMatchObject({
      score: '4.25',
      correct: 2.5,
      wrong: 1.5,
      sections: [{ sectionId: set.sections[0].id, score: '4.25' }],
    });
  });

  it('answers 404 for a set the caller never submitted', async () => {
    const set = await createExamFixture(t.db, { organizationId: DEMO_ORG_ID });
    const s = await newStudent();
    expectError(await s.analysis(set.setId), 404, 'NOT_FOUND');
    expectError(await s.result(set.setId), 404, 'NOT_FOUND');
  });
});
