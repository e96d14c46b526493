import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox, refreshTokens, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { STALE_TOKEN } from '../../plugins/auth.ts';
import { authHeader, createTestApp, DEFAULT_ORG_ID, DEMO_ORG_ID, expectError, signIn, unique, type TestApp } from '../../test/app.ts';
import { setUserActive } from '../users/service.ts';

/** Security issue 9: sessions and tokens after password, role and account changes. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
afterEach(() => {
  vi.restoreAllMocks();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: token ? authHeader(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const post = (url: string, payload: unknown) => call('POST', url, undefined, payload);
const refresh = (refreshToken: string) => post('/api/auth/refresh', { refreshToken });
const changePassword = (token: string, currentPassword: string, newPassword = 'Fresh98765') =>
  call('POST', '/api/profile/password', token, { currentPassword, newPassword });
const signInAttempt = (identifier: string, password: string) => post('/api/auth/signin', { identifier, password });
const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
/**
 * A new account, signed in. Made in the database so that these tests depend on sign-in only,
 * not on the sign-up flow.
 */
async function signUp(app = t.app, password = 'Secret123') {
  const id = unique();
  const [row] = await t.db
    .insert(users)
    .values({
      name: 'Test User',
      email: `${id}@test.example.com`,
      username: id,
      passwordHash: await hashPassword(password),
      organizationId: DEFAULT_ORG_ID,
    })
    .returning();
  const session = await signIn(app, row.username, password);
  return { ...session, user: { ...session.user, email: row.email! }, password };
}

/** A token as issued before `sid` and `tv` were in the payload. */
const legacyToken = (user: { id: string; organizationId: string }) =>
  t.app.deps.jwt.sign({ sub: user.id, organizationId: user.organizationId, role: 'user', orgRole: 'student' });

describe('changing the password ends the other sessions', () => {
  it('revokes every other refresh-token family and keeps the current session', async () => {
    const here = await signUp();
    const phone = await signIn(t.app, here.user.username, here.password);
    const laptop = await signIn(t.app, here.user.email, here.password);

    const res = await changePassword(here.token, here.password);
    expect(res.statusCode, res.body).toBe(200);

    expectError(await refresh(phone.refreshToken), 401, 'UNAUTHORIZED');
    expectError(await refresh(laptop.refreshToken), 401, 'UNAUTHORIZED');
    // The session that changed the password goes on, with a token of the new version.
    const renewed = await refresh(here.refreshToken);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(await t.app.deps.jwt.verify(renewed.json().token)).toMatchObject({ sub: here.user.id, tv: 1 });
  });

  it('with a token that names no session (issued before sid existed) revokes every family', async () => {
    const here = await signUp();
    const other = await signIn(t.app, here.user.username, here.password);
    const res = await changePassword(await legacyToken(here.user), here.password);
    expect(res.statusCode, res.body).toBe(200);
    expectError(await refresh(here.refreshToken), 401, 'UNAUTHORIZED');
    expectError(await refresh(other.refreshToken), 401, 'UNAUTHORIZED');
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, here.user.id));
    expect(rows.every((r) => r.revokedAt)).toBe(true);
  });

  it('puts the session id and token version in the access token', async () => {
    const me = await signUp();
    const payload = await t.app.deps.jwt.verify(me.token);
    const [row] = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, me.user.id));
    expect(payload).toMatchObject({ sub: me.user.id, sid: row.familyId, tv: 0 });
  });
});

