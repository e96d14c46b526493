import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExamDetail, LiveTestList, SetDetail, TestLanguage } from '@pariksha/shared/schemas/exams';
import type { PlanList } from '@pariksha/shared/schemas/payments';
import type { AttemptAnalysis, AttemptResult, Leaderboard, MyLeaderboards, StartedSummary } from '@pariksha/shared/schemas/attempts';
import { ApiError, apiGet, buildUrl, request } from '../../lib/api.ts';
import { preloadSealedPaper, rememberStart } from '../../lib/exam-paper.ts';
import type { ExamFilters } from './lib/filters.ts';
import { examKeys, examListQuery } from './queries.ts';

export { examKeys, examListQuery };

export const useExamList = (filters: ExamFilters) => useQuery(examListQuery(filters));

/**
 * The lowest price at which a paid series can be bought: the cheapest active plan of its
 * organisation that unlocks it (payments). One /plans request per page, shared by every card.
 */
export function usePaidSeriesPrice(exam: { id?: string; organizationId?: string; visibility: string }): number | null {
  const plans = useQuery({
    queryKey: [...examKeys.all, 'plans'],
    queryFn: () => apiGet<PlanList>('/plans'),
    enabled: exam.visibility === 'paid' && !!exam.id,
    staleTime: 60_000,
  });
  if (exam.visibility !== 'paid' || !plans.data) return null;
  const prices = plans.data.data
    .filter((p) => p.organizationId === exam.organizationId && (p.unlocks.all || p.unlocks.examIds.includes(exam.id!)))
    .map((p) => p.gst.totalPaise);
  return prices.length ? Math.min(...prices) : null;
}

/** A wrong id stays wrong: no automatic retry for 400/404, one for anything else (the app default). */
const retryUnlessMissing = (failures: number, error: unknown) =>
  !(error instanceof ApiError && (error.status === 404 || error.status === 400)) && failures < 1;

export const useExamDetail = (examId: string) =>
  useQuery({
    queryKey: examKeys.exam(examId),
    queryFn: () => apiGet<ExamDetail>(`/exams/${examId}`),
    enabled: !!examId,
    retry: retryUnlessMissing,
  });

/** Refetched every minute while open: the countdown's clock offset and the live window stay fresh. */
export const useLiveTests = () =>
  useQuery({ queryKey: examKeys.live(), queryFn: () => apiGet<LiveTestList>('/exams/live'), refetchInterval: 60_000 });

export const useSetDetail = (setId: string) =>
  useQuery({
    queryKey: examKeys.set(setId),
    queryFn: () => apiGet<SetDetail>(`/exam-sets/${setId}`),
    enabled: !!setId,
    retry: retryUnlessMissing,
  });

/** Starts the attempt, or returns the one in progress (resume). */
export function useStartAttempt(setId: string) {
  const client = useQueryClient();
  return useMutation({
    // The start carries no paper: the hall has it (pre-loaded during a live test's countdown and
    // opened with the key this answer releases, or from its immutable URL), so a slow phone
    // downloads it once and the start minute's request stays small.
    mutationFn: async (language: TestLanguage) => {
      const attempt = await request<StartedSummary>('POST', buildUrl(`/exam-sets/${setId}/attempts`, { params: { view: 'summary' } }), {
        language,
      });
      await rememberStart(attempt);
      return attempt;
    },
    onSettled: () => client.invalidateQueries({ queryKey: examKeys.all }),
  });
}

export const useResult = (setId: string, attemptId?: string) =>
  useQuery({
    queryKey: examKeys.result(setId, attemptId),
    queryFn: () => apiGet<AttemptResult>(`/exam-sets/${setId}/result`, { params: { attemptId } }),
    enabled: !!setId,
  });

export const useAnalysis = (setId: string, attemptId?: string) =>
  useQuery({
    queryKey: examKeys.analysis(setId, attemptId),
    queryFn: () => apiGet<AttemptAnalysis>(`/exam-sets/${setId}/analysis`, { params: { attemptId } }),
    enabled: !!setId,
  });

export const useLeaderboard = (setId: string, page: number, limit: number) =>
  useQuery({
    queryKey: examKeys.leaderboard(setId, page, limit),
    queryFn: () => apiGet<Leaderboard>(`/exam-sets/${setId}/leaderboard`, { isPaginated: true, page, limit }),
    enabled: !!setId,
    placeholderData: keepPreviousData,
  });

export const useMyLeaderboards = () =>
  useQuery({ queryKey: examKeys.myLeaderboards(), queryFn: () => apiGet<MyLeaderboards>('/leaderboards/me') });

/**
 * A live test's countdown fetches the sealed paper once (it cannot be read before the start);
 * the start then needs only its own small request. Runs while `enabled` (the window is upcoming).
 */
export const useSealedPaperPreload = (setId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...examKeys.set(setId), 'sealedPaper'],
    queryFn: () => preloadSealedPaper(setId),
    enabled: enabled && !!setId,
    staleTime: Infinity,
    retry: false,
  });
