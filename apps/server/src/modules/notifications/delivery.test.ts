import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import type { DeliveryLogEntry, Notification, OutboxEntry, SentNotification } from '@pariksha/shared/schemas/notifications';
import { jobs, messageDeliveries, notifications, organizations, smsOutbox, users } from '../../db/schema/index.ts';
import {
  authHeader,
  countRows,
  createOrganizationWithMembers,
  createTestApp,
  DEMO_ORG_ID,
  expectError,
  signIn,
  signUp,
  unique,
  type SecondOrganization,
  type TestApp,
} from '../../test/app.ts';
import { DELIVER_JOB, DELIVERY_RETRY, enqueueMessages } from './delivery.ts';
import { fanOut } from './service.ts';

let t: TestApp;
let su: AuthResponse;
let admin: AuthResponse;
let student: AuthResponse;
/** A student of the demo organisation who is not in the group. */
let outsider: AuthResponse;
let other: SecondOrganization;
let groupId: string;
let otherGroupId: string;

/** A stand-in MSG91 that fails every request with a 500 until told otherwise. */
let gateway: Server;
let gatewayUrl: string;
let gatewayCalls = 0;
let gatewayStatus = 500;

beforeAll(async () => {
  t = await createTestApp({ jobsPollMs: 0 });
  su = await signIn(t.app, 'superadmin');
  admin = await signIn(t.app, 'admin');
  student = await signIn(t.app, 'student');
  const [org] = await t.db.select({ code: organizations.inviteCode }).from(organizations).where(eq(organizations.id, DEMO_ORG_ID));
  outsider = await signUp(t.app, { inviteCode: org.code!, preferredLanguage: 'en' });
  other = await createOrganizationWithMembers(t.app);
  await t.db.update(users).set({ phone: '98765 43210' }).where(eq(users.id, student.user.id));
  groupId = await makeGroup(t.app, admin.token, [student.user.id]);
  otherGroupId = await makeGroup(t.app, other.admin.token, [other.student.user.id]);

  gateway = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      gatewayCalls += 1;
      res
        .writeHead(gatewayStatus, { 'content-type': 'application/json' })
        .end(gatewayStatus === 200 ? '{"type":"success","message":"m1"}' : '{"type":"error","message":"Service unavailable"}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/api/v5`;
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => gateway?.close(() => resolve()));
});

async function makeGroup(app: FastifyInstance, token: string, memberIds: string[]) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/groups',
    headers: authHeader(token),
    payload: { name: `Batch ${unique()}`, memberIds },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const base = (orgId: string) => `/api/notifications/organization/${orgId}`;
const send = (payload: object, token = admin.token, orgId = DEMO_ORG_ID, app = t.app) =>
  app.inject({ method: 'POST', url: base(orgId), headers: authHeader(token), payload });
const get = (url: string, token: string, app = t.app) => app.inject({ method: 'GET', url, headers: authHeader(token) });
const deliveries = (id: string) => t.db.select().from(messageDeliveries).where(eq(messageDeliveries.notificationId, id));

