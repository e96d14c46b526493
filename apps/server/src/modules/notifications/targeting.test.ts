import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import type { CreatedNotification, Notification, ScheduledNotification, SentNotification } from '@pariksha/shared/schemas/notifications';
import { jobs, notificationReads, notifications, notificationTargets, organizations } from '../../db/schema/index.ts';
import {
  authHeader,
  countRows,
  createOrganizationWithMembers,
  createTestApp,
  DEFAULT_ORG_ID,
  DEMO_ORG_ID,
  expectError,
  signIn,
  signUp,
  unique,
  type SecondOrganization,
  type TestApp,
} from '../../test/app.ts';
import { createExamFixture } from '../attempts/test-fixtures.ts';

let t: TestApp;
let admin: AuthResponse;
/** In the batch. */
let inBatch: AuthResponse;
/** A demo student outside the batch. */
let outside: AuthResponse;
let other: SecondOrganization;
let batchId: string;
/** A group that is not a batch. */
let groupId: string;
let otherBatchId: string;
let examId: string;

const base = (orgId = DEMO_ORG_ID) => `/api/notifications/organization/${orgId}`;
const req = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: token ? authHeader(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const send = (payload: unknown, token = admin.token, orgId = DEMO_ORG_ID) => req('POST', base(orgId), token, payload);
const listOf = async (token: string, orgId = DEMO_ORG_ID) => (await req('GET', base(orgId), token)).json().data as Notification[];
const seen = async (token: string, id: string) => (await listOf(token)).find((n) => n.id === id);
const hi = { title: 'कल कक्षा नहीं होगी', body: 'अध्याय 4 दोहराएँ।' };
const en = { title: 'No class tomorrow', body: 'Revise chapter 4.' };

async function created(payload: unknown, token = admin.token, orgId = DEMO_ORG_ID) {
  const res = await send(payload, token, orgId);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CreatedNotification;
}

async function makeGroup(token: string, memberIds: string[], isBatch: boolean) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/groups',
    headers: authHeader(token),
    payload: { name: `Batch ${unique()}`, memberIds, isBatch },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** Notifications, targets and jobs: what a refused request must not have written. */
const written = async () => [await countRows(t.db, notifications), await countRows(t.db, notificationTargets), await countRows(t.db, jobs)];

beforeAll(async () => {
  t = await createTestApp({ jobsPollMs: 0 });
  admin = await signIn(t.app, 'admin');
  inBatch = await signIn(t.app, 'student');
  const [org] = await t.db.select({ code: organizations.inviteCode }).from(organizations).where(eq(organizations.id, DEMO_ORG_ID));
  outside = await signUp(t.app, { inviteCode: org.code!, preferredLanguage: 'en' });
  other = await createOrganizationWithMembers(t.app);
  batchId = await makeGroup(admin.token, [inBatch.user.id], true);
  groupId = await makeGroup(admin.token, [outside.user.id], false);
  otherBatchId = await makeGroup(other.admin.token, [other.student.user.id], true);
  examId = (await createExamFixture(t.db, { organizationId: DEMO_ORG_ID, isPublished: true })).examId;
});
afterAll(() => t?.close());

describe('both languages', () => {
  it('stores Hindi and English; the title and body are the Hindi, and readers get both', async () => {
    const n = await created({ hi, en });
    expect(n).toMatchObject({ title: hi.title, body: hi.body, translations: { hi, en }, read: true, scheduledFor: null });
    expect(await seen(inBatch.token, n.id)).toMatchObject({ title: hi.title, translations: { hi, en }, read: false });
  });

  it('takes one language alone; English only makes English the title', async () => {
    const n = await created({ en });
    expect(n).toMatchObject({ title: en.title, body: en.body, translations: { en } });
  });

  it.each([
    ['no language at all', { channels: [] }],
    ['a language with a title and no message', { hi: { title: 'शीर्षक' } }],
    ['an empty English title', { en: { title: '  ', body: 'x' } }],
    ['both the per-language text and the plain title', { hi, title: 'T', body: 'B' }],
    ['a Hindi title over 120 characters', { hi: { title: 'क'.repeat(121), body: 'x' } }],
  ])('refuses %s with 400 and writes nothing', async (_label, payload) => {
    const before = await written();
    expectError(await send(payload), 400, 'VALIDATION_FAILED');
    expect(await written()).toEqual(before);
  });

  it('answers validation errors in Hindi when asked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: base(),
      headers: { ...authHeader(admin.token), 'accept-language': 'hi' },
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('कम से कम एक भाषा में शीर्षक और संदेश लिखें');
  });
});

