import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectError, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /api/health', () => {
  it('answers 200 with the database ok, without signing in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'ok', database: { ok: true, driver: process.env.DATABASE_URL ? 'postgres' : 'pglite' } });
    expect(body.redis).toBeUndefined();
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(body.eventLoop).toEqual({ p99Ms: expect.any(Number), maxMs: expect.any(Number) });
  });

  it('reports how long the event loop was blocked: a 150 ms block shows in maxMs', async () => {
    const block = () => {
      const until = performance.now() + 150;
      while (performance.now() < until) {
        // a request doing heavy synchronous work
      }
    };
    await new Promise((resolve) => setTimeout(resolve, 30));
    await new Promise<void>((resolve) =>
      setTimeout(() => {
        block();
        resolve();
      }, 5),
    );
    // The monitor's timers record the block on their next tick, which comes in the loop's next
    // turn. A timer queued now is due after theirs (the loop's clock stood still during the
    // block), so this wait ends after they have ticked, even when a loaded machine runs the
    // block late. (Waiting a fixed time from before the block did not: under CI's load both
    // timers fell due in one turn and the read came before the monitor's tick.)
    await new Promise((resolve) => setTimeout(resolve, 30));
    const { eventLoop } = (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(eventLoop.maxMs).toBeGreaterThanOrEqual(120);
    expect(eventLoop.p99Ms).toBeLessThanOrEqual(eventLoop.maxMs);
  });

  it('ignores a cache-busting _t query parameter (the web client adds one)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/health?_t=${Date.now()}` });
    expect(res.statusCode).toBe(200);
  });

  it('answers 503 degraded when the database does not answer', async () => {
    const ping = t.app.deps.database.ping;
    t.app.deps.database.ping = async () => false;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'degraded', database: { ok: false } });
    } finally {
      t.app.deps.database.ping = ping;
    }
  });

  it('refuses other methods with the JSON error shape', async () => {
    expectError(await t.app.inject({ method: 'POST', url: '/api/health', payload: {} }), 404, 'NOT_FOUND');
  });
});
