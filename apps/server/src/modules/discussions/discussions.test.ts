import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examSectionQuestions } from '../../db/schema/index.ts';
import type { AttemptView } from '@pariksha/shared/schemas/attempts';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import type { Notification } from '@pariksha/shared/schemas/notifications';
import type { DiscussionPost, DiscussionThread, ExamDiscussionList, UpvoteState } from '@pariksha/shared/schemas/discussions';
import {
  authHeader,
  createOrganizationWithMembers,
  createTestApp,
  DEMO_ORG_ID,
  expectError,
  signIn,
  type SecondOrganization,
  type TestApp,
} from '../../test/app.ts';
import { answersFor, createExamFixture, createStudents, hall, type ExamFixture } from '../attempts/test-fixtures.ts';
import { POSTING_LIMIT, POSTING_TOO_FAST } from './service.ts';

let t: TestApp;
let admin: AuthResponse;
let student: AuthResponse;
let peer: { id: string; token: string };
let other: SecondOrganization;
let closed: ExamFixture;
let running: ExamFixture;
let mock: ExamFixture;

const HOUR = 3600_000;
const threadUrl = (exam: ExamFixture, questionId = exam.questions[0].id) => `/api/exams/${exam.examId}/questions/${questionId}/discussion`;
const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: authHeader(token) });
const post = (token: string, exam: ExamFixture, payload: object, questionId?: string) =>
  t.app.inject({ method: 'POST', url: `${threadUrl(exam, questionId)}/posts`, headers: authHeader(token), payload });
const call = (token: string, method: 'PUT' | 'DELETE', url: string) =>
  t.app.inject({ method, url: `/api/discussion-posts/${url}`, headers: authHeader(token) });

beforeAll(async () => {
  t = await createTestApp({ examAutoSubmitMs: 0 });
  admin = await signIn(t.app, 'admin');
  student = await signIn(t.app, 'student');
  [peer] = await createStudents(t.app, t.db, DEMO_ORG_ID, 1);
  other = await createOrganizationWithMembers(t.app);
  const now = Date.now();
  closed = await createExamFixture(t.db, {
    organizationId: DEMO_ORG_ID,
    kind: 'live',
    title: 'Closed live test',
    startsAt: new Date(now - 3 * HOUR),
    endsAt: new Date(now - HOUR),
    sections: [{ questions: 2 }],
  });
  running = await createExamFixture(t.db, {
    organizationId: DEMO_ORG_ID,
    kind: 'live',
    title: 'Running live test',
    startsAt: new Date(now - HOUR),
    endsAt: new Date(now + HOUR),
    sections: [{ questions: 2 }],
  });
  mock = await createExamFixture(t.db, {
    organizationId: DEMO_ORG_ID,
    kind: 'mock',
    title: 'Mock to discuss',
    sections: [{ questions: 2 }],
  });
});
afterAll(() => t?.close());

describe('before a live test’s window has ended', () => {
  it('refuses every route with 409 and says when it opens, staff included', async () => {
    for (const token of [student.token, admin.token]) {
      const e = expectError(await get(token, threadUrl(running)), 409, 'CONFLICT');
      expect(e.message).toMatch(/opens when the live test ends/);
      expect(e.details).toEqual({ opensAt: expect.any(String) });
      expectError(await get(token, `/api/exams/${running.examId}/discussions`), 409, 'CONFLICT');
      expectError(await post(token, running, { body: 'What is the answer?' }), 409, 'CONFLICT');
    }
  });

  it('answers in Hindi for a Hindi caller', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: threadUrl(running),
      headers: { ...authHeader(student.token), 'accept-language': 'hi' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/चर्चा/);
  });
});

