// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AdminStats } from '@pariksha/shared/schemas/admin';
import i18n from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { fakeToken } from '../../../test/fake-token.ts';
import { AdminDashboardPage } from './AdminDashboardPage.tsx';

const fetchMock = vi.fn<typeof fetch>();

const stats: AdminStats = {
  organizations: 7,
  users: { total: 120, user: 110, admin: 8, superAdmin: 2 },
  newSignUps: 15,
  feedback: { open: 3, handled: 9 },
  newestOrganizations: [{ id: 'o1', name: 'Saraswati Classes', logoUrl: null, memberCount: 42, createdAt: new Date().toISOString() }],
  openFeedback: [
    { id: 'f1', formType: 'contact-us', name: 'Neha Gupta', subject: 'Batch timings for SSC', createdAt: new Date().toISOString() },
  ],
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Suspense fallback="loading">
          <AdminDashboardPage />
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('AdminDashboardPage', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', fetchMock);
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('tells a plain admin it is for platform administrators and makes no request (a 403 would sign them out)', async () => {
    useSession.setState({ token: fakeToken({ role: 'admin', orgRole: 'owner' }) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'For platform administrators only' })).toBeInTheDocument();
    expect(screen.getByText(/only for platform administrators/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Organization Dashboard' })).toHaveAttribute('href', '/organization/admin-dashboard');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the platform numbers and the newest lists to a superAdmin', async () => {
    useSession.setState({ token: fakeToken({ role: 'superAdmin', orgRole: 'owner' }) });
    fetchMock.mockResolvedValue(new Response(JSON.stringify(stats), { status: 200 }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Organisation admins')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0][0])).toMatch(/^\/api\/admin\/stats\?/);
    expect(screen.getByText('120')).toBeInTheDocument();
    expect(screen.getByText('in the last 7 days')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Saraswati Classes' })).toHaveAttribute('href', '/organization/manage?org=o1');
    expect(screen.getByRole('link', { name: 'Batch timings for SSC' })).toHaveAttribute('href', '/user-feedback');
    expect(screen.getByText(/42 members/)).toBeInTheDocument();
  });

  it('offers a retry when the overview cannot load', async () => {
    useSession.setState({ token: fakeToken({ role: 'superAdmin', orgRole: 'owner' }) });
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'INTERNAL', message: 'Database unavailable' } }), { status: 500 }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage();
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
