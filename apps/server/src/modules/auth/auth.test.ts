import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox, passwordResets, refreshTokens, users } from '../../db/schema/index.ts';
import { authHeader, countRows, createTestApp, DEMO_ORG_ID, expectError, signIn, signUp, unique, type TestApp } from '../../test/app.ts';
import { createJwt } from '../../lib/jwt.ts';
import { sha256 } from '../../lib/crypto.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

// Sign-up (both steps) is tested in signup.test.ts.

describe('POST /api/auth/signin', () => {
  it('signs in by email and by username, in any case', async () => {
    const byEmail = await signIn(t.app, 'Student@Example.com');
    expect(byEmail.user).toMatchObject({ username: 'student', role: 'user', organizationId: DEMO_ORG_ID });
    expect(byEmail.organization).toMatchObject({ id: DEMO_ORG_ID, name: 'Demo Institute', inviteCode: null });
    const byUsername = await signIn(t.app, ' STUDENT ');
    expect(byUsername.user.id).toBe(byEmail.user.id);
    expect(byUsername.refreshToken).not.toBe(byEmail.refreshToken);
    const admin = await signIn(t.app, 'admin');
    expect(admin.organization.inviteCode).toBe('DEMO2026'); // staff see it
  });

  it('refuses a wrong password and an unknown account with the same 401', async () => {
    const wrong = expectError(await post('/api/auth/signin', { identifier: 'learner', password: 'Wrong@12345' }), 401, 'UNAUTHORIZED');
    const unknown = expectError(
      await post('/api/auth/signin', { identifier: `${unique()}@x.example.com`, password: 'Wrong@12345' }),
      401,
      'UNAUTHORIZED',
    );
    expect(unknown.message).toBe(wrong.message);
  });

  it('refuses bad input with 400 and issues no token', async () => {
    const before = await countRows(t.db, refreshTokens);
    expectError(await post('/api/auth/signin', { identifier: '', password: 'x' }), 400, 'VALIDATION_FAILED');
    expectError(await post('/api/auth/signin', { identifier: 'student' }), 400, 'VALIDATION_FAILED');
    expectError(await post('/api/auth/signin', { identifier: 'student', password: 'x'.repeat(129) }), 400, 'VALIDATION_FAILED');
    expect(await countRows(t.db, refreshTokens)).toBe(before);
  });

  it(`locks an account after SIGNIN_MAX_PER_ACCOUNT failures with 429 RATE_LIMITED`, async () => {
    const { maxPerAccount } = t.config.signIn;
    const victim = await signUp(t.app);
    for (let i = 0; i < maxPerAccount; i++) {
      expectError(await post('/api/auth/signin', { identifier: victim.user.username, password: 'Wrong1234' }), 401, 'UNAUTHORIZED');
    }
    const locked = await post('/api/auth/signin', { identifier: victim.user.username.toUpperCase(), password: victim.password });
    expect(expectError(locked, 429, 'RATE_LIMITED').message).toMatch(/too many/i);
    // Another account from the same address is unaffected.
    await signIn(t.app, 'learner');
  });

  it('clears the failure count after a successful sign-in', async () => {
    const { maxPerAccount } = t.config.signIn;
    const user = await signUp(t.app);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < maxPerAccount - 1; i++) {
        expectError(await post('/api/auth/signin', { identifier: user.user.email, password: 'Wrong1234' }), 401, 'UNAUTHORIZED');
      }
      await signIn(t.app, user.user.email, user.password);
    }
  });

  it('refuses a deactivated account with 403', async () => {
    const user = await signUp(t.app);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.user.id));
    expectError(await post('/api/auth/signin', { identifier: user.user.username, password: user.password }), 403, 'FORBIDDEN');
    expectError(await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authHeader(user.token) }), 401, 'UNAUTHORIZED');
    expectError(await post('/api/auth/refresh', { refreshToken: user.refreshToken }), 401, 'UNAUTHORIZED');
  });
});

