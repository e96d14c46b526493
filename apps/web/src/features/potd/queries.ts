import { queryOptions } from '@tanstack/react-query';
import type { PotdToday } from '@pariksha/shared/schemas/potd';
import { apiGet } from '../../lib/api.ts';
import type { PickerFilters } from './api.ts';

// The keys and the first query of /potd, apart from the hooks: the route's loader
// (app/route-prefetch.ts) starts the same request while the page's code is on its way.
/** The daily-problem API (apps/server/src/modules/potd); shapes from the shared schemas. */
export const potdKeys = {
  all: ['potd'] as const,
  today: (lang: string) => [...potdKeys.all, 'today', lang] as const,
  summary: (userId: string) => [...potdKeys.all, 'summary', userId] as const,
  history: (userId: string, month: string | undefined) => [...potdKeys.all, 'history', userId, month ?? 'current'] as const,
  schedule: () => [...potdKeys.all, 'schedule'] as const,
  solvers: (date: string) => [...potdKeys.all, 'solvers', date] as const,
  picker: (query: PickerFilters) => [...potdKeys.all, 'picker', query] as const,
};

/** GET /api/potd/today: null is the 204 answer, "No problem available for today". */
export const todayQuery = (lang: string) =>
  queryOptions({
    queryKey: potdKeys.today(lang),
    queryFn: async () => (await apiGet<PotdToday | null>('/potd/today', { params: { lang } })) ?? null,
    // A day changes at midnight; a page left open refetches when it is looked at again.
    staleTime: 60_000,
  });
