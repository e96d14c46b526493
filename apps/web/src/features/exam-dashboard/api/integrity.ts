import { useQuery } from '@tanstack/react-query';
import type { IntegrityReport } from '@pariksha/shared/schemas/integrity';
import { apiGet } from '../../../lib/api.ts';
import { examDashboardKeys } from './keys.ts';

/** GET /exam-sets/:setId/integrity: computed on the server each time (no stale copy kept). */
export function useIntegrityReport(setId: string | undefined) {
  return useQuery({
    queryKey: [...examDashboardKeys.all, 'integrity', setId ?? ''] as const,
    queryFn: () => apiGet<IntegrityReport>(`/exam-sets/${encodeURIComponent(setId ?? '')}/integrity`),
    enabled: !!setId,
    staleTime: 0,
  });
}
