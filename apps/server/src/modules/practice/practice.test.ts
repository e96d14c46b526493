import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import type { PracticeQuestionList, PracticeSubjects } from '@pariksha/shared/schemas/practice';
import { practiceAnswers, questions } from '../../db/schema/index.ts';
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
/** Questions of the second organisation (private to it): subject polity, topic preamble. */
let privateIds: string[];
let hindiOnlyId: string;

const SUBJECT = 'polity';
const TOPIC = 'preamble';

const get = (url: string, token = learner.token) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: authHeader(token) });
const checkAnswer = (id: string, optionId: unknown, token = learner.token) =>
  t.app.inject({ method: 'POST', url: `/api/practice/questions/${id}/check`, headers: authHeader(token), payload: { optionId } as object });

async function countIn(orgIds: string[], subject: string, topic?: string) {
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
    .values([
      ...Array.from({ length: 3 }, (_, i) => ({
        organizationId: other.organization.id,
        subject: SUBJECT,
        topic: TOPIC,
        difficulty: 'hard' as const,
        text: { hi: `निजी प्रश्न ${i}`, en: `Private question ${i}` },
        options: [
          { id: 'a', hi: 'क', en: 'A' },
          { id: 'b', hi: 'ख', en: 'B' },
        ],
        correctOptionIds: ['b'],
        explanation: { hi: 'क्योंकि', en: 'Because' },
      })),
      {
        organizationId: other.organization.id,
        subject: SUBJECT,
        topic: TOPIC,
        difficulty: 'hard' as const,
        text: { hi: 'केवल हिंदी प्रश्न' },
        options: [
          { id: 'a', hi: 'क' },
          { id: 'b', hi: 'ख' },
        ],
        correctOptionIds: ['a'],
        explanation: { hi: 'क्योंकि' },
      },
    ])
    .returning({ id: questions.id });
  privateIds = rows.slice(0, 3).map((r) => r.id);
  hindiOnlyId = rows[3].id;
});
afterAll(() => t?.close());

