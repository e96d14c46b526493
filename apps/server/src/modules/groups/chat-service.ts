import { and, eq, isNull, sql } from 'drizzle-orm';
import type {
  AddReactionPayload,
  DeleteMessagePayload,
  EditMessagePayload,
  MessageDeletedEvent,
  MessageEditedEvent,
  MessagesReadEvent,
  ReactionUpdatedEvent,
  SendMessagePayload,
} from '@pariksha/shared/schemas/chat';
import type { GroupMessage } from '@pariksha/shared/schemas/groups';
import type { Db, Tx } from '../../db/client.ts';
import { files, groupMessageReactions, groupMessages } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { canModerate, canPost, requireActive, type GroupAccess } from './policy.ts';
import { messageSeq, selectMessages, selectReactions } from './repo.ts';

/**
 * The chat's writes (the socket events of spec 7), each answering what the caller is acked
 * with and what the group's room is sent. Each takes the caller's access to the group, as the
 * group policy decided it (policy.ts `groupAccess`): read now, or remembered by the caller's
 * socket until the membership or the group changes (realtime/chat).
 */

const POST_REFUSED = 'Only admins, teachers and moderators can post in this group';

/** A message as the API and the socket send it. */
async function shapeMessage(db: Db | Tx, viewerId: string, groupId: string, messageId: string): Promise<GroupMessage> {
  const [message] = await selectMessages(db, viewerId, groupId, { ids: [messageId], limit: 1 });
  if (!message) throw notFound('Message');
  return message;
}

function requirePost(access: GroupAccess) {
  requireActive(access);
  if (!canPost(access)) throw forbidden(POST_REFUSED);
}

async function findMessage(db: Db | Tx, groupId: string, messageId: string) {
  const [row] = await db
    .select({ id: groupMessages.id, senderId: groupMessages.senderId, deletedAt: groupMessages.deletedAt })
    .from(groupMessages)
    .where(and(eq(groupMessages.id, messageId), eq(groupMessages.groupId, groupId)));
  if (!row) throw notFound('Message');
  return row;
}

async function findByClientId(db: Db | Tx, senderId: string, clientId: string) {
  const [row] = await db
    .select({ id: groupMessages.id, groupId: groupMessages.groupId })
    .from(groupMessages)
    .where(and(eq(groupMessages.senderId, senderId), eq(groupMessages.clientId, clientId)));
  return row;
}

/** The original of a resend: the same sender's clientId, which must belong to this group. */
async function original(db: Db | Tx, user: AuthUser, groupId: string, clientId: string) {
  const row = await findByClientId(db, user.id, clientId);
  if (!row) return null;
  if (row.groupId !== groupId) throw conflict('This client id was already used for a message in another group');
  return shapeMessage(db, user.id, groupId, row.id);
}

const fieldError = (field: string, message: string) => badRequest(message, { fields: [{ field, message }] });

/**
 * Stores a message once per (sender, clientId): a resend answers the stored original
 * (`duplicate`), whatever happened to it since, and nothing is sent to the room again. One
 * row is written, so no transaction: the unique index decides between two racing resends.
 */
export async function sendMessage(
  db: Db,
  user: AuthUser,
  access: GroupAccess,
  p: SendMessagePayload & { text: string },
): Promise<{ message: GroupMessage; duplicate: boolean }> {
  if (access.archived || !canPost(access)) {
    // An outbox resending after a refusal that came later (archived meanwhile) still gets its original.
    const stored = await original(db, user, p.groupId, p.clientId);
    if (stored) return { message: stored, duplicate: true };
    requirePost(access);
  }
  if (p.replyToId && (await messageSeq(db, p.groupId, p.replyToId)) === undefined) {
    throw fieldError('replyToId', 'The message you reply to is not in this group');
  }
  if (p.attachmentId) {
    // Only a file the sender uploaded for the chat, in their organisation.
    const [file] = await db
      .select({ id: files.id })
      .from(files)
      .where(
        and(
          eq(files.id, p.attachmentId),
          eq(files.ownerId, user.id),
          eq(files.organizationId, user.organizationId),
          eq(files.purpose, 'chat'),
        ),
      );
    if (!file) throw fieldError('attachmentId', 'The attachment was not found. Upload it again.');
  }
  const [row] = await db
    .insert(groupMessages)
    .values({
      groupId: p.groupId,
      senderId: user.id,
      clientId: p.clientId,
      text: p.text,
      replyToId: p.replyToId ?? null,
      attachmentId: p.attachmentId ?? null,
    })
    .onConflictDoNothing({ target: [groupMessages.senderId, groupMessages.clientId] })
    .returning({ id: groupMessages.id });
  if (!row) {
    const stored = await original(db, user, p.groupId, p.clientId);
    // The unique index saw a row that is gone now (its sender deleted in between).
    if (!stored) throw new Error('the message of a repeated clientId vanished');
    return { message: stored, duplicate: true };
  }
  return { message: await shapeMessage(db, user.id, p.groupId, row.id), duplicate: false };
}

