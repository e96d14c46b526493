import { useSearchParams } from 'react-router';
import { useStartQuiz } from '../api.ts';

/** The quiz of a page lives in its URL (?quiz=id): starting one puts it there, so a reload resumes it. */
export function useQuizInUrl(subject: string, topic?: string) {
  const [params, setParams] = useSearchParams();
  const quizId = params.get('quiz');
  const start = useStartQuiz();
  const begin = () =>
    start.mutate(
      { subject, ...(topic ? { topic } : {}) },
      {
        onSuccess: (quiz) => {
          setParams({ quiz: quiz.id });
          window.scrollTo({ top: 0 });
        },
      },
    );
  return { quizId, start, begin };
}
