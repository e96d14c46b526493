import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import type { Notification } from '@pariksha/shared/schemas/notifications';
import { notificationDismissals, notifications, users } from '../../db/schema/index.ts';
import {
  authHeader,
  countRows,
  createOrganizationWithMembers,
  createTestApp,
  DEMO_ORG_ID,
  expectError,
  signIn,
  signUp,
  type SecondOrganization,
  type TestApp,
} from '../../test/app.ts';

let t: TestApp;
let su: AuthResponse;
let admin: AuthResponse;
let student: AuthResponse;
let other: SecondOrganization;

beforeAll(async () => {
  t = await createTestApp();
  su = await signIn(t.app, 'superadmin');
  admin = await signIn(t.app, 'admin');
  student = await signIn(t.app, 'student');
  other = await createOrganizationWithMembers(t.app);
});
afterAll(() => t?.close());

const path = (orgId: string, id?: string) => `/api/notifications/organization/${orgId}${id ? `/notification/${id}` : ''}`;
const list = (orgId: string, token?: string) => t.app.inject({ method: 'GET', url: path(orgId), headers: token ? authHeader(token) : {} });
const create = (orgId: string, token: string | undefined, payload: unknown) =>
  t.app.inject({ method: 'POST', url: path(orgId), headers: token ? authHeader(token) : {}, payload: payload as object });
const remove = (orgId: string, id: string, token?: string) =>
  t.app.inject({ method: 'DELETE', url: path(orgId, id), headers: token ? authHeader(token) : {} });

