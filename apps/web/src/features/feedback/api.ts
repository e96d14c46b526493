import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MeResponse } from '@pariksha/shared/schemas/auth';
import type { FeedbackItem, FormType, feedbackList, feedbackRequest } from '@pariksha/shared/schemas/feedback';
import { apiGet, apiPatch, apiSend } from '../../lib/api.ts';

export type FeedbackList = z.infer<typeof feedbackList>;
export type FeedbackSubmission = z.output<typeof feedbackRequest>;
export type FeedbackFilters = {
  formType?: FormType;
  handled?: 'true' | 'false';
  q?: string;
  page: number;
  limit: number;
};

export const feedbackKeys = {
  all: ['feedback'] as const,
  lists: () => [...feedbackKeys.all, 'list'] as const,
  list: (filters: FeedbackFilters) => [...feedbackKeys.lists(), filters] as const,
  me: () => [...feedbackKeys.all, 'me'] as const,
};

export const sendFeedback = (body: FeedbackSubmission) => apiSend<FeedbackItem>('/feedback', body);

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}

/** GET /api/feedback is superAdmin-only: callers must check the role first (a 403 signs out). */
export const feedbackListQuery = ({ formType, handled, q, page, limit }: FeedbackFilters) =>
  queryOptions({
    queryKey: feedbackKeys.list({ formType, handled, q, page, limit }),
    queryFn: () => apiGet<FeedbackList>('/feedback', { params: { formType, handled, q }, isPaginated: true, page, limit }),
    placeholderData: keepPreviousData,
  });

export function useFeedbackList(filters: FeedbackFilters, enabled: boolean) {
  return useQuery({ ...feedbackListQuery(filters), enabled });
}

export function useSetHandled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) => apiPatch<FeedbackItem>(`/feedback/${id}`, { handled }),
    onSuccess: (item) => {
      // Show the new state at once, then refetch: under a status filter the item may leave the list.
      client.setQueriesData<FeedbackList>({ queryKey: feedbackKeys.lists() }, (old) =>
        old ? { ...old, data: old.data.map((row) => (row.id === item.id ? item : row)) } : old,
      );
      void client.invalidateQueries({ queryKey: feedbackKeys.lists() });
    },
  });
}

/** The signed-in person's email and phone, to prefill the form. */
export function useMyContact(enabled: boolean) {
  return useQuery({
    queryKey: feedbackKeys.me(),
    queryFn: () => apiGet<MeResponse>('/auth/me'),
    enabled,
    staleTime: 5 * 60_000,
    select: (me) => me.user,
  });
}
