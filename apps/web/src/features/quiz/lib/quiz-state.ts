import type { QuizAnswerFeedback, QuizView } from '@pariksha/shared/schemas/quiz';

/** The quiz after one answer's feedback (pure, so the cache update is testable). */
export function applyFeedback(quiz: QuizView, questionId: string, optionId: string, feedback: QuizAnswerFeedback): QuizView {
  return {
    ...quiz,
    score: feedback.score,
    answered: feedback.answered,
    items: quiz.items.map((item) =>
      item.question.id === questionId
        ? {
            ...item,
            chosenOptionId: optionId,
            correct: feedback.correct,
            correctOptionIds: feedback.correctOptionIds,
            explanation: feedback.explanation,
          }
        : item,
    ),
  };
}

/** Where to resume: the first question not yet answered, or the last one when all are. */
export function firstUnanswered(quiz: QuizView): number {
  const i = quiz.items.findIndex((item) => item.chosenOptionId === null);
  return i === -1 ? Math.max(0, quiz.items.length - 1) : i;
}

/** The score as a whole percentage (0 for an empty quiz). */
export const percentOf = (score: number, total: number) => (total > 0 ? Math.round((score / total) * 100) : 0);

/** A short verdict for the result card, by percentage. */
export function verdictOf(percent: number): 'excellent' | 'good' | 'keepGoing' {
  if (percent >= 80) return 'excellent';
  if (percent >= 50) return 'good';
  return 'keepGoing';
}

/** Questions not answered yet: "finish" asks first while there are any (issue 13). */
export const unansweredCount = (quiz: QuizView) => quiz.items.filter((item) => item.chosenOptionId === null).length;
