import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cachesFor, onBoardsChanged } from './cache.ts';
import { NaturalBatcher } from './natural-batcher.ts';
import { rowsOf } from './repo.ts';

/**
 * Where an attempt stands among a set's leaderboard population (submitted first attempts):
 * rank = 1 + the number of strictly better attempts (higher score, or the same score and
 * faster), total = all of them.
 *
 * A small set is counted exactly, every time, through exam_attempts_leaderboard_idx. Counting
 * is linear, though: a set with 100,000 attempts costs tens of milliseconds per count. So a
 * set at or above BIG_SET keeps a sorted snapshot of its (score, time) pairs in memory for
 * SNAPSHOT_TTL_MS, and a rank is a binary search. Such a rank may lag new submissions by a few
 * seconds (a live test's ranks are only shown after it closes, when nothing changes any more).
 */
export const BIG_SET = 5_000;
/** Board entries per packed row of a snapshot's load (16,384 x 8 bytes: 128 KB, 256 KB as hex). */
const CHUNK = 16_384;
/** Above this a snapshot would cost too much memory; such a set is counted exactly. */
const MAX_SNAPSHOT = 2_000_000;

/** A row at the head of the board, as the page shows it. */
export type TopRow = { userId: string; name: string; scoreHundredths: number; timeTakenMs: number };

/** A big set's snapshot keeps this many rows from the top: the first pages are read from memory. */
export const TOP_ROWS = 200;

export type Snapshot = {
  total: number;
  scores: Int32Array | null;
  times: Int32Array | null;
  /** The board's first TOP_ROWS rows in page order (score, time, attempt id), for a big set. */
  top?: TopRow[];
  loadedAt: number;
  /** How long the load took (ms): a big set's reloads are spaced by it. */
  loadMs?: number;
};

export const boardWhere = (setId: string | SQL) => sql`set_id = ${setId} and status = 'submitted' and attempt_number = 1`;

async function loadSnapshot(db: Db, setId: string): Promise<Snapshot> {
  const loadedAt = Date.now();
  const [{ total }] = await rowsOf<{ total: number }>(db, sql`select count(*)::int as total from exam_attempts where ${boardWhere(setId)}`);
  if (Number(total) < BIG_SET || Number(total) > MAX_SNAPSHOT) return { total: Number(total), scores: null, times: null, loadedAt };
  // Big-endian (score, time) pairs in board order, packed into a bytea per CHUNK entries, not a
  // million row objects: the rows cost the event loop seconds of parsing and the garbage
  // collector long pauses (every request's p99). One bytea of the whole board (16 MB as hex)
  // was parsed in one piece when its last byte came, blocking the loop for tens of ms; chunks
  // of 256 KB are parsed as they arrive, between other requests.
  const chunks = await rowsOf<{ packed: Uint8Array }>(
    db,
    sql`select string_agg(int4send(s) || int4send(t), ''::bytea order by n) as packed
        from (select coalesce(score_hundredths, 0) as s, coalesce(time_taken_ms, 0) as t,
                row_number() over (order by score_hundredths desc nulls last, time_taken_ms asc) - 1 as n
              from exam_attempts where ${boardWhere(setId)}) x
        group by n / ${sql.raw(String(CHUNK))} order by n / ${sql.raw(String(CHUNK))}`,
  );
  // The head of the board, in the page's order (the same index), read with the snapshot so a
  // page of the top needs no query: names and ranks are as fresh as the snapshot.
  const top = await rowsOf<TopRow>(
    db,
    sql`select a.user_id as "userId", u.name, a.score_hundredths as "scoreHundredths", a.time_taken_ms as "timeTakenMs"
        from exam_attempts a join users u on u.id = a.user_id
        where a.set_id = ${setId} and a.status = 'submitted' and a.attempt_number = 1
        order by a.score_hundredths desc nulls last, a.time_taken_ms asc, a.id asc
        limit ${TOP_ROWS}`,
  );
  const count = chunks.reduce((n, c) => n + c.packed.byteLength / 8, 0);
  const scores = new Int32Array(count);
  const times = new Int32Array(count);
  let at = 0;
  for (const { packed } of chunks) {
    const view = new DataView(packed.buffer, packed.byteOffset, packed.byteLength);
    for (let i = 0; i < packed.byteLength; i += 8, at++) {
      scores[at] = view.getInt32(i);
      times[at] = view.getInt32(i + 4);
    }
  }
  return {
    total: count,
    scores,
    times,
    top: top.map((r) => ({ ...r, scoreHundredths: Number(r.scoreHundredths ?? 0), timeTakenMs: Number(r.timeTakenMs ?? 0) })),
    loadedAt,
    loadMs: Date.now() - loadedAt,
  };
}

/**
 * Per database: each big set's last snapshot, the sets whose next one is loading, and per set a
 * count of the times its board was forgotten (a load begun before is then not kept).
 */
const lastSnapshots = new WeakMap<Db, { last: Map<string, Snapshot>; loading: Set<string>; forgotten: Map<string, number> }>();

