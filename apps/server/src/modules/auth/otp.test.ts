import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginOtps, smsOutbox, users } from '../../db/schema/index.ts';
import { authHeader, countRows, createTestApp, expectError, latestSmsTo, smsCodeFor, type TestApp } from '../../test/app.ts';
import { OTP_MAX_ATTEMPTS, OTP_PER_WINDOW } from './otp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let n = 0;
/** A fresh mobile number, unique across the tests of this file and run. */
const newMobile = () => `9${String(Date.now() % 1e6).padStart(6, '0')}${String(n++).padStart(3, '0')}`;
const post = (url: string, payload: object, ip?: string) =>
  t.app.inject({ method: 'POST', url, payload, ...(ip ? { remoteAddress: ip, headers: { 'x-forwarded-for': ip } } : {}) });

/** Signs up through the API with a mobile number only: the code comes by SMS. */
async function signUpByMobile(extra: object = {}) {
  const phone = newMobile();
  const res = await post('/api/auth/signup', { name: 'Ravi Kumar', phone: `0${phone}`, password: 'Secret123', ...extra });
  expect(res.statusCode, res.body).toBe(202);
  expect(res.json()).toEqual({ channel: 'sms', phone: `+91${phone}`, expiresInMinutes: 30 });
  const verified = await post('/api/auth/signup/verify', { phone, code: await smsCodeFor(t.app, phone) });
  expect(verified.statusCode, verified.body).toBe(201);
  return { phone, auth: verified.json() };
}

describe('sign-up with a mobile number', () => {
  it('sends the code by SMS, makes the account without an email and derives the username from the name', async () => {
    const { phone, auth } = await signUpByMobile();
    expect(auth.user).toMatchObject({ name: 'Ravi Kumar', email: null, phone: `+91${phone}`, examGoals: [] });
    expect(auth.user.username).toMatch(/^ravi\.kumar\d*$/);
    // A second one with the same name gets the next free username.
    const second = await signUpByMobile();
    expect(second.auth.user.username).not.toBe(auth.user.username);
    expect(second.auth.user.username).toMatch(/^ravi\.kumar\d+$/);
  });

  it('takes a chosen username and an email alongside the number', async () => {
    const phone = newMobile();
    const username = `m${phone}`;
    const email = `${username}@test.example.com`;
    expect((await post('/api/auth/signup', { name: 'Asha', phone, email, username, password: 'Secret123' })).statusCode).toBe(202);
    const verified = await post('/api/auth/signup/verify', { phone, code: await smsCodeFor(t.app, phone) });
    expect(verified.statusCode, verified.body).toBe(201);
    expect(verified.json().user).toMatchObject({ username, email, phone: `+91${phone}` });
  });

  it('answers a number that has an account alike, and tells its owner by SMS instead of sending a code', async () => {
    const { phone } = await signUpByMobile();
    const res = await post('/api/auth/signup', { name: 'Someone Else', phone, password: 'Secret123' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ channel: 'sms', phone: `+91${phone}`, expiresInMinutes: 30 });
    expect((await latestSmsTo(t.app, phone))!.text).toMatch(/already has an account|पहले से है/);
  });

  it.each([
    ['neither a number nor an email', { name: 'A', password: 'Secret123' }],
    ['a number that is not an Indian mobile', { name: 'A', phone: '12345', password: 'Secret123' }],
    ['a landline-like number', { name: 'A', phone: '0112345678', password: 'Secret123' }],
  ])('refuses %s with 400', async (_label, payload) => {
    expectError(await post('/api/auth/signup', payload), 400, 'VALIDATION_FAILED');
  });
});

