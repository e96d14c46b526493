// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import i18n from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { fakeToken } from '../../../test/fake-token.ts';
import { SignInPage } from './SignInPage.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const auth: AuthResponse = {
  token: fakeToken(),
  refreshToken: 'r'.repeat(43),
  user: {
    id: 'u1',
    name: 'Asha Verma',
    email: 'asha@example.com',
    username: 'asha',
    phone: null,
    role: 'user',
    orgRole: 'student',
    organizationId: '00000000-0000-4000-8000-000000000001',
    preferredLanguage: 'hi',
    profilePictureUrl: null,
    examGoals: [],
  },
  organization: {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Pariksha',
    description: null,
    address: null,
    email: null,
    logoUrl: null,
    socialMedia: {},
    timeZone: 'Asia/Kolkata',
  },
};

function renderSignIn(initial: string | { pathname: string; state: unknown } = '/signin') {
  const router = createMemoryRouter(
    [
      { path: '/signin', element: <SignInPage /> },
      { path: '/', element: <p>home page</p> },
      { path: '/profile', element: <p>profile page</p> },
    ],
    { initialEntries: [initial] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  );
  return router;
}

async function fillAndSubmit(identifier: string, password: string) {
  fireEvent.change(await screen.findByLabelText(/Email or username/), { target: { value: identifier } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('SignInPage', () => {
  const fetchMock = vi.fn<typeof fetch>();
  // The form's validation is its own chunk, loaded on the first focus or submit: loaded here
  // once, so that a slow first import on a busy machine does not outlast findBy's wait.
  beforeAll(() => import('../sign-in-resolver.ts'));
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces('auth');
    localStorage.clear();
    useSession.getState().clear();
    useSession.setState({ selectedLanguage: 'en' });
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('renders the labelled fields, the button and the links', async () => {
    renderSignIn();
    expect(await screen.findByLabelText(/Email or username/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  });

  it('shows and hides the password', async () => {
    renderSignIn();
    fireEvent.click(await screen.findByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  });

  it('asks for both fields before calling the server', async () => {
    renderSignIn();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter your email or username')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message on a 401 and stays signed out", async () => {
    fetchMock.mockResolvedValueOnce(json(401, { error: { code: 'UNAUTHORIZED', message: 'Incorrect email/username or password' } }));
    const router = renderSignIn();
    await fillAndSubmit('asha', 'wrong-pass1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email/username or password');
    expect(useSession.getState().token).toBeNull();
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('shows the rate-limit message as a warning with its heading', async () => {
    const message = 'Too many failed sign-in attempts for this account. Please try again in 15 minutes.';
    fetchMock.mockResolvedValueOnce(json(429, { error: { code: 'RATE_LIMITED', message } }));
    renderSignIn();
    await fillAndSubmit('asha', 'wrong-pass1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts');
    expect(alert).toHaveTextContent(message);
  });

  it('signs in, stores the session and goes home', async () => {
    fetchMock.mockResolvedValueOnce(json(200, auth));
    const signIn = vi.spyOn(useSession.getState(), 'signIn');
    const router = renderSignIn();
    await fillAndSubmit(' asha ', 'Demo@12345');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(signIn).toHaveBeenCalledWith(auth);
    expect(useSession.getState().token).toBe(auth.token);
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toMatch(/^\/api\/auth\/signin\?/);
    expect(JSON.parse(String(init!.body))).toEqual({ identifier: 'asha', password: 'Demo@12345' });
  });

  it('returns to the protected page the person came from', async () => {
    fetchMock.mockResolvedValueOnce(json(200, auth));
    const router = renderSignIn({ pathname: '/signin', state: { from: { pathname: '/profile', search: '', hash: '' } } });
    await fillAndSubmit('asha', 'Demo@12345');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });
});
