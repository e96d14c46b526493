import type { MessageDeletedEvent, MessageEditedEvent, MessagesReadEvent, ReactionUpdatedEvent } from '@pariksha/shared/schemas/chat';
import type { GroupMessage, MessageReaction } from '@pariksha/shared/schemas/groups';

/**
 * The open group's messages, oldest first, as pure functions of the events that change them:
 * REST pages (history, and what was missed while disconnected) and the socket's live events.
 * Every function returns a new array and leaves messages it does not change as they were, so
 * React re-renders only those.
 */

const byTime = (a: GroupMessage, b: GroupMessage) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0);

/** Union by id (the incoming copy wins: it is the fresher), oldest first. */
export function mergeMessages(current: readonly GroupMessage[], incoming: readonly GroupMessage[]): GroupMessage[] {
  if (incoming.length === 0) return current as GroupMessage[];
  const fresh = new Map(incoming.map((m) => [m.id, m]));
  const merged = current.map((m) => fresh.get(m.id) ?? m);
  const known = new Set(current.map((m) => m.id));
  const added = incoming.filter((m) => !known.has(m.id));
  if (added.length === 0) return merged;
  // Usually all older (a history page) or all newer (live, catch-up): no full sort needed then.
  const sortedAdded = [...added].sort(byTime);
  if (merged.length === 0 || sortedAdded.at(-1)!.createdAt <= merged[0]!.createdAt) return [...sortedAdded, ...merged];
  if (sortedAdded[0]!.createdAt >= merged.at(-1)!.createdAt) return [...merged, ...sortedAdded];
  // A stable sort keeps equal times in the order they were known.
  return [...merged, ...sortedAdded].sort(byTime);
}

function update(messages: readonly GroupMessage[], id: string, change: (m: GroupMessage) => GroupMessage): GroupMessage[] {
  const i = messages.findIndex((m) => m.id === id);
  if (i < 0) return messages as GroupMessage[];
  const next = [...messages];
  next[i] = change(messages[i]!);
  return next;
}

export function applyEdit(messages: readonly GroupMessage[], e: MessageEditedEvent): GroupMessage[] {
  const edited = update(messages, e.messageId, (m) => (m.deleted ? m : { ...m, text: e.text, edited: true, editedAt: e.editedAt }));
  // Replies quote the new text.
  return edited.map((m) => (m.replyTo?.id === e.messageId && !m.replyTo.deleted ? { ...m, replyTo: { ...m.replyTo, text: e.text } } : m));
}

/** The message keeps its place; its text, attachment and reactions go, and so do quotes of it. */
export function applyDelete(messages: readonly GroupMessage[], e: Pick<MessageDeletedEvent, 'messageId'>): GroupMessage[] {
  const deleted = update(messages, e.messageId, (m) => ({ ...m, text: null, attachment: null, reactions: [], deleted: true }));
  return deleted.map((m) => (m.replyTo?.id === e.messageId ? { ...m, replyTo: { ...m.replyTo, text: null, deleted: true } } : m));
}

/**
 * Someone's reaction went on or off: the counts are the server's; "mine" changes only when it
 * was me (another tab, or the ack of my own toggle).
 */
export function applyReaction(messages: readonly GroupMessage[], e: ReactionUpdatedEvent, myId: string): GroupMessage[] {
  return update(messages, e.messageId, (m) => {
    const mineBefore = new Set(m.reactions.filter((r) => r.reactedByMe).map((r) => r.emoji));
    if (e.userId === myId) {
      if (e.reacted) mineBefore.add(e.emoji);
      else mineBefore.delete(e.emoji);
    }
    const reactions: MessageReaction[] = e.reactions
      .filter((r) => r.count > 0)
      .map((r) => ({ emoji: r.emoji, count: r.count, reactedByMe: mineBefore.has(r.emoji) }));
    return { ...m, reactions };
  });
}

/** The ack of my own toggle carries the reactions as I see them. */
export const applyOwnReactions = (messages: readonly GroupMessage[], messageId: string, reactions: MessageReaction[]) =>
  update(messages, messageId, (m) => ({ ...m, reactions }));

/**
 * A member read from after `previousMessageId` up to `messageId`: those messages, except the
 * reader's own, gain one "seen by". An older previous position than the loaded history counts
 * from the first loaded message.
 */
export function applyRead(messages: readonly GroupMessage[], e: MessagesReadEvent): GroupMessage[] {
  const to = messages.findIndex((m) => m.id === e.messageId);
  if (to < 0) return messages as GroupMessage[];
  const from = e.previousMessageId ? messages.findIndex((m) => m.id === e.previousMessageId) : -1;
  if (from >= to) return messages as GroupMessage[];
  return messages.map((m, i) => (i > from && i <= to && m.sender.id !== e.userId ? { ...m, seenCount: m.seenCount + 1 } : m));
}

/**
 * The first unread message, from the unread count the server gave when the page opened: the
 * count-th newest message from someone else that is not deleted (the server counts the same
 * way). Null when nothing is unread or it is not loaded.
 */
export function firstUnreadId(messages: readonly GroupMessage[], unreadCount: number, myId: string): string | null {
  if (unreadCount <= 0) return null;
  let seen = 0;
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (m.sender.id === myId || m.deleted) continue;
    seen += 1;
    if (seen === unreadCount) return m.id;
  }
  return null;
}

/** Older pages fetched at most to reach the first unread message before the page opens. */
export const UNREAD_PAGES_MAX = 4;

/**
 * Where the unread divider goes when the page opens: above a loaded message, nowhere (nothing
 * unread, or too far back to fetch), or not known until an older page is loaded.
 */
export function placeUnreadDivider(
  messages: readonly GroupMessage[],
  unreadCount: number,
  myId: string,
  more: { hasMore: boolean; olderPagesLoaded: number },
): { id: string | null } | 'loadOlder' {
  const id = firstUnreadId(messages, unreadCount, myId);
  if (id || unreadCount <= 0 || !more.hasMore || more.olderPagesLoaded >= UNREAD_PAGES_MAX) return { id };
  return 'loadOlder';
}

/** My newest message that is still there: it carries the "seen by" line. */
export function myLatestId(messages: readonly GroupMessage[], myId: string): string | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (m.sender.id === myId && !m.deleted) return m.id;
  }
  return null;
}
