import { z } from 'zod';

export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'PAYMENT_REQUIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The one JSON error shape of every API error (ARCHITECTURE.md "Errors"). */
export const errorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const uuidParam = z.uuid({ message: 'Must be a valid id' });
export const idParams = z.object({ id: uuidParam });

export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const okResponse = z.object({ ok: z.literal(true) });
