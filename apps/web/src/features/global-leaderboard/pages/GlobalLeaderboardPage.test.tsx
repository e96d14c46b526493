// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { GlobalLeaderboard, GlobalLeaderboardRow } from '@pariksha/shared/schemas/global-leaderboard';
import { currentLocation, json, mockApi, renderRoutes, setLanguage } from '../../../test/render.tsx';
import { GlobalLeaderboardPage } from './GlobalLeaderboardPage.tsx';

const row = (rank: number, name: string, points: number, over: Partial<GlobalLeaderboardRow> = {}): GlobalLeaderboardRow => ({
  rank,
  userId: name.toLowerCase().replace(/\s/g, '-'),
  name,
  username: name.toLowerCase().replace(/\s/g, ''),
  points,
  quizPoints: points,
  testPoints: 0,
  potdPoints: 0,
  isMe: false,
  ...over,
});

const board = (over: Partial<GlobalLeaderboard> = {}): GlobalLeaderboard => ({
  period: 'week',
  scope: 'organization',
  from: '2025-03-09T18:30:00.000Z',
  timeZone: 'Asia/Kolkata',
  page: 1,
  limit: 20,
  rows: Array.from({ length: 20 }, (_, i) => row(i < 2 ? 1 : i + 1, `Student ${i + 1}`, 200 - i * 5)),
  total: 45,
  me: row(41, 'Priya Singh', 7, { quizPoints: 2, potdPoints: 5, isMe: true }),
  ...over,
});

const render = (url = '/global-leaderboard') => renderRoutes([{ path: '/global-leaderboard', element: <GlobalLeaderboardPage /> }], url);
const lastUrl = (api: ReturnType<typeof mockApi>) => new URL(String(api.mock.calls.at(-1)![0]), 'http://localhost');

describe('GlobalLeaderboardPage', { timeout: 20_000 }, () => {
  beforeEach(() => setLanguage('en', ['globalLeaderboard']));
  afterEach(() => vi.unstubAllGlobals());

  it("pins the student's own row under the table when it is on another page, and shows the standing", async () => {
    const api = mockApi({ '/global-leaderboard': board() });
    render();
    const table = await screen.findByRole('table', { name: 'Leaderboard' });
    const rows = within(table).getAllByRole('row');
    const last = rows.at(-1)!;
    expect(last).toHaveAttribute('aria-current', 'true');
    expect(last).toHaveAttribute('data-pinned', 'true');
    expect(within(last).getByText('41')).toBeInTheDocument();
    expect(within(last).getByText('(You)')).toBeInTheDocument();
    expect(rows.filter((r) => r.getAttribute('aria-current') === 'true')).toHaveLength(1);
    // Ties share a rank.
    expect(within(rows[1]!).getAllByText('1')[0]).toBeInTheDocument();
    expect(within(rows[2]!).getAllByText('1')[0]).toBeInTheDocument();
    expect(screen.getByText('#41 of 45')).toBeInTheDocument();
    expect(screen.getByText('Since Monday, 10 March')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How points are earned' })).toBeInTheDocument();
    const url = lastUrl(api);
    expect([
      url.searchParams.get('period'),
      url.searchParams.get('scope'),
      url.searchParams.get('page'),
      url.searchParams.get('limit'),
    ]).toEqual(['week', 'organization', '1', '20']);
  });

  it('highlights my row in place when it is on the page', async () => {
    const b = board();
    b.rows[3] = { ...b.rows[3]!, userId: 'me', name: 'Priya Singh', isMe: true };
    mockApi({ '/global-leaderboard': { ...b, me: b.rows[3] } });
    render();
    const table = await screen.findByRole('table', { name: 'Leaderboard' });
    const current = within(table)
      .getAllByRole('row')
      .filter((r) => r.getAttribute('aria-current') === 'true');
    expect(current).toHaveLength(1);
    expect(current[0]).not.toHaveAttribute('data-pinned');
  });

  it('switches period and board through the toggles and keeps them in the URL', async () => {
    const api = mockApi({
      '/global-leaderboard': (url: URL) =>
        json(board({ period: url.searchParams.get('period') as 'month', scope: url.searchParams.get('scope') as 'platform' })),
    });
    render('/global-leaderboard?page=2');
    await screen.findByRole('table', { name: 'Leaderboard' });
    expect(lastUrl(api).searchParams.get('page')).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'This month' }));
    await vi.waitFor(() => expect(lastUrl(api).searchParams.get('period')).toBe('month'));
    expect(lastUrl(api).searchParams.get('page')).toBe('1');
    fireEvent.click(within(screen.getByRole('group', { name: 'Board' })).getByRole('button', { name: 'Platform' }));
    await vi.waitFor(() => expect(lastUrl(api).searchParams.get('scope')).toBe('platform'));
    expect(currentLocation()).toBe('/global-leaderboard?period=month&scope=platform');
  });

  it('shows the empty state with ways to earn points', async () => {
    mockApi({ '/global-leaderboard': board({ rows: [], total: 0, me: null }) });
    render();
    expect(await screen.findByText('No points yet this week')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take a quiz' })).toHaveAttribute('href', '/quiz');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('tells a student without points how to join when others have points', async () => {
    mockApi({ '/global-leaderboard': board({ me: null }) });
    render();
    expect(await screen.findByText(/You have no points in this period yet/)).toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    let fail = true;
    mockApi({ '/global-leaderboard': () => (fail ? json({ error: { code: 'INTERNAL', message: 'Server down' } }, 500) : json(board())) });
    render();
    expect(await screen.findByText('Server down')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Leaderboard' })).toBeInTheDocument();
  });

  it('speaks Hindi', async () => {
    await setLanguage('hi', ['globalLeaderboard']);
    mockApi({ '/global-leaderboard': board() });
    render();
    expect(await screen.findByRole('heading', { name: 'लीडरबोर्ड', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'अंक कैसे मिलते हैं' })).toBeInTheDocument();
    expect(await screen.findByText('45 में से #41')).toBeInTheDocument();
  });
});
