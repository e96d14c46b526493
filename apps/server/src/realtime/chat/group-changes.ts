/**
 * When a group last changed (renamed, archived, announcements-only switched, members added,
 * removed or promoted), as each instance learnt it: a socket's cached access to a group read
 * before that is stale. The instance that made the change knows at once; the others through
 * the Redis adapter's server-side emit (milliseconds). A lost message leaves a cache at most
 * its TTL behind, and only typing and leaveGroup use the cache: every write reads afresh.
 */
const EVENT = 'chat:groupChanged';
/** Longer than any socket keeps an access it read; older marks can no longer matter. */
const KEEP_MS = 60_000;

type GroupChanges = {
  /** Marks a change here and on every other instance. */
  changed(groupId: string): void;
  /** An access read starting at `readAt` (Date.now()) is still good. */
  isFresh(groupId: string, readAt: number): boolean;
};

const perServer = new WeakMap<object, GroupChanges>();

// The server's inter-server event map is not typed; these events are this module's own.
type LooseServer = {
  on(event: string, listener: (groupId: string) => void): unknown;
  serverSideEmit(event: string, groupId: string): unknown;
  of(namespace: string): { adapter: object };
};

/** The changes known to this Socket.IO server (one per app). */
export function groupChangesFor(io: object): GroupChanges {
  const known = perServer.get(io);
  if (known) return known;
  const server = io as unknown as LooseServer;
  const changedAt = new Map<string, number>();
  const mark = (groupId: string) => {
    const now = Date.now();
    // Map order is insertion order: re-insert so the oldest marks come first and can be dropped.
    changedAt.delete(groupId);
    changedAt.set(groupId, now);
    for (const [id, at] of changedAt) {
      if (now - at < KEEP_MS) break;
      changedAt.delete(id);
    }
  };
  server.on(EVENT, (groupId) => {
    if (typeof groupId === 'string') mark(groupId);
  });
  const changes: GroupChanges = {
    changed(groupId) {
      mark(groupId);
      // Only the Redis adapter has other servers to tell (the in-memory one would just warn).
      if ('pubClient' in server.of('/').adapter) server.serverSideEmit(EVENT, groupId);
    },
    isFresh(groupId, readAt) {
      const at = changedAt.get(groupId);
      return at === undefined || at < readAt;
    },
  };
  perServer.set(io, changes);
  return changes;
}
