import { useEffect } from 'react';
import { create } from 'zustand';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Notification } from '@pariksha/shared/schemas/notifications';
import { localizeNotification } from '@pariksha/shared/notification-text';
import i18n from '../../lib/i18n.ts';
import { useAuth } from '../../lib/session.ts';
import { useSnackbar } from '../../lib/snackbar.ts';
import { acquireSocket } from '../../lib/socket.ts';
import { afterFirstPaint, useAfterFirstPaint } from '../../lib/after-first-paint.ts';
import { deleteNotification, fetchNotifications, markAllNotificationsRead, markNotificationRead, notificationsKey } from './api.ts';
import {
  addLocalNotification,
  deleteLocalNotifications,
  markLocalNotificationsRead,
  readLocalNotifications,
  saveLocalNotifications,
} from './local-db.ts';

/**
 * Spec 3: notificationCount is client state: the unread ones, following the list as it is
 * fetched, pushed, opened, marked read and deleted.
 */
export const useNotificationCount = create<{ count: number; setCount: (count: number) => void }>((set) => ({
  count: 0,
  setCount: (count) => set({ count }),
}));

const setCount = (count: number) => useNotificationCount.getState().setCount(count);

type Scope = { organizationId: string; userId: string };

// The user is part of the key: deletions are per person, and the cache outlives a sign-out.
const listKey = ({ organizationId, userId }: Scope) => [...notificationsKey(organizationId), userId] as const;

export const unreadCount = (list: Notification[]) => list.filter((n) => !n.read).length;

function writeList(queryClient: QueryClient, scope: Scope, list: Notification[]) {
  queryClient.setQueryData(listKey(scope), list);
  setCount(unreadCount(list));
}

/**
 * Spec 7: the server's list is saved locally and the count set; if the call fails, it is
 * logged and the local copy is shown instead (spec 8).
 */
async function loadList({ organizationId }: Scope): Promise<Notification[]> {
  let list: Notification[];
  try {
    list = await fetchNotifications(organizationId);
  } catch (err) {
    console.error('Failed to fetch notifications', err);
    list = await readLocalNotifications(organizationId);
    setCount(unreadCount(list));
    return list;
  }
  // A browser without IndexedDB (private mode) still shows the list.
  await saveLocalNotifications(organizationId, list).catch((err: unknown) => console.error('Failed to store notifications', err));
  setCount(unreadCount(list));
  return list;
}

const listQuery = (scope: Scope) => queryOptions({ queryKey: listKey(scope), queryFn: () => loadList(scope) });

/** A pushed notification goes first in the list and into the local copy; a repeat is ignored. */
export function receiveNotification(queryClient: QueryClient, scope: Scope, notification: Notification): boolean {
  const list = queryClient.getQueryData<Notification[]>(listKey(scope)) ?? [];
  if (list.some((n) => n.id === notification.id)) return false;
  writeList(queryClient, scope, [notification, ...list]);
  void addLocalNotification(scope.organizationId, notification).catch((err: unknown) => console.error('Failed to store notification', err));
  return true;
}

/**
 * One DELETE per notification (spec 7). The local copy goes afterwards whatever the server
 * answered (spec 8: a failed delete-all still clears the local data); failures are logged.
 */
export async function removeNotifications(queryClient: QueryClient, scope: Scope, ids: string[]): Promise<void> {
  const results = await Promise.allSettled(ids.map((id) => deleteNotification(scope.organizationId, id)));
  for (const result of results) {
    if (result.status === 'rejected') console.error('Failed to delete notification', result.reason);
  }
  await deleteLocalNotifications(ids).catch((err: unknown) => console.error('Failed to delete stored notifications', err));
  const gone = new Set(ids);
  writeList(
    queryClient,
    scope,
    (queryClient.getQueryData<Notification[]>(listKey(scope)) ?? []).filter((n) => !gone.has(n.id)),
  );
}

/**
 * Marks notifications read at once on screen and in the local copy, then on the server (the
 * truth, so it follows the user to other devices): one id, or all of them (`ids` null).
 * A failure is logged; the next fetch shows the server's state.
 */
