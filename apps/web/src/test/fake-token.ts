import type { AccessTokenPayload } from '@pariksha/shared/schemas/auth';

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned token for component tests: the web only decodes tokens, the server verifies them. */
export function fakeToken(claims: Partial<AccessTokenPayload> = {}): string {
  const payload = { sub: 'u1', organizationId: '00000000-0000-4000-8000-000000000001', role: 'user', orgRole: 'student', ...claims };
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.signature`;
}
