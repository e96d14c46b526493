import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { registerLocalDatabase } from '../../../lib/local-databases.ts';
import type { LocalAnswer } from '../model/merge.ts';

/**
 * The device's copy of every answer change not yet acknowledged by the server: one record per
 * [attemptId, questionId] holding the latest change. A change is written here before it is sent,
 * and a record goes only when the server acknowledges a seq at least as new, so a reload, a
 * crash or a lost network loses nothing.
 */
export const QUEUE_DB = 'ExamAnswerQueue';
export const QUEUE_VERSION = 1;
export const QUEUE_STORE = 'answers';

export type QueuedAnswer = LocalAnswer & { attemptId: string; queuedAt: number };

interface QueueSchema extends DBSchema {
  answers: { key: [string, string]; value: QueuedAnswer; indexes: { byAttempt: string } };
}

// Sign-out deletes it with the rest of the user's storage.
registerLocalDatabase(QUEUE_DB);

let connection: Promise<IDBPDatabase<QueueSchema>> | null = null;

function db(): Promise<IDBPDatabase<QueueSchema>> {
  connection ??= openDB<QueueSchema>(QUEUE_DB, QUEUE_VERSION, {
    upgrade(database) {
      const store = database.createObjectStore(QUEUE_STORE, { keyPath: ['attemptId', 'questionId'] });
      store.createIndex('byAttempt', 'attemptId');
    },
    // Sign-out's deleteDatabase waits for open connections: let go at once instead of blocking it.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      connection = null;
    },
    terminated() {
      connection = null;
    },
  }).catch((err: unknown) => {
    connection = null;
    throw err;
  });
  return connection;
}

/** Stores a change unless the queue already holds a newer one for the question. */
export async function putQueued(attemptId: string, answer: LocalAnswer, now = Date.now()): Promise<void> {
  const tx = (await db()).transaction(QUEUE_STORE, 'readwrite');
  const existing = await tx.store.get([attemptId, answer.questionId]);
  if (!existing || existing.clientSeq < answer.clientSeq) await tx.store.put({ ...answer, attemptId, queuedAt: now });
  await tx.done;
}

/** The attempt's unacknowledged changes. */
export async function listQueued(attemptId: string): Promise<QueuedAnswer[]> {
  return (await db()).getAllFromIndex(QUEUE_STORE, 'byAttempt', attemptId);
}

/** Removes the records the server has caught up with (a newer change made meanwhile stays). */
export async function ackQueued(attemptId: string, acks: { questionId: string; clientSeq: number }[]): Promise<void> {
  if (acks.length === 0) return;
  const tx = (await db()).transaction(QUEUE_STORE, 'readwrite');
  await Promise.all(
    acks.map(async ({ questionId, clientSeq }) => {
      const existing = await tx.store.get([attemptId, questionId]);
      if (existing && existing.clientSeq <= clientSeq) await tx.store.delete([attemptId, questionId]);
    }),
  );
  await tx.done;
}

/** Forgets an attempt's changes (it was submitted, or its answers can no longer be saved). */
export async function clearQueued(attemptId: string, questionIds?: string[]): Promise<void> {
  const tx = (await db()).transaction(QUEUE_STORE, 'readwrite');
  const keys = questionIds
    ? questionIds.map((q) => [attemptId, q] as [string, string])
    : await tx.store.index('byAttempt').getAllKeys(attemptId);
  await Promise.all(keys.map((k) => tx.store.delete(k)));
  await tx.done;
}

/**
 * Drops other attempts' records older than maxAgeMs: no test lasts that long, so their
 * attempts were submitted (by the student elsewhere or automatically) and can take nothing more.
 */
export async function pruneQueued(keepAttemptId: string, maxAgeMs: number, now = Date.now()): Promise<void> {
  const tx = (await db()).transaction(QUEUE_STORE, 'readwrite');
  let cursor = await tx.store.openCursor();
  while (cursor) {
    if (cursor.value.attemptId !== keepAttemptId && now - cursor.value.queuedAt > maxAgeMs) await cursor.delete();
    cursor = await cursor.continue();
  }
  await tx.done;
}

/** Closes the connection (tests, and anything that must delete the database). */
export async function closeQueue(): Promise<void> {
  const open = connection;
  connection = null;
  if (open) (await open).close();
}

/** The queue as the sync engine sees it (tests swap in a memory one). */
export type AnswerQueue = {
  put: (answer: LocalAnswer) => Promise<void>;
  ack: (acks: { questionId: string; clientSeq: number }[]) => Promise<void>;
  drop: (questionIds: string[]) => Promise<void>;
  clear: () => Promise<void>;
};

export const attemptQueue = (attemptId: string): AnswerQueue => ({
  put: (answer) => putQueued(attemptId, answer),
  ack: (acks) => ackQueued(attemptId, acks),
  drop: (questionIds) => clearQueued(attemptId, questionIds),
  clear: () => clearQueued(attemptId),
});
