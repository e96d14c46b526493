import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import type { Notification } from '@pariksha/shared/schemas/notifications';
import type { GroupDetail } from '@pariksha/shared/schemas/groups';
import { startInstances, type Instances } from '../test/instances.ts';
import type { Database } from '../db/client.ts';
import { DEMO_ORG_ID } from '../db/seed.ts';
import { authHeader, signIn } from '../test/app.ts';
import { ask, next, openChat, pause, person, record, type ChatClient } from './chat/testing.ts';

/**
 * Two instances on two ports sharing one database and Redis (docs/deploy.md): a notification
 * posted through instance A reaches a student connected to instance B. Runs where REDIS_URL is
 * set; CI's PostgreSQL pass sets DATABASE_URL too, and then each instance has its own pool on
 * one fresh PostgreSQL database, exactly as two servers would.
 */
describe.skipIf(!process.env.REDIS_URL)('scale-out with the Redis adapter', () => {
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];

  let cluster: Instances | undefined;
  beforeAll(async () => {
    cluster = await startInstances('scale');
    apps.push(...cluster.apps);
    databases.push(...cluster.databases);
  });
  afterAll(() => cluster?.close());

  it('delivers a notification across instances', async () => {
    const [a, b] = apps;
    const student = await signIn(b, 'student@example.com');
    const admin = await signIn(a, 'admin@example.com');
    const port = (b.server.address() as { port: number }).port;
    const socket: Socket = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], auth: { token: student.token } });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', () => resolve());
        socket.on('connect_error', reject);
      });
      // The adapter subscribes asynchronously; give it a moment to join the rooms.
      await new Promise((r) => setTimeout(r, 200));
      const received = new Promise<Notification>((resolve) => socket.on('notification', resolve));
      const res = await a.inject({
        method: 'POST',
        url: `/api/notifications/organization/${DEMO_ORG_ID}`,
        headers: authHeader(admin.token),
        payload: { title: 'Across instances', body: 'Sent through A, received on B' },
      });
      expect(res.statusCode).toBe(201);
      const n = await received;
      expect(n.title).toBe('Across instances');
    } finally {
      socket.disconnect();
    }
  });

  it('chat: a message sent through A reaches a member on B, and so do its edit, reaction, receipt and a removal', async () => {
    const [a, b] = apps;
    const db = databases[0]!.db;
    const [teacher, student, classmate] = await Promise.all([
      person(a, db, DEMO_ORG_ID, { orgRole: 'teacher', name: 'Scale Teacher' }),
      person(a, db, DEMO_ORG_ID, { name: 'Scale Student' }),
      person(a, db, DEMO_ORG_ID, { name: 'Scale Classmate' }),
    ]);
    const created = await a.inject({
      method: 'POST',
      url: '/api/groups',
      headers: authHeader(teacher.token),
      payload: { name: 'Across instances', memberIds: [student.id, classmate.id] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const group: GroupDetail = created.json();
    const sockets: ChatClient[] = [];
    try {
      const onA = await openChat(a, teacher.token);
      const onB = await openChat(b, student.token);
      const alsoOnB = await openChat(b, classmate.token);
      sockets.push(onA, onB, alsoOnB);
      for (const s of sockets) expect(await ask(s, 'joinGroup', { groupId: group.id })).toMatchObject({ ok: true });
      // The adapter subscribes asynchronously; give it a moment to join the rooms.
      await pause(200);

      const arrived = next(onB, 'newMessage');
      const sent = await ask(onA, 'sendMessage', { groupId: group.id, text: 'कल कक्षा नहीं होगी 📢', clientId: 'scale-1' });
      expect(sent).toMatchObject({ ok: true, duplicate: false });
      expect(await arrived).toMatchObject({ id: sent.message.id, text: 'कल कक्षा नहीं होगी 📢', groupId: group.id });

      const edited = next(onB, 'messageEdited');
      expect(await ask(onA, 'editMessage', { groupId: group.id, messageId: sent.message.id, text: 'कल कक्षा 10 बजे ✅' })).toMatchObject({
        ok: true,
      });
      expect(await edited).toMatchObject({ messageId: sent.message.id, text: 'कल कक्षा 10 बजे ✅' });

      const reacted = next(onB, 'reactionUpdated');
      expect(await ask(onA, 'addReaction', { groupId: group.id, messageId: sent.message.id, emoji: '👍' })).toMatchObject({
        ok: true,
        reacted: true,
      });
      expect(await reacted).toMatchObject({
        messageId: sent.message.id,
        userId: teacher.id,
        reacted: true,
        reactions: [{ emoji: '👍', count: 1 }],
      });

      // The other way round: a receipt from B reaches A.
      const seen = next(onA, 'messagesRead');
      expect(await ask(onB, 'markAsRead', { groupId: group.id, messageId: sent.message.id })).toMatchObject({ ok: true });
      expect(await seen).toMatchObject({ userId: student.id, messageId: sent.message.id });

      // Removed through A, the student's socket on B leaves the room at once, and its cached
      // access there is dropped: typing is refused too.
      const removed = await a.inject({
        method: 'DELETE',
        url: `/api/groups/${group.id}/members/${student.id}`,
        headers: authHeader(teacher.token),
      });
      expect(removed.statusCode, removed.body).toBe(200);
      await pause(200);
      const afterRemoval = record(onB, 'newMessage');
      const classmateGets = next(alsoOnB, 'newMessage');
      await ask(onA, 'sendMessage', { groupId: group.id, text: 'after the removal', clientId: 'scale-2' });
      expect((await classmateGets).text).toBe('after the removal');
      await pause(200);
      expect(afterRemoval).toEqual([]);
      expect(await ask(onB, 'typingStart', { groupId: group.id })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });

      // Archived through A: the classmate's cached access on B is dropped, typing refused.
      expect(await ask(alsoOnB, 'typingStart', { groupId: group.id })).toEqual({ ok: true });
      const archived = await a.inject({ method: 'DELETE', url: `/api/groups/${group.id}`, headers: authHeader(teacher.token) });
      expect(archived.statusCode, archived.body).toBe(200);
      await pause(200);
      expect(await ask(alsoOnB, 'typingStart', { groupId: group.id })).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    } finally {
      for (const s of sockets) s.disconnect();
    }
  });
});
