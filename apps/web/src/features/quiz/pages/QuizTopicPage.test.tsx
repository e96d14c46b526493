// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QuizItem, QuizView } from '@pariksha/shared/schemas/quiz';
import { calls, currentLocation, json, mockApi, renderRoutes, setLanguage } from '../../../test/render.tsx';
import { QuizTopicPage } from './QuizTopicPage.tsx';

const QUIZ = '99999999-9999-4999-8999-999999999999';
const qid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const item = (n: number): QuizItem => ({
  question: {
    id: qid(n),
    subject: 'math',
    topic: 'percentage',
    difficulty: 'easy',
    text: { en: `Quiz question ${n}` },
    options: ['a', 'b', 'c', 'd'].map((o) => ({ id: o, text: { en: `Choice ${o}${n}` } })),
    imageUrl: null,
  },
  chosenOptionId: null,
  correct: null,
});
const quiz = (p: Partial<QuizView> = {}): QuizView => ({
  id: QUIZ,
  subject: 'math',
  topic: 'percentage',
  score: 0,
  total: 2,
  answered: 0,
  startedAt: '2025-03-10T10:00:00Z',
  finishedAt: null,
  generated: false,
  items: [item(1), item(2)],
  ...p,
});
const subjects = { subjects: [{ subject: 'math', count: 12, topics: [{ topic: 'percentage', count: 2 }] }] };
const render = (url = '/quiz/math/percentage') => renderRoutes([{ path: '/quiz/:subject/:category', element: <QuizTopicPage /> }], url);

// The machine running the suite is shared and slow; give async queries room.
configure({ asyncUtilTimeout: 4000 });
beforeEach(() => setLanguage('en', ['quiz', 'common']));
afterEach(() => vi.unstubAllGlobals());

