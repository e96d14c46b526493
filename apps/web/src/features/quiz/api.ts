import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuizAnswerFeedback, QuizDashboard, QuizView, StartQuizRequest } from '@pariksha/shared/schemas/quiz';
import { apiGet, apiSend } from '../../lib/api.ts';
import { applyFeedback } from './lib/quiz-state.ts';
import { quizKeys, quizSubjectsQuery } from './queries.ts';

export { quizKeys, quizSubjectsQuery };

export const useQuizSubjects = () => useQuery(quizSubjectsQuery());

export const useQuiz = (id: string | null) =>
  useQuery({ queryKey: quizKeys.quiz(id ?? ''), queryFn: () => apiGet<QuizView>(`/quizzes/${id}`), enabled: !!id });

export function useStartQuiz() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StartQuizRequest) => apiSend<QuizView>('/quizzes', body),
    onSuccess: (quiz) => client.setQueryData(quizKeys.quiz(quiz.id), quiz),
  });
}

/** Sends one answer; the feedback goes straight into the cached quiz, so a reload shows the same. */
export function useAnswerQuestion(quizId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { questionId: string; optionId: string }) => apiSend<QuizAnswerFeedback>(`/quizzes/${quizId}/answers`, body),
    onSuccess: (feedback, body) =>
      client.setQueryData<QuizView>(quizKeys.quiz(quizId), (quiz) =>
        quiz ? applyFeedback(quiz, body.questionId, body.optionId, feedback) : quiz,
      ),
  });
}

export function useFinishQuiz(quizId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<QuizView>(`/quizzes/${quizId}/finish`),
    onSuccess: (quiz) => {
      client.setQueryData(quizKeys.quiz(quizId), quiz);
      void client.invalidateQueries({ queryKey: [...quizKeys.all, 'dashboard'] });
    },
  });
}

export const useQuizDashboard = (days: number, subject?: string, topic?: string) =>
  useQuery({
    queryKey: quizKeys.dashboard(days, subject, topic),
    queryFn: () => apiGet<QuizDashboard>('/quizzes/dashboard', { params: { days, subject, topic } }),
    placeholderData: keepPreviousData,
  });
