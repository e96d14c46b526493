import { afterEach, describe, expect, it } from 'vitest';
import { openDB } from 'idb';
import type { Notification } from '@pariksha/shared/schemas/notifications';
import { deleteLocalDatabases } from '../../lib/local-databases.ts';
import {
  DB_NAME,
  DB_VERSION,
  STORE,
  addLocalNotification,
  closeLocalNotifications,
  deleteLocalNotifications,
  markLocalNotificationsRead,
  readLocalNotifications,
  saveLocalNotifications,
} from './local-db.ts';

const ORG = 'org-1';
const OTHER = 'org-2';
const n = (id: string, timestamp: number) => ({
  id,
  title: `T ${id}`,
  body: `B ${id}`,
  timestamp,
  translations: {},
  read: false,
  exam: null,
});

afterEach(async () => {
  await closeLocalNotifications();
  await deleteLocalDatabases();
});

describe('notifications local database', () => {
  it('is NotificationsDB version 1 with a notifications store keyed by id', async () => {
    await saveLocalNotifications(ORG, [n('a', 1)]);
    await closeLocalNotifications();
    const raw = await openDB(DB_NAME);
    expect(raw.version).toBe(DB_VERSION);
    expect([...raw.objectStoreNames]).toEqual([STORE]);
    expect(raw.transaction(STORE).store.keyPath).toBe('id');
    raw.close();
  });

  it('saves the server list and reads it back newest first, without the organisation field', async () => {
    await saveLocalNotifications(ORG, [n('old', 1), n('new', 3), n('mid', 2)]);
    expect(await readLocalNotifications(ORG)).toEqual([n('new', 3), n('mid', 2), n('old', 1)]);
  });

  it('replaces the organisation copy on the next save and leaves other organisations alone', async () => {
    await saveLocalNotifications(ORG, [n('a', 1), n('b', 2)]);
    await saveLocalNotifications(OTHER, [n('x', 5)]);
    await saveLocalNotifications(ORG, [n('b', 2), n('c', 3)]);
    expect((await readLocalNotifications(ORG)).map((x) => x.id)).toEqual(['c', 'b']);
    expect((await readLocalNotifications(OTHER)).map((x) => x.id)).toEqual(['x']);
  });

  it('adds a live notification once, even if it arrives twice', async () => {
    await addLocalNotification(ORG, n('live', 9));
    await addLocalNotification(ORG, n('live', 9));
    expect(await readLocalNotifications(ORG)).toEqual([n('live', 9)]);
  });

  it('deletes the given ids only', async () => {
    await saveLocalNotifications(ORG, [n('a', 1), n('b', 2), n('c', 3)]);
    await deleteLocalNotifications(['a', 'c', 'missing']);
    expect((await readLocalNotifications(ORG)).map((x) => x.id)).toEqual(['b']);
  });

  it('keeps read state: marking read flags only the given ids', async () => {
    await saveLocalNotifications(ORG, [n('a', 1), n('b', 2)]);
    await markLocalNotificationsRead(['a', 'missing']);
    expect(await readLocalNotifications(ORG)).toEqual([n('b', 2), { ...n('a', 1), read: true }]);
  });

  it('reads a record saved before read state existed as unread, in its one language, without a test', async () => {
    const legacy = { id: 'old', title: 'T', body: 'B', timestamp: 1 } as unknown as Notification;
    await addLocalNotification(ORG, legacy);
    expect(await readLocalNotifications(ORG)).toEqual([{ ...legacy, translations: {}, read: false, exam: null }]);
  });

  it('does not block sign-out from deleting the database while a connection is open', async () => {
    await saveLocalNotifications(ORG, [n('a', 1)]);
    await deleteLocalDatabases();
    expect(await readLocalNotifications(ORG)).toEqual([]);
  });
});
