import { useEffect } from 'react';
import { create } from 'zustand';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Notification } from '@pariksha/shared/schemas/notifications';
import { useAuth } from '../../lib/session.ts';
import { useSnackbar } from '../../lib/snackbar.ts';
import { acquireSocket } from '../../lib/socket.ts';
import { deleteNotification, fetchNotifications, notificationsKey } from './api.ts';
import { addLocalNotification, deleteLocalNotifications, readLocalNotifications, saveLocalNotifications } from './local-db.ts';

/** Spec 3: notificationCount is client state; it follows the list as it is fetched, pushed and deleted. */
export const useNotificationCount = create<{ count: number; setCount: (count: number) => void }>((set) => ({
  count: 0,
  setCount: (count) => set({ count }),
}));

const setCount = (count: number) => useNotificationCount.getState().setCount(count);

type Scope = { organizationId: string; userId: string };

// The user is part of the key: deletions are per person, and the cache outlives a sign-out.
const listKey = ({ organizationId, userId }: Scope) => [...notificationsKey(organizationId), userId] as const;

function writeList(queryClient: QueryClient, scope: Scope, list: Notification[]) {
  queryClient.setQueryData(listKey(scope), list);
  setCount(list.length);
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
    setCount(list.length);
    return list;
  }
  // A browser without IndexedDB (private mode) still shows the list.
  await saveLocalNotifications(organizationId, list).catch((err: unknown) => console.error('Failed to store notifications', err));
  setCount(list.length);
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
  const query = useQuery({ ...listQuery(scope ?? { organizationId: '', userId: '' }), enabled: !!scope });
  const remove = useMutation({
    mutationFn: (ids: string[]) => (scope ? removeNotifications(queryClient, scope, ids) : Promise.resolve()),
  });
  return {
    organizationId: scope?.organizationId ?? null,
    notifications: query.data ?? [],
    count,
    isLoading: !!scope && query.isPending,
    isError: query.isError,
    refetch: () => void query.refetch(),
    remove,
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
    setCount(queryClient.getQueryData<Notification[]>(listKey(current))?.length ?? 0);
    // The app's one socket, shared with the chat; a refreshed token reconnects it (lib/socket.ts).
    const lease = acquireSocket();
    if (!lease) return;
    let connectedBefore = lease.socket.connected;
    lease.on('connect', () => {
      // Anything sent while we were away arrives with a fresh fetch.
      if (connectedBefore) void queryClient.invalidateQueries({ queryKey: listKey(current) });
      connectedBefore = true;
    });
    lease.on('notification', (notification) => {
      if (receiveNotification(queryClient, current, notification)) useSnackbar.getState().show(notification.title, 'info');
    });
    return () => lease.release();
  }, [organizationId, userId, queryClient]);
}
