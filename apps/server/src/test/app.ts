import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, desc, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { expect, inject } from 'vitest';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import type { OrganizationDetail } from '@pariksha/shared/schemas/organizations';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Db } from '../db/client.ts';
import { mailOutbox, smsOutbox } from '../db/schema/index.ts';
import { DEMO_PASSWORD, ensureDefaultOrganization, seedDemo } from '../db/seed.ts';

export { DEMO_ORG_ID, DEMO_PASSWORD } from '../db/seed.ts';
export { DEFAULT_ORG_ID } from '@pariksha/shared/constants';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /**
   * Another app over the same database with different settings (a small rate limit, say);
   * closed with this one. Cheaper than a second database.
   */
  withConfig: (overrides: Partial<Config>) => Promise<FastifyInstance>;
  /** Closes the app and the database, drops the per-file PostgreSQL database, removes the data dir. */
  close: () => Promise<void>;
};

/**
 * A fresh PostgreSQL database for one test file, so files can run in parallel against one
 * server without seeing each other's rows.
 */
export async function createPgDatabase(adminUrl: string) {
  const name = `pariksha_t_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await client.query(sql, params);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // pool.end() resolves before its sockets are closed; forcing the drop while a backend is still
  // exiting makes it send the closing client a FATAL error, reported as an unhandled error.
  const drop = async () => {
    for (let i = 0; i < 40; i++) {
      const { rows } = await admin('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  return { url: url.toString(), drop };
}

/**
 * Builds a real app for one test file: in-memory PGlite, or a fresh PostgreSQL database when
 * DATABASE_URL is set; default organisation and demo data seeded. The per-IP sign-in limit
 * is raised so a file's many sign-ins do not trip it, unless `overrides.signIn` says otherwise.
 */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pariksha-test-'));
  const pgDb = process.env.DATABASE_URL ? await createPgDatabase(process.env.DATABASE_URL) : null;
  const base = loadConfig({ ...process.env, NODE_ENV: 'test' }, { dataDir });
  const configWith = (more: Partial<Config>) =>
    loadConfig(
      { ...process.env, NODE_ENV: 'test' },
      { dataDir, databaseUrl: pgDb?.url, signIn: { ...base.signIn, maxPerIp: 10_000 }, trustProxy: true, ...more },
    );
  const config = configWith(overrides);
  const template = pgDb ? '' : inject('pgliteTemplate');
  const database = await openDatabase({
    url: pgDb?.url,
    poolSize: 5,
    loadDataDir: template ? new Blob([new Uint8Array(await readFile(template))]) : undefined,
  });
  await ensureDefaultOrganization(database.db, config.productName);
  await seedDemo(database.db, { history: false });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const extra: FastifyInstance[] = [];
  return {
    app,
    db: database.db,
    config,
    async withConfig(more) {
      const other = await buildApp({ config: configWith({ ...overrides, ...more }), database, logger: false });
      extra.push(other);
      await other.ready();
      return other;
    },
    async close() {
      for (const other of extra) await other.close();
      await app.close();
      await database.close();
      await pgDb?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const authHeader = (token: string) => ({ authorization: `Bearer ${token}` });

let counter = 0;
/** A short unique suffix for emails and usernames created by a test. */
export const unique = (prefix = 'u') => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;

export async function signIn(app: FastifyInstance, identifier: string, password = DEMO_PASSWORD): Promise<AuthResponse> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { identifier, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export type SignUpInput = {
  name?: string;
  email?: string;
  username?: string;
  password?: string;
  inviteCode?: string;
  instituteName?: string;
  preferredLanguage?: 'hi' | 'en';
};

/**
 * Signs up a new account with unique email and username, through both steps (the form, then
 * the code from the mail); returns the session.
 */
export async function signUp(
  app: FastifyInstance,
  input: SignUpInput = {},
): Promise<AuthResponse & { password: string; user: AuthResponse['user'] & { email: string } }> {
  const id = unique();
  const password = input.password ?? 'Secret123';
  const payload = { name: 'Test User', email: `${id}@test.example.com`, username: id, ...input, password };
  const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload });
  expect(res.statusCode, res.body).toBe(202);
  const code = await signUpCodeFor(app, payload.email);
  const verified = await app.inject({ method: 'POST', url: '/api/auth/signup/verify', payload: { email: payload.email, code } });
  expect(verified.statusCode, verified.body).toBe(201);
  return { ...verified.json(), password };
}

/** The newest mail to `email` in the outbox (every mail is written there, sent or not). */
export async function latestMailTo(app: FastifyInstance, email: string) {
  const [row] = await app.deps.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email.trim().toLowerCase()))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return row;
}

/** The newest SMS to a mobile number (10 digits or +91) in the outbox. */
export async function latestSmsTo(app: FastifyInstance, mobile: string) {
  const [row] = await app.deps.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.to, `+91${mobile.slice(-10)}`))
    .orderBy(desc(smsOutbox.createdAt))
    .limit(1);
  return row;
}

/** The 6-digit code in the newest SMS to `mobile`, read as a person reads it. */
export async function smsCodeFor(app: FastifyInstance, mobile: string): Promise<string> {
  const code = (await latestSmsTo(app, mobile))?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code, `a code sent by SMS to ${mobile}`).toBeDefined();
  return code!;
}

/** The sign-up code in the newest mail to `email`, read as a person reads it. */
export async function signUpCodeFor(app: FastifyInstance, email: string): Promise<string> {
  const code = (await latestMailTo(app, email))?.text.match(/^\s*(\d{6})\s*$/m)?.[1];
  expect(code, `a sign-up code mailed to ${email}`).toBeDefined();
  return code!;
}

export type SecondOrganization = {
  organization: OrganizationDetail;
  admin: AuthResponse;
  student: AuthResponse;
};

/**
 * Another organisation with its own admin and student, made through the API as superAdmin:
 * create it, sign a user up, appoint them, and sign a student up with its invite code.
 */
export async function createOrganizationWithMembers(app: FastifyInstance, name = `Institute ${unique()}`): Promise<SecondOrganization> {
  const su = await signIn(app, 'superadmin');
  const created = await app.inject({ method: 'POST', url: '/api/organizations', headers: authHeader(su.token), payload: { name } });
  expect(created.statusCode, created.body).toBe(201);
  const organization: OrganizationDetail = created.json();
  const future = await signUp(app);
  const appointed = await app.inject({
    method: 'POST',
    url: `/api/organizations/${organization.id}/admins`,
    headers: authHeader(su.token),
    payload: { email: future.user.email },
  });
  expect(appointed.statusCode, appointed.body).toBe(200);
  // A fresh sign-in carries the new organisation and role in the token.
  const admin = await signIn(app, future.user.username, future.password);
  const student = await signUp(app, { inviteCode: organization.inviteCode! });
  return { organization: appointed.json(), admin, student };
}

/** Asserts the one JSON error shape `{ error: { code, message } }` with the given status. */
export function expectError(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  const body = res.json();
  expect(body).toEqual({ error: expect.objectContaining({ code, message: expect.any(String) }) });
  expect(body.error.message.length).toBeGreaterThan(0);
  expect(JSON.stringify(body)).not.toMatch(/\bat .+\.(ts|js):\d+/); // never a stack trace
  return body.error as { code: string; message: string; details?: unknown };
}

export async function countRows(db: Db, table: PgTable): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(table);
  return n;
}

/** A real 1x1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart/form-data body for `app.inject`, built with the platform's FormData. */
export async function multipart(
  files: Record<string, { bytes: Buffer; filename: string; type: string }>,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, f] of Object.entries(files)) form.append(key, new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
