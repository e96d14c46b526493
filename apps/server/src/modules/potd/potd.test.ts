import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import type { PickerList, PotdToday, ScheduleEntry, ScheduleList, SubmitResponse, UserSummary } from '@pariksha/shared/schemas/potd';
import { addDays, dayKey } from '@pariksha/shared/streak';
import { exams, organizations, potdProblems, potdSolves, potdStreaks, questions, users } from '../../db/schema/index.ts';
import {
  authHeader,
  countRows,
  createOrganizationWithMembers,
  createTestApp,
  DEFAULT_ORG_ID,
  DEMO_ORG_ID,
  expectError,
  signIn,
  signUp,
  type SecondOrganization,
  type TestApp,
} from '../../test/app.ts';
import { resolveToday, rollOver } from './today.ts';

let t: TestApp;
let admin: AuthResponse;
let student: AuthResponse;
let other: SecondOrganization;
let today: string;

const IST = 'Asia/Kolkata';
type Session = Pick<AuthResponse, 'token' | 'user'>;

const get = (url: string, s: Session, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...authHeader(s.token), ...headers } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, s: Session, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...authHeader(s.token), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const todayOf = async (s: Session, lang = 'en') => {
  const res = await get(`/api/potd/today?lang=${lang}`, s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PotdToday;
};
const correctText = (p: PotdToday) => p.problem!.options.find((o) => o.isCorrect)!.text;
const wrongText = (p: PotdToday) => p.problem!.options.find((o) => !o.isCorrect)!.text;
const submit = (s: Session, payload: unknown, headers: Record<string, string> = {}) =>
  send('POST', '/api/potd/submit', s, payload, headers);
const summary = async (s: Session) => {
  const res = await get(`/api/problem-of-day/users/${s.user.id}`, s);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: UserSummary }).data;
};
const solvesOf = (userId: string) => t.db.select().from(potdSolves).where(eq(potdSolves.userId, userId));

beforeAll(async () => {
  t = await createTestApp();
  // The seed draws the Demo Institute's daily problems from its own bank, which holds only the
  // questions of its two live tests; while those run, the visibility rule hides them (and the
  // student gets the platform's problem instead, tested in questions/visibility.test.ts). Here
  // the live tests are over, so the institute's own problems are the ones its members see.
  await t.db
    .update(exams)
    .set({ startsAt: new Date(Date.now() - 3 * 3600_000), endsAt: new Date(Date.now() - 3600_000) })
    .where(and(eq(exams.organizationId, DEMO_ORG_ID), eq(exams.kind, 'live')));
  admin = await signIn(t.app, 'admin');
  student = await signIn(t.app, 'student');
  other = await createOrganizationWithMembers(t.app);
  today = dayKey(Date.now(), IST);
});
afterAll(() => t?.close());

describe('GET /api/potd/today', () => {
  it("answers the spec-3 shape with the organisation's own problem, options marked, not solved yet", async () => {
    const body = await todayOf(student);
    expect(body).toMatchObject({ date: today, timeZone: IST, alreadySolved: false });
    expect(body.problem).toMatchObject({ date: today, isPlatform: false, questionText: expect.any(String), category: expect.any(String) });
    expect(['easy', 'medium', 'hard']).toContain(body.problem!.difficulty);
    expect(body.problem!.options.length).toBeGreaterThanOrEqual(2);
    expect(body.problem!.options.filter((o) => o.isCorrect)).toHaveLength(1);
    const [row] = await t.db.select().from(potdProblems).where(eq(potdProblems.id, body.problem!.id));
    expect(row).toMatchObject({ organizationId: DEMO_ORG_ID, date: today });
  });

  it("shows the demo student's seeded streak: 4 up to yesterday, best 6", async () => {
    expect((await todayOf(student)).streak).toEqual({ current: 4, max: 6 });
  });

  it('answers in the asked language, Accept-Language by default', async () => {
    const [hi, en] = await Promise.all([todayOf(student, 'hi'), todayOf(student, 'en')]);
    expect(hi.problem!.id).toBe(en.problem!.id);
    const [q] = await t.db.select().from(questions).where(eq(questions.id, hi.problem!.questionId));
    expect(hi.problem!.questionText).toBe(q.text.hi);
    expect(en.problem!.questionText).toBe(q.text.en);
    const byHeader = (await get('/api/potd/today', student, { 'accept-language': 'hi-IN' })).json() as PotdToday;
    expect(byHeader.problem!.questionText).toBe(q.text.hi);
  });

  it("gives an organisation with nothing scheduled the platform's problem, the same one the default organisation sees", async () => {
    const learner = await signIn(t.app, 'learner');
    const [mine, platform] = await Promise.all([todayOf(other.student), todayOf(learner)]);
    expect(mine.problem!.isPlatform).toBe(true);
    expect(mine.problem!.id).toBe(platform.problem!.id);
  });

  it('refuses a signed-out caller (401) and a bad language (400)', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/potd/today' }), 401, 'UNAUTHORIZED');
    expectError(await get('/api/potd/today?lang=fr', student), 400, 'VALIDATION_FAILED');
  });
});

