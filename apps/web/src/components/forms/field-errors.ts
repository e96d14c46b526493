import { localize } from '@pariksha/shared/messages';
import { ApiError } from '../../lib/api.ts';

export type FieldError<F extends string> = { field: F; message: string };

/**
 * Conflicts (409) carry only a message, already translated by the server for the caller's
 * language, so each known message is matched in English and in Hindi to find its field.
 */
const CONFLICT_FIELDS: Record<string, string> = {
  'An account with this email already exists': 'email',
  'This username is taken': 'username',
};

/**
 * The form fields a server error points at: validation details ({ fields: [{ field, message }] })
 * or a known conflict message. An empty list means the error belongs in the page's Alert.
 */
export function serverFieldErrors<F extends string>(err: unknown, fields: readonly F[], translate: (m: string) => string): FieldError<F>[] {
  if (!(err instanceof ApiError)) return [];
  const known = (f: unknown): f is F => typeof f === 'string' && (fields as readonly string[]).includes(f);
  const details = err.body?.error.details as { fields?: { field?: unknown; message?: unknown }[] } | undefined;
  const fromDetails = (details?.fields ?? [])
    .filter((f) => known(f.field) && typeof f.message === 'string')
    .map((f) => ({ field: f.field as F, message: translate(f.message as string) }));
  if (fromDetails.length) return fromDetails;
  if (err.status === 409) {
    for (const [english, field] of Object.entries(CONFLICT_FIELDS)) {
      if (known(field) && [english, localize(english, 'hi')].includes(err.userMessage)) return [{ field, message: err.userMessage }];
    }
  }
  return [];
}

/** A 429 (server code RATE_LIMITED) is shown as a warning with its own heading, not as a failure. */
export const isRateLimited = (err: unknown) => err instanceof ApiError && (err.status === 429 || err.code === 'RATE_LIMITED');
