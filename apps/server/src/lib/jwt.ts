import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@pariksha/shared/constants';
import { accessTokenPayload, type AccessTokenPayload } from '@pariksha/shared/schemas/auth';

const ISSUER = 'pariksha';

export function createJwt(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(payload: AccessTokenPayload, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): Promise<string> {
      const { sub, ...claims } = payload;
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    /** Returns the payload, or null for a missing, expired, forged or malformed token. */
    async verify(token: string): Promise<AccessTokenPayload | null> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        const parsed = accessTokenPayload.safeParse(payload);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
export type Jwt = ReturnType<typeof createJwt>;
