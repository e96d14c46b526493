// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QuizDashboard } from '@pariksha/shared/schemas/quiz';
import { json, mockApi, renderRoutes, setLanguage } from '../../../test/render.tsx';
import { QuizDashboardPage } from './QuizDashboardPage.tsx';

configure({ asyncUtilTimeout: 4000 });

const days = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    date: `2025-03-${String(i + 1).padStart(2, '0')}`,
    answered: i === n - 1 ? 10 : 0,
    correct: i === n - 1 ? 4 : 0,
    accuracy: i === n - 1 ? 0.4 : 0,
  }));
const data = (p: Partial<QuizDashboard> = {}): QuizDashboard => ({
  days: 30,
  timeZone: 'Asia/Kolkata',
  totals: { quizzes: 1, answered: 10, correct: 4, accuracy: 0.4 },
  bySubject: [{ subject: 'math', answered: 10, correct: 4, accuracy: 0.4 }],
  byTopic: [{ subject: 'math', topic: 'number system', answered: 10, correct: 4, accuracy: 0.4 }],
  timeline: days(30),
  weakTopics: [{ subject: 'math', topic: 'number system', answered: 10, correct: 4, accuracy: 0.4 }],
  recent: [{ id: 'q1', subject: 'math', topic: 'number system', score: 4, total: 10, finishedAt: '2025-03-30T10:00:00Z' }],
  ...p,
});
const render = (url = '/quiz-dashboard') => renderRoutes([{ path: '/quiz-dashboard', element: <QuizDashboardPage /> }], url);

beforeAll(() => {
  // The charts measure their box; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
beforeEach(() => setLanguage('en', ['quiz', 'common']));
afterEach(() => vi.unstubAllGlobals());

describe('QuizDashboardPage', { timeout: 20_000 }, () => {
  it('shows totals, accuracy by subject, weak topics with a practise link, and recent quizzes', async () => {
    const fetchMock = mockApi({ '/quizzes/dashboard': data() });
    render();
    expect(await screen.findByText('Questions answered')).toBeInTheDocument();
    expect(screen.getByText('40%', { selector: 'dd' })).toBeInTheDocument();
    const weak = screen.getByRole('region', { name: 'Weak topics' });
    expect(within(weak).getByRole('link', { name: 'Practise this: Number System' })).toHaveAttribute('href', '/quiz/math/number%20system');
    const recent = screen.getByRole('region', { name: 'Recent quizzes' });
    expect(within(recent).getByRole('link', { name: /Number System/ })).toHaveAttribute('href', '/quiz/math/number%20system?quiz=q1');
    fireEvent.click(screen.getByRole('button', { name: 'Show topics of Mathematics' }));
    expect(await screen.findByRole('progressbar', { name: /Number System: 40% accuracy over 10 answers/ })).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost');
    expect(url.searchParams.get('days')).toBe('30');
  });

  it('changes the range through the URL', async () => {
    const fetchMock = mockApi({
      '/quizzes/dashboard': (u: URL) =>
        json(data({ days: Number(u.searchParams.get('days')), timeline: days(Number(u.searchParams.get('days'))) })),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: '7 days' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => new URL(String(u), 'http://localhost').searchParams.get('days') === '7')).toBe(true),
    );
  });

  it('invites a first quiz when there is nothing yet', async () => {
    mockApi({
      '/quizzes/dashboard': data({
        totals: { quizzes: 0, answered: 0, correct: 0, accuracy: 0 },
        bySubject: [],
        byTopic: [],
        weakTopics: [],
        recent: [],
        timeline: days(30).map((d) => ({ ...d, answered: 0, correct: 0, accuracy: 0 })),
      }),
    });
    render();
    expect(await screen.findByText('No quizzes yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take a quiz' })).toHaveAttribute('href', '/quiz');
  });

  it('shows a load error with a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ '/quizzes/dashboard': () => json({ error: { code: 'INTERNAL', message: 'Something went wrong on our side' } }, 500) });
    render();
    expect(await screen.findByText('Something went wrong on our side')).toBeInTheDocument();
  });
});
