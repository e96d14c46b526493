// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Notification } from '@pariksha/shared/schemas/notifications';
import i18n from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { useSnackbar } from '../../lib/snackbar.ts';
import { deleteLocalDatabases } from '../../lib/local-databases.ts';
import { fakeToken } from '../../test/fake-token.ts';
import { closeLocalNotifications, readLocalNotifications, saveLocalNotifications } from './local-db.ts';
import { useNotificationCount } from './use-notifications.ts';
import { NotificationBell } from './NotificationBell.tsx';

const ORG = '00000000-0000-4000-8000-000000000002';

const api = vi.hoisted(() => ({
  fetchNotifications: vi.fn(),
  deleteNotification: vi.fn(),
  markNotificationRead: vi.fn(),
  markAllNotificationsRead: vi.fn(),
}));
vi.mock('./api.ts', async (original) => ({ ...(await original<typeof import('./api.ts')>()), ...api }));

// A stand-in socket: the test plays the server by calling the registered handlers.
const socket = vi.hoisted(() => {
  const handlers = new Map<string, (payload: unknown) => void>();
  return {
    handlers,
    fake: {
      socket: { connected: true, active: true },
      on: (event: string, handler: (payload: unknown) => void) => handlers.set(event, handler),
      release: vi.fn(() => handlers.clear()),
    },
  };
});
vi.mock('../../lib/socket.ts', () => ({ acquireSocket: () => socket.fake }));

const note = (i: number, extra: Partial<Notification> = {}): Notification => ({
  id: `n${i}`,
  title: `Title ${i}`,
  body: `Body ${i}`,
  timestamp: Date.now() - i * 60_000,
  translations: {},
  read: false,
  exam: null,
  ...extra,
});
const list = (n: number) => Array.from({ length: n }, (_, i) => note(i + 1));

function renderBell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <NotificationBell />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

// hidden: an open popover hides the rest of the page from assistive technology, the bell included.
const bell = () => screen.getByRole('button', { name: /^Notifications/, hidden: true });

async function openPanel() {
  act(() => bell().click());
  return within(await screen.findByRole('dialog', { name: 'Notifications' }));
}

// MUI forms are slow to render in jsdom on a busy machine: allow for it rather than flake.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

beforeEach(async () => {
  await i18n.changeLanguage('en');
  useSession.setState({ token: fakeToken({ organizationId: ORG, sub: 'student-1' }) });
  useNotificationCount.setState({ count: 0 });
  api.fetchNotifications.mockReset();
  api.deleteNotification.mockReset().mockResolvedValue({ ok: true });
  api.markNotificationRead.mockReset().mockResolvedValue({ ok: true });
  api.markAllNotificationsRead.mockReset().mockResolvedValue({ ok: true, marked: 0 });
});

afterEach(async () => {
  await closeLocalNotifications();
  await deleteLocalDatabases();
});

