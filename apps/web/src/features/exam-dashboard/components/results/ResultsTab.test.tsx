// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ResultsTab } from './ResultsTab.tsx';
import { authoringExam, examSummary } from '../../test/fixtures.ts';
import { mockApi, renderRoutes, setLanguage, signInAs } from '../../test/render.tsx';

const attempts = {
  setId: 'set-1',
  title: { en: 'Set 1' },
  sections: [
    { sectionId: 'sec-1', name: { en: 'Mathematics' } },
    { sectionId: 'sec-2', name: { en: 'General Awareness' } },
  ],
  data: [
    {
      attemptId: 'a1',
      userId: 'u1',
      name: 'Priya Sharma',
      username: 'priya',
      status: 'submitted',
      startedAt: '2026-01-01T10:00:00Z',
      submittedAt: '2026-01-01T10:40:00Z',
      submittedBy: 'student',
      score: '131.50',
      correct: 70,
      wrong: 17,
      unattempted: 13,
      timeTakenMs: 2_405_000,
      rank: 1,
      sections: [
        { sectionId: 'sec-1', score: '40.00' },
        { sectionId: 'sec-2', score: '91.50' },
      ],
    },
    {
      attemptId: 'a2',
      userId: 'u2',
      name: 'Amit Kumar',
      username: 'amit',
      status: 'inProgress',
      startedAt: '2026-01-01T10:05:00Z',
      submittedAt: null,
      submittedBy: null,
      score: null,
      correct: null,
      wrong: null,
      unattempted: null,
      timeTakenMs: null,
      rank: null,
      sections: [],
    },
  ],
};

describe('ResultsTab', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await setLanguage('en');
    signInAs({ role: 'admin', orgRole: 'owner' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists every attempt of the chosen set and exports with the token', async () => {
    const api = mockApi({
      '/exam-authoring': { data: [{ ...examSummary(), attemptCount: 2 }] },
      '/exam-authoring/exam-1': authoringExam(),
      '/exam-sets/set-1/attempts': attempts,
      '/exam-sets/set-1/attempts/export': () =>
        new Response('rank,name\n1,Priya', {
          status: 200,
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="ssc-set-1.csv"' },
        }),
    });
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => (created.push(b), 'blob:x'));
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    const { router } = renderRoutes([{ path: '/results', element: <ResultsTab /> }], '/results?exam=exam-1');
    const table = await screen.findByRole('table', { name: 'Attempts' });
    await waitFor(() => expect(router.state.location.search).toBe('?exam=exam-1&set=set-1'));
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Rank', 'Student', 'Status', 'Score', 'Correct', 'Wrong', 'Unattempted', 'Time', 'Mathematics', 'General Awareness']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', 'Priya Sharma@priya', 'Submitted', '131.50', '70', '17', '13', '40:05', '40.00', '91.50']);
    expect(within(rows[2]!).getByText('In progress')).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Export CSV' }).click());
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = api.fetchMock.mock.calls.find(([u]) => String(u).includes('/attempts/export'))!;
    expect(String(call[0])).toContain('format=csv');
    expect((call[1]!.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
    expect(await created[0]!.text()).toContain('Priya');
    click.mockRestore();
  });
});
