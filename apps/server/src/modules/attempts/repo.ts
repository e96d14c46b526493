import { createHash } from 'node:crypto';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { HallQuestion, SavedAnswer } from '@pariksha/shared/schemas/attempts';
import type { ScheduledSection } from '@pariksha/shared/exam/timing';
import type { Db, Tx } from '../../db/client.ts';
import { attemptAnswers, examAttempts, examSectionQuestions, examSections, questions } from '../../db/schema/index.ts';
import { findSetWithExam, loadSections, toSectionSummary } from '../exams/repo.ts';
import { cachesFor, type AttemptFacts, type Paper, type SetContext } from './cache.ts';
import { NaturalBatcher } from './natural-batcher.ts';

export type AttemptRow = typeof examAttempts.$inferSelect;

/** Rows of a raw statement; both drivers (pg and PGlite) answer `{ rows }`. */
export async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

type StoredSchedule = Array<{ sectionId: string; startsAt: string; endsAt: string }>;

export const toSchedule = (stored: StoredSchedule | null): ScheduledSection[] | null =>
  stored ? stored.map((s) => ({ sectionId: s.sectionId, startsAt: Date.parse(s.startsAt), endsAt: Date.parse(s.endsAt) })) : null;

export const storeSchedule = (schedule: ScheduledSection[] | null): StoredSchedule | null =>
  schedule
    ? schedule.map((s) => ({
        sectionId: s.sectionId,
        startsAt: new Date(s.startsAt).toISOString(),
        endsAt: new Date(s.endsAt).toISOString(),
      }))
    : null;

export function factsOf(row: AttemptRow): AttemptFacts {
  return {
    id: row.id,
    userId: row.userId,
    setId: row.setId,
    examId: row.examId,
    status: row.status,
    startedAt: row.startedAt.getTime(),
    deadline: row.deadline.getTime(),
    schedule: toSchedule(row.sectionSchedule),
    currentSectionId: row.currentSectionId,
  };
}

export async function findAttempt(db: Db | Tx, attemptId: string): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(examAttempts).where(eq(examAttempts.id, attemptId));
  return row;
}

/** The attempt's immutable facts, from memory when possible (the answer-save hot path). */
export async function attemptFacts(db: Db, attemptId: string): Promise<AttemptFacts | undefined> {
  const cache = cachesFor(db).attempts;
  const hit = cache.get(attemptId);
  if (hit) return hit;
  const row = await findAttempt(db, attemptId);
  if (!row) return undefined;
  const facts = factsOf(row);
  cache.set(attemptId, facts);
  return facts;
}

export function rememberAttempt(db: Db, row: AttemptRow) {
  cachesFor(db).attempts.set(row.id, factsOf(row));
}

export function forgetAttempt(db: Db, attemptId: string) {
  cachesFor(db).attempts.delete(attemptId);
}

/**
 * The set with its exam for starts and resumes, shared for a few seconds: a thousand students
 * starting a live test in the same second need it once. Unpublishing or shortening a window
 * reaches new starts within SET_TTL_MS; anything that would open a test applies at once.
 */
export async function recentSet(
  db: Db,
  setId: string,
  /** What the caller hopes for; a cached answer that says otherwise is checked again, fresh. */
  hoped: (ctx: SetContext) => boolean = () => true,
): Promise<SetContext | undefined> {
  const cache = cachesFor(db).sets;
  const hit = await cache.get(setId)?.catch(() => undefined);
  // Only good news is taken from memory: a test just published, a window just moved or a
  // live test just closed must not be refused (or hidden) for a few more seconds.
  if (hit && hoped(hit)) return hit;
  const loading = findSetWithExam(db, setId);
  cache.set(setId, loading);
  loading.catch(() => cache.delete(setId));
  return loading;
}

/** The hall's view of a set: loaded once and shared by every concurrent start (single flight). */
export function getPaper(db: Db, setId: string): Promise<Paper> {
  const cache = cachesFor(db).papers;
  const hit = cache.get(setId);
  if (hit) return hit;
  const loading = loadPaper(db, setId);
  cache.set(setId, loading);
  loading.catch(() => cache.delete(setId));
  return loading;
}

/** Drops a set's paper from memory (an edit); the next load builds a new version. */
export function forgetPaper(db: Db, setId: string) {
  cachesFor(db).papers.delete(setId);
}

