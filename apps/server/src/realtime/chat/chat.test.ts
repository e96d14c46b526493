import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GroupDetail, GroupMessage, GroupMessageList } from '@pariksha/shared/schemas/groups';
import { groupMembers, groupMessageReactions, groupMessages } from '../../db/schema/index.ts';
import {
  authHeader,
  countRows,
  createTestApp,
  DEFAULT_ORG_ID,
  DEMO_ORG_ID,
  multipart,
  TINY_PNG,
  unique,
  type TestApp,
} from '../../test/app.ts';
import { ask, next, openChat, pause, person, record, type ChatClient, type Person } from './testing.ts';

/**
 * The group chat's socket events against a listening app (PGlite, or PostgreSQL with
 * DATABASE_URL): membership and tenancy on every event, payload checks, authorship,
 * idempotent sends, removal, archived and announcements-only groups, reactions, receipts.
 */

let t: TestApp;
let admin: Person; // Demo Institute owner (staff)
let teacher: Person; // Demo Institute teacher (staff, in no group)
let priya: Person; // Demo Institute students
let ravi: Person;
let meera: Person;
let outsider: Person; // Demo Institute student in no group
let otherAdmin: Person; // another organisation's admin and student
let otherStudent: Person;
const sockets: ChatClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const demo = (o: Parameters<typeof person>[3] = {}) => person(t.app, t.db, DEMO_ORG_ID, o);
  [admin, teacher, priya, ravi, meera, outsider, otherAdmin, otherStudent] = await Promise.all([
    demo({ role: 'admin', orgRole: 'owner', name: 'Rajesh Admin' }),
    demo({ orgRole: 'teacher', name: 'Kavita Teacher' }),
    demo({ name: 'Priya Singh' }),
    demo({ name: 'Ravi Yadav' }),
    demo({ name: 'Meera Nair' }),
    demo({ name: 'Outsider' }),
    person(t.app, t.db, DEFAULT_ORG_ID, { role: 'admin', orgRole: 'owner' }),
    person(t.app, t.db, DEFAULT_ORG_ID),
  ]);
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});
afterAll(() => t?.close());

async function open(who: Person, auth: Record<string, unknown> = {}) {
  const socket = await openChat(t.app, who.token, auth);
  sockets.push(socket);
  return socket;
}

async function joined(who: Person, groupId: string) {
  const socket = await open(who);
  expect(await ask(socket, 'joinGroup', { groupId })).toEqual({ ok: true, groupId });
  return socket;
}

async function createGroup(body: Record<string, unknown> = {}, by: Person = admin): Promise<GroupDetail> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/groups',
    headers: authHeader(by.token),
    payload: { name: `Batch ${unique()}`, memberIds: [priya.id, ravi.id, meera.id], ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const rest = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: Person, payload?: object) =>
  t.app.inject({ method, url, headers: authHeader(who.token), ...(payload ? { payload } : {}) });

async function send(socket: ChatClient, groupId: string, text = `hello ${unique()}`, extra: object = {}): Promise<GroupMessage> {
  const res = await ask(socket, 'sendMessage', { groupId, text, clientId: unique('c'), ...extra });
  expect(res, JSON.stringify(res)).toMatchObject({ ok: true, duplicate: false });
  return res.message;
}

const refused = (code: string) => ({ ok: false, error: expect.objectContaining({ code, message: expect.any(String) }) });

