import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuestionReport, QuestionReportList } from '@pariksha/shared/schemas/question-reports';
import { apiGet, apiPatch } from '../../../lib/api.ts';
import { examDashboardKeys } from './keys.ts';

export type ReportStatus = 'open' | 'resolved' | 'all';
export const REPORTS_PAGE = 20;

/** Questions students reported from the solutions, for the organisation's staff. */
export function useQuestionReports(status: ReportStatus, page: number) {
  return useQuery({
    queryKey: examDashboardKeys.reports(status, page),
    queryFn: () => apiGet<QuestionReportList>('/question-reports', { params: { status, page, limit: REPORTS_PAGE } }),
    placeholderData: keepPreviousData,
  });
}

export function useResolveReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, resolved }: { id: string; resolved: boolean }) => apiPatch<QuestionReport>(`/question-reports/${id}`, { resolved }),
    // Every status tab and the open count change.
    onSuccess: () => client.invalidateQueries({ queryKey: examDashboardKeys.reportsAll() }),
  });
}