describe('posting with channels and a group', () => {
  it('refuses an unknown channel, a channel twice, and a malformed group id, storing nothing', async () => {
    const before = await countRows(t.db, notifications);
    expectError(await send({ title: 'T', body: 'B', channels: ['fax'] }), 400, 'VALIDATION_FAILED');
    expectError(await send({ title: 'T', body: 'B', channels: ['email', 'email'] }), 400, 'VALIDATION_FAILED');
    expectError(await send({ title: 'T', body: 'B', channels: 'email' }), 400, 'VALIDATION_FAILED');
    expectError(await send({ title: 'T', body: 'B', groupId: 'batch-a' }), 400, 'VALIDATION_FAILED');
    expect(await countRows(t.db, notifications)).toBe(before);
  });

  it("refuses another organisation's group with 404 and writes nothing", async () => {
    const [n, d, j] = [await countRows(t.db, notifications), await countRows(t.db, messageDeliveries), await countRows(t.db, jobs)];
    expectError(await send({ title: 'T', body: 'B', groupId: otherGroupId, channels: ['email'] }), 404, 'NOT_FOUND');
    expect([await countRows(t.db, notifications), await countRows(t.db, messageDeliveries), await countRows(t.db, jobs)]).toEqual([
      n,
      d,
      j,
    ]);
  });

  it('refuses a student, who cannot post, read the delivery counts, a delivery log or the outbox', async () => {
    const posted = (await send({ title: 'Staff only', body: 'x', channels: ['email'] })).json() as Notification;
    expectError(await send({ title: 'T', body: 'B', channels: ['email'] }, student.token), 403, 'FORBIDDEN');
    expectError(await send({ title: 'T', body: 'B', groupId, channels: ['sms'] }, student.token), 403, 'FORBIDDEN');
    expectError(await get(`${base(DEMO_ORG_ID)}/sent`, student.token), 403, 'FORBIDDEN');
    expectError(await get(`${base(DEMO_ORG_ID)}/notification/${posted.id}/deliveries`, student.token), 403, 'FORBIDDEN');
    expectError(await get(`${base(DEMO_ORG_ID)}/outbox`, student.token), 403, 'FORBIDDEN');
  });

  it("refuses another organisation's admin everything of this one; superAdmin reads any", async () => {
    const posted = (await send({ title: 'Ours', body: 'x', channels: ['email'] })).json() as Notification;
    expectError(await get(`${base(DEMO_ORG_ID)}/sent`, other.admin.token), 403, 'FORBIDDEN');
    expectError(await get(`${base(DEMO_ORG_ID)}/notification/${posted.id}/deliveries`, other.admin.token), 403, 'FORBIDDEN');
    expectError(await get(`${base(DEMO_ORG_ID)}/outbox`, other.admin.token), 403, 'FORBIDDEN');
    // Their own organisation's path does not reach our notification either.
    expectError(await get(`${base(other.organization.id)}/notification/${posted.id}/deliveries`, other.admin.token), 404, 'NOT_FOUND');
    expect((await get(`${base(DEMO_ORG_ID)}/outbox`, su.token)).statusCode).toBe(200);
    expect((await get(`${base(other.organization.id)}/sent`, su.token)).statusCode).toBe(200);
  });

  it('a group notification is stored, queued per recipient and channel, answered at once, and seen only by the group', async () => {
    const title = `Class cancelled ${unique()}`;
    const res = await send({ title, body: 'No class tomorrow', groupId, channels: ['email', 'sms'] });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as Notification;
    expect(created).toEqual({
      id: expect.any(String),
      title,
      body: 'No class tomorrow',
      timestamp: expect.any(Number),
      translations: {},
      read: true,
      exam: null,
      scheduledFor: null,
    });

    // The request only stored it and queued its fan-out, whatever the audience's size.
    expect(await deliveries(created.id)).toEqual([]);
    expect(await t.db.select({ state: jobs.state }).from(jobs).where(eq(jobs.singletonKey, created.id))).toEqual([{ state: 'created' }]);
    // The fan-out writes one queued delivery per recipient and channel; run again, it adds nothing.
    await fanOut(t.db, t.app.deps.queue, created.id);
    await fanOut(t.db, t.app.deps.queue, created.id);
    const queued = await deliveries(created.id);
    expect(queued.map((d) => [d.userId, d.channel, d.status, d.address]).sort()).toEqual([
      [student.user.id, 'email', 'queued', 'student@example.com'],
      [student.user.id, 'sms', 'queued', '+919876543210'],
    ]);

    const seen = async (token: string) =>
      ((await get(base(DEMO_ORG_ID), token)).json().data as Notification[]).some((n) => n.id === created.id);
    expect(await seen(student.token)).toBe(true);
    expect(await seen(outsider.token)).toBe(false);
    expect(await seen(admin.token)).toBe(true);

    expect(await t.app.deps.queue.drain()).toBeGreaterThanOrEqual(2);
    const done = await deliveries(created.id);
    expect(done.every((d) => d.status === 'sent' && d.provider === 'outbox' && d.attempts === 1)).toBe(true);
    // The student's language is Hindi: the mail ends with the Hindi footer.
    expect(done.find((d) => d.channel === 'email')?.body).toMatch(/की ओर से सूचना$/);
    expect(done.find((d) => d.channel === 'sms')?.body).toBe(`${title}: No class tomorrow`);

    const sent = (await get(`${base(DEMO_ORG_ID)}/sent`, admin.token)).json().data as SentNotification[];
    const mine = sent.find((n) => n.id === created.id)!;
    expect(mine).toMatchObject({
      groupId,
      channels: ['email', 'sms'],
      createdByName: admin.user.name,
      deliveries: { email: { queued: 0, sent: 1, failed: 0 }, sms: { queued: 0, sent: 1, failed: 0 } },
    });
    expect(mine.groupName).toMatch(/^Batch /);

    const log = (await get(`${base(DEMO_ORG_ID)}/notification/${created.id}/deliveries`, admin.token)).json().data as DeliveryLogEntry[];
    expect(log).toHaveLength(2);
    expect(log.every((l) => l.recipientName === student.user.name && l.status === 'sent' && l.sentAt !== null)).toBe(true);

    const outbox = (await get(`${base(DEMO_ORG_ID)}/outbox`, admin.token)).json().data as OutboxEntry[];
    expect(
      outbox
        .filter((o) => o.notificationId === created.id)
        .map((o) => [o.channel, o.to])
        .sort(),
    ).toEqual([
      ['email', 'student@example.com'],
      ['sms', '+919876543210'],
    ]);
    // Another organisation's outbox does not hold it.
    const theirs = (await get(`${base(other.organization.id)}/outbox`, other.admin.token)).json().data as OutboxEntry[];
    expect(theirs.some((o) => o.notificationId === created.id)).toBe(false);
  });

  it('the whole organisation without a mobile number: the SMS is failed with the reason, never queued', async () => {
    const created = (await send({ title: 'All', body: 'Everyone', channels: ['sms'] })).json() as Notification;
    await fanOut(t.db, t.app.deps.queue, created.id);
    const rows = await deliveries(created.id);
    const userIds = rows.map((r) => r.userId);
    expect(userIds).toContain(outsider.user.id);
    expect(userIds).not.toContain(admin.user.id);
    const outsiderRow = rows.find((r) => r.userId === outsider.user.id)!;
    expect(outsiderRow).toMatchObject({ status: 'failed', lastError: 'No mobile number', attempts: 0 });
    expect(await t.db.select().from(jobs).where(eq(jobs.singletonKey, outsiderRow.id))).toHaveLength(0);
    // The student's SMS goes out here, not through the next test's failing gateway.
    await t.app.deps.queue.drain();
  });
});

