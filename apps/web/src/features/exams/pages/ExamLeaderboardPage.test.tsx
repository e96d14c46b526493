// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { calledUrls, mockApi, renderRoutes, setLanguage } from '../test/render.tsx';
import { board, SET_ID } from '../test/fixtures.ts';
import { ExamLeaderboardPage } from './ExamLeaderboardPage.tsx';
import { MyLeaderboardsPage } from './MyLeaderboardsPage.tsx';

const render = (url: string) => renderRoutes([{ path: '/exam-leaderboard', element: <ExamLeaderboardPage /> }], url);
const me = { rank: 37, userId: 'me', name: 'Priya Singh', score: '101.00', timeTakenMs: 3_000_000, isMe: true };

describe('ExamLeaderboardPage', { timeout: 20_000 }, () => {
  beforeEach(() => setLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it("pins the student's own row under the page when it is on another page", async () => {
    const api = mockApi({ [`/exam-sets/${SET_ID}/leaderboard`]: board({ me }) });
    render(`/exam-leaderboard?setId=${SET_ID}`);
    const table = await screen.findByRole('table', { name: 'Leaderboard' });
    const rows = within(table).getAllByRole('row');
    const last = rows.at(-1)!;
    expect(last).toHaveAttribute('aria-current', 'true');
    expect(last).toHaveAttribute('data-pinned', 'true');
    expect(within(last).getByText('37')).toBeInTheDocument();
    expect(within(last).getByText('(You)')).toBeInTheDocument();
    expect(rows.filter((r) => r.getAttribute('aria-current') === 'true')).toHaveLength(1);
    const url = calledUrls(api)[0]!;
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.get('limit')).toBe('20');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
  });

  it('highlights the row in place when the student is on the page', async () => {
    const b = board();
    b.rows[4] = { ...b.rows[4]!, userId: 'me', name: 'Priya Singh', isMe: true };
    mockApi({ [`/exam-sets/${SET_ID}/leaderboard`]: { ...b, me: b.rows[4] } });
    render(`/exam-leaderboard?setId=${SET_ID}`);
    const table = await screen.findByRole('table', { name: 'Leaderboard' });
    const current = within(table)
      .getAllByRole('row')
      .filter((r) => r.getAttribute('aria-current') === 'true');
    expect(current).toHaveLength(1);
    expect(current[0]).not.toHaveAttribute('data-pinned');
    expect(within(current[0]!).getByText('Priya Singh')).toBeInTheDocument();
  });

  it('asks for the page in the URL', async () => {
    const api = mockApi({ [`/exam-sets/${SET_ID}/leaderboard`]: board({ page: 3 }) });
    render(`/exam-leaderboard?setId=${SET_ID}&page=3`);
    await screen.findByRole('table', { name: 'Leaderboard' });
    expect(calledUrls(api)[0]!.searchParams.get('page')).toBe('3');
  });

  it('waits for a live test to close before ranks', async () => {
    mockApi({
      [`/exam-sets/${SET_ID}/leaderboard`]: board({ rows: [], total: 0, ranksAt: new Date(Date.now() + 3600_000).toISOString() }),
    });
    render(`/exam-leaderboard?setId=${SET_ID}`);
    expect(await screen.findByText(/Ranks will appear after the test closes/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('explains a missing set id without calling the API', async () => {
    const api = mockApi({});
    render('/exam-leaderboard');
    expect(await screen.findByRole('heading', { name: 'Choose a test' })).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });
});

describe('MyLeaderboardsPage', { timeout: 20_000 }, () => {
  beforeEach(() => setLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('lists the sets with the rank, linking to each leaderboard', async () => {
    mockApi({
      '/leaderboards/me': {
        data: [
          {
            setId: SET_ID,
            examId: 'e',
            title: { en: 'Set 1' },
            examTitle: { en: 'SSC CGL Tier 1 Mock' },
            rank: 12,
            total: 345,
            score: '140.00',
            submittedAt: '2026-01-10T10:00:00Z',
          },
          {
            setId: 's2',
            examId: 'e2',
            title: { en: 'Live Set' },
            examTitle: { en: 'Demo live' },
            rank: null,
            total: 0,
            score: '20.00',
            submittedAt: '2026-01-11T10:00:00Z',
          },
        ],
      },
    });
    renderRoutes([{ path: '/leaderboard', element: <MyLeaderboardsPage /> }], '/leaderboard');
    const link = await screen.findByRole('link', { name: /Set 1/ });
    expect(link).toHaveAttribute('href', `/exam-leaderboard?setId=${SET_ID}`);
    expect(within(link).getByText('#12')).toBeInTheDocument();
    expect(within(link).getByText('of 345')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Live Set/ })).getByText('After close')).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    mockApi({ '/leaderboards/me': { data: [] } });
    renderRoutes([{ path: '/leaderboard', element: <MyLeaderboardsPage /> }], '/leaderboard');
    expect(await screen.findByRole('heading', { name: 'No results yet' })).toBeInTheDocument();
  });
});
