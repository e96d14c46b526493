import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { TRIAL_DAYS } from '@pariksha/shared/constants';
import { mailOutbox, organizations, signupVerifications, users } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/crypto.ts';
import {
  authHeader,
  countRows,
  createTestApp,
  DEFAULT_ORG_ID,
  DEMO_ORG_ID,
  expectError,
  latestMailTo,
  signUp,
  signUpCodeFor,
  unique,
  type TestApp,
} from '../../test/app.ts';
import { SIGNUP_CODE_MAX_ATTEMPTS, SIGNUP_CODE_TTL_MINUTES, SIGNUP_CODES_PER_WINDOW } from './signup.ts';

/** Security issue 9: sign-up must not reveal which emails have accounts. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });
const form = (change: Record<string, unknown> = {}) => {
  const id = unique();
  return { name: 'Test User', email: `${id}@test.example.com`, username: id, password: 'Secret123', ...change };
};
const startSignUp = (payload: unknown) => post('/api/auth/signup', payload);
const verify = (email: string, code: string) => post('/api/auth/signup/verify', { email, code });
const resend = (email: string) => post('/api/auth/signup/resend', { email });
/** Any code but the right one. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const pending = (email: string) => t.db.select().from(signupVerifications).where(eq(signupVerifications.email, email));
const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt));

/** Starts a sign-up (202) and reads the code from the mail. */
async function started(change: Record<string, unknown> = {}) {
  const body = form(change);
  const res = await startSignUp(body);
  expect(res.statusCode, res.body).toBe(202);
  const email = body.email.toLowerCase();
  return { ...body, email, code: await signUpCodeFor(t.app, email) };
}

