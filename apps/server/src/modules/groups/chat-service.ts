import { and, desc, eq, gt, inArray, isNull, lte, ne } from 'drizzle-orm';
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
import { files, groupMembers, groupMessageReactions, groupMessages } from '../../db/schema/index.ts';
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

/**
 * Moves the member's read position forward to the newest of these messages (never back: a late
 * markAsRead for an older message leaves it). Several ids come when the socket coalesced the
 * marks of one moment (realtime/chat). Staff reading a group they are not in keep no position.
 * The member's row is locked so two tabs marking at once report the right previous position.
 * `notify`: the other members who wrote a message the move covers, the ones whose "seen by"
 * changes.
 */
export async function markAsRead(
  db: Db,
  user: AuthUser,
  access: GroupAccess,
  p: { groupId: string; messageIds: string[] },
): Promise<{ lastReadMessageId: string | null; event: MessagesReadEvent | null; notify: string[] }> {
  if (!access.membership) return { lastReadMessageId: null, event: null, notify: [] };
  return db.transaction(async (tx) => {
    const where = and(eq(groupMembers.groupId, p.groupId), eq(groupMembers.userId, user.id));
    const [member] = await tx
      .select({ lastReadMessageId: groupMembers.lastReadMessageId, lastReadSeq: groupMembers.lastReadSeq })
      .from(groupMembers)
      .where(where)
      .for('update');
    if (!member) throw notFound('Group');
    const [target] = await tx
      .select({ id: groupMessages.id, seq: groupMessages.seq })
      .from(groupMessages)
      .where(and(eq(groupMessages.groupId, p.groupId), inArray(groupMessages.id, p.messageIds)))
      .orderBy(desc(groupMessages.seq))
      .limit(1);
    if (!target) throw notFound('Message');
    const seq = Number(target.seq);
    if (seq <= member.lastReadSeq) return { lastReadMessageId: member.lastReadMessageId, event: null, notify: [] };
    await tx.update(groupMembers).set({ lastReadMessageId: target.id, lastReadSeq: seq }).where(where);
    // On group_messages (group_id, seq): the range the position moved over.
    const authors = await tx
      .selectDistinct({ senderId: groupMessages.senderId })
      .from(groupMessages)
      .where(
        and(
          eq(groupMessages.groupId, p.groupId),
          gt(groupMessages.seq, member.lastReadSeq),
          lte(groupMessages.seq, seq),
          ne(groupMessages.senderId, user.id),
        ),
      );
    return {
      lastReadMessageId: target.id,
      event: { groupId: p.groupId, userId: user.id, messageId: target.id, previousMessageId: member.lastReadMessageId },
      notify: authors.map((a) => a.senderId),
    };
  });
}
