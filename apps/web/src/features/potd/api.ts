import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ErrorResponse } from '@pariksha/shared/schemas/common';
import type {
  HistoryResponse,
  PickerList,
  ScheduleEntry,
  ScheduleList,
  ScheduleRequest,
  SolversResponse,
  SubmitResponse,
  UserSummary,
} from '@pariksha/shared/schemas/potd';
import { apiDelete, apiGet, apiPost, buildUrl, request } from '../../lib/api.ts';
import { potdKeys, todayQuery } from './queries.ts';

export { potdKeys, todayQuery };

export type PickerFilters = {
  subject?: string;
  topic?: string;
  difficulty?: 'easy' | 'medium' | 'hard';
  search?: string;
  page: number;
  limit: number;
};

export const useToday = (lang: string) => useQuery(todayQuery(lang));

/** The spec's POST helper: the parsed error body comes back instead of a throw. */
export const submitAnswer = (answer: string, problemId: string) => apiPost<SubmitResponse>('/potd/submit', { answer, problemId });
/** The follow-up after a solve (spec 7): an answer with an error `code` means "Failed to submit answer". */
export const confirmSolve = (userId: string, date: string) => apiPost<{ data: UserSummary }>(`/problem-of-day/users/${userId}`, { date });

export const isFailure = (value: unknown): value is ErrorResponse =>
  typeof value === 'object' && value !== null && 'error' in value && typeof (value as ErrorResponse).error?.code === 'string';

export const useSummary = (userId: string | undefined) =>
  useQuery({
    queryKey: potdKeys.summary(userId ?? ''),
    queryFn: async () => (await apiGet<{ data: UserSummary }>(`/problem-of-day/users/${userId}`)).data,
    enabled: !!userId,
  });

export const useHistory = (userId: string | undefined, month: string | undefined) =>
  useQuery({
    queryKey: potdKeys.history(userId ?? '', month),
    queryFn: () => apiGet<HistoryResponse>(`/problem-of-day/users/${userId}/history`, { params: { month } }),
    enabled: !!userId,
    placeholderData: keepPreviousData,
  });

// Staff

export const useSchedule = (enabled: boolean) =>
  useQuery({ queryKey: potdKeys.schedule(), queryFn: () => apiGet<ScheduleList>('/potd/schedule'), enabled });

export const useSolvers = (date: string | null) =>
  useQuery({
    queryKey: potdKeys.solvers(date ?? ''),
    queryFn: () => apiGet<SolversResponse>(`/potd/schedule/${date}/solvers`),
    enabled: !!date,
  });

export const usePicker = (query: PickerFilters, enabled: boolean) =>
  useQuery({
    queryKey: potdKeys.picker(query),
    queryFn: () =>
      apiGet<PickerList>('/potd/questions', {
        params: { subject: query.subject, topic: query.topic, difficulty: query.difficulty, search: query.search || undefined },
        isPaginated: true,
        page: query.page,
        limit: query.limit,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });

export function useScheduleDay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ date, body }: { date: string; body: ScheduleRequest }) =>
      request<ScheduleEntry>('PUT', buildUrl(`/potd/schedule/${date}`), body),
    onSettled: () => client.invalidateQueries({ queryKey: potdKeys.all }),
  });
}

export function useUnscheduleDay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => apiDelete<{ ok: true }>(`/potd/schedule/${date}`),
    onSettled: () => client.invalidateQueries({ queryKey: potdKeys.all }),
  });
}