describe('membership and tenancy on every event', () => {
  it('refuses non-members and other organisations with an error ack on every event, storing nothing', async () => {
    const group = await createGroup();
    const member = await joined(priya, group.id);
    const message = await send(member, group.id);
    const messagesBefore = await countRows(t.db, groupMessages);
    const reactionsBefore = await countRows(t.db, groupMessageReactions);
    const g = group.id;
    const m = message.id;
    const events: [string, object][] = [
      ['joinGroup', { groupId: g }],
      ['leaveGroup', { groupId: g }],
      ['sendMessage', { groupId: g, text: 'let me in', clientId: unique('c') }],
      ['editMessage', { groupId: g, messageId: m, text: 'changed' }],
      ['deleteMessage', { groupId: g, messageId: m }],
      ['addReaction', { groupId: g, messageId: m, emoji: '👍' }],
      ['typingStart', { groupId: g }],
      ['typingStop', { groupId: g }],
      ['markAsRead', { groupId: g, messageId: m }],
    ];
    const seen = record(member, 'newMessage');
    const typing = record(member, 'typing');
    for (const who of [outsider, otherAdmin, otherStudent]) {
      const socket = await open(who);
      for (const [event, payload] of events) {
        expect(await ask(socket, event as never, payload), `${event} by ${who.name}`).toEqual(refused('NOT_FOUND'));
      }
    }
    await pause(100);
    expect(seen).toEqual([]);
    expect(typing).toEqual([]);
    expect(await countRows(t.db, groupMessages)).toBe(messagesBefore);
    expect(await countRows(t.db, groupMessageReactions)).toBe(reactionsBefore);
  });

  it("lets staff of the group's organisation join and post without being members", async () => {
    const group = await createGroup();
    const member = await joined(priya, group.id);
    const staff = await joined(teacher, group.id);
    const arrived = next(member, 'newMessage');
    const sent = await send(staff, group.id, 'Homework: chapter 4');
    expect((await arrived).id).toBe(sent.id);
    // Staff who are not members keep no read position.
    expect(await ask(staff, 'markAsRead', { groupId: group.id, messageId: sent.id })).toEqual({ ok: true, lastReadMessageId: null });
  });

  it('sends the room nothing of a group the socket has not joined', async () => {
    const group = await createGroup();
    const notJoined = await open(ravi);
    const seen = record(notJoined, 'newMessage');
    const member = await joined(priya, group.id);
    await send(member, group.id);
    await pause(100);
    expect(seen).toEqual([]);
    // Events still work without joining (the check is per event, not per join).
    expect(await ask(notJoined, 'sendMessage', { groupId: group.id, text: 'from outside the room', clientId: unique('c') })).toMatchObject({
      ok: true,
    });
  });
});

