import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LeaderboardPeriod, LeaderboardScope } from '@pariksha/shared/points';
import type { GlobalLeaderboard } from '@pariksha/shared/schemas/global-leaderboard';
import { apiGet } from '../../lib/api.ts';

export const BOARD_PAGE_SIZE = 20;

export type BoardParams = { period: LeaderboardPeriod; scope: LeaderboardScope; page: number };

export const globalLeaderboardKeys = {
  all: ['global-leaderboard'] as const,
  board: (p: BoardParams) => [...globalLeaderboardKeys.all, p.period, p.scope, p.page] as const,
};

/** GET /api/global-leaderboard; the previous board stays on screen while another period or page loads. */
export const useGlobalLeaderboard = (p: BoardParams) =>
  useQuery({
    queryKey: globalLeaderboardKeys.board(p),
    queryFn: () =>
      apiGet<GlobalLeaderboard>('/global-leaderboard', {
        params: { period: p.period, scope: p.scope },
        isPaginated: true,
        page: p.page,
        limit: BOARD_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
