import { z } from 'zod';
import { uuidParam } from './common.ts';
import { GROUP_MESSAGE_MAX, type GroupMessage } from './groups.ts';

/**
 * The group chat's socket payloads (spec 7: joinGroup, leaveGroup, sendMessage, editMessage,
 * deleteMessage, addReaction, typingStart, typingStop, markAsRead) and what the server sends
 * back. The event map that ties names to these shapes is realtime.ts; the message itself is
 * the REST history's shape (groups.ts), so a page loaded over HTTP and a message pushed live
 * look the same.
 */

/** Upload limit for a chat attachment (an image or a PDF). */
export const CHAT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const CHAT_ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
/** A client's idempotency key for one message (a UUID is what the web sends). */
export const CHAT_CLIENT_ID_MAX = 64;
/**
 * typingStart reaches the room at most this often per socket and group (a client may send it
 * on every keystroke); a client shows "typing" until a stop, or this long after the last start.
 */
export const CHAT_TYPING_THROTTLE_MS = 2000;
export const CHAT_TYPING_EXPIRES_MS = 6000;
/** Reactions are single emoji; the database allows 32 code points (flags, families, skin tones). */
export const CHAT_EMOJI_MAX = 32;

/** Characters as a person counts them (code points, as PostgreSQL's char_length): an emoji is one, not two. */
const codePoints = (s: string) => {
  let n = 0;
  for (const _ of s) n++;
  return n;
};

/**
 * Plain text as typed (never trimmed or rewritten: the web renders it as text, so HTML is
 * harmless), 1 to 4000 characters with at least one that is not blank. PostgreSQL cannot store
 * a NUL character, so it is refused here instead of failing the insert.
 */
const messageText = z
  .string({ message: 'Write a message' })
  .refine((s) => s.trim().length > 0, 'Write a message')
  .refine((s) => codePoints(s) <= GROUP_MESSAGE_MAX, 'A message can be at most 4000 characters')
  .refine((s) => !s.includes('\u0000'), 'This message contains a character that cannot be sent');

const groupId = uuidParam;
const messageId = uuidParam;

export const joinGroupPayload = z.object({ groupId });
export type JoinGroupPayload = z.infer<typeof joinGroupPayload>;
export const leaveGroupPayload = joinGroupPayload;
export type LeaveGroupPayload = JoinGroupPayload;
export const typingPayload = joinGroupPayload;
export type TypingPayload = JoinGroupPayload;

export const sendMessagePayload = z
  .object({
    groupId,
    /** May be empty when a file is attached (a photo without a caption). */
    text: z.string({ message: 'Write a message' }).default(''),
    clientId: z
      .string({ message: 'Must be a valid client id' })
      .regex(/^[A-Za-z0-9_-]+$/, 'Must be a valid client id')
      .max(CHAT_CLIENT_ID_MAX, 'Must be a valid client id'),
    replyToId: messageId.optional(),
    attachmentId: uuidParam.optional(),
  })
  .superRefine((p, ctx) => {
    // With an attachment the caption may be empty; otherwise the text rules apply in full.
    if (p.attachmentId && p.text === '') return;
    const checked = messageText.safeParse(p.text);
    if (!checked.success)
      for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['text'] });
  });
export type SendMessagePayload = z.input<typeof sendMessagePayload>;

export const editMessagePayload = z.object({ groupId, messageId, text: messageText });
export type EditMessagePayload = z.infer<typeof editMessagePayload>;

export const deleteMessagePayload = z.object({ groupId, messageId });
export type DeleteMessagePayload = z.infer<typeof deleteMessagePayload>;

/**
 * Emoji only (with their modifiers, joiners and variation selectors): pictographs, flags and
 * keycaps, nothing else, so a reaction cannot carry text.
 */
const emoji = z
  .string({ message: 'Choose an emoji' })
  .refine(
    (s) =>
      s.length > 0 &&
      codePoints(s) <= CHAT_EMOJI_MAX &&
      /^[\p{Extended_Pictographic}\p{Emoji_Component}]+$/u.test(s) &&
      /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3/u.test(s),
    'Choose an emoji',
  );

export const addReactionPayload = z.object({ groupId, messageId, emoji });
export type AddReactionPayload = z.infer<typeof addReactionPayload>;

export const markAsReadPayload = z.object({ groupId, messageId });
export type MarkAsReadPayload = z.infer<typeof markAsReadPayload>;

// ---------- acknowledgements ----------

export type ChatError = { code: string; message: string; details?: unknown };
/** Every client event is acknowledged with one of these. */
export type ChatAck<T extends object = object> = ({ ok: true } & T) | { ok: false; error: ChatError };

export type JoinGroupAck = ChatAck<{ groupId: string }>;
export type LeaveGroupAck = ChatAck<{ groupId: string }>;
/** The stored message; `duplicate` when this clientId was stored before (nothing new was stored or sent). */
export type SendMessageAck = ChatAck<{ message: GroupMessage; duplicate: boolean }>;
export type EditMessageAck = ChatAck<{ message: GroupMessage }>;
export type DeleteMessageAck = ChatAck<{ messageId: string }>;
/** `reacted`: the caller's reaction is now on (true) or off (false); `reactions` as the caller sees them. */
export type AddReactionAck = ChatAck<{ messageId: string; reacted: boolean; reactions: GroupMessage['reactions'] }>;
export type TypingAck = ChatAck;
/**
 * The caller's read position after the call: a message older than the stored one leaves it
 * where it was; null for staff who read a group they are not a member of (nothing is kept).
 * A server writes read positions a few times a second, every mark since the last write together
 * (the newest wins), so this ack can take a quarter of a second.
 */
export type MarkAsReadAck = ChatAck<{ lastReadMessageId: string | null }>;

// ---------- server events ----------

/** newMessage: the stored message, as the REST history shows it (no reactions, seen by none yet). */
export type NewMessageEvent = GroupMessage;

export type MessageEditedEvent = { groupId: string; messageId: string; text: string; editedAt: string };

/** The message keeps its place in the history; its text, attachment and reactions are gone. */
export type MessageDeletedEvent = { groupId: string; messageId: string; deletedBy: string };

/**
 * One person's reaction turned on or off, and the message's counts after it. Each client keeps
 * its own `reactedByMe`: it changes only when `userId` is the client's own user.
 */
export type ReactionUpdatedEvent = {
  groupId: string;
  messageId: string;
  userId: string;
  emoji: string;
  reacted: boolean;
  reactions: { emoji: string; count: number }[];
};

/** Not stored; sent to the others in the room. A stop also comes when the typist disconnects. */
export type TypingEvent = { groupId: string; userId: string; name: string | null; typing: boolean };

/**
 * A member's read position moved from `previousMessageId` (null: nothing read before) to
 * `messageId`: the messages between them (after previous, up to and including messageId) not
 * sent by `userId` gain one "seen by". Sent to the sockets of the members who wrote one of those
 * messages (a writer sees "seen by" on their own messages), not to the whole room: with every
 * member reading, a room-wide receipt would cost each message members x members deliveries.
 */
export type MessagesReadEvent = { groupId: string; userId: string; messageId: string; previousMessageId: string | null };

// ---------- attachments (REST: POST /api/groups/:groupId/attachments) ----------

export const chatAttachment = z.object({
  id: z.string(),
  mimeType: z.enum(CHAT_ATTACHMENT_TYPES),
  sizeBytes: z.number().int(),
});
export type ChatAttachment = z.infer<typeof chatAttachment>;

export const chatAttachmentParams = z.object({ groupId: uuidParam, fileId: uuidParam });
