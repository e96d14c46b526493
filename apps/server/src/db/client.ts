import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle offers the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
  /** PGlite only: the whole database as a tarball, for loadDataDir. */
  dump?: () => Promise<Blob | File>;
};

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export type DatabaseOptions = {
  /** postgres:// URL; without it an embedded PGlite database is used. */
  url?: string;
  /** PGlite directory; omitted means in memory (tests). */
  dataDir?: string;
  /** A PGlite dump (dumpDataDir) to start from: tests copy one migrated database instead of running initdb per file. */
  loadDataDir?: Blob;
  poolSize?: number;
  /** Apply the committed migrations (default). A cluster's workers skip it: the primary ran them before forking. */
  migrate?: boolean;
};

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20 });
    const db = drizzle(pool, { schema });
    if (options.migrate !== false) await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      ping: async () => {
        try {
          await pool.query('select 1');
          return true;
        } catch {
          return false;
        }
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    ping: async () => {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}