async function loadPaper(db: Db, setId: string): Promise<Paper> {
  const [sections, rows] = await Promise.all([
    loadSections(db, [setId]),
    db
      .select({
        sectionId: examSectionQuestions.sectionId,
        id: questions.id,
        text: questions.text,
        options: questions.options,
        imageUrl: questions.imageUrl,
        // Only whether there is more than one correct option (checkboxes vs radios); never which.
        multipleCorrect: sql<boolean>`cardinality(${questions.correctOptionIds}) > 1`,
      })
      .from(examSectionQuestions)
      .innerJoin(examSections, eq(examSections.id, examSectionQuestions.sectionId))
      .innerJoin(questions, eq(questions.id, examSectionQuestions.questionId))
      .where(eq(examSections.setId, setId))
      .orderBy(asc(examSections.position), asc(examSections.id), asc(examSectionQuestions.position), asc(questions.id)),
  ]);
  const hallQuestions: HallQuestion[] = rows.map((r, i) => ({
    id: r.id,
    sectionId: r.sectionId,
    position: i + 1,
    text: r.text,
    options: r.options.map((o) => ({
      id: o.id,
      text: { ...(o.hi !== undefined && { hi: o.hi }), ...(o.en !== undefined && { en: o.en }) },
    })),
    imageUrl: r.imageUrl,
    multipleCorrect: Boolean(r.multipleCorrect),
  }));
  const summaries = sections.map(toSectionSummary);
  const json = Buffer.from(`"sections":${JSON.stringify(summaries)},"questions":${JSON.stringify(hallQuestions)}`);
  return {
    setId,
    sections: summaries,
    questions: hallQuestions,
    json,
    version: createHash('sha256').update(json).digest('hex').slice(0, 20),
    sectionOf: new Map(rows.map((r) => [r.id, r.sectionId])),
    optionIds: new Map(rows.map((r) => [r.id, new Set(r.options.map((o) => o.id))])),
  };
}

export async function loadAnswers(db: Db | Tx, attemptId: string): Promise<SavedAnswer[]> {
  return db
    .select({
      questionId: attemptAnswers.questionId,
      selectedOptionIds: attemptAnswers.selectedOptionIds,
      state: attemptAnswers.state,
      timeSpentMs: attemptAnswers.timeSpentMs,
      clientSeq: attemptAnswers.clientSeq,
    })
    .from(attemptAnswers)
    .where(eq(attemptAnswers.attemptId, attemptId));
}

const LOAD_ANSWERS = `select question_id as "questionId", selected_option_ids as "selectedOptionIds", state,
    time_spent_ms as "timeSpentMs", client_seq as "clientSeq"
  from attempt_answers where attempt_id = $1`;

/**
 * loadAnswers for the hall load (a reload of thousands of students at once): the same rows
 * through a named prepared statement, without building the query on every call.
 */
export async function loadAnswersHot(db: Db, attemptId: string): Promise<SavedAnswer[]> {
  const rows = await hotQuery<SavedAnswer & { clientSeq: number | string }>(db, 'pariksha_load_answers', LOAD_ANSWERS, [attemptId]);
  for (const r of rows) r.clientSeq = Number(r.clientSeq);
  return rows as SavedAnswer[];
}

/** What the hall's view of an attempt shows of its row (service.ts renderSummary). */
export type AttemptHead = Pick<
  AttemptRow,
  'id' | 'setId' | 'examId' | 'status' | 'language' | 'startedAt' | 'deadline' | 'sectionSchedule'
>;
/** The caller's open attempt with its answers as ready JSON text (savedAnswer[]). */
export type OpenAttempt = AttemptHead & { answersJson: string };

// Per (set, user) of the batch, the open attempt with its answers aggregated to JSON by
// PostgreSQL in savedAnswer's shape: they go into the response as they come, without a second
// round trip or parsing and re-serialising the rows.
const OPEN_ATTEMPTS = `select x.i, o.*
  from jsonb_to_recordset($1::jsonb) as x(i int, s uuid, u uuid)
  cross join lateral (
    select a.id, a.set_id as "setId", a.exam_id as "examId", a.status, a.language,
      a.started_at as "startedAt", a.deadline, a.section_schedule as "sectionSchedule",
      coalesce((select json_agg(json_build_object('questionId', y.question_id, 'selectedOptionIds', y.selected_option_ids,
          'state', y.state, 'timeSpentMs', y.time_spent_ms, 'clientSeq', y.client_seq))
        from attempt_answers y where y.attempt_id = a.id), '[]')::text as "answersJson"
    from exam_attempts a where a.set_id = x.s and a.user_id = x.u and a.status = 'inProgress'
    limit 1
  ) o`;