describe('POST /api/auth/signup: the same answer for a new and an existing email', () => {
  it('answers a new and an existing email with the same status, headers and bytes; mails the owner; creates nothing', async () => {
    const email = `${unique()}@test.example.com`;
    const sameForm = { name: 'Probe', email, username: unique(), password: 'Secret123' };
    const asNew = await startSignUp(sameForm);
    // The address gets an account in between (through the whole flow, another username).
    const owner = await signUp(t.app, { email, preferredLanguage: 'en' });
    const usersBefore = await countRows(t.db, users);
    const mailsBefore = (await mailsTo(email)).length;

    const asExisting = await startSignUp(sameForm);
    expect(asExisting.statusCode).toBe(202);
    expect(asExisting.statusCode).toBe(asNew.statusCode);
    expect(asExisting.body).toBe(asNew.body);
    expect(asExisting.json()).toEqual({ channel: 'email', email, expiresInMinutes: SIGNUP_CODE_TTL_MINUTES });
    const headers = (h: Record<string, unknown>) => ({ type: h['content-type'], length: h['content-length'] });
    expect(headers(asExisting.headers)).toEqual(headers(asNew.headers));

    // Nothing to verify was stored, and no account was made...
    expect(await countRows(t.db, users)).toBe(usersBefore);
    expect(await pending(email)).toEqual([]);
    // ...but the owner was told, in their own language, with the ways back in.
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails[0].subject).toMatch(/someone tried to create an account/i);
    expect(mails[0].text).toContain(`${t.config.publicUrl}/signin`);
    expect(mails[0].text).toContain(`${t.config.publicUrl}/forgot-password`);
    expect(mails[0].text).toContain(owner.user.username);
    expect(mails[0].text).not.toMatch(/^\s*\d{6}\s*$/m);
    // The owner's password is unchanged and their account is theirs.
    const signIn = await post('/api/auth/signin', { identifier: email, password: owner.password });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.username).toBe(owner.user.username);
  });

  it('mails the owner in the language of their account, not the one on the form', async () => {
    const owner = await signUp(t.app, { preferredLanguage: 'hi' });
    const res = await startSignUp(form({ email: owner.user.email, preferredLanguage: 'en' }));
    expect(res.statusCode).toBe(202);
    const mail = await latestMailTo(t.app, owner.user.email);
    expect(mail.subject).toContain('आपके ईमेल से खाता बनाने का प्रयास');
    expect(mail.text).toContain(`${t.config.publicUrl}/forgot-password`);
  });

  it('a code from an existing-account notice does not exist: no code verifies', async () => {
    const owner = await signUp(t.app);
    await startSignUp(form({ email: owner.user.email }));
    expectError(await verify(owner.user.email, '123456'), 400, 'VALIDATION_FAILED');
  });

  it('checks the username before the email: a taken username is 409 for a new and an existing email alike', async () => {
    // Usernames are public (leaderboards), so a taken one may be said.
    const owner = await signUp(t.app);
    const forNew = await startSignUp(form({ username: owner.user.username.toUpperCase() }));
    const forExisting = await startSignUp(form({ email: owner.user.email, username: owner.user.username }));
    expect(expectError(forNew, 409, 'CONFLICT').message).toBe('This username is taken');
    expect(forExisting.body).toBe(forNew.body);
  });

  it('refuses an unknown invite code with 400 for a new and an existing email alike, and writes nothing', async () => {
    const owner = await signUp(t.app);
    const mails = await countRows(t.db, mailOutbox);
    const rows = await countRows(t.db, signupVerifications);
    const forNew = await startSignUp(form({ inviteCode: 'NOPE0000' }));
    const forExisting = await startSignUp(form({ email: owner.user.email, inviteCode: 'NOPE0000' }));
    const error = expectError(forNew, 400, 'VALIDATION_FAILED');
    expect(error.details).toEqual({ fields: [{ field: 'inviteCode', message: expect.any(String) }] });
    expect(forExisting.body).toBe(forNew.body);
    expect(await countRows(t.db, mailOutbox)).toBe(mails);
    expect(await countRows(t.db, signupVerifications)).toBe(rows);
  });

  it('stores the form with the password and the code hashed, never in clear, for 30 minutes', async () => {
    const before = Date.now();
    const s = await started({ preferredLanguage: 'en', inviteCode: 'demo2026' });
    const [row] = await pending(s.email);
    expect(row.codeHash).toBe(sha256(s.code));
    expect(row.attempts).toBe(0);
    expect(row.usedAt).toBeNull();
    expect(row.expiresAt.getTime() - before).toBeGreaterThanOrEqual(SIGNUP_CODE_TTL_MINUTES * 60_000 - 1000);
    expect(row.expiresAt.getTime() - before).toBeLessThan(SIGNUP_CODE_TTL_MINUTES * 60_000 + 60_000);
    expect(row.payload).toMatchObject({ name: 'Test User', username: s.username, preferredLanguage: 'en', inviteCode: 'DEMO2026' });
    expect((row.payload as { passwordHash: string }).passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain(s.password);
    expect(JSON.stringify(row)).not.toContain(s.code);
  });

  it('mails the code in the language chosen on the form', async () => {
    const hi = await started({ preferredLanguage: 'hi' });
    expect((await latestMailTo(t.app, hi.email)).subject).toContain('अपने ईमेल की पुष्टि करें');
    const en = await started({ preferredLanguage: 'en' });
    const mail = await latestMailTo(t.app, en.email);
    expect(mail.subject).toMatch(/confirm your email/i);
    expect(mail.subject).not.toContain(en.code); // subjects are logged
    expect(mail.text).toContain(`${SIGNUP_CODE_TTL_MINUTES} minutes`);
  });

  it.each([
    ['an invalid email', { email: 'not-an-email' }, 'email'],
    ['a short password', { password: 'abc1' }, 'password'],
    ['a password without a number', { password: 'abcdefghij' }, 'password'],
    ['a username with spaces', { username: 'has space' }, 'username'],
    ['a missing name', { name: '' }, 'name'],
    ['an unknown language', { preferredLanguage: 'fr' }, 'preferredLanguage'],
    ['a one-letter institute name', { instituteName: 'X' }, 'instituteName'],
  ])('refuses %s with 400 VALIDATION_FAILED and writes nothing', async (_label, change, field) => {
    const mails = await countRows(t.db, mailOutbox);
    const rows = await countRows(t.db, signupVerifications);
    const error = expectError(await startSignUp(form(change)), 400, 'VALIDATION_FAILED');
    expect(error.details).toMatchObject({ fields: expect.arrayContaining([expect.objectContaining({ field })]) });
    expect(await countRows(t.db, mailOutbox)).toBe(mails);
    expect(await countRows(t.db, signupVerifications)).toBe(rows);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expectError(res, 400, 'VALIDATION_FAILED');
  });
});