describe('targeting', () => {
  it('a batch: its members and staff see it, a student outside does not; the sent list names the batch', async () => {
    const n = await created({ en, audience: { kind: 'batches', groupIds: [batchId] } });
    expect(await seen(inBatch.token, n.id)).toBeDefined();
    expect(await seen(outside.token, n.id)).toBeUndefined();
    expect(await seen(admin.token, n.id)).toBeDefined();
    const sent = (await req('GET', `${base()}/sent`, admin.token)).json().data as SentNotification[];
    const mine = sent.find((s) => s.id === n.id)!;
    expect(mine.audience.kind).toBe('batches');
    expect(mine.audience.names).toHaveLength(1);
    expect(mine.groupId).toBe(batchId);
  });

  it('groups (any group) and chosen students', async () => {
    const toGroup = await created({ en, audience: { kind: 'groups', groupIds: [groupId] } });
    expect(await seen(outside.token, toGroup.id)).toBeDefined();
    expect(await seen(inBatch.token, toGroup.id)).toBeUndefined();
    const toStudent = await created({ en, audience: { kind: 'students', userIds: [inBatch.user.id] } });
    expect(await seen(inBatch.token, toStudent.id)).toBeDefined();
    expect(await seen(outside.token, toStudent.id)).toBeUndefined();
  });

  it('the whole organisation, by audience or by default', async () => {
    const n = await created({ en, audience: { kind: 'organization' } });
    expect(await seen(inBatch.token, n.id)).toBeDefined();
    expect(await seen(outside.token, n.id)).toBeDefined();
    expect((await listOf(other.student.token, other.organization.id)).map((x) => x.id)).not.toContain(n.id);
  });

  it("refuses another organisation's batch or student with 404 and writes nothing", async () => {
    const before = await written();
    expectError(await send({ en, audience: { kind: 'batches', groupIds: [batchId, otherBatchId] } }), 404, 'NOT_FOUND');
    expectError(await send({ en, audience: { kind: 'groups', groupIds: [otherBatchId] } }), 404, 'NOT_FOUND');
    expectError(await send({ en, audience: { kind: 'students', userIds: [inBatch.user.id, other.student.user.id] } }), 404, 'NOT_FOUND');
    expectError(
      await send({ en, audience: { kind: 'students', userIds: [inBatch.user.id] } }, other.admin.token, other.organization.id),
      404,
      'NOT_FOUND',
    );
    expect(await written()).toEqual(before);
  });

  it('refuses a group that is not a batch as a batch, an empty choice, a repeat, and two audiences, writing nothing', async () => {
    const before = await written();
    expectError(await send({ en, audience: { kind: 'batches', groupIds: [groupId] } }), 400, 'VALIDATION_FAILED');
    expectError(await send({ en, audience: { kind: 'batches', groupIds: [] } }), 400, 'VALIDATION_FAILED');
    expectError(await send({ en, audience: { kind: 'students', userIds: [inBatch.user.id, inBatch.user.id] } }), 400, 'VALIDATION_FAILED');
    expectError(await send({ en, groupId: batchId, audience: { kind: 'organization' } }), 400, 'VALIDATION_FAILED');
    expectError(await send({ en, audience: { kind: 'everyone' } }), 400, 'VALIDATION_FAILED');
    expect(await written()).toEqual(before);
  });
});

describe('a linked test', () => {
  it('links a published test of the organisation; readers get its id and title', async () => {
    const n = await created({ en, examId, audience: { kind: 'batches', groupIds: [batchId] } });
    expect(n.exam?.id).toBe(examId);
    expect((await seen(inBatch.token, n.id))?.exam).toEqual({ id: examId, title: expect.objectContaining({ en: expect.any(String) }) });
  });

  it("refuses an unpublished test, another organisation's and an unknown one with 400, writing nothing", async () => {
    const draft = (await createExamFixture(t.db, { organizationId: DEMO_ORG_ID, isPublished: false })).examId;
    const theirs = (await createExamFixture(t.db, { organizationId: other.organization.id, isPublished: true })).examId;
    const before = await written();
    for (const id of [draft, theirs, crypto.randomUUID()]) expectError(await send({ en, examId: id }), 400, 'VALIDATION_FAILED');
    expect(await written()).toEqual(before);
  });

  it("links the platform's public tests too", async () => {
    const platform = (await createExamFixture(t.db, { organizationId: DEFAULT_ORG_ID, isPublished: true, visibility: 'public' })).examId;
    expect((await created({ en, examId: platform })).exam?.id).toBe(platform);
  });
});

