// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaveAnswersRequest, SaveAnswersResponse } from '@pariksha/shared/schemas/attempts';
import { ApiError } from '../../../lib/api.ts';
import type { LocalAnswer } from '../model/merge.ts';
import { AnswerSync } from './answer-sync.ts';
import { memoryQueue } from './memory-queue.ts';

const a = (questionId: string, clientSeq: number, selected: string[] = ['o1']): LocalAnswer => ({
  questionId,
  selectedOptionIds: selected,
  state: 'answered',
  timeSpentMs: 1200.4,
  clientSeq,
});

/** A server that holds the newest seq per question, like the real one. */
function fakeServer() {
  const held = new Map<string, number>();
  const calls: SaveAnswersRequest[] = [];
  const send = vi.fn(async (body: SaveAnswersRequest): Promise<SaveAnswersResponse> => {
    calls.push(body);
    for (const x of body.answers) held.set(x.questionId, Math.max(held.get(x.questionId) ?? 0, x.clientSeq));
    return {
      saved: body.answers.map((x) => ({ questionId: x.questionId, clientSeq: held.get(x.questionId)! })),
      serverNow: new Date().toISOString(),
      deadline: new Date(Date.now() + 3600_000).toISOString(),
    };
  });
  return { send, calls, held };
}

let online = true;
beforeEach(() => {
  vi.useFakeTimers();
  online = true;
});
afterEach(() => vi.useRealTimers());

function setup(queued: LocalAnswer[] = [], send = fakeServer().send) {
  const queue = memoryQueue(queued);
  const onConflict = vi.fn();
  const sync = new AnswerSync({ queue, send, isOnline: () => online, onConflict, currentSectionId: () => 's1' }, queued);
  sync.start();
  return { sync, queue, onConflict };
}