describe('POST /api/auth/signup/verify', () => {
  it('the right code creates the student and signs them in; the pending form is gone', async () => {
    const id = unique();
    const res = await startSignUp({
      name: '  Meera Joshi ',
      email: `${id.toUpperCase()}@Test.Example.com`,
      username: id.toUpperCase(),
      password: 'Secret123',
    });
    expect(res.statusCode, res.body).toBe(202);
    const email = `${id}@test.example.com`;
    expect(res.json().email).toBe(email);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]); // no account yet

    const verified = await verify(email.toUpperCase(), ` ${await signUpCodeFor(t.app, email)} `);
    expect(verified.statusCode, verified.body).toBe(201);
    const body = verified.json();
    expect(body.user).toMatchObject({
      name: 'Meera Joshi',
      email,
      username: id,
      role: 'user',
      orgRole: 'student',
      organizationId: DEFAULT_ORG_ID,
      preferredLanguage: 'hi',
      profilePictureUrl: null,
    });
    expect(body.organization.id).toBe(DEFAULT_ORG_ID);
    expect(body.organization.inviteCode).toBeNull(); // students do not see the invite code
    expect(body.refreshToken.length).toBeGreaterThanOrEqual(20);
    expect(JSON.stringify(body)).not.toContain('passwordHash');
    expect(await t.app.deps.jwt.verify(body.token)).toMatchObject({ sub: body.user.id, organizationId: DEFAULT_ORG_ID, role: 'user' });
    const [row] = await t.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authHeader(body.token) });
    expect(me.json().user.id).toBe(body.user.id);
    expect((await post('/api/auth/signin', { identifier: id, password: 'Secret123' })).statusCode).toBe(200);
    expect(await pending(email)).toEqual([]);
  });

  it('a wrong code is 400 "Invalid or expired code" and counts an attempt; the right one still works after', async () => {
    const s = await started();
    const error = expectError(await verify(s.email, wrong(s.code)), 400, 'VALIDATION_FAILED');
    expect(error.message).toBe('Invalid or expired code');
    expect(error.details).toEqual({ fields: [{ field: 'code', message: 'Invalid or expired code' }] });
    expect((await pending(s.email))[0].attempts).toBe(1);
    expect((await verify(s.email, s.code)).statusCode).toBe(201);
  });

  it(`${SIGNUP_CODE_MAX_ATTEMPTS} wrong codes void the code: the right one is then refused`, async () => {
    const s = await started();
    for (let i = 0; i < SIGNUP_CODE_MAX_ATTEMPTS; i++) expectError(await verify(s.email, wrong(s.code)), 400, 'VALIDATION_FAILED');
    expectError(await verify(s.email, s.code), 400, 'VALIDATION_FAILED');
    expect(await t.db.select().from(users).where(eq(users.email, s.email))).toEqual([]);
  });

  it('parallel guesses cannot get past the attempt limit', async () => {
    const s = await started();
    const guesses = await Promise.all(Array.from({ length: 12 }, (_, i) => verify(s.email, wrong(String(Number(s.code) + i)))));
    for (const res of guesses) expectError(res, 400, 'VALIDATION_FAILED');
    expect((await pending(s.email))[0].attempts).toBe(SIGNUP_CODE_MAX_ATTEMPTS);
    expectError(await verify(s.email, s.code), 400, 'VALIDATION_FAILED');
  });

  it('refuses an expired code', async () => {
    const s = await started();
    await t.db
      .update(signupVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signupVerifications.email, s.email));
    expectError(await verify(s.email, s.code), 400, 'VALIDATION_FAILED');
    expect(await t.db.select().from(users).where(eq(users.email, s.email))).toEqual([]);
  });

  it('a code works once', async () => {
    const s = await started();
    expect((await verify(s.email, s.code)).statusCode).toBe(201);
    expectError(await verify(s.email, s.code), 400, 'VALIDATION_FAILED');
  });

  it('a wrong, expired, used or voided code and an email with no sign-up all get the same answer', async () => {
    const answers: string[] = [];
    const wrongCode = await started();
    answers.push((await verify(wrongCode.email, wrong(wrongCode.code))).body);
    const expired = await started();
    await t.db
      .update(signupVerifications)
      .set({ expiresAt: new Date(0) })
      .where(eq(signupVerifications.email, expired.email));
    answers.push((await verify(expired.email, expired.code)).body);
    const used = await started();
    await verify(used.email, used.code);
    answers.push((await verify(used.email, used.code)).body);
    const voided = await started();
    await t.db.update(signupVerifications).set({ attempts: SIGNUP_CODE_MAX_ATTEMPTS }).where(eq(signupVerifications.email, voided.email));
    answers.push((await verify(voided.email, voided.code)).body);
    answers.push((await verify(`${unique()}@nobody.example.com`, '123456')).body);
    const existing = await signUp(t.app);
    answers.push((await verify(existing.user.email, '123456')).body);
    expect(new Set(answers).size).toBe(1);
    expect(JSON.parse(answers[0]).error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Invalid or expired code' });
  });

  it('refuses a malformed code with 400 without counting an attempt', async () => {
    const s = await started();
    for (const code of ['12345', '1234567', 'abcdef', '']) expectError(await verify(s.email, code), 400, 'VALIDATION_FAILED');
    expect((await pending(s.email))[0].attempts).toBe(0);
  });

  it('answers in Hindi when asked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup/verify',
      payload: { email: `${unique()}@nobody.example.com`, code: '123456' },
      headers: { 'accept-language': 'hi' },
    });
    expect(expectError(res, 400, 'VALIDATION_FAILED').message).toBe('कोड अमान्य है या इसकी समय-सीमा समाप्त हो गई है');
  });

  it('only the newest code of an address works after the form is sent again', async () => {
    const { code: _first, ...s } = await started();
    const again = await startSignUp({ ...s, name: 'Second Try' });
    expect(again.statusCode).toBe(202);
    const newer = await signUpCodeFor(t.app, s.email);
    if (newer !== _first) expectError(await verify(s.email, _first), 400, 'VALIDATION_FAILED');
    const res = await verify(s.email, newer);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user.name).toBe('Second Try');
  });

  it('a username taken while the code was pending is 409 at verify, and nothing is created', async () => {
    const s = await started();
    await signUp(t.app, { username: s.username });
    const before = await countRows(t.db, users);
    expect(expectError(await verify(s.email, s.code), 409, 'CONFLICT').message).toBe('This username is taken');
    expect(await countRows(t.db, users)).toBe(before);
  });
});

