import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GeneratedQuestionView } from '@pariksha/shared/schemas/quiz';
import type {
  GeneratedPracticeList,
  PracticeAnswerDetail,
  PracticeCheckResponse,
  PracticeQuestionList,
  PracticeSubjects,
} from '@pariksha/shared/schemas/practice';
import { GENERATED_PRACTICE_BATCH, PRACTICE_PAGE_SIZE } from '@pariksha/shared/schemas/practice';
import { apiGet, apiSend } from '../../lib/api.ts';
import type { PracticeFilters } from './lib/filters.ts';

export const practiceKeys = {
  all: ['practice'] as const,
  subjects: () => [...practiceKeys.all, 'subjects'] as const,
  questions: (subject: string, topic: string, filters: PracticeFilters) =>
    [...practiceKeys.all, 'questions', subject, topic, filters] as const,
  answer: (id: string) => [...practiceKeys.all, 'answer', id] as const,
  generatedAnswer: (generator: string, seed: number) => [...practiceKeys.all, 'generated-answer', generator, seed] as const,
};

/** A generated question's name: the same pair always makes the same question. */
export type GeneratedName = { generator: string; seed: number };

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

// ---------- generated maths questions ("generate more") ----------

/** A batch of fresh generated questions of a maths topic (no answers in it). */
export const fetchGeneratedQuestions = (subject: string, topic: string, count = GENERATED_PRACTICE_BATCH) =>
  apiGet<GeneratedPracticeList>('/practice/generated-questions', { params: { subject, topic, count } });

/**
 * A generated question's answer and worked solution, from the quizzes' generated-question route
 * (the same question rebuilt from its generator and seed): fetched only when the student checks
 * a choice or asks for the answer.
 */
const generatedAnswerQuery = ({ generator, seed }: GeneratedName) => ({
  queryKey: practiceKeys.generatedAnswer(generator, seed),
  queryFn: async (): Promise<PracticeAnswerDetail> => {
    const view = await apiGet<GeneratedQuestionView>(`/quizzes/generated-questions/${encodeURIComponent(generator)}/${seed}`);
    return { correctOptionIds: view.correctOptionIds, explanation: view.explanation };
  },
  staleTime: Infinity,
});

export const useGeneratedAnswer = (name: GeneratedName | undefined, enabled: boolean) =>
  useQuery({ ...generatedAnswerQuery(name ?? { generator: '', seed: 0 }), enabled: enabled && !!name });

/** Checks a choice against the rebuilt question; nothing is recorded (the question is in no bank). */
export function useCheckGenerated(name: GeneratedName | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (optionId: string): Promise<PracticeCheckResponse> => {
      const answer = await client.fetchQuery(generatedAnswerQuery(name!));
      return { ...answer, correct: answer.correctOptionIds.includes(optionId) };
    },
  });
}
