// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { fakeToken } from '../../../test/fake-token.ts';
import { UserFeedbackPage } from './UserFeedbackPage.tsx';

const fetchMock = vi.fn<typeof fetch>();

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <Suspense fallback={null}>
          <UserFeedbackPage />
        </Suspense>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('UserFeedbackPage', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces(['feedback']);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks visitors to sign in and calls no API', async () => {
    useSession.setState({ token: null });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'For platform administrators only' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/signin');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never asks the API for an admin who is not superAdmin (a 403 would sign them out)', async () => {
    useSession.setState({ token: fakeToken({ role: 'admin', orgRole: 'owner' }) });
    renderPage();
    expect(await screen.findByText(/can be read only by a platform administrator/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists messages for a superAdmin', async () => {
    useSession.setState({ token: fakeToken({ role: 'superAdmin' }) });
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          data: [
            {
              id: 'f1',
              formType: 'contact-us',
              name: 'Meena Gupta',
              email: 'meena@example.com',
              phone: null,
              subject: 'Demo for our school',
              message: 'Please call us.',
              handled: false,
              createdAt: '2026-11-20T10:00:00.000Z',
            },
          ],
          total: 1,
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      ),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Demo for our school' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'meena@example.com' })).toHaveAttribute('href', 'mailto:meena@example.com');
    expect(String(fetchMock.mock.calls[0][0])).toMatch(/^\/api\/feedback\?.*page=1&limit=20/);
  });
});
