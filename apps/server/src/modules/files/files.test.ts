import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { files } from '../../db/schema/index.ts';
import { authHeader, createTestApp, expectError, multipart, signUp, TINY_PNG, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function uploadAvatar(bytes = TINY_PNG, type = 'image/png') {
  const me = await signUp(t.app);
  const body = await multipart({ file: { bytes, filename: 'a', type } });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/profile/picture',
    headers: { ...body.headers, ...authHeader(me.token) },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().user.profilePictureUrl as string;
}

describe('GET /api/files/:id', () => {
  it('serves the stored bytes publicly with their type and long-lived caching', async () => {
    const url = await uploadAvatar();
    const res = await t.app.inject({ method: 'GET', url }); // no token: <img> tags send none
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('serves JPEG and WebP by their sniffed type, whatever the upload claimed', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(14)]);
    const jpegRes = await t.app.inject({ method: 'GET', url: await uploadAvatar(jpeg, 'image/png') });
    expect(jpegRes.headers['content-type']).toBe('image/jpeg');
    expect(jpegRes.rawPayload.equals(jpeg)).toBe(true);
    const webpRes = await t.app.inject({ method: 'GET', url: await uploadAvatar(webp, 'application/octet-stream') });
    expect(webpRes.headers['content-type']).toBe('image/webp');
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/files/not-a-uuid' }), 400, 'VALIDATION_FAILED');
    expectError(await t.app.inject({ method: 'GET', url: '/api/files/..%2F..%2Fetc%2Fpasswd' }), 400, 'VALIDATION_FAILED');
    expectError(await t.app.inject({ method: 'GET', url: `/api/files/${crypto.randomUUID()}` }), 404, 'NOT_FOUND');
  });

  it('answers 404 when the row exists but the bytes are gone', async () => {
    const url = await uploadAvatar();
    const id = url.split('/').pop()!;
    const [row] = await t.db.select().from(files).where(eq(files.id, id));
    await t.app.deps.storage.remove(row.storageKey);
    expectError(await t.app.inject({ method: 'GET', url }), 404, 'NOT_FOUND');
  });
});