describe('roll-over and the organisation day', () => {
  it('picks a platform question for an unscheduled day once, deterministically, and keeps it', async () => {
    const day = '2031-01-15';
    const first = await rollOver(t.db, day);
    const second = await rollOver(t.db, day);
    expect(first!.problem.id).toBe(second!.problem.id);
    expect(first!.problem).toMatchObject({ organizationId: DEFAULT_ORG_ID, date: day, createdBy: null });
    // A different day gets a different question (it skips ones used within 60 days).
    const next = await rollOver(t.db, addDays(day, 1));
    expect(next!.question.id).not.toBe(first!.question.id);
  });

  it("uses the organisation's time zone: 00:30 IST is the next day in India, still the previous one in New York", async () => {
    await t.db.update(organizations).set({ timeZone: 'America/New_York' }).where(eq(organizations.id, other.organization.id));
    const instant = Date.parse('2032-03-09T19:00:00Z');
    const india = await resolveToday(t.db, DEMO_ORG_ID, instant);
    const newYork = await resolveToday(t.db, other.organization.id, instant);
    expect(india.today).toBe('2032-03-10');
    expect(newYork.today).toBe('2032-03-09');
    expect(newYork.timeZone).toBe('America/New_York');
    await t.db.update(organizations).set({ timeZone: IST }).where(eq(organizations.id, other.organization.id));
  });
});

