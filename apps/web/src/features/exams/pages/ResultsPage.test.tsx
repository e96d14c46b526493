// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { calledUrls, mockApi, renderRoutes, setLanguage } from '../test/render.tsx';
import { EXAM_ID, result, SET_ID } from '../test/fixtures.ts';
import { ResultsPage } from './ResultsPage.tsx';

const render = (url = `/exams/${EXAM_ID}/${SET_ID}/results`) =>
  renderRoutes([{ path: '/exams/:examId/:setId/results', element: <ResultsPage /> }], url);

describe('ResultsPage', { timeout: 20_000 }, () => {
  beforeEach(() => setLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the score, the counts, pass, rank and the section table', async () => {
    const api = mockApi({ [`/exam-sets/${SET_ID}/result`]: result() });
    render();
    expect(await screen.findByTestId('score')).toHaveTextContent('157.50 / 200');
    expect(calledUrls(api)[0]!.searchParams.has('attemptId')).toBe(false);
    expect(screen.getByText('Passed')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '82 correct, 13 wrong, 5 unattempted' })).toBeInTheDocument();
    expect(screen.getByText('86.32%')).toBeInTheDocument();
    expect(screen.getByText('52:07')).toBeInTheDocument();
    expect(screen.getByText('Rank 3 of 134')).toBeInTheDocument();
    expect(screen.getByText('Percentile 98.5')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Score in each section' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    const first = within(table).getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Section 1', '39.38 / 50', '20', '3', '2']);
    expect(screen.getByRole('link', { name: 'See solutions and analysis' })).toHaveAttribute(
      'href',
      `/exams/${EXAM_ID}/${SET_ID}/analysis?attemptId=att-1`,
    );
    expect(screen.getByRole('link', { name: 'Leaderboard' })).toHaveAttribute('href', `/exam-leaderboard?setId=${SET_ID}`);
    expect(screen.getByRole('link', { name: 'Retake' })).toHaveAttribute('href', `/exams/${EXAM_ID}/${SET_ID}`);
  });

  it('on a phone puts each section name above its numbers, so no column is pushed out of view', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }));
    mockApi({ [`/exam-sets/${SET_ID}/result`]: result() });
    render();
    const table = await screen.findByRole('table', { name: 'Score in each section' });
    const heading = await within(table).findByRole('rowheader', { name: 'Section 1' });
    expect(heading).toHaveAttribute('colspan', '4');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Score', 'Right', 'Wrong', 'Skipped']);
    const numbers = heading.closest('tbody')!.querySelectorAll('tr')[1]!;
    expect(
      within(numbers)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['39.38 / 50', '20', '3', '2']);
  });

  it('hides a live test rank until it closes, and offers no retake', async () => {
    const ranksAt = new Date(Date.now() + 3 * 3600_000).toISOString();
    mockApi({
      [`/exam-sets/${SET_ID}/result`]: result({ examKind: 'live', rank: null, percentile: null, ranksAt, passed: false, score: '-2.50' }),
    });
    render();
    expect(await screen.findByText(/Ranks will appear after the test closes at/)).toBeInTheDocument();
    expect(screen.queryByText(/Rank \d+ of/)).toBeNull();
    expect(screen.queryByText(/Percentile/)).toBeNull();
    expect(screen.getByText('Not passed')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Retake' })).toBeNull();
    expect(screen.getByRole('meter', { name: 'Score -2.50 out of 200' })).toHaveAttribute('aria-valuenow', '0');
  });

  it('asks for the attempt in the URL and says when it is not ranked', async () => {
    const api = mockApi({ [`/exam-sets/${SET_ID}/result`]: result({ rank: null, percentile: null, submittedBy: 'auto' }) });
    render(`/exams/${EXAM_ID}/${SET_ID}/results?attemptId=att-9`);
    expect(await screen.findByText(/Only the first attempt is ranked/)).toBeInTheDocument();
    expect(screen.getByText(/Submitted automatically when the time ran out/)).toBeInTheDocument();
    expect(calledUrls(api)[0]!.searchParams.get('attemptId')).toBe('att-9');
  });

  it('shows the server message when the result cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({});
    render();
    expect(await screen.findByText(/No mock for GET/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
