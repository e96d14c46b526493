import { eq, and } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import type { GroupDetail, GroupList, GroupMessageList, MemberCandidateList } from '@pariksha/shared/schemas/groups';
import { groupMembers, groupMessageReactions, groupMessages, users } from '../../db/schema/index.ts';
import {
  authHeader,
  createOrganizationWithMembers,
  createTestApp,
  expectError,
  signIn,
  signUp,
  unique,
  type SecondOrganization,
  type TestApp,
} from '../../test/app.ts';

let t: TestApp;
let admin: AuthResponse; // Demo Institute admin (owner)
let teacher: AuthResponse; // Demo Institute teacher
let priya: AuthResponse; // Demo Institute student (seeded)
let ravi: AuthResponse; // Demo Institute students signed up here
let meera: AuthResponse;
let outsider: AuthResponse; // Demo Institute student in no group
let learner: AuthResponse; // default organisation student
let other: SecondOrganization;

const demoStudent = async (name: string) => {
  const s = await signUp(t.app, { inviteCode: 'DEMO2026', name });
  return s;
};

beforeAll(async () => {
  t = await createTestApp();
  [admin, priya, learner] = await Promise.all([signIn(t.app, 'admin'), signIn(t.app, 'student'), signIn(t.app, 'learner')]);
  [ravi, meera, outsider] = await Promise.all([demoStudent('Ravi Yadav'), demoStudent('Meera Nair'), demoStudent('Outsider Student')]);
  const future = await signUp(t.app, { inviteCode: 'DEMO2026', name: 'Kavita Teacher' });
  await t.db.update(users).set({ orgRole: 'teacher' }).where(eq(users.id, future.user.id));
  teacher = await signIn(t.app, future.user.username, future.password);
  other = await createOrganizationWithMembers(t.app);
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, who: AuthResponse | null, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: who ? authHeader(who.token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function createGroup(who: AuthResponse = admin, body: Record<string, unknown> = {}): Promise<GroupDetail> {
  const res = await call('POST', '/api/groups', who, {
    name: `Batch ${unique()}`,
    memberIds: [priya.user.id, ravi.user.id],
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function list(who: AuthResponse): Promise<GroupList> {
  const res = await call('GET', '/api/groups', who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

let n = 0;
/** A stored message, as the chat's sendMessage will store it. */
async function post(
  groupId: string,
  sender: AuthResponse,
  text = `message ${n++}`,
  extra: Partial<typeof groupMessages.$inferInsert> = {},
) {
  const [m] = await t.db
    .insert(groupMessages)
    .values({ groupId, senderId: sender.user.id, clientId: unique('c'), text, ...extra })
    .returning();
  return m!;
}

const markRead = (groupId: string, who: AuthResponse, message: { id: string; seq: number }) =>
  t.db
    .update(groupMembers)
    .set({ lastReadMessageId: message.id, lastReadSeq: message.seq })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, who.user.id)));

describe('POST /api/groups', () => {
  it('lets an admin create a batch group with two students; the admin joins as moderator', async () => {
    const g = await createGroup(admin, { name: '  SSC CGL Morning Batch ', description: 'सुबह 7 बजे', isBatch: true });
    expect(g).toMatchObject({
      name: 'SSC CGL Morning Batch',
      description: 'सुबह 7 बजे',
      isBatch: true,
      announcementsOnly: false,
      archived: false,
      archivedAt: null,
      memberCount: 3,
      unreadCount: 0,
      lastMessage: null,
      myRole: 'moderator',
      canManage: true,
      canPost: true,
      canArchive: true,
    });
    expect(g.members.map((m) => [m.name, m.role, m.isStaff])).toEqual([
      ['Rajesh Verma', 'moderator', true],
      ['Priya Singh', 'member', false],
      ['Ravi Yadav', 'member', false],
    ]);
  });

  it('lets a teacher create one; repeated and own ids count once', async () => {
    const g = await createGroup(teacher, { memberIds: [priya.user.id, priya.user.id, teacher.user.id], announcementsOnly: true });
    expect(g.memberCount).toBe(2);
    expect(g).toMatchObject({ announcementsOnly: true, isBatch: false, description: null });
  });

  it('refuses students with 403', async () => {
    const res = await call('POST', '/api/groups', priya, { name: 'Mine', memberIds: [] });
    expect(expectError(res, 403, 'FORBIDDEN').message).toBe('Only admins and teachers can create groups');
  });

  it("refuses another organisation's people and unknown ids with 400 naming them, storing nothing", async () => {
    const before = (await list(other.admin)).data.length;
    const res = await call('POST', '/api/groups', other.admin, { name: 'Poach', memberIds: [other.student.user.id, priya.user.id] });
    const error = expectError(res, 400, 'VALIDATION_FAILED');
    expect(error.details).toEqual({ userIds: [priya.user.id] });
    const unknown = '00000000-0000-4000-8000-000000000001';
    expect(
      expectError(await call('POST', '/api/groups', admin, { name: 'X', memberIds: [unknown] }), 400, 'VALIDATION_FAILED').details,
    ).toEqual({
      userIds: [unknown],
    });
    expect((await list(other.admin)).data.length).toBe(before);
  });

  it('refuses a deactivated account and the superAdmin as members', async () => {
    const gone = await demoStudent('Gone Student');
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, gone.user.id));
    const res = await call('POST', '/api/groups', admin, { name: 'X', memberIds: [gone.user.id] });
    expect(expectError(res, 400, 'VALIDATION_FAILED').details).toEqual({ userIds: [gone.user.id] });
  });

  it.each([
    [{ memberIds: [] }, 'name'],
    [{ name: '   ', memberIds: [] }, 'name'],
    [{ name: 'x'.repeat(101), memberIds: [] }, 'name'],
    [{ name: 'X', description: 'x'.repeat(501), memberIds: [] }, 'description'],
    [{ name: 'X' }, 'memberIds'],
    [{ name: 'X', memberIds: ['not-a-uuid'] }, 'memberIds.0'],
    [{ name: 'X', memberIds: 'abc' }, 'memberIds'],
    [{ name: 'X', memberIds: [], isBatch: 'yes' }, 'isBatch'],
  ])('refuses %j with 400 on %s', async (payload, field) => {
    const error = expectError(await call('POST', '/api/groups', admin, payload), 400, 'VALIDATION_FAILED');
    expect((error.details as { fields: { field: string }[] }).fields[0]!.field).toBe(field);
  });

  it('answers in Hindi when asked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/groups',
      headers: { ...authHeader(admin.token), 'accept-language': 'hi' },
      payload: { name: 'X', description: 'x'.repeat(501), memberIds: [] },
    });
    expect(res.json().error.message).toBe('description: विवरण अधिकतम 500 अक्षरों का हो सकता है');
  });
});

