import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { startedAttempt, type AttemptState } from '@pariksha/shared/schemas/attempts';
import { examAttempts } from '../../db/schema/index.ts';
import { createTestApp, DEMO_ORG_ID, expectError, type TestApp } from '../../test/app.ts';
import { createAttempt, findOpenAttempt, type NewAttempt } from './repo.ts';
import { submitAttempt } from './submit.ts';
import { answersFor, createExamFixture, createStudents, type ExamFixture } from './test-fixtures.ts';

/**
 * Starts and submits arriving together are written together (natural batching: repo.ts
 * createAttempt, submit.ts submitAttempt): every caller must still get exactly its own
 * outcome, with the rules of a single start or submit.
 */

let t: TestApp;
let practice: ExamFixture;
let live: ExamFixture;

const MIN = 60_000;

beforeAll(async () => {
  t = await createTestApp({ examAutoSubmitMs: 0 });
  practice = await createExamFixture(t.db, { organizationId: DEMO_ORG_ID });
  live = await createExamFixture(t.db, {
    organizationId: DEMO_ORG_ID,
    kind: 'live',
    startsAt: new Date(Date.now() - 10 * MIN),
    endsAt: new Date(Date.now() + 120 * MIN),
  });
});
afterAll(() => t?.close());

const students = (count: number) => createStudents(t.app, t.db, DEMO_ORG_ID, count);

function view(res: { statusCode: number; body: string }, status: number): AttemptState {
  expect(res.statusCode, res.body).toBe(status);
  const parsed = JSON.parse(res.body);
  expect(startedAttempt.strict().parse(parsed)).toEqual(parsed);
  return parsed;
}

const attemptsOf = (setId: string) => t.db.select().from(examAttempts).where(eq(examAttempts.setId, setId));

/** A start as service.ts builds it, for calling the repository directly. */
const fresh = (fixture: ExamFixture, userId: string): NewAttempt => ({
  setId: fixture.setId,
  examId: fixture.examId,
  organizationId: DEMO_ORG_ID,
  userId,
  language: 'en',
  startedAt: new Date(),
  deadline: new Date(Date.now() + 20 * MIN),
  sectionSchedule: null,
  currentSectionId: null,
});

/** Counts the statements containing `text` sent to the database while `run` runs (both drivers go through $client.query). */
async function countStatements<T>(text: string, run: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const spy = vi.spyOn(client, 'query');
  try {
    const result = await run();
    const statements = spy.mock.calls.filter(([q]) => String(typeof q === 'string' ? q : (q as { text?: string }).text).includes(text));
    return { result, statements: statements.length };
  } finally {
    spy.mockRestore();
  }
}

/** Counts the attempt inserts sent to the database while `run` runs (both drivers go through $client.query). */
async function countInserts<T>(run: () => Promise<T>): Promise<{ result: T; inserts: number }> {
  const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const spy = vi.spyOn(client, 'query');
  try {
    const result = await run();
    const inserts = spy.mock.calls.filter(([q]) => {
      const text = typeof q === 'string' ? q : (q as { text?: string }).text;
      return typeof text === 'string' && text.includes('insert into exam_attempts');
    }).length;
    return { result, inserts };
  } finally {
    spy.mockRestore();
  }
}

