import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NormalisationMethod, NormalisationOverview } from '@pariksha/shared/schemas/normalisation';
import { apiGet, buildUrl, request } from '../../../lib/api.ts';
import { examDashboardKeys } from './keys.ts';

const key = (examId: string) => [...examDashboardKeys.all, 'normalisation', examId] as const;
const url = (examId: string) => `/exam-authoring/${examId}/normalisation`;

/** Staff: a live test's normalisation method and each slot's statistics. */
export const useNormalisation = (examId: string) =>
  useQuery({ queryKey: key(examId), queryFn: () => apiGet<NormalisationOverview>(url(examId)) });

export function useSetNormalisation(examId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (method: NormalisationMethod) => request<NormalisationOverview>('PUT', buildUrl(url(examId)), { method }),
    onSuccess: (overview) => client.setQueryData(key(examId), overview),
  });
}
