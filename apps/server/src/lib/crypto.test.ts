import { describe, expect, it } from 'vitest';
import { hashPassword, inviteCode, randomToken, sha256, verifyPassword } from './crypto.ts';

describe('crypto', () => {
  it('hashes passwords with argon2id and verifies them', async () => {
    const hash = await hashPassword('Secret123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashPassword('Secret123')).not.toBe(hash); // salted
    expect(await verifyPassword(hash, 'Secret123')).toBe(true);
    expect(await verifyPassword(hash, 'secret123')).toBe(false);
  });

  it('answers false, not an exception, for a malformed hash', async () => {
    expect(await verifyPassword('not-a-hash', 'Secret123')).toBe(false);
    expect(await verifyPassword('', '')).toBe(false);
  });

  it('makes url-safe random tokens of the asked size', () => {
    const a = randomToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 bytes
    expect(randomToken()).not.toBe(a);
    expect(randomToken(16)).toHaveLength(22);
  });

  it('sha256 gives the hex digest', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('makes invite codes from an alphabet without look-alike characters', () => {
    const codes = Array.from({ length: 200 }, () => inviteCode());
    for (const c of codes) expect(c).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect(inviteCode(12)).toHaveLength(12);
  });
});
