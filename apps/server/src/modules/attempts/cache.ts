import type { SectionSummary } from '@pariksha/shared/schemas/exams';
import type { AttemptAnalysis, HallQuestion } from '@pariksha/shared/schemas/attempts';
import type { ScheduledSection } from '@pariksha/shared/exam/timing';
import type { Db } from '../../db/client.ts';
import type { InvalidationBus } from '../../lib/invalidation.ts';
import type { Snapshot } from './board.ts';
import type { AnswerKey } from './submit.ts';
import type { findSetWithExam } from '../exams/repo.ts';

export type SetContext = NonNullable<Awaited<ReturnType<typeof findSetWithExam>>>;

/**
 * A bounded least-recently-used map with an optional time to live. Map keeps insertion order,
 * so re-inserting an entry moves it to the young end and the first key is the oldest.
 *
 * A read re-inserts its entry only once it has aged past half the map (more than max / 2
 * insertions since its own), so a read entry always survives at least max / 2 further
 * insertions. Re-inserting on every read (a delete and a set per hit) was most of an answer
 * save's attempt lookup: each delete leaves a hole that V8's hash table fills only by
 * rebuilding the whole table (tens of thousands of entries) every few thousand reads.
 */
export class Lru<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number; stamp: number }>();
  /** Insertions so far; an entry's stamp is the count at its own. */
  private clock = 0;
  private readonly refreshAfter: number;
  constructor(
    private readonly max: number,
    private readonly ttlMs = Infinity,
  ) {
    this.refreshAfter = Math.max(1, max >> 1);
  }

  get(key: K, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    if (this.clock - entry.stamp >= this.refreshAfter) {
      this.entries.delete(key);
      entry.stamp = ++this.clock;
      this.entries.set(key, entry);
    }
    return entry.value;
  }

  set(key: K, value: V, now = Date.now()): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: now + this.ttlMs, stamp: ++this.clock });
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as K);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  get size() {
    return this.entries.size;
  }
}

/**
 * What the answer-save path needs to judge a save without touching the database: fixed when
 * the attempt starts and never changed afterwards, except the status (invalidated on submit;
 * the save statement itself re-checks the status, so a stale entry cannot let a save through).
 */
export type AttemptFacts = {
  id: string;
  userId: string;
  setId: string;
  examId: string;
  status: 'inProgress' | 'submitted';
  startedAt: number;
  deadline: number;
  schedule: ScheduledSection[] | null;
  currentSectionId: string | null;
};

/**
 * A set's paper as the hall shows it (no correct options, no explanations), plus lookups for
 * validating saves. Sets are frozen once they have attempts, so this is safe to share; the TTL
 * only bounds how long a typo fix in a question's text takes to reach new starts.
 */
export type Paper = {
  setId: string;
  sections: SectionSummary[];
  questions: HallQuestion[];
  sectionOf: Map<string, string>;
  optionIds: Map<string, Set<string>>;
  /** `"sections":[…],"questions":[…]` serialised and encoded once: the paper resource's body (paper.ts). */
  json: Buffer;
  /** A hash of the paper (20 hex): its URL and strong ETag (paper.ts). */
  version: string;
};

/** A paper version's bytes as served (paper.ts), built once per version. */
export type PaperFiles = { raw: Buffer; br: Buffer; gzip: Buffer };

export type ComparisonRow = AttemptAnalysis['comparison']['you'];

const ATTEMPT_CACHE_SIZE = 50_000;
const PAPER_CACHE_SIZE = 500;
const PAPER_TTL_MS = 60_000;
const PAPER_FILES_CACHE_SIZE = 200;
const AVERAGE_CACHE_SIZE = 500;
const AVERAGE_TTL_MS = 30_000;
const BOARD_CACHE_SIZE = 64;
const BOARD_TTL_MS = 5_000;
const SET_CACHE_SIZE = 1_000;
const SET_TTL_MS = 5_000;
const KEY_CACHE_SIZE = 200;
const ANSWER_KEY_TTL_MS = 60_000;

export type AttemptCaches = {
  attempts: Lru<string, AttemptFacts>;
  papers: Lru<string, Promise<Paper>>;
  /** Per set: the mean over submitted first attempts (analysis comparison). */
  averages: Lru<string, Promise<ComparisonRow | null>>;
  /** Per set: the leaderboard snapshot (board.ts). */
  boards: Lru<string, Promise<Snapshot>>;
  /** Per set: the set with its exam, briefly, for the start and resume rush (not for results). */
  sets: Lru<string, Promise<SetContext | undefined>>;
  /** Per set: marks and correct options for scoring (submit.ts). */
  keys: Lru<string, Promise<AnswerKey>>;
  /** Per `setId:version`: the paper's precompressed bytes. */
  paperFiles: Lru<string, Promise<PaperFiles>>;
  /** Per `setId:version`: the sealed paper (pre-load). */
  sealedPapers: Lru<string, Promise<Buffer>>;
  /** Per set: the paper key (never changes once made). */
  paperKeys: Lru<string, Promise<string>>;
};

