import { useQuery } from '@tanstack/react-query';
import type { SetAttempts } from '@pariksha/shared/schemas/attempts';
import { apiDownload, apiGet } from '../../../lib/api.ts';
import { examDashboardKeys } from './keys.ts';

export function useSetAttempts(setId: string | undefined) {
  return useQuery({
    queryKey: examDashboardKeys.setAttempts(setId ?? ''),
    queryFn: () => apiGet<SetAttempts>(`/exam-sets/${setId}/attempts`),
    enabled: !!setId,
  });
}

export type ExportFormat = 'csv' | 'xlsx';

export const downloadAttempts = (setId: string, format: ExportFormat) =>
  apiDownload(`/exam-sets/${setId}/attempts/export`, { params: { format } });
