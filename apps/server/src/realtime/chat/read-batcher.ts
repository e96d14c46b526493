import { rooms } from '@pariksha/shared/realtime';
import type { Db } from '../../db/client.ts';
import { markAsReadMany, readKey, type ReadOutcome, type ReadRequest } from '../../modules/groups/chat-service.ts';
import type { RealtimeServer } from '../socket.ts';

/**
 * How often one server writes read positions at most. An open chat marks what it shows, so a
 * message in a room of 200 brings 200 marks: they wait for the next write and go in one
 * statement (every member and group at once) instead of one each. "Seen by" moves this late.
 */
export const READ_FLUSH_MS = 250;

type Waiter = { resolve: (outcome: ReadOutcome) => void; reject: (err: unknown) => void };
type Pending = ReadRequest & { waiters: Waiter[] };

export type ReadBatcher = {
  /** The outcome for this member and group once the write that carries the mark is done. */
  queue(userId: string, groupId: string, messageId: string): Promise<ReadOutcome>;
};

const perServer = new WeakMap<object, ReadBatcher>();

/** The batcher of this Socket.IO server (one per app); it tells the writers a move covers. */
export function readBatcherFor(io: RealtimeServer, db: Db): ReadBatcher {
  const known = perServer.get(io);
  if (known) return known;
  let pending = new Map<string, Pending>();
  let timer: NodeJS.Timeout | undefined;
  let flushing = false;
  let lastFlush = 0;

  function schedule() {
    if (timer || flushing || pending.size === 0) return;
    timer = setTimeout(() => void flush(), Math.max(0, lastFlush + READ_FLUSH_MS - Date.now()));
    timer.unref();
  }

  async function flush() {
    timer = undefined;
    const batch = pending;
    pending = new Map();
    flushing = true;
    lastFlush = Date.now();
    try {
      const outcomes = await markAsReadMany(db, [...batch.values()]);
      for (const [key, p] of batch) {
        const outcome = outcomes.get(key) ?? { ok: false, error: 'member' };
        // "Seen by" shows on a writer's own messages: only the writers the move covers are told.
        if (outcome.ok && outcome.event && outcome.notify.length > 0) {
          io.to(outcome.notify.map(rooms.user)).emit('messagesRead', outcome.event);
        }
        for (const w of p.waiters) w.resolve(outcome);
      }
    } catch (err) {
      for (const p of batch.values()) for (const w of p.waiters) w.reject(err);
    } finally {
      flushing = false;
      schedule();
    }
  }

  const batcher: ReadBatcher = {
    queue(userId, groupId, messageId) {
      const key = readKey(userId, groupId);
      let p = pending.get(key);
      if (!p) {
        p = { userId, groupId, messageIds: [], waiters: [] };
        pending.set(key, p);
      }
      const entry = p;
      return new Promise((resolve, reject) => {
        entry.messageIds.push(messageId);
        entry.waiters.push({ resolve, reject });
        schedule();
      });
    },
  };
  perServer.set(io, batcher);
  return batcher;
}
