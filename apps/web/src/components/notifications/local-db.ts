import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Notification } from '@pariksha/shared/schemas/notifications';
import { registerLocalDatabase } from '../../lib/local-databases.ts';

/** Spec 3: the local copy lives in NotificationsDB (version 1), store 'notifications' keyed by id. */
export const DB_NAME = 'NotificationsDB';
export const DB_VERSION = 1;
export const STORE = 'notifications';

/**
 * Each record also remembers its organisation: a session ended by a 401 keeps the database
 * (only sign-out deletes it), and the next person's fallback must not show someone else's list.
 */
export type StoredNotification = Notification & { organizationId: string };

interface NotificationsSchema extends DBSchema {
  notifications: { key: string; value: StoredNotification };
}

// Sign-out deletes the database with the rest of the user's storage.
registerLocalDatabase(DB_NAME);

let connection: Promise<IDBPDatabase<NotificationsSchema>> | null = null;

function db(): Promise<IDBPDatabase<NotificationsSchema>> {
  connection ??= openDB<NotificationsSchema>(DB_NAME, DB_VERSION, {
    upgrade(database) {
      database.createObjectStore(STORE, { keyPath: 'id' });
    },
    // Sign-out's deleteDatabase waits for open connections: let go at once instead of blocking it.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      connection = null;
    },
    terminated() {
      connection = null;
    },
  }).catch((err: unknown) => {
    connection = null;
    throw err;
  });
  return connection;
}

const newestFirst = (a: Notification, b: Notification) => b.timestamp - a.timestamp;

/**
 * Records saved before read state existed lack `read`, `translations` and `exam`: they read as
 * unread, in their one language, without a test (the next fetch replaces them).
 */
const strip = ({ id, title, body, timestamp, translations, read, exam }: StoredNotification): Notification => ({
  id,
  title,
  body,
  timestamp,
  translations: translations ?? {},
  read: read ?? false,
  exam: exam ?? null,
});

/** The organisation's stored notifications, newest first. */
export async function readLocalNotifications(organizationId: string): Promise<Notification[]> {
  const all = await (await db()).getAll(STORE);
  return all
    .filter((n) => n.organizationId === organizationId)
    .map(strip)
    .sort(newestFirst);
}

/** Replaces the organisation's local copy with the server's list, in one transaction. */
export async function saveLocalNotifications(organizationId: string, list: Notification[]): Promise<void> {
  const tx = (await db()).transaction(STORE, 'readwrite');
  const keep = new Set(list.map((n) => n.id));
  let cursor = await tx.store.openCursor();
  while (cursor) {
    if (cursor.value.organizationId === organizationId && !keep.has(cursor.value.id)) await cursor.delete();
    cursor = await cursor.continue();
  }
  await Promise.all(list.map((n) => tx.store.put({ ...n, organizationId })));
  await tx.done;
}

/** Stores one notification (a live one); the same id twice stays one record. */
export async function addLocalNotification(organizationId: string, notification: Notification): Promise<void> {
  await (await db()).put(STORE, { ...notification, organizationId });
}

/** The local copy of read state, so an offline reopen shows what was opened; the server stays the truth. */
export async function markLocalNotificationsRead(ids: string[]): Promise<void> {
  const tx = (await db()).transaction(STORE, 'readwrite');
  for (const id of ids) {
    const record = await tx.store.get(id);
    if (record && !record.read) await tx.store.put({ ...record, read: true });
  }
  await tx.done;
}

export async function deleteLocalNotifications(ids: string[]): Promise<void> {
  const tx = (await db()).transaction(STORE, 'readwrite');
  await Promise.all(ids.map((id) => tx.store.delete(id)));
  await tx.done;
}

/** Closes the connection (tests, and anything that must delete the database). */
export async function closeLocalNotifications(): Promise<void> {
  const open = connection;
  connection = null;
  if (open) (await open).close();
}