describe('AnswerSync', () => {
  it('sends the tab-switch count with a save once there is one, and no field before', async () => {
    const server = fakeServer();
    let switches = 0;
    const sync = new AnswerSync({ queue: memoryQueue([]), send: server.send, isOnline: () => true, tabSwitches: () => switches });
    sync.start();
    await sync.enqueue(a('q1', 1));
    await vi.advanceTimersByTimeAsync(300);
    expect(server.calls[0]).not.toHaveProperty('tabSwitches');
    switches = 2;
    await sync.enqueue(a('q2', 2));
    await vi.advanceTimersByTimeAsync(300);
    expect(server.calls[1]).toMatchObject({ tabSwitches: 2 });
    sync.stop();
  });

  it('writes each change to the device queue at once and sends the latest ones in one debounced batch', async () => {
    const server = fakeServer();
    const { sync, queue } = setup([], server.send);
    await sync.enqueue(a('q1', 1, ['x']));
    await sync.enqueue(a('q2', 2));
    await sync.enqueue(a('q1', 3, ['y']));
    expect(queue.records.size).toBe(2);
    expect(server.send).not.toHaveBeenCalled();
    expect(sync.getSnapshot()).toMatchObject({ status: 'saving', pending: 2 });

    await vi.advanceTimersByTimeAsync(300);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]).toEqual({
      answers: [
        { questionId: 'q2', selectedOptionIds: ['o1'], state: 'answered', timeSpentMs: 1200, clientSeq: 2 },
        { questionId: 'q1', selectedOptionIds: ['y'], state: 'answered', timeSpentMs: 1200, clientSeq: 3 },
      ],
      currentSectionId: 's1',
    });
    expect(queue.records.size).toBe(0);
    expect(sync.getSnapshot()).toMatchObject({ status: 'saved', pending: 0 });
    sync.stop();
  });

  it('keeps a change made while its older save was on the way, and sends it next', async () => {
    let release!: () => void;
    const server = fakeServer();
    const slow = vi.fn(async (body: SaveAnswersRequest) => {
      if (server.calls.length === 0) await new Promise<void>((r) => (release = r));
      return server.send(body);
    });
    const { sync, queue } = setup([], slow);
    await sync.enqueue(a('q1', 1, ['x']));
    await vi.advanceTimersByTimeAsync(300);
    await sync.enqueue(a('q1', 2, ['y']));
    expect(queue.records.get('q1')?.clientSeq).toBe(2);
    release();
    await vi.advanceTimersByTimeAsync(0);
    // The ack for seq 1 leaves seq 2 in the queue, and the same flush sends it.
    expect(server.calls.map((c) => c.answers[0]!.clientSeq)).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(300);
    expect(server.calls).toHaveLength(2);
    expect(queue.records.size).toBe(0);
    sync.stop();
  });

  it('retries with backoff after a failure and keeps the change on the device meanwhile', async () => {
    const server = fakeServer();
    const flaky = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new ApiError(503, null))
      .mockImplementation(server.send);
    const { sync, queue } = setup([], flaky);
    await sync.enqueue(a('q1', 1));
    await vi.advanceTimersByTimeAsync(300);
    expect(flaky).toHaveBeenCalledTimes(1);
    expect(sync.getSnapshot().status).toBe('retrying');
    await vi.advanceTimersByTimeAsync(1000);
    expect(flaky).toHaveBeenCalledTimes(2);
    expect(queue.records.size).toBe(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(flaky).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(flaky).toHaveBeenCalledTimes(3);
    expect(queue.records.size).toBe(0);
    expect(sync.getSnapshot().status).toBe('saved');
    sync.stop();
  });

  it('waits offline and sends when the network returns', async () => {
    const server = fakeServer();
    online = false;
    const { sync, queue } = setup([], server.send);
    await sync.enqueue(a('q1', 1));
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.send).not.toHaveBeenCalled();
    expect(sync.getSnapshot().status).toBe('offline');
    expect(queue.records.size).toBe(1);

    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.send).toHaveBeenCalledTimes(1);
    expect(sync.getSnapshot().status).toBe('saved');
    sync.stop();
  });

  it('sends at once when the page is hidden (the tab may be killed next)', async () => {
    const server = fakeServer();
    const { sync } = setup([], server.send);
    await sync.enqueue(a('q1', 1));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.send).toHaveBeenCalledTimes(1);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    sync.stop();
  });

  it('sends what a previous page left in the queue as soon as it starts', async () => {
    const server = fakeServer();
    const { sync, queue } = setup([a('q1', 7), a('q2', 8)], server.send);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls[0]!.answers.map((x) => x.clientSeq)).toEqual([7, 8]);
    expect(queue.records.size).toBe(0);
    sync.stop();
  });

  it('flush() resolves true once the server holds everything, false when it cannot', async () => {
    const server = fakeServer();
    const { sync } = setup([], server.send);
    await sync.enqueue(a('q1', 1));
    await expect(sync.flush()).resolves.toBe(true);
    online = false;
    await sync.enqueue(a('q1', 2));
    await expect(sync.flush()).resolves.toBe(false);
    sync.stop();
  });

  it('hands a 409 to the session and pauses until told to resume', async () => {
    const server = fakeServer();
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(409, { error: { code: 'CONFLICT', message: 'Time is up for this test' } }))
      .mockImplementation(server.send);
    const { sync, onConflict } = setup([], send);
    await sync.enqueue(a('q1', 1));
    await vi.advanceTimersByTimeAsync(300);
    expect(onConflict).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
    sync.resume();
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(sync.getSnapshot().status).toBe('saved');
    sync.stop();
  });

  it('gives up on a request that hangs and tries again', async () => {
    const server = fakeServer();
    const send = vi
      .fn()
      .mockImplementationOnce(() => new Promise(() => undefined))
      .mockImplementation(server.send);
    const sync = new AnswerSync({ queue: memoryQueue(), send, isOnline: () => true, timeoutMs: 5000 });
    await sync.enqueue(a('q1', 1));
    await vi.advanceTimersByTimeAsync(300 + 5000);
    expect(sync.getSnapshot().status).toBe('retrying');
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(sync.getSnapshot().status).toBe('saved');
    sync.stop();
  });

  it('still sends when the device queue cannot be written, and says so', async () => {
    const server = fakeServer();
    const queue = memoryQueue();
    queue.failWrites = true;
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sync = new AnswerSync({ queue, send: server.send, isOnline: () => true });
    await sync.enqueue(a('q1', 1));
    expect(sync.getSnapshot().persistent).toBe(false);
    await vi.advanceTimersByTimeAsync(300);
    expect(server.send).toHaveBeenCalledTimes(1);
    error.mockRestore();
    sync.stop();
  });

  it('falls back to the browser for the online state when none is given', async () => {
    const server = fakeServer();
    const sync = new AnswerSync({ queue: memoryQueue(), send: server.send, isOnline: undefined });
    await sync.enqueue(a('q1', 1));
    await vi.advanceTimersByTimeAsync(300);
    expect(server.send).toHaveBeenCalledTimes(1);
    sync.stop();
  });

  it('drops changes the server will never take', async () => {
    online = false;
    const { sync, queue } = setup([a('q1', 1), a('q2', 2)]);
    await sync.drop(['q1']);
    expect(sync.getSnapshot().pending).toBe(1);
    expect([...queue.records.keys()]).toEqual(['q2']);
    sync.stop();
  });
});
