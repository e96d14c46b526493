import type { GroupMessage } from '@pariksha/shared/schemas/groups';
import type { OutboxItem, OutboxStore } from './outbox-store.ts';

/** What became of one attempt to send a queued message. */
export type SendOutcome =
  /** Stored (or stored before: a resend with the same clientId); it leaves the outbox. */
  | { kind: 'sent'; message: GroupMessage }
  /** The server said no, or never answered while connected: it stays, failed, for a retry. */
  | { kind: 'refused'; error: string }
  /** The connection went: it stays pending and the next connect sends it. */
  | { kind: 'unsent' };

export type NewOutboxMessage = Pick<OutboxItem, 'text' | 'replyTo' | 'attachment'>;

const log = (err: unknown) => console.error('Chat outbox storage failed', err);

/**
 * One user's unsent messages in one group. Everything the user sends goes through it: written
 * to the device first, sent in order while connected, removed when the server acknowledges it.
 * Storage is best effort (a browser without IndexedDB still chats; it only loses the outbox
 * on a reload). Subscribe/getSnapshot suit useSyncExternalStore.
 */
export class Outbox {
  private items: OutboxItem[] = [];
  private listeners = new Set<() => void>();
  private flushing: Promise<void> | null = null;
  private again = false;
  private readonly loaded: Promise<void>;

  constructor(
    private readonly store: OutboxStore,
    readonly userId: string,
    readonly groupId: string,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {
    this.loaded = this.load();
  }

  /** What an earlier page (or tab) left unsent, after what this one has added meanwhile. */
  private async load() {
    try {
      const stored = await this.store.list(this.userId, this.groupId);
      const mine = new Set(this.items.map((i) => i.clientId));
      const earlier = stored.filter((i) => !mine.has(i.clientId));
      if (earlier.length) this.set([...earlier, ...this.items].sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1)));
    } catch (err) {
      log(err);
    }
  }

  ready = () => this.loaded;
  getSnapshot = () => this.items;
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  private set(items: OutboxItem[]) {
    this.items = items;
    for (const listener of this.listeners) listener();
  }

  private async write(item: OutboxItem) {
    await this.store.put(item).catch(log);
  }

  async add(input: NewOutboxMessage, now = new Date()): Promise<OutboxItem> {
    const item: OutboxItem = {
      ...input,
      clientId: this.newId(),
      userId: this.userId,
      groupId: this.groupId,
      createdAt: now.toISOString(),
      status: 'pending',
      error: null,
    };
    this.set([...this.items, item]);
    await this.write(item);
    return item;
  }

  /** Gone: acknowledged (here, or seen arriving from the server), or discarded by the user. */
  async forget(clientId: string) {
    if (this.items.some((i) => i.clientId === clientId)) this.set(this.items.filter((i) => i.clientId !== clientId));
    await this.store.remove(clientId).catch(log);
  }

  private async mark(clientId: string, status: OutboxItem['status'], error: string | null) {
    const item = this.items.find((i) => i.clientId === clientId);
    if (!item) return;
    const next = { ...item, status, error };
    this.set(this.items.map((i) => (i === item ? next : i)));
    await this.write(next);
  }

  /** A failed message goes back in the queue, with the same clientId. */
  retry = (clientId: string) => this.mark(clientId, 'pending', null);

  /**
   * Sends the pending messages oldest first, one at a time (so they arrive in the order
   * written), and stops at the first the connection did not carry. A flush asked for while one
   * runs makes that one go round again instead of sending anything twice.
   */
  flush(send: (item: OutboxItem) => Promise<SendOutcome>): Promise<void> {
    if (this.flushing) {
      this.again = true;
      return this.flushing;
    }
    this.flushing = (async () => {
      await this.loaded;
      do {
        this.again = false;
        for (const { clientId } of this.items.filter((i) => i.status === 'pending')) {
          // Discarded or acknowledged while an earlier one was on its way.
          const item = this.items.find((i) => i.clientId === clientId && i.status === 'pending');
          if (!item) continue;
          const outcome = await send(item);
          if (outcome.kind === 'sent') await this.forget(clientId);
          else if (outcome.kind === 'refused') await this.mark(clientId, 'failed', outcome.error);
          else return;
        }
      } while (this.again);
    })().finally(() => {
      this.flushing = null;
      this.again = false;
    });
    return this.flushing;
  }
}