describe('a rush of starts', () => {
  it('gives every student their own attempt', async () => {
    const set = await createExamFixture(t.db, { organizationId: DEMO_ORG_ID });
    const rush = await students(40);
    const views = (await Promise.all(rush.map((s) => s.start(set.setId)))).map((res) => view(res, 201));
    expect(new Set(views.map((v) => v.id)).size).toBe(40);
    const rows = await attemptsOf(set.setId);
    expect(rows).toHaveLength(40);
    const byId = new Map(rows.map((r) => [r.id, r]));
    rush.forEach((s, i) => {
      expect(byId.get(views[i].id)).toMatchObject({ userId: s.id, attemptNumber: 1, status: 'inProgress' });
      expect(views[i].paper.url).toBe(views[0].paper.url); // one paper for all, fetched on its own
    });
    // Each student's attempt is theirs alone: saving into it works, a neighbour's is refused.
    expect(
      (await rush[0].save(views[0].id, [{ questionId: set.questions[0].id, selectedOptionIds: ['a'], clientSeq: 1 }])).statusCode,
    ).toBe(200);
    expectError(
      await rush[1].save(views[0].id, [{ questionId: set.questions[0].id, selectedOptionIds: ['a'], clientSeq: 1 }]),
      404,
      'NOT_FOUND',
    );
  });

  it('writes the starts of one turn in one statement, each caller getting its own row', async () => {
    const set = await createExamFixture(t.db, { organizationId: DEMO_ORG_ID });
    const rush = await students(25);
    const { result, inserts } = await countInserts(() => Promise.all(rush.map((s) => createAttempt(t.db, fresh(set, s.id), false))));
    expect(inserts).toBe(1);
    rush.forEach((s, i) => expect(result[i]).toMatchObject({ userId: s.id, setId: set.setId, attemptNumber: 1, status: 'inProgress' }));
    const rows = await attemptsOf(set.setId);
    expect(rows.map((r) => r.id).sort()).toEqual(result.map((r) => r!.id).sort());
  });

  it('lets only one of two starts of the same student win, in one statement or over HTTP', async () => {
    const set = await createExamFixture(t.db, { organizationId: DEMO_ORG_ID });
    const [a, b] = await students(2);
    const { result, inserts } = await countInserts(() =>
      Promise.all([
        createAttempt(t.db, fresh(set, a.id), false),
        createAttempt(t.db, fresh(set, b.id), false),
        createAttempt(t.db, fresh(set, a.id), false),
      ]),
    );
    expect(inserts).toBe(1);
    expect(result[0]).toMatchObject({ userId: a.id, attemptNumber: 1 });
    expect(result[1]).toMatchObject({ userId: b.id, attemptNumber: 1 });
    expect(result[2]).toBeNull();
    expect(await attemptsOf(set.setId)).toHaveLength(2);

    // Over HTTP the loser resumes the winner's attempt.
    const rush = await students(10);
    const responses = await Promise.all(rush.flatMap((s) => [s.start(practice.setId), s.start(practice.setId)]));
    rush.forEach((_, i) => {
      const pair = [responses[2 * i], responses[2 * i + 1]];
      expect(pair.map((r) => r.statusCode).sort()).toEqual([200, 201]);
      expect(pair[0].json().id).toBe(pair[1].json().id);
    });
    const rows = (await attemptsOf(practice.setId)).filter((r) => rush.some((s) => s.id === r.userId));
    expect(rows).toHaveLength(10);
  });

  it('keeps a live test to one sitting per student, a practice test open to retakes, in the same statement', async () => {
    const [sat, newcomer, retaker, busy] = await students(4);
    const satView = view(await sat.start(live.setId), 201);
    expect((await sat.submit(satView.id)).statusCode).toBe(200);
    const firstTry = view(await retaker.start(practice.setId), 201);
    expect((await retaker.submit(firstTry.id)).statusCode).toBe(200);
    const open = view(await busy.start(practice.setId), 201);

    const { result, inserts } = await countInserts(() =>
      Promise.all([
        createAttempt(t.db, fresh(live, sat.id), true),
        createAttempt(t.db, fresh(live, newcomer.id), true),
        createAttempt(t.db, fresh(practice, retaker.id), false),
        createAttempt(t.db, fresh(practice, busy.id), false),
      ]),
    );
    expect(inserts).toBe(1);
    expect(result[0]).toBeNull(); // live, already sat
    expect(result[1]).toMatchObject({ userId: newcomer.id, setId: live.setId, attemptNumber: 1 });
    expect(result[2]).toMatchObject({ userId: retaker.id, setId: practice.setId, attemptNumber: 2 });
    expect(result[3]).toBeNull(); // an attempt is open
    expect(expectError(await sat.start(live.setId), 409, 'CONFLICT').message).toBe('You have already taken this test');
    expect(view(await busy.start(practice.setId), 200).id).toBe(open.id);
  });

  it('makes retakes after submitting attempt 2, in a rush too', async () => {
    const set = await createExamFixture(t.db, { organizationId: DEMO_ORG_ID });
    const rush = await students(15);
    const first = (await Promise.all(rush.map((s) => s.start(set.setId)))).map((res) => view(res, 201));
    const submitted = await Promise.all(rush.map((s, i) => s.submit(first[i].id)));
    submitted.forEach((res) => expect(res.statusCode, res.body).toBe(200));
    const second = (await Promise.all(rush.map((s) => s.start(set.setId)))).map((res) => view(res, 201));
    const rows = new Map((await attemptsOf(set.setId)).map((r) => [r.id, r]));
    expect(rows.size).toBe(30);
    rush.forEach((s, i) => {
      expect(second[i].id).not.toBe(first[i].id);
      expect(rows.get(second[i].id)).toMatchObject({ userId: s.id, attemptNumber: 2, status: 'inProgress' });
    });
  });

  it('lets a start the database refuses fail alone', async () => {
    const set = await createExamFixture(t.db, { organizationId: DEMO_ORG_ID });
    const [a, b] = await students(2);
    const gone = { ...fresh(set, a.id), setId: randomUUID() }; // a set deleted a moment ago
    const outcomes = await Promise.allSettled([
      createAttempt(t.db, fresh(set, a.id), false),
      createAttempt(t.db, gone, false),
      createAttempt(t.db, fresh(set, b.id), false),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await attemptsOf(set.setId)).toHaveLength(2);
  });
});

describe('a rush of hall loads', () => {
  it('reads the open attempts of students arriving together in one statement, each getting their own', async () => {
    const set = await createExamFixture(t.db, { organizationId: DEMO_ORG_ID });
    const rush = await students(12);
    const views = await Promise.all(rush.slice(0, 10).map(async (s) => view(await s.start(set.setId), 201)));
    expect((await rush[0].save(views[0].id, answersFor(set.questions, 1, 1))).statusCode).toBe(200);
    expect((await rush[9].submit(views[9].id)).statusCode).toBe(200);
    const { result, statements } = await countStatements('from exam_attempts', () =>
      Promise.all([
        ...rush.map((s) => findOpenAttempt(t.db, set.setId, s.id)),
        findOpenAttempt(t.db, practice.setId, rush[0].id), // nothing open in another set
      ]),
    );
    expect(statements).toBe(1);
    rush.slice(0, 9).forEach((s, i) => expect(result[i]).toMatchObject({ id: views[i].id, setId: set.setId, status: 'inProgress' }));
    expect(result.slice(9)).toEqual([undefined, undefined, undefined, undefined]); // submitted, never started, other set
    expect(JSON.parse(result[0]!.answersJson)).toHaveLength(2);
    expect(JSON.parse(result[1]!.answersJson)).toEqual([]);
  });
});

describe('a rush of submits', () => {
  it('scores every student on their own answers, the submits of one turn sharing one transaction', async () => {
    const set = await createExamFixture(t.db, { organizationId: DEMO_ORG_ID });
    const rush = await students(12);
    const views = (await Promise.all(rush.map((s) => s.start(set.setId)))).map((res) => view(res, 201));
    // Student i gets i % 4 right and 1 wrong: SSC marks 2 × right − 0.5.
    const saved = await Promise.all(rush.map((s, i) => s.save(views[i].id, answersFor(set.questions, i % 4, 1))));
    saved.forEach((res) => expect(res.statusCode, res.body).toBe(200));

    const transaction = vi.spyOn(t.db, 'transaction');
    const outcomes = await Promise.all(views.map((v) => submitAttempt(t.db, v.id, 'student')));
    expect(transaction).toHaveBeenCalledTimes(1);
    transaction.mockRestore();

    const rows = new Map((await attemptsOf(set.setId)).map((r) => [r.id, r]));
    views.forEach((v, i) => {
      const right = i % 4;
      expect(outcomes[i]).toMatchObject({
        closed: true,
        attempt: { id: v.id, userId: rush[i].id, status: 'submitted', correct: right, wrong: 1 },
      });
      // What the caller got is what was stored.
      expect(rows.get(v.id)).toEqual(outcomes[i]!.attempt);
      expect(rows.get(v.id)!.scoreHundredths).toBe(right * 200 - 50);
    });
    // Over HTTP, all at once, each student reads their own result and rank (the rank lookups
    // share statements too): 1 + the attempts with a higher score, or the same score and faster.
    const results = await Promise.all(rush.map((s, i) => s.submit(views[i].id)));
    const board = [...rows.values()];
    results.forEach((res, i) => {
      expect(res.statusCode, res.body).toBe(200);
      const mine = rows.get(views[i].id)!;
      const better = board.filter(
        (r) =>
          r.scoreHundredths! > mine.scoreHundredths! || (r.scoreHundredths === mine.scoreHundredths && r.timeTakenMs! < mine.timeTakenMs!),
      ).length;
      expect(res.json()).toMatchObject({
        attemptId: views[i].id,
        correct: i % 4,
        wrong: 1,
        score: ((i % 4) * 2 - 0.5).toFixed(2),
        rank: better + 1,
        totalAttempts: 12,
      });
    });
  });

  it('closes an attempt once when it is submitted twice together, and answers null for an unknown one alone', async () => {
    const [a, b] = await students(2);
    const mine = view(await a.start(practice.setId), 201);
    const theirs = view(await b.start(practice.setId), 201);
    const outcomes = await Promise.all([
      submitAttempt(t.db, mine.id, 'student'),
      submitAttempt(t.db, randomUUID(), 'student'),
      submitAttempt(t.db, mine.id, 'student'),
      submitAttempt(t.db, theirs.id, 'auto'),
    ]);
    expect(outcomes.map((o) => o?.closed ?? null)).toEqual([true, null, false, true]);
    expect(outcomes[2]!.attempt).toEqual(outcomes[0]!.attempt);
    expect(outcomes[3]!.attempt).toMatchObject({ submittedBy: 'auto', status: 'submitted' });
    // Later submits, together over HTTP, get the same result.
    const [x, y] = await Promise.all([a.submit(mine.id), a.submit(mine.id)]);
    expect(x.statusCode, x.body).toBe(200);
    expect(y.json()).toEqual(x.json());
    expect(x.json()).toMatchObject({ attemptId: mine.id, submittedBy: 'student' });
    expect(Date.parse(x.json().submittedAt)).toBe(outcomes[0]!.attempt.submittedAt!.getTime());
  });
});