type OpenLookup = { setId: string; userId: string };

async function readOpenAttempts(db: Db, batch: OpenLookup[]): Promise<Array<OpenAttempt | undefined>> {
  const input = JSON.stringify(batch.map((b, i) => ({ i, s: b.setId, u: b.userId })));
  const rows = await hotQuery<OpenAttempt & { i: number }>(db, 'pariksha_open_attempts', OPEN_ATTEMPTS, [input]);
  const found = new Array<OpenAttempt | undefined>(batch.length).fill(undefined);
  for (const row of rows) found[row.i] = row;
  return found;
}

/** Lookups in flight at once (each holds one pool connection) and per statement. */
const OPEN_IN_FLIGHT = 2;
const OPEN_BATCH = 250;
const openReaders = new WeakMap<Db, NaturalBatcher<OpenLookup, OpenAttempt | undefined>>();

/**
 * The hall load: the caller's open attempt of a set and its answers. A whole exam hall reloads
 * at once, so the lookups arriving together share one statement (natural batching, as the
 * starts do): one round trip, one write to PostgreSQL's socket and one parse for the batch
 * instead of a built query and a second one for the answers per student.
 */
export function findOpenAttempt(db: Db, setId: string, userId: string): Promise<OpenAttempt | undefined> {
  let reader = openReaders.get(db);
  if (!reader) {
    reader = new NaturalBatcher((batch) => readOpenAttempts(db, batch), {
      maxInFlight: OPEN_IN_FLIGHT,
      maxBatch: OPEN_BATCH,
      // A lookup the database refuses (not a uuid) must not fail the others.
      isolateFailures: true,
    });
    openReaders.set(db, reader);
  }
  return reader.push({ setId, userId });
}

type RawClient = { query: (...args: unknown[]) => Promise<{ rows: unknown[] }>; totalCount?: number };

/**
 * The hottest statements run as named prepared statements on PostgreSQL (parsed and planned
 * once per connection instead of on every call); PGlite, in process, takes them as they are.
 */
export async function hotQuery<T>(db: Db, name: string, text: string, values: unknown[]): Promise<T[]> {
  const client = (db as unknown as { $client: RawClient }).$client;
  const result = typeof client.totalCount === 'number' ? await client.query({ name, text, values }) : await client.query(text, values);
  return result.rows as T[];
}

export type NewAttempt = Pick<
  AttemptRow,
  'setId' | 'examId' | 'organizationId' | 'userId' | 'language' | 'startedAt' | 'deadline' | 'sectionSchedule' | 'currentSectionId'
>;

/**
 * Starts, written together (natural batching, natural-batcher.ts): a thousand students starting
 * a live test in the same second share a few statements instead of paying a round trip, a
 * commit and a WAL flush each. Per (set, user) of the batch, the lateral aggregate reads what
 * that student already has; a row is inserted only when nothing is open and, for a test taken
 * `once`, nothing was submitted. A concurrent start of the same attempt number (another batch,
 * another instance) loses on the unique (set, user, number) index and is skipped. Rows go in
 * (set, user) order, so two statements can never deadlock on each other.
 */
const CREATE_ATTEMPTS = `with input as (
    select * from jsonb_to_recordset($1::jsonb)
      as x(s uuid, e uuid, o uuid, u uuid, l text, st timestamptz, d timestamptz, sc jsonb, cs uuid, once boolean)
  )
  insert into exam_attempts
    (set_id, exam_id, organization_id, user_id, attempt_number, language, started_at, deadline, section_schedule, current_section_id)
  select x.s, x.e, x.o, x.u, mine.n + 1, x.l, x.st, x.d, x.sc, x.cs
  from input x
  cross join lateral (
    select coalesce(max(a.attempt_number), 0) as n,
           coalesce(bool_or(a.status = 'inProgress'), false) as open,
           coalesce(bool_or(a.status = 'submitted'), false) as submitted
    from exam_attempts a where a.set_id = x.s and a.user_id = x.u
  ) mine
  where not mine.open and not (x.once and mine.submitted)
  order by x.s, x.u
  on conflict do nothing
  returning id, attempt_number, set_id, user_id`;