describe('NotificationBell', () => {
  it('caps the badge at 10+ above ten and names the count', async () => {
    api.fetchNotifications.mockResolvedValue(list(11));
    renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications: 11 unread'));
    expect(bell()).toHaveTextContent('10+');
  });

  it('shows exactly 10 at ten, and no badge at zero', async () => {
    api.fetchNotifications.mockResolvedValue(list(10));
    const { unmount } = renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications: 10 unread'));
    expect(bell()).toHaveTextContent(/^10$/);
    unmount();
    api.fetchNotifications.mockResolvedValue([]);
    renderBell();
    await waitFor(() => expect(api.fetchNotifications).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
  });

  it('lists titles with their age, and expands an item to show its body', async () => {
    api.fetchNotifications.mockResolvedValue([note(2)]);
    renderBell();
    const panel = await openPanel();
    const item = await panel.findByRole('button', { name: /Title 2/ });
    expect(item).toHaveTextContent('2 minutes ago');
    expect(item).toHaveAttribute('aria-expanded', 'false');
    expect(panel.queryByText('Body 2')).toBeNull();
    act(() => item.click());
    expect(item).toHaveAttribute('aria-expanded', 'true');
    expect(panel.getByText('Body 2')).toBeInTheDocument();
  });

  it('says so when there are no notifications', async () => {
    api.fetchNotifications.mockResolvedValue([]);
    renderBell();
    const panel = await openPanel();
    expect(await panel.findByText('No notifications yet')).toBeInTheDocument();
  });

  it('saves the list locally and falls back to the local copy when the call fails', async () => {
    await saveLocalNotifications(ORG, [note(5)]);
    api.fetchNotifications.mockRejectedValue(new Error('offline'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderBell();
    const panel = await openPanel();
    expect(await panel.findByText('Title 5')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to fetch notifications', expect.any(Error));
    log.mockRestore();
  });

  it('deletes only the selected items, one call each', async () => {
    api.fetchNotifications.mockResolvedValue(list(3));
    renderBell();
    const panel = await openPanel();
    const checkbox = await panel.findByRole('checkbox', { name: 'Select: Title 2' });
    act(() => checkbox.click());
    act(() => panel.getByRole('button', { name: 'Delete selected (1)' }).click());
    await waitFor(() => expect(panel.queryByText('Title 2')).toBeNull());
    expect(api.deleteNotification.mock.calls).toEqual([[ORG, 'n2']]);
    expect(panel.getByText('Title 1')).toBeInTheDocument();
    expect((await readLocalNotifications(ORG)).map((n) => n.id)).toEqual(['n1', 'n3']);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications: 2 unread'));
  });

  it('deletes everything when nothing is selected, and clears the local copy even if the server fails', async () => {
    api.fetchNotifications.mockResolvedValue(list(2));
    api.deleteNotification.mockRejectedValue(new Error('HTTP error! status: 500'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderBell();
    const panel = await openPanel();
    await panel.findByText('Title 1');
    act(() => panel.getByRole('button', { name: 'Delete all' }).click());
    act(() => panel.getByRole('button', { name: 'Delete' }).click());
    expect(await panel.findByText('No notifications yet')).toBeInTheDocument();
    expect(api.deleteNotification).toHaveBeenCalledTimes(2);
    expect(await readLocalNotifications(ORG)).toEqual([]);
    log.mockRestore();
  });

  it('Select All toggles between all and none', async () => {
    api.fetchNotifications.mockResolvedValue(list(2));
    renderBell();
    const panel = await openPanel();
    await panel.findByText('Title 1');
    const selectAll = panel.getByRole('checkbox', { name: 'Select All' });
    act(() => selectAll.click());
    expect(panel.getByRole('checkbox', { name: 'Select: Title 1' })).toBeChecked();
    expect(panel.getByRole('checkbox', { name: 'Select: Title 2' })).toBeChecked();
    expect(panel.getByRole('button', { name: 'Delete selected (2)' })).toBeInTheDocument();
    act(() => selectAll.click());
    expect(panel.getByRole('checkbox', { name: 'Select: Title 1' })).not.toBeChecked();
    expect(panel.getByRole('button', { name: 'Delete all' })).toBeInTheDocument();
  });

  it('a pushed notification goes on top, raises the badge and shows its title, without a reload', async () => {
    api.fetchNotifications.mockResolvedValue([note(1)]);
    renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications: 1 unread'));
    const pushed = { ...note(0), id: 'live', title: 'Test tomorrow', body: 'Bring a pencil', timestamp: Date.now() };
    act(() => socket.handlers.get('notification')?.(pushed));
    expect(bell()).toHaveAccessibleName('Notifications: 2 unread');
    expect(useSnackbar.getState()).toMatchObject({ open: true, message: 'Test tomorrow' });
    const panel = await openPanel();
    expect(panel.getAllByRole('listitem')[0]).toHaveTextContent('Test tomorrow');
    await waitFor(async () => expect((await readLocalNotifications(ORG)).map((n) => n.id)).toContain('live'));
    // The same notification twice (a reconnect) is one item.
    act(() => socket.handlers.get('notification')?.(pushed));
    expect(bell()).toHaveAccessibleName('Notifications: 2 unread');
  });

  it('counts only unread ones; an unread item is bold with a dot and says so, a read one does not', async () => {
    api.fetchNotifications.mockResolvedValue([note(1), note(2, { read: true })]);
    renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications: 1 unread'));
    const panel = await openPanel();
    const unread = await panel.findByRole('button', { name: /Title 1/ });
    const read = panel.getByRole('button', { name: /Title 2/ });
    expect(unread).toHaveAccessibleName(/^Unread:\s*Title 1/);
    expect(read).not.toHaveAccessibleName(/Unread/);
    expect(within(unread).getByTestId('unread-dot')).toBeInTheDocument();
    expect(within(read).queryByTestId('unread-dot')).toBeNull();
    expect(panel.getByText('1 unread')).toBeInTheDocument();
  });

  it('opening an unread item marks it read on the server and lowers the badge; opening it again calls nothing', async () => {
    api.fetchNotifications.mockResolvedValue([note(1), note(2)]);
    renderBell();
    const panel = await openPanel();
    const item = await panel.findByRole('button', { name: /Title 1/ });
    act(() => item.click());
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications: 1 unread'));
    await waitFor(() => expect(api.markNotificationRead.mock.calls).toEqual([[ORG, 'n1']]));
    expect(item).not.toHaveAccessibleName(/Unread/);
    expect((await readLocalNotifications(ORG)).find((n) => n.id === 'n1')?.read).toBe(true);
    act(() => item.click());
    act(() => item.click());
    expect(api.markNotificationRead).toHaveBeenCalledTimes(1);
  });

  it('mark all read: one call, every item read, no badge, and the button goes', async () => {
    api.fetchNotifications.mockResolvedValue(list(3));
    renderBell();
    const panel = await openPanel();
    const markAll = await panel.findByRole('button', { name: 'Mark all read' });
    act(() => markAll.click());
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    await waitFor(() => expect(api.markAllNotificationsRead.mock.calls).toEqual([[ORG]]));
    expect(panel.queryByRole('button', { name: /^Unread/ })).toBeNull();
    expect(panel.queryByRole('button', { name: 'Mark all read' })).toBeNull();
  });

  it('shows the text in the reading language, the other one when only that was written, and the linked test', async () => {
    const both = { hi: { title: 'कल छुट्टी', body: 'हिंदी संदेश' }, en: { title: 'Holiday tomorrow', body: 'English message' } };
    api.fetchNotifications.mockResolvedValue([
      note(1, { title: both.hi.title, translations: both, exam: { id: 'e1', title: { hi: 'मॉक 1', en: 'Mock 1' } } }),
      note(2, { title: 'केवल हिंदी', read: true, translations: { hi: { title: 'केवल हिंदी', body: 'x' } } }),
    ]);
    renderBell();
    const panel = await openPanel();
    const item = await panel.findByRole('button', { name: /Holiday tomorrow/ });
    expect(panel.getByText('केवल हिंदी')).toHaveAttribute('lang', 'hi');
    act(() => item.click());
    expect(panel.getByText('English message')).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Open test: Mock 1' })).toHaveAttribute('href', '/exams/e1');
  });

  it('lets go of the socket on unmount', async () => {
    api.fetchNotifications.mockResolvedValue([]);
    const { unmount } = renderBell();
    unmount();
    expect(socket.fake.release).toHaveBeenCalled();
  });
});
