import { afterEach, describe, expect, it } from 'vitest';
import { openDB } from 'idb';
import { deleteLocalDatabases } from '../../../lib/local-databases.ts';
import type { LocalAnswer } from '../model/merge.ts';
import {
  ackQueued,
  clearQueued,
  closeQueue,
  listQueued,
  pruneQueued,
  putQueued,
  QUEUE_DB,
  QUEUE_STORE,
  QUEUE_VERSION,
} from './answer-queue.ts';

const a = (questionId: string, clientSeq: number, selected: string[] = ['o1']): LocalAnswer => ({
  questionId,
  selectedOptionIds: selected,
  state: 'answered',
  timeSpentMs: 500,
  clientSeq,
});
const seqs = async (attemptId: string) => (await listQueued(attemptId)).map((r) => [r.questionId, r.clientSeq]).sort();

afterEach(async () => {
  await closeQueue();
  await deleteLocalDatabases();
});

describe('ExamAnswerQueue', () => {
  it('is version 1 with one store keyed by [attemptId, questionId]', async () => {
    await putQueued('t1', a('q1', 1));
    await closeQueue();
    const raw = await openDB(QUEUE_DB);
    expect(raw.version).toBe(QUEUE_VERSION);
    expect([...raw.objectStoreNames]).toEqual([QUEUE_STORE]);
    expect(raw.transaction(QUEUE_STORE).store.keyPath).toEqual(['attemptId', 'questionId']);
    raw.close();
  });

  it('keeps the latest change per question and never lets an older one replace it', async () => {
    await putQueued('t1', a('q1', 5, ['x']));
    await putQueued('t1', a('q1', 9, ['y']));
    await putQueued('t1', a('q1', 7, ['z']));
    const [rec] = await listQueued('t1');
    expect(rec).toMatchObject({ attemptId: 't1', questionId: 'q1', clientSeq: 9, selectedOptionIds: ['y'] });
  });

  it('keeps attempts apart', async () => {
    await putQueued('t1', a('q1', 1));
    await putQueued('t2', a('q1', 2));
    expect(await seqs('t1')).toEqual([['q1', 1]]);
    expect(await seqs('t2')).toEqual([['q1', 2]]);
  });

  it('removes a record only when the server acknowledged a seq at least as new', async () => {
    await putQueued('t1', a('q1', 5));
    await putQueued('t1', a('q2', 8));
    await putQueued('t1', a('q3', 3));
    // q2 changed again (seq 8) while seq 6 was on its way: the newer change stays.
    await ackQueued('t1', [
      { questionId: 'q1', clientSeq: 5 },
      { questionId: 'q2', clientSeq: 6 },
      { questionId: 'q3', clientSeq: 4 },
    ]);
    expect(await seqs('t1')).toEqual([['q2', 8]]);
  });

  it('clears an attempt, or some of its questions', async () => {
    await putQueued('t1', a('q1', 1));
    await putQueued('t1', a('q2', 1));
    await putQueued('t2', a('q1', 1));
    await clearQueued('t1', ['q2']);
    expect(await seqs('t1')).toEqual([['q1', 1]]);
    await clearQueued('t1');
    expect(await listQueued('t1')).toEqual([]);
    expect(await listQueued('t2')).toHaveLength(1);
  });

  it('prunes old records of other attempts only', async () => {
    await putQueued('old', a('q1', 1), 1000);
    await putQueued('recent', a('q1', 1), 90_000);
    await putQueued('mine', a('q1', 1), 1000);
    await pruneQueued('mine', 50_000, 100_000);
    expect(await listQueued('old')).toEqual([]);
    expect(await listQueued('recent')).toHaveLength(1);
    expect(await listQueued('mine')).toHaveLength(1);
  });

  it('survives a closed connection (a reload) and does not block sign-out', async () => {
    await putQueued('t1', a('q1', 1));
    await closeQueue();
    expect(await seqs('t1')).toEqual([['q1', 1]]);
    await deleteLocalDatabases();
    expect(await listQueued('t1')).toEqual([]);
  });
});
