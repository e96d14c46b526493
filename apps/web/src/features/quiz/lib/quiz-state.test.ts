import { describe, expect, it } from 'vitest';
import type { QuizView } from '@pariksha/shared/schemas/quiz';
import { applyFeedback, firstUnanswered, percentOf, unansweredCount, verdictOf } from './quiz-state.ts';

const item = (id: string, chosen: string | null = null) => ({
  question: { id, subject: 'math', topic: 'algebra', difficulty: 'easy' as const, text: { en: id }, options: [], imageUrl: null },
  chosenOptionId: chosen,
  correct: chosen === null ? null : true,
});
const quiz = (items: ReturnType<typeof item>[]): QuizView => ({
  id: 'q',
  subject: 'math',
  topic: null,
  score: 0,
  total: items.length,
  answered: 0,
  startedAt: '2025-01-01T00:00:00Z',
  finishedAt: null,
  generated: false,
  items,
});

describe('quiz state', () => {
  it('applies feedback to the answered question only, with the new score', () => {
    const next = applyFeedback(quiz([item('a'), item('b')]), 'b', 'c', {
      correct: false,
      correctOptionId: 'd',
      correctOptionIds: ['d'],
      explanation: { en: 'why' },
      score: 0,
      answered: 1,
    });
    expect(next.answered).toBe(1);
    expect(next.items[0]).toEqual(item('a'));
    expect(next.items[1]).toMatchObject({ chosenOptionId: 'c', correct: false, correctOptionIds: ['d'], explanation: { en: 'why' } });
  });

  it('resumes at the first unanswered question, or the last when all are answered', () => {
    expect(firstUnanswered(quiz([item('a', 'x'), item('b'), item('c')]))).toBe(1);
    expect(firstUnanswered(quiz([item('a', 'x'), item('b', 'y')]))).toBe(1);
    expect(firstUnanswered(quiz([]))).toBe(0);
  });

  it('rounds the percentage and picks a verdict', () => {
    expect(percentOf(7, 10)).toBe(70);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBe(0);
    expect([verdictOf(80), verdictOf(50), verdictOf(49)]).toEqual(['excellent', 'good', 'keepGoing']);
  });

  it('counts the questions still unanswered, for the finish confirmation', () => {
    expect(unansweredCount(quiz([item('a', 'x'), item('b'), item('c')]))).toBe(2);
    expect(unansweredCount(quiz([item('a', 'x'), item('b', 'y')]))).toBe(0);
    expect(unansweredCount(quiz([]))).toBe(0);
  });
});