// A changed board (cache.ts: forgetBoards, forgetSets, in every process): the last snapshot goes
// too, so the next read waits for a fresh one instead of being answered from the old.
onBoardsChanged((db, setIds) => {
  const mine = lastSnapshots.get(db);
  if (!mine) return;
  for (const id of setIds) {
    mine.last.delete(id);
    mine.loading.delete(id);
    mine.forgotten.set(id, (mine.forgotten.get(id) ?? 0) + 1);
  }
});
/** A stale snapshot older than this is not served while the next one loads. */
const STALE_MAX_MS = 60_000;
/**
 * A big set reloads at most once per this many times its load took: reading a million rows
 * costs the event loop a few seconds of CPU, and reloading that every 5 s starved every other
 * request (the 1,000,000-attempt board's p99 was 3.9 s). Ranks may then lag by up to 20 loads.
 */
const RELOAD_SPACING = 20;

/**
 * The set's snapshot, loaded once per TTL and shared by concurrent readers. A big set's next
 * snapshot loads in the background while the previous one keeps answering (a million attempts
 * take a second or more to read), so no reader waits for a reload: ranks may lag (RELOAD_SPACING).
 */
export function snapshotOf(db: Db, setId: string): Promise<Snapshot> {
  const cache = cachesFor(db).boards;
  const hit = cache.get(setId);
  if (hit) return hit;
  let mine = lastSnapshots.get(db);
  if (!mine) lastSnapshots.set(db, (mine = { last: new Map(), loading: new Set(), forgotten: new Map() }));
  const { last, loading: inFlight, forgotten } = mine;
  const generation = forgotten.get(setId) ?? 0;
  const current = () => (forgotten.get(setId) ?? 0) === generation;
  const stale = last.get(setId);
  const age = stale ? Date.now() - stale.loadedAt : Infinity;
  const spacing = (stale?.loadMs ?? 0) * RELOAD_SPACING;
  const fresh = stale && age < Math.max(STALE_MAX_MS, 2 * spacing);
  if (fresh && (inFlight.has(setId) || age < spacing)) return Promise.resolve(stale);
  const loading = loadSnapshot(db, setId);
  inFlight.add(setId);
  loading.then(
    (snapshot) => {
      // Forgotten while it loaded: it may predate the change, so it is not kept.
      if (!current()) return;
      inFlight.delete(setId);
      if (snapshot.scores) last.set(setId, snapshot);
      else last.delete(setId);
      if (fresh) cache.set(setId, Promise.resolve(snapshot));
    },
    () => {
      if (!current()) return;
      inFlight.delete(setId);
      cache.delete(setId);
    },
  );
  if (fresh) {
    cache.set(setId, Promise.resolve(stale));
    return Promise.resolve(stale);
  }
  cache.set(setId, loading);
  return loading;
}

/** Entries strictly before (score, time) in leaderboard order: a binary search. */
export function betterThan(snapshot: Snapshot, score: number, time: number): number {
  const { scores, times } = snapshot;
  let lo = 0;
  let hi = scores!.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (scores![mid] > score || (scores![mid] === score && times![mid] < time)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export type StandingRequest = { setId: string; score: number; time: number };
export type Standing = { better: number; total: number };

/** Rank lookups in flight at once (each holds one pool connection). */
const STANDING_IN_FLIGHT = 2;
/** Rank lookups per statement. */
const STANDING_BATCH = 500;

/**
 * Exact standings below BIG_SET. Every submit answers with its rank, so the end of a live test
 * asks for thousands at once: the lookups waiting together share one statement (natural
 * batching, natural-batcher.ts), each counted at that moment.
 *
 * Counting each lookup on its own (two range counts and a total through the leaderboard index)
 * cost three index scans per submit, with a heap visit for every entry the rush had just written
 * (the visibility map is not set yet): 2.5 ms of database CPU per submit at 3,000 students
 * (bench:exam, 27 Nov 2026), quadratic over a rush. Here the set's board rows are read once per
 * statement and sorted together with the batch's lookups: a lookup's rank is the number of board
 * rows sorted before it (a lookup goes before the rows it ties with, which are not strictly
 * better), one window function. Better = higher score, or the same score and strictly faster; a
 * stored null score or time is never better.
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

function exactStanding(db: Db, setId: string, score: number, time: number): Promise<Standing> {
  let stander = standers.get(db);
  if (!stander) {
    stander = new NaturalBatcher((batch) => exactStandings(db, batch), { maxInFlight: STANDING_IN_FLIGHT, maxBatch: STANDING_BATCH });
    standers.set(db, stander);
  }
  return stander.push({ setId, score, time });
}

/** Where an attempt with this score and time stands among the set's board: the snapshot for a big set, else counted exactly. */
export async function standing(db: Db, setId: string, score: number, time: number): Promise<Standing> {
  const snapshot = await snapshotOf(db, setId);
  if (!snapshot.scores) return exactStanding(db, setId, score, time);
  return { better: betterThan(snapshot, score, time), total: snapshot.total };
}

/** The number on the board, from the snapshot for a big set. */
export async function boardSize(db: Db, setId: string): Promise<number> {
  const snapshot = await snapshotOf(db, setId);
  if (snapshot.scores) return snapshot.total;
  const [{ total }] = await rowsOf<{ total: number }>(db, sql`select count(*)::int as total from exam_attempts where ${boardWhere(setId)}`);
  return Number(total);
}