describe('payloads', () => {
  it('answers bad payloads with a validation error ack and keeps serving', async () => {
    const group = await createGroup();
    const socket = await joined(priya, group.id);
    const g = group.id;
    const bad: [string, unknown][] = [
      ['joinGroup', undefined],
      ['joinGroup', null],
      ['joinGroup', 'a string'],
      ['joinGroup', { groupId: 'not-a-uuid' }],
      ['leaveGroup', {}],
      ['sendMessage', { groupId: g, text: '', clientId: 'c1' }],
      ['sendMessage', { groupId: g, text: '   \n ', clientId: 'c1' }],
      ['sendMessage', { groupId: g, text: 'x'.repeat(4001), clientId: 'c1' }],
      ['sendMessage', { groupId: g, text: 'nul \u0000 inside', clientId: 'c1' }],
      ['sendMessage', { groupId: g, text: 'hi' }],
      ['sendMessage', { groupId: g, text: 'hi', clientId: 'has space' }],
      ['sendMessage', { groupId: g, text: 'hi', clientId: 'c'.repeat(65) }],
      ['sendMessage', { groupId: g, text: 42, clientId: 'c1' }],
      ['sendMessage', { groupId: g, text: 'hi', clientId: 'c1', replyToId: 'nope' }],
      ['editMessage', { groupId: g, text: 'x' }],
      ['deleteMessage', { groupId: g, messageId: 12 }],
      ['addReaction', { groupId: g, messageId: g, emoji: 'abc' }],
      ['addReaction', { groupId: g, messageId: g, emoji: '<b>👍</b>' }],
      ['addReaction', { groupId: g, messageId: g, emoji: '' }],
      ['typingStart', [g]],
      ['typingStop', { group: g }],
      ['markAsRead', { groupId: g }],
    ];
    for (const [event, payload] of bad) {
      const res = await ask(socket, event as never, payload);
      expect(res, `${event} ${JSON.stringify(payload)}`).toEqual(refused('VALIDATION_FAILED'));
    }
    const long = await ask(socket, 'sendMessage', { groupId: g, text: 'x'.repeat(4001), clientId: 'c1' });
    expect(long.error.message).toBe('text: A message can be at most 4000 characters');
    expect(long.error.details.fields).toEqual([{ field: 'text', message: 'A message can be at most 4000 characters' }]);
    // Still alive and serving the same socket.
    await send(socket, g);
  });

  it('survives events sent without an ack callback, and a callback in place of the payload', async () => {
    const group = await createGroup();
    const socket = await joined(priya, group.id);
    const other = await joined(ravi, group.id);
    const arrived = next(other, 'newMessage', (m) => m.text === 'no ack wanted');
    socket.emit('joinGroup', 'garbage' as never, undefined as never);
    (socket.emit as (...args: unknown[]) => void)('editMessage');
    (socket.emit as (...args: unknown[]) => void)('sendMessage', { groupId: group.id, text: 'no ack wanted', clientId: unique('c') });
    expect((await arrived).text).toBe('no ack wanted');
    const onlyCallback = await (socket.timeout(5000) as unknown as { emitWithAck: (e: string) => Promise<unknown> }).emitWithAck(
      'markAsRead',
    );
    expect(onlyCallback).toEqual(refused('VALIDATION_FAILED'));
    expect(socket.connected).toBe(true);
  });

  it('stores text as typed: Hindi, emoji, HTML and 4000 characters (emoji counted as one each)', async () => {
    const group = await createGroup();
    const socket = await joined(priya, group.id);
    const other = await joined(ravi, group.id);
    const text = 'नमस्ते 🙏 <b>bold?</b> <script>alert(1)</script> & "quotes"';
    const arrived = next(other, 'newMessage', (m) => m.clientId === 'hindi-1');
    const res = await ask(socket, 'sendMessage', { groupId: group.id, text, clientId: 'hindi-1' });
    expect(res.message.text).toBe(text);
    expect((await arrived).text).toBe(text);
    const [row] = await t.db.select().from(groupMessages).where(eq(groupMessages.id, res.message.id));
    expect(row!.text).toBe(text);
    const emojiLimit = '😀'.repeat(4000);
    expect((await send(socket, group.id, emojiLimit)).text).toBe(emojiLimit);
  });

  it('answers in Hindi when the handshake asks for it', async () => {
    const group = await createGroup();
    const socket = await open(priya, { language: 'hi' });
    const res = await ask(socket, 'sendMessage', { groupId: group.id, text: '', clientId: 'c1' });
    expect(res.error.message).toBe('text: संदेश लिखें');
    const outsiderHi = await open(outsider, { language: 'hi' });
    expect((await ask(outsiderHi, 'joinGroup', { groupId: group.id })).error.message).toBe('समूह नहीं मिला');
  });

  it('limits how fast one socket writes', async () => {
    const group = await createGroup();
    const socket = await joined(priya, group.id);
    // 100 at once: a burst of 20, then 5 a second, so even a starved server refuses most.
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => ask(socket, 'sendMessage', { groupId: group.id, text: `burst ${i}`, clientId: unique('b') })),
    );
    const limited = results.filter((r) => !r.ok);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]).toEqual(refused('RATE_LIMITED'));
  });
});

