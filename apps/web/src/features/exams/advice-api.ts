import { useQuery } from '@tanstack/react-query';
import type { AttemptAdvice } from '@pariksha/shared/schemas/attempt-advice';
import { apiGet } from '../../lib/api.ts';
import { examKeys } from './api.ts';

/** "Should I attempt?" (issue 16): the advice in an analysis and the strategy card before a start. */
export const adviceKeys = {
  attempt: (setId: string, attemptId?: string) => [...examKeys.all, 'advice', setId, attemptId ?? 'latest'] as const,
  strategy: (setId: string) => [...examKeys.all, 'strategy', setId] as const,
};

export const useAttemptAdvice = (setId: string, attemptId?: string) =>
  useQuery({
    queryKey: adviceKeys.attempt(setId, attemptId),
    queryFn: () => apiGet<AttemptAdvice>(`/exam-sets/${setId}/advice`, { params: { attemptId } }),
    enabled: !!setId,
  });

export const useStrategy = (setId: string) =>
  useQuery({
    queryKey: adviceKeys.strategy(setId),
    queryFn: () => apiGet<AttemptAdvice>(`/exam-sets/${setId}/strategy`),
    enabled: !!setId,
    // History moves only when the student answers something; a minute is fresh enough.
    staleTime: 60_000,
  });
