import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  attemptState,
  startedAttempt,
  startedSummary,
  type AttemptResult,
  type AttemptState,
  type ExamPaper,
  type SaveAnswersResponse,
} from '@pariksha/shared/schemas/attempts';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import { attemptAnswers, examAttempts, exams } from '../../db/schema/index.ts';
import {
  countRows,
  createOrganizationWithMembers,
  createTestApp,
  DEMO_ORG_ID,
  expectError,
  signIn,
  signUp,
  type SecondOrganization,
  type TestApp,
} from '../../test/app.ts';
import { submitExpiredAttempts } from '../../jobs/auto-submit.ts';
import { ageAttempt, answersFor, createExamFixture, hall, type ExamFixture } from './test-fixtures.ts';

let t: TestApp;
let student: AuthResponse;
let other: SecondOrganization;
let practice: ExamFixture;

const MIN = 60_000;

beforeAll(async () => {
  // The job is driven by hand here; a test below turns it on in a "restarted" app.
  t = await createTestApp({ examAutoSubmitMs: 0 });
  student = await signIn(t.app, 'student');
  other = await createOrganizationWithMembers(t.app);
  practice = await createExamFixture(t.db, { organizationId: DEMO_ORG_ID });
});
afterAll(() => t?.close());

const me = () => hall(t.app, student.token);
const classmate = async () => hall(t.app, (await signUp(t.app, { inviteCode: 'DEMO2026' })).token);

/**
 * Views are sent as pre-rendered JSON, so each one is checked against the contract here: a start
 * carries the attempt and the paper's key, a hall load (GET) only the attempt; neither carries
 * the paper, only where it is (the hall fetches it as its own resource).
 */
function view(res: { statusCode: number; body: string; headers: Record<string, unknown> }, status = 200): AttemptState {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  const parsed = JSON.parse(res.body);
  const contract = 'paperKey' in parsed ? startedAttempt.strict() : attemptState.strict();
  expect(contract.parse(parsed)).toEqual(parsed);
  return parsed;
}

async function started(h: ReturnType<typeof hall>, setId: string): Promise<AttemptState> {
  return view(await h.start(setId), 201);
}

async function answersInDb(attemptId: string) {
  return t.db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attemptId));
}

/** Nothing that tells the answer may reach the browser before submission. */
function expectNoAnswerKey(body: string) {
  expect(body).not.toMatch(/correctOptionIds|isCorrect|explanation|"outcome"/);
  expect(body).not.toContain('Explanation 1');
  expect(body).not.toContain('व्याख्या');
}