describe('sign-in lock-out is per account', () => {
  it('failures typed as the email also lock the username (one count per account)', async () => {
    const { maxPerAccount } = t.config.signIn;
    const victim = await signUp();
    for (let i = 0; i < maxPerAccount; i++) {
      expectError(await signInAttempt(victim.user.email, `Wrong${i}1234`), 401, 'UNAUTHORIZED');
    }
    expectError(await signInAttempt(victim.user.username, victim.password), 429, 'RATE_LIMITED');
    expectError(await signInAttempt(victim.user.username, 'Another999'), 429, 'RATE_LIMITED');
  });

  it('counts an unknown identifier on its own, locked after the same number of failures', async () => {
    const { maxPerAccount } = t.config.signIn;
    const ghost = `${unique()}@nobody.example.com`;
    for (let i = 0; i < maxPerAccount; i++) expectError(await signInAttempt(ghost, 'Wrong1234'), 401, 'UNAUTHORIZED');
    expectError(await signInAttempt(ghost.toUpperCase(), 'Wrong1234'), 429, 'RATE_LIMITED');
    // Someone else's account is not touched by it.
    await signIn(t.app, 'learner');
  });

  it('guesses sent in parallel cannot get past the limit', async () => {
    const { maxPerAccount } = t.config.signIn;
    const victim = await signUp();
    const answers = await Promise.all(
      Array.from({ length: maxPerAccount * 3 }, (_, i) => signInAttempt(victim.user.username, `Guess${i}xyz`)),
    );
    expect(answers.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(maxPerAccount);
    expect(answers.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(maxPerAccount * 2);
  });
});

describe('the current-password check of a password change is throttled', () => {
  it('locks after SIGNIN_MAX_PER_ACCOUNT wrong current passwords with 429, sharing the count with sign-in', async () => {
    const { maxPerAccount } = t.config.signIn;
    const me = await signUp();
    const before = await userRow(me.user.id);
    for (let i = 0; i < maxPerAccount; i++) {
      expectError(await changePassword(me.token, `Guess${i}abcd`), 400, 'VALIDATION_FAILED');
    }
    const locked = expectError(await changePassword(me.token, me.password), 429, 'RATE_LIMITED');
    expect(locked.message).toMatch(/too many/i);
    expect((await userRow(me.user.id)).passwordHash).toBe(before.passwordHash);
    // The same lock holds at sign-in.
    expectError(await signInAttempt(me.user.email, me.password), 429, 'RATE_LIMITED');
  });

  it('counts sign-in failures towards the same lock', async () => {
    const { maxPerAccount } = t.config.signIn;
    const me = await signUp();
    for (let i = 0; i < maxPerAccount - 1; i++) expectError(await signInAttempt(me.user.username, 'Wrong1234'), 401, 'UNAUTHORIZED');
    expectError(await changePassword(me.token, 'Wrong1234'), 400, 'VALIDATION_FAILED');
    expectError(await changePassword(me.token, me.password), 429, 'RATE_LIMITED');
  });
});

describe('password reset links', () => {
  const resetTokens = async (email: string) => {
    const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt));
    return rows.map((row) => {
      const link = row.text.split('\n').find((l) => l.includes('/reset-password?token='))!;
      return decodeURIComponent(new URL(link).searchParams.get('token')!);
    });
  };

  it("a reset with one link makes the user's other links useless", async () => {
    const user = await signUp();
    for (let i = 0; i < 2; i++) expect((await post('/api/auth/forgot-password', { email: user.user.email })).statusCode).toBe(200);
    const [second, first] = await resetTokens(user.user.email);
    expect(first).toBeDefined();
    expect((await post('/api/auth/reset-password', { token: first, password: 'NewSecret456' })).statusCode).toBe(200);
    expectError(await post('/api/auth/reset-password', { token: second, password: 'Hijacked789' }), 400, 'VALIDATION_FAILED');
    await signIn(t.app, user.user.email, 'NewSecret456');
  });

  it('a reset moves the token version on, so earlier access tokens are refused on sensitive routes', async () => {
    const user = await signUp();
    await post('/api/auth/forgot-password', { email: user.user.email });
    const [token] = await resetTokens(user.user.email);
    expect((await post('/api/auth/reset-password', { token, password: 'NewSecret456' })).statusCode).toBe(200);
    expect((await userRow(user.user.id)).tokenVersion).toBe(1);
    expect(expectError(await call('PATCH', '/api/profile', user.token, { name: 'Intruder' }), 401, 'UNAUTHORIZED').message).toBe(
      STALE_TOKEN,
    );
  });
});

