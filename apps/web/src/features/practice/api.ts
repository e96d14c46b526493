import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PracticeAnswerDetail,
  PracticeCheckResponse,
  PracticeQuestionList,
  PracticeSubjects,
} from '@pariksha/shared/schemas/practice';
import { PRACTICE_PAGE_SIZE } from '@pariksha/shared/schemas/practice';
import { apiGet, apiSend } from '../../lib/api.ts';
import type { PracticeFilters } from './lib/filters.ts';

export const practiceKeys = {
  all: ['practice'] as const,
  subjects: () => [...practiceKeys.all, 'subjects'] as const,
  questions: (subject: string, topic: string, filters: PracticeFilters) =>
    [...practiceKeys.all, 'questions', subject, topic, filters] as const,
  answer: (id: string) => [...practiceKeys.all, 'answer', id] as const,
};

export const useSubjectCounts = () =>
  useQuery({ queryKey: practiceKeys.subjects(), queryFn: () => apiGet<PracticeSubjects>('/practice/subjects'), staleTime: 60_000 });

export const usePracticeQuestions = (subject: string, topic: string, filters: PracticeFilters) =>
  useQuery({
    queryKey: practiceKeys.questions(subject, topic, filters),
    queryFn: () =>
      apiGet<PracticeQuestionList>('/practice/questions', {
        params: {
          subject,
          topic,
          difficulty: filters.difficulty,
          language: filters.language,
          unanswered: filters.unanswered ? 'true' : undefined,
        },
        isPaginated: true,
        page: filters.page,
        limit: PRACTICE_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

/** The answer of one question, fetched only when the student asks for it. */
export const useShowAnswer = (questionId: string, enabled: boolean) =>
  useQuery({
    queryKey: practiceKeys.answer(questionId),
    queryFn: () => apiGet<PracticeAnswerDetail>(`/practice/questions/${questionId}/answer`),
    enabled,
    staleTime: Infinity,
  });

export function useCheckAnswer(questionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (optionId: string) => apiSend<PracticeCheckResponse>(`/practice/questions/${questionId}/check`, { optionId }),
    onSuccess: (res) =>
      client.setQueryData(practiceKeys.answer(questionId), { correctOptionIds: res.correctOptionIds, explanation: res.explanation }),
  });
}
