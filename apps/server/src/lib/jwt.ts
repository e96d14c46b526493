import { createSigner, createVerifier } from 'fast-jwt';
import { ACCESS_TOKEN_TTL_SECONDS } from '@pariksha/shared/constants';
import { accessTokenPayload, type AccessTokenPayload } from '@pariksha/shared/schemas/auth';

const ISSUER = 'pariksha';
/**
 * Tokens remembered as verified (oldest forgotten first): about 10 MB at most. Twice a
 * 10,000-student live test: with exactly as many as it holds, one more caller (a teacher)
 * would make every request of the rush forget the token asked for next (first in, first out
 * over a cycle), and each would pay the full check again.
 */
const VERIFIED_CACHE_SIZE = 20_000;

/**
 * HS256 access tokens through fast-jwt, which checks an HMAC synchronously with node:crypto:
 * about a tenth of the CPU of a WebCrypto check, and a live test's start rush is a thousand
 * tokens seen for the first time in the same second.
 */
export function createJwt(secret: string) {
  // With a string key fast-jwt signs synchronously.
  type Sign = (payload: AccessTokenPayload) => string;
  const signers = new Map<number, Sign>();
  const signerFor = (ttlSeconds: number): Sign => {
    let signer = signers.get(ttlSeconds);
    if (!signer) {
      signer = createSigner({ key: secret, algorithm: 'HS256', iss: ISSUER, expiresIn: ttlSeconds * 1000 }) as unknown as Sign;
      signers.set(ttlSeconds, signer);
    }
    return signer;
  };
  const check = createVerifier({ key: secret, algorithms: ['HS256'], allowedIss: ISSUER, requiredClaims: ['exp'] });
  // Keyed by the signature (the part after the last dot, 43 characters for HS256): hashing the
  // whole 300-character token for the lookup cost twice the rest of a remembered check. The
  // entry keeps the whole token, which must match exactly.
  const verified = new Map<string, { token: string; payload: AccessTokenPayload; expiresAt: number }>();
  const signatureOf = (token: string) => token.slice(token.lastIndexOf('.') + 1);
  const remembered = (token: string): AccessTokenPayload | undefined => {
    const known = verified.get(signatureOf(token));
    return known && known.token === token && known.expiresAt > Date.now() ? known.payload : undefined;
  };
  return {
    /** The payload of a token verified before and not yet expired, without a promise; else undefined. */
    remembered,
    async sign(payload: AccessTokenPayload, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): Promise<string> {
      return signerFor(ttlSeconds)(payload);
    },
    /** Returns the payload, or null for a missing, expired, forged or malformed token. */
    async verify(token: string): Promise<AccessTokenPayload | null> {
      // A student in an exam sends the same token with every answer: a token verified before
      // (the whole string, signature included) is trusted again until its own expiry.
      const known = remembered(token);
      if (known) return known;
      const signature = signatureOf(token);
      try {
        const claims = check(token) as Record<string, unknown> & { exp: number };
        const parsed = accessTokenPayload.safeParse(claims);
        if (!parsed.success) return null;
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
        verified.delete(signature);
        verified.set(signature, { token, payload: parsed.data, expiresAt: claims.exp * 1000 });
        return parsed.data;
      } catch {
        return null;
      }
    },
  };
}
export type Jwt = ReturnType<typeof createJwt>;
