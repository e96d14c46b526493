import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { jobs } from '../db/schema/index.ts';
import { createTestApp, unique, type TestApp } from '../test/app.ts';
import { createQueue, type Job } from './queue.ts';

let t: TestApp;
const log = Fastify({ logger: false }).log as FastifyBaseLogger;
beforeAll(async () => {
  t = await createTestApp({ jobsPollMs: 0 });
});
afterAll(() => t?.close());

const jobRow = async (id: string) => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0];
const at = (base: Date, seconds: number) => new Date(base.getTime() + seconds * 1000);

describe('job queue', () => {
  it('runs a job with its data once, and marks it completed', async () => {
    const q = createQueue(t.db, log, { pollIntervalMs: 0 });
    const name = unique('job');
    const seen: Job[] = [];
    q.work<{ n: number }>(name, async (job) => {
      seen.push(job);
    });
    const id = await q.send(name, { n: 7 });
    expect(await q.drain()).toBe(1);
    expect(await q.drain()).toBe(0);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ id, data: { n: 7 }, retryCount: 0, lastTry: false });
    expect((await jobRow(id!)).state).toBe('completed');
  });

  it('a job drained the moment it is sent is due (the database clock decides, not a coarser one)', async () => {
    const q = createQueue(t.db, log, { pollIntervalMs: 0 });
    const name = unique('job');
    let ran = 0;
    q.work(name, async () => {
      ran++;
    });
    for (let i = 0; i < 100; i++) {
      await q.send(name, { i });
      expect(await q.drain()).toBe(1);
    }
    expect(ran).toBe(100);
  });

  it('retries a failing job with exponential backoff, then fails it with the reason', async () => {
    const q = createQueue(t.db, log, { pollIntervalMs: 0 });
    const name = unique('job');
    const tries: { retryCount: number; lastTry: boolean }[] = [];
    q.work(name, async (job) => {
      tries.push({ retryCount: job.retryCount, lastTry: job.lastTry });
      throw new Error(`gateway down (try ${job.retryCount + 1})`);
    });
    const id = (await q.send(name, {}, { retryLimit: 2, retryDelaySeconds: 10, retryBackoff: true }))!;
    const t0 = new Date(Date.now() + 1000);

    expect(await q.drain({ now: t0 })).toBe(1);
    let row = await jobRow(id);
    expect(row).toMatchObject({ state: 'created', retryCount: 1, lastError: 'gateway down (try 1)' });
    // First retry 10 s later, not before.
    expect(row.startAfter.getTime() - t0.getTime()).toBe(10_000);
    expect(await q.drain({ now: at(t0, 9) })).toBe(0);
    const t1 = at(t0, 10);
    expect(await q.drain({ now: t1 })).toBe(1);
    row = await jobRow(id);
    // Second retry after twice the delay.
    expect(row.startAfter.getTime() - t1.getTime()).toBe(20_000);
    expect(await q.drain({ now: at(t1, 19) })).toBe(0);
    expect(await q.drain({ now: at(t1, 20) })).toBe(1);
    row = await jobRow(id);
    expect(row).toMatchObject({ state: 'failed', retryCount: 2, lastError: 'gateway down (try 3)' });
    expect(tries).toEqual([
      { retryCount: 0, lastTry: false },
      { retryCount: 1, lastTry: false },
      { retryCount: 2, lastTry: true },
    ]);
    // A failed job is never run again.
    expect(await q.drain({ now: at(t1, 3600) })).toBe(0);
  });

  it('a fixed delay without backoff, and success on a retry completes the job', async () => {
    const q = createQueue(t.db, log, { pollIntervalMs: 0 });
    const name = unique('job');
    let calls = 0;
    q.work(name, async () => {
      calls += 1;
      if (calls < 3) throw new Error('not yet');
    });
    const id = (await q.send(name, {}, { retryLimit: 5, retryDelaySeconds: 4, retryBackoff: false }))!;
    const t0 = new Date(Date.now() + 1000);
    await q.drain({ now: t0 });
    await q.drain({ now: at(t0, 4) });
    expect((await jobRow(id)).startAfter.getTime() - at(t0, 4).getTime()).toBe(4_000);
    await q.drain({ now: at(t0, 8) });
    expect(calls).toBe(3);
    expect(await jobRow(id)).toMatchObject({ state: 'completed', retryCount: 2, lastError: null });
  });

  it('a second job with the same singleton key is not added', async () => {
    const q = createQueue(t.db, log, { pollIntervalMs: 0 });
    const name = unique('job');
    let calls = 0;
    q.work(name, async () => {
      calls += 1;
    });
    expect(await q.send(name, {}, { singletonKey: 'k1' })).not.toBeNull();
    expect(await q.send(name, {}, { singletonKey: 'k1' })).toBeNull();
    expect(
      await q.sendMany(name, [
        { data: {}, options: { singletonKey: 'k1' } },
        { data: {}, options: { singletonKey: 'k2' } },
      ]),
    ).toBe(1);
    await q.drain();
    expect(calls).toBe(2);
  });

  it('a job whose worker died is taken again once it expires', async () => {
    const q = createQueue(t.db, log, { pollIntervalMs: 0 });
    const name = unique('job');
    const id = (await q.send(name, {}, { expireSeconds: 60 }))!;
    // Another instance claimed it and died: active, started long ago.
    await t.db
      .update(jobs)
      .set({ state: 'active', startedAt: new Date(Date.now() - 61_000) })
      .where(eq(jobs.id, id));
    const seen: number[] = [];
    q.work(name, async (job) => {
      seen.push(job.retryCount);
    });
    await q.drain();
    expect(seen).toEqual([1]);
    expect((await jobRow(id)).state).toBe('completed');
  });

  it('polls by itself once started, and stop waits for the job in flight', async () => {
    const q = createQueue(t.db, log, { pollIntervalMs: 50 });
    const name = unique('job');
    let finished = false;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    q.work(name, async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 200));
      finished = true;
    });
    q.start();
    const id = (await q.send(name, {}))!;
    await running;
    await q.stop();
    expect(finished).toBe(true);
    expect((await jobRow(id)).state).toBe('completed');
  });

  it('two instances draining at once run each job exactly once (SKIP LOCKED claims)', async () => {
    const name = unique('job');
    const runs = new Map<string, number>();
    const instances = [0, 1].map(() => {
      const q = createQueue(t.db, log, { pollIntervalMs: 0, batchSize: 3, concurrency: 2 });
      q.work(name, async (job) => {
        runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
      return q;
    });
    const added = await instances[0].sendMany(
      name,
      Array.from({ length: 30 }, (_, i) => ({ data: { i } })),
    );
    expect(added).toBe(30);
    const ran = await Promise.all(instances.map((q) => q.drain()));
    expect(ran[0] + ran[1]).toBe(30);
    expect(runs.size).toBe(30);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
  });

  it('one handler per job name', () => {
    const q = createQueue(t.db, log, { pollIntervalMs: 0 });
    q.work('same', async () => {});
    expect(() => q.work('same', async () => {})).toThrow(/already registered/);
  });
});
