import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ExamDetail, ExamList, LiveTestList } from '@pariksha/shared/schemas/exams';
import { apiGet } from '../../../lib/api.ts';
import { examDashboardKeys } from './keys.ts';

const PAGE_SIZE = 50;

/** The published tests the caller can see, newest first, a page at a time. */
export function useCatalogue() {
  return useInfiniteQuery({
    queryKey: examDashboardKeys.catalogue(),
    queryFn: ({ pageParam }) => apiGet<ExamList>('/exams', { isPaginated: true, page: pageParam, limit: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}

/** Live tests grouped upcoming / live / ended by the server's clock. */
export function useLiveTests() {
  return useQuery({
    queryKey: examDashboardKeys.live(),
    queryFn: () => apiGet<LiveTestList>('/exams/live'),
    // A test may open or close while the page is open.
    refetchInterval: 60_000,
  });
}

/** One exam with its sets and the caller's standing on each (`me`). */
export function useExamDetail(examId: string, enabled = true) {
  return useQuery({
    queryKey: examDashboardKeys.examDetail(examId),
    queryFn: () => apiGet<ExamDetail>(`/exams/${examId}`),
    enabled,
    staleTime: 30_000,
  });
}