describe('sign-in with a mobile OTP', () => {
  const request = (phone: string, ip?: string) => post('/api/auth/otp/request', { phone }, ip);
  const verify = (phone: string, code: string) => post('/api/auth/otp/verify', { phone, code });

  it('sends a code by SMS (the outbox) and the code signs in with rotating refresh tokens', async () => {
    const { phone, auth } = await signUpByMobile();
    const res = await request(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ phone: `+91${phone}`, expiresInMinutes: 10 });
    const sms = await latestSmsTo(t.app, phone);
    expect(sms!.text).toMatch(/sign-in code|साइन इन का कोड/);
    const [stored] = await t.db.select().from(loginOtps).where(eq(loginOtps.userId, auth.user.id));
    expect(sms!.text).not.toContain(stored.codeHash); // only the hash is stored

    const signedIn = await verify(phone, await smsCodeFor(t.app, phone));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const body = signedIn.json();
    expect(body.user.id).toBe(auth.user.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authHeader(body.token) })).statusCode).toBe(200);
    const refreshed = await post('/api/auth/refresh', { refreshToken: body.refreshToken });
    expect(refreshed.statusCode).toBe(200);
    // Rotated: the old refresh token no longer works.
    expectError(await post('/api/auth/refresh', { refreshToken: body.refreshToken }), 401, 'UNAUTHORIZED');
    // The code works once.
    expectError(await verify(phone, await smsCodeFor(t.app, phone)), 400, 'VALIDATION_FAILED');
  });

  it('answers a number without an account the same way and sends nothing', async () => {
    const phone = newMobile();
    const before = await countRows(t.db, smsOutbox);
    const res = await request(phone);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ phone: `+91${phone}`, expiresInMinutes: 10 });
    expect(await countRows(t.db, smsOutbox)).toBe(before);
    expectError(await verify(phone, '123456'), 400, 'VALIDATION_FAILED');
  });

  it('refuses a wrong code, and after OTP_MAX_ATTEMPTS tries even the right one', async () => {
    const { phone } = await signUpByMobile();
    await request(phone);
    const code = await smsCodeFor(t.app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
      const res = expectError(await verify(phone, wrong), 400, 'VALIDATION_FAILED');
      expect(res.details).toEqual({ fields: [{ field: 'code', message: 'Invalid or expired code' }] });
    }
    expectError(await verify(phone, code), 400, 'VALIDATION_FAILED');
  });

  it('refuses an expired code', async () => {
    const { phone, auth } = await signUpByMobile();
    await request(phone);
    await t.db
      .update(loginOtps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginOtps.userId, auth.user.id));
    expectError(await verify(phone, await smsCodeFor(t.app, phone)), 400, 'VALIDATION_FAILED');
  });

  it(`sends at most OTP_PER_WINDOW codes to a number in a code's lifetime, answering alike`, async () => {
    const { phone } = await signUpByMobile();
    const before = await countRows(t.db, smsOutbox);
    for (let i = 0; i < OTP_PER_WINDOW + 2; i++) expect((await request(phone)).statusCode).toBe(202);
    expect(await countRows(t.db, smsOutbox)).toBe(before + OTP_PER_WINDOW);
    // Only the newest code works.
    expect((await verify(phone, await smsCodeFor(t.app, phone))).statusCode).toBe(200);
  });

  it('answers 429 RATE_LIMITED after maxPerIp requests from one address', async () => {
    const limited = await t.withConfig({ signIn: { maxPerIp: 2, maxPerAccount: 100, windowMs: 15 * 60_000 } });
    const ask = () =>
      limited.inject({
        method: 'POST',
        url: '/api/auth/otp/request',
        payload: { phone: newMobile() },
        headers: { 'x-forwarded-for': '198.51.100.77' },
      });
    expect((await ask()).statusCode).toBe(202);
    expect((await ask()).statusCode).toBe(202);
    expectError(await ask(), 429, 'RATE_LIMITED');
  });

  it('sends no code to a deactivated account, and refuses a code sent before it was deactivated', async () => {
    const { phone, auth } = await signUpByMobile();
    await request(phone);
    const code = await smsCodeFor(t.app, phone);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, auth.user.id));
    expectError(await verify(phone, code), 403, 'FORBIDDEN');
    const before = await countRows(t.db, smsOutbox);
    expect((await request(phone)).statusCode).toBe(202);
    expect(await countRows(t.db, smsOutbox)).toBe(before);
  });

  it('finds an account whose number was stored as 10 digits (an enrolled student)', async () => {
    const { phone, auth } = await signUpByMobile();
    await t.db.update(users).set({ phone }).where(eq(users.id, auth.user.id));
    await request(phone);
    expect((await verify(`+91${phone}`, await smsCodeFor(t.app, phone))).json().user.id).toBe(auth.user.id);
  });

  it('refuses a malformed number or code with 400', async () => {
    expectError(await request('12345'), 400, 'VALIDATION_FAILED');
    expectError(await verify('9876543210', '12ab56'), 400, 'VALIDATION_FAILED');
  });

  it('lets the password sign-in take the mobile number as the identifier', async () => {
    const { phone, auth } = await signUpByMobile();
    const res = await post('/api/auth/signin', { identifier: phone, password: 'Secret123' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.id).toBe(auth.user.id);
  });
});
