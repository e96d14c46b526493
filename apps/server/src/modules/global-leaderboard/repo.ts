import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@pariksha/shared/constants';
import { POINTS, type LeaderboardScope } from '@pariksha/shared/points';
import type { Db } from '../../db/client.ts';

export type BoardRow = {
  userId: string;
  name: string;
  username: string;
  quizPoints: number;
  testPoints: number;
  potdPoints: number;
  points: number;
  rank: number;
  total: number;
  /** True for the caller's own row, which comes once more after the page. */
  mine: boolean;
};

export type Board = { total: number; page: BoardRow[]; me: BoardRow | null };

export async function timeZoneOf(db: Db, organizationId: string): Promise<string> {
  // Plain SQL: drizzle's query builder cost about 0.7 ms of CPU per board read (bench:exam profile).
  const result = (await db.execute(sql`select time_zone as "timeZone" from organizations where id = ${organizationId}`)) as unknown as {
    rows: Array<{ timeZone: string | null }>;
  };
  return result.rows[0]?.timeZone || DEFAULT_TIME_ZONE;
}

type BoardQuery = {
  scope: LeaderboardScope;
  organizationId: string;
  userId: string;
  /** Start of the period, null for all time. */
  from: Date | null;
  now: Date;
  limit: number;
  offset: number;
};

/**
 * The board in one statement: each source's points per row (UNION ALL), summed per student,
 * ranked with rank() (competition ranking: equal points share a rank), then the page and the
 * caller's own row. Each source is read through an index that starts with its period column:
 * organisation boards by (organization_id, finished_at / solved_at) and the members' user ids,
 * platform boards by the period indexes of migration 0006 (global_leaderboard).
 *
 * Organisation board: the organisation's current active members. Quizzes and daily problems
 * count when done as its member (those rows carry the student's organisation); tests count
 * from any series the student could take (platform tests too), since exam_attempts carries the
 * test's organisation, not the student's.
 */
export async function readBoard(db: Db, q: BoardQuery): Promise<Board> {
  const org = q.scope === 'organization';
  const from = q.from ? sql`${q.from.toISOString()}::timestamptz` : null;
  const and = (cond: SQL | false | null) => (cond ? sql` and ${cond}` : sql``);

  const query = sql`
    with scored as (
      select q.user_id, q.score * ${POINTS.quizCorrect} as quiz, 0 as test, 0 as potd
        from quiz_attempts q
        where q.finished_at is not null
          ${and(from && sql`q.finished_at >= ${from}`)}
          ${and(org && sql`q.organization_id = ${q.organizationId}`)}
      union all
      select a.user_id, 0, coalesce(a.correct, 0) * ${POINTS.testCorrect}, 0
        from exam_attempts a
        join exams e on e.id = a.exam_id
        where a.status = 'submitted' and a.attempt_number = 1
          ${and(from && sql`a.submitted_at >= ${from}`)}
          ${and(org && sql`a.user_id in (select m.id from users m where m.organization_id = ${q.organizationId})`)}
          -- a live test's results (and so its points) are published when it ends
          and (e.kind <> 'live' or e.ends_at is null or e.ends_at <= ${q.now.toISOString()}::timestamptz)
      union all
      -- the streak bonus needs the day before, which is at most two days before the period began
      select s.user_id, 0, 0, s.potd from (
        select p.user_id, p.solved_at,
            ${POINTS.potdSolve} + case when lag(p.date) over (partition by p.user_id order by p.date) = p.date - 1
              then ${POINTS.potdStreakBonus} else 0 end as potd
          from potd_solves p
          where true
            ${and(from && sql`p.solved_at >= ${from} - interval '2 days'`)}
            ${and(org && sql`p.organization_id = ${q.organizationId}`)}
      ) s
      ${from ? sql`where s.solved_at >= ${from}` : sql``}
    ),
    totals as (
      select user_id, sum(quiz)::int as quiz, sum(test)::int as test, sum(potd)::int as potd
        from scored group by user_id
    ),
    board as (
      select t.user_id, u.name, u.username, t.quiz, t.test, t.potd, (t.quiz + t.test + t.potd) as points,
          rank() over (order by t.quiz + t.test + t.potd desc)::int as rank
        from totals t
        join users u on u.id = t.user_id
        where u.is_active and t.quiz + t.test + t.potd > 0
          ${and(org && sql`u.organization_id = ${q.organizationId}`)}
    )
    select c.total, x.user_id as "userId", x.name, x.username, x.quiz as "quizPoints", x.test as "testPoints",
        x.potd as "potdPoints", x.points, x.rank, x.mine
      from (select count(*)::int as total from board) c
      left join lateral (
        (select b.*, false as mine from board b order by b.rank, b.name collate "C", b.user_id limit ${q.limit} offset ${q.offset})
        union all
        (select b.*, true as mine from board b where b.user_id = ${q.userId})
      ) x on true
      order by x.mine, x.rank, x.name collate "C", x.user_id`;
  const result = (await db.execute(query)) as unknown as { rows: Array<Omit<BoardRow, 'userId'> & { userId: string | null }> };
  // With no page rows and no own row, the count still comes back, on a row of nulls.
  const total = Number(result.rows[0]?.total ?? 0);
  const rows = result.rows.filter((r): r is BoardRow => r.userId !== null);
  return { total, page: rows.filter((r) => !r.mine), me: rows.find((r) => r.mine) ?? null };
}

