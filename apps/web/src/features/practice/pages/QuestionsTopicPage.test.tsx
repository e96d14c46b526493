// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PracticeListItem, PracticeQuestionList } from '@pariksha/shared/schemas/practice';
import { calledUrls, calls, currentLocation, json, mockApi, renderRoutes, setLanguage } from '../../../test/render.tsx';
import { QuestionsTopicPage } from './QuestionsTopicPage.tsx';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const question = (n: number, p: Partial<PracticeListItem> = {}): PracticeListItem => ({
  id: id(n),
  subject: 'math',
  topic: 'percentage',
  difficulty: 'easy',
  text: { hi: `हिंदी प्रश्न ${n}`, en: `English question ${n}` },
  options: ['a', 'b', 'c', 'd'].map((o) => ({ id: o, text: { hi: `विकल्प ${o}`, en: `Option ${o}` } })),
  imageUrl: null,
  lastAnswer: null,
  ...p,
});
const list = (data: PracticeListItem[], total = data.length): PracticeQuestionList => ({ data, total, page: 1, limit: 10 });
const render = (url = '/questions/math/percentage') =>
  renderRoutes([{ path: '/questions/:subject/:category', element: <QuestionsTopicPage /> }], url);

// The machine running the suite is shared and slow; give async queries room.
configure({ asyncUtilTimeout: 4000 });
beforeEach(() => setLanguage('en', ['practice', 'common']));
afterEach(() => vi.unstubAllGlobals());

