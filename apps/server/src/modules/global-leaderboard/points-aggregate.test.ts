import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GlobalLeaderboard } from '@pariksha/shared/schemas/global-leaderboard';
import { exams, examAttempts, examSets, organizations, potdSolves, quizAttempts, userPoints, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { authHeader, createTestApp, signUp, unique, type TestApp } from '../../test/app.ts';
import { readBoard, readPlatformAllTime, type Board } from './repo.ts';

// user_points (migration 0020) is kept by triggers; these tests change the source rows in every
// way the app (and cascades) can and compare the maintained board with the full scan.

let t: TestApp;
const dialect = new PgDialect();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function newOrg() {
  const id = randomUUID();
  const inviteCode = randomUUID()
    .replace(/[^A-Z0-9]/gi, '')
    .slice(0, 8)
    .toUpperCase();
  await t.db.insert(organizations).values({ id, name: `Points ${unique()}`, inviteCode });
  return { id, inviteCode };
}

async function newUser(organizationId: string, name: string): Promise<AuthUser> {
  const username = unique('pt');
  const [row] = await t.db
    .insert(users)
    .values({ organizationId, name, username, email: `${username}@test.example.com`, passwordHash: 'x' })
    .returning();
  return { id: row.id, sub: row.id, organizationId, role: 'user', orgRole: 'student' };
}

async function examWithSet(organizationId: string, endsAt?: Date) {
  const [exam] = await t.db
    .insert(exams)
    .values({
      organizationId,
      code: 'SSC',
      title: { en: 'Points test' },
      kind: endsAt ? 'live' : 'practice',
      isPublished: true,
      startsAt: endsAt ? new Date(endsAt.getTime() - 3_600_000) : null,
      endsAt: endsAt ?? null,
    })
    .returning();
  const [set] = await t.db
    .insert(examSets)
    .values({
      examId: exam.id,
      organizationId,
      title: { en: 'Set' },
      position: 0,
      durationMinutes: 60,
      passingMarks: '1',
      totalMarks: '200',
    })
    .returning();
  return { examId: exam.id, setId: set.id, organizationId };
}

/** An attempt started now; `submit` closes it with `correct` right (an UPDATE, as the app does). */
async function startAttempt(user: AuthUser, exam: { examId: string; setId: string; organizationId: string }, attemptNumber = 1) {
  const [row] = await t.db
    .insert(examAttempts)
    .values({
      setId: exam.setId,
      examId: exam.examId,
      organizationId: exam.organizationId,
      userId: user.id,
      attemptNumber,
      status: 'inProgress',
      startedAt: new Date(),
      deadline: new Date(Date.now() + 3_600_000),
    })
    .returning();
  return row.id;
}
const submit = (attemptId: string, correct: number) =>
  t.db
    .update(examAttempts)
    .set({ status: 'submitted', submittedAt: new Date(), correct, scoreHundredths: correct * 200, timeTakenMs: 1000 })
    .where(eq(examAttempts.id, attemptId));

const stored = async (userId: string) => (await t.db.select().from(userPoints).where(eq(userPoints.userId, userId)))[0] ?? null;

/** The maintained board and the full scan for the same caller and page. */
async function bothBoards(user: AuthUser, now = new Date(), limit = 50): Promise<[Board, Board]> {
  const maintained = await readPlatformAllTime(t.db, { userId: user.id, now, limit, offset: 0 });
  const scanned = await readBoard(t.db, {
    scope: 'platform',
    organizationId: user.organizationId,
    userId: user.id,
    from: null,
    now,
    limit,
    offset: 0,
  });
  return [maintained, scanned];
}
const shape = (b: Board) => ({
  total: b.total,
  page: b.page.map((r) => [r.userId, r.rank, r.points, r.quizPoints, r.testPoints, r.potdPoints]),
  me: b.me && [b.me.userId, b.me.rank, b.me.points],
});

describe('user_points, the all-time totals kept by triggers', () => {
  it('follows quizzes, first test attempts and daily problems as they are written, changed and deleted', async () => {
    const org = await newOrg();
    const asha = await newUser(org.id, 'Asha');
    const exam = await examWithSet(org.id);

    const [q] = await t.db
      .insert(quizAttempts)
      .values({ userId: asha.id, organizationId: org.id, subject: 'math', score: 0, total: 10 })
      .returning();
    expect(await stored(asha.id)).toBeNull(); // unfinished: no points
    await t.db.update(quizAttempts).set({ score: 7, finishedAt: new Date() }).where(eq(quizAttempts.id, q.id));
    expect(await stored(asha.id)).toMatchObject({ quiz: 7, points: 7 });

    const first = await startAttempt(asha, exam);
    expect(await stored(asha.id)).toMatchObject({ test: 0 });
    await submit(first, 30);
    expect(await stored(asha.id)).toMatchObject({ test: 60, points: 67 });
    await submit(await startAttempt(asha, exam, 2), 90); // a retake earns nothing
    expect(await stored(asha.id)).toMatchObject({ test: 60 });

    // Solves on the 1st and the 3rd, then the 2nd: the 2nd and the 3rd both get the streak bonus.
    await t.db.insert(potdSolves).values([
      { userId: asha.id, organizationId: org.id, date: '2025-01-01' },
      { userId: asha.id, organizationId: org.id, date: '2025-01-03' },
    ]);
    expect(await stored(asha.id)).toMatchObject({ potd: 20 });
    await t.db.insert(potdSolves).values({ userId: asha.id, organizationId: org.id, date: '2025-01-02' });
    expect(await stored(asha.id)).toMatchObject({ potd: 40, points: 7 + 60 + 40 });
    await t.db.delete(potdSolves).where(sql`${potdSolves.userId} = ${asha.id} and ${potdSolves.date} = '2025-01-02'`);
    expect(await stored(asha.id)).toMatchObject({ potd: 20 });

    await t.db.delete(quizAttempts).where(eq(quizAttempts.id, q.id));
    expect(await stored(asha.id)).toMatchObject({ quiz: 0, points: 80 });
    // Deleting the test series (its sets and attempts go by cascade) takes its points back.
    await t.db.delete(exams).where(eq(exams.id, exam.examId));
    expect(await stored(asha.id)).toMatchObject({ test: 0, points: 20 });

    const [maintained, scanned] = await bothBoards(asha);
    expect(shape(maintained)).toEqual(shape(scanned));
    expect(maintained.me).toMatchObject({ points: 20, potdPoints: 20 });
  });

  it("holds back a live test's points until it ends, then releases them once, with later submits", async () => {
    const org = await newOrg();
    const kiran = await newUser(org.id, 'Kiran');
    const late = await newUser(org.id, 'Late');
    const endsAt = new Date(Date.now() + 3_600_000);
    const live = await examWithSet(org.id, endsAt);
    await submit(await startAttempt(kiran, live), 20);
    const lateAttempt = await startAttempt(late, live);
    expect(await stored(kiran.id)).toBeNull();
    let [maintained, scanned] = await bothBoards(kiran);
    expect(maintained.me).toBeNull();
    expect(shape(maintained)).toEqual(shape(scanned));

    const after = new Date(endsAt.getTime() + 1000);
    [maintained, scanned] = await bothBoards(kiran, after);
    expect(maintained.me).toMatchObject({ points: 40, testPoints: 40 });
    expect(shape(maintained)).toEqual(shape(scanned));
    // Read again: released once, not added twice.
    [maintained] = await bothBoards(kiran, after);
    expect(maintained.me).toMatchObject({ points: 40 });
    // An attempt auto-submitted after the release counts at once.
    await submit(lateAttempt, 5);
    expect(await stored(late.id)).toMatchObject({ test: 10 });
    // The test ends for the real clock too, so later full scans count it as well.
    await t.db
      .update(exams)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(exams.id, live.examId));
    expect(await stored(kiran.id)).toMatchObject({ test: 40 });
  });

  it('reads without writing while no live test is due, and releases one that has ended on the next read', async () => {
    const org = await newOrg();
    const meera = await newUser(org.id, 'Meera');
    const endsAt = new Date(Date.now() + 7_200_000);
    const live = await examWithSet(org.id, endsAt);
    await submit(await startAttempt(meera, live), 15);
    /** The statements one board read sends, as SQL text. */
    const statementsOf = async (now: Date) => {
      const execute = vi.spyOn(t.db, 'execute');
      try {
        const board = await readPlatformAllTime(t.db, { userId: meera.id, now, limit: 10, offset: 0 });
        return { board, statements: execute.mock.calls.map(([query]) => dialect.sqlToQuery(query as SQL).sql) };
      } finally {
        execute.mockRestore();
      }
    };
    const released = async () => (await t.db.select().from(exams).where(eq(exams.id, live.examId)))[0].pointsReleased;
    const writes = (statements: string[]) => statements.filter((s) => /^\s*(update|insert|delete)\b/i.test(s));

    // Before any live test has ended (the year 2000): one statement, and no write.
    const early = await statementsOf(new Date('2000-01-01T00:00:00Z'));
    expect(early.statements).toHaveLength(1);
    expect(writes(early.statements)).toEqual([]);
    expect(early.board.me).toBeNull();
    expect(await released()).toBe(false);

    // Once it has ended: the read releases it (and any other ended one) and counts its points.
    const after = await statementsOf(new Date(endsAt.getTime() + 1000));
    expect(writes(after.statements)).toHaveLength(1);
    expect(after.board.me).toMatchObject({ points: 30, testPoints: 30 });
    expect(await released()).toBe(true);

    // Released: the next read is one statement again, with the same points.
    const again = await statementsOf(new Date(endsAt.getTime() + 2000));
    expect(again.statements).toHaveLength(1);
    expect(writes(again.statements)).toEqual([]);
    expect(again.board.me).toMatchObject({ points: 30 });
    // The test ends for the real clock too, so the other tests' full scans count it as well.
    await t.db
      .update(exams)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(exams.id, live.examId));
  });

  it('leaves out a deactivated student and takes them back when reactivated; a deleted student goes', async () => {
    const org = await newOrg();
    const ravi = await newUser(org.id, 'Ravi');
    const gone = await newUser(org.id, 'Gone');
    for (const u of [ravi, gone])
      await t.db
        .insert(quizAttempts)
        .values({ userId: u.id, organizationId: org.id, subject: 'gk', score: 9, total: 10, finishedAt: new Date() });
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, ravi.id));
    let [maintained, scanned] = await bothBoards(ravi);
    expect(maintained.me).toBeNull();
    expect(shape(maintained)).toEqual(shape(scanned));
    await t.db.update(users).set({ isActive: true }).where(eq(users.id, ravi.id));
    [maintained] = await bothBoards(ravi);
    expect(maintained.me).toMatchObject({ points: 9 });
    await t.db.delete(users).where(eq(users.id, gone.id));
    expect(await stored(gone.id)).toBeNull();
    [maintained, scanned] = await bothBoards(ravi);
    expect(shape(maintained)).toEqual(shape(scanned));
  });

  it('ranks ties as the scan does across pages (1, 2, 2, 4) and pages on', async () => {
    const org = await newOrg();
    const names = ['Zed', 'Amit', 'Bina', 'Chandra'];
    const people = [];
    for (const name of names) people.push(await newUser(org.id, name));
    const scores = [1000, 900, 900, 800]; // far above everyone else in this database
    for (const [i, u] of people.entries())
      await t.db
        .insert(quizAttempts)
        .values({ userId: u.id, organizationId: org.id, subject: 'gk', score: scores[i], total: 1000, finishedAt: new Date() });
    for (const offset of [0, 1, 2, 3]) {
      const maintained = await readPlatformAllTime(t.db, { userId: people[3].id, now: new Date(), limit: 2, offset });
      const scanned = await readBoard(t.db, {
        scope: 'platform',
        organizationId: org.id,
        userId: people[3].id,
        from: null,
        now: new Date(),
        limit: 2,
        offset,
      });
      expect(shape(maintained)).toEqual(shape(scanned));
    }
    const top = await readPlatformAllTime(t.db, { userId: people[3].id, now: new Date(), limit: 4, offset: 0 });
    expect(top.page.map((r) => [r.name, r.rank])).toEqual([
      ['Zed', 1],
      ['Amit', 2],
      ['Bina', 2],
      ['Chandra', 4],
    ]);
    expect(top.me).toMatchObject({ rank: 4 });
  });

  it('answers the platform board over HTTP with every organisation and no emails; the organisation board keeps to its own', async () => {
    const orgA = await newOrg();
    const orgB = await newOrg();
    const me = await signUp(t.app, { inviteCode: orgA.inviteCode, name: 'Platform Me' });
    const other = await signUp(t.app, { inviteCode: orgB.inviteCode, name: 'Platform Other' });
    for (const [s, org, score] of [
      [me, orgA, 3],
      [other, orgB, 5],
    ] as const)
      await t.db
        .insert(quizAttempts)
        .values({ userId: s.user.id, organizationId: org.id, subject: 'gk', score, total: 10, finishedAt: new Date() });
    const get = (token: string, query: string) =>
      t.app.inject({ method: 'GET', url: `/api/global-leaderboard${query}`, headers: authHeader(token) });
    const platform = await get(me.token, '?scope=platform&period=all&limit=100');
    expect(platform.statusCode, platform.body).toBe(200);
    const body: GlobalLeaderboard = platform.json();
    expect(body.me).toMatchObject({ name: 'Platform Me', points: 3, isMe: true });
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(platform.body).not.toContain('@');
    const mine: GlobalLeaderboard = (await get(me.token, '?scope=organization&period=all&limit=100')).json();
    expect(mine.rows.map((r) => r.name)).toEqual(['Platform Me']);
  });
});
