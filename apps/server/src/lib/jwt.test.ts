import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@pariksha/shared/constants';
import { createJwt } from './jwt.ts';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const payload = { sub: 'user-1', organizationId: 'org-1', role: 'admin' as const, orgRole: 'owner' as const, name: 'Asha' };
const key = new TextEncoder().encode(SECRET);

afterEach(() => {
  vi.useRealTimers();
});

describe('jwt', () => {
  it('round-trips the payload', async () => {
    const jwt = createJwt(SECRET);
    const token = await jwt.sign(payload);
    expect(token.split('.')).toHaveLength(3);
    expect(await jwt.verify(token)).toEqual(payload);
  });

  it('expires after the access-token lifetime', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const jwt = createJwt(SECRET);
    const token = await jwt.sign(payload);
    vi.setSystemTime(new Date(Date.UTC(2026, 0, 1) + (ACCESS_TOKEN_TTL_SECONDS - 5) * 1000));
    expect(await jwt.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date(Date.UTC(2026, 0, 1) + (ACCESS_TOKEN_TTL_SECONDS + 5) * 1000));
    expect(await jwt.verify(token)).toBeNull();
  });

  it('remembers a verified token only as the exact string, and only until it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const jwt = createJwt(SECRET);
    const good = await jwt.sign(payload);
    expect(await jwt.verify(good)).toEqual(payload);
    const [h, , s] = good.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ ...payload, role: 'superAdmin', iss: 'pariksha' })).toString('base64url');
    expect(await jwt.verify(`${h}.${forgedBody}.${s}`)).toBeNull();
    expect(await jwt.verify(good)).toEqual(payload);
    vi.setSystemTime(new Date(Date.UTC(2026, 0, 1) + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000));
    expect(await jwt.verify(good)).toBeNull();
  });

  it('refuses a token signed with another secret, or tampered with', async () => {
    const token = await createJwt('another-secret-another-secret-another-secret').sign(payload);
    expect(await createJwt(SECRET).verify(token)).toBeNull();
    const good = await createJwt(SECRET).sign(payload);
    const [h, , s] = good.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ ...payload, role: 'superAdmin', iss: 'pariksha' })).toString('base64url');
    expect(await createJwt(SECRET).verify(`${h}.${forgedBody}.${s}`)).toBeNull();
  });

  it('refuses garbage, the "none" algorithm, another issuer and a payload of the wrong shape', async () => {
    const jwt = createJwt(SECRET);
    expect(await jwt.verify('')).toBeNull();
    expect(await jwt.verify('a.b.c')).toBeNull();
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ ...payload, iss: 'pariksha' })).toString('base64url')}.`;
    expect(await jwt.verify(none)).toBeNull();
    const otherIssuer = await new SignJWT({ organizationId: 'o', role: 'user', orgRole: 'student' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u')
      .setIssuer('someone-else')
      .setExpirationTime('5m')
      .sign(key);
    expect(await jwt.verify(otherIssuer)).toBeNull();
    const badRole = await new SignJWT({ organizationId: 'o', role: 'root', orgRole: 'student' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u')
      .setIssuer('pariksha')
      .setExpirationTime('5m')
      .sign(key);
    expect(await jwt.verify(badRole)).toBeNull();
    const noExpiry = await new SignJWT({ organizationId: 'o', role: 'user', orgRole: 'student' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u')
      .setIssuer('pariksha')
      .sign(key);
    expect(await jwt.verify(noExpiry)).toBeNull();
  });

  it('accepts a token signed by another implementation (jose) with the same secret', async () => {
    const token = await new SignJWT({ organizationId: 'o', role: 'user', orgRole: 'student' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u')
      .setIssuer('pariksha')
      .setExpirationTime('5m')
      .sign(key);
    expect(await createJwt(SECRET).verify(token)).toEqual({ sub: 'u', organizationId: 'o', role: 'user', orgRole: 'student' });
  });
});
