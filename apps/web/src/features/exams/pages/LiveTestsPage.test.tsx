// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockApi, renderRoutes, setLanguage } from '../test/render.tsx';
import { examDetail, setSummary } from '../test/fixtures.ts';
import { LiveTestsPage } from './LiveTestsPage.tsx';

const render = () => renderRoutes([{ path: '/mock-test', element: <LiveTestsPage /> }], '/mock-test');
const iso = (ms: number) => new Date(ms).toISOString();

describe('LiveTestsPage', { timeout: 20_000 }, () => {
  beforeEach(() => setLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('groups by the server clock, counts down and offers the right action', async () => {
    const server = Date.now() - 10 * 60_000; // the phone runs 10 minutes fast
    const live = (id: string, title: string, startsAt: number, endsAt: number, me = setSummary().me) =>
      examDetail({
        id,
        kind: 'live',
        title: { en: title },
        startsAt: iso(startsAt),
        endsAt: iso(endsAt),
        sets: [setSummary({ id: `${id}-set`, examId: id, me })],
      });
    mockApi({
      '/exams/live': {
        serverNow: iso(server),
        // The server's grouping is stale for "soon": by its clock it is still upcoming.
        upcoming: [live('soon', 'Soon test', server + 2 * 3600_000, server + 3 * 3600_000)],
        live: [live('now', 'Now test', server - 60_000, server + 30 * 60_000)],
        ended: [
          live('past', 'Past test', server - 7200_000, server - 3600_000, {
            inProgressAttemptId: null,
            lastSubmittedAttemptId: 'a1',
            lastScore: '88.00',
            attemptsUsed: 1,
          }),
        ],
      },
    });
    render();
    const nowCard = await screen.findByRole('article', { name: 'Now test' });
    expect(within(nowCard).getByRole('timer', { name: 'Ends in' }).textContent).toMatch(/00:(29|30):\d\d/);
    expect(within(nowCard).getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/exams/now/now-set?lang=en');
    expect(within(nowCard).getByText(/You get only the time left/)).toBeInTheDocument();

    const soon = screen.getByRole('article', { name: 'Soon test' });
    expect(within(soon).getByRole('timer', { name: 'Starts in' }).textContent).toMatch(/0[12]:\d\d:\d\d/);
    expect(within(soon).queryByRole('link', { name: 'Join Now' })).toBeNull();

    const past = screen.getByRole('article', { name: 'Past test' });
    expect(within(past).getByRole('link', { name: 'View result' })).toHaveAttribute('href', '/exams/past/past-set/results');
    expect(within(past).getByRole('link', { name: 'Leaderboard' })).toHaveAttribute('href', '/exam-leaderboard?setId=past-set');

    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Live now (1)', 'Upcoming (1)', 'Ended (1)']);
  });

  it('has an empty state', async () => {
    mockApi({ '/exams/live': { serverNow: iso(Date.now()), upcoming: [], live: [], ended: [] } });
    render();
    expect(await screen.findByRole('heading', { name: 'No live tests scheduled' })).toBeInTheDocument();
  });
});