describe('GET /api/groups', () => {
  it('shows students their groups and staff every group of the organisation, never another organisation’s', async () => {
    const mine = await createGroup(teacher, { memberIds: [ravi.user.id] });
    const othersGroup = await createGroup(other.admin, { memberIds: [other.student.user.id] });
    const ids = async (who: AuthResponse) => (await list(who)).data.map((g) => g.id);
    expect(await ids(ravi)).toContain(mine.id);
    expect(await ids(meera)).not.toContain(mine.id);
    expect(await ids(admin)).toContain(mine.id); // staff, though not a member
    expect(await ids(admin)).not.toContain(othersGroup.id);
    expect(await ids(other.student)).toEqual([othersGroup.id]);
    expect(await ids(learner)).toEqual([]);
    const seenByAdmin = (await list(admin)).data.find((g) => g.id === mine.id)!;
    expect(seenByAdmin).toMatchObject({ myRole: null, canManage: true, unreadCount: 0 });
  });

  it('counts unread messages from others after the last read one, and orders by newest activity', async () => {
    const a = await createGroup(admin, { memberIds: [meera.user.id] });
    const b = await createGroup(admin, { memberIds: [meera.user.id] });
    const m1 = await post(a.id, admin, 'पहला संदेश');
    await post(a.id, admin, 'second');
    await post(a.id, meera, 'my own message does not count');
    const deleted = await post(a.id, admin, 'deleted', { deletedAt: new Date() });
    let mine = (await list(meera)).data;
    // a has the newest message; b has none and was created after a's creation but before its messages.
    expect(mine.map((g) => g.id).slice(0, 2)).toEqual([a.id, b.id]);
    expect(mine[0]).toMatchObject({
      unreadCount: 2,
      memberCount: 2,
      lastMessage: { id: deleted.id, text: null, deleted: true, senderName: 'Rajesh Verma' },
    });
    expect(mine[1]).toMatchObject({ unreadCount: 0, lastMessage: null });

    await markRead(a.id, meera, m1);
    await post(b.id, admin, 'b is newer now');
    mine = (await list(meera)).data;
    expect(mine.map((g) => g.id).slice(0, 2)).toEqual([b.id, a.id]);
    expect(mine[0]).toMatchObject({ unreadCount: 1, lastMessage: { text: 'b is newer now', deleted: false } });
    expect(mine[1]!.unreadCount).toBe(1);
    // For the admin only Meera's message is unread: their own never count.
    expect((await list(admin)).data.find((g) => g.id === a.id)!.unreadCount).toBe(1);
  });
});

