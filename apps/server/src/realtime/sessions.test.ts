import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import { startInstances, type Instances } from '../test/instances.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/crypto.ts';
import { setUserActive } from '../modules/users/service.ts';
import { authHeader, createTestApp, DEFAULT_ORG_ID, expectError, signIn, unique, type TestApp } from '../test/app.ts';

/** Security issue 9: a change to an account reaches its open sockets and its next handshakes. */

/** A new account in `db`, signed in through `app` (sign-in only, not the sign-up flow). */
async function newAccount(app: FastifyInstance, db: Database['db'], password = 'Secret123') {
  const id = unique();
  const [row] = await db
    .insert(users)
    .values({
      name: 'Socket User',
      email: `${id}@test.example.com`,
      username: id,
      passwordHash: await hashPassword(password),
      organizationId: DEFAULT_ORG_ID,
    })
    .returning();
  return { ...(await signIn(app, row.username, password)), password };
}

const portOf = (app: FastifyInstance) => (app.server.address() as AddressInfo).port;

/** Connects with `token`: the socket once connected, or the handshake's error message. */
function open(app: FastifyInstance, token: string) {
  const socket: Socket = connect(`http://127.0.0.1:${portOf(app)}`, { transports: ['websocket'], auth: { token }, reconnection: false });
  return new Promise<{ socket: Socket; error?: string }>((resolve) => {
    socket.on('connect', () => resolve({ socket }));
    socket.on('connect_error', (err) => resolve({ socket, error: err.message }));
  });
}

const closedByServer = (socket: Socket) =>
  new Promise<string>((resolve) => {
    socket.on('disconnect', (reason) => resolve(reason));
  });

/** The adapter joins rooms asynchronously. */
const settle = () => new Promise((r) => setTimeout(r, 200));

describe('sockets follow the token version', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  it('a password change closes the open sockets; the old token is refused, the refreshed one accepted', async () => {
    const me = await newAccount(t.app, t.db);
    const { socket, error } = await open(t.app, me.token);
    expect(error).toBeUndefined();
    try {
      await settle();
      const closed = closedByServer(socket);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/profile/password',
        headers: authHeader(me.token),
        payload: { currentPassword: me.password, newPassword: 'Fresh98765' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await closed).toBe('io server disconnect');
    } finally {
      socket.disconnect();
    }

    const stale = await open(t.app, me.token);
    stale.socket.disconnect();
    expect(stale.error).toBe('UNAUTHORIZED');

    const renewed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: me.refreshToken } });
    const fresh = await open(t.app, renewed.json().token);
    fresh.socket.disconnect();
    expect(fresh.error).toBeUndefined();
  });

  it("a deactivated user's sockets close and a new handshake is refused", async () => {
    const me = await newAccount(t.app, t.db);
    const { socket, error } = await open(t.app, me.token);
    expect(error).toBeUndefined();
    try {
      await settle();
      const closed = closedByServer(socket);
      await setUserActive(t.app.deps, me.user.id, false);
      expect(await closed).toBe('io server disconnect');
    } finally {
      socket.disconnect();
    }
    // Even a token minted with the new version: the account is inactive.
    const [row] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    const minted = await t.app.deps.jwt.sign({
      sub: row.id,
      organizationId: row.organizationId,
      role: row.role,
      orgRole: row.orgRole,
      tv: row.tokenVersion,
    });
    const again = await open(t.app, minted);
    again.socket.disconnect();
    expect(again.error).toBe('UNAUTHORIZED');
  });
});

/**
 * Two instances sharing one database and Redis (as in scale-out.test.ts): a role change made
 * through instance A reaches B's sockets and B's cached version at once, not after the TTL.
 */
describe.skipIf(!process.env.REDIS_URL)('token versions across instances', () => {
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];

  let cluster: Instances | undefined;
  beforeAll(async () => {
    cluster = await startInstances('versions');
    apps.push(...cluster.apps);
    databases.push(...cluster.databases);
  });
  afterAll(() => cluster?.close());

  it('a demotion on A closes the sockets on B and B refuses the old token at once', async () => {
    const [a, b] = apps;
    const db = databases[0].db;
    const su = await signIn(a, 'superadmin');
    const person = await newAccount(a, db);
    const created = await a.inject({
      method: 'POST',
      url: '/api/organizations',
      headers: authHeader(su.token),
      payload: { name: `Scale ${unique()}` },
    });
    const orgUrl = `/api/organizations/${created.json().id}`;
    expect(
      (await a.inject({ method: 'POST', url: `${orgUrl}/admins`, headers: authHeader(su.token), payload: { email: person.user.email } }))
        .statusCode,
    ).toBe(200);
    const admin = await signIn(b, person.user.username, person.password);
    // B caches the version now, and holds a socket of the user.
    expect((await b.inject({ method: 'GET', url: orgUrl, headers: authHeader(admin.token) })).statusCode).toBe(200);
    const { socket, error } = await open(b, admin.token);
    expect(error).toBeUndefined();
    try {
      await settle();
      const closed = closedByServer(socket);
      const removed = await a.inject({ method: 'DELETE', url: `${orgUrl}/admins/${person.user.id}`, headers: authHeader(su.token) });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(await closed).toBe('io server disconnect');
    } finally {
      socket.disconnect();
    }
    // Well inside the cache's TTL: B dropped the version when A published the bump.
    let res = await b.inject({ method: 'GET', url: orgUrl, headers: authHeader(admin.token) });
    for (let i = 0; i < 10 && res.statusCode === 200; i++) {
      await new Promise((r) => setTimeout(r, 50));
      res = await b.inject({ method: 'GET', url: orgUrl, headers: authHeader(admin.token) });
    }
    expectError(res, 401, 'UNAUTHORIZED');
  });
});
