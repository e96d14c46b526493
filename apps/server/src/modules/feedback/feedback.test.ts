import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import type { FeedbackItem } from '@pariksha/shared/schemas/feedback';
import { feedback } from '../../db/schema/index.ts';
import { authHeader, countRows, createTestApp, expectError, signIn, unique, type TestApp } from '../../test/app.ts';

let t: TestApp;
let su: AuthResponse;
let admin: AuthResponse;
let student: AuthResponse;

beforeAll(async () => {
  t = await createTestApp();
  su = await signIn(t.app, 'superadmin');
  admin = await signIn(t.app, 'admin');
  student = await signIn(t.app, 'student');
});
afterAll(() => t?.close());

// The public form is limited to 10 posts a minute per address; each call gets its own address.
let ipCounter = 0;
const freshIp = () => `198.51.100.${(ipCounter++ % 250) + 1}`;

const valid = (over: Record<string, unknown> = {}) => ({
  formType: 'contact-us',
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  phone: '9876543210',
  subject: 'Batch timings',
  message: 'When does the next SSC batch start?',
  ...over,
});
const submit = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/feedback', payload: payload as object, headers: { 'x-forwarded-for': freshIp(), ...headers } });
const listFeedback = (query: string, token = su.token) =>
  t.app.inject({ method: 'GET', url: `/api/feedback${query}`, headers: authHeader(token) });
const patch = (id: string, payload: unknown, token = su.token) =>
  t.app.inject({ method: 'PATCH', url: `/api/feedback/${id}`, payload: payload as object, headers: authHeader(token) });
const row = async (id: string) => (await t.db.select().from(feedback).where(eq(feedback.id, id)))[0];

describe('POST /api/feedback (public)', () => {
  it('stores a contact-us message from a signed-out visitor', async () => {
    const res = await submit(valid());
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json() as FeedbackItem;
    expect(item).toMatchObject({ formType: 'contact-us', name: 'Ravi Kumar', phone: '9876543210', handled: false });
    expect((await row(item.id)).userId).toBeNull();
  });

  it('stores feedback from a signed-in user with their id, and an empty phone as null', async () => {
    const res = await submit(valid({ formType: 'feedback', phone: '' }), authHeader(student.token));
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json() as FeedbackItem;
    expect(item).toMatchObject({ formType: 'feedback', phone: null });
    expect((await row(item.id)).userId).toBe(student.user.id);
  });

  it.each([
    ['an unknown form type', { formType: 'complaint' }],
    ['a short name', { name: 'R' }],
    ['a bad email', { email: 'ravi@' }],
    ['a bad phone', { phone: '12ab' }],
    ['a short subject', { subject: 'Hi' }],
    ['a short message', { message: 'Too short' }],
    ['a message over 3000 characters', { message: 'x'.repeat(3001) }],
    ['a missing email', { email: undefined }],
  ])('refuses %s with 400 VALIDATION_FAILED and writes nothing', async (_label, change) => {
    const before = await countRows(t.db, feedback);
    expectError(await submit(valid(change)), 400, 'VALIDATION_FAILED');
    expect(await countRows(t.db, feedback)).toBe(before);
  });

  it('limits one address to 10 messages a minute with 429 RATE_LIMITED', async () => {
    const ip = '192.0.2.44';
    for (let i = 0; i < 10; i++) expect((await submit(valid(), { 'x-forwarded-for': ip })).statusCode).toBe(201);
    const before = await countRows(t.db, feedback);
    expectError(await submit(valid(), { 'x-forwarded-for': ip }), 429, 'RATE_LIMITED');
    expect(await countRows(t.db, feedback)).toBe(before);
  });
});