describe('per-IP sign-in limit', () => {
  it('answers 429 RATE_LIMITED after maxPerIp attempts from one address, other addresses still pass', async () => {
    const limited = await t.withConfig({ signIn: { maxPerIp: 3, maxPerAccount: 100, windowMs: 15 * 60_000 } });
    const attempt = (ip: string, password = 'Wrong1234') =>
      limited.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { identifier: 'learner', password },
        headers: { 'x-forwarded-for': ip },
      });
    for (let i = 0; i < 3; i++) expect((await attempt('203.0.113.7')).statusCode).toBe(401);
    const res = await attempt('203.0.113.7', 'Demo@12345');
    expectError(res, 429, 'RATE_LIMITED');
    expect((await attempt('203.0.113.8', 'Demo@12345')).statusCode).toBe(200);
  });

  it('ignores a forged X-Forwarded-For unless TRUST_PROXY says a proxy sets it', async () => {
    const direct = await t.withConfig({ trustProxy: false, signIn: { maxPerIp: 2, maxPerAccount: 100, windowMs: 15 * 60_000 } });
    const attempt = (ip: string) =>
      direct.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { identifier: 'learner', password: 'Wrong1234' },
        headers: { 'x-forwarded-for': ip },
      });
    expect((await attempt('198.51.100.1')).statusCode).toBe(401);
    expect((await attempt('198.51.100.2')).statusCode).toBe(401);
    // A third "address" is the same caller: still limited.
    expectError(await attempt('198.51.100.3'), 429, 'RATE_LIMITED');
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates: the new pair works, the old refresh token is refused, and reusing it revokes the family', async () => {
    const session = await signIn(t.app, 'learner');
    const first = await post('/api/auth/refresh', { refreshToken: session.refreshToken });
    expect(first.statusCode, first.body).toBe(200);
    const rotated = first.json();
    expect(rotated.refreshToken).not.toBe(session.refreshToken);
    expect(await t.app.deps.jwt.verify(rotated.token)).toMatchObject({ sub: session.user.id, role: 'user' });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authHeader(rotated.token) });
    expect(me.statusCode).toBe(200);

    // The old token again: refused, and the whole family is revoked...
    expectError(await post('/api/auth/refresh', { refreshToken: session.refreshToken }), 401, 'UNAUTHORIZED');
    // ...so the token issued by the rotation no longer works either.
    expectError(await post('/api/auth/refresh', { refreshToken: rotated.refreshToken }), 401, 'UNAUTHORIZED');
  });

  it('revoking one family leaves another sign-in of the same user working', async () => {
    const a = await signIn(t.app, 'learner');
    const b = await signIn(t.app, 'learner');
    expect((await post('/api/auth/refresh', { refreshToken: a.refreshToken })).statusCode).toBe(200);
    expectError(await post('/api/auth/refresh', { refreshToken: a.refreshToken }), 401, 'UNAUTHORIZED');
    expect((await post('/api/auth/refresh', { refreshToken: b.refreshToken })).statusCode).toBe(200);
  });

  it('refuses an expired refresh token', async () => {
    const session = await signIn(t.app, 'learner');
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, session.user.id));
    expectError(await post('/api/auth/refresh', { refreshToken: session.refreshToken }), 401, 'UNAUTHORIZED');
  });

  it('picks up role and organisation changes in the new access token', async () => {
    const user = await signUp(t.app);
    await t.db.update(users).set({ organizationId: DEMO_ORG_ID }).where(eq(users.id, user.user.id));
    const res = await post('/api/auth/refresh', { refreshToken: user.refreshToken });
    expect(await t.app.deps.jwt.verify(res.json().token)).toMatchObject({ organizationId: DEMO_ORG_ID });
  });

  it('refuses bad input with 400 and an unknown token with 401, writing nothing', async () => {
    const before = await countRows(t.db, refreshTokens);
    expectError(await post('/api/auth/refresh', {}), 400, 'VALIDATION_FAILED');
    expectError(await post('/api/auth/refresh', { refreshToken: 'short' }), 400, 'VALIDATION_FAILED');
    expectError(await post('/api/auth/refresh', { refreshToken: 'x'.repeat(43) }), 401, 'UNAUTHORIZED');
    expect(await countRows(t.db, refreshTokens)).toBe(before);
  });
});

describe('POST /api/auth/signout', () => {
  it('revokes the refresh token and its family', async () => {
    const session = await signUp(t.app); // one family only
    const other = await signIn(t.app, session.user.username, session.password);
    const rotated = (await post('/api/auth/refresh', { refreshToken: session.refreshToken })).json();
    const res = await post('/api/auth/signout', { refreshToken: rotated.refreshToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expectError(await post('/api/auth/refresh', { refreshToken: rotated.refreshToken }), 401, 'UNAUTHORIZED');
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.user.id));
    const family = rows.filter((r) => r.familyId !== rows.find((x) => x.tokenHash === sha256(other.refreshToken))!.familyId);
    expect(family).toHaveLength(2);
    expect(family.every((r) => r.revokedAt)).toBe(true);
    // The other device's session is not signed out.
    expect((await post('/api/auth/refresh', { refreshToken: other.refreshToken })).statusCode).toBe(200);
  });

  it('answers ok without a token or with an unknown one', async () => {
    expect((await post('/api/auth/signout', {})).json()).toEqual({ ok: true });
    expect((await post('/api/auth/signout', { refreshToken: 'x'.repeat(43) })).json()).toEqual({ ok: true });
  });

  it('refuses bad input with 400', async () => {
    const session = await signIn(t.app, 'learner');
    expectError(await post('/api/auth/signout', { refreshToken: 42 }), 400, 'VALIDATION_FAILED');
    expectError(await post('/api/auth/signout', { refreshToken: 'x'.repeat(201) }), 400, 'VALIDATION_FAILED');
    expect((await post('/api/auth/refresh', { refreshToken: session.refreshToken })).statusCode).toBe(200);
  });
});