describe('POST /api/auth/signup/resend', () => {
  it('mails a new code for a pending sign-up: the old one stops working, the new one works', async () => {
    const s = await started();
    const res = await resend(s.email.toUpperCase());
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ channel: 'email', email: s.email, expiresInMinutes: SIGNUP_CODE_TTL_MINUTES });
    const mails = await mailsTo(s.email);
    expect(mails).toHaveLength(2);
    const newer = await signUpCodeFor(t.app, s.email);
    if (newer !== s.code) expectError(await verify(s.email, s.code), 400, 'VALIDATION_FAILED');
    expect((await verify(s.email, newer)).statusCode).toBe(201);
  });

  it(`gives a working code after ${SIGNUP_CODE_MAX_ATTEMPTS} wrong tries voided the first`, async () => {
    const s = await started();
    for (let i = 0; i < SIGNUP_CODE_MAX_ATTEMPTS; i++) await verify(s.email, wrong(s.code));
    await resend(s.email);
    expect((await verify(s.email, await signUpCodeFor(t.app, s.email))).statusCode).toBe(201);
  });

  it('answers 202 with the same body for an unknown email, a pending sign-up and an account', async () => {
    const s = await started();
    const owner = await signUp(t.app, { preferredLanguage: 'en' });
    const unknown = `${unique()}@nobody.example.com`;
    const bodies = await Promise.all([resend(unknown), resend(s.email), resend(owner.user.email)]);
    for (const [res, email] of [
      [bodies[0], unknown],
      [bodies[1], s.email],
      [bodies[2], owner.user.email],
    ] as const) {
      expect(res.statusCode).toBe(202);
      expect(res.body).toBe(JSON.stringify({ channel: 'email', email, expiresInMinutes: SIGNUP_CODE_TTL_MINUTES }));
    }
    expect(await mailsTo(unknown)).toEqual([]);
    expect((await latestMailTo(t.app, owner.user.email)).subject).toMatch(/someone tried/i);
  });

  it(`mails at most ${SIGNUP_CODES_PER_WINDOW} codes to one address per code lifetime, answering 202 all the same`, async () => {
    const s = await started(); // the first code
    for (let i = 1; i < SIGNUP_CODES_PER_WINDOW + 3; i++) expect((await resend(s.email)).statusCode).toBe(202);
    expect(await mailsTo(s.email)).toHaveLength(SIGNUP_CODES_PER_WINDOW);
    // The last code mailed still works.
    expect((await verify(s.email, await signUpCodeFor(t.app, s.email))).statusCode).toBe(201);
  });
});

