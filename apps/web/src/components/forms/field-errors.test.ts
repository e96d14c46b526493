import { describe, expect, it } from 'vitest';
import { localize } from '@pariksha/shared/messages';
import { ApiError } from '../../lib/api.ts';
import { isRateLimited, serverFieldErrors } from './field-errors.ts';

const apiError = (status: number, code: string, message: string, details?: unknown) =>
  new ApiError(status, { error: { code, message, details } });
const FIELDS = ['email', 'username', 'inviteCode'] as const;
const same = (m: string) => m;

describe('serverFieldErrors', () => {
  it('puts a 409 on the field it is about, in English or Hindi', () => {
    expect(serverFieldErrors(apiError(409, 'CONFLICT', 'This username is taken'), FIELDS, same)).toEqual([
      { field: 'username', message: 'This username is taken' },
    ]);
    const hindi = localize('An account with this email already exists', 'hi');
    expect(serverFieldErrors(apiError(409, 'CONFLICT', hindi), FIELDS, same)).toEqual([{ field: 'email', message: hindi }]);
  });

  it('uses validation details for known fields and translates them', () => {
    const err = apiError(400, 'VALIDATION_FAILED', 'This invite code is not valid', {
      fields: [{ field: 'inviteCode', message: 'Unknown invite code' }],
    });
    expect(serverFieldErrors(err, FIELDS, (m) => `hi:${m}`)).toEqual([{ field: 'inviteCode', message: 'hi:Unknown invite code' }]);
  });

  it('leaves anything else to the page alert', () => {
    expect(serverFieldErrors(apiError(409, 'CONFLICT', 'Something else'), FIELDS, same)).toEqual([]);
    expect(
      serverFieldErrors(apiError(400, 'VALIDATION_FAILED', 'x', { fields: [{ field: 'other', message: 'y' }] }), FIELDS, same),
    ).toEqual([]);
    expect(serverFieldErrors(new Error('network'), FIELDS, same)).toEqual([]);
  });

  it('recognises the rate limit', () => {
    expect(isRateLimited(apiError(429, 'RATE_LIMITED', 'Too many attempts'))).toBe(true);
    expect(isRateLimited(apiError(401, 'UNAUTHORIZED', 'no'))).toBe(false);
  });
});
