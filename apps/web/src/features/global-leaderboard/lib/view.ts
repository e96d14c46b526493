import { LEADERBOARD_PERIODS, LEADERBOARD_SCOPES, type LeaderboardPeriod, type LeaderboardScope } from '@pariksha/shared/points';
import type { GlobalLeaderboard, GlobalLeaderboardRow } from '@pariksha/shared/schemas/global-leaderboard';

/** The board's choices from the URL (?period=&scope=&page=); anything unknown falls back to the default. */
export function readBoardParams(params: URLSearchParams): { period: LeaderboardPeriod; scope: LeaderboardScope; page: number } {
  const period = params.get('period');
  const scope = params.get('scope');
  const page = Number(params.get('page'));
  return {
    period: (LEADERBOARD_PERIODS as readonly string[]).includes(period ?? '') ? (period as LeaderboardPeriod) : 'week',
    scope: (LEADERBOARD_SCOPES as readonly string[]).includes(scope ?? '') ? (scope as LeaderboardScope) : 'organization',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The student's own row is always visible: highlighted where it stands on this page, or pinned
 * below the page's rows when it is elsewhere.
 */
export function boardView(board: Pick<GlobalLeaderboard, 'rows' | 'me'>): {
  rows: GlobalLeaderboardRow[];
  pinned: GlobalLeaderboardRow | null;
} {
  const myId = board.me?.userId;
  const rows = board.rows.map((row) => (row.isMe || (myId !== undefined && row.userId === myId) ? { ...row, isMe: true } : row));
  return { rows, pinned: rows.some((row) => row.isMe) || !board.me ? null : { ...board.me, isMe: true } };
}

export const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / Math.max(1, limit)));

/** The period's first day, in the organisation's time zone and the reader's language (a week's with its weekday). */
export function formatSince(from: string, timeZone: string, lang: string, withWeekday = true): string {
  return new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', {
    ...(withWeekday ? { weekday: 'long' } : {}),
    day: 'numeric',
    month: 'long',
    timeZone,
  }).format(new Date(from));
}