describe('POST /api/potd/submit', () => {
  it.each([
    ['no answer', {}],
    ['an empty answer', { answer: '  ' }],
    ['a number', { answer: 5 }],
    ['an answer over 2000 characters', { answer: 'x'.repeat(2001) }],
    ['a malformed problem id', { answer: 'x', problemId: 'nope' }],
  ])('refuses %s with 400 and records nothing', async (_label, payload) => {
    const user = await signUp(t.app);
    expectError(await submit(user, payload), 400, 'VALIDATION_FAILED');
    expect(await solvesOf(user.user.id)).toHaveLength(0);
  });

  it('never counts a wrong answer, however often it is sent', async () => {
    const user = await signUp(t.app);
    const p = await todayOf(user);
    for (let i = 0; i < 3; i++) {
      const res = await submit(user, { answer: wrongText(p) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: false,
        message: 'Incorrect answer. Try again',
        streak: { current: 0, max: 0 },
        counted: false,
      });
    }
    expect(await submit(user, { answer: 'not an option at all' }).then((r) => r.json().success)).toBe(false);
    expect(await solvesOf(user.user.id)).toHaveLength(0);
    expect((await summary(user)).streak).toEqual({ current: 0, max: 0 });
  });

  it('counts a right answer once: streak 1, a repeat changes nothing', async () => {
    const user = await signUp(t.app);
    const p = await todayOf(user);
    const res = await submit(user, { answer: correctText(p), problemId: p.problem!.id });
    expect(res.statusCode, res.body).toBe(200);
    const [question] = await t.db.select().from(questions).where(eq(questions.id, p.problem!.questionId));
    const explanation = question.explanation.en || question.explanation.hi || null;
    expect(res.json()).toEqual({
      success: true,
      message: 'Correct! Current streak: 1',
      streak: { current: 1, max: 1 },
      counted: true,
      explanation,
    });
    const again = (await submit(user, { answer: correctText(p) })).json() as SubmitResponse;
    expect(again).toMatchObject({ success: true, counted: false, streak: { current: 1, max: 1 }, explanation });
    const rows = await solvesOf(user.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ date: today, organizationId: DEFAULT_ORG_ID, potdProblemId: p.problem!.id });
    expect(await todayOf(user)).toMatchObject({ alreadySolved: true, streak: { current: 1, max: 1 } });
  });

  it('accepts the option text in either language and answers in the caller language', async () => {
    const user = await signUp(t.app);
    const hi = await todayOf(user, 'hi');
    const res = await submit(user, { answer: correctText(hi) }, { 'accept-language': 'hi' });
    expect(res.json()).toMatchObject({ success: true, message: 'सही उत्तर! वर्तमान स्ट्रीक: 1' });
    const other_ = await signUp(t.app);
    const wrong = await submit(other_, { answer: wrongText(await todayOf(other_, 'hi')) }, { 'accept-language': 'hi' });
    expect(wrong.json().message).toBe('गलत उत्तर। फिर से प्रयास करें');
  });

  it('adds one after yesterday, restarts at 1 after a gap, and keeps the max', async () => {
    const continuing = await signUp(t.app);
    await t.db
      .insert(potdStreaks)
      .values({ userId: continuing.user.id, currentStreak: 4, maxStreak: 4, lastSolvedDate: addDays(today, -1) });
    const p = await todayOf(continuing);
    expect(p.streak).toEqual({ current: 4, max: 4 });
    expect((await submit(continuing, { answer: correctText(p) })).json().streak).toEqual({ current: 5, max: 5 });

    const lapsed = await signUp(t.app);
    await t.db.insert(potdStreaks).values({ userId: lapsed.user.id, currentStreak: 7, maxStreak: 7, lastSolvedDate: addDays(today, -3) });
    // A missed day shows 0 at once, the max stays.
    expect((await summary(lapsed)).streak).toEqual({ current: 0, max: 7 });
    const q = await todayOf(lapsed);
    expect((await submit(lapsed, { answer: correctText(q) })).json()).toMatchObject({
      message: 'Correct! Current streak: 1',
      streak: { current: 1, max: 7 },
    });
  });

  it('counts two simultaneous right answers once', async () => {
    const user = await signUp(t.app);
    const p = await todayOf(user);
    const results = await Promise.all([submit(user, { answer: correctText(p) }), submit(user, { answer: correctText(p) })]);
    expect(results.map((r) => r.json().counted).sort()).toEqual([false, true]);
    expect(await solvesOf(user.user.id)).toHaveLength(1);
    expect((await summary(user)).streak).toEqual({ current: 1, max: 1 });
  });

  it("refuses an answer to a problem that is no longer today's with 409", async () => {
    const user = await signUp(t.app);
    const p = await todayOf(user);
    expectError(await submit(user, { answer: correctText(p), problemId: crypto.randomUUID() }), 409, 'CONFLICT');
    expect(await solvesOf(user.user.id)).toHaveLength(0);
  });

  it('refuses a signed-out caller with 401', async () => {
    expectError(await t.app.inject({ method: 'POST', url: '/api/potd/submit', payload: { answer: 'x' } }), 401, 'UNAUTHORIZED');
  });
});

