import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminStats } from '@pariksha/shared/schemas/admin';
import { feedback, users } from '../../db/schema/index.ts';
import {
  DEFAULT_ORG_ID,
  DEMO_ORG_ID,
  authHeader,
  createTestApp,
  expectError,
  signIn,
  signUp,
  unique,
  type TestApp,
} from '../../test/app.ts';

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await createTestApp();
  superToken = (await signIn(t.app, 'superadmin')).token;
});
afterAll(() => t?.close());

async function stats(): Promise<AdminStats> {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: authHeader(superToken) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const feedbackMessage = (subject: string) => ({
  formType: 'feedback' as const,
  name: 'Kavita Yadav',
  email: `${unique()}@test.example.com`,
  subject,
  message: 'The mock test timer was very helpful, thank you.',
});

describe('GET /api/admin/stats', () => {
  it('answers 401 without a session', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/admin/stats' }), 401, 'UNAUTHORIZED');
  });

  it('answers 403 to an organisation admin and to a student', async () => {
    for (const who of ['admin', 'student']) {
      const { token } = await signIn(t.app, who);
      expectError(await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: authHeader(token) }), 403, 'FORBIDDEN');
    }
  });

  it('counts the seeded platform exactly', async () => {
    const s = await stats();
    expect(s.organizations).toBe(2);
    expect(s.users).toEqual({ total: 4, user: 2, admin: 1, superAdmin: 1 });
    expect(s.newSignUps).toBe(4);
    expect(s.feedback).toEqual({ open: 0, handled: 0 });
    expect(s.openFeedback).toEqual([]);
    const memberCounts = Object.fromEntries(s.newestOrganizations.map((o) => [o.id, o.memberCount]));
    expect(memberCounts).toEqual({ [DEFAULT_ORG_ID]: 2, [DEMO_ORG_ID]: 2 });
  });

  it('follows new organisations, sign-ups and feedback, and leaves old accounts out of new sign-ups', async () => {
    const before = await stats();

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/organizations',
      headers: authHeader(superToken),
      payload: { name: `Vidya Coaching ${unique()}` },
    });
    expect(created.statusCode, created.body).toBe(201);
    const org = created.json();
    await signUp(t.app, { inviteCode: org.inviteCode });
    await signUp(t.app);
    // An account from last month counts as a user but not as a new sign-up.
    const old = unique();
    await t.db.insert(users).values({
      name: 'Old Account',
      email: `${old}@test.example.com`,
      username: old,
      passwordHash: 'not-a-real-hash',
      organizationId: DEFAULT_ORG_ID,
      createdAt: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000),
    });

    const ids: string[] = [];
    for (const subject of ['First message', 'Second message', 'Third message']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/feedback', payload: feedbackMessage(subject) });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }
    const handled = await t.app.inject({
      method: 'PATCH',
      url: `/api/feedback/${ids[1]}`,
      headers: authHeader(superToken),
      payload: { handled: true },
    });
    expect(handled.statusCode, handled.body).toBe(200);

    const after = await stats();
    expect(after.organizations).toBe(before.organizations + 1);
    expect(after.users.total).toBe(before.users.total + 3);
    expect(after.users.user).toBe(before.users.user + 3);
    expect(after.users.admin).toBe(before.users.admin);
    expect(after.newSignUps).toBe(before.newSignUps + 2);
    expect(after.feedback).toEqual({ open: before.feedback.open + 2, handled: before.feedback.handled + 1 });
    expect(after.openFeedback.map((f) => f.subject)).toEqual(['Third message', 'First message']);
    expect(after.newestOrganizations[0]).toMatchObject({ id: org.id, name: org.name, memberCount: 1 });

    // The numbers agree with the table itself, not only with the deltas.
    const n = await t.db.$count(users);
    expect(after.users.total).toBe(n);
    const handledRows = await t.db.select().from(feedback).where(eq(feedback.handled, true));
    expect(after.feedback.handled).toBe(handledRows.length);
  });

  it('lists at most five newest organisations, newest first', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/organizations',
        headers: authHeader(superToken),
        payload: { name: `Batch Institute ${i} ${unique()}` },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const s = await stats();
    expect(s.newestOrganizations).toHaveLength(5);
    const times = s.newestOrganizations.map((o) => Date.parse(o.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(s.newestOrganizations.some((o) => o.id === DEFAULT_ORG_ID)).toBe(false);
  });
});

describe('bodiless calls from the web client', () => {
  // The client sends `Content-Type: application/json` on every call (spec 7), DELETE included.
  it('accepts a DELETE with a JSON content type and no body', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/organizations',
      headers: authHeader(superToken),
      payload: { name: `Removal Test ${unique()}` },
    });
    const org = created.json();
    const future = await signUp(t.app);
    const appointed = await t.app.inject({
      method: 'POST',
      url: `/api/organizations/${org.id}/admins`,
      headers: authHeader(superToken),
      payload: { email: future.user.email },
    });
    expect(appointed.statusCode, appointed.body).toBe(200);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/organizations/${org.id}/admins/${future.user.id}?_t=1`,
      headers: { ...authHeader(superToken), 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().admins).toEqual([]);
  });

  it('still refuses malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/organizations',
      headers: { ...authHeader(superToken), 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }) });
  });
});
