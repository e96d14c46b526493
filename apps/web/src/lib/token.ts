import { jwtDecode } from 'jwt-decode';
import type { AccessTokenPayload } from '@pariksha/shared/schemas/auth';

/** Spec 6: a missing or malformed token decodes to no user and is only logged. */
export function decodeToken(token: string | null): AccessTokenPayload | null {
  if (!token) return null;
  try {
    return jwtDecode<AccessTokenPayload>(token);
  } catch (err) {
    console.error('Invalid token', err);
    return null;
  }
}
