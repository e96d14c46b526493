// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BankTab } from './BankTab.tsx';
import { bankQuestion } from '../../test/fixtures.ts';
import { json, mockApi, renderRoutes, setLanguage, signInAs } from '../../test/render.tsx';

const render = (at = '/bank') => renderRoutes([{ path: '/bank', element: <BankTab /> }], at);
const list = (over = {}) => ({ data: [bankQuestion(over)], page: 1, limit: 20, total: 1 });

describe('BankTab', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await setLanguage('en');
    signInAs({ role: 'admin', orgRole: 'owner' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('filters by subject and topic (taxonomy keys, localised labels) and keeps them in the URL', async () => {
    const api = mockApi({ '/question-bank': list() });
    const { router } = render();
    expect(await screen.findByText('Where does the Ganga rise?')).toBeInTheDocument();
    expect(screen.getByText('Indian Geography › Rivers')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'indian geography' } });
    fireEvent.change(await screen.findByLabelText('Topic'), { target: { value: 'rivers' } });
    fireEvent.change(screen.getByLabelText('Difficulty'), { target: { value: 'easy' } });
    await waitFor(() => expect(router.state.location.search).toBe('?subject=indian+geography&topic=rivers&difficulty=easy'));
    const urls = api.fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://x'));
    const last = urls.filter((u) => u.pathname === '/api/question-bank').at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toMatchObject({
      subject: 'indian geography',
      topic: 'rivers',
      difficulty: 'easy',
      page: '1',
      limit: '20',
    });
  });

  it('shows the empty state, and a different one when filters match nothing', async () => {
    mockApi({ '/question-bank': { data: [], page: 1, limit: 20, total: 0 } });
    render();
    expect(await screen.findByText('The question bank is empty')).toBeInTheDocument();
  });

  it("keeps the server's refusal in the delete dialog when the question is used (409)", async () => {
    mockApi({
      '/question-bank': list(),
      'DELETE /question-bank/q-1': () =>
        json(409, { error: { code: 'CONFLICT', message: 'This question is used in a test. Remove it from the test first' } }),
    });
    render();
    const del = await screen.findByRole('button', { name: 'Delete question 1' });
    act(() => del.click());
    const dialog = await screen.findByRole('dialog', { name: 'Delete this question?' });
    act(() => within(dialog).getByRole('button', { name: 'Delete' }).click());
    expect(await within(dialog).findByText('This question is used in a test. Remove it from the test first')).toBeInTheDocument();
  });
});
