import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PROFILE_PICTURE_MAX_BYTES } from '@pariksha/shared/constants';
import { files, users } from '../../db/schema/index.ts';
import { authHeader, countRows, createTestApp, expectError, multipart, signIn, signUp, TINY_PNG, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

describe('GET /api/profile', () => {
  it('answers the signed-in user and organisation', async () => {
    const me = await signUp(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: authHeader(me.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: me.user, organization: me.organization });
  });

  it('refuses a signed-out caller with 401', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/profile' }), 401, 'UNAUTHORIZED');
    expectError(await t.app.inject({ method: 'GET', url: '/api/profile', headers: authHeader('garbage') }), 401, 'UNAUTHORIZED');
  });
});

describe('PATCH /api/profile', () => {
  const patch = (token: string, payload: unknown) =>
    t.app.inject({ method: 'PATCH', url: '/api/profile', headers: authHeader(token), payload: payload as object });

  it('updates name, username, phone and language', async () => {
    const me = await signUp(t.app);
    const newName = `${me.user.username}x`;
    const res = await patch(me.token, {
      name: ' Kavita Rao ',
      username: newName.toUpperCase(),
      phone: '+919876543210',
      preferredLanguage: 'en',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Kavita Rao', username: newName, phone: '+919876543210', preferredLanguage: 'en' });
    await signIn(t.app, newName, me.password);
    // Clearing the phone.
    expect((await patch(me.token, { phone: null })).json().user.phone).toBeNull();
    // Keeping one's own username is not a conflict.
    expect((await patch(me.token, { username: newName })).statusCode).toBe(200);
  });

  it('stores the exam goals in EXAM_FAMILIES order, once each, and answers them on every read', async () => {
    const me = await signUp(t.app);
    expect(me.user.examGoals).toEqual([]);
    const res = await patch(me.token, { examGoals: ['banking', 'ssc', 'banking'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.examGoals).toEqual(['ssc', 'banking']);
    expect((await userRow(me.user.id)).examGoals).toEqual(['ssc', 'banking']);
    const read = await t.app.inject({ method: 'GET', url: '/api/profile', headers: authHeader(me.token) });
    expect(read.json().user.examGoals).toEqual(['ssc', 'banking']);
    expect((await signIn(t.app, me.user.username, me.password)).user.examGoals).toEqual(['ssc', 'banking']);
    // Clearing them (the goal step skipped later) is allowed.
    expect((await patch(me.token, { examGoals: [] })).json().user.examGoals).toEqual([]);
  });

  it('refuses a mobile number another account has with 409 (in either spelling) and changes nothing', async () => {
    const first = await signUp(t.app);
    const mobile = `9${Date.now().toString().slice(-9)}`;
    expect((await patch(first.token, { phone: `+91${mobile}` })).statusCode).toBe(200);
    const me = await signUp(t.app);
    const before = await userRow(me.user.id);
    expectError(await patch(me.token, { phone: mobile }), 409, 'CONFLICT');
    expect(await userRow(me.user.id)).toEqual(before);
    // One's own number again is not a conflict.
    expect((await patch(first.token, { phone: mobile })).statusCode).toBe(200);
  });

  it('refuses a username someone else has with 409 and changes nothing', async () => {
    const me = await signUp(t.app);
    const before = await userRow(me.user.id);
    expectError(await patch(me.token, { name: 'Changed', username: 'Student' }), 409, 'CONFLICT');
    expect(await userRow(me.user.id)).toEqual(before);
  });

  it.each([
    ['a bad phone', { phone: '12345' }],
    ['letters in the phone', { phone: '98765abcde' }],
    ['an empty body', {}],
    ['an empty name', { name: '   ' }],
    ['a short username', { username: 'ab' }],
    ['an unknown language', { preferredLanguage: 'de' }],
    ['an unknown exam family', { examGoals: ['ssc', 'medical'] }],
    ['an exam code for a family', { examGoals: ['SSC'] }],
    ['exam goals that are not a list', { examGoals: 'ssc' }],
  ])('refuses %s with 400 VALIDATION_FAILED and changes nothing', async (_label, payload) => {
    const me = await signUp(t.app);
    const before = await userRow(me.user.id);
    expectError(await patch(me.token, payload), 400, 'VALIDATION_FAILED');
    expect(await userRow(me.user.id)).toEqual(before);
  });

  it('ignores fields a user may not set (role, organisation, email)', async () => {
    const me = await signUp(t.app);
    const before = await userRow(me.user.id);
    expectError(await patch(me.token, { role: 'superAdmin', organizationId: before.organizationId }), 400, 'VALIDATION_FAILED');
    const res = await patch(me.token, {
      name: 'Still A User',
      role: 'superAdmin',
      orgRole: 'owner',
      email: 'x@example.com',
      isActive: false,
    });
    expect(res.statusCode).toBe(200);
    const after = await userRow(me.user.id);
    expect(after).toMatchObject({ name: 'Still A User', role: 'user', orgRole: 'student', email: before.email, isActive: true });
  });

  it('refuses a signed-out caller with 401', async () => {
    expectError(await t.app.inject({ method: 'PATCH', url: '/api/profile', payload: { name: 'X' } }), 401, 'UNAUTHORIZED');
  });
});

describe('POST /api/profile/password', () => {
  const change = (token: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/profile/password', headers: authHeader(token), payload: payload as object });

  it('refuses a wrong current password with 400, then changes it with the right one', async () => {
    const me = await signUp(t.app);
    const before = await userRow(me.user.id);
    const wrong = expectError(
      await change(me.token, { currentPassword: 'Nope12345', newPassword: 'Fresh98765' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(wrong.details).toEqual({ fields: [{ field: 'currentPassword', message: expect.any(String) }] });
    expect((await userRow(me.user.id)).passwordHash).toBe(before.passwordHash);

    const ok = await change(me.token, { currentPassword: me.password, newPassword: 'Fresh98765' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ ok: true });
    await signIn(t.app, me.user.email, 'Fresh98765');
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { identifier: me.user.email, password: me.password } }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('refuses a weak new password or a missing field with 400 and changes nothing', async () => {
    const me = await signUp(t.app);
    const before = await userRow(me.user.id);
    expectError(await change(me.token, { currentPassword: me.password, newPassword: 'short1' }), 400, 'VALIDATION_FAILED');
    expectError(await change(me.token, { currentPassword: me.password, newPassword: 'onlyletters' }), 400, 'VALIDATION_FAILED');
    expectError(await change(me.token, { newPassword: 'Fresh98765' }), 400, 'VALIDATION_FAILED');
    expect((await userRow(me.user.id)).passwordHash).toBe(before.passwordHash);
  });

  it('refuses a signed-out caller with 401', async () => {
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/profile/password', payload: { currentPassword: 'a', newPassword: 'Fresh98765' } }),
      401,
      'UNAUTHORIZED',
    );
  });
});

describe('profile picture', () => {
  const upload = async (token: string | null, file: { bytes: Buffer; filename: string; type: string } | null, field = 'file') => {
    const body = await multipart(file ? { [field]: file } : {}, file ? {} : { note: 'no file here' });
    return t.app.inject({
      method: 'POST',
      url: '/api/profile/picture',
      headers: { ...body.headers, ...(token ? authHeader(token) : {}) },
      payload: body.payload,
    });
  };

  it('stores a PNG, sets the profile picture and serves the same bytes', async () => {
    const me = await signUp(t.app);
    const before = await countRows(t.db, files);
    const res = await upload(me.token, { bytes: TINY_PNG, filename: 'me.png', type: 'image/png' });
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().user.profilePictureUrl;
    expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(await countRows(t.db, files)).toBe(before + 1);
    const [row] = await t.db
      .select()
      .from(files)
      .where(eq(files.id, url.split('/').pop()!));
    expect(row).toMatchObject({
      ownerId: me.user.id,
      organizationId: me.user.organizationId,
      purpose: 'avatar',
      mimeType: 'image/png',
      sizeBytes: TINY_PNG.length,
    });

    const got = await t.app.inject({ method: 'GET', url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.equals(TINY_PNG)).toBe(true);

    const me2 = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authHeader(me.token) });
    expect(me2.json().user.profilePictureUrl).toBe(url);
  });

  it('sniffs the bytes: a text file named .png is refused with 400 and nothing is stored', async () => {
    const me = await signUp(t.app);
    const before = await countRows(t.db, files);
    const res = await upload(me.token, { bytes: Buffer.from('<svg onload="alert(1)"></svg>'), filename: 'evil.png', type: 'image/png' });
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(await countRows(t.db, files)).toBe(before);
    expect((await userRow(me.user.id)).profilePictureUrl).toBeNull();
  });

  it('refuses a form without a file with 400', async () => {
    const me = await signUp(t.app);
    const before = await countRows(t.db, files);
    expectError(await upload(me.token, null), 400, 'VALIDATION_FAILED');
    expect(await countRows(t.db, files)).toBe(before);
  });

  it('refuses a request that is not multipart with 400', async () => {
    const me = await signUp(t.app);
    const before = await countRows(t.db, files);
    const res = await t.app.inject({ method: 'POST', url: '/api/profile/picture', headers: authHeader(me.token), payload: { file: 'x' } });
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(await countRows(t.db, files)).toBe(before);
  });

  it('refuses an image over the size limit with 413 and stores nothing', async () => {
    const me = await signUp(t.app);
    const before = await countRows(t.db, files);
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(PROFILE_PICTURE_MAX_BYTES)]);
    const res = await upload(me.token, { bytes: big, filename: 'big.png', type: 'image/png' });
    expectError(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(await countRows(t.db, files)).toBe(before);
    expect((await userRow(me.user.id)).profilePictureUrl).toBeNull();
  });

  it('accepts an image between the JSON body limit (1 MB) and the picture limit (2 MB)', async () => {
    const me = await signUp(t.app);
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(1.5 * 1024 * 1024)]);
    const res = await upload(me.token, { bytes: big, filename: 'photo.png', type: 'image/png' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a signed-out upload with 401', async () => {
    const before = await countRows(t.db, files);
    expectError(await upload(null, { bytes: TINY_PNG, filename: 'me.png', type: 'image/png' }), 401, 'UNAUTHORIZED');
    expect(await countRows(t.db, files)).toBe(before);
  });

  it('DELETE removes the picture', async () => {
    const me = await signUp(t.app);
    await upload(me.token, { bytes: TINY_PNG, filename: 'me.png', type: 'image/png' });
    const res = await t.app.inject({ method: 'DELETE', url: '/api/profile/picture', headers: authHeader(me.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.profilePictureUrl).toBeNull();
    expect((await userRow(me.user.id)).profilePictureUrl).toBeNull();
    expectError(await t.app.inject({ method: 'DELETE', url: '/api/profile/picture' }), 401, 'UNAUTHORIZED');
  });
});