describe('a failing provider', () => {
  it('is retried with backoff, then the delivery is failed with the reason; the request never waited', async () => {
    const app = await t.withConfig({
      jobsPollMs: 0,
      sms: { provider: 'msg91', msg91: { authKey: 'k', senderId: 'PRKSHA', templateId: 'tmpl', baseUrl: gatewayUrl } },
    });
    gatewayCalls = 0;
    gatewayStatus = 500;
    const res = await send({ title: 'Retry me', body: 'x', groupId, channels: ['sms'] }, admin.token, DEMO_ORG_ID, app);
    expect(res.statusCode, res.body).toBe(201);
    expect(gatewayCalls).toBe(0);
    const id = (res.json() as Notification).id;

    let now = Date.now() + 1000;
    await app.deps.queue.drain({ now: new Date(now) });
    let [row] = await deliveries(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'MSG91 500: Service unavailable' });
    // Not again before the backoff has passed.
    await app.deps.queue.drain({ now: new Date(now + (DELIVERY_RETRY.retryDelaySeconds - 1) * 1000) });
    expect(gatewayCalls).toBe(1);
    for (let retry = 0; retry < DELIVERY_RETRY.retryLimit; retry++) {
      now += DELIVERY_RETRY.retryDelaySeconds * 2 ** retry * 1000;
      await app.deps.queue.drain({ now: new Date(now) });
    }
    [row] = await deliveries(id);
    expect(gatewayCalls).toBe(DELIVERY_RETRY.retryLimit + 1);
    expect(row).toMatchObject({ status: 'failed', attempts: DELIVERY_RETRY.retryLimit + 1, lastError: 'MSG91 500: Service unavailable' });
    const log = (await get(`${base(DEMO_ORG_ID)}/notification/${id}/deliveries`, admin.token, app)).json().data as DeliveryLogEntry[];
    expect(log[0]).toMatchObject({ status: 'failed', lastError: 'MSG91 500: Service unavailable', attempts: 4 });
    const sent = (await get(`${base(DEMO_ORG_ID)}/sent`, admin.token, app)).json().data as SentNotification[];
    expect(sent.find((n) => n.id === id)?.deliveries.sms).toEqual({ queued: 0, sent: 0, failed: 1 });
  });

  it('a rejected request (4xx) fails at once without retries', async () => {
    const app = await t.withConfig({
      jobsPollMs: 0,
      sms: { provider: 'msg91', msg91: { authKey: 'bad', senderId: 'PRKSHA', templateId: 'tmpl', baseUrl: gatewayUrl } },
    });
    gatewayCalls = 0;
    gatewayStatus = 401;
    const id = (
      (await send({ title: 'Bad key', body: 'x', groupId, channels: ['sms'] }, admin.token, DEMO_ORG_ID, app)).json() as Notification
    ).id;
    await app.deps.queue.drain();
    const [row] = await deliveries(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lastError: 'MSG91 401: Service unavailable' });
    expect(gatewayCalls).toBe(1);
  });
});