describe('QuestionsTopicPage', { timeout: 20_000 }, () => {
  it('lists the questions without answers and fetches an answer only when asked', async () => {
    const fetchMock = mockApi({
      '/practice/questions': list([question(1), question(2)], 2),
      '/bookmarks/status': { bookmarked: [id(2)] },
      [`/practice/questions/${id(1)}/answer`]: { correctOptionIds: ['c'], explanation: { en: 'Ten percent of 50 is 5.' } },
    });
    render();
    expect(await screen.findByText('English question 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Percentage' })).toBeInTheDocument();
    expect(calls(fetchMock).some((c) => c.endsWith('/answer'))).toBe(false);
    const first = screen.getByRole('article', { name: 'Question 1' });
    fireEvent.click(within(first).getByRole('button', { name: 'Show answer' }));
    expect(await within(first).findByText('Ten percent of 50 is 5.')).toBeInTheDocument();
    expect(within(first).getByText('Answer: C')).toBeInTheDocument();
    expect(calls(fetchMock)).toContain(`GET /practice/questions/${id(1)}/answer`);
    // The bookmark state of the page comes from one status call.
    const second = screen.getByRole('article', { name: 'Question 2' });
    await waitFor(() => expect(within(second).getByRole('button', { name: 'Remove bookmark' })).toBeInTheDocument());
    expect(within(first).getByRole('button', { name: 'Bookmark question' })).toBeInTheDocument();
  });

  it('checks a chosen option and says whether it is right', async () => {
    const fetchMock = mockApi({
      '/practice/questions': list([question(1)]),
      '/bookmarks/status': { bookmarked: [] },
      [`POST /practice/questions/${id(1)}/check`]: { correct: false, correctOptionIds: ['b'], explanation: { en: 'Because.' } },
    });
    render();
    const card = await screen.findByRole('article', { name: 'Question 1' });
    const check = within(card).getByRole('button', { name: 'Check answer' });
    expect(check).toBeDisabled();
    fireEvent.click(within(card).getByRole('radio', { name: /Option a/ }));
    fireEvent.click(check);
    expect(await within(card).findByText('Not quite. The correct answer is B.')).toBeInTheDocument();
    expect(within(card).getByText('Because.')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ optionId: 'a' });
  });

  it('sends the filters and keeps them in the URL; language shows that language', async () => {
    const fetchMock = mockApi({ '/practice/questions': list([question(1)]), '/bookmarks/status': { bookmarked: [] } });
    render('/questions/math/percentage?language=hi&unanswered=true&difficulty=hard');
    expect(await screen.findByText('हिंदी प्रश्न 1')).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      subject: 'math',
      topic: 'percentage',
      language: 'hi',
      unanswered: 'true',
      difficulty: 'hard',
      page: '1',
      limit: '10',
    });
    fireEvent.click(screen.getByRole('switch', { name: 'Unanswered only' }));
    await waitFor(() => expect(currentLocation()).toBe('/questions/math/percentage?difficulty=hard&language=hi'));
  });

  it('shows the empty and filtered-empty states', async () => {
    mockApi({ '/practice/questions': list([], 0) });
    render('/questions/math/percentage?unanswered=true');
    expect(await screen.findByText('You have answered every question here')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No questions in this topic yet')).toBeInTheDocument();
  });

  it('shows the error with a retry, and an unknown topic as not found', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ '/practice/questions': () => json({ error: { code: 'INTERNAL', message: 'Something went wrong on our side' } }, 500) });
    render();
    expect(await screen.findByText('Something went wrong on our side')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('answers an unknown topic with a not-found state', async () => {
    mockApi({});
    render('/questions/math/astrology');
    expect(await screen.findAllByText('Topic not found')).not.toHaveLength(0);
  });
  it('generates more maths questions and checks them against the rebuilt question, with the worked solution', async () => {
    let batch = 0;
    const generated = (seed: number) => ({
      generator: 'percentage-of',
      seed,
      question: { ...question(100 + seed), id: `percentage-of:${seed}`, text: { hi: `नया ${seed}`, en: `Generated ${seed}` } },
    });
    const fetchMock = mockApi({
      '/practice/questions': list([question(1)]),
      '/bookmarks/status': { bookmarked: [] },
      '/practice/generated-questions': () => {
        batch += 1;
        return json({ data: Array.from({ length: 5 }, (_, i) => generated(batch * 10 + i)) });
      },
      '/quizzes/generated-questions/percentage-of/10': {
        generator: 'percentage-of',
        seed: 10,
        question: generated(10).question,
        correctOptionIds: ['d'],
        explanation: { hi: 'हल', en: '25% of 80 = 20.' },
      },
    });
    render();
    await screen.findByText('English question 1');
    expect(screen.getByRole('heading', { level: 2, name: 'Endless practice: Percentage' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Generate 5 questions' }));
    const first = await screen.findByRole('article', { name: 'Generated question 1' });
    expect(within(first).getByText('Generated 10')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Bookmark question' })).toBeNull();
    expect(screen.getByText('5 generated questions')).toBeInTheDocument();
    // No answer is fetched until the student checks.
    expect(calls(fetchMock).some((c) => c.startsWith('GET /quizzes/generated-questions'))).toBe(false);
    fireEvent.click(within(first).getByRole('radio', { name: /Option b/ }));
    fireEvent.click(within(first).getByRole('button', { name: 'Check answer' }));
    expect(await within(first).findByText('Not quite. The correct answer is D.')).toBeInTheDocument();
    expect(within(first).getByText('25% of 80 = 20.')).toBeInTheDocument();
    // "Generate more" adds a batch below the first.
    fireEvent.click(screen.getByRole('button', { name: 'Generate 5 more' }));
    expect(await screen.findByRole('article', { name: 'Generated question 10' })).toBeInTheDocument();
    expect(screen.getByText('10 generated questions')).toBeInTheDocument();
    expect(
      calledUrls(fetchMock)
        .filter((u) => u.pathname.endsWith('/practice/generated-questions'))[0]
        .searchParams.get('topic'),
    ).toBe('percentage');
  });

  it('offers no generator on a topic without one', async () => {
    mockApi({
      '/practice/questions': list([question(1, { subject: 'polity', topic: 'preamble' })]),
      '/bookmarks/status': { bookmarked: [] },
    });
    render('/questions/polity/preamble');
    await screen.findByText('English question 1');
    expect(screen.queryByRole('button', { name: /Generate/ })).toBeNull();
  });
});
