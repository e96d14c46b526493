// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { OrganizationDetail } from '@pariksha/shared/schemas/organizations';
import i18n from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { fakeToken } from '../../../test/fake-token.ts';
import { joinLink } from '../components/admin-dashboard/InviteCard.tsx';
import { logoProblem } from '../components/admin-dashboard/LogoUploader.tsx';
import { OrganizationAdminDashboardPage } from './OrganizationAdminDashboardPage.tsx';

const ORG_ID = '00000000-0000-4000-8000-000000000002';
const org: OrganizationDetail = {
  id: ORG_ID,
  name: 'Demo Institute',
  description: 'Coaching in Lucknow',
  address: null,
  email: 'contact@demo.example.com',
  logoUrl: null,
  socialMedia: { youtube: 'https://youtube.com/@demo' },
  timeZone: 'Asia/Kolkata',
  inviteCode: 'DEMO2026',
  trialEndsAt: null,
  memberCount: 42,
  admins: [{ id: 'a1', name: 'Rajesh Verma', email: 'admin@example.com' }],
  createdAt: '2025-01-01T00:00:00.000Z',
};

const orgApi = vi.hoisted(() => ({ saveOrganization: vi.fn(), uploadOrganizationLogo: vi.fn() }));
vi.mock('../components/admin-dashboard/api.ts', async (original) => {
  const real = await original<typeof import('../components/admin-dashboard/api.ts')>();
  return { ...real, ...orgApi, organizationQuery: (id: string) => ({ queryKey: real.organizationKey(id), queryFn: () => org }) };
});
const notificationApi = vi.hoisted(() => ({ fetchNotifications: vi.fn(), sendNotification: vi.fn(), deleteNotification: vi.fn() }));
vi.mock('../../../components/notifications/api.ts', async (original) => ({
  ...(await original<typeof import('../../../components/notifications/api.ts')>()),
  ...notificationApi,
}));

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OrganizationAdminDashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// MUI forms are slow to render in jsdom on a busy machine: allow for it rather than flake.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

beforeEach(async () => {
  await i18n.changeLanguage('en');
  useSession.setState({ token: fakeToken({ organizationId: ORG_ID, role: 'admin', orgRole: 'owner' }), organization: { ...org } });
  useSnackbar.getState().hide();
  notificationApi.fetchNotifications.mockResolvedValue([]);
  orgApi.saveOrganization.mockReset();
  notificationApi.sendNotification.mockReset();
});

describe('OrganizationAdminDashboardPage', () => {
  it('shows the member count, the invite code and its sign-up link', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Organization Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('42')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage students' })).toHaveAttribute('href', '/organization/students');
    expect(screen.getByText('DEMO2026')).toBeInTheDocument();
    expect(screen.getByText(joinLink('DEMO2026'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy invite code' })).toBeInTheDocument();
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });

  it('saves the branding and updates the header and footer copy at once', async () => {
    orgApi.saveOrganization.mockImplementation(async (_id, changes) => ({ ...org, ...changes }));
    renderPage();
    const name = await screen.findByRole('textbox', { name: 'Organisation name' });
    fireEvent.change(name, { target: { value: 'Demo Institute Lucknow' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'YouTube' }), { target: { value: '' } });
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    await waitFor(() => expect(useSession.getState().organization?.name).toBe('Demo Institute Lucknow'));
    const [, sent] = orgApi.saveOrganization.mock.calls[0];
    // An emptied link and address go as "none", not as empty strings.
    expect(sent).toMatchObject({ name: 'Demo Institute Lucknow', address: null, socialMedia: {} });
    expect(sent.socialMedia.youtube).toBeUndefined();
    expect(useSnackbar.getState().message).toBe('Branding saved');
  });

  it('shows the shared schema messages and sends nothing when the branding is invalid', async () => {
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Contact email' }), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Instagram' }), { target: { value: 'javascript:alert(1)' } });
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter a full link starting with https://')).toBeInTheDocument();
    expect(orgApi.saveOrganization).not.toHaveBeenCalled();
  });

  it('sends a notification in English and lists it below; with nothing written it says to write one language', async () => {
    notificationApi.sendNotification.mockImplementation(async (_org, body) => ({
      id: 'n1',
      title: body.en.title,
      body: body.en.body,
      translations: body,
      read: true,
      exam: null,
      scheduledFor: null,
      timestamp: Date.now(),
    }));
    renderPage();
    const send = await screen.findByRole('button', { name: 'Send' });
    act(() => send.click());
    expect(await screen.findByText('Write the title and message in at least one language')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Title (English)' }), { target: { value: 'Holiday on Monday' } });
    act(() => screen.getByRole('button', { name: 'Send' }).click());
    expect(await screen.findByText('Message is required')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Message (English)' }), { target: { value: 'The institute is closed.' } });
    act(() => screen.getByRole('button', { name: 'Send' }).click());
    expect(await screen.findByRole('button', { name: /Holiday on Monday/ })).toBeInTheDocument();
    expect(notificationApi.sendNotification).toHaveBeenCalledWith(ORG_ID, {
      en: { title: 'Holiday on Monday', body: 'The institute is closed.' },
    });
    expect(useSnackbar.getState().message).toBe('Notification sent');
  });
});

describe('logo checks before upload', () => {
  const file = (type: string, size: number) => new File([new Uint8Array(size)], 'logo', { type });
  it('accepts PNG, JPEG and WebP up to 2 MB', () => {
    expect(logoProblem(file('image/png', 1000))).toBeNull();
    expect(logoProblem(file('image/webp', 2 * 1024 * 1024))).toBeNull();
  });
  it('refuses other types and larger files with the server messages', () => {
    expect(logoProblem(file('image/gif', 10))).toBe('Upload a PNG, JPEG or WebP image');
    expect(logoProblem(file('image/jpeg', 2 * 1024 * 1024 + 1))).toBe('The image must be at most 2 MB');
  });
});
