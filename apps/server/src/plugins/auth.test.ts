import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { authHeader, createTestApp, DEMO_ORG_ID, signIn, signUp, type TestApp } from '../test/app.ts';
import { isApiPath } from '../app.ts';
import { ACCESS_LEVELS, registerAuth, type Access } from './auth.ts';

let t: TestApp;
let port: number;
const tokens: Partial<Record<'student' | 'teacher' | 'admin' | 'superAdmin', string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  tokens.student = (await signIn(t.app, 'student')).token;
  tokens.admin = (await signIn(t.app, 'admin')).token;
  tokens.superAdmin = (await signIn(t.app, 'superadmin')).token;
  const teacher = await signUp(t.app);
  await t.db.update(users).set({ organizationId: DEMO_ORG_ID, orgRole: 'teacher' }).where(eq(users.id, teacher.user.id));
  tokens.teacher = (await signIn(t.app, teacher.user.username, teacher.password)).token;
});
afterAll(() => t?.close());

/**
 * A request sent as written, over a real socket: no client library normalises the path, so
 * `%61pi`, `//api` and `/api/../api` reach the server exactly as an attacker would send them.
 */
function raw(method: string, path: string, token?: string, body?: unknown) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          ...(token ? authHeader(token) : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A concrete path for a route pattern: any id, date or wildcard will do, since access is checked first. */
const concrete = (url: string) =>
  url
    .replace(/:date\b/g, '2026-01-01')
    .replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-00000000abcd')
    .replace(/\*$/, 'x');

describe('every route declares who may call it', () => {
  it('lists every API route with a known access level', () => {
    const api = t.app.routeAccess.filter((r) => r.url.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(100);
    for (const route of t.app.routeAccess) expect(ACCESS_LEVELS, `${route.method} ${route.url}`).toContain(route.access);
    // The few public API routes, named: anything else public would be a mistake to look at.
    const publicApi = api.filter((r) => r.access === 'public' && !r.url.startsWith('/api/docs')).map((r) => `${r.method} ${r.url}`);
    expect(publicApi.sort()).toEqual(
      [
        'GET /api/files/:id',
        'GET /api/health',
        'HEAD /api/files/:id',
        'HEAD /api/health',
        'POST /api/auth/forgot-password',
        // Mobile sign-in: rate-limited, the same answer for any number, codes hashed (otp.test.ts).
        'POST /api/auth/otp/request',
        'POST /api/auth/otp/verify',
        'POST /api/auth/refresh',
        'POST /api/auth/reset-password',
        'POST /api/auth/signin',
        'POST /api/auth/signout',
        'POST /api/auth/signup',
        'POST /api/auth/signup/resend',
        'POST /api/auth/signup/verify',
        'POST /api/feedback',
        // Plans are the public price list; the webhook is checked by its signature instead.
        'GET /api/plans',
        'HEAD /api/plans',
        'POST /api/payments/webhooks/razorpay',
      ].sort(),
    );
  });

  it('refuses to start an app with a route that declares nothing', async () => {
    const app = Fastify({ logger: false });
    registerAuth(app);
    app.get('/api/forgotten', async () => ({ secret: true }));
    await expect(app.ready()).rejects.toThrow(/GET \/api\/forgotten must declare who may call it/);
    await app.close();
  });

  // Walks every registered route: an anonymous caller gets 401 from each private one, a
  // student 403 from each staff, admin and superAdmin one, a teacher 403 from each admin one
  // and an admin 403 from each superAdmin one. Params are dummies: access is decided first.
  const refusals: { access: Access; who: keyof typeof tokens | null; status: number }[] = [
    { access: 'user', who: null, status: 401 },
    { access: 'staff', who: null, status: 401 },
    { access: 'admin', who: null, status: 401 },
    { access: 'superAdmin', who: null, status: 401 },
    { access: 'staff', who: 'student', status: 403 },
    { access: 'admin', who: 'student', status: 403 },
    { access: 'superAdmin', who: 'student', status: 403 },
    { access: 'admin', who: 'teacher', status: 403 },
    { access: 'superAdmin', who: 'teacher', status: 403 },
    { access: 'superAdmin', who: 'admin', status: 403 },
  ];
  it.each(refusals)('every $access route refuses $who with $status', async ({ access, who, status }) => {
    const routes = t.app.routeAccess.filter((r) => r.access === access && r.method !== 'HEAD');
    expect(routes.length, `no ${access} routes`).toBeGreaterThan(0);
    for (const route of routes) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: who ? authHeader(tokens[who]!) : {},
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(status);
      expect(res.json().error.code).toBe(status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN');
    }
  });
});

/**
 * Refused: 401, 403, 404, or a 400 when the spelling matched a neighbouring route the caller may
 * use (`/api/organizations/` is `/api/organizations/:id` with an empty id); never a success.
 */
function expectRefused(res: { status: number; body: string }) {
  expect([400, 401, 403, 404], res.body).toContain(res.status);
}

describe('a path spelled another way reaches the same check', () => {
  // Each turns the canonical `/api/<rest>` into a spelling a router or proxy might accept.
  const spellings: [string, (rest: string) => string][] = [
    ['%61pi', (rest) => `/%61pi/${rest}`],
    ['ap%69', (rest) => `/ap%69/${rest}`],
    ['%2Fapi', (rest) => `/%2Fapi/${rest}`],
    ['//api', (rest) => `//api/${rest}`],
    ['/API', (rest) => `/API/${rest}`],
    ['/api/../api', (rest) => `/api/../api/${rest}`],
    ['/api/./', (rest) => `/api/./${rest}`],
    ['%2e%2e', (rest) => `/api/%2e%2e/api/${rest}`],
    ['trailing slash', (rest) => `/api/${rest}/`],
    ['trailing dot', (rest) => `/api/${rest}.`],
    ['trailing dot and slash', (rest) => `/api/${rest}./`],
    ['encoded trailing slash', (rest) => `/api/${rest}%2F`],
    ['double slash inside', (rest) => `/api//${rest}`],
    ['encoded everything', (rest) => `/${[...`api/${rest}`].map((c) => (c === '/' ? '/' : `%${c.charCodeAt(0).toString(16)}`)).join('')}`],
  ];

  it.each(spellings)('%s: a signed-in route refuses an anonymous caller', async (_name, spell) => {
    expect((await raw('GET', '/api/auth/me')).status).toBe(401);
    const res = await raw('GET', spell('auth/me'));
    expectRefused(res);
    expect(res.body).not.toContain('"username"');
  });

  it.each(spellings)('%s: a staff route refuses a student and an anonymous caller', async (_name, spell) => {
    expect((await raw('GET', '/api/question-bank', tokens.teacher)).status).toBe(200);
    for (const token of [undefined, tokens.student]) {
      const res = await raw('GET', spell('question-bank'), token);
      expectRefused(res);
      expect(res.body).not.toContain('"correctOptionIds"');
    }
  });

  it.each(spellings)('%s: a superAdmin route refuses an admin, a student and an anonymous caller', async (_name, spell) => {
    expect((await raw('GET', '/api/organizations', tokens.superAdmin)).status).toBe(200);
    for (const token of [undefined, tokens.student, tokens.admin]) {
      for (const path of ['organizations', 'feedback', 'admin/stats']) {
        const res = await raw('GET', spell(path), token);
        expectRefused(res);
        expect(res.body).not.toContain('inviteCode');
      }
    }
  });

  it.each(spellings)('%s: a public route stays public or is not found, never a private answer', async (_name, spell) => {
    const res = await raw('GET', spell('health'));
    expect([200, 404], res.body).toContain(res.status);
  });

  it.each(spellings)('%s: nobody appoints or removes an admin without being superAdmin', async (_name, spell) => {
    const victim = await signUp(t.app);
    for (const token of [undefined, tokens.student, tokens.admin]) {
      const appoint = await raw('POST', spell(`organizations/${DEMO_ORG_ID}/admins`), token, { email: victim.user.email });
      expectRefused(appoint);
      const demote = await raw('DELETE', spell(`organizations/${DEMO_ORG_ID}/admins/${victim.user.id}`), token);
      expectRefused(demote);
    }
    const [row] = await t.db
      .select({ role: users.role, organizationId: users.organizationId })
      .from(users)
      .where(eq(users.id, victim.user.id));
    expect(row.role).toBe('user');
    expect(row.organizationId).not.toBe(DEMO_ORG_ID);
  });
});

describe('isApiPath', () => {
  it.each(['/api/x', '/%61pi/x', '/ap%69/x', '//api/x', '/API/x', '/app/../api/x', '/%2Fapi/x', '/api', '/api/x?y=1'])(
    '%s is the API',
    (url) => expect(isApiPath(url)).toBe(true),
  );
  it.each(['/', '/exams/api', '/apis', '/about?next=/api/x', '/%E0%A4%x'])('%s is not', (url) => expect(isApiPath(url)).toBe(false));
});