describe('read state', () => {
  it('is per user: opening marks it read for the reader only, on every later fetch', async () => {
    const n = await created({ hi });
    expect((await seen(inBatch.token, n.id))?.read).toBe(false);
    const res = await req('POST', `${base()}/notification/${n.id}/read`, inBatch.token);
    expect(res.statusCode, res.body).toBe(200);
    expect((await seen(inBatch.token, n.id))?.read).toBe(true);
    expect((await seen(outside.token, n.id))?.read).toBe(false);
    // Again is fine.
    expect((await req('POST', `${base()}/notification/${n.id}/read`, inBatch.token)).statusCode).toBe(200);
  });

  it('mark all read marks everything the user sees, and counts it', async () => {
    await created({ en });
    await created({ en, audience: { kind: 'groups', groupIds: [groupId] } });
    const unread = (await listOf(outside.token)).filter((n) => !n.read).length;
    expect(unread).toBeGreaterThanOrEqual(2);
    const res = await req('POST', `${base()}/read-all`, outside.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, marked: unread });
    expect((await listOf(outside.token)).every((n) => n.read)).toBe(true);
    expect((await req('POST', `${base()}/read-all`, outside.token)).json()).toEqual({ ok: true, marked: 0 });
    // Another reader's state is untouched.
    expect((await listOf(inBatch.token)).some((n) => !n.read)).toBe(true);
  });

  it("refuses another organisation's members with 403, its ids and ones not meant for the reader with 404, writing nothing", async () => {
    const ours = await created({ en, audience: { kind: 'batches', groupIds: [batchId] } });
    const theirs = await created({ en }, other.admin.token, other.organization.id);
    const before = await countRows(t.db, notificationReads);
    expectError(await req('POST', `${base()}/notification/${ours.id}/read`, other.student.token), 403, 'FORBIDDEN');
    expectError(await req('POST', `${base()}/read-all`, other.admin.token), 403, 'FORBIDDEN');
    expectError(await req('POST', `${base()}/notification/${theirs.id}/read`, inBatch.token), 404, 'NOT_FOUND');
    expectError(await req('POST', `${base()}/notification/${ours.id}/read`, outside.token), 404, 'NOT_FOUND');
    expectError(await req('POST', `${base()}/notification/not-an-id/read`, inBatch.token), 400, 'VALIDATION_FAILED');
    expectError(await req('POST', `${base()}/read-all`), 401, 'UNAUTHORIZED');
    expect(await countRows(t.db, notificationReads)).toBe(before);
  });
});

describe('scheduling', () => {
  const inAnHour = () => Date.now() + 3_600_000;

  it('a scheduled notification waits: nobody sees it, staff list it, and the queue sends it at its time', async () => {
    const at = inAnHour();
    const n = await created({ hi, en, examId, scheduledFor: at, audience: { kind: 'batches', groupIds: [batchId] } });
    expect(n.scheduledFor).toBe(at);
    expect(await seen(inBatch.token, n.id)).toBeUndefined();
    expect(await seen(admin.token, n.id)).toBeUndefined();
    const scheduled = (await req('GET', `${base()}/scheduled`, admin.token)).json().data as ScheduledNotification[];
    expect(scheduled.find((s) => s.id === n.id)).toMatchObject({
      scheduledFor: at,
      translations: { hi, en },
      audience: { kind: 'batches', names: [expect.any(String)] },
      exam: { id: examId },
    });
    // Not yet due: nothing happens.
    await t.app.deps.queue.drain();
    expect(await seen(inBatch.token, n.id)).toBeUndefined();
    await t.app.deps.queue.drain({ now: new Date(at + 1000) });
    const got = await seen(inBatch.token, n.id);
    expect(got).toMatchObject({ read: false, exam: { id: examId } });
    expect(await seen(outside.token, n.id)).toBeUndefined();
    expect(((await req('GET', `${base()}/scheduled`, admin.token)).json().data as ScheduledNotification[]).map((s) => s.id)).not.toContain(
      n.id,
    );
  });

  it('a cancelled one is never sent; cancelling twice or after sending is a 409', async () => {
    const at = inAnHour();
    const n = await created({ en, scheduledFor: at });
    const res = await req('DELETE', `${base()}/scheduled/${n.id}`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(((await req('GET', `${base()}/scheduled`, admin.token)).json().data as ScheduledNotification[]).map((s) => s.id)).not.toContain(
      n.id,
    );
    await t.app.deps.queue.drain({ now: new Date(at + 1000) });
    expect(await seen(inBatch.token, n.id)).toBeUndefined();
    expectError(await req('DELETE', `${base()}/scheduled/${n.id}`, admin.token), 409, 'CONFLICT');
    const now = await created({ en });
    expectError(await req('DELETE', `${base()}/scheduled/${now.id}`, admin.token), 409, 'CONFLICT');
  });

  it.each([
    ['a time in the past', () => Date.now() - 60_000],
    ['more than a year ahead', () => Date.now() + 400 * 86_400_000],
  ])('refuses %s with 400 and writes nothing', async (_label, at) => {
    const before = await written();
    expectError(await send({ en, scheduledFor: at() }), 400, 'VALIDATION_FAILED');
    expect(await written()).toEqual(before);
  });

  it("refuses students and another organisation's staff the scheduled list and cancelling; another organisation's id is a 404", async () => {
    const n = await created({ en, scheduledFor: inAnHour() });
    const theirs = await created({ en, scheduledFor: inAnHour() }, other.admin.token, other.organization.id);
    expectError(await req('GET', `${base()}/scheduled`, inBatch.token), 403, 'FORBIDDEN');
    expectError(await req('GET', `${base()}/scheduled`, other.admin.token), 403, 'FORBIDDEN');
    expectError(await req('DELETE', `${base()}/scheduled/${n.id}`, inBatch.token), 403, 'FORBIDDEN');
    expectError(await req('DELETE', `${base()}/scheduled/${n.id}`, other.admin.token), 403, 'FORBIDDEN');
    expectError(await req('DELETE', `${base()}/scheduled/${theirs.id}`, admin.token), 404, 'NOT_FOUND');
    const [row] = await t.db.select({ status: notifications.status }).from(notifications).where(eq(notifications.id, n.id));
    expect(row.status).toBe('scheduled');
  });
});
