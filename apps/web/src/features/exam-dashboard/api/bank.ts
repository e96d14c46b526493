import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BankList, BankQuestion } from '@pariksha/shared/schemas/question-bank';
import { apiDelete, apiGet, apiPatch, apiSend } from '../../../lib/api.ts';
import type { QuestionPayload } from '../lib/question-form.ts';
import { examDashboardKeys, type BankFilters } from './keys.ts';

/** Seeds each question's own cache entry, so a section's question list needs no extra requests. */
export function rememberQuestions(client: QueryClient, questions: readonly BankQuestion[]) {
  for (const q of questions) client.setQueryData(examDashboardKeys.bankQuestion(q.id), q);
}

export function useBankList(filters: BankFilters, enabled = true) {
  const client = useQueryClient();
  return useQuery({
    queryKey: examDashboardKeys.bankList(filters),
    queryFn: async () => {
      const { page, limit, ...params } = filters;
      const list = await apiGet<BankList>('/question-bank', { params: { ...params }, isPaginated: true, page, limit });
      rememberQuestions(client, list.data);
      return list;
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

const fetchQuestion = (id: string) => apiGet<BankQuestion>(`/question-bank/${id}`);

export function useBankQuestion(id: string | undefined) {
  return useQuery({ queryKey: examDashboardKeys.bankQuestion(id ?? ''), queryFn: () => fetchQuestion(id!), enabled: !!id });
}

const IDS_PER_REQUEST = 100;

/**
 * Several questions by id (a section's list). Those not cached yet come in one list request
 * per hundred (`ids` filter), not one request each; a question the list does not return (say,
 * deleted meanwhile) falls back to its own request, which reports the error on its row.
 */
export function useBankQuestions(ids: readonly string[], enabled: boolean) {
  const client = useQueryClient();
  const missing = ids.filter((id) => client.getQueryData(examDashboardKeys.bankQuestion(id)) === undefined);
  const batch = useQuery({
    queryKey: [...examDashboardKeys.bank(), 'batch', missing],
    queryFn: async () => {
      for (let i = 0; i < missing.length; i += IDS_PER_REQUEST) {
        const chunk = missing.slice(i, i + IDS_PER_REQUEST);
        const list = await apiGet<BankList>('/question-bank', {
          params: { ids: chunk.join(',') },
          isPaginated: true,
          page: 1,
          limit: IDS_PER_REQUEST,
        });
        rememberQuestions(client, list.data);
      }
      return missing.length;
    },
    enabled: enabled && missing.length > 0,
  });
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: examDashboardKeys.bankQuestion(id),
      queryFn: () => fetchQuestion(id),
      enabled: enabled && !batch.isFetching,
      staleTime: 5 * 60_000,
    })),
  });
}

function useBankWrite<V>(write: (vars: V) => Promise<BankQuestion>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (q) => {
      client.setQueryData(examDashboardKeys.bankQuestion(q.id), q);
      void client.invalidateQueries({ queryKey: [...examDashboardKeys.bank(), 'list'] });
    },
  });
}

export const useCreateQuestion = () => useBankWrite((body: QuestionPayload) => apiSend<BankQuestion>('/question-bank', body));
export const useUpdateQuestion = () =>
  useBankWrite(({ id, body }: { id: string; body: QuestionPayload }) => apiPatch<BankQuestion>(`/question-bank/${id}`, body));

export function useDeleteQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete<{ ok: true }>(`/question-bank/${id}`),
    onSuccess: (_ok, id) => {
      client.removeQueries({ queryKey: examDashboardKeys.bankQuestion(id) });
      void client.invalidateQueries({ queryKey: [...examDashboardKeys.bank(), 'list'] });
    },
  });
}
