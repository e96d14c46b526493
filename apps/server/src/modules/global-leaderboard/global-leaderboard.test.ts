import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GlobalLeaderboard, GlobalLeaderboardQuery } from '@pariksha/shared/schemas/global-leaderboard';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import { exams, examAttempts, examSets, organizations, potdSolves, quizAttempts, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { authHeader, createTestApp, expectError, signUp, unique, type TestApp } from '../../test/app.ts';
import { getGlobalLeaderboard } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

// ---------- fixtures written straight into the three source tables ----------

async function newOrg(timeZone = 'Asia/Kolkata') {
  const id = randomUUID();
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const inviteCode = Array.from({ length: 8 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
  await t.db.insert(organizations).values({ id, name: `Board ${unique()}`, timeZone, inviteCode });
  return { id, inviteCode };
}

async function newUser(organizationId: string, name: string, over: Partial<typeof users.$inferInsert> = {}): Promise<AuthUser> {
  const username = unique('lb');
  const [row] = await t.db
    .insert(users)
    .values({ organizationId, name, username, email: `${username}@test.example.com`, passwordHash: 'x', ...over })
    .returning();
  return { id: row.id, sub: row.id, organizationId, role: 'user', orgRole: 'student' };
}

const at = (iso: string) => new Date(iso);

async function quiz(user: AuthUser, score: number, finishedAt: string | null, organizationId = user.organizationId) {
  await t.db.insert(quizAttempts).values({
    userId: user.id,
    organizationId,
    subject: 'math',
    score,
    total: 10,
    startedAt: at(finishedAt ?? '2025-01-01T00:00:00Z'),
    finishedAt: finishedAt ? at(finishedAt) : null,
  });
}

/** A solve on `date` (the Indian day), at `solvedAt` (defaults to noon IST that day). */
async function potd(user: AuthUser, date: string, solvedAt = `${date}T12:00:00+05:30`, organizationId = user.organizationId) {
  await t.db.insert(potdSolves).values({ userId: user.id, organizationId, date, solvedAt: at(solvedAt) });
}

/** A test series with `n` sets, owned by `organizationId`. */
async function examWithSets(organizationId: string, n = 1, live?: { endsAt: string }) {
  const [exam] = await t.db
    .insert(exams)
    .values({
      organizationId,
      code: 'SSC',
      title: { en: 'Board test' },
      kind: live ? 'live' : 'practice',
      isPublished: true,
      startsAt: live ? at('2025-01-01T00:00:00Z') : null,
      endsAt: live ? at(live.endsAt) : null,
    })
    .returning();
  const sets = await t.db
    .insert(examSets)
    .values(
      Array.from({ length: n }, (_, i) => ({
        examId: exam.id,
        organizationId,
        title: { en: `Set ${i + 1}` },
        position: i,
        durationMinutes: 60,
        passingMarks: '35',
        totalMarks: '200',
      })),
    )
    .returning();
  return { examId: exam.id, organizationId, setIds: sets.map((s) => s.id) };
}

async function attempt(
  user: AuthUser,
  exam: { examId: string; organizationId: string },
  setId: string,
  correct: number,
  submittedAt: string | null,
  attemptNumber = 1,
) {
  await t.db.insert(examAttempts).values({
    setId,
    examId: exam.examId,
    organizationId: exam.organizationId,
    userId: user.id,
    attemptNumber,
    status: submittedAt ? 'submitted' : 'inProgress',
    startedAt: at(submittedAt ?? '2025-01-01T00:00:00Z'),
    deadline: at('2030-01-01T00:00:00Z'),
    submittedAt: submittedAt ? at(submittedAt) : null,
    correct: submittedAt ? correct : null,
    scoreHundredths: submittedAt ? correct * 200 : null,
    timeTakenMs: submittedAt ? 60_000 : null,
  });
}

const board = (user: AuthUser, query: Partial<GlobalLeaderboardQuery>, now: string) =>
  getGlobalLeaderboard(t.db, user, { period: 'all', scope: 'organization', page: 1, limit: 20, ...query }, at(now));
const pointsOf = (b: GlobalLeaderboard) => Object.fromEntries(b.rows.map((r) => [r.name, r.points]));

// Wednesday 12 March 2025, 12:00 IST. The week began Monday 10 March 00:00 IST = Sunday 9 March 18:30 UTC.
const NOW = '2025-03-12T06:30:00Z';

describe('points per source (service, fixed clock)', () => {
  it('counts finished quizzes (1 per correct), first attempts of tests (2 per correct) and solves (10, +5 streak)', async () => {
    const org = await newOrg();
    const asha = await newUser(org.id, 'Asha');
    const exam = await examWithSets(org.id, 2);
    await quiz(asha, 7, '2025-03-11T10:00:00Z');
    await quiz(asha, 9, null); // unfinished: nothing
    await attempt(asha, exam, exam.setIds[0], 30, '2025-03-11T11:00:00Z'); // 60
    await attempt(asha, exam, exam.setIds[0], 95, '2025-03-11T12:00:00Z', 2); // retake: nothing
    await attempt(asha, exam, exam.setIds[1], 50, null); // in progress: nothing
    await potd(asha, '2025-03-10'); // 10
    await potd(asha, '2025-03-11'); // 15: continues the streak

    const b = await board(asha, { period: 'week' }, NOW);
    expect(b.rows).toEqual([
      {
        rank: 1,
        userId: asha.id,
        name: 'Asha',
        username: expect.any(String),
        points: 7 + 60 + 25,
        quizPoints: 7,
        testPoints: 60,
        potdPoints: 25,
        isMe: true,
      },
    ]);
    expect(b.me).toEqual(b.rows[0]);
    expect(b).toMatchObject({
      total: 1,
      period: 'week',
      scope: 'organization',
      timeZone: 'Asia/Kolkata',
      from: '2025-03-09T18:30:00.000Z',
    });
  });

  it('counts tests of platform series for an organisation member', async () => {
    const org = await newOrg();
    const dev = await newUser(org.id, 'Dev');
    const platformExam = await examWithSets('00000000-0000-4000-8000-000000000001');
    await attempt(dev, platformExam, platformExam.setIds[0], 12, '2025-03-11T09:00:00Z');
    expect(pointsOf(await board(dev, { period: 'week' }, NOW))).toEqual({ Dev: 24 });
  });

  it("holds back a live test's points until the test has ended", async () => {
    const org = await newOrg();
    const kiran = await newUser(org.id, 'Kiran');
    const live = await examWithSets(org.id, 1, { endsAt: '2025-03-12T08:00:00Z' });
    await attempt(kiran, live, live.setIds[0], 20, '2025-03-12T06:00:00Z');
    expect((await board(kiran, {}, NOW)).rows).toEqual([]);
    expect(pointsOf(await board(kiran, {}, '2025-03-12T08:00:01Z'))).toEqual({ Kiran: 40 });
  });

  it('gives the streak bonus on the first day of the week when the day before (last week) was solved', async () => {
    const org = await newOrg();
    const meera = await newUser(org.id, 'Meera');
    await potd(meera, '2025-03-09'); // Sunday, last week
    await potd(meera, '2025-03-10'); // Monday: 10 + 5
    expect(pointsOf(await board(meera, { period: 'week' }, NOW))).toEqual({ Meera: 15 });
    expect(pointsOf(await board(meera, { period: 'all' }, NOW))).toEqual({ Meera: 25 });
  });

  it('finds the day before however early it was solved, and gives no bonus after a gap', async () => {
    const org = await newOrg();
    const nisha = await newUser(org.id, 'Nisha');
    const omar = await newUser(org.id, 'Omar');
    await potd(nisha, '2025-03-09', '2025-03-09T00:01:00+05:30'); // just after midnight on Sunday
    await potd(nisha, '2025-03-10', '2025-03-10T23:59:00+05:30'); // late on Monday: 15
    await potd(omar, '2025-03-08'); // Saturday, then a gap
    await potd(omar, '2025-03-10'); // 10
    await potd(omar, '2025-03-11'); // 15
    expect(pointsOf(await board(nisha, { period: 'week' }, NOW))).toEqual({ Omar: 25, Nisha: 15 });
  });
});

describe('periods in the organisation time zone', () => {
  it('puts Sunday 20:00 UTC (Monday 01:30 IST) in the new week and Sunday 18:00 UTC (23:30 IST) in the old one', async () => {
    const org = await newOrg();
    const early = await newUser(org.id, 'Early Monday');
    const late = await newUser(org.id, 'Late Sunday');
    await quiz(early, 4, '2025-03-09T20:00:00Z');
    await quiz(late, 6, '2025-03-09T18:00:00Z');
    const week = await board(early, { period: 'week' }, NOW);
    expect(pointsOf(week)).toEqual({ 'Early Monday': 4 });
    const month = await board(early, { period: 'month' }, NOW);
    expect(pointsOf(month)).toEqual({ 'Late Sunday': 6, 'Early Monday': 4 });
    expect(month.from).toBe('2025-02-28T18:30:00.000Z');
  });

  it('starts the month at 00:00 IST on the 1st (28 Feb 18:30 UTC)', async () => {
    const org = await newOrg();
    const a = await newUser(org.id, 'March first');
    const b = await newUser(org.id, 'February last');
    await quiz(a, 3, '2025-02-28T19:00:00Z'); // 1 March 00:30 IST
    await quiz(b, 5, '2025-02-28T18:00:00Z'); // 28 Feb 23:30 IST
    expect(pointsOf(await board(a, { period: 'month' }, NOW))).toEqual({ 'March first': 3 });
    expect(pointsOf(await board(a, { period: 'all' }, NOW))).toEqual({ 'February last': 5, 'March first': 3 });
  });

  it("follows another organisation's own time zone", async () => {
    const org = await newOrg('UTC');
    const sam = await newUser(org.id, 'Sam');
    await quiz(sam, 4, '2025-03-09T20:00:00Z'); // Sunday in UTC: last week there
    await quiz(sam, 2, '2025-03-10T00:30:00Z');
    const b = await board(sam, { period: 'week' }, NOW);
    expect(b).toMatchObject({ timeZone: 'UTC', from: '2025-03-10T00:00:00.000Z' });
    expect(pointsOf(b)).toEqual({ Sam: 2 });
  });
});

describe('ranking', () => {
  it('gives equal points one rank and skips the tied places (1, 2, 2, 4), ties ordered by name', async () => {
    const org = await newOrg();
    const [a, b, c, d] = await Promise.all(['Zoya', 'Bharat', 'Anil', 'Chandra'].map((n) => newUser(org.id, n)));
    await quiz(a, 9, '2025-03-11T10:00:00Z');
    await quiz(b, 5, '2025-03-11T10:00:00Z');
    await quiz(c, 5, '2025-03-11T10:00:00Z');
    await quiz(d, 2, '2025-03-11T10:00:00Z');
    const res = await board(d, { period: 'week' }, NOW);
    expect(res.rows.map((r) => [r.name, r.rank, r.points])).toEqual([
      ['Zoya', 1, 9],
      ['Anil', 2, 5],
      ['Bharat', 2, 5],
      ['Chandra', 4, 2],
    ]);
    expect(res.me).toMatchObject({ name: 'Chandra', rank: 4, isMe: true });
  });

  it('leaves out deactivated students and students without points; `me` is null with no points', async () => {
    const org = await newOrg();
    const gone = await newUser(org.id, 'Gone', { isActive: false });
    const idle = await newUser(org.id, 'Idle');
    const busy = await newUser(org.id, 'Busy');
    await quiz(gone, 10, '2025-03-11T10:00:00Z');
    await quiz(idle, 0, '2025-03-11T10:00:00Z');
    await quiz(busy, 1, '2025-03-11T10:00:00Z');
    const res = await board(idle, { period: 'week' }, NOW);
    expect(pointsOf(res)).toEqual({ Busy: 1 });
    expect(res).toMatchObject({ total: 1, me: null });
  });
});

// ---------- through HTTP, on the real clock ----------

describe('GET /api/global-leaderboard', () => {
  let orgA: { id: string; inviteCode: string };
  let orgB: { id: string; inviteCode: string };
  let me: AuthResponse;
  let rival: AuthResponse;
  let outsider: AuthResponse;
  const get = (token: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/global-leaderboard${query}`, headers: authHeader(token) });
  const asUser = (s: AuthResponse): AuthUser => ({
    id: s.user.id,
    sub: s.user.id,
    organizationId: s.user.organizationId!,
    role: 'user',
    orgRole: 'student',
  });
  const recent = () => new Date(Date.now() - 60_000).toISOString();

  beforeAll(async () => {
    orgA = await newOrg();
    orgB = await newOrg();
    me = await signUp(t.app, { inviteCode: orgA.inviteCode, name: 'Me Myself' });
    rival = await signUp(t.app, { inviteCode: orgA.inviteCode, name: 'Rival A' });
    outsider = await signUp(t.app, { inviteCode: orgB.inviteCode, name: 'Outsider B' });
    // 30 classmates ahead of me, so my row is far below the first page.
    const ahead = await Promise.all(Array.from({ length: 30 }, (_, i) => newUser(orgA.id, `Ahead ${String(i).padStart(2, '0')}`)));
    for (const [i, u] of ahead.entries()) {
      await quiz(u, 10, recent());
      await potd(u, `2020-01-${String((i % 28) + 1).padStart(2, '0')}`);
    }
    await quiz(asUser(me), 3, recent());
    await quiz(asUser(rival), 10, recent());
    await quiz(asUser(rival), 10, recent());
    await quiz(asUser(outsider), 10, recent());
    await quiz(asUser(outsider), 10, recent());
    await quiz(asUser(outsider), 10, recent());
  });

  it('answers the organisation board with my own row far down, and no emails', async () => {
    const res = await get(me.token, '?period=week&scope=organization&limit=10');
    expect(res.statusCode, res.body).toBe(200);
    const body: GlobalLeaderboard = res.json();
    expect(body.rows).toHaveLength(10);
    expect(body.rows[0]).toMatchObject({ name: 'Rival A', rank: 1, points: 20, isMe: false });
    expect(body.rows.slice(1).every((r) => r.points === 10 && r.rank === 2)).toBe(true);
    expect(body.total).toBe(32);
    expect(body.me).toMatchObject({ userId: me.user.id, name: 'Me Myself', rank: 32, points: 3, quizPoints: 3, isMe: true });
    expect(body.rows.some((r) => r.isMe)).toBe(false);
    expect(res.body).not.toContain('@');
    // All time adds the ahead students' old daily problems (10 each, no streaks).
    const all: GlobalLeaderboard = (await get(me.token, '?period=all&limit=5')).json();
    expect(all.rows[0]).toMatchObject({ points: 20, potdPoints: 10 });
    expect(all.me).toMatchObject({ rank: 32, points: 3 });
  });

  it('pages with ranks that continue across pages', async () => {
    const page4: GlobalLeaderboard = (await get(me.token, '?period=week&page=4&limit=10')).json();
    expect(page4.rows.map((r) => [r.rank, r.points])).toEqual([
      [2, 10],
      [32, 3],
    ]);
    expect(page4.rows[1].isMe).toBe(true);
    expect(page4).toMatchObject({ page: 4, limit: 10, total: 32 });
    const beyond: GlobalLeaderboard = (await get(me.token, '?period=week&page=9&limit=10')).json();
    expect(beyond.rows).toEqual([]);
    expect(beyond.me).toMatchObject({ rank: 32 });
    expect(beyond.total).toBe(32);
  });

  it("keeps another organisation's students off my organisation board, and mine off theirs", async () => {
    const mine: GlobalLeaderboard = (await get(me.token, '?scope=organization&limit=100')).json();
    expect(mine.rows.map((r) => r.userId)).not.toContain(outsider.user.id);
    const theirs: GlobalLeaderboard = (await get(outsider.token, '?scope=organization')).json();
    expect(theirs.rows.map((r) => r.name)).toEqual(['Outsider B']);
    expect(theirs.me).toMatchObject({ rank: 1, points: 30 });
  });

  it('ranks everyone on the platform board, with name and username only', async () => {
    const res = await get(me.token, '?scope=platform&period=week&limit=100');
    expect(res.statusCode, res.body).toBe(200);
    const body: GlobalLeaderboard = res.json();
    const ids = body.rows.map((r) => r.userId);
    expect(ids).toContain(outsider.user.id);
    expect(ids).toContain(rival.user.id);
    const pos = (id: string) => ids.indexOf(id);
    expect(pos(outsider.user.id)).toBeLessThan(pos(rival.user.id));
    const outsiderRow = body.rows.find((r) => r.userId === outsider.user.id)!;
    expect(Object.keys(outsiderRow).sort()).toEqual(
      ['isMe', 'name', 'points', 'potdPoints', 'quizPoints', 'rank', 'testPoints', 'userId', 'username'].sort(),
    );
    expect(outsiderRow.username).toBe(outsider.user.username);
    expect(res.body).not.toContain('@');
    expect(body.me).toMatchObject({ userId: me.user.id, points: 3 });
    expect(body.me!.rank).toBeGreaterThan(body.rows.find((r) => r.userId === rival.user.id)!.rank);
  });

  it('defaults to this week on my organisation board, from Monday 00:00 in Asia/Kolkata', async () => {
    const body: GlobalLeaderboard = (await get(me.token)).json();
    expect(body).toMatchObject({ period: 'week', scope: 'organization', page: 1, limit: 20, timeZone: 'Asia/Kolkata' });
    const from = new Date(body.from!);
    // 00:00 IST is 18:30 UTC the day before, a Sunday.
    expect([from.getUTCHours(), from.getUTCMinutes(), from.getUTCDay()]).toEqual([18, 30, 0]);
    expect(Date.now() - from.getTime()).toBeLessThan(7 * 86_400_000);
  });

  it.each([
    ['?period=year', 'period'],
    ['?period=', 'period'],
    ['?scope=world', 'scope'],
    ['?page=0', 'page'],
    ['?page=abc', 'page'],
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?limit=2.5', 'limit'],
  ])('refuses %s with 400 and a message naming %s', async (query, field) => {
    const error = expectError(await get(me.token, query), 400, 'VALIDATION_FAILED');
    expect(error.message).toContain(field);
  });

  it('explains a bad period in Hindi for a Hindi caller', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/global-leaderboard?period=year',
      headers: { ...authHeader(me.token), 'accept-language': 'hi' },
    });
    expect(expectError(res, 400, 'VALIDATION_FAILED').message).toContain('सप्ताह, महीना या अब तक में से चुनें');
  });

  it('needs a signed-in caller', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/global-leaderboard' }), 401, 'UNAUTHORIZED');
  });
});