describe('GET /api/feedback (superAdmin)', () => {
  const marker = unique('m');
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const make = async (key: string, over: Record<string, unknown>) => {
      const res = await submit(valid({ subject: `Subject ${marker}`, ...over }));
      ids[key] = res.json().id;
    };
    await make('contact', { formType: 'contact-us' });
    await make('feedback', { formType: 'feedback' });
    await make('byEmail', { formType: 'feedback', subject: 'Unrelated', email: `${marker}@example.com` });
    await make('wild', { formType: 'contact-us', subject: 'Percent 100%_\\ sign', message: `Literal wildcards ${marker}` });
    await patch(ids.feedback, { handled: true });
  });

  it('lists newest first with a total', async () => {
    const res = await listFeedback(`?q=${marker}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: FeedbackItem[]; total: number };
    expect(body.total).toBe(4);
    expect(body.data.map((d) => d.id)).toEqual([ids.wild, ids.byEmail, ids.feedback, ids.contact]);
  });

  it('filters by formType, handled and q (name, email, subject or message, case-insensitive)', async () => {
    const ids_ = async (query: string) => ((await listFeedback(query)).json().data as FeedbackItem[]).map((d) => d.id).sort();
    expect(await ids_(`?q=${marker}&formType=feedback`)).toEqual([ids.feedback, ids.byEmail].sort());
    expect(await ids_(`?q=${marker}&handled=true`)).toEqual([ids.feedback]);
    expect(await ids_(`?q=${marker}&handled=false&formType=contact-us`)).toEqual([ids.contact, ids.wild].sort());
    expect(await ids_(`?q=${marker.toUpperCase()}`)).toHaveLength(4);
    // % and _ in q are matched literally, not as wildcards.
    expect(await ids_(`?q=${encodeURIComponent('100%_')}`)).toEqual([ids.wild]);
    expect(await ids_(`?q=${encodeURIComponent('%')}&formType=feedback`)).toEqual([]);
  });

  it('paginates', async () => {
    const page1 = (await listFeedback(`?q=${marker}&limit=3&page=1`)).json();
    const page2 = (await listFeedback(`?q=${marker}&limit=3&page=2`)).json();
    expect(page1.data).toHaveLength(3);
    expect(page2.data).toHaveLength(1);
    expect(page1.total).toBe(4);
    expect(page2.data[0].id).toBe(ids.contact);
  });

  it.each(['?formType=complaint', '?handled=yes', '?limit=0', '?limit=101', '?page=0', `?q=${'x'.repeat(101)}`])(
    'refuses %s with 400 VALIDATION_FAILED',
    async (query) => {
      expectError(await listFeedback(query), 400, 'VALIDATION_FAILED');
    },
  );

  it('refuses admins and students with 403 and signed-out callers with 401', async () => {
    expectError(await listFeedback('', admin.token), 403, 'FORBIDDEN');
    expectError(await listFeedback('', student.token), 403, 'FORBIDDEN');
    expectError(await t.app.inject({ method: 'GET', url: '/api/feedback' }), 401, 'UNAUTHORIZED');
  });
});

describe('PATCH /api/feedback/:id (superAdmin)', () => {
  it('marks a message handled and back, recording who handled it', async () => {
    const id = (await submit(valid())).json().id;
    const done = await patch(id, { handled: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id, handled: true });
    expect(await row(id)).toMatchObject({ handled: true, handledBy: su.user.id, handledAt: expect.any(Date) });
    const undone = await patch(id, { handled: false });
    expect(undone.json().handled).toBe(false);
    expect(await row(id)).toMatchObject({ handled: false, handledBy: null, handledAt: null });
  });

  it('refuses bad input with 400 and changes nothing; an unknown id is 404', async () => {
    const id = (await submit(valid())).json().id;
    const before = await row(id);
    expectError(await patch(id, { handled: 'yes' }), 400, 'VALIDATION_FAILED');
    expectError(await patch(id, {}), 400, 'VALIDATION_FAILED');
    expectError(await patch('not-a-uuid', { handled: true }), 400, 'VALIDATION_FAILED');
    expect(await row(id)).toEqual(before);
    expectError(await patch(crypto.randomUUID(), { handled: true }), 404, 'NOT_FOUND');
  });

  it('refuses admins and students with 403 and signed-out callers with 401, changing nothing', async () => {
    const id = (await submit(valid())).json().id;
    expectError(await patch(id, { handled: true }, admin.token), 403, 'FORBIDDEN');
    expectError(await patch(id, { handled: true }, student.token), 403, 'FORBIDDEN');
    expectError(await t.app.inject({ method: 'PATCH', url: `/api/feedback/${id}`, payload: { handled: true } }), 401, 'UNAUTHORIZED');
    expect((await row(id)).handled).toBe(false);
  });
});
