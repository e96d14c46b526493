import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { DEFAULT_PRODUCT_NAME } from '@pariksha/shared/constants';
import { openDatabase } from '../db/client.ts';
import { ensureDefaultOrganization, seedDemo } from '../db/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite dump each test file starts from; empty with DATABASE_URL. */
    pgliteTemplate: string;
  }
}

/**
 * PGlite's initdb costs seconds per database on this machine; loading a dump of one migrated
 * and seeded database costs a fraction of that, so it is made once for the whole run.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'pariksha-template-'));
  const database = await openDatabase({});
  await ensureDefaultOrganization(database.db, DEFAULT_PRODUCT_NAME);
  await seedDemo(database.db, { history: false });
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