describe('the attempt lifecycle', () => {
  it('starts, saves, resumes with the saved answers and the server clock, submits once', async () => {
    const h = await classmate();
    const startedAt = Date.now();
    const attempt = await started(h, practice.setId);
    expect(attempt).toMatchObject({
      setId: practice.setId,
      examId: practice.examId,
      status: 'inProgress',
      language: 'en',
      timingMode: 'whole',
    });
    // The start says where the paper is; the paper is its own resource.
    expect(attempt).not.toHaveProperty('questions');
    const paperRes = await t.app.inject({ method: 'GET', url: attempt.paper.url, headers: h.headers });
    expect(paperRes.statusCode).toBe(200);
    const paper: ExamPaper = paperRes.json();
    expect(paper.questions).toHaveLength(6);
    expect(paper.sections.map((s) => s.questionCount)).toEqual([3, 3]);
    expect(paper.questions.map((q) => q.position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(attempt.answers).toEqual([]);
    expect(attempt.schedule).toBeNull();
    // The server fixes the deadline: 20 minutes from its own start.
    expect(Date.parse(attempt.deadline) - Date.parse(attempt.startedAt)).toBe(20 * MIN);
    expect(Math.abs(Date.parse(attempt.serverNow) - startedAt)).toBeLessThan(5_000);

    const saved = await h.save(attempt.id, answersFor(practice.questions, 2, 1));
    expect(saved.statusCode, saved.body).toBe(200);
    const body: SaveAnswersResponse = saved.json();
    expect(body.saved).toEqual(practice.questions.slice(0, 3).map((q, i) => ({ questionId: q.id, clientSeq: i + 1 })));
    expect(body.deadline).toBe(attempt.deadline);

    const again = view(await h.start(practice.setId));
    expect(again.id).toBe(attempt.id);
    expect(again.deadline).toBe(attempt.deadline);
    expect(Date.parse(again.serverNow)).toBeGreaterThanOrEqual(Date.parse(attempt.serverNow));
    expect(again.answers).toHaveLength(3);
    expect(again.answers.find((a) => a.questionId === practice.questions[0].id)).toEqual({
      questionId: practice.questions[0].id,
      selectedOptionIds: practice.questions[0].correct,
      state: 'answered',
      timeSpentMs: 1000,
      clientSeq: 1,
    });
    expect(view(await h.open(practice.setId)).id).toBe(attempt.id);
    expect(view(await h.get(attempt.id)).answers).toHaveLength(3);

    const first = await h.submit(attempt.id);
    expect(first.statusCode, first.body).toBe(200);
    const result: AttemptResult = first.json();
    // SSC-like marks: 2 × 2 − 0.5 × 1.
    expect(result).toMatchObject({ attemptId: attempt.id, score: '3.50', correct: 2, wrong: 1, unattempted: 3, submittedBy: 'student' });
    expect(result.accuracy).toBe(66.67);
    expect(result.sections.map((s) => s.score)).toEqual(['3.50', '0.00']);
    const second = await h.submit(attempt.id);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(result);

    const [row] = await t.db.select().from(examAttempts).where(eq(examAttempts.id, attempt.id));
    expect(row).toMatchObject({ status: 'submitted', scoreNumerator: 7, scoreDenominator: 2, scoreHundredths: 350, correct: 2, wrong: 1 });
    expect(row.timeTakenMs).toBeGreaterThanOrEqual(0);
    expect(row.timeTakenMs).toBeLessThan(60_000);

    expectError(await h.save(attempt.id, answersFor(practice.questions, 1, 0, 10)), 409, 'CONFLICT');
    expectError(await h.open(practice.setId), 404, 'NOT_FOUND');
    expect(view(await h.get(attempt.id)).status).toBe('submitted');
  });

  it('reloads the hall with one statement for the attempt and its answers, which come back as saved', async () => {
    const h = await classmate();
    const attempt = await started(h, practice.setId);
    expect((await h.save(attempt.id, answersFor(practice.questions, 2, 1, 7))).statusCode).toBe(200);
    // Every statement of both drivers goes through $client.query; those naming the attempt's tables are the hall's.
    const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const spy = vi.spyOn(client, 'query');
    let res, texts: string[];
    try {
      res = await h.open(practice.setId);
      texts = spy.mock.calls.map(([q]) => (typeof q === 'string' ? q : String((q as { text?: string }).text)));
    } finally {
      spy.mockRestore();
    }
    const reloaded = view(res);
    expect(texts.filter((text) => /exam_attempts|attempt_answers/.test(text))).toHaveLength(1);
    expect(reloaded).toMatchObject({ id: attempt.id, status: 'inProgress', deadline: attempt.deadline, startedAt: attempt.startedAt });
    const rows = await answersInDb(attempt.id);
    const byQuestion = (a: { questionId: string }, b: { questionId: string }) => a.questionId.localeCompare(b.questionId);
    expect(reloaded.answers.sort(byQuestion)).toEqual(
      rows
        .map((r) => ({
          questionId: r.questionId,
          selectedOptionIds: r.selectedOptionIds,
          state: r.state,
          timeSpentMs: r.timeSpentMs,
          clientSeq: r.clientSeq,
        }))
        .sort(byQuestion),
    );
    expect(reloaded.answers.map((a) => a.clientSeq).sort()).toEqual([7, 8, 9]);
  });

  it('closes an open attempt past its deadline on a hall load (404) instead of reopening it', async () => {
    const h = await classmate();
    const attempt = await started(h, practice.setId);
    await h.save(attempt.id, answersFor(practice.questions, 1, 0));
    await ageAttempt(t.db, attempt.id, 20 * MIN + 31_000); // past the deadline and its grace
    expectError(await h.open(practice.setId), 404, 'NOT_FOUND');
    const [row] = await t.db.select().from(examAttempts).where(eq(examAttempts.id, attempt.id));
    expect(row).toMatchObject({ status: 'submitted', submittedBy: 'auto', correct: 1 });
  });

  it('lets a practice test be taken again as attempt 2', async () => {
    const h = await classmate();
    const one = await started(h, practice.setId);
    await h.submit(one.id);
    const two = await started(h, practice.setId);
    expect(two.id).not.toBe(one.id);
    const [row] = await t.db.select().from(examAttempts).where(eq(examAttempts.id, two.id));
    expect(row.attemptNumber).toBe(2);
  });

  it('starts in Hindi when no body is sent, and a double start makes one attempt', async () => {
    const h = await classmate();
    const [a, b] = await Promise.all([h.start(practice.setId, null), h.start(practice.setId, null)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(a.json().language).toBe('hi');
  });

  it('answers a start with ?view=summary without the paper; the hall then loads the same attempt, also without it', async () => {
    const h = await classmate();
    const url = `/api/exam-sets/${practice.setId}/attempts?view=summary`;
    const res = await t.app.inject({ method: 'POST', url, headers: h.headers, payload: { language: 'en' } });
    expect(res.statusCode, res.body).toBe(201);
    const summary = startedSummary.strict().parse(res.json());
    expect(res.body.length).toBeLessThan(1000);
    const full = view(await h.open(practice.setId));
    expect(full.id).toBe(summary.id);
    expect(full.deadline).toBe(summary.deadline);
    expect(full).not.toHaveProperty('questions');
    expect(full).not.toHaveProperty('paperKey');
    expect(full.paper).toEqual(summary.paper);
    // Starting again resumes: the same attempt, still without the paper.
    const again = await t.app.inject({ method: 'POST', url, headers: h.headers, payload: { language: 'en' } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...summary, serverNow: again.json().serverNow });
    expectError(
      await t.app.inject({ method: 'POST', url: `/api/exam-sets/${practice.setId}/attempts?view=all`, headers: h.headers }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('refuses a set without questions with 422 and writes nothing', async () => {
    const empty = await createExamFixture(t.db, { organizationId: DEMO_ORG_ID, sections: [{ questions: 0 }] });
    const before = await countRows(t.db, examAttempts);
    const res = await me().start(empty.setId);
    expectError(res, 422, 'UNPROCESSABLE');
    expect(await countRows(t.db, examAttempts)).toBe(before);
  });
});

describe('no answer leaks before submission', () => {
  it('keeps correct options and explanations out of the hall, saves and resumes; the analysis has them after', async () => {
    const multi = await createExamFixture(t.db, { organizationId: DEMO_ORG_ID, sections: [{ questions: 4, multipleCorrect: [1] }] });
    const h = await classmate();
    const startRes = await h.start(multi.setId);
    expectNoAnswerKey(startRes.body);
    const view: AttemptState = startRes.json();
    const paperRes = await t.app.inject({ method: 'GET', url: view.paper.url, headers: h.headers });
    expect(paperRes.statusCode).toBe(200);
    expectNoAnswerKey(paperRes.body);
    const paper: ExamPaper = paperRes.json();
    expect(paper.questions.map((q) => q.multipleCorrect)).toEqual([false, true, false, false]);
    expect(Object.keys(paper.questions[0]).sort()).toEqual([
      'id',
      'imageUrl',
      'multipleCorrect',
      'options',
      'position',
      'sectionId',
      'text',
    ]);
    expect(Object.keys(paper.questions[0].options[0]).sort()).toEqual(['id', 'text']);
    expectNoAnswerKey((await h.save(view.id, answersFor(multi.questions, 1, 1))).body);
    expectNoAnswerKey((await h.start(multi.setId)).body);
    expectNoAnswerKey((await h.get(view.id)).body);
    expectNoAnswerKey((await h.open(multi.setId)).body);
    expectError(await h.analysis(multi.setId, view.id), 409, 'CONFLICT');
    expectError(await h.analysis(multi.setId), 404, 'NOT_FOUND');
    expectError(await h.result(multi.setId), 404, 'NOT_FOUND');

    expectNoAnswerKey((await h.submit(view.id)).body);
    const analysis = await h.analysis(multi.setId);
    expect(analysis.statusCode, analysis.body).toBe(200);
    expect(analysis.json().questions[1]).toMatchObject({
      correctOptionIds: multi.questions[1].correct,
      explanation: { en: 'Explanation 2' },
    });
  });
});

describe('answer saves', () => {
  it('are idempotent: the same seq twice changes nothing, an older seq never overwrites a newer one', async () => {
    const h = await classmate();
    const view = await started(h, practice.setId);
    const q = practice.questions[0];
    const save = (seq: number, option: string) => h.save(view.id, [{ questionId: q.id, selectedOptionIds: [option], clientSeq: seq }]);

    expect((await save(5, 'b')).json().saved).toEqual([{ questionId: q.id, clientSeq: 5 }]);
    const retry = await save(5, 'c');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().saved).toEqual([{ questionId: q.id, clientSeq: 5 }]);
    const late = await save(3, 'd');
    expect(late.statusCode).toBe(200);
    expect(late.json().saved).toEqual([{ questionId: q.id, clientSeq: 5 }]);
    let [row] = await answersInDb(view.id);
    expect(row).toMatchObject({ selectedOptionIds: ['b'], clientSeq: 5 });

    await save(9, 'a');
    [row] = await answersInDb(view.id);
    expect(row).toMatchObject({ selectedOptionIds: ['a'], clientSeq: 9 });

    // Inside one batch the newest save of a question wins too.
    const batch = await h.save(view.id, [
      { questionId: q.id, selectedOptionIds: ['c'], clientSeq: 12 },
      { questionId: q.id, selectedOptionIds: ['d'], clientSeq: 11 },
      { questionId: practice.questions[1].id, selectedOptionIds: [], state: 'marked', clientSeq: 13 },
    ]);
    expect(batch.statusCode, batch.body).toBe(200);
    expect(batch.json().saved).toEqual([
      { questionId: q.id, clientSeq: 12 },
      { questionId: practice.questions[1].id, clientSeq: 13 },
    ]);
    const rows = await answersInDb(view.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.questionId === q.id)).toMatchObject({ selectedOptionIds: ['c'], clientSeq: 12 });
    expect(rows.find((r) => r.questionId !== q.id)).toMatchObject({ selectedOptionIds: [], state: 'marked' });
  });

  it('lose nothing when many students save at once (saves are written together), the newest seq winning', async () => {
    const students = await Promise.all(Array.from({ length: 8 }, () => classmate()));
    const attempts = await Promise.all(students.map((h) => started(h, practice.setId)));
    // Every student sends each question twice, newer and older in random order, all at once.
    const requests = students.flatMap((h, i) =>
      practice.questions.flatMap((q, n) => {
        const newer = { questionId: q.id, selectedOptionIds: [q.correct[0]], clientSeq: 100 + n };
        const older = { questionId: q.id, selectedOptionIds: [q.wrong[0]], clientSeq: 10 + n };
        return [h.save(attempts[i].id, [newer]), h.save(attempts[i].id, [older])];
      }),
    );
    const responses = await Promise.all(requests.sort(() => Math.random() - 0.5));
    for (const r of responses) expect(r.statusCode, r.body).toBe(200);
    for (const a of attempts) {
      const rows = await answersInDb(a.id);
      expect(rows).toHaveLength(practice.questions.length);
      for (const [n, q] of practice.questions.entries()) {
        expect(rows.find((r) => r.questionId === q.id)).toMatchObject({ selectedOptionIds: [q.correct[0]], clientSeq: 100 + n });
      }
    }
  });

  it('remember the section the student is on', async () => {
    const h = await classmate();
    const view = await started(h, practice.setId);
    const res = await h.save(view.id, answersFor(practice.questions, 1, 0), { currentSectionId: practice.sections[1].id });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(examAttempts).where(eq(examAttempts.id, view.id));
    expect(row.currentSectionId).toBe(practice.sections[1].id);
  });

  it('are accepted within the 30 s grace after the deadline and refused after it, writing nothing', async () => {
    const h = await classmate();
    const view = await started(h, practice.setId);
    await ageAttempt(t.db, view.id, 20 * MIN + 10_000); // 10 s past the deadline
    const inGrace = await h.save(view.id, answersFor(practice.questions, 1, 0));
    expect(inGrace.statusCode, inGrace.body).toBe(200);

    await ageAttempt(t.db, view.id, 25_000); // now 35 s past the deadline
    const before = await answersInDb(view.id);
    const late = await h.save(view.id, answersFor(practice.questions, 3, 0, 50));
    expect(expectError(late, 409, 'CONFLICT').message).toBe('Time is up for this test');
    expect(await answersInDb(view.id)).toEqual(before);
  });

  it('answer in Hindi when asked', async () => {
    const h = await classmate();
    const view = await started(h, practice.setId);
    await h.submit(view.id);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/attempts/${view.id}/answers`,
      headers: { ...h.headers, 'accept-language': 'hi' },
      payload: { answers: answersFor(practice.questions, 1, 0).map((a) => ({ ...a, state: 'answered', timeSpentMs: 0 })) },
    });
    expect(expectError(res, 409, 'CONFLICT').message).toBe('यह टेस्ट पहले ही जमा हो चुका है');
  });
});

describe('per-section timing', () => {
  let sectioned: ExamFixture;
  beforeAll(async () => {
    sectioned = await createExamFixture(t.db, {
      organizationId: DEMO_ORG_ID,
      timingMode: 'perSection',
      sections: [
        { questions: 2, durationMinutes: 10 },
        { questions: 2, durationMinutes: 15 },
        { questions: 0, durationMinutes: 5 },
      ],
    });
  });
  const inSection = (s: number, seq: number) => {
    const q = sectioned.questions.filter((x) => x.sectionId === sectioned.sections[s].id)[0];
    return [{ questionId: q.id, selectedOptionIds: q.correct, clientSeq: seq }];
  };

  it('fixes a schedule at the start (empty sections get no time) and refuses answering ahead', async () => {
    const h = await classmate();
    const view = await started(h, sectioned.setId);
    expect(view.timingMode).toBe('perSection');
    expect(view.schedule).toHaveLength(2);
    const [one, two] = view.schedule!;
    expect(Date.parse(one.endsAt) - Date.parse(one.startsAt)).toBe(10 * MIN);
    expect(two.startsAt).toBe(one.endsAt);
    expect(view.deadline).toBe(two.endsAt);
    expect((await h.save(view.id, inSection(0, 1))).statusCode).toBe(200);
    expect(expectError(await h.save(view.id, inSection(1, 2)), 409, 'CONFLICT').message).toBe('This section has not started yet');
  });

  it('forbids going back to an ended section once its grace is over', async () => {
    const h = await classmate();
    const view = await started(h, sectioned.setId);
    await ageAttempt(t.db, view.id, 10 * MIN + 20_000); // section 1 ended 20 s ago
    expect((await h.save(view.id, inSection(0, 1))).statusCode).toBe(200);
    expect((await h.save(view.id, inSection(1, 2))).statusCode).toBe(200);
    await ageAttempt(t.db, view.id, 20_000); // 40 s ago
    const before = await answersInDb(view.id);
    expect(expectError(await h.save(view.id, inSection(0, 3)), 409, 'CONFLICT').message).toBe('This section has ended');
    expect(await answersInDb(view.id)).toEqual(before);
    expect((await h.save(view.id, inSection(1, 4))).statusCode).toBe(200);
  });
});

describe('live tests', () => {
  it('answers 409 before the start and after the end', async () => {
    const soon = await createExamFixture(t.db, {
      organizationId: DEMO_ORG_ID,
      kind: 'live',
      startsAt: new Date(Date.now() + 60 * MIN),
      endsAt: new Date(Date.now() + 120 * MIN),
    });
    expect(expectError(await me().start(soon.setId), 409, 'CONFLICT').message).toBe('This test has not started yet');
    // The institute opens it early: the next start goes through at once.
    await t.db
      .update(exams)
      .set({ startsAt: new Date(Date.now() - MIN) })
      .where(eq(exams.id, soon.examId));
    expect((await me().start(soon.setId)).statusCode).toBe(201);
    const over = await createExamFixture(t.db, {
      organizationId: DEMO_ORG_ID,
      kind: 'live',
      startsAt: new Date(Date.now() - 120 * MIN),
      endsAt: new Date(Date.now() - 60 * MIN),
    });
    expect(expectError(await me().start(over.setId), 409, 'CONFLICT').message).toBe('This test has ended');
  });

  it('gives a late starter only the time left, and one sitting per student', async () => {
    const endsAt = new Date(Date.now() + 5 * MIN);
    const live = await createExamFixture(t.db, {
      organizationId: DEMO_ORG_ID,
      kind: 'live',
      startsAt: new Date(Date.now() - 30 * MIN),
      endsAt,
    });
    const h = await classmate();
    const view = await started(h, live.setId);
    expect(view.deadline).toBe(endsAt.toISOString());
    await h.submit(view.id);
    expect(expectError(await h.start(live.setId), 409, 'CONFLICT').message).toBe('You have already taken this test');
  });
});

describe('auto-submit', () => {
  it('submits attempts past deadline + grace (submittedBy auto, time capped at the duration) and leaves the rest', async () => {
    const a = await classmate();
    const b = await classmate();
    const expired = await started(a, practice.setId);
    const running = await started(b, practice.setId);
    await a.save(expired.id, answersFor(practice.questions, 2, 0));
    await ageAttempt(t.db, expired.id, 20 * MIN + 31_000);
    await ageAttempt(t.db, running.id, 20 * MIN + 5_000); // still inside the grace

    expect(await submitExpiredAttempts(t.db)).toBeGreaterThanOrEqual(1);
    const rows = await t.db.select().from(examAttempts).where(eq(examAttempts.setId, practice.setId));
    const done = rows.find((r) => r.id === expired.id)!;
    expect(done).toMatchObject({ status: 'submitted', submittedBy: 'auto', correct: 2, scoreHundredths: 400, timeTakenMs: 20 * MIN });
    expect(done.submittedAt!.getTime()).toBe(done.deadline.getTime());
    expect(rows.find((r) => r.id === running.id)!.status).toBe('inProgress');
    expect(expectError(await a.save(expired.id, answersFor(practice.questions, 1, 0, 9)), 409, 'CONFLICT').message).toBe(
      'This test has already been submitted',
    );
    expect((await a.result(practice.setId)).json()).toMatchObject({ attemptId: expired.id, submittedBy: 'auto', score: '4.00' });
    // Running it again finds nothing more to do for this attempt.
    await submitExpiredAttempts(t.db);
    const [same] = await t.db.select().from(examAttempts).where(eq(examAttempts.id, expired.id));
    expect(same.submittedAt).toEqual(done.submittedAt);
  });

  it('submits attempts left open while the server was down, at the next start-up', async () => {
    const before = await t.withConfig({ examAutoSubmitMs: 0 });
    const session = await signUp(before, { inviteCode: 'DEMO2026' });
    const h = hall(before, session.token);
    const view: AttemptState = (await h.start(practice.setId)).json();
    await h.save(view.id, answersFor(practice.questions, 1, 1));
    await before.close();

    await ageAttempt(t.db, view.id, 20 * MIN + 60_000);
    const after = await t.withConfig({ examAutoSubmitMs: 60_000 });
    await vi.waitFor(
      async () => {
        const [row] = await t.db.select().from(examAttempts).where(eq(examAttempts.id, view.id));
        expect(row).toMatchObject({ status: 'submitted', submittedBy: 'auto', correct: 1, wrong: 1, scoreHundredths: 150 });
      },
      { timeout: 10_000, interval: 100 },
    );
    const result = await hall(after, session.token).result(practice.setId);
    expect(result.json()).toMatchObject({ attemptId: view.id, score: '1.50' });
  });

  it('never scores an attempt twice when the student and the job submit at once', async () => {
    const h = await classmate();
    const view = await started(h, practice.setId);
    await h.save(view.id, answersFor(practice.questions, 3, 1));
    await ageAttempt(t.db, view.id, 20 * MIN + 40_000);
    const [x, y, jobRun] = await Promise.all([h.submit(view.id), h.submit(view.id), submitExpiredAttempts(t.db)]);
    expect(x.statusCode).toBe(200);
    expect(y.json()).toEqual(x.json());
    expect(x.json()).toMatchObject({ score: '5.50', correct: 3, wrong: 1 });
    expect(jobRun).toBeGreaterThanOrEqual(0);
    const rows = await t.db
      .select()
      .from(examAttempts)
      .where(and(eq(examAttempts.id, view.id), eq(examAttempts.status, 'submitted')));
    expect(rows).toHaveLength(1);
  });
});

describe('tenancy and ownership', () => {
  let privateExam: ExamFixture;
  let mine: AttemptState;
  beforeAll(async () => {
    privateExam = await createExamFixture(t.db, { organizationId: DEMO_ORG_ID });
    mine = await started(me(), privateExam.setId);
    await me().save(mine.id, answersFor(privateExam.questions, 1, 0));
  });

  it("answers 404 to another organisation's student for the exam, the set and the attempt", async () => {
    const them = hall(t.app, other.student.token);
    const headers = { authorization: `Bearer ${other.student.token}` };
    expectError(await t.app.inject({ method: 'GET', url: `/api/exams/${privateExam.examId}`, headers }), 404, 'NOT_FOUND');
    expectError(await t.app.inject({ method: 'GET', url: `/api/exam-sets/${privateExam.setId}`, headers }), 404, 'NOT_FOUND');
    const attempts = await countRows(t.db, examAttempts);
    const answers = await countRows(t.db, attemptAnswers);
    expectError(await them.start(privateExam.setId), 404, 'NOT_FOUND');
    expectError(await them.get(mine.id), 404, 'NOT_FOUND');
    expectError(await them.save(mine.id, answersFor(privateExam.questions, 2, 0, 100)), 404, 'NOT_FOUND');
    expectError(await them.submit(mine.id), 404, 'NOT_FOUND');
    expectError(await them.result(privateExam.setId), 404, 'NOT_FOUND');
    expectError(await them.analysis(privateExam.setId, mine.id), 404, 'NOT_FOUND');
    expectError(await them.leaderboard(privateExam.setId), 404, 'NOT_FOUND');
    expect(await countRows(t.db, examAttempts)).toBe(attempts);
    expect(await countRows(t.db, attemptAnswers)).toBe(answers);
  });

  it("does not let a classmate read, write or submit someone else's attempt", async () => {
    const them = await classmate();
    const before = await answersInDb(mine.id);
    expectError(await them.get(mine.id), 404, 'NOT_FOUND');
    expectError(await them.save(mine.id, answersFor(privateExam.questions, 2, 0, 100)), 404, 'NOT_FOUND');
    expectError(await them.submit(mine.id), 404, 'NOT_FOUND');
    expectError(await them.result(privateExam.setId, mine.id), 404, 'NOT_FOUND');
    expect(await answersInDb(mine.id)).toEqual(before);
    const [row] = await t.db.select().from(examAttempts).where(eq(examAttempts.id, mine.id));
    expect(row.status).toBe('inProgress');
  });

  it('hides unpublished exams and lets platform-wide public tests be taken by anyone', async () => {
    const draft = await createExamFixture(t.db, { organizationId: DEMO_ORG_ID, isPublished: false });
    expectError(await me().start(draft.setId), 404, 'NOT_FOUND');
    // Published a moment later: no stale "not found" from a cache.
    await t.db.update(exams).set({ isPublished: true }).where(eq(exams.id, draft.examId));
    expect((await me().start(draft.setId)).statusCode).toBe(201);
    const platform = await createExamFixture(t.db, { organizationId: '00000000-0000-4000-8000-000000000001', visibility: 'public' });
    expect((await hall(t.app, other.student.token).start(platform.setId)).statusCode).toBe(201);
    const internal = await createExamFixture(t.db, { organizationId: '00000000-0000-4000-8000-000000000001', visibility: 'organization' });
    expectError(await hall(t.app, other.student.token).start(internal.setId), 404, 'NOT_FOUND');
  });

  it('asks for a sign-in on every route', async () => {
    for (const [method, url] of [
      ['POST', `/api/exam-sets/${privateExam.setId}/attempts`],
      ['GET', `/api/attempts/${mine.id}`],
      ['PUT', `/api/attempts/${mine.id}/answers`],
      ['POST', `/api/attempts/${mine.id}/submit`],
      ['GET', `/api/exam-sets/${privateExam.setId}/leaderboard`],
      ['GET', '/api/leaderboards/me'],
    ] as const) {
      expectError(await t.app.inject({ method, url }), 401, 'UNAUTHORIZED');
    }
  });
});

describe('bad input', () => {
  let owner: ReturnType<typeof hall>;
  let view: AttemptState;
  let foreignQuestion: string;
  beforeAll(async () => {
    owner = await classmate();
    view = await started(owner, practice.setId);
    const another = await createExamFixture(t.db, { organizationId: DEMO_ORG_ID, sections: [{ questions: 1 }] });
    foreignQuestion = another.questions[0].id;
  });

  const q = () => practice.questions[0];
  const answer = (over: object) => [
    { questionId: q().id, selectedOptionIds: ['a'], state: 'answered', timeSpentMs: 0, clientSeq: 1, ...over },
  ];
  const cases: Array<[string, () => object, string?]> = [
    ['no answers', () => ({ answers: [] })],
    ['no body', () => ({})],
    ['too many answers', () => ({ answers: Array.from({ length: 201 }, (_, i) => answer({ clientSeq: i + 1 })[0]) })],
    ['an unknown state', () => ({ answers: answer({ state: 'guessed' }) })],
    ['a zero clientSeq', () => ({ answers: answer({ clientSeq: 0 }) })],
    ['a fractional clientSeq', () => ({ answers: answer({ clientSeq: 1.5 }) })],
    ['a malformed question id', () => ({ answers: answer({ questionId: 'q1' }) })],
    ['a negative time', () => ({ answers: answer({ timeSpentMs: -1 }) })],
    ['options that are not strings', () => ({ answers: answer({ selectedOptionIds: [1] }) })],
    ['a malformed section id', () => ({ answers: answer({}), currentSectionId: 'x' })],
    ['a question of another test', () => ({ answers: answer({ questionId: foreignQuestion }) }), 'This question is not part of this test'],
    [
      'an option the question does not have',
      () => ({ answers: answer({ selectedOptionIds: ['z'] }) }),
      'This option is not part of the question',
    ],
    [
      'a section of another test',
      () => ({ answers: answer({}), currentSectionId: crypto.randomUUID() }),
      'This section is not part of this test',
    ],
  ];
  it.each(cases)('refuses a save with %s: 400 and nothing written', async (_label, payload, message) => {
    const before = await countRows(t.db, attemptAnswers);
    const res = await t.app.inject({ method: 'PUT', url: `/api/attempts/${view.id}/answers`, headers: owner.headers, payload: payload() });
    const error = expectError(res, 400, 'VALIDATION_FAILED');
    if (message) expect(error.message).toBe(message);
    expect(await countRows(t.db, attemptAnswers)).toBe(before);
  });

  it('refuses malformed ids and queries on every route with 400, writing nothing', async () => {
    const attempts = await countRows(t.db, examAttempts);
    const answers = await countRows(t.db, attemptAnswers);
    const h = owner.headers;
    for (const [method, url, payload] of [
      ['POST', '/api/exam-sets/nope/attempts', { language: 'en' }],
      ['POST', `/api/exam-sets/${practice.setId}/attempts`, { language: 'fr' }],
      ['GET', '/api/exam-sets/nope/attempt'],
      ['GET', '/api/attempts/nope'],
      ['PUT', '/api/attempts/nope/answers', { answers: answer({}) }],
      ['POST', '/api/attempts/nope/submit'],
      ['GET', '/api/exam-sets/nope/result'],
      ['GET', `/api/exam-sets/${practice.setId}/result?attemptId=nope`],
      ['GET', `/api/exam-sets/${practice.setId}/analysis?attemptId=nope`],
      ['GET', `/api/exam-sets/${practice.setId}/leaderboard?limit=0`],
      ['GET', `/api/exam-sets/${practice.setId}/leaderboard?limit=101`],
      ['GET', `/api/exam-sets/${practice.setId}/leaderboard?page=0`],
      ['GET', '/api/exam-sets/nope/leaderboard'],
    ] as const) {
      expectError(await t.app.inject({ method, url, headers: h, ...(payload ? { payload } : {}) }), 400, 'VALIDATION_FAILED');
    }
    expect(await countRows(t.db, examAttempts)).toBe(attempts);
    expect(await countRows(t.db, attemptAnswers)).toBe(answers);
  });

  it('answers 404 for ids that do not exist', async () => {
    const id = crypto.randomUUID();
    expectError(await owner.start(id), 404, 'NOT_FOUND');
    expectError(await owner.get(id), 404, 'NOT_FOUND');
    expectError(await owner.save(id, answersFor(practice.questions, 1, 0)), 404, 'NOT_FOUND');
    expectError(await owner.submit(id), 404, 'NOT_FOUND');
    expectError(await owner.result(id), 404, 'NOT_FOUND');
    expectError(await owner.leaderboard(id), 404, 'NOT_FOUND');
  });
});
