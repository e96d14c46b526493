import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import type { ZodError, ZodType } from 'zod';
import { localize } from '@pariksha/shared/messages';
import { rooms, type ClientToServerEvents, type ServerToClientEvents } from '@pariksha/shared/realtime';
import type { AccessTokenPayload } from '@pariksha/shared/schemas/auth';
import {
  addReactionPayload,
  CHAT_TYPING_THROTTLE_MS,
  deleteMessagePayload,
  editMessagePayload,
  joinGroupPayload,
  leaveGroupPayload,
  markAsReadPayload,
  sendMessagePayload,
  typingPayload,
  type ChatError,
} from '@pariksha/shared/schemas/chat';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import * as chat from '../../modules/groups/chat-service.ts';
import { canPost, groupAccess, requireActive, type GroupAccess } from '../../modules/groups/policy.ts';
import type { RealtimeServer } from '../socket.ts';
import { groupChangesFor } from './group-changes.ts';
import { readBatcherFor } from './read-batcher.ts';
import { tokenBucket } from './rate.ts';

type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents>;
type Bucket = ReturnType<typeof tokenBucket>;

/**
 * How long a joined socket trusts what it read of its access to a group (membership, role, the
 * group's archived and announcements-only state). The cache is dropped sooner by a removal,
 * which makes the member's sockets leave the room on every instance, and by any change to the
 * group (group-changes.ts, milliseconds across instances); this bound is for a lost Redis
 * message. A socket that has not joined the group reads its access on every event.
 */
const ACCESS_CACHE_MS = 30_000;
/** Per socket: messages, edits, deletes and reactions; joins, leaves and read receipts; typing. */
const WRITE_BURST = 20;
const WRITES_PER_SECOND = 5;
const READ_BURST = 60;
const READS_PER_SECOND = 20;
const TYPING_BURST = 20;
const TYPINGS_PER_SECOND = 5;

/** Errors follow the language the client asked for in the handshake (auth.language), else its Accept-Language. */
function languageOf(socket: ChatSocket): 'hi' | 'en' {
  const asked: unknown = socket.handshake.auth?.language;
  if (asked === 'hi' || asked === 'en') return asked;
  return socket.handshake.headers['accept-language']?.toLowerCase().startsWith('hi') ? 'hi' : 'en';
}

/** A read of the caller's access, shared by the events that arrive while it runs. */
type Cached = { access: Promise<GroupAccess>; readAt: number };

/**
 * The group chat's events for one connected socket (spec 7). Each payload is checked with its
 * shared schema, each event with the caller's access to the group, and each is acknowledged
 * `{ ok: true, ... }` or `{ ok: false, error }`; nothing a client sends can throw out of a
 * handler, with or without an ack callback.
 */
