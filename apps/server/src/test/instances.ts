import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { ensureDefaultOrganization, seedDemo } from '../db/seed.ts';
import { createPgDatabase } from './app.ts';

export type Instances = { apps: FastifyInstance[]; databases: Database[]; close: () => Promise<void> };

/**
 * Two instances on two ports sharing one database and Redis (docs/deploy.md), for tests that
 * need REDIS_URL. With DATABASE_URL each instance has its own pool on one fresh PostgreSQL
 * database, exactly as two servers would; without it one in-memory PGlite stands in for it.
 */
export async function startInstances(redisPrefix: string): Promise<Instances> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `pariksha-${redisPrefix}-`));
  const pg = process.env.DATABASE_URL ? await createPgDatabase(process.env.DATABASE_URL) : undefined;
  const shared = pg ? undefined : await openDatabase({});
  const config = loadConfig({ ...process.env, NODE_ENV: 'test' }, { dataDir, databaseUrl: pg?.url });
  const apps: FastifyInstance[] = [];
  const databases: Database[] = [];
  const clients: Redis[] = [];
  for (let i = 0; i < 2; i++) {
    const database = shared ?? (await openDatabase({ url: pg!.url, poolSize: 4 }));
    databases.push(database);
    if (i === 0) {
      await ensureDefaultOrganization(database.db, config.productName);
      await seedDemo(database.db, { history: false });
    }
    const redis = new Redis(process.env.REDIS_URL!, { keyPrefix: `${redisPrefix}-${process.pid}-` });
    clients.push(redis);
    const app = await buildApp({ config, database, redis, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    apps.push(app);
  }
  return {
    apps,
    databases,
    async close() {
      for (const app of apps) await app.close();
      for (const c of clients) c.disconnect();
      for (const database of new Set(databases)) await database.close();
      await pg?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