/** Only the author edits, and only where they may still post. */
export async function editMessage(
  db: Db,
  user: AuthUser,
  access: GroupAccess,
  p: EditMessagePayload,
): Promise<{ message: GroupMessage; event: MessageEditedEvent }> {
  const found = await findMessage(db, p.groupId, p.messageId);
  if (found.senderId !== user.id) throw forbidden('Only the author can edit this message');
  if (found.deletedAt) throw conflict('This message has been deleted');
  requirePost(access);
  const [row] = await db
    .update(groupMessages)
    .set({ text: p.text, editedAt: new Date() })
    .where(and(eq(groupMessages.id, p.messageId), isNull(groupMessages.deletedAt)))
    .returning({ editedAt: groupMessages.editedAt });
  if (!row) throw conflict('This message has been deleted');
  const message = await shapeMessage(db, user.id, p.groupId, p.messageId);
  return { message, event: { groupId: p.groupId, messageId: p.messageId, text: p.text, editedAt: row.editedAt!.toISOString() } };
}

/**
 * The author deletes their own; staff and the group's moderators delete anyone's. The row
 * stays (its text kept for moderation, never sent again). Deleting a deleted message is a
 * no-op that still answers ok, so a retried delete does not fail; `event` is null then.
 */
export async function deleteMessage(
  db: Db,
  user: AuthUser,
  access: GroupAccess,
  p: DeleteMessagePayload,
): Promise<{ messageId: string; event: MessageDeletedEvent | null }> {
  const found = await findMessage(db, p.groupId, p.messageId);
  requireActive(access);
  if (found.senderId !== user.id && !canModerate(access)) {
    throw forbidden('Only the author, a moderator, an admin or a teacher can delete this message');
  }
  const [row] = await db
    .update(groupMessages)
    .set({ deletedAt: new Date() })
    .where(and(eq(groupMessages.id, p.messageId), isNull(groupMessages.deletedAt)))
    .returning({ id: groupMessages.id });
  return { messageId: p.messageId, event: row ? { groupId: p.groupId, messageId: p.messageId, deletedBy: user.id } : null };
}

/**
 * Toggles the caller's reaction: on if it was off, off if it was on. Members react in
 * announcements-only groups too (a reaction is not a post); nobody in an archived one.
 */
export async function toggleReaction(
  db: Db,
  user: AuthUser,
  access: GroupAccess,
  p: AddReactionPayload,
): Promise<{ reacted: boolean; reactions: GroupMessage['reactions']; event: ReactionUpdatedEvent }> {
  requireActive(access);
  const found = await findMessage(db, p.groupId, p.messageId);
  if (found.deletedAt) throw conflict('This message has been deleted');
  // The toggle and the counts read after it, as one.
  return db.transaction(async (tx) => {
    const mine = and(
      eq(groupMessageReactions.messageId, p.messageId),
      eq(groupMessageReactions.userId, user.id),
      eq(groupMessageReactions.emoji, p.emoji),
    );
    const removed = await tx.delete(groupMessageReactions).where(mine).returning({ emoji: groupMessageReactions.emoji });
    if (removed.length === 0) {
      await tx.insert(groupMessageReactions).values({ messageId: p.messageId, userId: user.id, emoji: p.emoji }).onConflictDoNothing();
    }
    const reacted = removed.length === 0;
    const reactions = (await selectReactions(tx, user.id, [p.messageId])).get(p.messageId) ?? [];
    return {
      reacted,
      reactions,
      event: {
        groupId: p.groupId,
        messageId: p.messageId,
        userId: user.id,
        emoji: p.emoji,
        reacted,
        reactions: reactions.map(({ emoji, count }) => ({ emoji, count })),
      },
    };
  });
}