describe('forgot and reset password', () => {
  const latestMailTo = async (email: string) => {
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt)).limit(1);
    return row;
  };
  const tokenFrom = (text: string) => {
    const link = text.split('\n').find((l) => l.includes('/reset-password?token='));
    expect(link).toBeDefined();
    expect(link!.startsWith(`${t.config.publicUrl}/reset-password?token=`)).toBe(true);
    return decodeURIComponent(new URL(link!).searchParams.get('token')!);
  };

  it('mails a link whose token resets the password exactly once and ends every session', async () => {
    const user = await signUp(t.app);
    const res = await post('/api/auth/forgot-password', { email: user.user.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const mail = await latestMailTo(user.user.email);
    expect(mail).toBeDefined();
    const token = tokenFrom(mail.text);

    const reset = await post('/api/auth/reset-password', { token, password: 'NewSecret456' });
    expect(reset.statusCode, reset.body).toBe(200);
    await signIn(t.app, user.user.email, 'NewSecret456');
    expectError(await post('/api/auth/signin', { identifier: user.user.email, password: user.password }), 401, 'UNAUTHORIZED');
    // Sessions from before the reset are over.
    expectError(await post('/api/auth/refresh', { refreshToken: user.refreshToken }), 401, 'UNAUTHORIZED');

    expectError(await post('/api/auth/reset-password', { token, password: 'Another789' }), 400, 'VALIDATION_FAILED');
    await signIn(t.app, user.user.email, 'NewSecret456');
  });

  it('refuses an expired reset token and leaves the password as it was', async () => {
    const user = await signUp(t.app);
    await post('/api/auth/forgot-password', { email: user.user.email });
    const token = tokenFrom((await latestMailTo(user.user.email)).text);
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.user.id));
    expectError(await post('/api/auth/reset-password', { token, password: 'NewSecret456' }), 400, 'VALIDATION_FAILED');
    await signIn(t.app, user.user.username, user.password);
  });

  it('answers 200 for an unknown email without writing a mail', async () => {
    const before = await countRows(t.db, mailOutbox);
    const resets = await countRows(t.db, passwordResets);
    const res = await post('/api/auth/forgot-password', { email: `${unique()}@nobody.example.com` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await countRows(t.db, mailOutbox)).toBe(before);
    expect(await countRows(t.db, passwordResets)).toBe(resets);
  });

  it('does not mail a username given as the email', async () => {
    const before = await countRows(t.db, mailOutbox);
    expectError(await post('/api/auth/forgot-password', { email: 'student' }), 400, 'VALIDATION_FAILED');
    expect(await countRows(t.db, mailOutbox)).toBe(before);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const mails = await countRows(t.db, mailOutbox);
    const resets = await countRows(t.db, passwordResets);
    expectError(await post('/api/auth/forgot-password', {}), 400, 'VALIDATION_FAILED');
    expectError(await post('/api/auth/forgot-password', { email: 'a@' }), 400, 'VALIDATION_FAILED');
    expect(await countRows(t.db, mailOutbox)).toBe(mails);
    expect(await countRows(t.db, passwordResets)).toBe(resets);
  });

  it('refuses a weak new password or a malformed token with 400 without using up the token', async () => {
    const user = await signUp(t.app);
    await post('/api/auth/forgot-password', { email: user.user.email });
    const token = tokenFrom((await latestMailTo(user.user.email)).text);
    expectError(await post('/api/auth/reset-password', { token, password: 'short' }), 400, 'VALIDATION_FAILED');
    expectError(await post('/api/auth/reset-password', { token: 'abc', password: 'NewSecret456' }), 400, 'VALIDATION_FAILED');
    expectError(await post('/api/auth/reset-password', { token: 'y'.repeat(43), password: 'NewSecret456' }), 400, 'VALIDATION_FAILED');
    const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.user.id));
    expect(row.usedAt).toBeNull();
    expect((await post('/api/auth/reset-password', { token, password: 'NewSecret456' })).statusCode).toBe(200);
  });
});

describe('GET /api/auth/me', () => {
  it('answers the signed-in user and their organisation', async () => {
    const session = await signIn(t.app, 'admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authHeader(session.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: session.user, organization: session.organization });
  });

  it('refuses a missing, malformed, forged or expired token with 401', async () => {
    const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expectError(await me({}), 401, 'UNAUTHORIZED');
    expectError(await me({ authorization: 'Bearer not.a.jwt' }), 401, 'UNAUTHORIZED');
    expectError(await me({ authorization: 'Basic dXNlcjpwYXNz' }), 401, 'UNAUTHORIZED');
    const session = await signIn(t.app, 'student');
    const forged = await createJwt('another-secret-another-secret-another-secret').sign({
      sub: session.user.id,
      organizationId: DEMO_ORG_ID,
      role: 'superAdmin',
      orgRole: 'owner',
    });
    expectError(await me(authHeader(forged)), 401, 'UNAUTHORIZED');
    const expired = await t.app.deps.jwt.sign({ sub: session.user.id, organizationId: DEMO_ORG_ID, role: 'user', orgRole: 'student' }, -10);
    expectError(await me(authHeader(expired)), 401, 'UNAUTHORIZED');
  });
});