describe('sending', () => {
  it('acks the stored message, delivers it to the room once, and a resend with the same clientId stores nothing new', async () => {
    const group = await createGroup();
    const sender = await joined(priya, group.id);
    const other = await joined(ravi, group.id);
    const seen = record(other, 'newMessage');
    const clientId = unique('c');
    const first = await ask(sender, 'sendMessage', { groupId: group.id, text: 'once only', clientId });
    expect(first).toMatchObject({ ok: true, duplicate: false, message: { text: 'once only', clientId, sender: { id: priya.id } } });
    const again = await ask(sender, 'sendMessage', { groupId: group.id, text: 'once only (resent)', clientId });
    expect(again).toMatchObject({ ok: true, duplicate: true, message: { id: first.message.id, text: 'once only' } });
    // Resends racing each other store one row too.
    const racing = await Promise.all(
      [1, 2, 3].map(() => ask(sender, 'sendMessage', { groupId: group.id, text: 'race', clientId: 'race-1' })),
    );
    expect(new Set(racing.map((r) => r.message.id)).size).toBe(1);
    expect(racing.filter((r) => !r.duplicate)).toHaveLength(1);
    await pause(150);
    expect(seen.map((m) => m.clientId)).toEqual([clientId, 'race-1']);
    const rows = await t.db
      .select()
      .from(groupMessages)
      .where(and(eq(groupMessages.senderId, priya.id), eq(groupMessages.clientId, clientId)));
    expect(rows).toHaveLength(1);
    // The same key in another group is the client's mistake, not a resend.
    const elsewhere = await createGroup();
    expect(await ask(sender, 'sendMessage', { groupId: elsewhere.id, text: 'x', clientId })).toEqual(refused('CONFLICT'));
  });

  it('quotes a reply of this group only', async () => {
    const group = await createGroup();
    const socket = await joined(priya, group.id);
    const original = await send(socket, group.id, 'What is 2+2?');
    const reply = await send(await joined(ravi, group.id), group.id, '4', { replyToId: original.id });
    expect(reply.replyTo).toMatchObject({ id: original.id, text: 'What is 2+2?', senderName: 'Priya Singh' });
    const other = await createGroup();
    expect(await ask(socket, 'sendMessage', { groupId: other.id, text: 'x', clientId: unique('c'), replyToId: original.id })).toEqual(
      refused('VALIDATION_FAILED'),
    );
  });

  it('attaches an image or PDF the sender uploaded, checked by its first bytes, served only to the group', async () => {
    const group = await createGroup();
    const socket = await joined(priya, group.id);
    const upload = async (who: Person, bytes: Buffer, type: string, groupId = group.id) => {
      const body = await multipart({ file: { bytes, filename: 'f', type } });
      return t.app.inject({
        method: 'POST',
        url: `/api/groups/${groupId}/attachments`,
        headers: { ...body.headers, ...authHeader(who.token) },
        payload: body.payload,
      });
    };
    const png = await upload(priya, TINY_PNG, 'application/octet-stream');
    expect(png.statusCode, png.body).toBe(201);
    expect(png.json()).toMatchObject({ mimeType: 'image/png', sizeBytes: TINY_PNG.length });
    const pdfBytes = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
    const pdf = await upload(priya, pdfBytes, 'image/png');
    expect(pdf.json().mimeType).toBe('application/pdf');
    expect((await upload(priya, Buffer.from('<html>not an image</html>'), 'image/png')).statusCode).toBe(400);
    expect((await upload(outsider, TINY_PNG, 'image/png')).statusCode).toBe(404);
    expect((await upload(priya, Buffer.alloc(6 * 1024 * 1024, 1), 'image/png')).statusCode).toBe(413);

    // A photo without a caption.
    const sent = await send(socket, group.id, '', { attachmentId: png.json().id });
    expect(sent.attachment).toEqual({ id: png.json().id, mimeType: 'image/png', sizeBytes: TINY_PNG.length });
    // Someone else's upload cannot be attached.
    expect(
      await ask(await joined(ravi, group.id), 'sendMessage', {
        groupId: group.id,
        text: 'mine now',
        clientId: unique('c'),
        attachmentId: pdf.json().id,
      }),
    ).toEqual(refused('VALIDATION_FAILED'));

    const url = `/api/groups/${group.id}/attachments/${png.json().id}`;
    const asMember = await rest('GET', url, ravi);
    expect(asMember.statusCode).toBe(200);
    expect(asMember.headers['content-type']).toBe('image/png');
    expect(asMember.headers['x-content-type-options']).toBe('nosniff');
    expect(asMember.rawPayload.equals(TINY_PNG)).toBe(true);
    expect((await rest('GET', url, outsider)).statusCode).toBe(404);
    expect((await rest('GET', url, otherAdmin)).statusCode).toBe(404);
    // Not through the public file route the avatars use.
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${png.json().id}` })).statusCode).toBe(404);
    // An upload not sent yet is the uploader's alone.
    expect((await rest('GET', `/api/groups/${group.id}/attachments/${pdf.json().id}`, priya)).statusCode).toBe(200);
    expect((await rest('GET', `/api/groups/${group.id}/attachments/${pdf.json().id}`, ravi)).statusCode).toBe(404);
  });
});

describe('editing and deleting', () => {
  it('lets only the author edit; the room sees the edit', async () => {
    const group = await createGroup();
    const author = await joined(priya, group.id);
    const other = await joined(ravi, group.id);
    const message = await send(author, group.id, 'teh answer');
    expect(await ask(other, 'editMessage', { groupId: group.id, messageId: message.id, text: 'hijacked' })).toEqual(refused('FORBIDDEN'));
    expect(
      await ask(await joined(admin, group.id), 'editMessage', { groupId: group.id, messageId: message.id, text: 'staff edit' }),
    ).toEqual(refused('FORBIDDEN'));
    const edited = next(other, 'messageEdited');
    const res = await ask(author, 'editMessage', { groupId: group.id, messageId: message.id, text: 'the answer ✅' });
    expect(res).toMatchObject({ ok: true, message: { id: message.id, text: 'the answer ✅', edited: true } });
    expect(await edited).toEqual({ groupId: group.id, messageId: message.id, text: 'the answer ✅', editedAt: expect.any(String) });
    // A message of another group is not found through this one.
    const elsewhere = await createGroup();
    expect(await ask(author, 'editMessage', { groupId: elsewhere.id, messageId: message.id, text: 'x' })).toEqual(refused('NOT_FOUND'));
  });

  it('lets the author, staff and moderators delete; not other members; deleted text is withheld', async () => {
    const group = await createGroup();
    const author = await joined(priya, group.id);
    const other = await joined(ravi, group.id);
    const first = await send(author, group.id, 'mine to delete');
    const second = await send(author, group.id, 'for the moderator');
    const third = await send(other, group.id, 'for the teacher');

    expect(await ask(other, 'deleteMessage', { groupId: group.id, messageId: first.id })).toEqual(refused('FORBIDDEN'));
    const deleted = next(other, 'messageDeleted');
    expect(await ask(author, 'deleteMessage', { groupId: group.id, messageId: first.id })).toEqual({ ok: true, messageId: first.id });
    expect(await deleted).toEqual({ groupId: group.id, messageId: first.id, deletedBy: priya.id });
    // Again: still ok, nothing sent.
    expect(await ask(author, 'deleteMessage', { groupId: group.id, messageId: first.id })).toMatchObject({ ok: true });
    expect(await ask(author, 'editMessage', { groupId: group.id, messageId: first.id, text: 'back' })).toEqual(refused('CONFLICT'));

    // Meera, made a moderator, deletes Priya's message.
    expect((await rest('PATCH', `/api/groups/${group.id}/members/${meera.id}`, admin, { role: 'moderator' })).statusCode).toBe(200);
    const moderator = await joined(meera, group.id);
    expect(await ask(moderator, 'deleteMessage', { groupId: group.id, messageId: second.id })).toMatchObject({ ok: true });
    // A teacher of the organisation, not a member, deletes Ravi's.
    expect(await ask(await open(teacher), 'deleteMessage', { groupId: group.id, messageId: third.id })).toMatchObject({ ok: true });

    const history: GroupMessageList = (await rest('GET', `/api/groups/${group.id}/messages`, ravi)).json();
    expect(history.data.filter((m) => m.deleted).map((m) => [m.id, m.text])).toEqual([
      [third.id, null],
      [second.id, null],
      [first.id, null],
    ]);
  });
});

describe('removal, archived and announcements-only groups', () => {
  it('a removed member stops receiving at once, and every event refuses them', async () => {
    const group = await createGroup();
    const sender = await joined(priya, group.id);
    const removed = await joined(ravi, group.id);
    const message = await send(sender, group.id, 'before the removal');
    // Warm the socket's cache, then remove.
    expect(await ask(removed, 'typingStart', { groupId: group.id })).toEqual({ ok: true });
    const seen = record(removed, 'newMessage');
    const res = await rest('DELETE', `/api/groups/${group.id}/members/${ravi.id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    await send(sender, group.id, 'after the removal');
    await pause(150);
    expect(seen).toEqual([]);
    for (const [event, payload] of [
      ['typingStart', { groupId: group.id }],
      ['leaveGroup', { groupId: group.id }],
      ['sendMessage', { groupId: group.id, text: 'still here?', clientId: unique('c') }],
      ['addReaction', { groupId: group.id, messageId: message.id, emoji: '👍' }],
      ['markAsRead', { groupId: group.id, messageId: message.id }],
      ['joinGroup', { groupId: group.id }],
    ] as const) {
      expect(await ask(removed, event, payload), event).toEqual(refused('NOT_FOUND'));
    }
  });

  it('an archived group is read-only: no posts, edits, deletes, reactions or typing; joining and reading still work', async () => {
    const group = await createGroup();
    const socket = await joined(priya, group.id);
    const message = await send(socket, group.id, 'last words');
    expect((await rest('DELETE', `/api/groups/${group.id}`, admin)).statusCode).toBe(200);
    // An outbox resending what was stored before the archive still gets its original.
    expect(await ask(socket, 'sendMessage', { groupId: group.id, text: 'last words', clientId: message.clientId })).toMatchObject({
      ok: true,
      duplicate: true,
      message: { id: message.id },
    });
    const staff = await joined(admin, group.id);
    for (const who of [socket, staff]) {
      expect(await ask(who, 'sendMessage', { groupId: group.id, text: 'after archive', clientId: unique('c') })).toEqual(
        refused('CONFLICT'),
      );
      expect(await ask(who, 'deleteMessage', { groupId: group.id, messageId: message.id })).toEqual(refused('CONFLICT'));
      expect(await ask(who, 'addReaction', { groupId: group.id, messageId: message.id, emoji: '👍' })).toEqual(refused('CONFLICT'));
      expect(await ask(who, 'typingStart', { groupId: group.id })).toEqual(refused('CONFLICT'));
    }
    expect(await ask(socket, 'editMessage', { groupId: group.id, messageId: message.id, text: 'edit' })).toEqual(refused('CONFLICT'));
    expect(await ask(await joined(ravi, group.id), 'markAsRead', { groupId: group.id, messageId: message.id })).toMatchObject({ ok: true });
  });

  it('in an announcements-only group only staff and moderators post; members still react and read', async () => {
    const group = await createGroup({ announcementsOnly: true });
    const student = await joined(priya, group.id);
    const staff = await joined(teacher, group.id);
    expect(await ask(student, 'sendMessage', { groupId: group.id, text: 'can I?', clientId: unique('c') })).toEqual(refused('FORBIDDEN'));
    expect(await ask(student, 'typingStart', { groupId: group.id })).toEqual(refused('FORBIDDEN'));
    const notice = next(student, 'newMessage');
    const announcement = await send(staff, group.id, 'Class cancelled tomorrow');
    expect((await notice).text).toBe('Class cancelled tomorrow');
    expect(await ask(student, 'addReaction', { groupId: group.id, messageId: announcement.id, emoji: '👍' })).toMatchObject({
      ok: true,
      reacted: true,
    });
    expect(await ask(student, 'markAsRead', { groupId: group.id, messageId: announcement.id })).toMatchObject({ ok: true });
    expect((await rest('PATCH', `/api/groups/${group.id}/members/${ravi.id}`, admin, { role: 'moderator' })).statusCode).toBe(200);
    const moderator = await joined(ravi, group.id);
    await send(moderator, group.id, 'Moderator here');
    // Demoted: the socket's remembered access is dropped with the change, the next post refused.
    expect((await rest('PATCH', `/api/groups/${group.id}/members/${ravi.id}`, admin, { role: 'member' })).statusCode).toBe(200);
    expect(await ask(moderator, 'sendMessage', { groupId: group.id, text: 'still?', clientId: unique('c') })).toEqual(refused('FORBIDDEN'));
    // Announcements-only switched off: every member may post at once.
    expect((await rest('PATCH', `/api/groups/${group.id}`, admin, { announcementsOnly: false })).statusCode).toBe(200);
    await send(student, group.id, 'Now I can');
  });
});

describe('reactions, read receipts and typing', () => {
  it('toggles a reaction and tells the room the counts', async () => {
    const group = await createGroup();
    const author = await joined(priya, group.id);
    const reactor = await joined(ravi, group.id);
    const message = await send(author, group.id, 'Good morning');
    const on = next(author, 'reactionUpdated');
    expect(await ask(reactor, 'addReaction', { groupId: group.id, messageId: message.id, emoji: '🙏' })).toEqual({
      ok: true,
      messageId: message.id,
      reacted: true,
      reactions: [{ emoji: '🙏', count: 1, reactedByMe: true }],
    });
    expect(await on).toEqual({
      groupId: group.id,
      messageId: message.id,
      userId: ravi.id,
      emoji: '🙏',
      reacted: true,
      reactions: [{ emoji: '🙏', count: 1 }],
    });
    await ask(author, 'addReaction', { groupId: group.id, messageId: message.id, emoji: '🙏' });
    const off = next(author, 'reactionUpdated', (e) => e.userId === ravi.id && !e.reacted);
    expect(await ask(reactor, 'addReaction', { groupId: group.id, messageId: message.id, emoji: '🙏' })).toMatchObject({
      reacted: false,
      reactions: [{ emoji: '🙏', count: 1, reactedByMe: false }],
    });
    expect((await off).reactions).toEqual([{ emoji: '🙏', count: 1 }]);
    // A deleted message takes no reactions.
    await ask(author, 'deleteMessage', { groupId: group.id, messageId: message.id });
    expect(await ask(reactor, 'addReaction', { groupId: group.id, messageId: message.id, emoji: '👍' })).toEqual(refused('CONFLICT'));
  });

  it('moves the read position forward only and tells the room, so "seen by N" adds up', async () => {
    const group = await createGroup();
    const author = await joined(priya, group.id);
    const reader = await joined(ravi, group.id);
    const [m1, m2, m3] = [await send(author, group.id, 'one'), await send(author, group.id, 'two'), await send(author, group.id, 'three')];
    const read = next(author, 'messagesRead');
    expect(await ask(reader, 'markAsRead', { groupId: group.id, messageId: m2.id })).toEqual({ ok: true, lastReadMessageId: m2.id });
    expect(await read).toEqual({ groupId: group.id, userId: ravi.id, messageId: m2.id, previousMessageId: null });
    // Backwards: no move, nothing sent.
    const seen = record(author, 'messagesRead');
    expect(await ask(reader, 'markAsRead', { groupId: group.id, messageId: m1.id })).toEqual({ ok: true, lastReadMessageId: m2.id });
    const later = next(author, 'messagesRead');
    await ask(reader, 'markAsRead', { groupId: group.id, messageId: m3.id });
    expect(await later).toMatchObject({ messageId: m3.id, previousMessageId: m2.id });
    expect(seen).toHaveLength(1);
    const [member] = await t.db
      .select()
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, ravi.id)));
    expect(member!.lastReadMessageId).toBe(m3.id);
    const history: GroupMessageList = (await rest('GET', `/api/groups/${group.id}/messages`, priya)).json();
    expect(history.data.map((m) => m.seenCount)).toEqual([1, 1, 1]);
    // A message of another group is not found.
    const other = await createGroup();
    const elsewhere = await send(await joined(priya, other.id), other.id);
    expect(await ask(reader, 'markAsRead', { groupId: group.id, messageId: elsewhere.id })).toEqual(refused('NOT_FOUND'));
  });

  it('tells only the writers a read covers, and applies a burst of marks together', async () => {
    const group = await createGroup();
    const author = await joined(priya, group.id);
    const bystander = await joined(meera, group.id); // wrote nothing the reader reads
    const reader = await joined(ravi, group.id);
    const messages: GroupMessage[] = [];
    for (let i = 0; i < 10; i++) messages.push(await send(author, group.id, `line ${i}`));
    const toAuthor = record(author, 'messagesRead');
    const toBystander = record(bystander, 'messagesRead');
    // As a client that marks every message it shows: the marks of one moment are applied together.
    const acks = await Promise.all(messages.map((m) => ask(reader, 'markAsRead', { groupId: group.id, messageId: m.id })));
    expect(acks.at(-1)).toEqual({ ok: true, lastReadMessageId: messages[9]!.id });
    for (const ack of acks) expect([messages[0]!.id, messages[9]!.id]).toContain(ack.lastReadMessageId);
    await pause(200);
    // One or two moves (the first mark may go alone), each from where the last one ended.
    expect(toAuthor.length).toBeLessThanOrEqual(2);
    expect(toAuthor.at(-1)!.messageId).toBe(messages[9]!.id);
    expect(toAuthor.map((e) => e.previousMessageId)).toEqual([null, ...toAuthor.slice(0, -1).map((e) => e.messageId)]);
    expect(toBystander).toEqual([]);
    const history: GroupMessageList = (await rest('GET', `/api/groups/${group.id}/messages`, priya)).json();
    expect(history.data.map((m) => m.seenCount)).toEqual(Array(10).fill(1));
  });

  it('keeps one chain of read moves when two tabs of the same member mark at once', async () => {
    const group = await createGroup();
    const author = await joined(priya, group.id);
    const [tabA, tabB] = [await joined(ravi, group.id), await joined(ravi, group.id)];
    const messages: GroupMessage[] = [];
    for (let i = 0; i < 12; i++) messages.push(await send(author, group.id, `n ${i}`));
    const moves = record(author, 'messagesRead');
    // Interleaved from both tabs, newest last on each.
    await Promise.all([
      ...messages.filter((_, i) => i % 2 === 0).map((m) => ask(tabA, 'markAsRead', { groupId: group.id, messageId: m.id })),
      ...messages.filter((_, i) => i % 2 === 1).map((m) => ask(tabB, 'markAsRead', { groupId: group.id, messageId: m.id })),
    ]);
    await pause(300);
    // Every move starts where another ended (or at nothing), and they end at the newest.
    const from = new Map(moves.map((e) => [e.previousMessageId, e.messageId]));
    expect(from.size).toBe(moves.length);
    let at: string | null = null;
    for (let i = 0; i < moves.length; i++) at = from.get(at) ?? 'broken chain';
    expect(at).toBe(messages[11]!.id);
    const history: GroupMessageList = (await rest('GET', `/api/groups/${group.id}/messages`, priya)).json();
    expect(history.data.map((m) => m.seenCount)).toEqual(Array(12).fill(1));
  });

  it('sends typing to the others, throttled, and a stop when the typist stops, sends or disconnects', async () => {
    const group = await createGroup();
    const typist = await joined(priya, group.id);
    const watcher = await joined(ravi, group.id);
    const ownEcho = record(typist, 'typing');
    const events = record(watcher, 'typing');
    // Five at once (a keystroke each): one reaches the room.
    const starts = await Promise.all([1, 2, 3, 4, 5].map(() => ask(typist, 'typingStart', { groupId: group.id })));
    expect(starts).toEqual(Array(5).fill({ ok: true }));
    await ask(typist, 'typingStop', { groupId: group.id });
    await ask(typist, 'typingStart', { groupId: group.id });
    await send(typist, group.id, 'done typing');
    await ask(typist, 'typingStart', { groupId: group.id });
    typist.disconnect();
    await pause(200);
    expect(events.map((e) => e.typing)).toEqual([true, false, true, false, true, false]);
    expect(events[0]).toEqual({ groupId: group.id, userId: priya.id, name: 'Priya Singh', typing: true });
    expect(ownEcho).toEqual([]);
  });
});