describe('GET and POST /api/problem-of-day/users/:userId', () => {
  it('answers {data: {bookmarkedProblems, streak}} counting only bookmarks made on the daily problem', async () => {
    const user = await signUp(t.app);
    const p = await todayOf(user);
    const bank = await t.db.select({ id: questions.id }).from(questions).where(eq(questions.organizationId, DEFAULT_ORG_ID)).limit(2);
    const mark = (id: string, source: string) => send('PUT', `/api/bookmarks/${id}`, user, { source });
    expect((await mark(p.problem!.questionId, 'potd')).statusCode).toBe(200);
    expect((await mark(bank.find((b) => b.id !== p.problem!.questionId)!.id, 'practice')).statusCode).toBe(200);
    const res = await get(`/api/problem-of-day/users/${user.user.id}`, user);
    expect(res.json()).toEqual({
      data: { bookmarkedProblems: 1, streak: { current: 0, max: 0 }, lastSolvedDate: null, solvedToday: false, totalSolved: 0 },
    });
  });

  it("refuses another user's record with 403, for reading and writing, and changes nothing", async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    await t.db.insert(potdStreaks).values({ userId: b.user.id, currentStreak: 2, maxStreak: 9, lastSolvedDate: today });
    expectError(await get(`/api/problem-of-day/users/${b.user.id}`, a), 403, 'FORBIDDEN');
    expectError(await send('POST', `/api/problem-of-day/users/${b.user.id}`, a, {}), 403, 'FORBIDDEN');
    expectError(await get(`/api/problem-of-day/users/${b.user.id}/history`, a), 403, 'FORBIDDEN');
    // Staff are no exception: the record is the student's own.
    expectError(await get(`/api/problem-of-day/users/${student.user.id}`, admin), 403, 'FORBIDDEN');
    const [row] = await t.db.select().from(potdStreaks).where(eq(potdStreaks.userId, b.user.id));
    expect(row).toMatchObject({ currentStreak: 2, maxStreak: 9 });
  });

  it('refuses a malformed id (400) and a signed-out caller (401)', async () => {
    expectError(await get('/api/problem-of-day/users/not-a-uuid', student), 400, 'VALIDATION_FAILED');
    expectError(await t.app.inject({ method: 'GET', url: `/api/problem-of-day/users/${student.user.id}` }), 401, 'UNAUTHORIZED');
    expectError(
      await t.app.inject({ method: 'POST', url: `/api/problem-of-day/users/${student.user.id}`, payload: {} }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('POST after a solve confirms the day and rebuilds a drifted record from the solves', async () => {
    const user = await signUp(t.app);
    const p = await todayOf(user);
    await submit(user, { answer: correctText(p) });
    await t.db.update(potdStreaks).set({ currentStreak: 99 }).where(eq(potdStreaks.userId, user.user.id));
    const res = await send('POST', `/api/problem-of-day/users/${user.user.id}`, user, { date: today });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ streak: { current: 1, max: 1 }, solvedToday: true, totalSolved: 1, lastSolvedDate: today });
    // No body at all is fine too.
    const empty = await send('POST', `/api/problem-of-day/users/${user.user.id}`, user);
    expect(empty.statusCode, empty.body).toBe(200);
  });

  it('POST answers a `code` for a day with no solve (422) and for a bad date (400)', async () => {
    const user = await signUp(t.app);
    const body = expectError(await send('POST', `/api/problem-of-day/users/${user.user.id}`, user, { date: today }), 422, 'UNPROCESSABLE');
    expect(body.message).toBe('No solved problem is recorded for this day');
    expectError(await send('POST', `/api/problem-of-day/users/${user.user.id}`, user, { date: '2026-02-30' }), 400, 'VALIDATION_FAILED');
    expectError(await send('POST', `/api/problem-of-day/users/${user.user.id}`, user, { date: 20260101 }), 400, 'VALIDATION_FAILED');
  });

  it('history lists the solved days of a month', async () => {
    const res = await get(`/api/problem-of-day/users/${student.user.id}/history?month=${addDays(today, -1).slice(0, 7)}`, student);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.solvedDates).toContain(addDays(today, -1));
    expect(body.solvedDates.every((d: string) => d.startsWith(body.month))).toBe(true);
    const seeded = (await solvesOf(student.user.id)).map((s) => s.date);
    expect(seeded).toHaveLength(10);
    expectError(await get(`/api/problem-of-day/users/${student.user.id}/history?month=2026-13`, student), 400, 'VALIDATION_FAILED');
  });
});