describe('idempotency and recipients who are not users', () => {
  it('a job run again after its delivery was sent sends nothing', async () => {
    const id = ((await send({ title: 'Once', body: 'x', groupId, channels: ['sms'] })).json() as Notification).id;
    await t.app.deps.queue.drain();
    const [row] = await deliveries(id);
    expect(row.status).toBe('sent');
    const outboxBefore = await countRows(t.db, smsOutbox);
    // The same delivery's job again (as after a worker died between sending and completing).
    const again = (await t.app.deps.queue.send(DELIVER_JOB, { deliveryId: row.id }))!;
    await t.app.deps.queue.drain();
    // (Other features' jobs may run in the same drain: the guardian digest's hourly check.)
    expect((await t.db.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, again)))[0].state).toBe('completed');
    expect(await countRows(t.db, smsOutbox)).toBe(outboxBefore);
    const [after] = await deliveries(id);
    expect(after).toMatchObject({ status: 'sent', attempts: 1 });
    // And enqueuing the same delivery's job twice adds one job only.
    expect(await t.app.deps.queue.send(DELIVER_JOB, { deliveryId: row.id }, { singletonKey: row.id })).toBeNull();
  });

  it('enqueueMessages reaches a guardian by email and mobile in their language', async () => {
    const result = await enqueueMessages(t.db, t.app.deps.queue, {
      organizationId: DEMO_ORG_ID,
      source: 'attendance',
      recipients: [{ email: 'Guardian@Example.com', mobile: '09812345678', language: 'en' }],
      content: { hi: { subject: 'अनुपस्थित', text: 'आज अनुपस्थित' }, en: { subject: 'Absent', text: 'Absent today' } },
      channels: ['email', 'sms'],
    });
    expect(result).toEqual({ queued: 2, failed: 0 });
    await t.app.deps.queue.drain();
    const rows = await t.db
      .select()
      .from(messageDeliveries)
      .where(and(eq(messageDeliveries.source, 'attendance'), eq(messageDeliveries.organizationId, DEMO_ORG_ID)));
    expect(rows.map((r) => [r.channel, r.address, r.subject, r.body, r.status, r.userId]).sort()).toEqual([
      ['email', 'guardian@example.com', 'Absent', 'Absent today', 'sent', null],
      ['sms', '+919812345678', null, 'Absent today', 'sent', null],
    ]);
    const outbox = (await get(`${base(DEMO_ORG_ID)}/outbox`, admin.token)).json().data as OutboxEntry[];
    expect(outbox.filter((o) => o.source === 'attendance')).toHaveLength(2);
  });
});
