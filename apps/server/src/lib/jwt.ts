import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@pariksha/shared/constants';
import { accessTokenPayload, type AccessTokenPayload } from '@pariksha/shared/schemas/auth';

const ISSUER = 'pariksha';
/** Tokens remembered as verified (oldest forgotten first): about 3 MB at most. */
const VERIFIED_CACHE_SIZE = 10_000;

export function createJwt(secret: string) {
  // Imported once: handed raw bytes, jose imports a WebCrypto key on every call, which cost
  // more CPU than anything else on the answer-save path.
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  const verified = new Map<string, { payload: AccessTokenPayload; expiresAt: number }>();
  return {
    async sign(payload: AccessTokenPayload, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): Promise<string> {
      const { sub, ...claims } = payload;
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await key);
    },
    /** Returns the payload, or null for a missing, expired, forged or malformed token. */
    async verify(token: string): Promise<AccessTokenPayload | null> {
      // A student in an exam sends the same token with every answer: a token verified before
      // (the whole string, signature included) is trusted again until its own expiry.
      const known = verified.get(token);
      if (known && known.expiresAt > Date.now()) return known.payload;
      try {
        const { payload } = await jwtVerify(token, await key, { issuer: ISSUER, algorithms: ['HS256'] });
        const parsed = accessTokenPayload.safeParse(payload);
        if (!parsed.success) return null;
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
        verified.set(token, { payload: parsed.data, expiresAt: (payload.exp ?? 0) * 1000 });
        return parsed.data;
      } catch {
        return null;
      }
    },
  };
}
export type Jwt = ReturnType<typeof createJwt>;
