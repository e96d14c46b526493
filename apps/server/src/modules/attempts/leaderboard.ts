import { sql } from 'drizzle-orm';
import { formatMarks, fraction } from '@pariksha/shared/exam/fraction';
import type { Leaderboard, LeaderboardRow, MyLeaderboards } from '@pariksha/shared/schemas/attempts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { isExamVisible } from '../exams/repo.ts';
import { betterThan, boardSize, snapshotOf, standing, type TopRow } from './board.ts';
import { cachesFor } from './cache.ts';
import { recentSet, rowsOf } from './repo.ts';
import { ranksAtOf, ranksHidden } from './results.ts';

const MY_BOARDS_LIMIT = 100;

const hundredthsText = (h: number) => formatMarks(fraction(h, 100));

type BoardRow = TopRow;

/**
 * A page of the board: from a big set's snapshot when the page lies within its head (the top
 * pages, which nearly every reader asks for), else read in index order.
 */
async function pageOf(db: Db, setId: string, limit: number, offset: number): Promise<BoardRow[]> {
  const { top, total } = await snapshotOf(db, setId);
  if (top && (offset + limit <= top.length || top.length === total)) return top.slice(offset, offset + limit);
  return rowsOf<BoardRow>(
    db,
    sql`select a.user_id as "userId", u.name, a.score_hundredths as "scoreHundredths", a.time_taken_ms as "timeTakenMs"
        from exam_attempts a join users u on u.id = a.user_id
        where a.set_id = ${setId} and a.status = 'submitted' and a.attempt_number = 1
        order by a.score_hundredths desc nulls last, a.time_taken_ms asc, a.id asc
        limit ${limit} offset ${offset}`,
  );
}

/**
 * A page of a set's leaderboard: submitted first attempts by score (desc) then time (asc),
 * read in index order from exam_attempts_leaderboard_idx. Ranks are competition ranks: only
 * the page's first row needs a count (1 + strictly better rows); the rest follow from ties.
 */
export async function getLeaderboard(
  db: Db,
  user: AuthUser,
  setId: string,
  page: number,
  limit: number,
  now = Date.now(),
): Promise<Leaderboard> {
  // The set from the short-lived cache (a hidden or invisible board is confirmed fresh).
  const ctx = await recentSet(db, setId, (c) => isExamVisible(user, c.exam) && !ranksHidden(c, now));
  if (!ctx) throw notFound('Test');
  const hidden = ranksHidden(ctx, now);
  const offset = (page - 1) * limit;
  const [[mine], rows] = await Promise.all([
    // Plain SQL: drizzle's query builder cost 0.7 ms of CPU per request (profile of bench:exam).
    rowsOf<{ status: string; scoreHundredths: number | null; timeTakenMs: number | null; name: string }>(
      db,
      sql`select a.status, a.score_hundredths as "scoreHundredths", a.time_taken_ms as "timeTakenMs", u.name
          from exam_attempts a join users u on u.id = a.user_id
          where a.set_id = ${setId} and a.user_id = ${user.id} and a.attempt_number = 1`,
    ),
    hidden ? [] : pageOf(db, setId, limit, offset),
  ]);
  // Someone who sat the test keeps seeing its board even if the exam is later unpublished.
  if (!isExamVisible(user, ctx.exam) && !mine) throw notFound('Test');

  const base = { setId, title: ctx.set.title, examTitle: ctx.exam.title, page, limit, ranksAt: ranksAtOf(ctx) };
  if (hidden) return { ...base, total: await boardSize(db, setId), rows: [], me: null };

  const myRow =
    mine?.status === 'submitted'
      ? { scoreHundredths: Number(mine.scoreHundredths ?? 0), timeTakenMs: Number(mine.timeTakenMs ?? 0) }
      : null;
  const [first, me] = await Promise.all([
    rows.length
      ? standing(db, setId, Number(rows[0].scoreHundredths), Number(rows[0].timeTakenMs))
      : boardSize(db, setId).then((total) => ({ better: 0, total })),
    myRow ? standing(db, setId, myRow.scoreHundredths, myRow.timeTakenMs) : null,
  ]);

  const ranked: LeaderboardRow[] = [];
  rows.forEach((r, i) => {
    const prev = rows[i - 1];
    const tied = prev && prev.scoreHundredths === r.scoreHundredths && prev.timeTakenMs === r.timeTakenMs;
    const rank = i === 0 ? first.better + 1 : tied ? ranked[i - 1].rank : offset + i + 1;
    ranked.push({
      rank,
      userId: r.userId,
      name: r.name,
      score: hundredthsText(Number(r.scoreHundredths)),
      timeTakenMs: Number(r.timeTakenMs),
      isMe: r.userId === user.id,
    });
  });
  return {
    ...base,
    total: first.total,
    rows: ranked,
    me:
      myRow && me
        ? {
            rank: me.better + 1,
            userId: user.id,
            name: mine!.name,
            score: hundredthsText(myRow.scoreHundredths),
            timeTakenMs: myRow.timeTakenMs,
            isMe: true,
          }
        : null,
  };
}