describe('a closed live test’s discussion', () => {
  let doubt: DiscussionPost;
  let answer: DiscussionPost;
  let staffAnswer: DiscussionPost;

  it('is empty at first, with the question and its key', async () => {
    const res = await get(student.token, threadUrl(closed));
    expect(res.statusCode, res.body).toBe(200);
    const thread: DiscussionThread = res.json();
    expect(thread).toMatchObject({ examId: closed.examId, questionId: closed.questions[0].id, canModerate: false, doubts: [] });
    expect(thread.question.correctOptionIds).toEqual(closed.questions[0].correct);
  });

  it('takes a doubt in Hindi with maths, cleaned of control and direction-override characters', async () => {
    const res = await post(student.token, closed, { body: '  यह $\\frac{a}{b}$ कैसे आया?\r\n\r\n\r\n\r\nक्‍या\u0007 B सही है?\u202E  ' });
    expect(res.statusCode, res.body).toBe(201);
    doubt = res.json();
    expect(doubt).toMatchObject({
      parentId: null,
      body: 'यह $\\frac{a}{b}$ कैसे आया?\n\nक्‍या B सही है?',
      author: { id: student.user.id, isStaff: false },
      upvotes: 0,
      mine: true,
      removed: null,
    });
  });

  it('takes answers from a peer and from staff', async () => {
    const res = await post(peer.token, closed, { body: 'Use $a/b = 2$', parentId: doubt.id });
    expect(res.statusCode, res.body).toBe(201);
    answer = res.json();
    expect(answer).toMatchObject({ parentId: doubt.id, author: { id: peer.id, isStaff: false } });
    const byStaff = await post(admin.token, closed, { body: 'Option B, because $2 \\times 3 = 6$.', parentId: doubt.id });
    expect(byStaff.statusCode, byStaff.body).toBe(201);
    staffAnswer = byStaff.json();
    expect(staffAnswer.author?.isStaff).toBe(true);
  });

  it('tells the asker, and nobody else, that their doubt has answers', async () => {
    const inbox = async (token: string) => {
      const res = await get(token, `/api/notifications/organization/${DEMO_ORG_ID}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: Notification[] }).data.filter((n) => n.translations.en?.title === 'Your doubt has an answer');
    };
    const mine = await inbox(student.token);
    expect(mine).toHaveLength(2);
    expect(mine.map((n) => n.translations.en?.body).join('\n')).toContain('Use $a/b = 2$');
    expect(mine[0]?.translations.hi?.title).toBe('आपके संदेह का उत्तर आया');
    expect(await inbox(peer.token)).toEqual([]);
  });

  it('refuses bad input with 400', async () => {
    for (const payload of [
      {},
      { body: '' },
      { body: '  \n\t ' },
      { body: 'x'.repeat(2001) },
      { body: 'ok', parentId: 'nope' },
      { body: 7 },
    ]) {
      expectError(await post(student.token, closed, payload), 400, 'VALIDATION_FAILED');
    }
    // 2000 Devanagari code points fit (length is counted as a person counts characters).
    expect((await post(student.token, closed, { body: 'क'.repeat(2000) })).statusCode).toBe(201);
    // An answer to an answer, or to a doubt of another question, is refused.
    expectError(await post(student.token, closed, { body: 'Nested', parentId: answer.id }), 400, 'VALIDATION_FAILED');
    expectError(
      await post(student.token, closed, { body: 'Elsewhere', parentId: doubt.id }, closed.questions[1].id),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await get(student.token, `/api/exams/not-a-uuid/questions/${closed.questions[0].id}/discussion`), 400, 'VALIDATION_FAILED');
    expectError(await call(student.token, 'PUT', 'nope/upvote'), 400, 'VALIDATION_FAILED');
    // A question of another test is not this test's.
    expectError(await get(student.token, threadUrl(closed, running.questions[0].id)), 404, 'NOT_FOUND');
  });

  it('counts one upvote per person: upvoting twice or taking it back twice is idempotent', async () => {
    const up = async (token: string) => {
      const res = await call(token, 'PUT', `${doubt.id}/upvote`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as UpvoteState;
    };
    expect(await up(peer.token)).toEqual({ postId: doubt.id, upvotes: 1, upvotedByMe: true });
    expect(await up(peer.token)).toEqual({ postId: doubt.id, upvotes: 1, upvotedByMe: true });
    expect(await up(admin.token)).toEqual({ postId: doubt.id, upvotes: 2, upvotedByMe: true });
    const down = await call(peer.token, 'DELETE', `${doubt.id}/upvote`);
    expect(down.json()).toEqual({ postId: doubt.id, upvotes: 1, upvotedByMe: false });
    expect((await call(peer.token, 'DELETE', `${doubt.id}/upvote`)).json()).toEqual({ postId: doubt.id, upvotes: 1, upvotedByMe: false });
    expectError(await call(student.token, 'PUT', `${doubt.id}/upvote`), 409, 'CONFLICT');
    expect((await call(student.token, 'PUT', `${answer.id}/upvote`)).json()).toMatchObject({ upvotes: 1, upvotedByMe: true });
  });

  it('lets only the exam’s staff mark the best answer, one per doubt', async () => {
    expectError(await call(student.token, 'PUT', `${answer.id}/best`), 403, 'FORBIDDEN');
    expectError(await call(peer.token, 'PUT', `${staffAnswer.id}/best`), 403, 'FORBIDDEN');
    expectError(await call(other.admin.token, 'PUT', `${answer.id}/best`), 404, 'NOT_FOUND');
    expectError(await call(admin.token, 'PUT', `${doubt.id}/best`), 400, 'VALIDATION_FAILED');

    const first = await call(admin.token, 'PUT', `${answer.id}/best`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id: answer.id, isBest: true });
    expect((await call(admin.token, 'PUT', `${staffAnswer.id}/best`)).json()).toMatchObject({ isBest: true });

    const thread: DiscussionThread = (await get(student.token, threadUrl(closed))).json();
    const shown = thread.doubts.find((d) => d.id === doubt.id)!;
    // The best answer comes first; the earlier one lost the mark.
    expect(shown.answers.map((a) => [a.id, a.isBest])).toEqual([
      [staffAnswer.id, true],
      [answer.id, false],
    ]);
    expect(shown.upvotes).toBe(1);
    expect((await call(admin.token, 'DELETE', `${staffAnswer.id}/best`)).json()).toMatchObject({ isBest: false });
  });

  it('lists the questions being discussed', async () => {
    const res = await get(peer.token, `/api/exams/${closed.examId}/discussions`);
    expect(res.statusCode, res.body).toBe(200);
    const list: ExamDiscussionList = res.json();
    expect(list.threads).toEqual([{ questionId: closed.questions[0].id, doubts: 2, answers: 2, lastPostAt: expect.any(String) }]);
  });

  it('lets an author delete their post and staff hide anyone’s; nobody else', async () => {
    expectError(await call(student.token, 'DELETE', answer.id), 403, 'FORBIDDEN');
    const own = await call(peer.token, 'DELETE', answer.id);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ removed: 'author', body: null, author: null });
    // Twice changes nothing; a removed post takes no upvotes or answers.
    expect((await call(peer.token, 'DELETE', answer.id)).json()).toMatchObject({ removed: 'author' });
    expectError(await call(student.token, 'PUT', `${answer.id}/upvote`), 409, 'CONFLICT');

    const hidden = await call(admin.token, 'DELETE', doubt.id);
    expect(hidden.json()).toMatchObject({ removed: 'staff', body: null });
    expectError(await post(peer.token, closed, { body: 'Late answer', parentId: doubt.id }), 409, 'CONFLICT');

    const thread: DiscussionThread = (await get(admin.token, threadUrl(closed))).json();
    expect(thread.canModerate).toBe(true);
    // The hidden doubt stays (without its text) for the staff answer under it; the deleted answer is gone.
    const shown = thread.doubts.find((d) => d.id === doubt.id)!;
    expect(shown).toMatchObject({ removed: 'staff', body: null });
    expect(shown.answers.map((a) => a.id)).toEqual([staffAnswer.id]);
  });

  it('is unknown to another organisation (404), its staff included', async () => {
    for (const token of [other.student.token, other.admin.token]) {
      expectError(await get(token, threadUrl(closed)), 404, 'NOT_FOUND');
      expectError(await get(token, `/api/exams/${closed.examId}/discussions`), 404, 'NOT_FOUND');
      expectError(await post(token, closed, { body: 'Hello' }), 404, 'NOT_FOUND');
      expectError(await call(token, 'PUT', `${staffAnswer.id}/upvote`), 404, 'NOT_FOUND');
      expectError(await call(token, 'DELETE', staffAnswer.id), 404, 'NOT_FOUND');
    }
  });
});

describe('a mock test’s discussion (no live window)', () => {
  it('opens for a student once they have submitted the test, and for its staff at any time', async () => {
    const e = expectError(await get(peer.token, threadUrl(mock)), 409, 'CONFLICT');
    expect(e.message).toMatch(/Submit this test/);
    expect((await get(admin.token, threadUrl(mock))).statusCode).toBe(200);

    const h = hall(t.app, peer.token);
    const started = await h.start(mock.setId);
    expect(started.statusCode, started.body).toBeLessThan(300);
    const view: AttemptView = started.json();
    expectError(await get(peer.token, threadUrl(mock)), 409, 'CONFLICT');
    await h.save(view.id, answersFor(mock.questions, 1, 1));
    expect((await h.submit(view.id)).statusCode).toBe(200);
    expect((await get(peer.token, threadUrl(mock))).statusCode).toBe(200);
    expect((await post(peer.token, mock, { body: 'Why not C?' })).statusCode).toBe(201);
  });
});

describe('the posting limit', () => {
  it(`refuses a student's post past ${POSTING_LIMIT} in ten minutes with 429, writing nothing; staff are not limited`, async () => {
    const [flooder] = await createStudents(t.app, t.db, DEMO_ORG_ID, 1);
    const questionId = closed.questions[1].id;
    for (let i = 0; i < POSTING_LIMIT; i++) {
      const res = await post(flooder.token, closed, { body: `Doubt ${i}` }, questionId);
      expect(res.statusCode, res.body).toBe(201);
    }
    const refused = expectError(await post(flooder.token, closed, { body: 'One more' }, questionId), 429, 'RATE_LIMITED');
    expect(refused.message).toBe(POSTING_TOO_FAST);
    const thread: DiscussionThread = (await get(flooder.token, threadUrl(closed, questionId))).json();
    expect(thread.doubts.filter((d) => d.author?.id === flooder.id)).toHaveLength(POSTING_LIMIT);
    expect(thread.doubts.some((d) => d.body === 'One more')).toBe(false);

    for (let i = 0; i <= POSTING_LIMIT; i++) {
      const res = await post(admin.token, closed, { body: `Staff note ${i}` }, questionId);
      expect(res.statusCode, res.body).toBe(201);
    }
  });
});

describe('access rules', () => {
  it('keeps the key of a question that also sits in a live test still running (the one visibility rule): 404', async () => {
    const now = Date.now();
    const ended = await createExamFixture(t.db, {
      organizationId: DEMO_ORG_ID,
      kind: 'live',
      title: 'Ended test sharing a question',
      startsAt: new Date(now - 3 * HOUR),
      endsAt: new Date(now - HOUR),
      sections: [{ questions: 1 }],
    });
    expect((await get(student.token, threadUrl(ended))).statusCode).toBe(200);
    await t.db.insert(examSectionQuestions).values({ sectionId: running.sections[0].id, questionId: ended.questions[0].id, position: 99 });
    expect((await get(student.token, threadUrl(ended))).statusCode).toBe(404);
  });

  it('needs a signed-in caller', async () => {
    expectError(await t.app.inject({ method: 'GET', url: threadUrl(closed) }), 401, 'UNAUTHORIZED');
  });
});
