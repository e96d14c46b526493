import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ExamList } from '@pariksha/shared/schemas/exams';
import { apiGet } from '../../lib/api.ts';
import { PAGE_SIZE, toApiParams, type ExamFilters } from './lib/filters.ts';

// The keys and the first query of /exams, apart from the hooks: the route's loader
// (app/route-prefetch.ts) starts the same request while the page's code is on its way, and this
// module stays small (no exam-paper storage) because the app's first script imports it.
/** The student side of the exam API (/work/briefs/exam-api.md); shapes from the shared schemas. */
export const examKeys = {
  all: ['exams'] as const,
  list: (filters: ExamFilters) => [...examKeys.all, 'list', filters] as const,
  live: () => [...examKeys.all, 'live'] as const,
  exam: (examId: string) => [...examKeys.all, 'exam', examId] as const,
  set: (setId: string) => [...examKeys.all, 'set', setId] as const,
  result: (setId: string, attemptId?: string) => [...examKeys.all, 'result', setId, attemptId ?? 'latest'] as const,
  analysis: (setId: string, attemptId?: string) => [...examKeys.all, 'analysis', setId, attemptId ?? 'latest'] as const,
  leaderboard: (setId: string, page: number, limit: number) => [...examKeys.all, 'leaderboard', setId, page, limit] as const,
  myLeaderboards: () => [...examKeys.all, 'leaderboards', 'me'] as const,
};

export const examListQuery = (filters: ExamFilters) =>
  queryOptions({
    queryKey: examKeys.list(filters),
    queryFn: () => apiGet<ExamList>('/exams', { params: toApiParams(filters), isPaginated: true, page: filters.page, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
