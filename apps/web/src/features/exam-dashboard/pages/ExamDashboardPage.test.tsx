// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ExamDashboardPage } from './ExamDashboardPage.tsx';
import { examDetail, examSummary, setSummary } from '../test/fixtures.ts';
import { mockApi, renderRoutes, setLanguage, signInAs } from '../test/render.tsx';

const BASE = '/organization/exam-dashboard';
const render = (at = BASE) => renderRoutes([{ path: `${BASE}/*`, element: <ExamDashboardPage /> }], at);
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

function studentApi() {
  return mockApi({
    '/exams': { data: [examSummary({ id: 'p1', title: { en: 'Practice paper' } })], page: 1, limit: 50, total: 1 },
    '/exams/p1': examDetail({ id: 'p1', title: { en: 'Practice paper' } }),
    '/exams/live': {
      serverNow: iso(0),
      upcoming: [],
      live: [
        examDetail({
          id: 'l1',
          kind: 'live',
          title: { en: 'Sunday live test' },
          startsAt: iso(-60_000),
          endsAt: iso(3_600_000),
          liveStatus: 'live',
          sets: [setSummary({ id: 'l1-set', examId: 'l1' })],
        }),
      ],
      ended: [
        examDetail({
          id: 'x1',
          kind: 'live',
          title: { en: 'Last week' },
          startsAt: iso(-9_000_000),
          endsAt: iso(-3_600_000),
          liveStatus: 'ended',
          sets: [
            setSummary({
              id: 'x1-set',
              examId: 'x1',
              me: { inProgressAttemptId: null, lastSubmittedAttemptId: 'a1', lastScore: '131.50', attemptsUsed: 1 },
            }),
          ],
        }),
      ],
    },
    '/exam-authoring': { data: [] },
  });
}

describe('ExamDashboardPage', { timeout: 20_000 }, () => {
  beforeEach(() => setLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows a student their tests, with no authoring tabs and no staff calls', async () => {
    signInAs({ role: 'user', orgRole: 'student' });
    const api = studentApi();
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Exam Dashboard' })).toBeInTheDocument();
    const live = await screen.findByRole('article', { name: 'Sunday live test' });
    expect(within(live).getByRole('link', { name: 'Start test: Set 1' })).toHaveAttribute('href', '/exams/l1/l1-set');
    const done = screen.getByRole('article', { name: 'Last week' });
    expect(within(done).getByText('Your score: 131.50 / 200')).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'View result: Set 1' })).toHaveAttribute('href', '/exams/x1/x1-set/results');
    expect(within(done).queryByRole('link', { name: /Start test/ })).toBeNull();
    expect(await screen.findByRole('article', { name: 'Practice paper' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Live now (1)',
      'Ready to take (1)',
      'Done (1)',
    ]);

    expect(screen.queryByRole('tablist')).toBeNull();
    expect(api.calls.some((c) => c.path.startsWith('/exam-authoring') || c.path.startsWith('/question-bank'))).toBe(false);
  });

  it('sends a student who opens a staff link back to their tests, without calling the staff API', async () => {
    signInAs({ role: 'user', orgRole: 'student' });
    const api = studentApi();
    const { router } = render(`${BASE}/question-bank`);
    await screen.findByRole('article', { name: 'Sunday live test' });
    expect(router.state.location.pathname).toBe(BASE);
    expect(api.calls.some((c) => c.path.startsWith('/question-bank'))).toBe(false);
  });

  it.each([
    ['a teacher', { role: 'user' as const, orgRole: 'teacher' as const }],
    ['an owner', { role: 'user' as const, orgRole: 'owner' as const }],
    ['an admin', { role: 'admin' as const, orgRole: 'student' as const }],
  ])('gives %s the authoring tabs', async (_who, claims) => {
    signInAs(claims);
    studentApi();
    render(`${BASE}/tests`);
    const tabs = await screen.findByRole('tablist', { name: 'Exam dashboard sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['My tests', 'Tests', 'Question bank', 'Bulk import', 'Results', 'Reported questions']);
    expect(within(tabs).getByRole('tab', { name: 'Tests' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No tests yet')).toBeInTheDocument();
  });

  it('speaks Hindi by default', async () => {
    await setLanguage('hi');
    signInAs({ role: 'admin', orgRole: 'owner' });
    studentApi();
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'परीक्षा डैशबोर्ड' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'प्रश्न बैंक' })).toBeInTheDocument();
  });
});
