import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { betterThan, snapshotOf } from './board.ts';
import { NaturalBatcher } from './natural-batcher.ts';
import { rowsOf } from './repo.ts';

/**
 * The rank a submit answers with, for the submit rush at the end of a live test: thousands of
 * submits each want "how many attempts of this set stand strictly better than mine, and how many
 * are there". A big set answers from board.ts's in-memory snapshot; below that the rank is
 * counted exactly, and the lookups waiting together share one statement (natural batching).
 *
 * Counting each lookup on its own (two range counts and a total per attempt through the
 * leaderboard index) costs three index scans per submit, with a heap visit for every entry a
 * rush has just written (the visibility map is not set yet): 2.5 ms of database CPU per submit
 * at 3,000 students (bench:exam, 27 Nov 2026), linear in the set's size, so quadratic over the
 * rush. Here the set's board rows are read once per statement and sorted together with the
 * batch's lookups: each lookup's rank is the number of board rows sorted before it (a lookup
 * goes before the board rows it ties with, which are not strictly better), one window function.
 */

export type StandingRequest = { setId: string; score: number; time: number };
export type Standing = { better: number; total: number };

/** Statements in flight at once (each holds one pool connection). */
const STANDING_IN_FLIGHT = 2;
/** Lookups per statement. */
const STANDING_BATCH = 500;

/**
 * Exact standings for a batch of lookups, one statement: the board is submitted first attempts;
 * better = higher score, or the same score and strictly faster (as board.ts counts them; a
 * stored null score or time is never better).
 */
export async function exactStandings(db: Db, batch: StandingRequest[]): Promise<Standing[]> {
  if (!batch.length) return [];
  const rows = await rowsOf<{ i: number; better: number | string; total: number | string }>(
    db,
    sql`with x as (
          select * from jsonb_to_recordset(${JSON.stringify(batch.map((r, i) => ({ i, s: r.setId, h: r.score, t: r.time })))}::jsonb)
            as x(i int, s uuid, h int, t int)
        ), u as (
          select a.set_id as s, a.score_hundredths as h, a.time_taken_ms as t, null::int as i
          from exam_attempts a
          where a.set_id in (select distinct s from x) and a.status = 'submitted' and a.attempt_number = 1
          union all
          select s, h, t, i from x
        )
        select i, better, total from (
          select i,
            count(*) filter (where i is null) over (
              partition by s order by h desc nulls last, t asc nulls last, (i is null) asc
              rows between unbounded preceding and current row) as better,
            count(*) filter (where i is null) over (partition by s) as total
          from u
        ) ranked
        where i is not null`,
  );
  const byIndex = new Map(rows.map((r) => [Number(r.i), { better: Number(r.better), total: Number(r.total) }]));
  return batch.map((_, i) => byIndex.get(i)!);
}

const standers = new WeakMap<Db, NaturalBatcher<StandingRequest, Standing>>();

/** Where an attempt with this score and time stands among the set's board (see board.ts). */
export async function standingOf(db: Db, setId: string, score: number, time: number): Promise<Standing> {
  const snapshot = await snapshotOf(db, setId);
  if (snapshot.scores) return { better: betterThan(snapshot, score, time), total: snapshot.total };
  let stander = standers.get(db);
  if (!stander) {
    stander = new NaturalBatcher((batch) => exactStandings(db, batch), { maxInFlight: STANDING_IN_FLIGHT, maxBatch: STANDING_BATCH });
    standers.set(db, stander);
  }
  return stander.push({ setId, score, time });
}
