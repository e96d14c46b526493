import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client.ts';
import { createTokenVersions, staleReason } from './token-version.ts';

/** A database whose users-table read answers `rows[0]` when `release` is called, counting reads. */
function fakeDb() {
  const state = { version: 0, active: true, reads: 0 };
  const waiting: (() => void)[] = [];
  const db = {
    select: () => ({
      from: () => ({
        where: () => {
          state.reads++;
          const seen = { version: state.version, active: state.active };
          return new Promise((resolve) => waiting.push(() => resolve([seen])));
        },
      }),
    }),
  } as unknown as Db;
  const release = async () => {
    while (waiting.length) waiting.shift()!();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { db, state, release };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('token version cache', () => {
  it('reads once for concurrent lookups and serves the cached value until the TTL', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { db, state, release } = fakeDb();
    const versions = createTokenVersions(db, null, 5_000);
    const both = Promise.all([versions.lookup('u1'), versions.lookup('u1')]);
    await release();
    expect(await both).toEqual([
      { version: 0, active: true },
      { version: 0, active: true },
    ]);
    expect(state.reads).toBe(1);
    state.version = 1;
    vi.advanceTimersByTime(4_000);
    expect(await versions.lookup('u1')).toEqual({ version: 0, active: true });
    vi.advanceTimersByTime(1_001);
    const later = versions.lookup('u1');
    await release();
    expect(await later).toEqual({ version: 1, active: true });
    expect(state.reads).toBe(2);
  });

  it('forget drops the value at once, and a read that began before it is not cached', async () => {
    const { db, state, release } = fakeDb();
    const versions = createTokenVersions(db, null, 60_000);
    const early = versions.lookup('u1'); // reads version 0 ...
    state.version = 1; // ... the bump commits ...
    await versions.forget('u1'); // ... and is announced before the early read returns.
    await release();
    expect(await early).toEqual({ version: 0, active: true });
    const next = versions.lookup('u1');
    await release();
    expect(await next).toEqual({ version: 1, active: true });
    expect(state.reads).toBe(2);
  });
});

describe('staleReason', () => {
  it('accepts the current version, counts a missing claim as 0, and refuses inactive or unknown accounts', () => {
    expect(staleReason({ tv: 2 }, { version: 2, active: true })).toBeNull();
    expect(staleReason({}, { version: 0, active: true })).toBeNull();
    expect(staleReason({}, { version: 1, active: true })).toBe('stale');
    expect(staleReason({ tv: 1 }, { version: 2, active: true })).toBe('stale');
    expect(staleReason({ tv: 2 }, { version: 2, active: false })).toBe('inactive');
    expect(staleReason({ tv: 0 }, null)).toBe('inactive');
  });
});
