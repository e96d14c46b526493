import { eq, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { rooms } from '@pariksha/shared/realtime';
import type { AccessTokenPayload } from '@pariksha/shared/schemas/auth';
import type { Deps } from '../app.ts';
import type { Db, Tx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

/**
 * How long an instance trusts a version it read. Within one instance a bump drops the cached
 * value as soon as it commits; other instances drop it when the Redis message arrives
 * (milliseconds). So a stale token is refused at once in practice, and at the latest this long
 * after the change if a message is lost (Redis pub/sub delivers at most once, e.g. across a
 * reconnect). Several instances without Redis are not a supported set-up; there too the bound
 * is this TTL.
 */
export const TOKEN_VERSION_TTL_MS = 5_000;
/** Users remembered at once (oldest forgotten first): a few MB at most. */
const MAX_CACHED = 50_000;
const CHANNEL = 'pariksha:token-version';

export type AccountState = { version: number; active: boolean };

/**
 * Moves the account's token version on, inside the transaction that changes its role,
 * organisation, password or active flag, so every access token issued before is stale.
 * After the transaction commits, call `tokenVersionChanged` to tell the instances and close
 * the user's sockets.
 */
export async function bumpTokenVersion(tx: Db | Tx, userId: string): Promise<number | undefined> {
  const [row] = await tx
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ version: users.tokenVersion });
  return row?.version;
}

/** After a committed bump: every instance drops its cached version and the user's sockets close. */
export async function tokenVersionChanged(deps: Pick<Deps, 'tokenVersions' | 'io'>, userId: string) {
  await deps.tokenVersions.forget(userId);
  // Through the Redis adapter this reaches the sockets on every instance.
  deps.io.in(rooms.user(userId)).disconnectSockets(true);
}

/** Why a token is no longer good enough for a sensitive route, or null when it is. */
export function staleReason(token: Pick<AccessTokenPayload, 'tv'>, state: AccountState | null): 'inactive' | 'stale' | null {
  if (!state?.active) return 'inactive';
  // Tokens from before the claim existed count as version 0: accepted until the first bump.
  return state.version === (token.tv ?? 0) ? null : 'stale';
}

/**
 * The current token version and active flag of each account, read from the database and
 * cached for TOKEN_VERSION_TTL_MS. Only sensitive routes and socket handshakes ask, never the
 * routes a student calls during a test.
 */
export function createTokenVersions(db: Db, redis: Redis | null, ttlMs = TOKEN_VERSION_TTL_MS) {
  const cache = new Map<string, AccountState & { until: number }>();
  const inflight = new Map<string, Promise<AccountState | null>>();
  // A read that started before a forget may have seen the old row: it must not be cached.
  let forgets = 0;

  const drop = (userId: string) => {
    forgets++;
    cache.delete(userId);
    inflight.delete(userId);
  };

  const subscriber = redis?.duplicate() ?? null;
  if (subscriber) {
    subscriber.on('message', (channel: string, userId: string) => {
      if (channel === CHANNEL) drop(userId);
    });
    void subscriber.subscribe(CHANNEL).catch(() => {
      // Without the subscription the TTL still bounds how stale a cached version can be.
    });
  }

  async function read(userId: string): Promise<AccountState | null> {
    const seen = forgets;
    const [row] = await db.select({ version: users.tokenVersion, active: users.isActive }).from(users).where(eq(users.id, userId));
    const state = row ? { version: row.version, active: row.active } : null;
    if (state && seen === forgets) {
      if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
      cache.set(userId, { ...state, until: Date.now() + ttlMs });
    }
    return state;
  }

  return {
    async lookup(userId: string): Promise<AccountState | null> {
      const hit = cache.get(userId);
      if (hit && hit.until > Date.now()) return { version: hit.version, active: hit.active };
      let pending = inflight.get(userId);
      if (!pending) {
        pending = read(userId).finally(() => {
          if (inflight.get(userId) === pending) inflight.delete(userId);
        });
        inflight.set(userId, pending);
      }
      return pending;
    },
    /** Drops the cached value here and, through Redis, on every other instance. */
    async forget(userId: string) {
      drop(userId);
      // A lost message leaves other instances at most the TTL behind; the change has committed.
      if (redis) await redis.publish(CHANNEL, userId).catch(() => undefined);
    },
    async close() {
      subscriber?.disconnect();
    },
  };
}
export type TokenVersions = ReturnType<typeof createTokenVersions>;