describe('sign-in carries the showPotdDialog rule', () => {
  it('opens the dialog while today is unsolved, not after solving', async () => {
    const user = await signUp(t.app);
    const before = await signIn(t.app, user.user.username, user.password);
    expect(before.potd).toEqual({ showDialog: true, streak: { current: 0, max: 0 }, bookmarkedProblems: 0 });
    await submit(user, { answer: correctText(await todayOf(user)) });
    const after = await signIn(t.app, user.user.username, user.password);
    expect(after.potd).toMatchObject({ showDialog: false, streak: { current: 1, max: 1 } });
  });

  it('never opens it for admins and teachers, whose today is unsolved too (issue 13, roles)', async () => {
    expect((await todayOf(admin)).alreadySolved).toBe(false);
    expect((await signIn(t.app, 'admin')).potd).toMatchObject({ showDialog: false });
    const teacher = await signUp(t.app);
    await t.db.update(users).set({ organizationId: DEMO_ORG_ID, orgRole: 'teacher' }).where(eq(users.id, teacher.user.id));
    expect((await signIn(t.app, teacher.user.username, teacher.password)).potd?.showDialog).toBe(false);
    expect((await signIn(t.app, 'student')).potd?.showDialog).toBe(!(await todayOf(student)).alreadySolved);
  });
});

