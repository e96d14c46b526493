import { useSearchParams } from 'react-router';
import { useStartQuiz } from '../api.ts';

/** The quiz of a page lives in its URL (?quiz=id): starting one puts it there, so a reload resumes it. */
export function useQuizInUrl(subject: string, topic?: string) {
  const [params, setParams] = useSearchParams();
  const quizId = params.get('quiz');
  const start = useStartQuiz();
  /** A bank quiz, or with `generate` that many fresh generated questions (maths topics). */
  const begin = (generate?: { count: number }) =>
    start.mutate(
      { subject, ...(topic ? { topic } : {}), ...(generate ? { source: 'generated' as const, count: generate.count } : {}) },
      {
        onSuccess: (quiz) => {
          setParams({ quiz: quiz.id });
          window.scrollTo({ top: 0 });
        },
      },
    );
  return { quizId, start, begin };
}
