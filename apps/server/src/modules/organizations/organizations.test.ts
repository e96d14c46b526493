import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { files, organizations, users } from '../../db/schema/index.ts';
import {
  authHeader,
  countRows,
  createOrganizationWithMembers,
  createTestApp,
  DEFAULT_ORG_ID,
  DEMO_ORG_ID,
  expectError,
  multipart,
  signIn,
  signUp,
  TINY_PNG,
  unique,
  type SecondOrganization,
  type TestApp,
} from '../../test/app.ts';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';

let t: TestApp;
let su: AuthResponse;
let admin: AuthResponse; // Demo Institute's admin
let student: AuthResponse; // Demo Institute's student
let other: SecondOrganization;

beforeAll(async () => {
  t = await createTestApp();
  su = await signIn(t.app, 'superadmin');
  admin = await signIn(t.app, 'admin');
  student = await signIn(t.app, 'student');
  other = await createOrganizationWithMembers(t.app);
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: token ? authHeader(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const orgRow = async (id: string) => (await t.db.select().from(organizations).where(eq(organizations.id, id)))[0];

describe('GET /api/organizations', () => {
  it('lists every organisation with member counts and admins for superAdmin', async () => {
    const res = await call('GET', '/api/organizations', su.token);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Array<{ id: string; memberCount: number; admins: { email: string }[]; inviteCode: string }>;
    const ids = list.map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining([DEFAULT_ORG_ID, DEMO_ORG_ID, other.organization.id]));
    const demo = list.find((o) => o.id === DEMO_ORG_ID)!;
    expect(demo.memberCount).toBeGreaterThanOrEqual(2);
    expect(demo.admins.map((a) => a.email)).toContain('admin@example.com');
    expect(demo.inviteCode).toBe('DEMO2026');
    const second = list.find((o) => o.id === other.organization.id)!;
    expect(second.memberCount).toBe(2);
    expect(second.admins.map((a) => a.email)).toEqual([other.admin.user.email]);
  });

  it('refuses admins and students with 403 and signed-out callers with 401', async () => {
    expectError(await call('GET', '/api/organizations', admin.token), 403, 'FORBIDDEN');
    expectError(await call('GET', '/api/organizations', student.token), 403, 'FORBIDDEN');
    expectError(await call('GET', '/api/organizations'), 401, 'UNAUTHORIZED');
  });
});

describe('POST /api/organizations', () => {
  it('creates an organisation with an invite code and defaults', async () => {
    const res = await call('POST', '/api/organizations', su.token, {
      name: '  Lakshya Academy ',
      email: 'office@lakshya.example.com',
      socialMedia: { youtube: 'https://youtube.com/@lakshya', twitter: '' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Lakshya Academy',
      email: 'office@lakshya.example.com',
      timeZone: 'Asia/Kolkata',
      socialMedia: { youtube: 'https://youtube.com/@lakshya' },
      memberCount: 0,
      admins: [],
      logoUrl: null,
      trialEndsAt: null,
    });
    expect(body.socialMedia).not.toHaveProperty('twitter');
    expect(body.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(await orgRow(body.id)).toBeDefined();
  });

  it.each([
    ['a one-letter name', { name: 'X' }],
    ['a bad email', { name: 'Valid Name', email: 'nope' }],
    ['an unknown time zone', { name: 'Valid Name', timeZone: 'Mars/Olympus' }],
    ['a social link that is not a URL', { name: 'Valid Name', socialMedia: { youtube: 'youtube' } }],
    ['a javascript: logo', { name: 'Valid Name', logoUrl: 'javascript:alert(1)' }],
    ['a javascript: social link', { name: 'Valid Name', socialMedia: { facebook: 'javascript:alert(document.cookie)' } }],
    ['a data: social link', { name: 'Valid Name', socialMedia: { twitter: 'data:text/html,<script>alert(1)</script>' } }],
    ['no body', undefined],
  ])('refuses %s with 400 VALIDATION_FAILED and writes nothing', async (_label, payload) => {
    const before = await countRows(t.db, organizations);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/organizations',
      headers: { ...authHeader(su.token), 'content-type': 'application/json' },
      payload: payload === undefined ? '' : JSON.stringify(payload),
    });
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(await countRows(t.db, organizations)).toBe(before);
  });

  it('refuses a plain admin with 403 and writes nothing', async () => {
    const before = await countRows(t.db, organizations);
    expectError(await call('POST', '/api/organizations', admin.token, { name: 'Rogue Institute' }), 403, 'FORBIDDEN');
    expectError(await call('POST', '/api/organizations', student.token, { name: 'Rogue Institute' }), 403, 'FORBIDDEN');
    expectError(await call('POST', '/api/organizations', undefined, { name: 'Rogue Institute' }), 401, 'UNAUTHORIZED');
    expect(await countRows(t.db, organizations)).toBe(before);
  });
});

describe('GET /api/organizations/:id', () => {
  it('lets superAdmin read any organisation and an admin their own', async () => {
    const bySu = await call('GET', `/api/organizations/${other.organization.id}`, su.token);
    expect(bySu.statusCode).toBe(200);
    expect(bySu.json().id).toBe(other.organization.id);
    const own = await call('GET', `/api/organizations/${DEMO_ORG_ID}`, admin.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: DEMO_ORG_ID, name: 'Demo Institute', inviteCode: 'DEMO2026' });
  });

  it("refuses another organisation's admin, and a student, with 403", async () => {
    expectError(await call('GET', `/api/organizations/${DEMO_ORG_ID}`, other.admin.token), 403, 'FORBIDDEN');
    expectError(await call('GET', `/api/organizations/${other.organization.id}`, admin.token), 403, 'FORBIDDEN');
    expectError(await call('GET', `/api/organizations/${DEMO_ORG_ID}`, student.token), 403, 'FORBIDDEN');
    expectError(await call('GET', `/api/organizations/${DEMO_ORG_ID}`), 401, 'UNAUTHORIZED');
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expectError(await call('GET', '/api/organizations/not-a-uuid', su.token), 400, 'VALIDATION_FAILED');
    expectError(await call('GET', `/api/organizations/${crypto.randomUUID()}`, su.token), 404, 'NOT_FOUND');
  });
});

describe('PATCH /api/organizations/:id', () => {
  it('lets an admin update their own organisation; fields not sent are kept', async () => {
    const org = await createOrganizationWithMembers(t.app);
    const first = await call('PATCH', `/api/organizations/${org.organization.id}`, org.admin.token, {
      description: 'Evening batches for SSC and banking',
      address: 'Hazratganj, Lucknow',
      email: 'hello@example.com',
      timeZone: 'Asia/Dubai',
      socialMedia: { instagram: 'https://instagram.com/inst', facebook: 'https://facebook.com/inst' },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      description: 'Evening batches for SSC and banking',
      timeZone: 'Asia/Dubai',
      socialMedia: { instagram: 'https://instagram.com/inst', facebook: 'https://facebook.com/inst' },
    });

    // Renaming alone must not reset the time zone, social links, email or address.
    const second = await call('PATCH', `/api/organizations/${org.organization.id}`, org.admin.token, { name: 'Renamed Institute' });
    expect(second.statusCode, second.body).toBe(200);
    const row = await orgRow(org.organization.id);
    expect(row).toMatchObject({
      name: 'Renamed Institute',
      description: 'Evening batches for SSC and banking',
      address: 'Hazratganj, Lucknow',
      email: 'hello@example.com',
      timeZone: 'Asia/Dubai',
      socialMedia: { instagram: 'https://instagram.com/inst', facebook: 'https://facebook.com/inst' },
    });

    // Sending an empty string clears a field.
    const third = await call('PATCH', `/api/organizations/${org.organization.id}`, org.admin.token, { email: '' });
    expect(third.json().email).toBeNull();
  });

  it('lets superAdmin update any organisation', async () => {
    const res = await call('PATCH', `/api/organizations/${other.organization.id}`, su.token, { description: 'Checked by the platform' });
    expect(res.statusCode).toBe(200);
    expect((await orgRow(other.organization.id)).description).toBe('Checked by the platform');
  });

  it("refuses another organisation's admin and a student with 403 and changes nothing", async () => {
    const before = await orgRow(DEMO_ORG_ID);
    expectError(await call('PATCH', `/api/organizations/${DEMO_ORG_ID}`, other.admin.token, { name: 'Hijacked' }), 403, 'FORBIDDEN');
    expectError(await call('PATCH', `/api/organizations/${DEMO_ORG_ID}`, student.token, { name: 'Hijacked' }), 403, 'FORBIDDEN');
    expectError(await call('PATCH', `/api/organizations/${DEMO_ORG_ID}`, undefined, { name: 'Hijacked' }), 401, 'UNAUTHORIZED');
    expect(await orgRow(DEMO_ORG_ID)).toEqual(before);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const before = await orgRow(DEMO_ORG_ID);
    expectError(await call('PATCH', `/api/organizations/${DEMO_ORG_ID}`, admin.token, { name: 'A' }), 400, 'VALIDATION_FAILED');
    expectError(
      await call('PATCH', `/api/organizations/${DEMO_ORG_ID}`, admin.token, { timeZone: 'Nowhere/City' }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await call('PATCH', `/api/organizations/${DEMO_ORG_ID}`, admin.token, { socialMedia: { twitter: 'not a url' } }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await call('PATCH', '/api/organizations/123', su.token, { name: 'Valid' }), 400, 'VALIDATION_FAILED');
    expect(await orgRow(DEMO_ORG_ID)).toEqual(before);
    expectError(await call('PATCH', `/api/organizations/${crypto.randomUUID()}`, su.token, { name: 'Valid' }), 404, 'NOT_FOUND');
  });
});

describe('POST /api/organizations/:id/logo', () => {
  const uploadLogo = async (orgId: string, token: string, bytes: Buffer) => {
    const body = await multipart({ file: { bytes, filename: 'logo.png', type: 'image/png' } });
    return t.app.inject({
      method: 'POST',
      url: `/api/organizations/${orgId}/logo`,
      headers: { ...body.headers, ...authHeader(token) },
      payload: body.payload,
    });
  };

  it('stores the logo for an admin of the organisation and serves it', async () => {
    const res = await uploadLogo(other.organization.id, other.admin.token, TINY_PNG);
    expect(res.statusCode, res.body).toBe(200);
    const logoUrl = res.json().logoUrl as string;
    expect(logoUrl).toMatch(/^\/api\/files\//);
    expect((await orgRow(other.organization.id)).logoUrl).toBe(logoUrl);
    const got = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(got.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it("refuses another organisation's admin with 403, a non-image with 400 and a bad id with 400, storing nothing", async () => {
    const before = await countRows(t.db, files);
    const logo = (await orgRow(DEMO_ORG_ID)).logoUrl;
    expectError(await uploadLogo(DEMO_ORG_ID, other.admin.token, TINY_PNG), 403, 'FORBIDDEN');
    expectError(await uploadLogo(DEMO_ORG_ID, admin.token, Buffer.from('GIF89a not really')), 400, 'VALIDATION_FAILED');
    expectError(await uploadLogo('nope', su.token, TINY_PNG), 400, 'VALIDATION_FAILED');
    expectError(await uploadLogo(crypto.randomUUID(), su.token, TINY_PNG), 404, 'NOT_FOUND');
    expect(await countRows(t.db, files)).toBe(before);
    expect((await orgRow(DEMO_ORG_ID)).logoUrl).toBe(logo);
  });
});

describe('organisation admins', () => {
  it('superAdmin appoints a user as admin; they then manage that organisation', async () => {
    const org = (await call('POST', '/api/organizations', su.token, { name: `Appoint ${unique()}` })).json();
    const person = await signUp(t.app);
    const res = await call('POST', `/api/organizations/${org.id}/admins`, su.token, { email: person.user.email.toUpperCase() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().admins).toEqual([{ id: person.user.id, name: person.user.name, email: person.user.email }]);
    const session = await signIn(t.app, person.user.email, person.password);
    expect(session.user).toMatchObject({ role: 'admin', orgRole: 'owner', organizationId: org.id });
    expect((await call('PATCH', `/api/organizations/${org.id}`, session.token, { description: 'Mine now' })).statusCode).toBe(200);
  });

  it('refuses unknown accounts (404), superAdmins and admins of other organisations (409)', async () => {
    const org = (await call('POST', '/api/organizations', su.token, { name: `Appoint ${unique()}` })).json();
    expectError(
      await call('POST', `/api/organizations/${org.id}/admins`, su.token, { email: `${unique()}@nobody.example.com` }),
      404,
      'NOT_FOUND',
    );
    expectError(await call('POST', `/api/organizations/${org.id}/admins`, su.token, { email: 'superadmin@example.com' }), 409, 'CONFLICT');
    expectError(await call('POST', `/api/organizations/${org.id}/admins`, su.token, { email: 'admin@example.com' }), 409, 'CONFLICT');
    expectError(
      await call('POST', `/api/organizations/${crypto.randomUUID()}/admins`, su.token, { email: 'learner@example.com' }),
      404,
      'NOT_FOUND',
    );
    const [adminRow] = await t.db.select().from(users).where(eq(users.email, 'admin@example.com'));
    expect(adminRow.organizationId).toBe(DEMO_ORG_ID);
  });

  it('refuses bad input with 400 and non-superAdmins with 403, changing nothing', async () => {
    const person = await signUp(t.app);
    const before = (await t.db.select().from(users).where(eq(users.id, person.user.id)))[0];
    expectError(
      await call('POST', `/api/organizations/${DEMO_ORG_ID}/admins`, su.token, { email: 'not-an-email' }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await call('POST', `/api/organizations/${DEMO_ORG_ID}/admins`, su.token, {}), 400, 'VALIDATION_FAILED');
    expectError(await call('POST', '/api/organizations/xyz/admins', su.token, { email: person.user.email }), 400, 'VALIDATION_FAILED');
    expectError(
      await call('POST', `/api/organizations/${DEMO_ORG_ID}/admins`, admin.token, { email: person.user.email }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await call('POST', `/api/organizations/${DEMO_ORG_ID}/admins`, undefined, { email: person.user.email }),
      401,
      'UNAUTHORIZED',
    );
    expect((await t.db.select().from(users).where(eq(users.id, person.user.id)))[0]).toEqual(before);
  });

  it('superAdmin removes an admin, who stays in the organisation as a teacher', async () => {
    const org = await createOrganizationWithMembers(t.app);
    const id = org.admin.user.id;
    expectError(await call('DELETE', `/api/organizations/${org.organization.id}/admins/${id}`, org.admin.token), 403, 'FORBIDDEN');
    const res = await call('DELETE', `/api/organizations/${org.organization.id}/admins/${id}`, su.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().admins).toEqual([]);
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ role: 'user', orgRole: 'teacher', organizationId: org.organization.id });
    // Again: they are no longer an admin.
    expectError(await call('DELETE', `/api/organizations/${org.organization.id}/admins/${id}`, su.token), 400, 'VALIDATION_FAILED');
  });

  it('refuses to remove a student or an admin of another organisation, and bad ids, with 400', async () => {
    const adminRow = (await t.db.select().from(users).where(eq(users.email, 'admin@example.com')))[0];
    expectError(await call('DELETE', `/api/organizations/${DEMO_ORG_ID}/admins/${student.user.id}`, su.token), 400, 'VALIDATION_FAILED');
    expectError(
      await call('DELETE', `/api/organizations/${other.organization.id}/admins/${adminRow.id}`, su.token),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await call('DELETE', `/api/organizations/${DEMO_ORG_ID}/admins/not-a-uuid`, su.token), 400, 'VALIDATION_FAILED');
    expectError(await call('DELETE', `/api/organizations/${DEMO_ORG_ID}/admins/${adminRow.id}`, student.token), 403, 'FORBIDDEN');
    expectError(await call('DELETE', `/api/organizations/${DEMO_ORG_ID}/admins/${adminRow.id}`), 401, 'UNAUTHORIZED');
    expect((await t.db.select().from(users).where(eq(users.id, adminRow.id)))[0].role).toBe('admin');
  });
});