export async function markRead(queryClient: QueryClient, scope: Scope, ids: string[] | null): Promise<void> {
  const list = queryClient.getQueryData<Notification[]>(listKey(scope)) ?? [];
  const targets = ids ?? list.filter((n) => !n.read).map((n) => n.id);
  const set = new Set(targets);
  writeList(
    queryClient,
    scope,
    list.map((n) => (set.has(n.id) ? { ...n, read: true } : n)),
  );
  await markLocalNotificationsRead(targets).catch((err: unknown) => console.error('Failed to store read state', err));
  try {
    if (ids === null) await markAllNotificationsRead(scope.organizationId);
    else await Promise.all(ids.map((id) => markNotificationRead(scope.organizationId, id)));
  } catch (err) {
    console.error('Failed to mark notifications read', err);
  }
}

function useScope(): Scope | null {
  const { claims } = useAuth();
  const organizationId = claims?.organizationId;
  const userId = claims?.sub;
  return organizationId && userId ? { organizationId, userId } : null;
}

/** The signed-in user's notifications, shared by the bell and any other view through the query cache. */
export function useNotifications() {
  const scope = useScope();
  const queryClient = useQueryClient();
  const count = useNotificationCount((s) => s.count);
  // The first fetch waits for the page's first paint (issue 15): it is not the page's content,
  // and its subscription in the app's first commit was part of the load's longest task.
  const painted = useAfterFirstPaint();
  const query = useQuery({ ...listQuery(scope ?? { organizationId: '', userId: '' }), enabled: !!scope && painted });
  const remove = useMutation({
    mutationFn: (ids: string[]) => (scope ? removeNotifications(queryClient, scope, ids) : Promise.resolve()),
  });
  const markAll = useMutation({ mutationFn: () => (scope ? markRead(queryClient, scope, null) : Promise.resolve()) });
  return {
    organizationId: scope?.organizationId ?? null,
    notifications: query.data ?? [],
    count,
    isLoading: !!scope && query.isPending,
    isError: query.isError,
    refetch: () => void query.refetch(),
    remove,
    /** Opening one: read at once, here and on the server. */
    open: (id: string) => {
      if (scope && query.data?.some((n) => n.id === id && !n.read)) void markRead(queryClient, scope, [id]);
    },
    markAll,
    /** For a view that created one itself: shows it even if the socket is down. */
    add: (notification: Notification) => scope && receiveNotification(queryClient, scope, notification),
  };
}

/**
 * The live connection, mounted once (by the bell) while someone is signed in: each pushed
 * notification updates the list and badge and shows its title, without a reload. The socket
 * closes on sign-out and unmount.
 */
export function useLiveNotifications() {
  const scope = useScope();
  const queryClient = useQueryClient();
  const organizationId = scope?.organizationId;
  const userId = scope?.userId;

  useEffect(() => {
    if (!organizationId || !userId) return;
    const current = { organizationId, userId };
    // The badge belongs to this user: start from their cached list, if any.
    setCount(unreadCount(queryClient.getQueryData<Notification[]>(listKey(current)) ?? []));
    // The app's one socket, shared with the chat; a refreshed token reconnects it (lib/socket.ts).
    // Connected after the page's first paint (issue 15), as the list's first fetch is: what was
    // sent before the socket is up comes with that fetch, as it did when both started at mount.
    let lease: ReturnType<typeof acquireSocket> = null;
    const cancel = afterFirstPaint(() => {
      lease = acquireSocket();
      if (!lease) return;
      let connectedBefore = lease.socket.connected;
      lease.on('connect', () => {
        // Anything sent while we were away arrives with a fresh fetch.
        if (connectedBefore) void queryClient.invalidateQueries({ queryKey: listKey(current) });
        connectedBefore = true;
      });
      lease.on('notification', (notification) => {
        // The snackbar shows the title in the reader's language (or the other one written).
        if (receiveNotification(queryClient, current, notification) && !notification.read) {
          useSnackbar.getState().show(localizeNotification(notification, i18n.language).title, 'info');
        }
      });
    });
    return () => {
      cancel();
      lease?.release();
    };
  }, [organizationId, userId, queryClient]);
}