export function registerChat(app: FastifyInstance, io: RealtimeServer, socket: ChatSocket) {
  const token = socket.data.user as AccessTokenPayload;
  const user: AuthUser = { ...token, id: token.sub };
  const lang = languageOf(socket);
  const { db } = app.deps;
  const write = tokenBucket(WRITE_BURST, WRITES_PER_SECOND);
  const read = tokenBucket(READ_BURST, READS_PER_SECOND);
  const typingBucket = tokenBucket(TYPING_BURST, TYPINGS_PER_SECOND);
  const joined = new Map<string, Cached>();
  /** Groups this socket told "typing" to, and when it last did. */
  const typingSince = new Map<string, number>();
  const room = rooms.group;
  const changes = groupChangesFor(io);
  const reads = readBatcherFor(io, db);

  /** The caller's access read now; remembered while the socket is in the room (a failed read is not). */
  function readAccess(groupId: string, remember: boolean): Promise<GroupAccess> {
    const entry: Cached = { access: groupAccess(db, user, groupId), readAt: Date.now() };
    if (remember) {
      joined.set(groupId, entry);
      entry.access.catch(() => {
        if (joined.get(groupId) === entry) joined.delete(groupId);
      });
    }
    return entry.access;
  }

  function chatError(err: unknown, event: string): ChatError {
    if (err instanceof AppError) {
      return { code: err.code, message: localize(err.message, lang, err.params), ...(err.details ? { details: err.details } : {}) };
    }
    app.log.error({ err, event, userId: user.id }, 'chat event failed');
    return { code: 'INTERNAL', message: localize('Something went wrong on our side', lang) };
  }

  function validationError(error: ZodError): AppError {
    const fields = error.issues.map((i) => ({ field: i.path.join('.') || null, message: localize(i.message, lang) }));
    const first = fields[0];
    const message = first ? (first.field ? `${first.field}: ${first.message}` : first.message) : localize('Invalid request', lang);
    // Already translated: localize passes an unknown (translated) text through unchanged.
    return new AppError('VALIDATION_FAILED', message, { fields });
  }

  function on<P>(event: keyof ClientToServerEvents, schema: ZodType<P>, bucket: Bucket, run: (payload: P) => Promise<object>) {
    const listener = async (...args: unknown[]) => {
      // The ack is the last argument when the client asked for one; a client may send none.
      const ack = typeof args.at(-1) === 'function' ? (args.pop() as (res: unknown) => void) : undefined;
      let res: object;
      try {
        if (!bucket.take()) throw new AppError('RATE_LIMITED', 'Too many messages. Please slow down.');
        const parsed = schema.safeParse(args[0]);
        if (!parsed.success) throw validationError(parsed.error);
        res = { ok: true, ...(await run(parsed.data)) };
      } catch (err) {
        res = { ok: false, error: chatError(err, event) };
      }
      try {
        ack?.(res);
      } catch (err) {
        app.log.warn({ err, event }, 'chat ack failed');
      }
    };
    socket.on(event, listener as never);
  }

  /** The caller's access: remembered while the socket is in the room and nothing changed, else read now. */
  function cachedAccess(groupId: string): Promise<GroupAccess> {
    const inRoom = socket.rooms.has(room(groupId));
    const hit = joined.get(groupId);
    if (inRoom && hit && Date.now() - hit.readAt < ACCESS_CACHE_MS && changes.isFresh(groupId, hit.readAt)) return hit.access;
    if (!inRoom) joined.delete(groupId);
    return readAccess(groupId, inRoom);
  }

  function stopTyping(groupId: string) {
    if (!typingSince.delete(groupId)) return;
    socket.to(room(groupId)).emit('typing', { groupId, userId: user.id, name: token.name ?? null, typing: false });
  }

  on('joinGroup', joinGroupPayload, read, async ({ groupId }) => {
    const readAt = Date.now();
    const access = await groupAccess(db, user, groupId);
    await socket.join(room(groupId));
    joined.set(groupId, { access: Promise.resolve(access), readAt });
    // A removal that committed after the read found this socket outside the room and left it
    // alone; it marked the group changed before that (groups routes), so look once more.
    if (!changes.isFresh(groupId, readAt)) {
      try {
        await readAccess(groupId, true);
      } catch (err) {
        await socket.leave(room(groupId));
        joined.delete(groupId);
        throw err;
      }
    }
    return { groupId };
  });

  on('leaveGroup', leaveGroupPayload, read, async ({ groupId }) => {
    await cachedAccess(groupId);
    stopTyping(groupId);
    await socket.leave(room(groupId));
    joined.delete(groupId);
    return { groupId };
  });

  on('sendMessage', sendMessagePayload, write, async (payload) => {
    const result = await chat.sendMessage(db, user, await cachedAccess(payload.groupId), payload);
    // A resend was delivered the first time; the room gets each message once.
    if (!result.duplicate) io.to(room(payload.groupId)).emit('newMessage', result.message);
    stopTyping(payload.groupId);
    return result;
  });

  on('editMessage', editMessagePayload, write, async (payload) => {
    const { message, event } = await chat.editMessage(db, user, await cachedAccess(payload.groupId), payload);
    io.to(room(payload.groupId)).emit('messageEdited', event);
    return { message };
  });

  on('deleteMessage', deleteMessagePayload, write, async (payload) => {
    const { messageId, event } = await chat.deleteMessage(db, user, await cachedAccess(payload.groupId), payload);
    if (event) io.to(room(payload.groupId)).emit('messageDeleted', event);
    return { messageId };
  });

  on('addReaction', addReactionPayload, write, async (payload) => {
    const { reacted, reactions, event } = await chat.toggleReaction(db, user, await cachedAccess(payload.groupId), payload);
    io.to(room(payload.groupId)).emit('reactionUpdated', event);
    return { messageId: payload.messageId, reacted, reactions };
  });

  on('typingStart', typingPayload, typingBucket, async ({ groupId }) => {
    const access = await cachedAccess(groupId);
    requireActive(access);
    if (!canPost(access)) throw forbidden('Only admins, teachers and moderators can post in this group');
    const now = Date.now();
    const last = typingSince.get(groupId);
    if (last === undefined || now - last >= CHAT_TYPING_THROTTLE_MS) {
      typingSince.set(groupId, now);
      socket.to(room(groupId)).emit('typing', { groupId, userId: user.id, name: token.name ?? null, typing: true });
    }
    return {};
  });

  on('typingStop', typingPayload, typingBucket, async ({ groupId }) => {
    await cachedAccess(groupId);
    stopTyping(groupId);
    return {};
  });

  on('markAsRead', markAsReadPayload, read, async ({ groupId, messageId }) => {
    const access = await cachedAccess(groupId);
    // Staff reading a group they are not a member of keep no position.
    if (!access.membership) return { lastReadMessageId: null };
    const outcome = await reads.queue(user.id, groupId, messageId);
    if (!outcome.ok) throw notFound(outcome.error === 'member' ? 'Group' : 'Message');
    return { lastReadMessageId: outcome.lastReadMessageId };
  });

  // Whoever was typing when the connection dropped has stopped.
  socket.on('disconnect', () => {
    for (const groupId of typingSince.keys()) {
      io.to(room(groupId)).emit('typing', { groupId, userId: user.id, name: token.name ?? null, typing: false });
    }
    typingSince.clear();
    joined.clear();
  });
}