/** One member's marks in one group, gathered over a moment (realtime/chat/read-batcher.ts). */
export type ReadRequest = { userId: string; groupId: string; messageIds: string[] };
export type ReadOutcome =
  | { ok: true; lastReadMessageId: string | null; event: MessagesReadEvent | null; notify: string[] }
  | { ok: false; error: 'member' | 'message' };

type ReadRow = {
  user_id: string;
  group_id: string;
  member: boolean;
  target_id: string | null;
  prev_id: string | null;
  moved: boolean;
  notify: string[] | null;
};

/**
 * A list of ids as one PostgreSQL array parameter (`'{a,b}'::uuid[]`): three parameters
 * whatever the batch holds. Every id was checked as a UUID by the payload schema.
 */
const uuidArray = (ids: string[]) => `{${ids.join(',')}}`;
export const readKey = (userId: string, groupId: string) => `${userId}:${groupId}`;

/**
 * Moves each member's read position forward to the newest of their messages (never back: a
 * late mark for an older message leaves it), for many members and groups in one statement,
 * because every open chat marks what it shows. Per (member, group): `old` locks the member's row
 * (in one order, so two batches cannot deadlock) and holds its latest version, `upd` moves it
 * only forward, and `notify` lists the other members who wrote a message in the range it moved
 * over (group_messages (group_id, seq)), the ones whose "seen by" changes.
 */
export async function markAsReadMany(db: Db, requests: ReadRequest[]): Promise<Map<string, ReadOutcome>> {
  const outcomes = new Map<string, ReadOutcome>();
  const users: string[] = [];
  const groups: string[] = [];
  const messages: string[] = [];
  for (const r of requests) {
    for (const m of new Set(r.messageIds)) {
      users.push(r.userId);
      groups.push(r.groupId);
      messages.push(m);
    }
  }
  if (messages.length === 0) return outcomes;
  const result = (await db.execute(sql`
    with req as (
      select * from unnest(${uuidArray(users)}::uuid[], ${uuidArray(groups)}::uuid[], ${uuidArray(messages)}::uuid[])
        as r (user_id, group_id, message_id)
    ),
    keys as (select distinct user_id, group_id from req),
    target as (
      select distinct on (r.user_id, r.group_id) r.user_id, r.group_id, m.id, m.seq
      from req r join group_messages m on m.id = r.message_id and m.group_id = r.group_id
      order by r.user_id, r.group_id, m.seq desc
    ), old as (
      select gm.user_id, gm.group_id, gm.last_read_message_id, gm.last_read_seq
      from group_members gm join keys k on k.user_id = gm.user_id and k.group_id = gm.group_id
      order by gm.group_id, gm.user_id
      for update of gm
    ), upd as (
      update group_members gm set last_read_message_id = t.id, last_read_seq = t.seq
      from target t join old o on o.user_id = t.user_id and o.group_id = t.group_id
      where gm.group_id = t.group_id and gm.user_id = t.user_id and o.last_read_seq < t.seq
      returning gm.user_id, gm.group_id
    )
    select k.user_id, k.group_id, o.user_id is not null as member, t.id as target_id,
      o.last_read_message_id as prev_id, u.user_id is not null as moved,
      (select array_agg(distinct m.sender_id) from group_messages m
        where u.user_id is not null and m.group_id = k.group_id
          and m.seq > o.last_read_seq and m.seq <= t.seq and m.sender_id <> k.user_id) as notify
    from keys k
    left join old o on o.user_id = k.user_id and o.group_id = k.group_id
    left join target t on t.user_id = k.user_id and t.group_id = k.group_id
    left join upd u on u.user_id = k.user_id and u.group_id = k.group_id`)) as unknown as { rows: ReadRow[] };
  for (const r of result.rows) {
    const key = readKey(r.user_id, r.group_id);
    // The membership went since the socket read it, or no mark was of a message of this group.
    if (!r.member) outcomes.set(key, { ok: false, error: 'member' });
    else if (!r.target_id) outcomes.set(key, { ok: false, error: 'message' });
    else if (!r.moved) outcomes.set(key, { ok: true, lastReadMessageId: r.prev_id, event: null, notify: [] });
    else {
      outcomes.set(key, {
        ok: true,
        lastReadMessageId: r.target_id,
        event: { groupId: r.group_id, userId: r.user_id, messageId: r.target_id, previousMessageId: r.prev_id },
        notify: r.notify ?? [],
      });
    }
  }
  return outcomes;
}