describe('GET /api/practice/subjects', () => {
  it('counts the platform questions per subject and topic for a default-organisation learner', async () => {
    const res = await get('/practice/subjects');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as PracticeSubjects;
    expect(body.subjects.length).toBeGreaterThan(3);
    const polity = body.subjects.find((s) => s.subject === SUBJECT);
    expect(polity?.count ?? 0).toBe(await countIn([DEFAULT_ORG_ID], SUBJECT));
    expect(polity?.topics.find((x) => x.topic === TOPIC)?.count ?? 0).toBe(await countIn([DEFAULT_ORG_ID], SUBJECT, TOPIC));
    for (const s of body.subjects) expect(s.count).toBe(s.topics.reduce((n, x) => n + x.count, 0));
  });

  it("adds the member's own organisation's questions", async () => {
    const body = (await get('/practice/subjects', other.student.token)).json() as PracticeSubjects;
    const topic = body.subjects.find((s) => s.subject === SUBJECT)!.topics.find((x) => x.topic === TOPIC)!;
    expect(topic.count).toBe((await countIn([DEFAULT_ORG_ID], SUBJECT, TOPIC)) + 4);
  });

  it('refuses signed-out callers with 401', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/practice/subjects' }), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/practice/questions', () => {
  it('pages ten questions of a subject at a time, without answers', async () => {
    const res = await get('/practice/questions?subject=math');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as PracticeQuestionList;
    expect(body).toMatchObject({ page: 1, limit: 10, total: await countIn([DEFAULT_ORG_ID], 'math') });
    expect(body.data).toHaveLength(Math.min(10, body.total));
    expect(body.data.every((q) => q.subject === 'math')).toBe(true);
    expect(res.body).not.toMatch(/correctOptionIds|explanation|isCorrect/);
    const page2 = (await get('/practice/questions?subject=math&page=2')).json() as PracticeQuestionList;
    expect(page2.data.map((q) => q.id)).not.toContain(body.data[0].id);
  });

  it("never lists another organisation's private questions", async () => {
    const mine = (await get(`/practice/questions?subject=${SUBJECT}&topic=${TOPIC}&limit=50`)).json() as PracticeQuestionList;
    expect(mine.data.map((q) => q.id)).not.toContain(privateIds[0]);
    const theirs = (await get(`/practice/questions?subject=${SUBJECT}&topic=${TOPIC}&limit=50`, other.student.token)).json();
    expect(theirs.data.map((q: { id: string }) => q.id)).toEqual(expect.arrayContaining([...privateIds, hindiOnlyId]));
  });

  it('filters by difficulty and language', async () => {
    const base = `/practice/questions?subject=${SUBJECT}&topic=${TOPIC}&limit=50`;
    const hard = (await get(`${base}&difficulty=hard`, other.student.token)).json() as PracticeQuestionList;
    expect(hard.data.every((q) => q.difficulty === 'hard')).toBe(true);
    expect(hard.data.map((q) => q.id)).toEqual(expect.arrayContaining(privateIds));
    const en = (await get(`${base}&language=en`, other.student.token)).json() as PracticeQuestionList;
    expect(en.data.map((q) => q.id)).not.toContain(hindiOnlyId);
    expect(en.data.every((q) => Boolean(q.text.en))).toBe(true);
    const hi = (await get(`${base}&language=hi`, other.student.token)).json() as PracticeQuestionList;
    expect(hi.data.map((q) => q.id)).toContain(hindiOnlyId);
  });

  it('"unanswered only" drops the questions the caller has checked, and only theirs', async () => {
    const me = await signUp(t.app, { inviteCode: other.organization.inviteCode! });
    const base = `/practice/questions?subject=${SUBJECT}&topic=${TOPIC}&limit=50`;
    const before = (await get(`${base}&unanswered=true`, me.token)).json() as PracticeQuestionList;
    expect((await checkAnswer(privateIds[0], 'a', me.token)).statusCode).toBe(200);
    const after = (await get(`${base}&unanswered=true`, me.token)).json() as PracticeQuestionList;
    expect(after.total).toBe(before.total - 1);
    expect(after.data.map((q) => q.id)).not.toContain(privateIds[0]);
    // Another member's list is untouched.
    expect(((await get(`${base}&unanswered=true`, other.student.token)).json() as PracticeQuestionList).data.map((q) => q.id)).toContain(
      privateIds[0],
    );
    // The full list shows the latest check.
    await checkAnswer(privateIds[0], 'b', me.token);
    const all = (await get(base, me.token)).json() as PracticeQuestionList;
    expect(all.data.find((q) => q.id === privateIds[0])?.lastAnswer).toMatchObject({ optionId: 'b', correct: true });
    expect(all.data.find((q) => q.id === privateIds[1])?.lastAnswer).toBeNull();
  });

  it.each([
    ['no subject', ''],
    ['a bad difficulty', 'subject=math&difficulty=tough'],
    ['a bad language', 'subject=math&language=fr'],
    ['a bad unanswered flag', 'subject=math&unanswered=yes'],
    ['page 0', 'subject=math&page=0'],
    ['a limit over 50', 'subject=math&limit=51'],
  ])('refuses %s with 400', async (_label, query) => {
    expectError(await get(`/practice/questions?${query}`), 400, 'VALIDATION_FAILED');
  });
});

describe('GET /api/practice/questions/:id/answer', () => {
  it('reveals the correct option and explanation on demand', async () => {
    const [q] = await t.db.select().from(questions).where(eq(questions.organizationId, DEFAULT_ORG_ID)).limit(1);
    const res = await get(`/practice/questions/${q.id}/answer`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ correctOptionIds: q.correctOptionIds, explanation: q.explanation });
  });

  it("answers 404 for another organisation's question or an unknown one, 400 for a bad id", async () => {
    expectError(await get(`/practice/questions/${privateIds[0]}/answer`), 404, 'NOT_FOUND');
    expectError(await get(`/practice/questions/${crypto.randomUUID()}/answer`), 404, 'NOT_FOUND');
    expectError(await get('/practice/questions/abc/answer'), 400, 'VALIDATION_FAILED');
    expect((await get(`/practice/questions/${privateIds[0]}/answer`, other.student.token)).json()).toMatchObject({
      correctOptionIds: ['b'],
    });
  });
});

describe('POST /api/practice/questions/:id/check', () => {
  it('says whether the choice is right, with the answer, and records it', async () => {
    const me = await signUp(t.app, { inviteCode: other.organization.inviteCode! });
    const wrong = await checkAnswer(privateIds[1], 'a', me.token);
    expect(wrong.statusCode, wrong.body).toBe(200);
    expect(wrong.json()).toEqual({ correct: false, correctOptionIds: ['b'], explanation: { hi: 'क्योंकि', en: 'Because' } });
    expect((await checkAnswer(privateIds[1], 'b', me.token)).json().correct).toBe(true);
    const rows = await t.db.select().from(practiceAnswers).where(eq(practiceAnswers.userId, me.user.id));
    expect(rows.map((r) => [r.questionId, r.chosenOptionId, r.correct, r.organizationId])).toEqual(
      expect.arrayContaining([
        [privateIds[1], 'a', false, other.organization.id],
        [privateIds[1], 'b', true, other.organization.id],
      ]),
    );
  });

  it('refuses an option the question does not have, or none, with 400 and records nothing', async () => {
    const before = await countRows(t.db, practiceAnswers);
    expectError(await checkAnswer(privateIds[0], 'z', other.student.token), 400, 'VALIDATION_FAILED');
    expectError(await checkAnswer(privateIds[0], '', other.student.token), 400, 'VALIDATION_FAILED');
    expectError(await checkAnswer(privateIds[0], undefined, other.student.token), 400, 'VALIDATION_FAILED');
    expect(await countRows(t.db, practiceAnswers)).toBe(before);
  });

  it("refuses another organisation's question with 404", async () => {
    expectError(await checkAnswer(privateIds[0], 'b'), 404, 'NOT_FOUND');
  });
});