async function post(orgId: string, token: string, title = `Notice ${Math.random().toString(36).slice(2)}`) {
  const res = await create(orgId, token, { title, body: 'Details of the notice' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Notification;
}

describe('GET /api/notifications/organization/:organizationId', () => {
  it("answers a member's organisation notifications, newest first, with epoch-millisecond timestamps", async () => {
    const res = await list(DEMO_ORG_ID, student.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Notification[];
    expect(data.map((n) => n.title)).toEqual(expect.arrayContaining(['SSC CGL mock test on Sunday', 'New batch timings']));
    for (const n of data) {
      expect(n).toEqual({
        id: expect.any(String),
        title: expect.any(String),
        body: expect.any(String),
        timestamp: expect.any(Number),
        translations: {},
        read: expect.any(Boolean),
        exam: null,
      });
      expect(n.timestamp).toBeGreaterThan(Date.UTC(2020, 0, 1));
    }
    const times = data.map((n) => n.timestamp);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('lets superAdmin read any organisation', async () => {
    expect((await list(DEMO_ORG_ID, su.token)).statusCode).toBe(200);
    expect((await list(other.organization.id, su.token)).statusCode).toBe(200);
  });

  it("refuses another organisation's admin and student with 403", async () => {
    expectError(await list(DEMO_ORG_ID, other.admin.token), 403, 'FORBIDDEN');
    expectError(await list(DEMO_ORG_ID, other.student.token), 403, 'FORBIDDEN');
    expectError(await list(other.organization.id, student.token), 403, 'FORBIDDEN');
  });

  it('refuses a malformed organisation id with 400 and a signed-out caller with 401', async () => {
    expectError(await list('not-a-uuid', student.token), 400, 'VALIDATION_FAILED');
    expectError(await list(DEMO_ORG_ID), 401, 'UNAUTHORIZED');
  });
});

describe('POST /api/notifications/organization/:organizationId', () => {
  it('lets an admin post; members of the organisation see it and others do not', async () => {
    const n = await post(other.organization.id, other.admin.token, 'Holiday on Friday');
    expect(n).toMatchObject({ title: 'Holiday on Friday', body: 'Details of the notice' });
    expect(Math.abs(n.timestamp - Date.now())).toBeLessThan(60_000);
    const seen = (await list(other.organization.id, other.student.token)).json().data as Notification[];
    // The sender has read their own; a member has not.
    const { scheduledFor, ...sentNow } = n as Notification & { scheduledFor: number | null };
    expect(scheduledFor).toBeNull();
    expect(seen[0]).toEqual({ ...sentNow, read: false });
    const demo = (await list(DEMO_ORG_ID, student.token)).json().data as Notification[];
    expect(demo.map((x) => x.id)).not.toContain(n.id);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, n.id));
    expect(row).toMatchObject({ organizationId: other.organization.id, createdBy: other.admin.user.id });
  });

  it('lets a teacher post and superAdmin post to any organisation', async () => {
    const teacher = await signUp(t.app, { inviteCode: 'DEMO2026' });
    await t.db.update(users).set({ orgRole: 'teacher' }).where(eq(users.id, teacher.user.id));
    const session = await signIn(t.app, teacher.user.username, teacher.password);
    await post(DEMO_ORG_ID, session.token);
    await post(other.organization.id, su.token);
  });

  it('refuses a student with 403 and writes nothing', async () => {
    const before = await countRows(t.db, notifications);
    expectError(await create(DEMO_ORG_ID, student.token, { title: 'Fake', body: 'Not allowed' }), 403, 'FORBIDDEN');
    expect(await countRows(t.db, notifications)).toBe(before);
  });

  it("refuses another organisation's admin and student with 403 and writes nothing", async () => {
    const before = await countRows(t.db, notifications);
    expectError(await create(DEMO_ORG_ID, other.admin.token, { title: 'Spam', body: 'Cross-tenant' }), 403, 'FORBIDDEN');
    expectError(await create(DEMO_ORG_ID, other.student.token, { title: 'Spam', body: 'Cross-tenant' }), 403, 'FORBIDDEN');
    expect(await countRows(t.db, notifications)).toBe(before);
  });

  it.each([
    ['an empty title', { title: '   ', body: 'Body' }],
    ['a missing body', { title: 'Title' }],
    ['a title over 120 characters', { title: 'x'.repeat(121), body: 'Body' }],
    ['a body over 2000 characters', { title: 'Title', body: 'x'.repeat(2001) }],
    ['a title that is not a string', { title: 7, body: 'Body' }],
  ])('refuses %s with 400 VALIDATION_FAILED and writes nothing', async (_label, payload) => {
    const before = await countRows(t.db, notifications);
    expectError(await create(DEMO_ORG_ID, admin.token, payload), 400, 'VALIDATION_FAILED');
    expect(await countRows(t.db, notifications)).toBe(before);
  });

  it('refuses a malformed organisation id with 400 and a signed-out caller with 401, writing nothing', async () => {
    const before = await countRows(t.db, notifications);
    expectError(await create('123', admin.token, { title: 'T', body: 'B' }), 400, 'VALIDATION_FAILED');
    expectError(await create(DEMO_ORG_ID, undefined, { title: 'T', body: 'B' }), 401, 'UNAUTHORIZED');
    expect(await countRows(t.db, notifications)).toBe(before);
  });
});

describe('DELETE /api/notifications/organization/:organizationId/notification/:id', () => {
  it('hides the notification for the caller only, and is idempotent', async () => {
    const n = await post(DEMO_ORG_ID, admin.token);
    const classmate = await signUp(t.app, { inviteCode: 'DEMO2026' });
    const res = await remove(DEMO_ORG_ID, n.id, student.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const ids = async (token: string) => ((await list(DEMO_ORG_ID, token)).json().data as Notification[]).map((x) => x.id);
    expect(await ids(student.token)).not.toContain(n.id);
    expect(await ids(classmate.token)).toContain(n.id);
    expect(await ids(admin.token)).toContain(n.id);
    expect((await remove(DEMO_ORG_ID, n.id, student.token)).statusCode).toBe(200);
    expect(await t.db.select().from(notificationDismissals).where(eq(notificationDismissals.notificationId, n.id))).toHaveLength(1);
    // The notification itself stays.
    expect(await t.db.select().from(notifications).where(eq(notifications.id, n.id))).toHaveLength(1);
  });

  it("answers 404 for another organisation's notification id sent through one's own organisation path", async () => {
    const theirs = await post(other.organization.id, other.admin.token);
    const before = await countRows(t.db, notificationDismissals);
    expectError(await remove(DEMO_ORG_ID, theirs.id, student.token), 404, 'NOT_FOUND');
    expectError(await remove(DEMO_ORG_ID, crypto.randomUUID(), student.token), 404, 'NOT_FOUND');
    expect(await countRows(t.db, notificationDismissals)).toBe(before);
  });

  it("refuses another organisation's admin and student with 403 and writes nothing", async () => {
    const n = await post(DEMO_ORG_ID, admin.token);
    const before = await countRows(t.db, notificationDismissals);
    expectError(await remove(DEMO_ORG_ID, n.id, other.admin.token), 403, 'FORBIDDEN');
    expectError(await remove(DEMO_ORG_ID, n.id, other.student.token), 403, 'FORBIDDEN');
    expect(await countRows(t.db, notificationDismissals)).toBe(before);
  });

  it('refuses malformed ids with 400 and a signed-out caller with 401, writing nothing', async () => {
    const n = await post(DEMO_ORG_ID, admin.token);
    const before = await countRows(t.db, notificationDismissals);
    expectError(await remove(DEMO_ORG_ID, 'abc', student.token), 400, 'VALIDATION_FAILED');
    expectError(await remove('abc', n.id, student.token), 400, 'VALIDATION_FAILED');
    expectError(await remove(DEMO_ORG_ID, n.id), 401, 'UNAUTHORIZED');
    expect(await countRows(t.db, notificationDismissals)).toBe(before);
  });
});

describe('live notifications over socket.io', () => {
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as { port: number };
    url = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => {
    for (const s of sockets) s.disconnect();
  });

  const open = (auth: Record<string, unknown>) => {
    const socket = connect(url, { transports: ['websocket'], auth, reconnection: false, timeout: 5000 });
    sockets.push(socket);
    return socket;
  };
  const connected = (socket: Socket) =>
    new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });

  it("delivers a 'notification' event to the organisation's members when an admin posts", async () => {
    const mine = open({ token: student.token });
    const outsider = open({ token: other.student.token });
    await Promise.all([connected(mine), connected(outsider)]);
    const leaked: Notification[] = [];
    outsider.on('notification', (n: Notification) => leaked.push(n));
    const received = new Promise<Notification>((resolve) => mine.once('notification', resolve));

    const n = await post(DEMO_ORG_ID, admin.token, 'Live: results are out');
    const got = await received;
    const { scheduledFor: _s, ...pushed } = n as Notification & { scheduledFor: number | null };
    expect(got).toEqual({ ...pushed, read: false });
    // Give a stray cross-organisation event time to arrive, then check none did.
    await new Promise((r) => setTimeout(r, 150));
    expect(leaked).toEqual([]);
  });

  it('refuses a socket without a valid token', async () => {
    for (const auth of [{}, { token: 'not-a-token' }, { token: 42 }]) {
      const socket = open(auth);
      const error = await new Promise<Error>((resolve, reject) => {
        socket.once('connect_error', resolve);
        socket.once('connect', () => reject(new Error('connected without a valid token')));
      });
      expect(error.message).toBe('UNAUTHORIZED');
      expect(socket.connected).toBe(false);
    }
  });
});
