// @vitest-environment jsdom
import { Suspense } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import type { PotdToday } from '@pariksha/shared/schemas/potd';
import i18n from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { fakeToken } from '../../../test/fake-token.ts';
import { DailyProblem } from './DailyProblem.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const today = (over: Partial<PotdToday> = {}): PotdToday => ({
  date: '2026-03-10',
  timeZone: 'Asia/Kolkata',
  alreadySolved: false,
  streak: { current: 2, max: 5 },
  problem: {
    id: '11111111-1111-4111-8111-111111111111',
    questionId: '22222222-2222-4222-8222-222222222222',
    date: '2026-03-10',
    questionText: 'Which river is called the Dakshin Ganga?',
    difficulty: 'medium',
    category: 'Rivers',
    subject: 'Indian Geography',
    options: [
      { id: 'a', text: 'Krishna', isCorrect: false },
      { id: 'b', text: 'Godavari', isCorrect: true },
      { id: 'c', text: 'Kaveri', isCorrect: false },
    ],
    explanation: 'The Godavari is the longest river of peninsular India.',
    imageUrl: null,
    isPlatform: false,
  },
  ...over,
});

type Calls = { method: string; path: string; body: unknown }[];
function mockFetch(
  todayBody: PotdToday | null,
  submit: (body: { answer: string }) => Response = () =>
    json({ success: true, message: 'ok', streak: { current: 3, max: 5 }, counted: true }),
) {
  const calls: Calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: url.pathname, body });
      if (url.pathname === '/api/potd/today') return todayBody === null ? new Response(null, { status: 204 }) : json(todayBody);
      if (url.pathname === '/api/potd/submit') return submit(body);
      if (url.pathname.startsWith('/api/problem-of-day/users/'))
        return json({
          data: { bookmarkedProblems: 1, streak: { current: 3, max: 5 }, lastSolvedDate: '2026-03-10', solvedToday: true, totalSolved: 9 },
        });
      if (url.pathname === '/api/bookmarks/status') return json({ bookmarked: [] });
      return json({ error: { code: 'NOT_FOUND', message: 'no mock' } }, 404);
    }),
  );
  return calls;
}

function renderProblem(onSolved?: () => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Suspense fallback={<div>suspended</div>}>
          <DailyProblem mode="dialog" onSolved={onSolved} />
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['potd']);
  localStorage.clear();
  useSession.getState().signIn({
    token: fakeToken({ sub: 'u1' }),
    refreshToken: 'r'.repeat(40),
    user: {
      id: 'u1',
      name: 'Asha',
      email: 'a@example.com',
      username: 'asha',
      phone: null,
      role: 'user',
      orgRole: 'student',
      organizationId: 'o',
      preferredLanguage: 'en',
      profilePictureUrl: null,
      examGoals: [],
    },
    organization: {
      id: 'o',
      name: 'O',
      description: null,
      address: null,
      email: null,
      logoUrl: null,
      socialMedia: {},
      timeZone: 'Asia/Kolkata',
    },
  } as AuthResponse);
  useSnackbar.getState().hide();
});
afterEach(() => vi.unstubAllGlobals());

const snackbar = () => useSnackbar.getState();

// Rendering MUI in jsdom is slow on a busy machine.
describe('DailyProblem', { timeout: 30_000 }, () => {
  it('warns when nothing is chosen and sends nothing', async () => {
    const calls = mockFetch(today());
    renderProblem();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Answer' }));
    expect(snackbar()).toMatchObject({ open: true, message: 'Please select an option', severity: 'warning' });
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('a wrong choice shows the error without any call, as often as it is tried', async () => {
    const calls = mockFetch(today());
    renderProblem();
    fireEvent.click(await screen.findByRole('radio', { name: 'Krishna' }));
    for (let i = 0; i < 3; i++) {
      fireEvent.click(screen.getByRole('button', { name: 'Submit Answer' }));
      expect(snackbar()).toMatchObject({ message: 'Incorrect answer. Try again', severity: 'error' });
    }
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('a right choice sends the option text, then the record call; the badge and max streak follow; solved state', async () => {
    const onSolved = vi.fn();
    const calls = mockFetch(today());
    renderProblem(onSolved);
    fireEvent.click(await screen.findByRole('radio', { name: 'Godavari' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Answer' }));
    await waitFor(() => expect(snackbar()).toMatchObject({ message: 'Correct! Current streak: 3', severity: 'success' }));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toEqual([
      { method: 'POST', path: '/api/potd/submit', body: { answer: 'Godavari', problemId: today().problem!.id } },
      { method: 'POST', path: '/api/problem-of-day/users/u1', body: { date: '2026-03-10' } },
    ]);
    expect(useSession.getState().currentStreak).toBe(3);
    expect(localStorage.getItem('maxStreak')).toBe('5');
    expect(onSolved).toHaveBeenCalledOnce();
    expect(await screen.findByText('Problem Completed!')).toBeInTheDocument();
    expect(screen.getByText('Come back tomorrow')).toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Godavari/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Share Achievement' })).toBeInTheDocument();
  });

  it('the max streak becomes the new streak when it passes the old max', async () => {
    mockFetch(today({ streak: { current: 5, max: 5 } }), () =>
      json({ success: true, message: 'ok', streak: { current: 6, max: 6 }, counted: true }),
    );
    renderProblem();
    fireEvent.click(await screen.findByRole('radio', { name: 'Godavari' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Answer' }));
    await screen.findByText('Problem Completed!');
    expect(screen.getByRole('group', { name: 'Max Streak: 6 days' })).toBeInTheDocument();
    expect(localStorage.getItem('maxStreak')).toBe('6');
  });

  it("shows the server's message when success is false, and stays unsolved", async () => {
    mockFetch(today(), () => json({ success: false, message: 'Not today', streak: { current: 2, max: 5 }, counted: false }));
    renderProblem();
    fireEvent.click(await screen.findByRole('radio', { name: 'Godavari' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Answer' }));
    await waitFor(() => expect(snackbar()).toMatchObject({ message: 'Not today', severity: 'error' }));
    expect(screen.queryByText('Problem Completed!')).toBeNull();
  });

  it('the solved state on load: options disabled, the correct one checked, no submit button', async () => {
    mockFetch(today({ alreadySolved: true }));
    renderProblem();
    expect(await screen.findByText('Problem Completed!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Answer' })).toBeNull();
    expect(screen.getByRole('radio', { name: /Godavari/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Krishna' })).toBeDisabled();
  });

  it('the two "no problem" states', async () => {
    mockFetch(null);
    const first = renderProblem();
    expect(await screen.findByText('No problem available for today')).toBeInTheDocument();
    first.unmount();
    mockFetch(today({ problem: null }));
    renderProblem();
    expect(await screen.findByText("We're working on today's problem")).toBeInTheDocument();
    expect(screen.getByText('Please check back in a few minutes')).toBeInTheDocument();
  });
});
