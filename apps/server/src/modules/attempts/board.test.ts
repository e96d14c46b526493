import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AttemptResult, AttemptView, Leaderboard } from '@pariksha/shared/schemas/attempts';
import { createTestApp, DEMO_ORG_ID, signUp, type TestApp } from '../../test/app.ts';
import { BIG_SET, TOP_ROWS, betterThan, snapshotOf, type Snapshot } from './board.ts';
import { cachesFor, forgetBoards } from './cache.ts';
import { rowsOf } from './repo.ts';
import { answersFor, createExamFixture, hall, type ExamFixture } from './test-fixtures.ts';

describe('betterThan', () => {
  // Leaderboard order: score desc, then time asc.
  const snap: Snapshot = {
    total: 6,
    scores: Int32Array.from([900, 600, 600, 600, 300, -100]),
    times: Int32Array.from([50, 10, 20, 20, 5, 1]),
    loadedAt: 0,
  };
  it.each([
    [1000, 0, 0],
    [900, 50, 0],
    [900, 51, 1],
    [600, 10, 1],
    [600, 20, 2],
    [600, 21, 4],
    [300, 5, 4],
    [0, 0, 5],
    [-100, 1, 5],
    [-200, 0, 6],
  ])('score %i, time %i: %i strictly better', (score, time, better) => expect(betterThan(snap, score, time)).toBe(better));
});