/**
 * The all-time platform board from user_points (schema/points.ts), which triggers keep in step
 * with every source: the page in index order (user_points_rank_idx, ties by name) and three
 * sums over user_points_histogram (the board's size, the users above the page's first and above
 * the caller): a few thousand buckets, where counting the users above took 58 ms at 100,000.
 * `desc nulls last` is the index's order: plain `desc` (nulls first) made PostgreSQL sort the
 * whole table (1.5 s at 100,000 users on the loaded machine; 10 ms in index order).
 *
 * Live tests that have ended by `now` must be released (exams.points_released) before their
 * points count. The same statement says whether one is due; only then does the read write: it
 * releases them and reads again. A read with nothing due is that one statement, no UPDATE (it
 * ran on every read before: a write statement and a round trip per read, and a read path that
 * could not go to a replica).
 */
export async function readPlatformAllTime(db: Db, q: Omit<BoardQuery, 'scope' | 'organizationId' | 'from'>): Promise<Board> {
  const board = await readPlatformOnce(db, q);
  if (!board.releaseDue) return board.board;
  await releaseEndedLiveTests(db, q.now);
  return (await readPlatformOnce(db, q)).board;
}

/** Marks every live test that has ended by `now` as released; the points triggers add their points. */
export async function releaseEndedLiveTests(db: Db, now: Date): Promise<void> {
  await db.execute(
    sql`update exams set points_released = true
        where kind = 'live' and ends_at <= ${now.toISOString()}::timestamptz and not points_released`,
  );
}

async function readPlatformOnce(
  db: Db,
  q: Omit<BoardQuery, 'scope' | 'organizationId' | 'from'>,
): Promise<{ board: Board; releaseDue: boolean }> {
  const ranked = sql`p.active and p.points > 0`;
  const query = sql`
    with page as (
      select p.user_id, u.name, u.username, p.quiz, p.test, p.potd, p.points, false as mine
        from user_points p join users u on u.id = p.user_id
        where ${ranked}
        order by p.points desc nulls last, u.name collate "C", p.user_id
        limit ${q.limit} offset ${q.offset}
    ),
    me as (
      select p.user_id, u.name, u.username, p.quiz, p.test, p.potd, p.points, true as mine
        from user_points p join users u on u.id = p.user_id
        where p.user_id = ${q.userId} and ${ranked}
    ),
    counts as (
      select
        (select coalesce(sum(h.users), 0) from user_points_histogram h where h.points > 0)::int as total,
        (select coalesce(sum(h.users), 0) from user_points_histogram h where h.points > (select max(points) from page))::int as "firstBetter",
        (select coalesce(sum(h.users), 0) from user_points_histogram h where h.points > (select points from me))::int as "meBetter",
        exists (select 1 from exams e
                where e.kind = 'live' and not e.points_released and e.ends_at <= ${q.now.toISOString()}::timestamptz) as "releaseDue"
    )
    select c.total, c."firstBetter", c."meBetter", c."releaseDue", x.user_id as "userId", x.name, x.username, x.quiz as "quizPoints",
        x.test as "testPoints", x.potd as "potdPoints", x.points, x.mine
      from counts c
      left join lateral (select * from page union all select * from me) x on true`;
  type Row = Omit<BoardRow, 'userId' | 'rank' | 'total'> & {
    userId: string | null;
    total: number;
    firstBetter: number;
    meBetter: number;
    releaseDue: boolean;
  };
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  const first = result.rows[0];
  const total = Number(first?.total ?? 0);
  const rows = result.rows.filter((r): r is Row & { userId: string } => r.userId !== null);
  const page: BoardRow[] = [];
  for (const r of rows.filter((x) => !x.mine)) {
    const prev = page.at(-1);
    const points = Number(r.points);
    const rank = !prev ? Number(r.firstBetter) + 1 : prev.points === points ? prev.rank : q.offset + page.length + 1;
    page.push({ ...r, points, rank, total, mine: false });
  }
  const mine = rows.find((r) => r.mine);
  const me = mine ? { ...mine, points: Number(mine.points), rank: Number(mine.meBetter) + 1, total, mine: true } : null;
  return { board: { total, page, me }, releaseDue: first?.releaseDue === true };
}