describe('institute and invite sign-ups', () => {
  it('with instituteName, the organisation (14-day trial, the user its admin and owner) is made only at verify', async () => {
    const orgsBefore = await countRows(t.db, organizations);
    const s = await started({ instituteName: 'Gyan Coaching Centre', preferredLanguage: 'en' });
    expect(await countRows(t.db, organizations)).toBe(orgsBefore);
    const before = Date.now();
    const res = await verify(s.email, s.code);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({ role: 'admin', orgRole: 'owner', preferredLanguage: 'en' });
    expect(body.user.organizationId).not.toBe(DEFAULT_ORG_ID);
    expect(body.organization).toMatchObject({ id: body.user.organizationId, name: 'Gyan Coaching Centre', email: s.email });
    expect(body.organization.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    const trialEnds = new Date(body.organization.trialEndsAt).getTime();
    expect(trialEnds - before).toBeGreaterThanOrEqual(TRIAL_DAYS * 86_400_000 - 1000);
    expect(trialEnds - before).toBeLessThan(TRIAL_DAYS * 86_400_000 + 60_000);
    expect(await countRows(t.db, organizations)).toBe(orgsBefore + 1);
  });

  it('an institute sign-up with an existing email answers 202 and creates no organisation', async () => {
    const orgsBefore = await countRows(t.db, organizations);
    const usersBefore = await countRows(t.db, users);
    const res = await startSignUp(form({ email: 'admin@example.com', instituteName: 'Shadow Institute' }));
    expect(res.statusCode).toBe(202);
    expect(await countRows(t.db, organizations)).toBe(orgsBefore);
    expect(await countRows(t.db, users)).toBe(usersBefore);
    // The demo admin reads Hindi.
    expect((await latestMailTo(t.app, 'admin@example.com')).subject).toMatch(/someone tried|खाता बनाने का प्रयास/i);
  });

  it('with an invite code (any case) joins that organisation as a student', async () => {
    const owner = await signUp(t.app, { instituteName: 'Invite Academy' });
    const code = owner.organization.inviteCode!;
    const student = await signUp(t.app, { inviteCode: ` ${code.toLowerCase()} ` });
    expect(student.user).toMatchObject({ organizationId: owner.user.organizationId, role: 'user', orgRole: 'student' });
    expect(student.organization.name).toBe('Invite Academy');
    expect(student.organization.inviteCode).toBeNull();
    const demo = await signUp(t.app, { inviteCode: 'DEMO2026' });
    expect(demo.user.organizationId).toBe(DEMO_ORG_ID);
  });

  it('an invite code changed while the code was pending is 400 at verify, and nothing is created', async () => {
    const owner = await signUp(t.app, { instituteName: 'Rotating Academy' });
    const s = await started({ inviteCode: owner.organization.inviteCode });
    await t.db.update(organizations).set({ inviteCode: 'ROTATED1' }).where(eq(organizations.id, owner.user.organizationId));
    const error = expectError(await verify(s.email, s.code), 400, 'VALIDATION_FAILED');
    expect(error.details).toEqual({ fields: [{ field: 'inviteCode', message: expect.any(String) }] });
    expect(await t.db.select().from(users).where(eq(users.email, s.email))).toEqual([]);
  });
});

describe('per-IP limit on the sign-up steps', () => {
  it.each([
    ['signup', () => form()],
    ['signup/verify', () => ({ email: `${unique()}@nobody.example.com`, code: '123456' })],
    ['signup/resend', () => ({ email: `${unique()}@nobody.example.com` })],
  ])('POST /api/auth/%s answers 429 past maxPerIp', async (path, body) => {
    const limited = await t.withConfig({ signIn: { maxPerIp: 2, maxPerAccount: 100, windowMs: 15 * 60_000 } });
    const call = () =>
      limited.inject({ method: 'POST', url: `/api/auth/${path}`, payload: body(), headers: { 'x-forwarded-for': '203.0.113.50' } });
    expect((await call()).statusCode).not.toBe(429);
    expect((await call()).statusCode).not.toBe(429);
    expectError(await call(), 429, 'RATE_LIMITED');
  });
});