describe(`a set with ${BIG_SET.toLocaleString('en')}+ attempts (ranks from the in-memory snapshot)`, () => {
  let t: TestApp;
  let set: ExamFixture;
  let view: AttemptView;
  let result: AttemptResult;
  let student: ReturnType<typeof hall>;
  let userId: string;

  beforeAll(async () => {
    t = await createTestApp({ examAutoSubmitMs: 0 });
    set = await createExamFixture(t.db, { organizationId: DEMO_ORG_ID, sections: [{ questions: 4 }] });
    // Scores 0.00–9.80 in steps of 0.20 and seven distinct times: many exact ties.
    await t.db.execute(sql`
      with people as (
        insert into users (organization_id, name, email, username, password_hash)
        select ${DEMO_ORG_ID}::uuid, 'Board ' || g, 'board' || g || '@bench.example.com', 'board' || g, 'x'
        from generate_series(1, ${BIG_SET + 200}) g
        returning id, (regexp_replace(username, '\\D', '', 'g'))::int as g
      )
      insert into exam_attempts (set_id, exam_id, organization_id, user_id, status, started_at, deadline, submitted_at, submitted_by,
        score_numerator, score_denominator, score_hundredths, correct, wrong, unattempted, time_taken_ms, section_results)
      select ${set.setId}::uuid, ${set.examId}::uuid, ${DEMO_ORG_ID}::uuid, id, 'submitted', now() - interval '1 hour', now(), now(), 'student',
        (g % 50) * 20, 100, (g % 50) * 20, 0, 0, 4, (g % 7) * 1000, '[]'::jsonb
      from people`);
    const session = await signUp(t.app, { inviteCode: 'DEMO2026', name: 'Big Board Student' });
    student = hall(t.app, session.token);
    userId = session.user.id;
    view = (await student.start(set.setId)).json();
    await student.save(view.id, answersFor(set.questions, 3, 1));
    result = (await student.submit(view.id)).json();
    // Inserting 5,200 users and attempts into PGlite took over the default 60 s on a loaded machine.
  }, 180_000);
  afterAll(() => t?.close());

  /** The reference: PostgreSQL's own rank() over the same order. */
  async function exactRanks() {
    const rows = await rowsOf<{ id: string; userId: string; rank: number }>(
      t.db,
      sql`select id, user_id as "userId", rank() over (order by score_hundredths desc, time_taken_ms asc)::int as rank
          from exam_attempts where set_id = ${set.setId} and status = 'submitted' and attempt_number = 1`,
    );
    return new Map(rows.map((r) => [r.userId, Number(r.rank)]));
  }

  it('uses a snapshot for this set', async () => {
    const snapshot = await cachesFor(t.db).boards.get(set.setId);
    expect(snapshot?.scores?.length).toBe(BIG_SET + 201);
  });

  it('answers from the last snapshot while the next one loads, then from the new one', async () => {
    const before = await snapshotOf(t.db, set.setId);
    before.loadMs = 0; // as if it loaded at once: reloads are not spaced out
    cachesFor(t.db).boards.delete(set.setId); // as when its time to live is over
    expect(await snapshotOf(t.db, set.setId)).toBe(before); // no reader waits for the reload
    await vi.waitFor(async () => expect(await snapshotOf(t.db, set.setId)).not.toBe(before), { timeout: 20_000 });
    const after = await snapshotOf(t.db, set.setId);
    expect(after.total).toBe(before.total);
    expect(after.loadedAt).toBeGreaterThanOrEqual(before.loadedAt);
  });

  it('gives the submitting student the exact rank and percentile', async () => {
    const exact = await exactRanks();
    const total = BIG_SET + 201;
    expect(result.score).toBe('5.50');
    expect(result.totalAttempts).toBe(total);
    expect(result.rank).toBe(exact.get(userId));
    expect(result.percentile).toBe(Math.round(((total - result.rank! + 1) * 10_000) / total) / 100);
  });

  it('reads the top pages from the snapshot: the same rows in the same order as the database', async () => {
    const snapshot = await snapshotOf(t.db, set.setId);
    expect(snapshot.top?.length).toBe(TOP_ROWS);
    // The reference: every row in page order, brute force.
    const order = await rowsOf<{ userId: string }>(
      t.db,
      sql`select user_id as "userId" from exam_attempts where set_id = ${set.setId} and status = 'submitted' and attempt_number = 1
          order by score_hundredths desc nulls last, time_taken_ms asc, id asc`,
    );
    const exact = await exactRanks();
    // Pages inside the head, one crossing its end (read from the database) and one past it.
    for (const [page, limit] of [
      [1, 50],
      [2, 50],
      [4, 50],
      [3, 75],
      [5, 50],
    ]) {
      const board: Leaderboard = (await student.leaderboard(set.setId, `?page=${page}&limit=${limit}`)).json();
      const offset = (page - 1) * limit;
      expect(board.rows.map((r) => r.userId)).toEqual(order.slice(offset, offset + limit).map((r) => r.userId));
      for (const row of board.rows) expect(row.rank, `${row.name} on page ${page}`).toBe(exact.get(row.userId));
    }
  });

  it('ranks every row of a page like rank() does, ties across the page boundary included', async () => {
    const exact = await exactRanks();
    for (const page of [1, 2, 37, 120]) {
      const res = await student.leaderboard(set.setId, `?page=${page}&limit=45`);
      expect(res.statusCode, res.body).toBe(200);
      const board: Leaderboard = res.json();
      expect(board.total).toBe(BIG_SET + 201);
      for (const row of board.rows) expect(row.rank, `${row.name} on page ${page}`).toBe(exact.get(row.userId));
      expect(board.me!.rank).toBe(exact.get(board.me!.userId));
    }
  });
  it('drops the last snapshot too when the board is forgotten (an attempt taken off it): the next read counts the change', async () => {
    const before = await snapshotOf(t.db, set.setId);
    expect(before.total).toBe(BIG_SET + 201);
    // Taken off the board straight in the database, as a deleted or re-evaluated attempt would be.
    const [gone] = await rowsOf<{ id: string }>(
      t.db,
      sql`update exam_attempts set status = 'inProgress'
          where id = (select id from exam_attempts where set_id = ${set.setId} and user_id <> ${userId} limit 1) returning id`,
    );
    try {
      await forgetBoards(t.db, [set.setId]);
      // The next read waits for a fresh snapshot rather than answering from the last one.
      const after = await snapshotOf(t.db, set.setId);
      expect(after).not.toBe(before);
      expect(after.total).toBe(BIG_SET + 200);
      const board: Leaderboard = (await student.leaderboard(set.setId, '?limit=50')).json();
      expect(board.total).toBe(BIG_SET + 200);
    } finally {
      await t.db.execute(sql`update exam_attempts set status = 'submitted' where id = ${gone.id}`);
      await forgetBoards(t.db, [set.setId]);
    }
    expect((await snapshotOf(t.db, set.setId)).total).toBe(BIG_SET + 201);
  });

  // Last: it adds an attempt to the board.
  it('counts a new submission once the snapshot reloads (the documented lag), with its exact rank', async () => {
    const session = await signUp(t.app, { inviteCode: 'DEMO2026', name: 'Late Newcomer' });
    const newcomer = hall(t.app, session.token);
    const started: AttemptView = (await newcomer.start(set.setId)).json();
    await newcomer.save(started.id, answersFor(set.questions, 4, 0));
    const submitted: AttemptResult = (await newcomer.submit(started.id)).json();
    const before = await snapshotOf(t.db, set.setId);
    before.loadMs = 0; // reloads not spaced out
    cachesFor(t.db).boards.delete(set.setId); // its time to live is over
    await vi.waitFor(
      async () => {
        const board: Leaderboard = (await newcomer.leaderboard(set.setId, '?limit=50')).json();
        expect(board.total).toBe(BIG_SET + 202);
        expect(board.me).toMatchObject({ userId: session.user.id, rank: submitted.rank });
      },
      { timeout: 20_000 },
    );
    const exact = await exactRanks();
    expect(submitted.rank).toBe(exact.get(session.user.id));
    const first: Leaderboard = (await student.leaderboard(set.setId, '?limit=50')).json();
    for (const row of first.rows) expect(row.rank, row.name).toBe(exact.get(row.userId));
  });
});