describe('one group: read, change, members', () => {
  it('GET /api/groups/:groupId shows a member the group and refuses non-members and other organisations with 404', async () => {
    const g = await createGroup();
    expect((await call('GET', `/api/groups/${g.id}`, ravi)).json()).toMatchObject({
      id: g.id,
      myRole: 'member',
      canManage: false,
      canPost: true,
    });
    expect((await call('GET', `/api/groups/${g.id}`, teacher)).json()).toMatchObject({ myRole: null, canManage: true });
    for (const who of [outsider, learner, other.admin, other.student]) {
      expectError(await call('GET', `/api/groups/${g.id}`, who), 404, 'NOT_FOUND');
    }
    expectError(await call('GET', '/api/groups/not-a-uuid', admin), 400, 'VALIDATION_FAILED');
    expectError(await call('GET', '/api/groups/00000000-0000-4000-8000-000000000009', admin), 404, 'NOT_FOUND');
  });

  it('PATCH renames; a member who is not a moderator is refused, a moderator may rename but not change the batch flag', async () => {
    const g = await createGroup();
    const renamed = await call('PATCH', `/api/groups/${g.id}`, admin, { name: 'Renamed', description: '' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Renamed', description: null });
    expectError(await call('PATCH', `/api/groups/${g.id}`, ravi, { name: 'Mine now' }), 403, 'FORBIDDEN');
    expectError(await call('PATCH', `/api/groups/${g.id}`, admin, {}), 400, 'VALIDATION_FAILED');
    expectError(await call('PATCH', `/api/groups/${g.id}`, admin, { name: '' }), 400, 'VALIDATION_FAILED');

    const promoted = await call('PATCH', `/api/groups/${g.id}/members/${ravi.user.id}`, admin, { role: 'moderator' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().members.find((m: { id: string }) => m.id === ravi.user.id).role).toBe('moderator');
    expect((await call('PATCH', `/api/groups/${g.id}`, ravi, { name: 'By Ravi', announcementsOnly: true })).json()).toMatchObject({
      name: 'By Ravi',
      announcementsOnly: true,
    });
    expectError(await call('PATCH', `/api/groups/${g.id}`, ravi, { isBatch: true }), 403, 'FORBIDDEN');
    expectError(await call('PATCH', `/api/groups/${g.id}/members/${ravi.user.id}`, admin, { role: 'owner' }), 400, 'VALIDATION_FAILED');
  });

  it('adds and removes members; a moderator cannot remove or demote another moderator; anyone may leave', async () => {
    const g = await createGroup(admin, { memberIds: [priya.user.id] });
    const added = await call('POST', `/api/groups/${g.id}/members`, admin, { userIds: [ravi.user.id, meera.user.id, ravi.user.id] });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().memberCount).toBe(4);
    // Adding someone already in is no error.
    expect((await call('POST', `/api/groups/${g.id}/members`, admin, { userIds: [ravi.user.id] })).json().memberCount).toBe(4);
    expectError(await call('POST', `/api/groups/${g.id}/members`, admin, { userIds: [] }), 400, 'VALIDATION_FAILED');
    expectError(await call('POST', `/api/groups/${g.id}/members`, admin, { userIds: [other.student.user.id] }), 400, 'VALIDATION_FAILED');
    expectError(await call('POST', `/api/groups/${g.id}/members`, priya, { userIds: [outsider.user.id] }), 403, 'FORBIDDEN');

    await call('PATCH', `/api/groups/${g.id}/members/${priya.user.id}`, admin, { role: 'moderator' });
    await call('PATCH', `/api/groups/${g.id}/members/${ravi.user.id}`, admin, { role: 'moderator' });
    // Priya (moderator) may add and remove plain members...
    expect((await call('POST', `/api/groups/${g.id}/members`, priya, { userIds: [outsider.user.id] })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/groups/${g.id}/members/${outsider.user.id}`, priya)).json()).toEqual({ ok: true });
    // ...but not another moderator.
    expectError(await call('DELETE', `/api/groups/${g.id}/members/${ravi.user.id}`, priya), 403, 'FORBIDDEN');
    expectError(await call('PATCH', `/api/groups/${g.id}/members/${ravi.user.id}`, priya, { role: 'member' }), 403, 'FORBIDDEN');
    // Meera leaves on her own, and the group is gone for her.
    expect((await call('DELETE', `/api/groups/${g.id}/members/${meera.user.id}`, meera)).json()).toEqual({ ok: true });
    expectError(await call('GET', `/api/groups/${g.id}`, meera), 404, 'NOT_FOUND');
    expect((await list(meera)).data.map((x) => x.id)).not.toContain(g.id);
    expectError(await call('DELETE', `/api/groups/${g.id}/members/${meera.user.id}`, admin), 404, 'NOT_FOUND');
    expectError(await call('PATCH', `/api/groups/${g.id}/members/${outsider.user.id}`, admin, { role: 'moderator' }), 404, 'NOT_FOUND');
  });

  it('DELETE archives: history stays readable, nothing changes any more; only staff archive', async () => {
    const g = await createGroup();
    const m = await post(g.id, admin, 'last words');
    expectError(await call('DELETE', `/api/groups/${g.id}`, priya), 403, 'FORBIDDEN');
    const archived = await call('DELETE', `/api/groups/${g.id}`, admin);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json()).toMatchObject({ archived: true, canPost: false, canArchive: false, canManage: true });
    expect(archived.json().archivedAt).toEqual(expect.any(String));
    // Archiving again changes nothing.
    expect((await call('DELETE', `/api/groups/${g.id}`, admin)).json().archivedAt).toBe(archived.json().archivedAt);

    expectError(await call('PATCH', `/api/groups/${g.id}`, admin, { name: 'Again' }), 409, 'CONFLICT');
    expectError(await call('POST', `/api/groups/${g.id}/members`, admin, { userIds: [meera.user.id] }), 409, 'CONFLICT');
    expectError(await call('PATCH', `/api/groups/${g.id}/members/${priya.user.id}`, admin, { role: 'moderator' }), 409, 'CONFLICT');
    expectError(await call('DELETE', `/api/groups/${g.id}/members/${priya.user.id}`, admin), 409, 'CONFLICT');
    expectError(await call('DELETE', `/api/groups/${g.id}/members/${priya.user.id}`, priya), 409, 'CONFLICT');

    const history: GroupMessageList = (await call('GET', `/api/groups/${g.id}/messages`, priya)).json();
    expect(history.data.map((x) => x.id)).toEqual([m.id]);
    const inList = (await list(priya)).data.find((x) => x.id === g.id)!;
    expect(inList).toMatchObject({ archived: true, lastMessage: { text: 'last words' } });
  });
});

describe('GET /api/groups/:groupId/messages', () => {
  it('pages newest first with `before`, and says when there is more', async () => {
    const g = await createGroup();
    const sent = [];
    for (let i = 0; i < 7; i++) sent.push(await post(g.id, i % 2 ? priya : admin, `m${i}`));
    const page = async (query: string) => {
      const res = await call('GET', `/api/groups/${g.id}/messages${query}`, ravi);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as GroupMessageList;
    };
    const p1 = await page('?limit=3');
    expect(p1.data.map((m) => m.text)).toEqual(['m6', 'm5', 'm4']);
    expect(p1.hasMore).toBe(true);
    const p2 = await page(`?limit=3&before=${p1.data[2]!.id}`);
    expect(p2.data.map((m) => m.text)).toEqual(['m3', 'm2', 'm1']);
    const p3 = await page(`?limit=3&before=${p2.data[2]!.id}`);
    expect(p3).toMatchObject({ hasMore: false, data: [{ text: 'm0' }] });
    expect((await page('')).data.length).toBe(7);
    expect(p1.data[1]).toMatchObject({ groupId: g.id, sender: { id: priya.user.id, name: 'Priya Singh' }, edited: false, deleted: false });
  });

  it('shows reply quotes, reactions, edits and read receipts; withholds deleted text', async () => {
    const g = await createGroup(admin, { memberIds: [priya.user.id, ravi.user.id, meera.user.id] });
    const question = await post(g.id, priya, 'प्रश्न 5 का उत्तर क्या है? 🤔');
    const answer = await post(g.id, admin, 'उत्तर (B) है', { replyToId: question.id, editedAt: new Date() });
    const gone = await post(g.id, ravi, 'oops', { deletedAt: new Date() });
    const replyToGone = await post(g.id, meera, 'what did you say?', { replyToId: gone.id });
    await t.db.insert(groupMessageReactions).values([
      { messageId: answer.id, userId: priya.user.id, emoji: '👍' },
      { messageId: answer.id, userId: ravi.user.id, emoji: '👍' },
      { messageId: answer.id, userId: ravi.user.id, emoji: '🙏' },
    ]);
    await markRead(g.id, priya, answer);
    await markRead(g.id, ravi, replyToGone);

    const res = await call('GET', `/api/groups/${g.id}/messages`, ravi);
    const byId = new Map((res.json() as GroupMessageList).data.map((m) => [m.id, m]));
    expect(byId.get(question.id)).toMatchObject({ text: 'प्रश्न 5 का उत्तर क्या है? 🤔', seenCount: 1, replyTo: null }); // Ravi; the admin has read nothing
    expect(byId.get(answer.id)).toMatchObject({
      edited: true,
      editedAt: expect.any(String),
      replyTo: { id: question.id, senderName: 'Priya Singh', text: 'प्रश्न 5 का उत्तर क्या है? 🤔', deleted: false },
      reactions: [
        { emoji: '👍', count: 2, reactedByMe: true },
        { emoji: '🙏', count: 1, reactedByMe: true },
      ],
      seenCount: 2, // Priya and Ravi; the admin wrote it
    });
    expect(byId.get(gone.id)).toMatchObject({ text: null, deleted: true, reactions: [] });
    expect(byId.get(replyToGone.id)).toMatchObject({ replyTo: { id: gone.id, text: null, deleted: true }, seenCount: 1 });
    expect(res.body).not.toContain('oops');
  });

  it('refuses bad paging and a cursor from another group', async () => {
    const g = await createGroup();
    const elsewhere = await createGroup();
    const foreign = await post(elsewhere.id, admin);
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?before=nope']) {
      expectError(await call('GET', `/api/groups/${g.id}/messages${query}`, admin), 400, 'VALIDATION_FAILED');
    }
    expectError(await call('GET', `/api/groups/${g.id}/messages?before=${foreign.id}`, admin), 400, 'VALIDATION_FAILED');
  });
});

describe('GET /api/groups/member-candidates', () => {
  it("searches the caller's organisation's active people by name, username or email, paged", async () => {
    const res = await call('GET', '/api/groups/member-candidates?search=ravi', admin);
    expect(res.statusCode, res.body).toBe(200);
    const found: MemberCandidateList = res.json();
    expect(found.data.map((c) => c.id)).toContain(ravi.user.id);
    expect(found.data.every((c) => c.name.toLowerCase().includes('ravi') || c.username.includes('ravi'))).toBe(true);
    const all: MemberCandidateList = (await call('GET', '/api/groups/member-candidates?limit=2', admin)).json();
    expect(all.data.length).toBe(2);
    expect(all.total).toBeGreaterThan(4);
    const page2: MemberCandidateList = (await call('GET', '/api/groups/member-candidates?limit=2&page=2', admin)).json();
    expect(page2.data[0]!.id).not.toBe(all.data[0]!.id);
    // Another organisation's people never appear.
    const theirs: MemberCandidateList = (
      await call('GET', `/api/groups/member-candidates?search=${other.student.user.username}`, admin)
    ).json();
    expect(theirs.data).toEqual([]);
    // LIKE wildcards are searched for literally.
    expect((await call('GET', '/api/groups/member-candidates?search=%25', admin)).json().data).toEqual([]);
    expectError(await call('GET', `/api/groups/member-candidates?search=${'x'.repeat(101)}`, admin), 400, 'VALIDATION_FAILED');
  });

  it('lets a moderator search only for a group they moderate, marking its members', async () => {
    const g = await createGroup(admin, { memberIds: [priya.user.id, ravi.user.id] });
    expectError(await call('GET', '/api/groups/member-candidates', priya), 403, 'FORBIDDEN');
    expectError(await call('GET', `/api/groups/member-candidates?groupId=${g.id}`, priya), 403, 'FORBIDDEN');
    await call('PATCH', `/api/groups/${g.id}/members/${priya.user.id}`, admin, { role: 'moderator' });
    const res = await call('GET', `/api/groups/member-candidates?groupId=${g.id}&limit=50`, priya);
    expect(res.statusCode, res.body).toBe(200);
    const data = (res.json() as MemberCandidateList).data;
    expect(data.find((c) => c.id === ravi.user.id)?.isMember).toBe(true);
    expect(data.find((c) => c.id === meera.user.id)?.isMember).toBe(false);
    expectError(await call('GET', `/api/groups/member-candidates?groupId=${g.id}`, other.admin), 404, 'NOT_FOUND');
  });
});

describe('tenancy: every group route refuses another organisation and non-members', () => {
  it.each([
    ['GET', ''],
    ['PATCH', '', { name: 'Taken over' }],
    ['DELETE', ''],
    ['POST', '/members', { userIds: [] }],
    ['PATCH', '/members/:member', { role: 'moderator' }],
    ['DELETE', '/members/:member'],
    ['GET', '/messages'],
  ] as [Method, string, unknown?][])('%s /api/groups/:groupId%s', async (method, suffix, payload) => {
    const g = await createGroup(admin, { memberIds: [priya.user.id] });
    await post(g.id, admin, 'secret');
    const url = `/api/groups/${g.id}${suffix.replace(':member', priya.user.id)}`;
    for (const who of [other.admin, other.student, outsider, learner]) {
      const body = payload && typeof payload === 'object' && 'userIds' in payload ? { userIds: [who.user.id] } : payload;
      const res = await call(method, url, who, body);
      expect([403, 404], `${method} ${url} by ${who.user.username}: ${res.body}`).toContain(res.statusCode);
      expect(res.body).not.toContain('secret');
    }
    // Nothing changed.
    const after: GroupDetail = (await call('GET', `/api/groups/${g.id}`, admin)).json();
    expect(after).toMatchObject({ name: g.name, archived: false, memberCount: 2 });
    expect(after.members.find((m) => m.id === priya.user.id)?.role).toBe('member');
  });

  it('answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/groups'],
      ['POST', '/api/groups'],
      ['GET', '/api/groups/member-candidates'],
    ] as [Method, string][]) {
      expectError(await call(method, url, null, method === 'POST' ? {} : undefined), 401, 'UNAUTHORIZED');
    }
  });

  it('documents the routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/groups',
      '/api/groups/member-candidates',
      '/api/groups/{groupId}',
      '/api/groups/{groupId}/members',
      '/api/groups/{groupId}/members/{userId}',
      '/api/groups/{groupId}/messages',
    ]) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
  });
});