describe('QuizTopicPage', { timeout: 20_000 }, () => {
  it('starts a quiz, gives instant feedback per answer, and ends with the score and a review', async () => {
    const answers: Record<string, { correct: boolean; correctOptionId: string }> = {
      [qid(1)]: { correct: true, correctOptionId: 'b' },
      [qid(2)]: { correct: false, correctOptionId: 'd' },
    };
    let answered = 0;
    let score = 0;
    const fetchMock = mockApi({
      '/practice/subjects': subjects,
      '/bookmarks/status': { bookmarked: [] },
      'POST /quizzes': quiz(),
      [`POST /quizzes/${QUIZ}/answers`]: (_url: URL, init?: RequestInit) => {
        const body = JSON.parse(String(init!.body)) as { questionId: string; optionId: string };
        const a = answers[body.questionId];
        answered++;
        if (a.correct) score++;
        return json({
          ...a,
          correctOptionIds: [a.correctOptionId],
          explanation: { en: `Why ${body.questionId.slice(-1)}` },
          score,
          answered,
        });
      },
      [`POST /quizzes/${QUIZ}/finish`]: () =>
        json(
          quiz({
            score: 1,
            answered: 2,
            finishedAt: '2025-03-10T10:05:00Z',
            items: [
              { ...item(1), chosenOptionId: 'b', correct: true, correctOptionIds: ['b'], explanation: { en: 'Why 1' } },
              { ...item(2), chosenOptionId: 'a', correct: false, correctOptionIds: ['d'], explanation: { en: 'Why 2' } },
            ],
          }),
        ),
    });
    render();
    expect(await screen.findByText(/2 questions, picked at random/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start quiz' }));
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
    expect(currentLocation()).toBe(`/quiz/math/percentage?quiz=${QUIZ}`);
    expect(JSON.parse(String(fetchMock.mock.calls.find(([u]) => String(u).includes('/quizzes?'))![1]!.body))).toEqual({
      subject: 'math',
      topic: 'percentage',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Option B: Choice b1' }));
    expect(await screen.findByText('Correct!')).toBeInTheDocument();
    expect(screen.getByText('Why 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Option A: Choice a1' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));

    expect(await screen.findByText('Question 2 of 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Option A: Choice a2' }));
    expect(await screen.findByText('Wrong. The correct answer is D.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'See result' }));

    expect(await screen.findByRole('heading', { name: 'Good effort!' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Score 1 out of 2, 50 percent' })).toBeInTheDocument();
    const wrong = screen.getByRole('article', { name: 'Question 2' });
    expect(within(wrong).getByText('Your answer')).toBeInTheDocument();
    expect(within(wrong).getByRole('button', { name: 'Make flash card' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Question 1' })).queryByRole('button', { name: 'Make flash card' })).toBeNull();
    expect(calls(fetchMock).filter((c) => c.endsWith('/answers'))).toHaveLength(2);
  });

  it('resumes a running quiz from the URL at the first unanswered question', async () => {
    mockApi({
      '/practice/subjects': subjects,
      '/bookmarks/status': { bookmarked: [] },
      [`/quizzes/${QUIZ}`]: quiz({
        answered: 1,
        score: 1,
        items: [{ ...item(1), chosenOptionId: 'b', correct: true, correctOptionIds: ['b'] }, item(2)],
      }),
    });
    render(`/quiz/math/percentage?quiz=${QUIZ}`);
    expect(await screen.findByText('Question 2 of 2')).toBeInTheDocument();
    expect(screen.getByText('Score 1/1')).toBeInTheDocument();
  });

  it('switches the questions to Hindi and back, and asks before finishing with questions unanswered', async () => {
    let finished = 0;
    const bilingual = (n: number): QuizItem => ({
      ...item(n),
      question: {
        ...item(n).question,
        text: { en: `Quiz question ${n}`, hi: `क्विज़ प्रश्न ${n}` },
        options: ['a', 'b'].map((o) => ({ id: o, text: { en: `Choice ${o}${n}`, hi: `विकल्प ${o}${n}` } })),
      },
    });
    mockApi({
      '/practice/subjects': subjects,
      '/bookmarks/status': { bookmarked: [] },
      [`/quizzes/${QUIZ}`]: quiz({ items: [bilingual(1), bilingual(2)] }),
      [`POST /quizzes/${QUIZ}/finish`]: () => {
        finished++;
        return json(quiz({ finishedAt: '2025-03-10T10:05:00Z', items: [bilingual(1), bilingual(2)] }));
      },
    });
    render(`/quiz/math/percentage?quiz=${QUIZ}`);
    expect(await screen.findByText('Quiz question 1')).toBeInTheDocument();
    const toggle = within(screen.getByRole('group', { name: 'Question language' }));
    expect(toggle.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(toggle.getByRole('button', { name: 'Hindi' }));
    expect(screen.getByText('क्विज़ प्रश्न 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Option A: विकल्प a1' })).toBeInTheDocument();
    // The interface stays in English.
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();

    // Two unanswered: finishing asks, with the count; keeping on answering stays in the quiz.
    fireEvent.click(screen.getByRole('button', { name: 'Finish quiz' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Finish the quiz?' }));
    expect(dialog.getByText(/^2 questions are not answered yet\./)).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Keep answering' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(finished).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Finish quiz' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Finish the quiz?' })).getByRole('button', { name: 'Finish quiz' }));
    expect(await screen.findByRole('heading', { name: 'Review' })).toBeInTheDocument();
    expect(finished).toBe(1);
    // The review keeps the language chosen.
    expect(screen.getByText('क्विज़ प्रश्न 2')).toBeInTheDocument();
  });

  it('shows why a quiz cannot start', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      '/practice/subjects': subjects,
      'POST /quizzes': () => json({ error: { code: 'UNPROCESSABLE', message: 'There are no questions for this topic yet' } }, 422),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Start quiz' }));
    expect(await screen.findByText('There are no questions for this topic yet')).toBeInTheDocument();
  });

  it('disables the start when the topic has no questions', async () => {
    mockApi({ '/practice/subjects': { subjects: [] } });
    render();
    expect(await screen.findByText('There are no questions here yet. Try another topic.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start quiz' })).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('link', { name: /Practise this topic/ })).toBeNull());
  });
});