// One set of caches per database handle: apps built over the same database (several test apps,
// a "restarted" app) share them, and separate databases never see each other's entries.
const byDb = new WeakMap<Db, AttemptCaches>();

export function cachesFor(db: Db): AttemptCaches {
  let caches = byDb.get(db);
  if (!caches) {
    caches = {
      attempts: new Lru(ATTEMPT_CACHE_SIZE),
      papers: new Lru(PAPER_CACHE_SIZE, PAPER_TTL_MS),
      averages: new Lru(AVERAGE_CACHE_SIZE, AVERAGE_TTL_MS),
      boards: new Lru(BOARD_CACHE_SIZE, BOARD_TTL_MS),
      sets: new Lru(SET_CACHE_SIZE, SET_TTL_MS),
      keys: new Lru(KEY_CACHE_SIZE, ANSWER_KEY_TTL_MS),
      paperFiles: new Lru(PAPER_FILES_CACHE_SIZE),
      sealedPapers: new Lru(PAPER_FILES_CACHE_SIZE),
      paperKeys: new Lru(PAPER_CACHE_SIZE),
    };
    byDb.set(db, caches);
  }
  return caches;
}

// ---------------------------------------------------------------- invalidation across processes

const SETS_TOPIC = 'attempts:sets';
const BOARDS_TOPIC = 'attempts:boards';
const busesOf = new WeakMap<Db, Set<InvalidationBus>>();
const setListeners = new Set<(db: Db, setIds: string[]) => void>();
const boardListeners = new Set<(db: Db, setIds: string[]) => void>();

/**
 * Another per-set cache (built from a set's rows) that must be dropped with these: the
 * listener runs in every process when forgetSets is called in any of them.
 */
export function onSetsChanged(listener: (db: Db, setIds: string[]) => void): () => void {
  setListeners.add(listener);
  return () => setListeners.delete(listener);
}

/**
 * What a set's board keeps beyond the `boards` entry (board.ts: a big set's last snapshot, which
 * otherwise keeps answering while the next one loads): dropped with it in every process.
 */
export function onBoardsChanged(listener: (db: Db, setIds: string[]) => void): () => void {
  boardListeners.add(listener);
  return () => boardListeners.delete(listener);
}

function dropBoards(db: Db, setIds: string[]) {
  const caches = cachesFor(db);
  for (const id of setIds) {
    caches.boards.delete(id);
    caches.averages.delete(id);
  }
  for (const listener of boardListeners) listener(db, setIds);
}

function dropSets(db: Db, setIds: string[]) {
  const caches = cachesFor(db);
  for (const id of setIds) {
    caches.sets.delete(id);
    caches.papers.delete(id);
    caches.keys.delete(id);
  }
  dropBoards(db, setIds);
  for (const listener of setListeners) listener(db, setIds);
}

/**
 * Makes forgetSets reach the other processes over this database through the bus (app.ts, one
 * per app). Returns the disconnect, for the app's close.
 */
export function connectCaches(db: Db, bus: InvalidationBus): () => void {
  const offSets = bus.on(SETS_TOPIC, (setIds) => dropSets(db, setIds));
  const offBoards = bus.on(BOARDS_TOPIC, (setIds) => dropBoards(db, setIds));
  let buses = busesOf.get(db);
  if (!buses) busesOf.set(db, (buses = new Set()));
  buses.add(bus);
  return () => {
    offSets();
    offBoards();
    buses.delete(bus);
  };
}

/**
 * After a committed change to what these caches hold of a set (published or not, its window,
 * timing, sections, marks, questions, a question's text or key): every process drops the set's
 * entries, so the next start, save or submit reads it fresh. Without a connected bus (a single
 * process, tests) only this process's entries go.
 */
export async function forgetSets(db: Db, setIds: Iterable<string>): Promise<void> {
  await publish(db, SETS_TOPIC, setIds, dropSets);
}

/**
 * After a committed change to a set's board other than a new submission (which a big set's
 * snapshot counts at its next reload, the documented lag): an attempt deleted, scores
 * re-evaluated. Every process drops the set's snapshot, its last one included, so its next read
 * loads the board afresh. (forgetSets drops the boards too.)
 */
export async function forgetBoards(db: Db, setIds: Iterable<string>): Promise<void> {
  await publish(db, BOARDS_TOPIC, setIds, dropBoards);
}

async function publish(db: Db, topic: string, setIds: Iterable<string>, drop: (db: Db, setIds: string[]) => void) {
  const unique = [...new Set(setIds)];
  if (!unique.length) return;
  const buses = busesOf.get(db);
  if (!buses?.size) return drop(db, unique);
  // Each bus runs this process's handlers (the drop) before telling the others.
  await Promise.all([...buses].map((bus) => bus.publish(topic, unique)));
}
