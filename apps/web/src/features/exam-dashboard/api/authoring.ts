import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AuthoringExam,
  CreateExamRequest,
  CreateSetRequest,
  SectionInput,
  UpdateExamRequest,
  UpdateSetRequest,
  authoringExamList,
} from '@pariksha/shared/schemas/exams';
import { apiDelete, apiGet, apiPatch, apiSend, buildUrl, request } from '../../../lib/api.ts';
import { examDashboardKeys } from './keys.ts';

export type AuthoringExamList = z.infer<typeof authoringExamList>;
export type AuthoringListItem = AuthoringExamList['data'][number];

export function useAuthoringList(enabled = true) {
  return useQuery({
    queryKey: examDashboardKeys.authoringList(),
    queryFn: () => apiGet<AuthoringExamList>('/exam-authoring'),
    enabled,
  });
}

export function useAuthoringExam(examId: string | undefined) {
  return useQuery({
    queryKey: examDashboardKeys.authoringExam(examId ?? ''),
    queryFn: () => apiGet<AuthoringExam>(`/exam-authoring/${examId}`),
    enabled: !!examId,
  });
}

/**
 * Every authoring write answers with the whole exam: put it in the cache so the editor shows
 * the server's state at once, and refresh the lists (status, counts) behind it.
 */
function useExamWrite<V>(write: (vars: V) => Promise<AuthoringExam>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (exam) => {
      client.setQueryData(examDashboardKeys.authoringExam(exam.id), exam);
      void client.invalidateQueries({ queryKey: examDashboardKeys.authoringList() });
      void client.invalidateQueries({ queryKey: examDashboardKeys.catalogue() });
      void client.invalidateQueries({ queryKey: examDashboardKeys.live() });
    },
  });
}

export const useCreateExam = () => useExamWrite((body: CreateExamRequest) => apiSend<AuthoringExam>('/exam-authoring', body));
export const useUpdateExam = (examId: string) =>
  useExamWrite((body: UpdateExamRequest) => apiPatch<AuthoringExam>(`/exam-authoring/${examId}`, body));
export const usePublishExam = (examId: string) =>
  useExamWrite((isPublished: boolean) => apiSend<AuthoringExam>(`/exam-authoring/${examId}/publish`, { isPublished }));
export const useCreateSet = (examId: string) =>
  useExamWrite((body: CreateSetRequest) => apiSend<AuthoringExam>(`/exam-authoring/${examId}/sets`, body));
export const useUpdateSet = () =>
  useExamWrite(({ setId, body }: { setId: string; body: UpdateSetRequest }) =>
    apiPatch<AuthoringExam>(`/exam-authoring/sets/${setId}`, body),
  );
export const useDeleteSet = () => useExamWrite((setId: string) => apiDelete<AuthoringExam>(`/exam-authoring/sets/${setId}`));
export const useUpdateSection = () =>
  useExamWrite(({ sectionId, body }: { sectionId: string; body: Partial<SectionInput> }) =>
    apiPatch<AuthoringExam>(`/exam-authoring/sections/${sectionId}`, body),
  );
export const useSetSectionQuestions = () =>
  useExamWrite(({ sectionId, questionIds }: { sectionId: string; questionIds: string[] }) =>
    request<AuthoringExam>('PUT', buildUrl(`/exam-authoring/sections/${sectionId}/questions`), { questionIds }),
  );

export function useDeleteExam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (examId: string) => apiDelete<{ ok: true }>(`/exam-authoring/${examId}`),
    onSuccess: (_ok, examId) => {
      client.removeQueries({ queryKey: examDashboardKeys.authoringExam(examId) });
      void client.invalidateQueries({ queryKey: examDashboardKeys.authoringList() });
      void client.invalidateQueries({ queryKey: examDashboardKeys.catalogue() });
    },
  });
}
