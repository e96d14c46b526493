import type { AnswerSave } from '@pariksha/shared/schemas/attempts';
import type { Db } from '../../db/client.ts';
import { NaturalBatcher } from './natural-batcher.ts';
import { hotQuery } from './repo.ts';

/**
 * Answer saves from many students, written together. Each save is its own HTTP request and
 * must be durable before it is acknowledged, so one statement (and one commit, one WAL flush)
 * per save makes the database the limit long before the server is. Saves that arrive while
 * earlier ones are being written wait for the next statement and are written together with
 * every other save waiting then ("natural batching", natural-batcher.ts): alone, a save goes
 * out at once; in a rush, thousands share a few statements. Each caller still gets its own
 * answer.
 *
 * The statement keeps every guarantee of a single save: an answer is written only into an
 * attempt still in progress (KEY SHARE lock, so a concurrent submit either waits for it or is
 * waited for), and only when its clientSeq is newer than the stored one. Rows are written in
 * (attempt, question) order, so two statements can never deadlock on each other; a raised tab-switch
 * count (integrity signals) locks its attempt rows in id order too.
 */
const SAVE_BATCH = `with input as (
    select * from jsonb_to_recordset($1::jsonb) as u(a uuid, q uuid, s text[], st text, t int, c bigint)
  ), open_attempt as (
    select id from exam_attempts where id in (select a from input) and status = 'inProgress' order by id for key share
  ), written as (
    insert into attempt_answers as aa (attempt_id, question_id, selected_option_ids, state, time_spent_ms, client_seq, updated_at)
    select u.a, u.q, u.s, u.st, u.t, u.c, now() from input u join open_attempt o on o.id = u.a
    order by u.a, u.q
    on conflict (attempt_id, question_id) do update set
      selected_option_ids = excluded.selected_option_ids,
      state = excluded.state,
      time_spent_ms = excluded.time_spent_ms,
      client_seq = excluded.client_seq,
      updated_at = excluded.updated_at
    where aa.client_seq < excluded.client_seq
    returning aa.attempt_id, aa.question_id, aa.client_seq
  ), switched as (
    update exam_attempts e set tab_switches = raised.w
    from (
      select x.a, x.w
      from (select a, max(w) as w from jsonb_to_recordset($2::jsonb) as r(a uuid, w int) group by a) x
      join exam_attempts t on t.id = x.a and t.status = 'inProgress' and t.tab_switches < x.w
      order by x.a
      for no key update of t
    ) raised
    where e.id = raised.a
    returning e.id
  )
  select (select json_agg(id) from open_attempt) as open,
         (select json_agg(json_build_object('a', attempt_id, 'q', question_id, 'c', client_seq)) from written) as written`;

/** Statements in flight at once (each holds one pool connection). */
const MAX_IN_FLIGHT = 4;
/** Answers per statement. */
const MAX_BATCH = 500;

export type SaveOutcome = { open: boolean; written: Map<string, number> };
type SaveRequest = { attemptId: string; answers: AnswerSave[]; tabSwitches?: number };

export class SaveBatcher {
  private readonly batcher: NaturalBatcher<SaveRequest, SaveOutcome>;

  constructor(private readonly db: Db) {
    this.batcher = new NaturalBatcher((batch) => this.write(batch), {
      maxInFlight: MAX_IN_FLIGHT,
      maxBatch: MAX_BATCH,
      sizeOf: (p) => p.answers.length,
    });
  }

  /** Resolves once the answers are committed (or refused because the attempt is closed). */
  save(attemptId: string, answers: AnswerSave[], tabSwitches?: number): Promise<SaveOutcome> {
    return this.batcher.push({ attemptId, answers, tabSwitches });
  }

  private async write(batch: SaveRequest[]): Promise<SaveOutcome[]> {
    // One row per (attempt, question): the newest save wins (a statement may touch a row once).
    const rows = new Map<string, { a: string; q: string; s: string[]; st: string; t: number; c: number }>();
    for (const p of batch) {
      for (const x of p.answers) {
        const key = `${p.attemptId}/${x.questionId}`;
        const seen = rows.get(key);
        if (!seen || seen.c < x.clientSeq) {
          rows.set(key, { a: p.attemptId, q: x.questionId, s: x.selectedOptionIds, st: x.state, t: x.timeSpentMs, c: x.clientSeq });
        }
      }
    }
    // Tab switches ride along (the same statement): the attempt row is written only when a
    // count went up, which is rare, never on an ordinary save.
    const switches = batch.filter((p) => p.tabSwitches).map((p) => ({ a: p.attemptId, w: p.tabSwitches }));
    const [row] = await hotQuery<{ open: string[] | null; written: Array<{ a: string; q: string; c: number | string }> | null }>(
      this.db,
      'pariksha_save_answers',
      SAVE_BATCH,
      [JSON.stringify([...rows.values()]), JSON.stringify(switches)],
    );
    const open = new Set(row?.open ?? []);
    const written = new Map<string, Map<string, number>>();
    for (const w of row?.written ?? []) {
      const mine = written.get(w.a) ?? new Map<string, number>();
      mine.set(w.q, Number(w.c));
      written.set(w.a, mine);
    }
    return batch.map((p) => ({ open: open.has(p.attemptId), written: written.get(p.attemptId) ?? new Map() }));
  }
}

const batchers = new WeakMap<Db, SaveBatcher>();

export function batcherFor(db: Db): SaveBatcher {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new SaveBatcher(db);
    batchers.set(db, batcher);
  }
  return batcher;
}
