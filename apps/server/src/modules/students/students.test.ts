import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import type { Student, StudentCreated, StudentImportReport, StudentImportResult, StudentList } from '@pariksha/shared/schemas/students';
import { groupMembers, studentProfiles, users } from '../../db/schema/index.ts';
import {
  authHeader,
  countRows,
  createOrganizationWithMembers,
  createTestApp,
  DEMO_ORG_ID,
  expectError,
  latestMailTo,
  multipart,
  signIn,
  signUp,
  unique,
  type SecondOrganization,
  type TestApp,
} from '../../test/app.ts';

let t: TestApp;
let admin: AuthResponse;
let priya: AuthResponse; // a student of the demo institute
let other: SecondOrganization;
let batch: { id: string; name: string };
const base = `/api/organizations/${DEMO_ORG_ID}/students`;

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, who: AuthResponse | null, payload?: unknown, lang = 'en') =>
  t.app.inject({
    method,
    url,
    headers: { ...(who ? authHeader(who.token) : {}), 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

beforeAll(async () => {
  t = await createTestApp();
  [admin, priya] = await Promise.all([signIn(t.app, 'admin'), signIn(t.app, 'student')]);
  other = await createOrganizationWithMembers(t.app);
  const res = await call('POST', '/api/groups', admin, { name: `Morning ${unique()}`, isBatch: true, memberIds: [] });
  expect(res.statusCode, res.body).toBe(201);
  batch = { id: res.json().id, name: res.json().name };
});
afterAll(() => t?.close());

async function xlsx(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Students').addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
const HEADER = [
  'name',
  'username',
  'email',
  'mobile',
  'guardian_name',
  'guardian_mobile',
  'guardian_email',
  'guardian_language',
  'batches',
];

async function upload(path: string, bytes: Buffer, filename = 'students.xlsx', who: AuthResponse = admin, lang = 'en') {
  const type = filename.endsWith('.csv') ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const body = await multipart({ file: { bytes, filename, type } });
  return t.app.inject({
    method: 'POST',
    url: `${base}${path}`,
    headers: { ...authHeader(who.token), ...body.headers, 'accept-language': lang },
    payload: body.payload,
  });
}

describe('adding one student', () => {
  it('with a mobile only: a derived username and a one-time password that signs in', async () => {
    const res = await call('POST', base, admin, {
      name: 'Ravi Kumar',
      mobile: '+91 98765 43210',
      guardianName: 'Suresh Kumar',
      guardianMobile: '09812345678',
      guardianLanguage: 'en',
      batchIds: [batch.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    const body: StudentCreated = res.json();
    expect(body.student).toMatchObject({
      name: 'Ravi Kumar',
      email: null,
      mobile: '9876543210',
      guardianMobile: '9812345678',
      guardianLanguage: 'en',
      status: 'active',
      batches: [batch],
    });
    expect(body.student.username).toMatch(/^ravi\.kumar\d*$/);
    expect(body.credentials.kind).toBe('password');
    if (body.credentials.kind !== 'password') return;
    expect(body.credentials.password).toMatch(/^[a-z2-9]{10}$/);
    const [row] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, body.student.id));
    expect(row!.hash).toMatch(/^\$argon2id\$/);
    const signed = await signIn(t.app, body.student.username, body.credentials.password);
    expect(signed.user.organizationId).toBe(DEMO_ORG_ID);
  });

  it('with an email: a set-password link is mailed and works', async () => {
    const email = `${unique()}@test.example.com`;
    const res = await call('POST', base, admin, { name: 'प्रिया शर्मा', email, username: unique('pr') });
    expect(res.statusCode, res.body).toBe(201);
    const body: StudentCreated = res.json();
    expect(body.credentials).toEqual({ kind: 'link', email });
    const mail = await latestMailTo(t.app, email);
    const token = mail!.text.match(/reset-password\?token=([\w%-]+)/)![1]!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: decodeURIComponent(token), password: 'Chosen123' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await signIn(t.app, email, 'Chosen123');
  });

  it('refuses bad input with 400 and the JSON shape, a taken username with 409, and writes nothing', async () => {
    const before = await countRows(t.db, users);
    expectError(await call('POST', base, admin, { name: 'No Contact' }), 400, 'VALIDATION_FAILED');
    expectError(await call('POST', base, admin, { name: 'Bad', mobile: '12345' }), 400, 'VALIDATION_FAILED');
    expectError(await call('POST', base, admin, { name: 'Bad', email: 'not-an-email' }), 400, 'VALIDATION_FAILED');
    expectError(await call('POST', base, admin, { name: '', username: 'abc' }), 400, 'VALIDATION_FAILED');
    expectError(await call('POST', base, admin, { name: 'Dup', username: 'student' }), 409, 'CONFLICT');
    expectError(
      await call('POST', base, admin, { name: 'X', username: unique('x'), batchIds: [crypto.randomUUID()] }),
      400,
      'VALIDATION_FAILED',
    );
    const hi = expectError(await call('POST', base, admin, { name: 'Bad', mobile: '12345' }, 'hi'), 400, 'VALIDATION_FAILED');
    expect(hi.message).toContain('मोबाइल');
    expect(await countRows(t.db, users)).toBe(before);
  });
});

describe('who may', () => {
  const routes = (orgBase: string, id: string) =>
    [
      ['GET', orgBase],
      ['POST', orgBase, { name: 'X', username: unique('x') }],
      ['GET', `${orgBase}/import-template?format=csv`],
      ['GET', `${orgBase}/export?format=csv`],
      ['PATCH', `${orgBase}/${id}`, { status: 'deactivated' }],
      ['POST', `${orgBase}/${id}/reset-password`],
    ] as [Method, string, unknown?][];

  it('another organisation’s admin gets 404 on every route, a student 403, nobody 401', async () => {
    const target = priya.user.id;
    for (const [method, url, payload] of routes(base, target)) {
      expectError(await call(method, url, other.admin, payload), 404, 'NOT_FOUND');
      expectError(await call(method, url, priya, payload), 403, 'FORBIDDEN');
      expectError(await call(method, url, null, payload), 401, 'UNAUTHORIZED');
    }
    for (const path of ['/import/preview', '/import']) {
      const file = await xlsx([HEADER, ['A Student', unique('a'), '', '', '', '', '', '', '']]);
      expectError(await upload(path, file, 'students.xlsx', other.admin), 404, 'NOT_FOUND');
      expectError(await upload(path, file, 'students.xlsx', priya), 403, 'FORBIDDEN');
    }
    // Their own organisation's route does not reach our student either.
    const theirs = `/api/organizations/${other.organization.id}/students`;
    expectError(await call('PATCH', `${theirs}/${target}`, other.admin, { status: 'deactivated' }), 404, 'NOT_FOUND');
    expectError(await call('POST', `${theirs}/${target}/reset-password`, other.admin), 404, 'NOT_FOUND');
    const [row] = await t.db.select({ active: users.isActive }).from(users).where(eq(users.id, target));
    expect(row!.active).toBe(true);
  });

  it('a teacher of the organisation may, a superAdmin may in any organisation, an unknown organisation is 404', async () => {
    const future = await signUp(t.app, { inviteCode: 'DEMO2026', name: 'Kavita Teacher' });
    await t.db.update(users).set({ orgRole: 'teacher' }).where(eq(users.id, future.user.id));
    const teacher = await signIn(t.app, future.user.username, future.password);
    expect((await call('GET', base, teacher)).statusCode).toBe(200);
    const su = await signIn(t.app, 'superadmin');
    const theirs: StudentList = (await call('GET', `/api/organizations/${other.organization.id}/students`, su)).json();
    expect(theirs.data.map((s) => s.id)).toEqual([other.student.user.id]);
    expectError(await call('GET', `/api/organizations/${crypto.randomUUID()}/students`, su), 404, 'NOT_FOUND');
    expectError(await call('GET', '/api/organizations/not-a-uuid/students', admin), 400, 'VALIDATION_FAILED');
    // Staff are not students: the list never shows them and the routes do not reach them.
    const list: StudentList = (await call('GET', `${base}?limit=100&search=Kavita`, admin)).json();
    expect(list.data).toEqual([]);
  });

  it('the list shows only the organisation’s students', async () => {
    const res = await call('GET', `/api/organizations/${other.organization.id}/students`, other.admin);
    expect(res.statusCode, res.body).toBe(200);
    const list: StudentList = res.json();
    expect(list.data.map((s) => s.id)).toEqual([other.student.user.id]);
  });
});

describe('list, search, filters', () => {
  it('pages, searches by name, username or mobile and filters by batch and status', async () => {
    const all: StudentList = (await call('GET', `${base}?limit=1`, admin)).json();
    expect(all.data).toHaveLength(1);
    expect(all.total).toBeGreaterThan(1);
    const byMobile: StudentList = (await call('GET', `${base}?search=98765`, admin)).json();
    expect(byMobile.data.map((s) => s.name)).toContain('Ravi Kumar');
    const inBatch: StudentList = (await call('GET', `${base}?batchId=${batch.id}`, admin)).json();
    expect(inBatch.data.every((s) => s.batches.some((b) => b.id === batch.id))).toBe(true);
    expect(inBatch.total).toBeGreaterThan(0);
    const none: StudentList = (await call('GET', `${base}?status=deactivated&search=zzzz-nobody`, admin)).json();
    expect(none).toEqual({ data: [], total: 0 });
    expectError(await call('GET', `${base}?status=gone`, admin), 400, 'VALIDATION_FAILED');
    expectError(await call('GET', `${base}?limit=1000`, admin), 400, 'VALIDATION_FAILED');
  });
});

describe('deactivate and reactivate', () => {
  it('a deactivated student cannot sign in or refresh; reactivated they can, results kept', async () => {
    const created: StudentCreated = (await call('POST', base, admin, { name: 'Asha Devi', username: unique('asha') })).json();
    if (created.credentials.kind !== 'password') throw new Error('expected a password');
    const { username, password } = created.credentials;
    const session = await signIn(t.app, username, password);
    const off = await call('PATCH', `${base}/${created.student.id}`, admin, { status: 'deactivated' });
    expect(off.statusCode, off.body).toBe(200);
    expect((off.json() as Student).status).toBe('deactivated');
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { identifier: username, password } });
    expectError(refused, 403, 'FORBIDDEN');
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: session.refreshToken } }),
      401,
      'UNAUTHORIZED',
    );
    expectError(await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authHeader(session.token) }), 401, 'UNAUTHORIZED');
    const listed: StudentList = (await call('GET', `${base}?status=deactivated`, admin)).json();
    expect(listed.data.map((s) => s.id)).toContain(created.student.id);
    const on = await call('PATCH', `${base}/${created.student.id}`, admin, { status: 'active' });
    expect(on.statusCode, on.body).toBe(200);
    await signIn(t.app, username, password);
  });

  it('edits details and replaces batches; a reset gives a new one-time password and ends the old one', async () => {
    const created: StudentCreated = (
      await call('POST', base, admin, { name: 'Old Name', username: unique('ed'), batchIds: [batch.id] })
    ).json();
    const edited = await call('PATCH', `${base}/${created.student.id}`, admin, {
      name: 'New Name',
      guardianName: 'Guardian',
      batchIds: [],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'New Name', guardianName: 'Guardian', batches: [] });
    expectError(await call('PATCH', `${base}/${created.student.id}`, admin, {}), 400, 'VALIDATION_FAILED');
    expectError(await call('PATCH', `${base}/${admin.user.id}`, admin, { name: 'Staff' }), 404, 'NOT_FOUND');
    const reset = await call('POST', `${base}/${created.student.id}/reset-password`, admin);
    expect(reset.statusCode, reset.body).toBe(200);
    const creds = reset.json();
    expect(creds.kind).toBe('password');
    await signIn(t.app, creds.username, creds.password);
    if (created.credentials.kind !== 'password') return;
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { identifier: creds.username, password: created.credentials.password },
    });
    expectError(old, 401, 'UNAUTHORIZED');
  });
});