/** A snapshot already in memory (never loads one). */
async function cachedSnapshot(db: Db, setId: string) {
  const pending = cachesFor(db).boards.get(setId);
  return pending ? await pending.catch(() => null) : null;
}

/**
 * Every set where the caller has a submitted first attempt, with their rank there: one query
 * for the list; ranks from the sets' snapshots when cached (big sets), the rest counted in one
 * more query.
 */
export async function myLeaderboards(db: Db, user: AuthUser, now = Date.now()): Promise<MyLeaderboards> {
  const rows = await rowsOf<{
    setId: string;
    examId: string;
    title: Record<string, string>;
    examTitle: Record<string, string>;
    kind: string;
    endsAt: Date | string | null;
    hundredths: number;
    time: number;
    submittedAt: Date | string;
  }>(
    db,
    sql`select a.set_id as "setId", a.exam_id as "examId", s.title, e.title as "examTitle", e.kind, e.ends_at as "endsAt",
          a.score_hundredths as hundredths, a.time_taken_ms as time, a.submitted_at as "submittedAt"
        from exam_attempts a
        join exam_sets s on s.id = a.set_id
        join exams e on e.id = a.exam_id
        where a.user_id = ${user.id} and a.status = 'submitted' and a.attempt_number = 1
        order by a.submitted_at desc
        limit ${MY_BOARDS_LIMIT}`,
  );
  const standings = new Map<string, { better: number; total: number }>();
  const uncounted: typeof rows = [];
  for (const r of rows) {
    const snapshot = await cachedSnapshot(db, r.setId);
    if (snapshot?.scores)
      standings.set(r.setId, { better: betterThan(snapshot, Number(r.hundredths), Number(r.time)), total: snapshot.total });
    else uncounted.push(r);
  }
  if (uncounted.length) {
    const values = sql.join(
      uncounted.map((r) => sql`(${r.setId}::uuid, ${Number(r.hundredths)}::int, ${Number(r.time)}::int)`),
      sql`, `,
    );
    const counted = await rowsOf<{ setId: string; better: number; total: number }>(
      db,
      sql`select v.set_id as "setId",
            (select count(*) from exam_attempts b where b.set_id = v.set_id and b.status = 'submitted' and b.attempt_number = 1
               and b.score_hundredths > v.score)::int
            + (select count(*) from exam_attempts b where b.set_id = v.set_id and b.status = 'submitted' and b.attempt_number = 1
               and b.score_hundredths = v.score and b.time_taken_ms < v.time)::int as better,
            (select count(*) from exam_attempts b where b.set_id = v.set_id and b.status = 'submitted' and b.attempt_number = 1)::int as total
          from (values ${values}) as v(set_id, score, time)`,
    );
    for (const c of counted) standings.set(c.setId, { better: Number(c.better), total: Number(c.total) });
  }
  return {
    data: rows.map((r) => {
      const endsAt = r.endsAt ? new Date(r.endsAt).getTime() : null;
      const hidden = r.kind === 'live' && endsAt !== null && now < endsAt;
      const { better, total } = standings.get(r.setId) ?? { better: 0, total: 1 };
      return {
        setId: r.setId,
        examId: r.examId,
        title: r.title,
        examTitle: r.examTitle,
        rank: hidden ? null : better + 1,
        total,
        score: hundredthsText(Number(r.hundredths)),
        submittedAt: new Date(r.submittedAt).toISOString(),
      };
    }),
  };
}