describe('scheduling (admins and teachers)', () => {
  const future = (n: number) => addDays(today, n);
  let platformQuestionId: string;
  let ownQuestionId: string;
  let otherOrgQuestionId: string;

  beforeAll(async () => {
    const [p] = await t.db.select({ id: questions.id }).from(questions).where(eq(questions.organizationId, DEFAULT_ORG_ID)).limit(1);
    const [o] = await t.db.select({ id: questions.id }).from(questions).where(eq(questions.organizationId, DEMO_ORG_ID)).limit(1);
    platformQuestionId = p.id;
    ownQuestionId = o.id;
    const created = await send('POST', '/api/question-bank', other.admin, {
      subject: 'polity',
      topic: 'parliament',
      difficulty: 'easy',
      text: { en: 'How many members can the Rajya Sabha have at most?' },
      options: [
        { en: '250', isCorrect: true },
        { en: '245', isCorrect: false },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    otherOrgQuestionId = created.json().id;
  });

  const newQuestion = {
    subject: 'polity',
    topic: 'parliament',
    difficulty: 'medium',
    text: { hi: 'लोकसभा का अध्यक्ष कौन चुनता है?', en: 'Who elects the Speaker of the Lok Sabha?' },
    options: [
      { hi: 'लोकसभा के सदस्य', en: 'The members of the Lok Sabha', isCorrect: true },
      { hi: 'राष्ट्रपति', en: 'The President', isCorrect: false },
      { hi: 'प्रधानमंत्री', en: 'The Prime Minister', isCorrect: false },
    ],
    explanation: { en: 'The Lok Sabha elects its Speaker from among its members.' },
  };

  it('lists the schedule: a week back to a month ahead, with counts of solvers', async () => {
    const res = await get('/api/potd/schedule', admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ScheduleList;
    expect(body).toMatchObject({ from: addDays(today, -7), to: addDays(today, 30), today, timeZone: IST });
    expect(body.data.length).toBeGreaterThanOrEqual(38);
    expect(body.data.every((e) => e.date >= body.from && e.date <= body.to)).toBe(true);
    expect(body.solvedCounts[addDays(today, -1)]).toBeGreaterThanOrEqual(1);
    expect(body.data.find((e) => e.date === addDays(today, -1))!.solvedCount).toBe(body.solvedCounts[addDays(today, -1)]);
  });

  it.each([
    ['a range over 93 days', '?from=2026-01-01&to=2026-06-01'],
    ['from after to', '?from=2026-02-01&to=2026-01-01'],
    ['a bad date', '?from=2026-1-1'],
  ])('refuses %s with 400', async (_label, query) => {
    expectError(await get(`/api/potd/schedule${query}`, admin), 400, 'VALIDATION_FAILED');
  });

  it('schedules a day from its own bank, from the platform bank, and with a new question', async () => {
    const own = await send('PUT', `/api/potd/schedule/${future(40)}`, admin, { questionId: ownQuestionId });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({
      date: future(40),
      question: { id: ownQuestionId, isPlatform: false },
      createdByName: 'Rajesh Verma',
    });

    const platform = await send('PUT', `/api/potd/schedule/${future(40)}`, admin, { questionId: platformQuestionId });
    expect(platform.json()).toMatchObject({ date: future(40), question: { id: platformQuestionId, isPlatform: true } });

    const created = await send('PUT', `/api/potd/schedule/${future(41)}`, admin, { question: newQuestion });
    expect(created.statusCode, created.body).toBe(200);
    const entry = created.json() as ScheduleEntry;
    const [q] = await t.db.select().from(questions).where(eq(questions.id, entry.question.id));
    expect(q).toMatchObject({ organizationId: DEMO_ORG_ID, subject: 'polity', correctOptionIds: ['a'] });
    const rows = await t.db
      .select()
      .from(potdProblems)
      .where(and(eq(potdProblems.organizationId, DEMO_ORG_ID), inArray(potdProblems.date, [future(40), future(41)])));
    expect(rows).toHaveLength(2);
  });

  it('refuses bad bodies with 400 and writes nothing', async () => {
    const before = await countRows(t.db, questions);
    const bad = [
      {},
      { questionId: 'nope' },
      { questionId: ownQuestionId, question: newQuestion },
      { question: { ...newQuestion, options: newQuestion.options.map((o) => ({ ...o, isCorrect: false })) } },
      { question: { ...newQuestion, topic: 'no such topic' } },
    ];
    for (const payload of bad) expectError(await send('PUT', `/api/potd/schedule/${future(42)}`, admin, payload), 400, 'VALIDATION_FAILED');
    expectError(await send('PUT', '/api/potd/schedule/tomorrow', admin, { questionId: ownQuestionId }), 400, 'VALIDATION_FAILED');
    expect(await countRows(t.db, questions)).toBe(before);
  });

  it('refuses past days (422) and a day someone already solved (409)', async () => {
    expectError(await send('PUT', `/api/potd/schedule/${addDays(today, -1)}`, admin, { questionId: ownQuestionId }), 422, 'UNPROCESSABLE');
    expectError(await send('DELETE', `/api/potd/schedule/${addDays(today, -1)}`, admin), 422, 'UNPROCESSABLE');
    const p = await todayOf(student);
    expect((await submit(student, { answer: correctText(p) })).json()).toMatchObject({ success: true, streak: { current: 5, max: 6 } });
    expectError(await send('PUT', `/api/potd/schedule/${today}`, admin, { questionId: platformQuestionId }), 409, 'CONFLICT');
    expectError(await send('DELETE', `/api/potd/schedule/${today}`, admin), 409, 'CONFLICT');
    const [row] = await t.db.select().from(potdProblems).where(eq(potdProblems.id, p.problem!.id));
    expect(row.questionId).toBe(p.problem!.questionId);
  });

  it('unschedules a future day; a day with nothing is 404', async () => {
    await send('PUT', `/api/potd/schedule/${future(43)}`, admin, { questionId: ownQuestionId });
    const res = await send('DELETE', `/api/potd/schedule/${future(43)}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expectError(await send('DELETE', `/api/potd/schedule/${future(43)}`, admin), 404, 'NOT_FOUND');
  });

  it('lists who solved a day, first solver first', async () => {
    const res = await get(`/api/potd/schedule/${addDays(today, -1)}/solvers`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([expect.objectContaining({ userId: student.user.id, name: 'Priya Singh', username: 'student' })]);
  });

  it("keeps organisations apart: another organisation's question, day, schedule and solvers are out of reach", async () => {
    expectError(await send('PUT', `/api/potd/schedule/${future(44)}`, admin, { questionId: otherOrgQuestionId }), 404, 'NOT_FOUND');
    expectError(await send('PUT', `/api/potd/schedule/${future(44)}`, other.admin, { questionId: ownQuestionId }), 404, 'NOT_FOUND');
    // The Demo Institute has day +40; the other organisation cannot remove it, and does not see it.
    expectError(await send('DELETE', `/api/potd/schedule/${future(40)}`, other.admin), 404, 'NOT_FOUND');
    expect(
      await t.db
        .select()
        .from(potdProblems)
        .where(and(eq(potdProblems.organizationId, DEMO_ORG_ID), eq(potdProblems.date, future(40)))),
    ).toHaveLength(1);
    const theirs = (await get('/api/potd/schedule', other.admin)).json() as ScheduleList;
    expect(theirs.data).toEqual([]);
    expect((await get(`/api/potd/schedule/${addDays(today, -1)}/solvers`, other.admin)).json().data).toEqual([]);
  });

  it("an organisation's own problem replaces the platform's for its members", async () => {
    const res = await send('PUT', `/api/potd/schedule/${today}`, other.admin, { questionId: otherOrgQuestionId });
    expect(res.statusCode, res.body).toBe(200);
    const p = await todayOf(other.student);
    expect(p.problem).toMatchObject({
      questionId: otherOrgQuestionId,
      isPlatform: false,
      questionText: 'How many members can the Rajya Sabha have at most?',
    });
    const solved = (await submit(other.student, { answer: '250' })).json();
    expect(solved).toMatchObject({ success: true, counted: true });
    const solvers = (await get(`/api/potd/schedule/${today}/solvers`, other.admin)).json().data;
    expect(solvers.map((s: { userId: string }) => s.userId)).toEqual([other.student.user.id]);
  });

  it('lets a teacher schedule, and refuses students (403) and signed-out callers (401)', async () => {
    const teacher = await signUp(t.app, { inviteCode: 'DEMO2026' });
    await t.db.update(users).set({ orgRole: 'teacher' }).where(eq(users.id, teacher.user.id));
    const again = await signIn(t.app, teacher.user.username, teacher.password);
    expect((await send('PUT', `/api/potd/schedule/${future(45)}`, again, { questionId: ownQuestionId })).statusCode).toBe(200);

    expectError(await get('/api/potd/schedule', student), 403, 'FORBIDDEN');
    expectError(await send('PUT', `/api/potd/schedule/${future(46)}`, student, { questionId: ownQuestionId }), 403, 'FORBIDDEN');
    expectError(await send('DELETE', `/api/potd/schedule/${future(45)}`, student), 403, 'FORBIDDEN');
    expectError(await get(`/api/potd/schedule/${today}/solvers`, student), 403, 'FORBIDDEN');
    expectError(await get('/api/potd/questions', student), 403, 'FORBIDDEN');
    expectError(await get('/api/potd/schedule/2026-13-01/solvers', admin), 400, 'VALIDATION_FAILED');
    expectError(await send('DELETE', '/api/potd/schedule/someday', admin), 400, 'VALIDATION_FAILED');
    expectError(await t.app.inject({ method: 'GET', url: '/api/potd/schedule' }), 401, 'UNAUTHORIZED');
  });

  it('the picker lists own and platform questions, own first, filtered; never another organisation’s', async () => {
    const res = await get('/api/potd/questions?limit=50', admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as PickerList;
    expect(body.total).toBeGreaterThan(50);
    expect(body.data[0].isPlatform).toBe(false);
    const maths = (await get('/api/potd/questions?subject=math&topic=number%20system', admin)).json() as PickerList;
    expect(maths.data.length).toBeGreaterThan(0);
    expect(maths.data.every((q) => q.subject === 'math' && q.topic === 'number system')).toBe(true);
    const search = (await get(`/api/potd/questions?search=${encodeURIComponent('Rajya Sabha have')}`, admin)).json() as PickerList;
    expect(search.total).toBe(0);
    const theirs = (await get(`/api/potd/questions?search=${encodeURIComponent('Rajya Sabha have')}`, other.admin)).json() as PickerList;
    expect(theirs.data.map((q) => q.id)).toEqual([otherOrgQuestionId]);
    expect(theirs.data[0].lastScheduled).toBe(today);
    expectError(await get('/api/potd/questions?difficulty=impossible', admin), 400, 'VALIDATION_FAILED');
    expectError(await get('/api/potd/questions?limit=500', admin), 400, 'VALIDATION_FAILED');
  });
});