/** Statements in flight at once (each holds one pool connection). */
const CREATE_IN_FLIGHT = 2;
/** Starts per statement. */
const CREATE_BATCH = 250;

type CreateRequest = { attempt: NewAttempt; once: boolean };
const startKey = (setId: string, userId: string) => `${setId.toLowerCase()}/${userId.toLowerCase()}`;

async function writeAttempts(db: Db, batch: CreateRequest[]): Promise<Array<AttemptRow | null>> {
  // One row per (set, user): a second start of the same student in the batch gets null, and the
  // caller then finds the first one's attempt (committed by the time anyone is answered).
  const first = new Map<string, CreateRequest>();
  for (const r of batch) {
    const key = startKey(r.attempt.setId, r.attempt.userId);
    if (!first.has(key)) first.set(key, r);
  }
  const input = [...first.values()].map(({ attempt: a, once }) => ({
    s: a.setId,
    e: a.examId,
    o: a.organizationId,
    u: a.userId,
    l: a.language,
    st: a.startedAt.toISOString(),
    d: a.deadline.toISOString(),
    sc: a.sectionSchedule,
    cs: a.currentSectionId,
    once,
  }));
  const rows = await hotQuery<{ id: string; attempt_number: number; set_id: string; user_id: string }>(
    db,
    'pariksha_create_attempts',
    CREATE_ATTEMPTS,
    [JSON.stringify(input)],
  );
  const created = new Map(rows.map((r) => [startKey(r.set_id, r.user_id), r]));
  return batch.map((r) => {
    const key = startKey(r.attempt.setId, r.attempt.userId);
    const row = created.get(key);
    if (!row || first.get(key) !== r) return null;
    const a = r.attempt;
    // Written out, not `{ ...a, id, … }`: V8 (Node 20) makes each property added after a spread
    // a slow store, about 1 µs each, 14 µs per start for these fifteen (most of writeAttempts'
    // own time in a start rush's profile).
    return {
      setId: a.setId,
      examId: a.examId,
      organizationId: a.organizationId,
      userId: a.userId,
      language: a.language,
      startedAt: a.startedAt,
      deadline: a.deadline,
      sectionSchedule: a.sectionSchedule,
      currentSectionId: a.currentSectionId,
      id: row.id,
      attemptNumber: Number(row.attempt_number),
      status: 'inProgress',
      submittedAt: null,
      submittedBy: null,
      scoreNumerator: null,
      scoreDenominator: null,
      scoreHundredths: null,
      correct: null,
      wrong: null,
      unattempted: null,
      timeTakenMs: null,
      sectionResults: null,
      tabSwitches: 0,
    };
  });
}

const creators = new WeakMap<Db, NaturalBatcher<CreateRequest, AttemptRow | null>>();

/**
 * Creates the caller's next attempt, unless they have one open (or, when `once`, have already
 * sat the test) or a concurrent start of theirs got there first. Returns null when nothing was
 * created for this caller.
 */
export function createAttempt(db: Db, attempt: NewAttempt, once: boolean): Promise<AttemptRow | null> {
  let creator = creators.get(db);
  if (!creator) {
    creator = new NaturalBatcher((batch) => writeAttempts(db, batch), {
      maxInFlight: CREATE_IN_FLIGHT,
      maxBatch: CREATE_BATCH,
      // A start the database refuses (its set deleted a moment ago) must not fail the others.
      isolateFailures: true,
    });
    creators.set(db, creator);
  }
  return creator.push({ attempt, once });
}

/** Stored seqs for questions a save did not change (a retry or an older save): the rare path. */
export async function storedSeqs(db: Db, attemptId: string, questionIds: string[]): Promise<Map<string, number>> {
  if (!questionIds.length) return new Map();
  const rows = await rowsOf<{ q: string; c: string | number }>(
    db,
    sql`select question_id as q, client_seq as c from attempt_answers
        where attempt_id = ${attemptId} and question_id = any(${`{${questionIds.join(',')}}`}::uuid[])`,
  );
  return new Map(rows.map((r) => [r.q, Number(r.c)]));
}

export async function setCurrentSection(db: Db, attemptId: string, sectionId: string) {
  await db
    .update(examAttempts)
    .set({ currentSectionId: sectionId })
    .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.status, 'inProgress')));
}
