import { z } from 'zod';
import { LEADERBOARD_PERIODS, LEADERBOARD_SCOPES } from '../points.ts';

/**
 * GET /api/global-leaderboard: points from quizzes, tests and the daily problem (rule in
 * ../points.ts and docs/points.md), per week, month or all time, for the caller's organisation
 * or the whole platform.
 */
export const leaderboardPeriod = z.enum(LEADERBOARD_PERIODS, { message: 'Choose week, month or all time' });
export const leaderboardScope = z.enum(LEADERBOARD_SCOPES, { message: 'Choose your organisation or the whole platform' });

export const globalLeaderboardQuery = z.object({
  period: leaderboardPeriod.default('week'),
  scope: leaderboardScope.default('organization'),
  page: z.coerce
    .number({ message: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be 1 or more')
    .default(1),
  limit: z.coerce
    .number({ message: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be between 1 and 100')
    .max(100, 'Limit must be between 1 and 100')
    .default(20),
});
export type GlobalLeaderboardQuery = z.infer<typeof globalLeaderboardQuery>;

/** One student's standing. Name and username only: no email or organisation, on either board. */
export const globalLeaderboardRow = z.object({
  rank: z.number().int(),
  userId: z.string(),
  name: z.string(),
  username: z.string(),
  points: z.number().int(),
  quizPoints: z.number().int(),
  testPoints: z.number().int(),
  potdPoints: z.number().int(),
  isMe: z.boolean(),
});
export type GlobalLeaderboardRow = z.infer<typeof globalLeaderboardRow>;

export const globalLeaderboard = z.object({
  period: leaderboardPeriod,
  scope: leaderboardScope,
  /** When the period began (ISO instant), null for all time. */
  from: z.string().nullable(),
  /** The time zone of the period's boundaries: the caller's organisation's. */
  timeZone: z.string(),
  page: z.number().int(),
  limit: z.number().int(),
  rows: z.array(globalLeaderboardRow),
  /** Students with points in the period. */
  total: z.number().int(),
  /** The caller's own row wherever it falls; null while they have no points in the period. */
  me: globalLeaderboardRow.nullable(),
});
export type GlobalLeaderboard = z.infer<typeof globalLeaderboard>;
