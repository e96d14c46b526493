import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('security headers (helmet)', () => {
  it('sends the content security policy and the other helmet headers on every response, errors included', async () => {
    // A route's answer, a repeat, the 404 of no route, and a 401 thrown by the auth hook.
    for (const [url, status] of [
      ['/api/health', 200],
      ['/api/health', 200],
      ['/api/no-such-route', 404],
      ['/api/leaderboards/me', 401],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain('frame-src');
      expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('lets the page connect only to its own origin (sockets included), plus the configured origins', async () => {
    const directive = (csp: string) =>
      csp
        .split(';')
        .find((d) => d.trim().startsWith('connect-src'))!
        .trim();
    const own = await t.app.inject({ method: 'GET', url: '/api/health' });
    // A bare ws: or wss: would let an injected script send data to any host.
    expect(directive(String(own.headers['content-security-policy']))).toBe("connect-src 'self'");
    const withOrigins = await t.withConfig({ corsOrigin: 'https://app.example.in,https://admin.example.in' });
    const res = await withOrigins.inject({ method: 'GET', url: '/api/health' });
    expect(directive(String(res.headers['content-security-policy']))).toBe(
      "connect-src 'self' https://app.example.in https://admin.example.in",
    );
  });
});