describe('import', () => {
  it('the template downloads as CSV (with a BOM for Excel) and as XLSX', async () => {
    const csv = await call('GET', `${base}/import-template?format=csv`, admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('guardian_mobile');
    const x = await call('GET', `${base}/import-template?format=xlsx`, admin);
    expect(x.statusCode).toBe(200);
    expect(x.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('the preview refuses a mobile number another account has, or one repeated in the file (it signs in by OTP)', async () => {
    const repeated = `8${Date.now().toString().slice(-9)}`;
    const file = await xlsx([
      HEADER,
      ['Has Ravi Number', unique('r'), '', '+91 98765 43210', '', '', '', '', ''],
      ['First', unique('f'), '', repeated, '', '', '', '', ''],
      ['Second', unique('s'), '', `0${repeated}`, '', '', '', '', ''],
    ]);
    const report: StudentImportReport = (await upload('/import/preview', file)).json();
    const errorsOf = (row: number) => report.rows.find((r) => r.row === row)!.errors.map((e) => e.column);
    expect(errorsOf(2)).toEqual(['mobile']);
    expect(errorsOf(3)).toEqual([]);
    expect(errorsOf(4)).toEqual(['mobile']);
  });

  it('the preview names every row’s errors: missing name, bad mobile and email, duplicate usernames, unknown batch', async () => {
    const dup = unique('dup');
    const file = await xlsx([
      HEADER,
      ['Good One', '', '', '9123456780', '', '', '', '', batch.name],
      ['', unique('n'), '', '', '', '', '', '', ''],
      ['Bad Mobile', unique('m'), '', '12345', '', '', '', '', ''],
      ['Bad Email', unique('e'), 'nope@', '', '', '', '', '', ''],
      ['Dup A', dup, '', '', '', '', '', '', ''],
      ['Dup B', dup, '', '', '', '', '', '', ''],
      ['Taken', 'student', '', '', '', '', '', '', ''],
      ['No Batch', unique('b'), '', '', '', '', '', '', 'Evening Nowhere'],
    ]);
    const res = await upload('/import/preview', file);
    expect(res.statusCode, res.body).toBe(200);
    const report: StudentImportReport = res.json();
    expect(report.validCount).toBe(2);
    const errorsOf = (row: number) => report.rows.find((r) => r.row === row)!.errors.map((e) => e.column);
    expect(errorsOf(2)).toEqual([]);
    expect(report.rows[0]!.username).toMatch(/^good\.one\d*$/);
    expect(errorsOf(3)).toEqual(['name']);
    expect(errorsOf(4)).toEqual(['mobile']);
    expect(errorsOf(5)).toEqual(['email']);
    expect(errorsOf(6)).toEqual([]);
    expect(errorsOf(7)).toEqual(['username']);
    expect(errorsOf(8)).toEqual(['username']);
    expect(errorsOf(9)).toEqual(['batches']);
    const hi: StudentImportReport = (await upload('/import/preview', file, 'students.xlsx', admin, 'hi')).json();
    expect(hi.rows[2]!.errors[0]!.message).toContain('मोबाइल');
  });

  it('one bad row writes nothing; the fixed file creates every student in its batch with passwords to print', async () => {
    const rows = Array.from({ length: 40 }, (_, i) => [
      `Student ${i}`,
      unique('s'),
      '',
      `98${String(10_000_000 + i)}`,
      `Guardian ${i}`,
      '',
      '',
      'hi',
      batch.name,
    ]);
    const bad = rows.map((r) => [...r]);
    bad[17]![3] = '123';
    const usersBefore = await countRows(t.db, users);
    const membersBefore = await countRows(t.db, groupMembers);
    const refused = await upload('/import', await xlsx([HEADER, ...bad]));
    const error = expectError(refused, 422, 'UNPROCESSABLE');
    expect((error.details as StudentImportReport).errorCount).toBe(1);
    expect(await countRows(t.db, users)).toBe(usersBefore);
    expect(await countRows(t.db, groupMembers)).toBe(membersBefore);

    const res = await upload('/import', await xlsx([HEADER, ...rows]));
    expect(res.statusCode, res.body).toBe(201);
    const result: StudentImportResult = res.json();
    expect(result.created).toBe(40);
    expect(result.passwords).toHaveLength(40);
    expect(await countRows(t.db, users)).toBe(usersBefore + 40);
    expect(await countRows(t.db, groupMembers)).toBe(membersBefore + 40);
    expect(await countRows(t.db, studentProfiles)).toBeGreaterThanOrEqual(40);
    const first = result.passwords[0]!;
    await signIn(t.app, first.username, first.password);
    // The same file again: every username is now taken, nothing is written.
    expectError(await upload('/import', await xlsx([HEADER, ...rows])), 422, 'UNPROCESSABLE');
    expect(await countRows(t.db, users)).toBe(usersBefore + 40);
  });

  it('imports a CSV too, and refuses a file that is not a sheet or lacks the name column', async () => {
    const csv = Buffer.from(`${HEADER.join(',')}\nCsv Student,${unique('c')},,,,,,,\n`);
    const res = await upload('/import', csv, 'students.csv');
    expect(res.statusCode, res.body).toBe(201);
    expectError(await upload('/import/preview', Buffer.from('%PDF-1.4'), 'students.pdf'), 400, 'VALIDATION_FAILED');
    expectError(await upload('/import/preview', Buffer.from('username\nabc\n'), 'students.csv'), 400, 'VALIDATION_FAILED');
    expectError(await upload('/import', Buffer.from(`${HEADER.join(',')}\n`), 'students.csv'), 400, 'VALIDATION_FAILED');
  });

  // How long it takes is measured by `npm run bench:institute`, not here.
  it('500 rows import in one go, each with a one-time password', async () => {
    const rows = Array.from({ length: 500 }, (_, i) => [`Bulk ${i}`, unique('bulk'), '', '', '', '', '', '', batch.name]);
    const res = await upload('/import', await xlsx([HEADER, ...rows]));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().created).toBe(500);
  }, 120_000);
});

describe('export', () => {
  it('CSV and XLSX with the filters', async () => {
    const formula = await call('POST', base, admin, {
      name: '=HYPERLINK("http://evil.example","x")',
      username: unique('f'),
      batchIds: [batch.id],
    });
    expect(formula.statusCode, formula.body).toBe(201);
    const csv = await call('GET', `${base}/export?format=csv&batchId=${batch.id}`, admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('students.csv');
    expect(csv.body).toContain('Ravi Kumar');
    expect(csv.body).not.toContain('Priya Singh');
    // A formula in a name stays text in Excel.
    expect(csv.body).toContain(`"'=HYPERLINK(`);
    expect(csv.body).not.toMatch(/(^|,)"?=HYPERLINK/m);
    const x = await call('GET', `${base}/export?format=xlsx`, admin);
    expect(x.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(x.rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets[0]!.getRow(1).getCell(1).text).toBe('name');
    expect(workbook.worksheets[0]!.actualRowCount).toBeGreaterThan(40);
  });
});