describe('role and organisation changes reach the token', () => {
  it('a demoted admin is refused on admin routes with 401 at once; the refreshed token gets 403', async () => {
    const su = await signIn(t.app, 'superadmin');
    const person = await signUp();
    const org = (await call('POST', '/api/organizations', su.token, { name: `Demote ${unique()}` })).json();
    const url = `/api/organizations/${org.id}`;
    expect((await call('POST', `${url}/admins`, su.token, { email: person.user.email })).statusCode).toBe(200);
    const admin = await signIn(t.app, person.user.username, person.password);
    // Read once so the version is cached: the demotion must drop it, not wait for it to expire.
    expect((await call('GET', url, admin.token)).statusCode).toBe(200);
    const removed = await call('DELETE', `${url}/admins/${person.user.id}`, su.token);
    expect(removed.statusCode, removed.body).toBe(200);

    const stale = expectError(await call('GET', url, admin.token), 401, 'UNAUTHORIZED');
    expect(stale.message).toBe(STALE_TOKEN);
    expectError(await call('PATCH', url, admin.token, { description: 'Still mine?' }), 401, 'UNAUTHORIZED');

    const renewed = await refresh(admin.refreshToken);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const { token } = renewed.json();
    expect(await t.app.deps.jwt.verify(token)).toMatchObject({ role: 'user', orgRole: 'teacher', tv: 2 });
    expectError(await call('GET', url, token), 403, 'FORBIDDEN');
  });

  it('an appointed admin is sent to refresh (401, not 403) and the refreshed token carries the role', async () => {
    const person = await signUp();
    const su = await signIn(t.app, 'superadmin');
    const org = (await call('POST', '/api/organizations', su.token, { name: `Appoint ${unique()}` })).json();
    expect((await call('POST', `/api/organizations/${org.id}/admins`, su.token, { email: person.user.email })).statusCode).toBe(200);
    expectError(await call('GET', `/api/organizations/${org.id}`, person.token), 401, 'UNAUTHORIZED');
    const { token } = (await refresh(person.refreshToken)).json();
    expect(await t.app.deps.jwt.verify(token)).toMatchObject({ role: 'admin', orgRole: 'owner', organizationId: org.id, tv: 1 });
    expect((await call('GET', `/api/organizations/${org.id}`, token)).statusCode).toBe(200);
  });

  it('after a password change, other sessions are refused on sensitive routes and keep student routes', async () => {
    const here = await signUp();
    const other = await signIn(t.app, here.user.username, here.password);
    expect((await changePassword(here.token, here.password)).statusCode).toBe(200);
    for (const token of [here.token, other.token]) {
      expectError(await call('PATCH', '/api/profile', token, { name: 'Changed' }), 401, 'UNAUTHORIZED');
      expectError(await changePassword(token, 'Fresh98765', 'Again12345'), 401, 'UNAUTHORIZED');
      expectError(await call('DELETE', '/api/profile/picture', token), 401, 'UNAUTHORIZED');
      // Not sensitive: answered from the token alone until it expires (15 minutes).
      expect((await call('GET', '/api/exams', token)).statusCode).toBe(200);
    }
    const { token } = (await refresh(here.refreshToken)).json();
    expect((await call('PATCH', '/api/profile', token, { name: 'Changed' })).statusCode).toBe(200);
  });

  it('GET /api/auth/me answers 401 to a stale token, so a client whose socket was refused refreshes', async () => {
    const me = await signUp();
    expect((await call('GET', '/api/auth/me', me.token)).statusCode).toBe(200);
    expect((await changePassword(me.token, me.password)).statusCode).toBe(200);
    expect(expectError(await call('GET', '/api/auth/me', me.token), 401, 'UNAUTHORIZED').message).toBe(STALE_TOKEN);
    const { token } = (await refresh(me.refreshToken)).json();
    expect((await call('GET', '/api/auth/me', token)).statusCode).toBe(200);
  });

  it('accepts a token from before the tv claim on sensitive routes until the first bump', async () => {
    const me = await signUp();
    const old = await legacyToken(me.user);
    expect((await call('PATCH', '/api/profile', old, { name: 'Old Token' })).statusCode).toBe(200);
    expect((await call('GET', '/api/profile', old)).statusCode).toBe(200);
    await setUserActive(t.app.deps, me.user.id, true); // any change moves the version on
    expectError(await call('PATCH', '/api/profile', old, { name: 'Old Token' }), 401, 'UNAUTHORIZED');
  });
});

describe('a deactivated account', () => {
  it('is refused on sensitive and staff routes at once, and cannot sign in or refresh', async () => {
    const teacher = await signUp();
    await t.db.update(users).set({ organizationId: DEMO_ORG_ID, orgRole: 'teacher' }).where(eq(users.id, teacher.user.id));
    const session = await signIn(t.app, teacher.user.username, teacher.password);
    expect(t.app.routeAccess).toContainEqual({ method: 'GET', url: '/api/exam-authoring', access: 'staff' });
    expect((await call('GET', '/api/exam-authoring', session.token)).statusCode).toBe(200);

    await setUserActive(t.app.deps, teacher.user.id, false);

    const refused = expectError(await call('GET', '/api/exam-authoring', session.token), 401, 'UNAUTHORIZED');
    expect(refused.message).toBe('Your account is no longer active');
    expectError(await call('PATCH', '/api/profile', session.token, { name: 'Gone' }), 401, 'UNAUTHORIZED');
    expectError(await signInAttempt(teacher.user.username, teacher.password), 403, 'FORBIDDEN');
    expectError(await refresh(session.refreshToken), 401, 'UNAUTHORIZED');
    expectError(await refresh(teacher.refreshToken), 401, 'UNAUTHORIZED');
  });

  it('deactivated in the database alone is refused at refresh and sign-in', async () => {
    const user = await signUp();
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.user.id));
    expectError(await signInAttempt(user.user.username, user.password), 403, 'FORBIDDEN');
    expectError(await refresh(user.refreshToken), 401, 'UNAUTHORIZED');
    expectError(await call('PATCH', '/api/profile', user.token, { name: 'Gone' }), 401, 'UNAUTHORIZED');
  });
});

describe('the routes of a live test look nothing up', () => {
  it('no token-version lookup on student exam routes; one on sensitive and staff routes', async () => {
    const student = await signIn(t.app, 'student');
    const lookup = vi.spyOn(t.app.deps.tokenVersions, 'lookup');
    const examRoutes = t.app.routeAccess.filter(
      (r) => r.access === 'user' && /^\/api\/(attempts|exam-sets|exams)\b/.test(r.url) && r.method !== 'HEAD',
    );
    expect(examRoutes.some((r) => r.method === 'PUT' && r.url === '/api/attempts/:attemptId/answers')).toBe(true);
    for (const route of examRoutes) {
      const url = route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-00000000abcd');
      await call(route.method as Method, url, student.token, route.method === 'GET' ? undefined : {});
    }
    expect(lookup).not.toHaveBeenCalled();
    await call('PATCH', '/api/profile', student.token, { name: 'Student' });
    expect(lookup).toHaveBeenCalledTimes(1);
  });
});
