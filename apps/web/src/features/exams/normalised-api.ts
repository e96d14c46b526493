import { useQuery } from '@tanstack/react-query';
import type { NormalisedResult } from '@pariksha/shared/schemas/normalisation';
import { apiGet } from '../../lib/api.ts';

/** GET /exam-sets/:setId/normalised-result: raw and normalised standing across a live test's slots. */
export const useNormalisedResult = (setId: string, attemptId?: string) =>
  useQuery({
    queryKey: ['exams', 'normalised', setId, attemptId ?? null] as const,
    queryFn: () => apiGet<NormalisedResult>(`/exam-sets/${setId}/normalised-result`, { params: { attemptId } }),
    enabled: !!setId,
  });
