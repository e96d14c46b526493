import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { MessageAttachment, MessageReplyQuote } from '@pariksha/shared/schemas/groups';
import { registerLocalDatabase } from '../../../lib/local-databases.ts';

/**
 * What the user wrote and the server has not stored yet, kept on the device so a reload, a
 * closed tab or a lost connection loses nothing: the outbox (messages sent while disconnected,
 * each with the clientId the server stores it under once) and the composer's draft per group.
 */
export const OUTBOX_DB = 'ChatOutbox';
export const OUTBOX_VERSION = 1;

export type OutboxItem = {
  /** The idempotency key: a resend with it stores nothing new. */
  clientId: string;
  userId: string;
  groupId: string;
  text: string;
  replyTo: MessageReplyQuote | null;
  attachment: (MessageAttachment & { name: string }) | null;
  createdAt: string;
  /** pending: goes when connected; failed: the server refused it or never answered (retry). */
  status: 'pending' | 'failed';
  error: string | null;
};

export type Draft = { userId: string; groupId: string; text: string };

interface OutboxSchema extends DBSchema {
  messages: { key: string; value: OutboxItem; indexes: { byGroup: [string, string] } };
  drafts: { key: [string, string]; value: Draft };
}

/** Where the outbox lives; tests use the memory one. */
export type OutboxStore = {
  list: (userId: string, groupId: string) => Promise<OutboxItem[]>;
  put: (item: OutboxItem) => Promise<void>;
  remove: (clientId: string) => Promise<void>;
  getDraft: (userId: string, groupId: string) => Promise<string>;
  setDraft: (userId: string, groupId: string, text: string) => Promise<void>;
};

// Sign-out deletes it with the rest of the user's storage.
registerLocalDatabase(OUTBOX_DB);

let connection: Promise<IDBPDatabase<OutboxSchema>> | null = null;

function db(): Promise<IDBPDatabase<OutboxSchema>> {
  connection ??= openDB<OutboxSchema>(OUTBOX_DB, OUTBOX_VERSION, {
    upgrade(database) {
      database.createObjectStore('messages', { keyPath: 'clientId' }).createIndex('byGroup', ['userId', 'groupId']);
      database.createObjectStore('drafts', { keyPath: ['userId', 'groupId'] });
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

export const idbOutboxStore: OutboxStore = {
  list: async (userId, groupId) => {
    const items = await (await db()).getAllFromIndex('messages', 'byGroup', [userId, groupId]);
    return items.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
  },
  put: async (item) => {
    await (await db()).put('messages', item);
  },
  remove: async (clientId) => {
    await (await db()).delete('messages', clientId);
  },
  getDraft: async (userId, groupId) => (await (await db()).get('drafts', [userId, groupId]))?.text ?? '',
  setDraft: async (userId, groupId, text) => {
    const database = await db();
    if (text) await database.put('drafts', { userId, groupId, text });
    else await database.delete('drafts', [userId, groupId]);
  },
};

/** Closes the connection (tests). */
export async function closeOutboxDb(): Promise<void> {
  const open = connection;
  connection = null;
  if (open) (await open).close();
}

/** A store in memory: for tests, and for a browser without IndexedDB (private mode). */
export function memoryOutboxStore(): OutboxStore {
  const items = new Map<string, OutboxItem>();
  const drafts = new Map<string, string>();
  return {
    list: async (userId, groupId) =>
      [...items.values()].filter((i) => i.userId === userId && i.groupId === groupId).sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1)),
    put: async (item) => void items.set(item.clientId, { ...item }),
    remove: async (clientId) => void items.delete(clientId),
    getDraft: async (userId, groupId) => drafts.get(`${userId}/${groupId}`) ?? '',
    setDraft: async (userId, groupId, text) =>
      void (text ? drafts.set(`${userId}/${groupId}`, text) : drafts.delete(`${userId}/${groupId}`)),
  };
}
